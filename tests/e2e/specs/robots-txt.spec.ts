/**
 * Robots.txt Editor: Save only when the text differs, 'Saving…', reload 1.5 s after success, the text
 * served at /robots.txt with the Sitemap line, the SPEC error notice, and the lock with its warning
 * while search engines are discouraged.
 */
import type { Page } from '@playwright/test';

import { test, expect } from '../fixtures';
import { expectNoSeriousA11yViolations } from '../utils/axe';
import { openRoute } from '../utils/settings-app';

const ROOT = '#sightline-admin-root';

async function setDiscouraged( page: Page, discouraged: boolean ) {
	await page.goto( '/wp-admin/options-reading.php' );
	await page.locator( '#blog_public' ).setChecked( discouraged );
	await Promise.all( [
		page.waitForURL( /settings-updated=true/ ),
		page.getByRole( 'button', { name: 'Save Changes' } ).click(),
	] );
	await expect( page.locator( '#blog_public' ) ).toBeChecked( {
		checked: discouraged,
	} );
}

test.describe( 'robots.txt editor', () => {
	// The shared test machine is slow; these tests reload pages several times.
	test.describe.configure( { timeout: 180000 } );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			path: '/sightline/v1/robots-txt',
			method: 'POST',
			data: { robots_txt_content: '' },
		} );
	} );

	test( 'saves when the text differs, reloads after 1.5 s and serves the text with the Sitemap line', async ( {
		page,
	} ) => {
		await openRoute(
			page,
			'/advanced/robots-txt-editor',
			'Robots.txt Editor'
		);
		const text = page.getByLabel( 'robots.txt content' );
		const save = page
			.locator( '.sightline-screen__actions' )
			.getByRole( 'button' );
		await expect( text ).toBeEditable();
		await expect( save ).toHaveText( 'Save' );
		await expect( save ).toBeDisabled();

		const original = await text.inputValue();
		await text.fill( 'User-agent: *\nDisallow: /e2e-private/' );
		await expect( save ).toBeEnabled();
		await text.fill( original );
		await expect( save ).toBeDisabled();
		await text.fill( 'User-agent: *\nDisallow: /e2e-private/' );
		await expectNoSeriousA11yViolations( page, ROOT );

		let saved = 0;
		page.on( 'requestfinished', ( request ) => {
			if (
				request.url().includes( 'robots-txt' ) &&
				request.method() === 'POST'
			) {
				saved = Date.now();
			}
		} );
		const reloaded = page.waitForRequest(
			( request ) =>
				request.isNavigationRequest() &&
				request.url().includes( 'page=sightline' ),
			{ timeout: 60000 }
		);
		// Hold the save for a moment so the busy label can be seen however fast the server answers.
		await page.route( /robots-txt/, async ( route ) => {
			if ( route.request().method() === 'POST' ) {
				await new Promise( ( resolve ) => setTimeout( resolve, 800 ) );
			}
			await route.continue();
		} );
		await save.click();
		await expect( save ).toHaveText( 'Saving…' );
		await expect(
			page
				.locator( '.components-snackbar' )
				.filter( { hasText: 'robots.txt saved successfully.' } )
		).toBeVisible();
		await reloaded;
		expect(
			Date.now() - saved,
			'the reload waits 1.5 s after the save'
		).toBeGreaterThanOrEqual( 1400 );
		await expect( page.getByLabel( 'robots.txt content' ) ).toHaveValue(
			'User-agent: *\nDisallow: /e2e-private/'
		);

		const robots = await page.request.get( '/robots.txt', {
			headers: { Cookie: '' },
		} );
		expect( robots.headers()[ 'content-type' ] ).toContain( 'text/plain' );
		const body = await robots.text();
		expect( body ).toContain( 'Disallow: /e2e-private/' );
		expect( body ).toMatch(
			/Sitemap: http:\/\/[^\s]+\/sitemap_index\.xml/
		);
	} );

	test( 'a rejected text shows the server message and the SPEC description', async ( {
		page,
	} ) => {
		await openRoute(
			page,
			'/advanced/robots-txt-editor',
			'Robots.txt Editor'
		);
		await page
			.getByLabel( 'robots.txt content' )
			.fill( 'User-agent: *\n<b>Disallow</b>' );
		await page
			.locator( '.sightline-screen__actions' )
			.getByRole( 'button' )
			.click();
		await expect(
			page.locator( '.components-snackbar' ).filter( {
				hasText:
					/contains HTML on line 2.*An unexpected error occurred while updating the robots\.txt content\. Please try again later\./,
			} )
		).toBeVisible();
		await expect(
			page.locator( '.sightline-screen__actions' ).getByRole( 'button' )
		).toHaveText( 'Save' );
	} );

	test( 'locked with a warning while search engines are discouraged', async ( {
		page,
	} ) => {
		await setDiscouraged( page, true );
		try {
			await openRoute(
				page,
				'/advanced/robots-txt-editor',
				'Robots.txt Editor'
			);
			await expect(
				page
					.locator( ROOT )
					.getByText(
						/Changes here have no effect until search engine visibility is Public\./
					)
			).toBeVisible();
			await expect(
				page.getByLabel( 'robots.txt content' )
			).toBeDisabled();
			await expect(
				page
					.locator( '.sightline-screen__actions' )
					.getByRole( 'button' )
			).toBeDisabled();
			await expectNoSeriousA11yViolations( page, ROOT );
		} finally {
			await setDiscouraged( page, false );
		}
	} );
} );
