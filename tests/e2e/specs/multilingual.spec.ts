/**
 * A multilingual site with Polylang in three languages (English, the default, at /; French at /fr/;
 * German at /de/), as a visitor's browser sees it: every page of a translation group names the same
 * complete hreflang set (itself included, the x-default the English version), each at that page's
 * canonical; a draft or noindexed German version is named by no one; the site-wide title templates
 * print in each page's language; the sitemaps list every language with the same sets as xhtml:link;
 * the settings app says which language its texts are in.
 *
 * Polylang is not part of this repository: SIGHTLINE_POLYLANG_DIR (default /opt/plugins/polylang)
 * must hold a loadable copy (see tests/php/Multilingual/Polylang_TestCase.php); it is linked into the
 * e2e site's plugins, activated for this file and deactivated after it, with its content removed.
 * Without it, or without the site dir of tools/run-e2e.sh, the tests are skipped and say so.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';

import { test, expect } from '../fixtures';

const REPO = path.resolve( __dirname, '../../..' );
const SITE_DIR =
	process.env.SIGHTLINE_E2E_SITE_DIR ||
	path.dirname( process.env.STORAGE_STATE_PATH ?? '' );
const POLYLANG = process.env.SIGHTLINE_POLYLANG_DIR || '/opt/plugins/polylang';
const PLUGINS = path.join( SITE_DIR, 'wordpress/wp-content/plugins' );
/** Why these tests cannot run here, or '' when they can. */
function missing(): string {
	if ( ! existsSync( path.join( POLYLANG, 'vendor/autoload.php' ) ) ) {
		return `No loadable Polylang in ${ POLYLANG } (export a release of github.com/polylang/polylang there and run composer dump-autoload --no-dev, or set SIGHTLINE_POLYLANG_DIR).`;
	}
	if ( ! existsSync( PLUGINS ) ) {
		return `No e2e site dir (${ SITE_DIR }): run through tools/run-e2e.sh or set SIGHTLINE_E2E_SITE_DIR.`;
	}
	return '';
}
const MISSING = missing();

const HREFLANG: Record< string, string > = {
	en: 'en-US',
	fr: 'fr-FR',
	de: 'de-DE',
};

interface Content {
	posts: Record< string, Record< string, number > >;
	urls: Record< string, Record< string, string > >;
}

function wp( ...args: string[] ): string {
	return execFileSync(
		path.join( REPO, 'tools/wp-runtime/wp' ),
		[ '--dir', SITE_DIR, ...args ],
		{ encoding: 'utf8' }
	).trim();
}

const setup = path.join( REPO, 'tests/e2e/polylang-setup.php' );
let content: Content;
let contentFile = '';

/** The page's hreflang links (code → address) and its canonical, as the browser parsed the head. */
async function head( page: Page, url: string ) {
	await page.goto( url );
	return page.evaluate( () => {
		const links: Record< string, string > = {};
		document
			.querySelectorAll< HTMLLinkElement >(
				'head link[rel="alternate"][hreflang]'
			)
			.forEach( ( link ) => {
				links[ link.hreflang ] = link.href;
			} );
		return {
			links,
			count: document.querySelectorAll( 'head link[hreflang]' ).length,
			canonical:
				document.querySelector< HTMLLinkElement >(
					'head link[rel="canonical"]'
				)?.href ?? '',
			title: document.title,
		};
	} );
}

test.describe( 'multilingual site (Polylang)', () => {
	test.describe.configure( { mode: 'serial', timeout: 240000 } );

	test.beforeAll( () => {
		if ( MISSING ) {
			return;
		}
		const link = path.join( PLUGINS, 'polylang' );
		if ( ! existsSync( link ) ) {
			symlinkSync( POLYLANG, link );
		}
		wp( 'plugin', 'activate', 'polylang' );
		wp( 'eval-file', setup, 'languages' );
		const out = wp( 'eval-file', setup, 'content' );
		content = JSON.parse( out.split( '\n' ).pop() ?? '{}' ) as Content;
		contentFile = path.join(
			mkdtempSync( path.join( tmpdir(), 'sightline-pll-' ) ),
			'content.json'
		);
		writeFileSync( contentFile, out.split( '\n' ).pop() ?? '{}' );
	} );

	test.afterAll( () => {
		if ( MISSING || ! contentFile ) {
			return;
		}
		wp( 'eval-file', setup, 'clean', contentFile );
		wp( 'plugin', 'deactivate', 'polylang' );
		wp( 'rewrite', 'flush' );
	} );

	test( 'every page of a group names the same complete, reciprocal set', async ( {
		page,
	} ) => {
		test.skip( MISSING !== '', MISSING );
		const groups: Array< [ string, string[] ] > = [
			[ 'complete', [ 'en', 'fr', 'de' ] ],
			[ 'page', [ 'en', 'fr', 'de' ] ],
			[ 'category', [ 'en', 'fr', 'de' ] ],
			[ 'home', [ 'en', 'fr', 'de' ] ],
			[ 'draft', [ 'en', 'fr' ] ],
			[ 'noindex', [ 'en', 'fr' ] ],
		];
		for ( const [ group, members ] of groups ) {
			const heads: Array< Awaited< ReturnType< typeof head > > > = [];
			for ( const lang of members ) {
				heads.push( await head( page, content.urls[ group ][ lang ] ) );
			}
			const expected: Record< string, string > = {};
			members.forEach( ( lang, i ) => {
				expect( heads[ i ].canonical, `${ group } ${ lang }` ).not.toBe(
					''
				);
				expected[ HREFLANG[ lang ] ] = heads[ i ].canonical;
			} );
			expected[ 'x-default' ] = expected[ 'en-US' ];
			heads.forEach( ( seen, i ) => {
				expect(
					seen.links,
					`${ group } ${ members[ i ] }: the whole set`
				).toEqual( expected );
				expect( seen.count, 'one set, no second printer' ).toBe(
					members.length + 1
				);
			} );
		}
		const noindexed = await head( page, content.urls.noindex.de );
		expect( noindexed.links ).toEqual( {} );
	} );

	test( 'the site-wide title templates print in each page’s language', async ( {
		page,
	} ) => {
		test.skip( MISSING !== '', MISSING );
		// Every spec file starts from the default settings (the fixture resets them before its first
		// test, after beforeAll): the English texts are stored again, their translations kept.
		wp( 'eval-file', setup, 'texts' );
		const titles: Record< string, string > = {};
		for ( const lang of [ 'en', 'fr', 'de' ] ) {
			titles[ `home ${ lang }` ] = (
				await head( page, content.urls.home[ lang ] )
			).title;
			titles[ `post ${ lang }` ] = (
				await head( page, content.urls.complete[ lang ] )
			).title;
		}
		expect( titles ).toEqual( {
			'home en': 'Welcome home',
			'home fr': 'Bienvenue',
			'home de': 'Willkommen',
			'post en': 'Read complete en',
			'post fr': 'Lire complete fr',
			'post de': 'Lesen complete de',
		} );
	} );

	test( 'the sitemaps list every translation with its alternates', async ( {
		page,
	} ) => {
		test.skip( MISSING !== '', MISSING );
		const response = await page.request.get( '/sitemap-post-post-1.xml', {
			headers: { Cookie: '' },
		} );
		const xml = await response.text();
		expect( response.status(), xml.slice( 0, 300 ) ).toBe( 200 );
		for ( const lang of [ 'en', 'fr', 'de' ] ) {
			const url = content.urls.complete[ lang ];
			const entry = xml
				.split( '<url>' )
				.find( ( part ) => part.includes( `<loc>${ url }</loc>` ) );
			expect( entry, url ).toBeTruthy();
			for ( const other of [ 'en', 'fr', 'de' ] ) {
				expect( entry ).toContain(
					`<xhtml:link rel="alternate" hreflang="${ HREFLANG[ other ] }" href="${ content.urls.complete[ other ] }"/>`
				);
			}
		}
		expect( xml ).not.toContain( content.urls.noindex.de );
	} );

	test( 'the settings app says which language its texts are in', async ( {
		page,
	} ) => {
		test.skip( MISSING !== '', MISSING );
		await page.goto( '/wp-admin/admin.php?page=sightline#/general' );
		const notice = page.locator( '.sightline-editing-language' );
		await expect( notice ).toContainText(
			'You are editing the texts in English, the site’s default language.'
		);
		await expect(
			notice.getByRole( 'link', { name: 'Languages › Translations' } )
		).toHaveAttribute( 'href', /page=mlang_strings/ );
	} );

	test( 'the x-default chosen in the settings names that language’s version', async ( {
		page,
	} ) => {
		test.skip( MISSING !== '', MISSING );
		const choose = async ( value: string ) => {
			await page.goto(
				'/wp-admin/admin.php?page=sightline#/tools/miscellaneous'
			);
			await page
				.getByLabel(
					'Version for searchers in other languages (x-default)'
				)
				.selectOption( value );
			const saved = page.waitForResponse(
				( response ) =>
					response.url().includes( 'global-settings' ) &&
					response.request().method() === 'POST'
			);
			await page
				.locator( '.sightline-screen__actions' )
				.getByRole( 'button', { name: 'Save' } )
				.click();
			expect( ( await saved ).status() ).toBe( 200 );
		};
		await choose( 'fr' );
		const chosen = await head( page, content.urls.home.en );
		expect( chosen.links[ 'x-default' ] ).toBe( content.urls.home.fr );
		await choose( 'default' );
		const back = await head( page, content.urls.home.en );
		expect( back.links[ 'x-default' ] ).toBe( content.urls.home.en );
	} );
} );
