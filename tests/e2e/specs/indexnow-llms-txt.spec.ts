/**
 * IndexNow and /llms.txt on the Sitemaps screen (issue 18): the opt-in switches saved with the shared
 * Save button, the IndexNow key file served once IndexNow is saved on, the picked pages of llms.txt,
 * and /llms.txt answering 404 while off and Markdown while on. No post is published here: nothing is
 * queued for IndexNow, so nothing tries to reach the network.
 */
import type { Page } from '@playwright/test';

import { test, expect } from '../fixtures';
import { expectNoSeriousA11yViolations } from '../utils/axe';
import { openRoute, save, setSettings } from '../utils/settings-app';

const ROOT = '#sightline-admin-root';

/** A front-end URL as crawlers get it (no admin cookies). */
async function get( page: Page, url: string ) {
	return page.request.get( url, {
		headers: { Cookie: '' },
		maxRedirects: 0,
	} );
}

test.describe( 'IndexNow and llms.txt', () => {
	test.describe.configure( { timeout: 180000 } );

	test.afterAll( async ( { requestUtils } ) => {
		await setSettings( requestUtils, {
			enable_indexnow: false,
			enable_llms_txt: false,
			llms_txt_pages: [],
		} );
	} );

	test( 'IndexNow: off by default; saved on, its key file is served as text and the status shows', async ( {
		page,
	} ) => {
		await openRoute( page, '/advanced/sitemaps', 'Sitemaps' );
		const toggle = page.getByLabel( 'Submit changes to IndexNow' );
		await expect( toggle ).not.toBeChecked();

		await toggle.check();
		await save( page );
		const keyLink = page
			.locator( '.sightline-indexnow__status' )
			.getByRole( 'link', { name: /\.txt/ } );
		await expect( keyLink ).toBeVisible();
		await expect(
			page.locator( '.sightline-indexnow__last' )
		).toContainText( 'Nothing submitted yet.' );
		await expectNoSeriousA11yViolations( page, ROOT );

		const keyUrl = ( await keyLink.getAttribute( 'href' ) ) as string;
		const key = ( keyUrl.split( '/' ).pop() as string ).replace(
			/\.txt$/,
			''
		);
		expect( key ).toMatch( /^[a-f0-9]{32}$/ );
		const file = await get( page, keyUrl );
		expect( file.status() ).toBe( 200 );
		expect( file.headers()[ 'content-type' ] ).toContain( 'text/plain' );
		expect( await file.text() ).toBe( key );

		await toggle.uncheck();
		await save( page );
		expect( ( await get( page, keyUrl ) ).status() ).toBe( 404 );
	} );

	test( 'llms.txt: a 404 while off; on, it lists the picked page, which can be removed again', async ( {
		page,
		requestUtils,
	} ) => {
		const about = await requestUtils.createPage( {
			title: 'About the llms test',
			status: 'publish',
		} );
		try {
			await openRoute( page, '/advanced/sitemaps', 'Sitemaps' );
			const llmsUrl = new URL( '/llms.txt', page.url() ).href;
			expect( ( await get( page, llmsUrl ) ).status() ).toBe( 404 );

			await page.getByLabel( 'Serve /llms.txt' ).check();
			const picker = page.getByRole( 'combobox', {
				name: 'Add a page to llms.txt',
			} );
			await picker.fill( 'About the llms' );
			await page
				.getByRole( 'option', { name: 'About the llms test' } )
				.click();
			const list = page.getByRole( 'list', {
				name: 'Pages in llms.txt',
			} );
			await expect( list.getByRole( 'listitem' ) ).toHaveText( [
				/About the llms test/,
			] );
			await expectNoSeriousA11yViolations( page, ROOT );
			await save( page );
			await expect(
				page.getByRole( 'link', { name: /llms\.txt/ } )
			).toBeVisible();

			const file = await get( page, llmsUrl );
			expect( file.status() ).toBe( 200 );
			expect( file.headers()[ 'content-type' ] ).toContain(
				'text/plain'
			);
			const text = await file.text();
			expect( text ).toMatch( /^# .+\n/ );
			expect( text ).toContain( '- [About the llms test](' );

			await page
				.getByRole( 'button', { name: 'Remove About the llms test' } )
				.click();
			await save( page );
			expect( await ( await get( page, llmsUrl ) ).text() ).not.toContain(
				'About the llms test'
			);
		} finally {
			await requestUtils.rest( {
				path: `/wp/v2/pages/${ about.id }`,
				method: 'DELETE',
				params: { force: true },
			} );
		}
	} );
} );
