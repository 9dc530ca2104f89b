/**
 * Proves the e2e harness: the admin is logged in through the storage state of global-setup.ts,
 * the plugin is active, nothing leaves the machine, and the axe helper runs.
 */
import { test, expect } from '../fixtures';
import { expectNoSeriousA11yViolations } from '../utils/axe';

test.describe( 'e2e harness', () => {
	test( 'the admin is logged in and sees the Dashboard', async ( {
		page,
	} ) => {
		await page.goto( '/wp-admin/' );
		await expect( page ).not.toHaveURL( /wp-login\.php/ );
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Dashboard' } )
		).toBeVisible();
		await expect( page.locator( '#wpadminbar' ) ).toBeVisible();
		await expectNoSeriousA11yViolations(
			page,
			'#wpbody-content > .wrap > h1'
		);
	} );

	test( 'Sightline SEO is active on the Plugins screen', async ( {
		page,
	} ) => {
		await page.goto( '/wp-admin/plugins.php' );
		const row = page.locator(
			'tr[data-plugin="sightline-seo/plugin.php"]'
		);
		await expect( row ).toHaveCount( 1 );
		await expect( row ).toHaveAttribute( 'data-slug', 'sightline-seo' );
		await expect( row ).toHaveClass( /(^|\s)active(\s|$)/ );
		await expect(
			row.getByRole( 'link', { name: /^Deactivate Sightline SEO/ } )
		).toBeVisible();
	} );

	test( 'requests to other hosts are blocked', async ( {
		page,
		blockedRequests,
	} ) => {
		await page.goto( '/wp-admin/' );
		const status = await page.evaluate( () =>
			fetch( 'https://example.com/sightline-e2e-probe' ).then(
				() => 'reached',
				() => 'blocked'
			)
		);
		expect( status ).toBe( 'blocked' );
		expect( blockedRequests ).toContain(
			'https://example.com/sightline-e2e-probe'
		);
		blockedRequests.length = 0; // expected: keep the report quiet.
	} );
} );
