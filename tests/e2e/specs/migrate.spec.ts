/**
 * Tools > Migrate end to end: Yoast SEO data seeded in its native format (tools/wp-runtime/wp.php),
 * then start, the leave confirmation, an interruption by reload, resume, finish and the summary with
 * the untranslated-token report; the migrated values are checked on the server.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

import { test, expect } from '../fixtures';
import { expectNoSeriousA11yViolations } from '../utils/axe';

const REPO = path.resolve( __dirname, '../../..' );
const SITE_DIR =
	process.env.SIGHTLINE_E2E_SITE_DIR ||
	path.dirname( process.env.STORAGE_STATE_PATH ?? '' );
const HAS_SITE = existsSync(
	path.join( SITE_DIR, 'wordpress', 'wp-settings.php' )
);
const SCREEN = '/wp-admin/admin.php?page=sightline#/tools/migrate';
const KEY = 'sightline_migration_progress';
const LEAVE =
	'Migration is in progress. Are you sure you want to leave? Unsaved changes may be lost.';

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

const SEED = `
update_option( 'wpseo_titles', array( 'separator' => 'sc-pipe', 'title-post' => '%%title%% %%sep%% %%sitename%% %%cf_color%%' ) );
$ids = array();
for ( $i = 1; $i <= 12; $i++ ) {
	$id = wp_insert_post( array( 'post_title' => "Migrate e2e $i", 'post_status' => 'publish' ) );
	update_post_meta( $id, '_yoast_wpseo_title', "E2E %%title%% $i %%sep%% %%sitename%%" );
	$ids[] = $id;
}
update_post_meta( $ids[0], '_yoast_wpseo_metadesc', 'Has %%unknown_thing%% inside' );
echo wp_json_encode( $ids );
`;

const CLEANUP = `
foreach ( get_posts( array( 'numberposts' => -1, 's' => 'Migrate e2e', 'post_status' => 'any' ) ) as $post ) { wp_delete_post( $post->ID, true ); }
foreach ( array( 'wpseo_titles', 'sightline_migration' ) as $option ) { delete_option( $option ); }
`;

test.describe( 'Tools > Migrate', () => {
	test.skip(
		! HAS_SITE,
		`needs the site dir of tools/run-e2e.sh (or SIGHTLINE_E2E_SITE_DIR); looked in ${ SITE_DIR }`
	);
	// A whole migration with a deliberately slowed phase, a reload and two accessibility scans.
	test.setTimeout( 180_000 );

	let ids: number[] = [];
	test.beforeAll( () => {
		wp( 'eval', CLEANUP );
		ids = JSON.parse( wp( 'eval', SEED ) );
	} );
	test.afterAll( () => {
		wp( 'eval', CLEANUP );
	} );

	test( 'start, interrupt by reloading, resume, finish and read the summary', async ( {
		page,
	} ) => {
		// Scoped to the app: screen-reader announcements repeat some texts elsewhere on the page.
		const app = page.locator( '#sightline-admin-root' );
		await page.goto( SCREEN );
		await page.evaluate(
			( key ) => window.localStorage.removeItem( key ),
			KEY
		);
		await page.reload();
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Migrate' } )
		).toBeVisible();
		await expect(
			app.getByText(
				"Sightline SEO's migration will run smoothly if the cache plugin is temporarily paused."
			)
		).toBeVisible();
		await expectNoSeriousA11yViolations( page );

		// Slow every per-post call so the run can be interrupted half way.
		await page.route(
			/migration%2Fposts|migration\/posts/,
			async ( route ) => {
				if ( route.request().method() === 'POST' ) {
					await new Promise( ( resolve ) =>
						setTimeout( resolve, 400 )
					);
				}
				await route.continue();
			}
		);
		await app.getByRole( 'radio', { name: 'Yoast SEO' } ).check();
		await app.getByRole( 'button', { name: 'Start Migration' } ).click();
		await expect( app.getByText( 'Migrating content…' ) ).toBeVisible();
		await expect(
			page.locator( '[data-status="completed"]' ).first()
		).toBeVisible();

		// Leaving through a link asks first, with the exact text; dismissing keeps the run going.
		let asked = '';
		page.once( 'dialog', async ( dialog ) => {
			asked = dialog.message();
			await dialog.dismiss();
		} );
		await page.getByRole( 'link', { name: 'Dashboard' } ).first().click();
		expect( asked ).toBe( LEAVE );
		await expect( page ).toHaveURL( /tools\/migrate/ );

		await expect
			.poll(
				async () =>
					JSON.parse(
						( await page.evaluate(
							( key ) => window.localStorage.getItem( key ),
							KEY
						) ) ?? '{}'
					).migrated_items ?? 0
			)
			.toBeGreaterThan( 3 );
		page.on( 'dialog', ( dialog ) => dialog.accept() );
		await page.reload();

		const saved = JSON.parse(
			( await page.evaluate(
				( key ) => window.localStorage.getItem( key ),
				KEY
			) ) ?? '{}'
		);
		for ( const field of [
			'plugin_slug',
			'isMigrating',
			'isDone',
			'error',
			'progress',
			'showResume',
			'deactivatePlugin',
			'currentStatus',
			'migrationData',
			'pagination',
			'total_items',
			'migrated_items',
		] ) {
			expect( saved ).toHaveProperty( field );
		}
		expect( saved.plugin_slug ).toBe( 'wordpress-seo' );
		expect( saved.total_items ).toBeGreaterThanOrEqual( 13 ); // 12 posts + global settings (+ other posts on the site)
		expect( saved.isDone ).toBe( false );

		await expect(
			app.getByText(
				/A migration from Yoast SEO was interrupted at \d+%\./
			)
		).toBeVisible();
		await expect(
			app.getByRole( 'button', { name: 'Start Over' } )
		).toBeVisible();
		await expect(
			app.getByRole( 'button', { name: 'Cancel Migration' } )
		).toBeVisible();
		await page.unroute( /migration%2Fposts|migration\/posts/ );
		const posts: number[] = [];
		page.on( 'request', ( request ) => {
			if (
				request.method() === 'POST' &&
				/migration(%2F|\/)posts/.test( request.url() )
			) {
				posts.push( ...( request.postDataJSON()?.post_ids ?? [] ) );
			}
		} );
		await app.getByRole( 'button', { name: 'Resume Migration' } ).click();

		await expect(
			app.getByRole( 'heading', { name: 'Migration completed' } )
		).toBeVisible( { timeout: 30_000 } );
		// Resume continued after the last confirmed item: nothing already completed was sent again.
		for ( const id of saved.migrationData.posts.post
			.completed as number[] ) {
			expect( posts ).not.toContain( id );
		}
		await expect(
			app.getByRole( 'heading', { name: 'Settings imported' } )
		).toBeVisible();
		await expect(
			app.getByText( 'Title and description templates per post type' )
		).toBeVisible();
		await expect(
			app.getByRole( 'heading', {
				name: 'Settings that may not be migrated completely',
			} )
		).toBeVisible();
		await expect(
			app.getByText(
				/the variable %%cf_color%% has no Sightline SEO equivalent/
			)
		).toBeVisible();
		await expect(
			app.getByText(
				/the variable %%unknown_thing%% has no Sightline SEO equivalent/
			)
		).toBeVisible();
		await expect(
			app.getByText( /review your settings and test a few pages/ )
		).toBeVisible();
		expect(
			await page.evaluate(
				( key ) => window.localStorage.getItem( key ),
				KEY
			)
		).toBeNull();
		await expectNoSeriousA11yViolations( page );

		const stored = wp(
			'eval',
			`echo get_post_meta( ${ ids[ 5 ] }, '_sightline_title', true );`
		);
		expect( stored ).toBe( 'E2E %title% 6 %separator% %site_name%' );
	} );

	test( 'cancel clears a saved run and start over restarts it', async ( {
		page,
	} ) => {
		const app = page.locator( '#sightline-admin-root' );
		await page.goto( SCREEN );
		await page.evaluate(
			( key ) =>
				window.localStorage.setItem(
					key,
					JSON.stringify( {
						plugin_slug: 'wordpress-seo',
						isMigrating: true,
						isDone: false,
						error: '',
						progress: 40,
						showResume: false,
						deactivatePlugin: true,
						currentStatus: 'migrating_content',
						migrationData: {
							global_settings_migrated: true,
							terms: {},
							posts: {},
						},
						pagination: {
							terms: { current_page: 1, total_pages: 1 },
							posts: { current_page: 1, total_pages: 1 },
						},
						total_items: 10,
						migrated_items: 4,
						setupDone: true,
					} )
				),
			KEY
		);
		await page.reload();
		await expect(
			app.getByText(
				'A migration from Yoast SEO was interrupted at 40%.'
			)
		).toBeVisible();
		await app.getByRole( 'button', { name: 'Cancel Migration' } ).click();
		await expect(
			app.getByRole( 'button', { name: 'Start Migration' } )
		).toBeVisible();
		expect(
			await page.evaluate(
				( key ) => window.localStorage.getItem( key ),
				KEY
			)
		).toBeNull();
	} );
} );
