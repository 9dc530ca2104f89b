/**
 * Tools > 404 Monitor: turned on with its switch and the shared Save button, a visit to a missing
 * address (from a page of another site) shows up as a row with its hit and the referring host, "Create
 * redirect" opens the redirect form with the address as its source, and once saved the old address
 * answers 301 and the row is gone; no serious accessibility violation.
 */
import { test, expect } from '../fixtures';
import { expectNoSeriousA11yViolations } from '../utils/axe';
import { openRoute, setSettings } from '../utils/settings-app';

const ROOT = '#sightline-admin-root';
const MISSING = '/e2e-vanished-page/';

test.describe( '404 monitor screen', () => {
	test.describe.configure( { timeout: 180000 } );

	async function reset( requestUtils: any ) {
		await setSettings( requestUtils, { enable_404_monitor: false } );
		await requestUtils.rest( {
			path: '/sightline/v1/404-monitor/clear',
			method: 'POST',
		} );
		const rules = await requestUtils.rest( {
			path: '/sightline/v1/redirects',
			params: { per_page: 100 },
		} );
		const ids = rules.items.map( ( rule: { id: number } ) => rule.id );
		if ( ids.length > 0 ) {
			await requestUtils.rest( {
				path: '/sightline/v1/redirects/bulk',
				method: 'POST',
				data: { action: 'delete', ids },
			} );
		}
	}

	test.beforeAll( async ( { requestUtils } ) => reset( requestUtils ) );
	test.afterAll( async ( { requestUtils } ) => reset( requestUtils ) );

	test( 'records a missing address and turns it into a redirect', async ( {
		page,
	} ) => {
		await openRoute( page, '/tools/404-monitor', '404 Monitor' );
		await expect(
			page.getByText(
				'The monitor is off: turn it on above to record the addresses that answer 404.'
			)
		).toBeVisible();

		// Turn it on with the shared Save button.
		const toggle = page.getByRole( 'checkbox', {
			name: 'Record addresses that answer 404',
		} );
		await toggle.check();
		await page.getByRole( 'button', { name: 'Save' } ).click();
		await expect(
			page
				.getByTestId( 'snackbar' )
				.filter( { hasText: 'Settings saved successfully.' } )
		).toBeVisible();

		// A visitor follows a broken link from another site (a real page load in the browser).
		const visit = await page.goto( `${ MISSING }?utm_source=e2e`, {
			referer: 'https://news.example/article/42',
		} );
		expect( visit?.status() ).toBe( 404 );

		await openRoute( page, '/tools/404-monitor', '404 Monitor' );
		const row = page.getByRole( 'row' ).filter( { hasText: MISSING } );
		await expect( row ).toBeVisible();
		await expect( row.getByRole( 'cell' ).nth( 1 ) ).toHaveText( MISSING );
		await expect( row.getByRole( 'cell' ).nth( 2 ) ).toHaveText( '1' );
		await expect( row ).toContainText( 'news.example (1)' );
		await expectNoSeriousA11yViolations( page, ROOT );

		// Create a redirect from the row: the existing redirect form, source filled in.
		await row
			.getByRole( 'button', {
				name: `Create redirect from ${ MISSING }`,
			} )
			.click();
		const form = page.getByRole( 'form', { name: 'Add redirect' } );
		await expect( form.getByLabel( 'Source' ) ).toHaveValue( MISSING );
		await form.getByLabel( 'Target' ).fill( '/sample-page/' );
		await expectNoSeriousA11yViolations( page, ROOT );
		await form.getByRole( 'button', { name: 'Add Redirect' } ).click();
		await expect(
			page
				.getByTestId( 'snackbar' )
				.filter( { hasText: 'Redirect added.' } )
		).toBeVisible();
		await expect(
			page.getByText(
				'No address has answered 404 since the monitor was turned on.'
			)
		).toBeVisible();

		// The old address now redirects.
		const answer = await page.request.get( MISSING, {
			maxRedirects: 0,
			headers: { Cookie: '' },
		} );
		expect( answer.status() ).toBe( 301 );
		expect( answer.headers().location ).toMatch( /\/sample-page\/$/ );

		// And the rule is on Tools > Redirects.
		await openRoute( page, '/tools/redirects', 'Redirects' );
		await expect(
			page.getByRole( 'row' ).filter( { hasText: MISSING } )
		).toContainText( '/sample-page/' );
	} );
} );
