/**
 * Site SEO Analysis and the dashboard on a real site: the checks run over the site's own loopback,
 * a check is ignored (set apart, kept after reload) and un-ignored, a settings change shows up after
 * Run Checks, and axe finds no serious or critical violation.
 */
import type { Response } from '@playwright/test';
import { test, expect } from '../fixtures';
import { expectNoSeriousA11yViolations } from '../utils/axe';

const ROOT = '#sightline-admin-root';
const HTTPS_MESSAGE = 'The site is not served over HTTPS.';
const SUMMARY =
	/^(\d+ Issues? Detected|\d+ Warnings? Detected|SEO is Optimized)$/;

/**
 * Matches the answer to one call on the site checks routes (`/sightline/v1/checks/<route>`), whether
 * api-fetch sent it as a pretty path or through `?rest_route=`; an HTTP method override counts too.
 */
function isSiteChecksCall( method: string, route: string ) {
	const path = `/sightline/v1/checks/${ route }`;
	return ( response: Response ): boolean => {
		const request = response.request();
		const url = new URL( request.url() );
		const called =
			url.searchParams.get( 'rest_route' ) ??
			url.pathname.replace( /^.*\/wp-json/, '' );
		const sent =
			request.headers()[ 'x-http-method-override' ] ?? request.method();
		return called === path && sent.toUpperCase() === method;
	};
}

test.describe( 'site SEO analysis', () => {
	// Several page loads, real loopback requests and axe runs on a shared machine: more than the default minute.
	test.describe.configure( { timeout: 240_000 } );

	test.beforeAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			path: '/sightline/v1/checks/site/ignore',
			method: 'DELETE',
			data: { id: 'https' },
		} );
		await requestUtils.updateSiteSettings( {
			description: 'Hand tools that last',
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			path: '/sightline/v1/checks/site/ignore',
			method: 'DELETE',
			data: { id: 'https' },
		} );
		await requestUtils.updateSiteSettings( {
			description: 'Hand tools that last',
		} );
	} );

	test( 'run, ignore, un-ignore and re-run', async ( {
		page,
		requestUtils,
	} ) => {
		await page.goto(
			'/wp-admin/admin.php?page=sightline#/site-seo-analysis'
		);
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Site SEO Analysis' } )
		).toBeVisible();
		const root = page.locator( ROOT );
		// Run from the screen so the results describe this site as it is now.
		await Promise.all( [
			page.waitForResponse( isSiteChecksCall( 'POST', 'site' ), {
				timeout: 60_000,
			} ),
			root.getByRole( 'button', { name: 'Run Checks' } ).click(),
		] );
		await expect(
			root.getByRole( 'button', { name: 'Run Checks' } )
		).toBeEnabled( { timeout: 60_000 } );
		await expect(
			root.locator( '.sightline-check-summary__heading' )
		).toHaveText( SUMMARY );
		await expect(
			root.getByText(
				/^\d+ issues? needs? attention\.$|^All SEO checks passed\.$/
			)
		).toBeVisible();

		// The loopback worked: the home page and robots.txt were really read.
		await expect(
			root.getByText( 'The site is reachable over its own URL.' )
		).toBeVisible();
		await expect(
			root.getByText( /^robots\.txt is reachable at / )
		).toBeVisible();
		await expect(
			root.getByText( 'The site has a tagline: Hand tools that last' )
		).toBeVisible();

		// The e2e site runs over http: the HTTPS check is a warning, with a link that fixes it.
		const warnings = root.getByRole( 'region', {
			name: /^Warnings \(\d+\)$/,
		} );
		const httpsRow = warnings.locator( '[data-check-id="https"]' );
		await expect( httpsRow ).toContainText( HTTPS_MESSAGE );
		await expect(
			httpsRow.getByRole( 'link', { name: 'Open Site Health' } )
		).toHaveAttribute( 'href', /site-health\.php/ );
		await expectNoSeriousA11yViolations( page, ROOT );

		// Ignore: it moves to the Ignored group at once (before the server answers), and stays there
		// after a reload once the server has stored it: reloading earlier would abort the request.
		await Promise.all( [
			page.waitForResponse( isSiteChecksCall( 'POST', 'site/ignore' ) ),
			root
				.getByRole( 'button', { name: `Ignore: ${ HTTPS_MESSAGE }` } )
				.click(),
		] );
		const ignored = root.getByRole( 'region', {
			name: /^Ignored \(\d+\)$/,
		} );
		await expect(
			ignored.locator( '[data-check-id="https"]' )
		).toBeVisible();
		await expect(
			warnings.locator( '[data-check-id="https"]' )
		).toHaveCount( 0 );
		await page.reload();
		await expect(
			root
				.getByRole( 'region', { name: /^Ignored \(\d+\)$/ } )
				.locator( '[data-check-id="https"]' )
		).toBeVisible();

		// Un-ignore: back among the warnings (again stored before the page reloads below).
		await Promise.all( [
			page.waitForResponse( isSiteChecksCall( 'DELETE', 'site/ignore' ) ),
			root
				.getByRole( 'button', {
					name: `Un-ignore: ${ HTTPS_MESSAGE }`,
				} )
				.click(),
		] );
		await expect(
			root
				.getByRole( 'region', { name: /^Warnings \(\d+\)$/ } )
				.locator( '[data-check-id="https"]' )
		).toBeVisible();
		await expect(
			root.getByRole( 'region', { name: /^Ignored/ } )
		).toHaveCount( 0 );

		// Re-run after a change: the tagline check follows the site.
		await requestUtils.updateSiteSettings( { description: '' } );
		await page.reload();
		await expect(
			root.getByText( 'Settings changed since these checks ran.', {
				exact: false,
			} )
		).toBeVisible();
		await Promise.all( [
			page.waitForResponse( isSiteChecksCall( 'POST', 'site' ), {
				timeout: 60_000,
			} ),
			root.getByRole( 'button', { name: 'Run Checks' } ).click(),
		] );
		await expect(
			root.locator( '[data-check-id="tagline"]' )
		).toContainText( 'The site has no tagline.', { timeout: 60_000 } );
		await expect(
			root
				.getByRole( 'region', { name: /^Warnings \(\d+\)$/ } )
				.locator( '[data-check-id="tagline"]' )
		).toBeVisible();
		await expectNoSeriousA11yViolations( page, ROOT );
	} );

	test( 'the dashboard shows the summary, the open items and shortcuts', async ( {
		page,
	} ) => {
		await page.goto( '/wp-admin/admin.php?page=sightline' );
		const root = page.locator( ROOT );
		await expect(
			root.getByRole( 'heading', { level: 1, name: 'Dashboard' } )
		).toBeVisible();
		await expect(
			root.locator( '.sightline-check-summary__heading' )
		).toHaveText( SUMMARY, { timeout: 60_000 } );
		await expect(
			root
				.locator( '.sightline-checks__group--warning .sightline-check' )
				.first()
		).toBeVisible();
		await expect(
			root.locator( '.sightline-checks__group--success' )
		).toHaveCount( 0 );
		const shortcuts = root.getByRole( 'region', { name: 'Shortcuts' } );
		await expect(
			shortcuts.getByRole( 'link', { name: 'Meta Templates' } )
		).toHaveAttribute( 'href', '#/general' );
		await expect(
			shortcuts.getByRole( 'link', { name: 'Sitemaps' } )
		).toHaveAttribute( 'href', '#/advanced/sitemaps' );
		await expectNoSeriousA11yViolations( page, ROOT );
		await root.getByRole( 'link', { name: 'View all checks' } ).click();
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Site SEO Analysis' } )
		).toBeVisible();
	} );
} );
