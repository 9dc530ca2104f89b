/**
 * Wizard behaviour that depends on site state set from the command line (tools/wp-runtime/wp.php): the
 * one-time redirect after activation, and the migration step when another SEO plugin left its data.
 * The site dir is the one tools/run-e2e.sh created (it holds the storage state file), or
 * SIGHTLINE_E2E_SITE_DIR.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

import { test, expect } from '../fixtures';
import { expectNoSeriousA11yViolations } from '../utils/axe';

const REPO = path.resolve( __dirname, '../../..' );
const SITE_DIR =
	process.env.SIGHTLINE_E2E_SITE_DIR ||
	path.dirname( process.env.STORAGE_STATE_PATH ?? '' );
const HAS_SITE = existsSync(
	path.join( SITE_DIR, 'wordpress', 'wp-settings.php' )
);
const WIZARD = '/wp-admin/admin.php?page=sightline_onboarding';
const DEFAULT_WEBSITE = {
	type: 'business',
	name: '',
	owner_name: '',
	organization_type: 'Organization',
	owner_phone: '',
	logo: '',
	logo_id: 0,
	about_page: 0,
	contact_page: 0,
};

function wp( ...args: string[] ): string {
	return execFileSync(
		'php',
		[
			path.join( REPO, 'tools/wp-runtime/wp.php' ),
			'--dir',
			SITE_DIR,
			...args,
		],
		{ encoding: 'utf8' }
	);
}

/** Deactivates and re-activates the plugin from the plugins screen, as an admin does. */
async function reactivate( page: Page ) {
	await page.goto( '/wp-admin/plugins.php' );
	await page
		.locator( 'tr[data-slug="sightline-seo"]' )
		.getByRole( 'link', { name: 'Deactivate Sightline SEO' } )
		.click();
	await expect( page.getByText( 'Plugin deactivated.' ) ).toBeVisible();
	await page
		.locator( 'tr[data-slug="sightline-seo"]' )
		.getByRole( 'link', { name: 'Activate Sightline SEO' } )
		.click();
}

/** Whatever a failing test left behind, the plugin ends active for the specs that follow. */
function ensureActive() {
	if ( ! wp( 'plugin', 'list' ).includes( 'sightline-seo/plugin.php' ) ) {
		wp( 'plugin', 'activate', 'sightline-seo/plugin.php' );
	}
}

test.describe( 'Setup wizard and the site', () => {
	test.skip(
		! HAS_SITE,
		`needs the site dir of tools/run-e2e.sh (or SIGHTLINE_E2E_SITE_DIR); looked in ${ SITE_DIR }`
	);

	test.afterEach( ensureActive );

	test( 'activation opens the wizard exactly once; after exit it never opens by itself again', async ( {
		page,
	} ) => {
		test.setTimeout( 180_000 ); // two deactivate/activate rounds on a shared machine
		for ( const option of [
			'sightline_onboarding_status',
			'sightline_onboarding_redirect',
		] ) {
			wp( 'option', 'delete', option );
		}
		await reactivate( page );
		await expect( page ).toHaveURL(
			/admin\.php\?page=sightline_onboarding/
		);
		await expect(
			page.getByRole( 'heading', {
				level: 1,
				name: 'Welcome to Sightline SEO!',
			} )
		).toBeVisible();

		await page.goto( '/wp-admin/plugins.php' );
		await expect( page, 'only once' ).toHaveURL( /plugins\.php$/ );
		await page.goto( '/wp-admin/' );
		await expect( page ).toHaveURL( /wp-admin\/$/ );

		// The plugins list links to the wizard at any time.
		await page.goto( '/wp-admin/plugins.php' );
		await page
			.locator( 'tr[data-slug="sightline-seo"]' )
			.getByRole( 'link', { name: 'Setup Wizard' } )
			.click();
		await expect( page ).toHaveURL( /page=sightline_onboarding/ );
		await page.getByRole( 'link', { name: 'Exit Guided Setup' } ).click();
		await expect( page ).toHaveURL( /sightline_skip_onboarding=1/ );

		await reactivate( page );
		await expect(
			page.getByText( 'Plugin activated.' ),
			'exited: activation no longer opens the wizard'
		).toBeVisible();
		await expect( page ).toHaveURL( /plugins\.php/ );
		await page.goto( '/wp-admin/' );
		await expect( page ).toHaveURL( /wp-admin\/$/ );
	} );

	test.describe( 'with data left by another SEO plugin', () => {
		test.beforeEach( () => {
			wp(
				'option',
				'update',
				'wpseo_titles',
				JSON.stringify( {
					company_or_person: 'company',
					company_name: 'Imported Bakery Ltd',
				} )
			);
			wp(
				'option',
				'update',
				'wpseo_social',
				JSON.stringify( {
					facebook_site: 'https://www.facebook.com/imported',
				} )
			);
		} );

		test.afterEach( async ( { requestUtils } ) => {
			for ( const option of [
				'wpseo_titles',
				'wpseo_social',
				'sightline_migration',
			] ) {
				wp( 'option', 'delete', option );
			}
			await requestUtils.rest( {
				path: '/sightline/v1/admin/global-settings',
				method: 'POST',
				data: {
					data: {
						website: DEFAULT_WEBSITE,
						social_profiles: { facebook: '' },
					},
				},
			} );
		} );

		test( 'migration step: Migrate looks disabled until a plugin is chosen, migrates, then pre-fills the next steps', async ( {
			page,
		} ) => {
			test.setTimeout( 180_000 );
			await page.goto( WIZARD );
			await expect(
				page
					.getByRole( 'navigation', { name: 'Setup progress' } )
					.getByRole( 'listitem' )
			).toHaveCount( 5 );
			await page
				.getByRole( 'button', { name: "Let's Get Started" } )
				.click();
			await expect( page ).toHaveURL( /#\/migration$/ );
			await expect(
				page.getByRole( 'heading', {
					level: 1,
					name: 'Bring Your SEO Settings into Sightline SEO',
				} )
			).toBeVisible();
			await expect(
				page.getByRole( 'button', { name: 'Back' } )
			).toHaveCount( 0 );
			const migrate = page.getByRole( 'button', {
				name: 'Migrate',
				exact: true,
			} );
			await expect( migrate ).toHaveAttribute( 'aria-disabled', 'true' );
			await expectNoSeriousA11yViolations(
				page,
				'#sightline-wizard-root'
			);

			await page.getByRole( 'radio', { name: 'Yoast SEO' } ).check();
			await expect( migrate ).not.toHaveAttribute(
				'aria-disabled',
				'true'
			);
			await migrate.click();
			const next = page.getByRole( 'button', {
				name: 'Next',
				exact: true,
			} );
			await expect( next ).toBeVisible( { timeout: 30_000 } );
			await expect(
				page.getByRole( 'button', { name: 'Skip' } ),
				'Skip is hidden once done'
			).toHaveCount( 0 );
			await expect(
				page.getByRole( 'heading', { name: 'Migration completed' } )
			).toBeVisible();
			await expectNoSeriousA11yViolations(
				page,
				'#sightline-wizard-root'
			);
			await next.click();

			await expect( page ).toHaveURL( /#\/website-details$/ );
			await expect(
				page.getByRole( 'combobox', {
					name: 'This Website Represents',
				} )
			).toHaveValue( 'organization' );
			await expect(
				page.getByRole( 'textbox', { name: 'Website Name' } )
			).toHaveValue( 'Imported Bakery Ltd' );
			await page
				.getByRole( 'button', { name: 'Next', exact: true } )
				.click();
			await expect(
				page.getByRole( 'textbox', { name: 'Facebook' } )
			).toHaveValue( 'https://www.facebook.com/imported' );

			// Back on the migration step, it is done: Next just advances.
			await page.goto( `${ WIZARD }#/migration` );
			await page
				.getByRole( 'button', { name: 'Next', exact: true } )
				.click();
			await expect( page ).toHaveURL( /#\/website-details$/ );
		} );
	} );
} );
