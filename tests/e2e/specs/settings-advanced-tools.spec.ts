/**
 * Advanced and Tools screens, navigation (deep links, back/forward, not found, migratable markers),
 * unsaved-edit guard, and axe on each.
 */
import { test, expect } from '../fixtures';
import { expectNoSeriousA11yViolations } from '../utils/axe';
import {
	SETTINGS_PATH,
	frontEnd,
	openRoute,
	save,
	setSettings,
} from '../utils/settings-app';

const ROOT = '#sightline-admin-root';

test.describe( 'settings app: Advanced and Tools', () => {
	// Each test walks a screen end to end (edit, save, reload, axe, front end): slow on a shared 2-core machine.
	test.describe.configure( { timeout: 240_000 } );

	test.afterAll( async ( { requestUtils } ) => {
		await setSettings( requestUtils, {
			no_index: [ 'search' ],
			no_follow: [],
			schema_output: {
				website: true,
				search_action: true,
				webpage: true,
				organization: true,
				article: true,
				breadcrumbs: true,
			},
			delete_data_on_uninstall: false,
			separator: '-',
		} );
	} );

	test( 'Robot Instructions: indexing per type is kept and printed on that content', async ( {
		page,
		requestUtils,
	} ) => {
		await openRoute(
			page,
			'/advanced/robot_instructions',
			/Robot Instructions: Indexing/
		);
		await page.getByLabel( 'No Index for Pages' ).check();
		await expectNoSeriousA11yViolations( page, ROOT );
		await save( page );
		await page.getByRole( 'link', { name: 'Following' } ).click();
		await expect(
			page.getByRole( 'heading', { level: 1, name: /Following/ } )
		).toBeVisible();
		await page.getByLabel( 'No Follow for Categories' ).check();
		await expectNoSeriousA11yViolations( page, ROOT );
		await save( page );
		await page.reload();
		await expect(
			page.getByLabel( 'No Follow for Categories' )
		).toBeChecked();
		await openRoute(
			page,
			'/advanced/robot_instructions/indexing',
			/Indexing/
		);
		await expect( page.getByLabel( 'No Index for Pages' ) ).toBeChecked();
		await expect(
			page.getByLabel( 'No Index for Search Results' )
		).toBeChecked();
		await openRoute(
			page,
			'/advanced/robot_instructions/archiving',
			/Archiving/
		);
		await expectNoSeriousA11yViolations( page, ROOT );

		const created = await requestUtils.rest< { link: string } >( {
			path: '/wp/v2/pages',
			method: 'POST',
			data: { title: 'Robots Probe', status: 'publish' },
		} );
		expect( await frontEnd( page, created.link ) ).toMatch(
			/<meta name=['"]robots['"] content=['"][^'"]*noindex/
		);
	} );

	test( 'Schema: output switch and organization name kept', async ( {
		page,
	} ) => {
		await openRoute( page, '/advanced/schema', 'Schema' );
		await page.getByLabel( 'BreadcrumbList' ).uncheck();
		await expectNoSeriousA11yViolations( page, ROOT );
		await save( page );
		await page.reload();
		await expect( page.getByLabel( 'BreadcrumbList' ) ).not.toBeChecked();
	} );

	test( 'Manage Features: switching Schema off hides it after the reload', async ( {
		page,
		requestUtils,
	} ) => {
		await openRoute( page, '/tools/manage-features', 'Manage Features' );
		await expectNoSeriousA11yViolations( page, ROOT );
		await page.getByLabel( 'Schema', { exact: true } ).uncheck();
		await page
			.locator( '.sightline-screen__actions' )
			.getByRole( 'button' )
			.click();
		// SPEC §8: the message 'Settings saved successfully' with its description, two texts of one notice.
		const snackbar = page.getByTestId( 'snackbar' ).filter( {
			hasText: 'To apply the new settings',
		} );
		await expect(
			snackbar.getByText( 'Settings saved successfully', { exact: true } )
		).toBeVisible();
		await expect(
			snackbar.getByText(
				'To apply the new settings, the page will refresh automatically in 3 seconds.',
				{ exact: true }
			)
		).toBeVisible();
		await page.waitForEvent( 'load' );
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Manage Features' } )
		).toBeVisible();
		await expect(
			page.getByLabel( 'Schema', { exact: true } )
		).not.toBeChecked();
		await expect(
			page
				.getByRole( 'navigation', { name: 'Sightline SEO' } )
				.getByRole( 'link', { name: 'Schema' } )
		).toHaveCount( 0 );
		await page.goto(
			'/wp-admin/admin.php?page=sightline#/advanced/schema'
		);
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Page not found' } )
		).toBeVisible();
		await setSettings( requestUtils, { enable_schemas: true } );
	} );

	test( 'Miscellaneous: uninstall opt-in kept', async ( { page } ) => {
		await openRoute( page, '/tools/miscellaneous', 'Miscellaneous' );
		await page.getByLabel( 'Remove all data on uninstall' ).check();
		await expectNoSeriousA11yViolations( page, ROOT );
		await save( page );
		await page.reload();
		await expect(
			page.getByLabel( 'Remove all data on uninstall' )
		).toBeChecked();
	} );

	test( 'Import/Export: export, invalid file refused, preview, then apply', async ( {
		page,
		requestUtils,
	} ) => {
		await openRoute( page, '/tools/import-export', 'Import/Export' );
		await expectNoSeriousA11yViolations( page, ROOT );
		const download = page.waitForEvent( 'download' );
		await page.getByRole( 'button', { name: 'Export Settings' } ).click();
		const file = await download;
		expect( file.suggestedFilename() ).toMatch(
			/^sightline-seo-settings-\d{4}-\d\d-\d\d\.json$/
		);

		const chooser = async ( content: string ) => {
			const waiting = page.waitForEvent( 'filechooser' );
			await page.getByRole( 'button', { name: 'Choose File' } ).click();
			await (
				await waiting
			).setFiles( {
				name: 'settings.json',
				mimeType: 'application/json',
				buffer: Buffer.from( content ),
			} );
		};
		await chooser(
			JSON.stringify( {
				plugin: 'sightline-seo',
				settings: { separator: '|', twitter_card_type: 'giant' },
			} )
		);
		await expect(
			page
				.locator( '.components-notice' )
				.filter( { hasText: 'Nothing was imported.' } )
		).toBeVisible();
		await expect(
			page
				.locator( '.components-notice' )
				.filter( { hasText: 'twitter_card_type' } )
		).toBeVisible();
		const untouched = await requestUtils.rest< { separator: string } >( {
			path: SETTINGS_PATH,
		} );
		expect( untouched.separator ).toBe( '-' );

		await chooser(
			JSON.stringify( {
				plugin: 'sightline-seo',
				settings: { separator: '|' },
			} )
		);
		await expect(
			page
				.locator( '.sightline-import-preview' )
				.getByText( '1 setting will change.' )
		).toBeVisible();
		await expect(
			page.getByRole( 'row', { name: /separator/ } )
		).toBeVisible();
		await expectNoSeriousA11yViolations( page, ROOT );
		expect(
			(
				await requestUtils.rest< { separator: string } >( {
					path: SETTINGS_PATH,
				} )
			).separator
		).toBe( '-' );
		await page.getByRole( 'button', { name: 'Import Settings' } ).click();
		await expect(
			page
				.locator( '.components-notice' )
				.filter( { hasText: '1 setting imported.' } )
		).toBeVisible();
		expect(
			(
				await requestUtils.rest< { separator: string } >( {
					path: SETTINGS_PATH,
				} )
			).separator
		).toBe( '|' );
	} );

	test( 'navigation: deep links, back/forward, not found, migratable markers, page= mapping', async ( {
		page,
	} ) => {
		await page.goto( '/wp-admin/admin.php?page=sightline_social' );
		await expect( page ).toHaveURL( /#\/general\/social$/ );
		await expect(
			page.getByRole( 'heading', {
				level: 1,
				name: 'Default Social Image',
			} )
		).toBeVisible();
		await page.getByRole( 'link', { name: 'Facebook' } ).click();
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Facebook' } )
		).toBeVisible();
		await page.goBack();
		await expect(
			page.getByRole( 'heading', {
				level: 1,
				name: 'Default Social Image',
			} )
		).toBeVisible();
		await page.goForward();
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Facebook' } )
		).toBeVisible();
		// The shared components' stylesheet (build/style-admin.css) is loaded with the app.
		await expect(
			page.locator( 'link#sightline-admin-style-css' )
		).toHaveCount( 1 );
		const nav = page.getByRole( 'navigation', { name: 'Sightline SEO' } );
		await expect( nav.locator( 'a[data-migratable="true"]' ) ).toHaveCount(
			6
		);
		await page.goto( '/wp-admin/admin.php?page=sightline#/no/such/screen' );
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Page not found' } )
		).toBeVisible();
		await expectNoSeriousA11yViolations( page, ROOT );
	} );

	test( 'unsaved edits: Save enabled only then, leaving asks for confirmation', async ( {
		page,
	} ) => {
		await openRoute( page, '/tools/miscellaneous', 'Miscellaneous' );
		const button = page
			.locator( '.sightline-screen__actions' )
			.getByRole( 'button' );
		await expect( button ).toBeDisabled();
		const toggle = page.getByLabel( 'Remove all data on uninstall' );
		await toggle.click();
		await expect( button ).toBeEnabled();
		await toggle.click();
		await expect( button ).toBeDisabled();
		await toggle.click();
		let asked = false;
		page.once( 'dialog', async ( dialog ) => {
			asked = dialog.type() === 'beforeunload';
			await dialog.dismiss();
		} );
		await page
			.goto( '/wp-admin/', { timeout: 3000 } )
			.catch( () => undefined );
		expect( asked ).toBe( true );
	} );
} );
