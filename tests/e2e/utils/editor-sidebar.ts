/**
 * The block editor's settings sidebar and Sightline SEO's sidebar in it, for the editor specs.
 */
import type { Locator, Page } from '@playwright/test';

import { expect } from '../fixtures';

export function sidebar( page: Page ): Locator {
	return page.getByRole( 'region', { name: 'Editor settings' } );
}

/** Opens the document settings, then Sightline SEO's own sidebar, and waits for its first panel. */
export async function openSightlineSidebar(
	page: Page,
	editor: { openDocumentSettingsSidebar: () => Promise< void > }
): Promise< void > {
	await editor.openDocumentSettingsSidebar();
	const panelToggle = sidebar( page ).getByRole( 'button', {
		name: 'Sightline SEO',
		exact: true,
	} );
	if ( ( await panelToggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await panelToggle.click();
	}
	await sidebar( page )
		.getByRole( 'button', { name: 'Open Sightline SEO' } )
		.click();
	await expect(
		sidebar( page ).getByRole( 'button', {
			name: 'Search appearance',
			exact: true,
		} )
	).toBeVisible();
}
