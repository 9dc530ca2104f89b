/**
 * Tools > Redirects: add a rule through the form (the server's refusal of an open redirect shown under
 * the target), the rule answering a real request with its Location, the enable toggle, search, CSV
 * import (refused lines listed, nothing stored) and bulk delete; no serious accessibility violation.
 */
import { test, expect } from '../fixtures';
import { expectNoSeriousA11yViolations } from '../utils/axe';
import { openRoute } from '../utils/settings-app';

const ROOT = '#sightline-admin-root';
const ROUTE = '/sightline/v1/redirects';

test.describe( 'redirects screen', () => {
	test.describe.configure( { timeout: 180000 } );

	async function deleteAll( requestUtils: any ) {
		const list = await requestUtils.rest( {
			path: ROUTE,
			params: { per_page: 100 },
		} );
		const ids = list.items.map( ( rule: { id: number } ) => rule.id );
		if ( ids.length > 0 ) {
			await requestUtils.rest( {
				path: `${ ROUTE }/bulk`,
				method: 'POST',
				data: { action: 'delete', ids },
			} );
		}
	}

	test.beforeAll( async ( { requestUtils } ) => deleteAll( requestUtils ) );
	test.afterAll( async ( { requestUtils } ) => deleteAll( requestUtils ) );

	test( 'adds, answers, toggles, imports, searches and deletes redirects', async ( {
		page,
	} ) => {
		await openRoute( page, '/tools/redirects', 'Redirects' );
		await expect( page.getByText( 'No redirects yet.' ) ).toBeVisible();

		// Add: an open redirect is refused with the server's message under the target.
		await page
			.locator( '.sightline-screen__actions' )
			.getByRole( 'button', { name: 'Add Redirect' } )
			.click();
		const form = page.getByRole( 'form', { name: 'Add redirect' } );
		await form.getByLabel( 'Source' ).fill( '/e2e-old-page' );
		await form.getByLabel( 'Target' ).fill( '//evil.example' );
		await form.getByRole( 'button', { name: 'Add Redirect' } ).click();
		await expect( form.getByRole( 'alert' ) ).toContainText(
			'Protocol-relative targets (//host) are refused'
		);
		await expect( form.getByLabel( 'Target' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		await expectNoSeriousA11yViolations( page, ROOT );
		await form.getByLabel( 'Target' ).fill( '/e2e-new-page/' );
		await form.getByRole( 'button', { name: 'Add Redirect' } ).click();
		await expect(
			page
				.getByTestId( 'snackbar' )
				.filter( { hasText: 'Redirect added.' } )
		).toBeVisible();
		const row = page
			.getByRole( 'row' )
			.filter( { hasText: '/e2e-old-page' } );
		await expect( row ).toContainText( '/e2e-new-page/' );
		await expect( row ).toContainText( 'Never' );

		// A visitor asking for the old address is sent to the new one.
		const answer = await page.request.get( '/e2e-old-page?ref=e2e', {
			maxRedirects: 0,
			headers: { Cookie: '' },
		} );
		expect( answer.status() ).toBe( 301 );
		expect( answer.headers().location ).toMatch(
			/\/e2e-new-page\/\?ref=e2e$/
		);
		expect( answer.headers()[ 'x-redirect-by' ] ).toBe( 'Sightline SEO' );

		// Switched off, the old address is no longer redirected.
		const toggle = page.getByRole( 'checkbox', {
			name: 'Enable /e2e-old-page',
		} );
		await expect( toggle ).toBeChecked();
		await toggle.click();
		await expect( toggle ).not.toBeChecked();
		const off = await page.request.get( '/e2e-old-page', {
			maxRedirects: 0,
			headers: { Cookie: '' },
		} );
		expect( off.status() ).toBe( 404 );

		// Import: a file with a bad line stores nothing and lists the line.
		const chooser = page.waitForEvent( 'filechooser' );
		await page.getByRole( 'button', { name: 'Import CSV' } ).click();
		await (
			await chooser
		).setFiles( {
			name: 'bad.csv',
			mimeType: 'text/csv',
			buffer: Buffer.from(
				'source,target\n/e2e-a,/x\n/e2e-b,javascript:alert(1)\n'
			),
		} );
		await expect(
			page.getByText(
				'Line 3: Only http:// and https:// addresses are accepted as targets.'
			)
		).toBeVisible();
		await expect( page.getByText( '/e2e-a' ) ).toHaveCount( 0 );

		const good = page.waitForEvent( 'filechooser' );
		await page.getByRole( 'button', { name: 'Import CSV' } ).click();
		await (
			await good
		).setFiles( {
			name: 'good.csv',
			mimeType: 'text/csv',
			buffer: Buffer.from(
				'source,target,status\n/e2e-a,/x\n/e2e-gone,,410\n'
			),
		} );
		await expect(
			page
				.getByTestId( 'snackbar' )
				.filter( { hasText: '2 redirects imported.' } )
		).toBeVisible();
		await expect( page.getByRole( 'row' ) ).toHaveCount( 4 );
		await expectNoSeriousA11yViolations( page, ROOT );

		// Search, then delete what the search found.
		await page.getByLabel( 'Search redirects' ).fill( 'e2e-a' );
		await expect( page.getByRole( 'row' ) ).toHaveCount( 2 );
		await page.getByRole( 'checkbox', { name: 'Select /e2e-a' } ).check();
		await page.getByLabel( 'Bulk action' ).selectOption( 'delete' );
		await page.getByRole( 'button', { name: 'Apply' } ).click();
		await expect(
			page.getByText( 'No redirect matches the search.' )
		).toBeVisible();
		await page.getByLabel( 'Search redirects' ).fill( '' );
		await expect( page.getByRole( 'row' ) ).toHaveCount( 3 );
	} );
} );
