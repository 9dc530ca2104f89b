/**
 * Sitemaps: the screen (switches, Regenerate with its warning notice, Open Sitemap, disabled controls
 * while off), and the served sitemaps (always fresh after publish / trash / noindex, conditional GET,
 * redirects, 404s and no robots.txt line when off).
 */
import type { Page } from '@playwright/test';

import { test, expect } from '../fixtures';
import { expectNoSeriousA11yViolations } from '../utils/axe';
import { openRoute, setSettings } from '../utils/settings-app';

const ROOT = '#sightline-admin-root';

/** A front-end URL as visitors and crawlers get it (no admin cookies). */
async function get(
	page: Page,
	path: string,
	headers: Record< string, string > = {}
) {
	return page.request.get( path, {
		headers: { Cookie: '', ...headers },
		maxRedirects: 0,
	} );
}

async function locs( page: Page, path: string ): Promise< string[] > {
	const response = await get( page, path );
	expect( response.status(), path ).toBe( 200 );
	return [
		...( await response.text() ).matchAll( /<loc>([^<]+)<\/loc>/g ),
	].map( ( match ) => match[ 1 ].replace( /&amp;/g, '&' ) );
}

test.describe( 'sitemaps', () => {
	// The shared test machine is slow; these tests reload pages several times.
	test.describe.configure( { timeout: 180000 } );

	test.afterAll( async ( { requestUtils } ) => {
		await setSettings( requestUtils, {
			enable_xml_sitemap: true,
			enable_xml_image_sitemap: true,
		} );
	} );

	test( 'screen: regenerate shows the server message in a warning notice; Open Sitemap links the index', async ( {
		page,
	} ) => {
		const errors: string[] = [];
		page.on( 'pageerror', ( error ) => errors.push( error.message ) );
		await openRoute( page, '/advanced/sitemaps', 'Sitemaps' );
		await expect( page.getByLabel( 'XML Sitemap' ) ).toBeChecked();
		await expect( page.getByLabel( 'Include Images' ) ).toBeEnabled();
		const open = page.getByRole( 'link', { name: 'Open Sitemap' } );
		await expect( open ).toHaveAttribute( 'href', /\/sitemap_index\.xml$/ );

		await page.getByRole( 'button', { name: 'Regenerate Cache' } ).click();
		const notice = page.locator( '.sightline-sitemaps__notice' );
		await expect( notice ).toHaveClass( /is-warning/ );
		expect( errors ).toEqual( [] );
		await expect( notice ).toContainText( 'Sitemap cache regenerated.' );
		await expect( notice ).toContainText(
			/The index lists \d+ sitemaps? with \d+ URLs/
		);
		await expectNoSeriousA11yViolations( page, ROOT );

		const index = await get(
			page,
			( await open.getAttribute( 'href' ) ) as string
		);
		expect( index.status() ).toBe( 200 );
		expect( index.headers()[ 'content-type' ] ).toContain(
			'application/xml'
		);
		expect( await index.text() ).toContain( '<sitemapindex' );
	} );

	test( 'screen: turning the XML sitemap off disables the image switch, Regenerate and Open Sitemap', async ( {
		page,
	} ) => {
		await openRoute( page, '/advanced/sitemaps', 'Sitemaps' );
		await page.getByLabel( 'XML Sitemap' ).uncheck();
		await expect( page.getByLabel( 'Include Images' ) ).toBeDisabled();
		await expect(
			page.getByRole( 'button', { name: 'Regenerate Cache' } )
		).toBeDisabled();
		await expect(
			page.getByRole( 'button', { name: 'Open Sitemap' } )
		).toBeDisabled();
		await expectNoSeriousA11yViolations( page, ROOT );

		// enable_xml_sitemap requires a reload: the SPEC notice, then the page reloads.
		const reloaded = page.waitForEvent( 'load', { timeout: 15000 } );
		await page
			.locator( '.sightline-screen__actions' )
			.getByRole( 'button', { name: 'Save' } )
			.click();
		await expect(
			page
				.locator( '.components-snackbar' )
				.filter( { hasText: 'Settings saved successfully' } )
		).toBeVisible();
		await reloaded;
		await expect( page.getByLabel( 'XML Sitemap' ) ).not.toBeChecked();

		for ( const path of [
			'/sitemap_index.xml',
			'/sitemap-post-post-1.xml',
			'/sitemap.xsl',
		] ) {
			expect( ( await get( page, path ) ).status(), path ).toBe( 404 );
		}
		expect( ( await get( page, '/sitemap.xml' ) ).status() ).toBe( 404 );
		expect(
			await ( await get( page, '/robots.txt' ) ).text()
		).not.toContain( 'Sitemap:' );
	} );

	test( 'served sitemaps follow publishing, trashing and noindexing at once', async ( {
		page,
		requestUtils,
	} ) => {
		await setSettings( requestUtils, { enable_xml_sitemap: true } );
		expect( await ( await get( page, '/robots.txt' ) ).text() ).toMatch(
			/Sitemap: http:\/\/[^\s]+\/sitemap_index\.xml/
		);

		const post = await requestUtils.rest< { id: number; link: string } >( {
			path: '/wp/v2/posts',
			method: 'POST',
			data: { title: `Sitemap probe ${ Date.now() }`, status: 'publish' },
		} );
		const index = await locs( page, '/sitemap_index.xml' );
		const postSitemaps = index.filter( ( loc ) =>
			loc.includes( '/sitemap-post-post-' )
		);
		const last = postSitemaps[ postSitemaps.length - 1 ];
		expect( await locs( page, last ) ).toContain( post.link );

		// The ETag names this version exactly; Last-Modified is a date, never later than the answer.
		const before = await get( page, last );
		const etag = before.headers().etag;
		expect( etag ).toMatch( /^"\d+"$/ );
		expect(
			Date.parse( before.headers()[ 'last-modified' ] )
		).toBeLessThanOrEqual( Date.now() + 1000 );
		expect(
			( await get( page, last, { 'If-None-Match': etag } ) ).status()
		).toBe( 304 );

		await requestUtils.rest( {
			path: `/wp/v2/posts/${ post.id }`,
			method: 'POST',
			data: { meta: { _sightline_robots_noindex: 'on' } },
		} );
		expect( await locs( page, last ) ).not.toContain( post.link );
		await requestUtils.rest( {
			path: `/wp/v2/posts/${ post.id }`,
			method: 'POST',
			data: { meta: { _sightline_robots_noindex: 'inherit' } },
		} );
		expect( await locs( page, last ) ).toContain( post.link );

		await requestUtils.rest( {
			path: `/wp/v2/posts/${ post.id }`,
			method: 'DELETE',
		} );
		const after = await get( page, last, { 'If-None-Match': etag } );
		expect( after.status(), 'a trashed post makes the copy stale' ).toBe(
			200
		);
		expect( await after.text() ).not.toContain( post.link );
	} );

	test( 'legacy URLs redirect to the index and the stylesheet renders a table', async ( {
		page,
	} ) => {
		for ( const path of [ '/sitemap.xml', '/wp-sitemap.xml' ] ) {
			const response = await get( page, path );
			expect( response.status(), path ).toBe( 301 );
			expect( response.headers().location ).toMatch(
				/\/sitemap_index\.xml$/
			);
		}
		await page.goto( '/sitemap_index.xml' );
		await expect(
			page.getByRole( 'heading', { name: 'XML Sitemap' } )
		).toBeVisible();
		await expect( page.getByRole( 'table' ) ).toBeVisible();
		await expect(
			page.getByRole( 'link', { name: /sitemap-post-post-1\.xml$/ } )
		).toBeVisible();
	} );
} );
