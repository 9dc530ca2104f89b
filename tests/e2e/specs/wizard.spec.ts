/**
 * The first-run setup wizard (SPEC §2.3, §3.4, §4.5, §5.2): the full path with every field and the
 * JSON-LD it produces, the skip path, validation errors, state restored on reload, exit, the page
 * selectors and an axe check on every step.
 */
import { writeFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';

import { test, expect } from '../fixtures';
import { expectNoSeriousA11yViolations } from '../utils/axe';

const WIZARD = '/wp-admin/admin.php?page=sightline_onboarding';
const SETTINGS = '/sightline/v1/admin/global-settings';
const ROOT = '#sightline-wizard-root';
const STATE_KEY = 'sightline_onboarding_state';
const PROFILE_IDS = [
	'facebook',
	'twitter',
	'instagram',
	'linkedin',
	'youtube',
	'pinterest',
	'tiktok',
	'medium',
	'tumblr',
	'threads',
	'yelp',
	'whatsapp',
	'telegram',
	'bluesky',
];
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
// A 1 x 1 PNG: enough for the media library and the logo field.
const PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
	'base64'
);

const heading = ( page: Page, name: string ) =>
	page.getByRole( 'heading', { level: 1, name } );
const savedState = ( page: Page ) =>
	page.evaluate( ( key ) => window.sessionStorage.getItem( key ), STATE_KEY );
const isSave = ( request: Request ) =>
	request.method() === 'POST' &&
	/sightline(\/|%2F)v1(\/|%2F)onboarding(?=$|[?&])/.test( request.url() );
const isCrawlerOffer = ( request: Request ) =>
	request.method() === 'POST' &&
	/sightline(\/|%2F)v1(\/|%2F)onboarding(\/|%2F)ai-crawlers/.test(
		request.url()
	);
const a11y = ( page: Page ) => expectNoSeriousA11yViolations( page, ROOT );

test.describe( 'Setup wizard', () => {
	let siteTitle = '';
	const cleanup: Array< () => Promise< unknown > > = [];

	test.beforeEach( async ( { requestUtils } ) => {
		siteTitle = (
			( await requestUtils.rest( { path: '/wp/v2/settings' } ) ) as {
				title: string;
			}
		 ).title;
	} );

	test.afterEach( async ( { requestUtils } ) => {
		while ( cleanup.length ) {
			await cleanup.pop()?.();
		}
		await requestUtils.rest( {
			path: SETTINGS,
			method: 'POST',
			data: {
				data: {
					website: DEFAULT_WEBSITE,
					social_profiles: Object.fromEntries(
						PROFILE_IDS.map( ( id ) => [ id, '' ] )
					),
				},
			},
		} );
		await requestUtils.rest( {
			path: '/wp/v2/settings',
			method: 'POST',
			data: { title: siteTitle },
		} );
	} );

	test( 'full path with every field saves the site identity and prints it as JSON-LD', async ( {
		page,
		requestUtils,
	}, testInfo ) => {
		// Six screens, a media upload and five axe runs: far above the 60 s default on a shared 2-core machine.
		test.setTimeout( 240_000 );
		const about = await requestUtils.createPage( {
			title: 'About Acme',
			status: 'publish',
		} );
		const contact = await requestUtils.createPage( {
			title: 'Contact Acme',
			status: 'publish',
		} );
		const logoFile = testInfo.outputPath( 'sightline-e2e-logo.png' );
		writeFileSync( logoFile, PNG );
		const logo = await requestUtils.uploadMedia( logoFile );
		cleanup.push(
			() =>
				requestUtils.rest( {
					path: `/wp/v2/pages/${ about.id }`,
					method: 'DELETE',
					params: { force: true },
				} ),
			() =>
				requestUtils.rest( {
					path: `/wp/v2/pages/${ contact.id }`,
					method: 'DELETE',
					params: { force: true },
				} ),
			() => requestUtils.deleteMedia( logo.id )
		);

		// 1. Welcome.
		await page.goto( WIZARD );
		await expect(
			heading( page, 'Welcome to Sightline SEO!' )
		).toBeVisible();
		const steps = page
			.getByRole( 'navigation', { name: 'Setup progress' } )
			.getByRole( 'listitem' );
		await expect(
			steps,
			'one fewer step than the five routes (no migration source here)'
		).toHaveCount( 4 );
		await expect( steps.nth( 0 ) ).toHaveAttribute(
			'aria-current',
			'step'
		);
		await expect(
			page.getByRole( 'link', { name: 'Exit Guided Setup' } )
		).toBeVisible();
		await a11y( page );
		await page.getByRole( 'button', { name: "Let's Get Started" } ).click();

		// 3. Website details.
		await expect( page ).toHaveURL( /#\/website-details$/ );
		await expect(
			heading( page, 'Your Website Basic Details' )
		).toBeVisible();
		const type = page.getByRole( 'combobox', {
			name: 'This Website Represents',
		} );
		await expect( type, 'the first field gets focus' ).toBeFocused();
		await type.selectOption( 'business' );
		await page
			.getByRole( 'combobox', { name: 'Organization Type' } )
			.selectOption( 'Bakery' );
		await page
			.getByRole( 'textbox', { name: 'Website Name' } )
			.fill( 'Acme Bakery' );
		await expect(
			page.getByRole( 'textbox', { name: 'Website Owner Name' } )
		).toHaveCount( 0 );
		await page
			.getByRole( 'textbox', { name: 'Phone Number (Optional)' } )
			.fill( '+1 555 0100' );
		await expect(
			page.getByText(
				'Recommended Logo size 112 X 112 or more, PNG / JPG format'
			)
		).toBeVisible();

		await page.getByRole( 'button', { name: 'Select Image' } ).click();
		const modal = page.locator( '.media-modal' );
		await modal.getByRole( 'tab', { name: 'Media Library' } ).click();
		await modal.locator( `li.attachment[data-id="${ logo.id }"]` ).click();
		await modal
			.getByRole( 'button', { name: 'Select', exact: true } )
			.click();
		await expect(
			page.getByRole( 'img', { name: 'Website Logo' } )
		).toHaveAttribute( 'src', logo.source_url );

		const aboutField = page.getByRole( 'combobox', { name: 'About Page' } );
		await expect( aboutField ).toHaveAttribute(
			'placeholder',
			'Select About Page'
		);
		await aboutField.fill( 'no-such-page-anywhere' );
		await expect( page.getByText( 'No options available' ) ).toBeVisible();
		await aboutField.fill( 'About' );
		await page.getByRole( 'option', { name: 'About Acme' } ).click();
		await expect( aboutField ).toHaveValue( 'About Acme' );
		const contactField = page.getByRole( 'combobox', {
			name: 'Contact Page',
		} );
		await expect( contactField ).toHaveAttribute(
			'placeholder',
			'Select Contact Page'
		);
		await contactField.fill( 'Contact' );
		await page.getByRole( 'option', { name: 'Contact Acme' } ).click();
		await a11y( page );
		await page.getByRole( 'button', { name: 'Next', exact: true } ).click();

		// 4. Social profiles: core ones shown, extras through 'Add another profile'.
		await expect( heading( page, 'Social Profiles' ) ).toBeVisible();
		await expect(
			page.getByRole( 'textbox', { name: 'Bluesky' } )
		).toHaveCount( 0 );
		const urls: Record< string, string > = {
			Facebook: 'https://www.facebook.com/acme',
			'X (Twitter)': 'https://x.com/acme',
			Instagram: 'https://www.instagram.com/acme',
			LinkedIn: 'https://www.linkedin.com/company/acme',
			YouTube: 'https://www.youtube.com/@acme',
		};
		for ( const [ label, url ] of Object.entries( urls ) ) {
			await page
				.getByRole( 'textbox', { name: label, exact: true } )
				.fill( url );
		}
		await page
			.getByRole( 'button', { name: 'Add another profile' } )
			.click();
		await page.getByRole( 'menuitem', { name: 'Bluesky' } ).click();
		await expect(
			page.getByRole( 'textbox', { name: 'Bluesky' } )
		).toBeFocused();
		await page
			.getByRole( 'textbox', { name: 'Bluesky' } )
			.fill( 'https://bsky.app/profile/acme.bsky.social' );
		await a11y( page );
		await page.getByRole( 'button', { name: 'Next', exact: true } ).click();

		// 5. User details, then Finish saves.
		await expect(
			heading( page, 'Okay, just one last step…' )
		).toBeVisible();
		await page.getByRole( 'textbox', { name: 'First Name' } ).fill( 'Ada' );
		await page
			.getByRole( 'textbox', { name: 'Last Name' } )
			.fill( 'Lovelace' );
		await page
			.getByRole( 'textbox', { name: 'Email Address' } )
			.fill( 'ada@example.org' );
		await page.getByRole( 'checkbox' ).check();
		// The agreement's privacy policy link, also on a site without a published policy (WordPress's guide).
		await expect(
			page.getByRole( 'link', { name: /Privacy Policy/ } )
		).toBeVisible();
		await a11y( page );
		const save = page.waitForRequest( isSave );
		const offer = page.waitForRequest( isCrawlerOffer );
		await page.getByRole( 'button', { name: 'Finish' } ).click();
		// The setup's answers, exactly the fields of SPEC §7's save body.
		expect( ( await save ).postDataJSON() ).toEqual( {
			website_type: 'business',
			website_name: 'Acme Bakery',
			website_owner_name: '',
			organization_type: 'Bakery',
			website_owner_phone: '+1 555 0100',
			website_logo: logo.source_url,
			about_page: about.id,
			contact_page: contact.id,
			social_profiles: {
				...Object.fromEntries(
					PROFILE_IDS.map( ( id ) => [ id, '' ] )
				),
				facebook: urls.Facebook,
				twitter: urls[ 'X (Twitter)' ],
				instagram: urls.Instagram,
				linkedin: urls.LinkedIn,
				youtube: urls.YouTube,
				bluesky: 'https://bsky.app/profile/acme.bsky.social',
			},
			first_name: 'Ada',
			last_name: 'Lovelace',
			email: 'ada@example.org',
		} );
		// The AI crawler offer, ticked by default on a site without a policy: a call of its own.
		expect( ( await offer ).postDataJSON() ).toEqual( {
			policy: 'block_training',
		} );

		// 6. Finish: progress erased, dashboard with the skip flag.
		await expect( heading( page, "You're Good to Go!" ) ).toBeVisible();
		await expect( page ).toHaveURL( /#\/finish$/ );
		expect( await savedState( page ) ).toBeNull();
		await a11y( page );
		await page.getByRole( 'link', { name: 'Go To Dashboard' } ).click();
		await expect( page ).toHaveURL(
			/page=sightline&sightline_skip_onboarding=1/
		);

		// Stored where the rest of the plugin reads it.
		const settings = ( await requestUtils.rest( { path: SETTINGS } ) ) as {
			website: Record< string, unknown >;
			social_profiles: Record< string, string >;
		};
		expect( settings.website ).toEqual( {
			type: 'business',
			name: 'Acme Bakery',
			owner_name: '',
			organization_type: 'Bakery',
			owner_phone: '+1 555 0100',
			logo: logo.source_url,
			logo_id: logo.id,
			about_page: about.id,
			contact_page: contact.id,
		} );
		expect( settings.social_profiles.bluesky ).toBe(
			'https://bsky.app/profile/acme.bsky.social'
		);
		expect(
			(
				( await requestUtils.rest( { path: '/wp/v2/settings' } ) ) as {
					title: string;
				}
			 ).title
		).toBe( 'Acme Bakery' );

		// The home page's JSON-LD now describes the organisation.
		const html = await ( await page.request.get( '/' ) ).text();
		const graphs = [
			...html.matchAll(
				/<script[^>]+application\/ld\+json[^>]*>([\s\S]*?)<\/script>/g
			),
		].flatMap( ( match ) => {
			const json = JSON.parse( match[ 1 ] );
			return json[ '@graph' ] ?? [ json ];
		} );
		const organisation = graphs.find(
			( node ) => node[ '@type' ] === 'Bakery'
		);
		expect( organisation, JSON.stringify( graphs ) ).toBeTruthy();
		expect( organisation.name ).toBe( 'Acme Bakery' );
		expect( organisation.telephone ).toBe( '+1 555 0100' );
		expect( organisation.logo.url ).toBe( logo.source_url );
		expect( organisation.sameAs ).toEqual(
			expect.arrayContaining( [
				urls.Facebook,
				urls[ 'X (Twitter)' ],
				'https://bsky.app/profile/acme.bsky.social',
			] )
		);
		expect(
			graphs.some(
				( node ) =>
					node[ '@type' ] === 'Person' && node.name === 'Ada Lovelace'
			),
			'personal details never reach the page'
		).toBe( false );
		expect( html ).not.toContain( 'ada@example.org' );
	} );

	test( 'a personal blog becomes a Person in the JSON-LD', async ( {
		page,
	} ) => {
		await page.goto( `${ WIZARD }#/website-details` );
		await page
			.getByRole( 'combobox', { name: 'This Website Represents' } )
			.selectOption( 'blog' );
		await expect(
			page.getByRole( 'combobox', { name: 'Organization Type' } )
		).toHaveCount( 0 );
		await expect(
			page.getByRole( 'textbox', { name: 'Website Name' } )
		).toHaveCount( 0 );
		await page
			.getByRole( 'textbox', { name: 'Website Owner Name' } )
			.fill( 'Grace Hopper' );
		await page.getByRole( 'button', { name: 'Next', exact: true } ).click();
		await page
			.getByRole( 'textbox', { name: 'Facebook' } )
			.fill( 'https://www.facebook.com/grace' );
		await page.getByRole( 'button', { name: 'Next', exact: true } ).click();
		await page.getByRole( 'button', { name: 'Skip' } ).click();
		await expect( heading( page, "You're Good to Go!" ) ).toBeVisible();

		const html = await ( await page.request.get( '/' ) ).text();
		const nodes = [
			...html.matchAll(
				/<script[^>]+application\/ld\+json[^>]*>([\s\S]*?)<\/script>/g
			),
		].flatMap( ( match ) => JSON.parse( match[ 1 ] )[ '@graph' ] ?? [] );
		const person = nodes.find(
			( node ) =>
				node[ '@type' ] === 'Person' && node.name === 'Grace Hopper'
		);
		expect( person, JSON.stringify( nodes ) ).toBeTruthy();
		expect( person.sameAs ).toContain( 'https://www.facebook.com/grace' );
		expect(
			nodes.some( ( node ) => node[ '@type' ] === 'Organization' )
		).toBe( false );
	} );

	test( 'skip path: every step skipped, saved without personal fields', async ( {
		page,
	} ) => {
		await page.goto( WIZARD );
		await page.getByRole( 'button', { name: "Let's Get Started" } ).click();
		await page.getByRole( 'button', { name: 'Skip' } ).click();
		await expect( heading( page, 'Social Profiles' ) ).toBeVisible();
		await page.getByRole( 'button', { name: 'Skip' } ).click();
		await expect(
			heading( page, 'Okay, just one last step…' )
		).toBeVisible();
		const save = page.waitForRequest( isSave );
		await page.getByRole( 'button', { name: 'Skip' } ).click();
		const body = ( await save ).postDataJSON();
		for ( const key of [
			'first_name',
			'last_name',
			'email',
			'agree_to_terms',
		] ) {
			expect( body ).not.toHaveProperty( key );
		}
		expect( body.website_type ).toBe( 'business' );
		await expect( heading( page, "You're Good to Go!" ) ).toBeVisible();
		await expect( page.getByText( 'First Name is required' ) ).toHaveCount(
			0
		);
	} );

	test( 'user details errors show on Finish only, focus the first failing field and clear on edit', async ( {
		page,
	} ) => {
		await page.goto( `${ WIZARD }#/user-details` );
		const first = page.getByRole( 'textbox', { name: 'First Name' } );
		const email = page.getByRole( 'textbox', { name: 'Email Address' } );
		await first.fill( '' );
		await email.fill( '' );
		await expect( page.getByText( 'First Name is required' ) ).toHaveCount(
			0
		);

		let saves = 0;
		page.on(
			'request',
			( request ) => void ( isSave( request ) && saves++ )
		);
		await page.getByRole( 'button', { name: 'Finish' } ).click();
		await expect(
			page.getByText( 'First Name is required' )
		).toBeVisible();
		await expect(
			page.getByText( 'Email Address is required' )
		).toBeVisible();
		await expect(
			page.getByText( 'This field is required' )
		).toBeVisible();
		await expect( page.getByText( 'This is required' ) ).toBeVisible();
		await expect( first ).toBeFocused();
		await expect( first ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( page ).toHaveURL( /#\/user-details$/ );
		await expect(
			page.locator( '.components-snackbar' ),
			'a validation failure shows no toast'
		).toHaveCount( 0 );
		await a11y( page );

		await first.fill( 'Ada' );
		await expect( page.getByText( 'First Name is required' ) ).toHaveCount(
			0
		);
		await email.fill( 'ada@' );
		await page.getByRole( 'button', { name: 'Finish' } ).click();
		await expect(
			page.getByText( 'Please enter a valid email address' )
		).toBeVisible();
		await expect( email ).toBeFocused();
		expect( saves ).toBe( 0 );
	} );

	test( 'progress survives a reload within the session', async ( {
		page,
	} ) => {
		await page.goto( `${ WIZARD }#/website-details` );
		await page
			.getByRole( 'combobox', { name: 'This Website Represents' } )
			.selectOption( 'personal' );
		await page
			.getByRole( 'textbox', { name: 'Website Owner Name' } )
			.fill( 'Ada Lovelace' );
		await page
			.getByRole( 'textbox', { name: 'Phone Number (Optional)' } )
			.fill( '0123' );
		await page.getByRole( 'button', { name: 'Next', exact: true } ).click();
		await page
			.getByRole( 'button', { name: 'Add another profile' } )
			.click();
		await page.getByRole( 'menuitem', { name: 'TikTok' } ).click();
		await page
			.getByRole( 'textbox', { name: 'TikTok' } )
			.fill( 'https://www.tiktok.com/@ada' );
		expect(
			JSON.parse( ( await savedState( page ) ) ?? '{}' )
				.socialProfilesURLs.tiktok
		).toBe( 'https://www.tiktok.com/@ada' );

		await page.reload();
		await expect( heading( page, 'Social Profiles' ) ).toBeVisible();
		await expect(
			page.getByRole( 'textbox', { name: 'TikTok' } )
		).toHaveValue( 'https://www.tiktok.com/@ada' );
		await page.getByRole( 'button', { name: 'Back' } ).click();
		await expect(
			page.getByRole( 'combobox', { name: 'This Website Represents' } )
		).toHaveValue( 'personal' );
		await expect(
			page.getByRole( 'textbox', { name: 'Website Owner Name' } )
		).toHaveValue( 'Ada Lovelace' );
		await expect(
			page.getByRole( 'textbox', { name: 'Phone Number (Optional)' } )
		).toHaveValue( '0123' );
	} );

	test( 'Exit Guided Setup erases progress and opens the plugin page with the skip flag; the menu re-opens the wizard', async ( {
		page,
	} ) => {
		await page.goto( `${ WIZARD }#/website-details` );
		await page
			.getByRole( 'textbox', { name: 'Phone Number (Optional)' } )
			.fill( '999' );
		expect( await savedState( page ) ).not.toBeNull();
		await page.getByRole( 'link', { name: 'Exit Guided Setup' } ).click();
		await expect( page ).toHaveURL(
			/admin\.php\?page=sightline&sightline_skip_onboarding=1/
		);
		expect( await savedState( page ) ).toBeNull();

		await page
			.locator( '#adminmenu' )
			.getByRole( 'link', { name: 'Setup Wizard' } )
			.click();
		await expect(
			heading( page, 'Welcome to Sightline SEO!' )
		).toBeVisible();
		await page.goto( `${ WIZARD }#/website-details` );
		await expect(
			page.getByRole( 'textbox', { name: 'Phone Number (Optional)' } )
		).toHaveValue( '' );
	} );
} );
