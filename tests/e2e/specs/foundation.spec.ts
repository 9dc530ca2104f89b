/**
 * Foundation: the settings app mounts from every admin page, saves a setting through the store and
 * REST, and the saved value survives a reload.
 */
import { test, expect } from '../fixtures';

const SETTINGS = '/sightline/v1/admin/global-settings';

test.describe( 'Settings app foundation', () => {
	test.afterEach( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			path: SETTINGS,
			method: 'POST',
			data: { data: { author_archive: true } },
		} );
	} );

	test( 'each admin page opens its section of the one app', async ( {
		page,
	} ) => {
		const cases: Array< [ string, RegExp, string ] > = [
			[ 'sightline', /#\/dashboard$/, 'Dashboard' ],
			[ 'sightline_general', /#\/general$/, 'Meta Templates' ],
			[
				'sightline_social',
				/#\/general\/social$/,
				'Default Social Image',
			],
			[
				'sightline_advanced',
				/#\/advanced\/robot_instructions$/,
				'Robot Instructions',
			],
		];
		for ( const [ slug, hash, heading ] of cases ) {
			await page.goto( `/wp-admin/admin.php?page=${ slug }` );
			await expect( page ).toHaveURL( hash );
			await expect(
				page.getByRole( 'heading', { level: 1, name: heading } )
			).toBeVisible();
		}
		await expect(
			page.getByRole( 'navigation', { name: 'Sightline SEO' } )
		).toBeVisible();
	} );

	test( 'changes a setting, saves, reloads and sees it kept', async ( {
		page,
	} ) => {
		await page.goto(
			'/wp-admin/admin.php?page=sightline#/general/archive_pages'
		);
		const toggle = page.getByRole( 'checkbox', { name: 'Author Archive' } );
		const save = page.getByRole( 'button', { name: 'Save', exact: true } );
		await expect( toggle ).toBeChecked();
		await expect( save ).toBeDisabled();

		await toggle.click();
		await expect( toggle ).not.toBeChecked();
		await expect( save ).toBeEnabled();
		const request = page.waitForRequest(
			( req ) =>
				req.url().includes( 'admin%2Fglobal-settings' ) ||
				req.url().includes( 'admin/global-settings' )
		);
		await save.click();
		const sent = ( await request ).postDataJSON();
		expect( sent ).toEqual( { data: { author_archive: false } } );
		await expect(
			page
				.locator( '.components-snackbar' )
				.filter( { hasText: 'Settings saved successfully.' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: 'Saved' } )
		).toBeVisible();

		await page.reload();
		await expect(
			page.getByRole( 'checkbox', { name: 'Author Archive' } )
		).not.toBeChecked();
		await expect(
			page.getByRole( 'button', { name: 'Save', exact: true } )
		).toBeDisabled();
	} );

	test( 'an unknown route shows a helpful not-found screen', async ( {
		page,
	} ) => {
		await page.goto( '/wp-admin/admin.php?page=sightline#/no/such/screen' );
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Page not found' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'link', { name: 'Go to the Dashboard' } )
		).toBeVisible();
	} );

	test( 'switching a feature flag off hides its area', async ( {
		page,
		requestUtils,
	} ) => {
		await requestUtils.rest( {
			path: SETTINGS,
			method: 'POST',
			data: { data: { enable_migration: false } },
		} );
		try {
			await page.goto(
				'/wp-admin/admin.php?page=sightline#/tools/manage-features'
			);
			const nav = page.getByRole( 'navigation', {
				name: 'Sightline SEO',
			} );
			await expect(
				nav.getByRole( 'link', { name: 'Import/Export' } )
			).toBeVisible();
			await expect(
				nav.getByRole( 'link', { name: /^Migrate/ } )
			).toHaveCount( 0 );
		} finally {
			await requestUtils.rest( {
				path: SETTINGS,
				method: 'POST',
				data: { data: { enable_migration: true } },
			} );
		}
	} );
} );
