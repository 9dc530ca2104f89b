/**
 * Search Console without connecting: import the Performance export (real files in Search Console's
 * format), see the totals, chart and tables on Search Console and Content Performance; a file that is
 * not an export gives a clear error. Axe finds no serious or critical violation.
 */
import path from 'node:path';

import { test, expect } from '../fixtures';
import { expectNoSeriousA11yViolations } from '../utils/axe';

const ROOT = '#sightline-admin-root';
const FIXTURES = path.join( __dirname, '../../fixtures/search-console' );

test.describe( 'Search Console import', () => {
	// Several page loads, real loopback requests and axe runs on a shared machine: more than the default minute.
	test.describe.configure( { timeout: 240_000 } );

	test.beforeAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			path: '/sightline/v1/admin/global-settings',
			method: 'POST',
			data: { data: { enable_google_console: true } },
		} );
		await requestUtils.rest( {
			path: '/sightline/v1/search-console/import',
			method: 'DELETE',
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			path: '/sightline/v1/search-console/import',
			method: 'DELETE',
		} );
		await requestUtils.rest( {
			path: '/sightline/v1/admin/global-settings',
			method: 'POST',
			data: { data: { enable_google_console: false } },
		} );
	} );

	test( 'import the export, then see charts and tables', async ( {
		page,
	} ) => {
		// With no data yet, no request of ours fails (the browser would log it as an error).
		const failed: string[] = [];
		page.on( 'response', ( response ) => {
			const url = decodeURIComponent( response.url() );
			if (
				url.includes( '/sightline/v1/' ) &&
				response.status() >= 400
			) {
				failed.push( `${ response.status() } ${ url }` );
			}
		} );
		await page.goto( '/wp-admin/admin.php?page=sightline#/dashboard' );
		const root = page.locator( ROOT );
		await expect(
			root.getByText( 'There is no Search Console data yet.' )
		).toBeVisible();
		await page.goto( '/wp-admin/admin.php?page=sightline#/search-console' );
		await expect(
			root.getByRole( 'heading', { level: 1, name: 'Search Console' } )
		).toBeVisible();
		await expect(
			root.getByText( 'There is no Search Console data yet', {
				exact: false,
			} )
		).toBeVisible();
		await expect(
			root.getByText( /authorised redirect URI/ )
		).toContainText(
			'admin-post.php?action=sightline_search_console_oauth'
		);
		expect( failed ).toEqual( [] );

		// A file that is not an export is refused with the reason.
		const input = root.getByLabel(
			'Performance export (ZIP or CSV files)'
		);
		await input.setInputFiles(
			path.join( FIXTURES, 'invalid/Queries-bad-number.csv' )
		);
		await root
			.getByRole( 'button', { name: 'Import', exact: true } )
			.click();
		await expect(
			root.getByText(
				'Queries-bad-number.csv, line 3: Clicks "many" is not a number.'
			)
		).toBeVisible();

		// The ZIP Search Console gives.
		await input.setInputFiles(
			path.join(
				FIXTURES,
				'example.org-Performance-on-Search-2024-05-29.zip'
			)
		);
		await root
			.getByRole( 'button', { name: 'Import', exact: true } )
			.click();
		await expect(
			root.getByText( /^From an imported Performance export, / )
		).toBeVisible();
		await expect(
			root.getByText( 'Queries-bad-number.csv', { exact: false } )
		).toHaveCount( 0 );

		const metrics = root.locator( '.sightline-gsc-metrics' );
		await expect( metrics.getByText( 'Total Clicks' ) ).toBeVisible();
		// Shortened: thousands become k with one decimal.
		await expect( metrics.locator( 'dd' ).nth( 1 ) ).toHaveText(
			/^\d+(\.\d)?k$/
		);
		await expect( metrics.locator( 'dd' ).nth( 2 ) ).toHaveText(
			/^\d+\.\d%$/
		);

		const chart = root.getByRole( 'img', {
			name: 'Search performance over time',
		} );
		await expect( chart ).toBeVisible();
		await expect( chart.locator( 'polyline' ) ).toHaveCount( 2 );
		expect(
			(
				await chart
					.locator( 'polyline' )
					.first()
					.getAttribute( 'points' )
			)?.split( ' ' )
		).toHaveLength( 28 );

		const queries = root.getByRole( 'table', { name: 'Top queries' } );
		await expect( queries.getByRole( 'row' ) ).toHaveCount( 11 );
		await expect( queries.getByRole( 'rowheader' ).first() ).toHaveText(
			'hand forged hammer'
		);
		await expect(
			root.getByText(
				/^Imported on .+, covering May 1, 2024 – May 28, 2024\.$/
			)
		).toBeVisible();
		await expectNoSeriousA11yViolations( page, ROOT );

		// Content Performance reads the same import.
		await root.getByRole( 'link', { name: 'Content Performance' } ).click();
		await expect(
			root.getByRole( 'heading', {
				level: 1,
				name: 'Content Performance',
			} )
		).toBeVisible();
		const pages = root.getByRole( 'table', { name: 'Pages' } );
		await expect(
			pages.getByRole( 'link', {
				name: 'https://example.org/',
				exact: true,
			} )
		).toBeVisible();
		await expect(
			root
				.getByRole( 'table', { name: 'Devices' } )
				.getByRole( 'rowheader' )
		).toHaveText( [ 'Desktop', 'Mobile', 'Tablet' ] );
		await expectNoSeriousA11yViolations( page, ROOT );

		// Removing the import empties the screens again.
		await page.goto( '/wp-admin/admin.php?page=sightline#/search-console' );
		await root
			.getByRole( 'button', { name: 'Remove Imported Data' } )
			.click();
		await expect(
			root.getByText( 'There is no Search Console data yet', {
				exact: false,
			} )
		).toBeVisible();
	} );

	test( 'the dashboard shows search performance when the flag is on', async ( {
		page,
		requestUtils,
	} ) => {
		await page.goto( '/wp-admin/admin.php?page=sightline#/search-console' );
		await page
			.locator( ROOT )
			.getByLabel( 'Performance export (ZIP or CSV files)' )
			.setInputFiles(
				path.join(
					FIXTURES,
					'example.org-Performance-on-Search-2024-05-29.zip'
				)
			);
		await page
			.locator( ROOT )
			.getByRole( 'button', { name: 'Import', exact: true } )
			.click();
		await expect(
			page.locator( ROOT ).locator( '.sightline-gsc-metrics' )
		).toBeVisible();
		await page.goto( '/wp-admin/admin.php?page=sightline#/dashboard' );
		const block = page
			.locator( ROOT )
			.getByRole( 'region', { name: 'Search Performance' } );
		await expect( block.getByText( 'Total Clicks' ) ).toBeVisible();
		await requestUtils.rest( {
			path: '/sightline/v1/search-console/import',
			method: 'DELETE',
		} );
	} );
} );
