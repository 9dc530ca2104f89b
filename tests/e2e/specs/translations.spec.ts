/**
 * A translated locale reaches every UI of the plugin: the test writes a small German .po for the PHP
 * strings (compiled to .mo by WordPress's own PO/MO classes) and Jed JSON files for the built scripts,
 * where WordPress.org language packs go (wp-content/languages/plugins), switches the admin to de_DE and
 * finds the translations in the settings app, the setup wizard and the editor sidebar (the Schema
 * panel's chunk too). Every original must be in languages/sightline-seo.pot, so the POT is what
 * translators get.
 * Needs the site dir of tools/run-e2e.sh (or SIGHTLINE_E2E_SITE_DIR), like wizard-site.spec.ts.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
	existsSync,
	mkdirSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import path from 'node:path';

import { test, expect } from '../fixtures';

const REPO = path.resolve( __dirname, '../../..' );
const SITE_DIR =
	process.env.SIGHTLINE_E2E_SITE_DIR ||
	path.dirname( process.env.STORAGE_STATE_PATH ?? '' );
const HAS_SITE = existsSync(
	path.join( SITE_DIR, 'wordpress', 'wp-settings.php' )
);
const LANG_DIR = path.join(
	SITE_DIR,
	'wordpress',
	'wp-content',
	'languages',
	'plugins'
);
const LOCALE = 'de_DE';

/** Strings of the PHP (menus, page titles). */
const PHP = {
	General: 'Allgemein',
	'Sightline SEO Setup': 'Sightline-SEO-Einrichtung',
};
/** Strings of each built script: JSON translations are keyed by the script's path in the plugin. */
const JS: Record< string, Record< string, string > > = {
	'build/admin.js': { 'Manage Features': 'Funktionen verwalten' },
	'build/wizard.js': {
		'Welcome to Sightline SEO!': 'Willkommen bei Sightline SEO!',
	},
	'build/editor.js': { 'Search appearance': 'Suchdarstellung' },
	// A chunk the editor fetches on demand: its translations are printed with the editor's.
	'build/editor-schema.js': {
		'Add structured data': 'Strukturierte Daten hinzufügen',
	},
};

function wp( ...args: string[] ): string {
	return execFileSync(
		'php',
		[
			path.join( REPO, 'tools/wp-runtime/wp.php' ),
			'--dir',
			SITE_DIR,
			...args,
		],
		{ encoding: 'utf8' }
	);
}

function poString( text: string ): string {
	return `"${ text.replace( /\\/g, '\\\\' ).replace( /"/g, '\\"' ) }"`;
}

const created: string[] = [];
function write( file: string, content: string ) {
	writeFileSync( file, content );
	created.push( file );
}

test.describe( 'Translations', () => {
	test.skip(
		! HAS_SITE,
		`needs the site dir of tools/run-e2e.sh (or SIGHTLINE_E2E_SITE_DIR); looked in ${ SITE_DIR }`
	);
	test.describe.configure( { timeout: 180_000 } );

	let postId = 0;
	test.beforeAll( async ( { requestUtils } ) => {
		const pot = readFileSync(
			path.join( REPO, 'languages/sightline-seo.pot' ),
			'utf8'
		);
		for ( const original of [
			...Object.keys( PHP ),
			...Object.values( JS ).flatMap( Object.keys ),
		] ) {
			expect( pot, `the POT holds "${ original }"` ).toContain(
				`msgid ${ poString( original ) }\n`
			);
		}
		mkdirSync( LANG_DIR, { recursive: true } );
		const po = path.join( LANG_DIR, `sightline-seo-${ LOCALE }.po` );
		write(
			po,
			[
				'msgid ""',
				'msgstr ""',
				`"Language: ${ LOCALE }\\n"`,
				'"Content-Type: text/plain; charset=UTF-8\\n"',
				'"Plural-Forms: nplurals=2; plural=(n != 1);\\n"',
				'',
				...Object.entries( PHP ).flatMap(
					( [ original, translation ] ) => [
						`msgid ${ poString( original ) }`,
						`msgstr ${ poString( translation ) }`,
						'',
					]
				),
			].join( '\n' )
		);
		// WordPress's own gettext classes compile the .po into the .mo it loads.
		const mo = po.replace( /\.po$/, '.mo' );
		wp(
			'eval',
			`require_once ABSPATH . WPINC . '/pomo/po.php'; $po = new PO(); $po->import_from_file( ${ JSON.stringify( po ) } ) || exit( 1 ); $mo = new MO(); $mo->headers = $po->headers; $mo->entries = $po->entries; $mo->export_to_file( ${ JSON.stringify( mo ) } ) || exit( 1 );`
		);
		created.push( mo );
		for ( const [ script, strings ] of Object.entries( JS ) ) {
			const messages: Record< string, unknown > = {
				'': {
					domain: 'messages',
					lang: LOCALE,
					'plural-forms': 'nplurals=2; plural=(n != 1);',
				},
			};
			for ( const [ original, translation ] of Object.entries(
				strings
			) ) {
				messages[ original ] = [ translation ];
			}
			const md5 = createHash( 'md5' ).update( script ).digest( 'hex' );
			write(
				path.join(
					LANG_DIR,
					`sightline-seo-${ LOCALE }-${ md5 }.json`
				),
				JSON.stringify( {
					domain: 'messages',
					locale_data: { messages },
				} )
			);
		}
		wp(
			'eval',
			`update_user_meta( get_user_by( 'login', 'admin' )->ID, 'locale', '${ LOCALE }' );`
		);
		const post = ( await requestUtils.rest( {
			path: '/wp/v2/posts',
			method: 'POST',
			data: { title: 'Übersetzt', status: 'draft' },
		} ) ) as { id: number };
		postId = post.id;
	} );

	test.afterAll( async ( { requestUtils } ) => {
		if ( HAS_SITE ) {
			wp(
				'eval',
				`delete_user_meta( get_user_by( 'login', 'admin' )->ID, 'locale' );`
			);
		}
		created.forEach( ( file ) => rmSync( file, { force: true } ) );
		if ( postId ) {
			await requestUtils.rest( {
				path: `/wp/v2/posts/${ postId }`,
				method: 'DELETE',
				params: { force: true },
			} );
		}
	} );

	test( 'the settings app shows the translated PHP menu and JS screen strings', async ( {
		page,
	} ) => {
		await page.goto( '/wp-admin/admin.php?page=sightline' );
		await expect(
			page
				.locator( '#adminmenu' )
				.getByRole( 'link', { name: 'Allgemein', exact: true } )
		).toBeVisible();
		await expect(
			page.getByRole( 'link', { name: 'Funktionen verwalten' } )
		).toBeAttached();
		await expect(
			page.getByText( 'Manage Features', { exact: true } )
		).toHaveCount( 0 );
	} );

	test( 'the setup wizard shows its translated heading and page title', async ( {
		page,
	} ) => {
		await page.goto( '/wp-admin/admin.php?page=sightline_onboarding' );
		await expect(
			page.getByRole( 'heading', {
				level: 1,
				name: 'Willkommen bei Sightline SEO!',
			} )
		).toBeVisible();
		await expect( page ).toHaveTitle( /Sightline-SEO-Einrichtung/ );
	} );

	test( 'the editor sidebar shows its translated panels', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.editPost( postId );
		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		const panelToggle = sidebar.getByRole( 'button', {
			name: 'Sightline SEO',
			exact: true,
		} );
		if (
			( await panelToggle.getAttribute( 'aria-expanded' ) ) !== 'true'
		) {
			await panelToggle.click();
		}
		await sidebar
			.getByRole( 'button', { name: 'Open Sightline SEO' } )
			.click();
		await expect(
			sidebar.getByRole( 'button', {
				name: 'Suchdarstellung',
				exact: true,
			} )
		).toBeVisible();
		await expect(
			sidebar.getByRole( 'button', {
				name: 'Search appearance',
				exact: true,
			} )
		).toHaveCount( 0 );
		await sidebar
			.getByRole( 'button', { name: 'Schema', exact: true } )
			.click();
		await expect(
			sidebar.getByRole( 'button', {
				name: 'Strukturierte Daten hinzufügen',
			} )
		).toBeVisible();
	} );
} );
