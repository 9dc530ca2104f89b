/**
 * Helpers for the settings app specs: open a route, save and wait for the SPEC §8 notice, restore settings.
 */
import type { Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import { expect } from '../fixtures';

export const SETTINGS_PATH = '/sightline/v1/admin/global-settings';

export async function openRoute(
	page: Page,
	route: string,
	heading: string | RegExp
) {
	await page.goto( `/wp-admin/admin.php?page=sightline#${ route }` );
	await expect(
		page.getByRole( 'heading', { level: 1, name: heading } )
	).toBeVisible();
}

/** Clicks Save and checks the SPEC §4.2 sequence ends back on a disabled Save. */
export async function save( page: Page ) {
	const button = page
		.locator( '.sightline-screen__actions' )
		.getByRole( 'button' );
	await expect( button ).toHaveText( 'Save' );
	await expect( button ).toBeEnabled();
	await button.click();
	await expect(
		page
			.getByTestId( 'snackbar' )
			.filter( { hasText: 'Settings saved successfully.' } )
	).toBeVisible();
	await expect( button ).toHaveText( 'Save' );
	await expect( button ).toBeDisabled();
}

export async function setSettings(
	requestUtils: RequestUtils,
	data: Record< string, unknown >
) {
	await requestUtils.rest( {
		path: SETTINGS_PATH,
		method: 'POST',
		data: { data },
	} );
}

/** The HTML of a front-end URL, fetched without the admin's cookies (what visitors and crawlers get). */
export async function frontEnd( page: Page, url: string ): Promise< string > {
	const response = await page.request.get( url, { headers: { Cookie: '' } } );
	expect( response.ok() ).toBe( true );
	return response.text();
}
