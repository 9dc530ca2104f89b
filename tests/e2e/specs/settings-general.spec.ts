/**
 * General settings screens: change → save → reload → kept, the effect on the site's head, and axe.
 */
import { test, expect } from '../fixtures';
import { expectNoSeriousA11yViolations } from '../utils/axe';
import { frontEnd, openRoute, save, setSettings } from '../utils/settings-app';

const ROOT = '#sightline-admin-root';

test.describe( 'settings app: General', () => {
	// Each test walks a screen end to end (edit, save, reload, axe, front end): slow on a shared 2-core machine.
	test.describe.configure( { timeout: 240_000 } );

	test.afterAll( async ( { requestUtils } ) => {
		await setSettings( requestUtils, {
			page_title: '%title% %separator% %site_name%',
			facebook_page_url: '',
			twitter_card_type: 'summary_large_image',
			twitter_profile_username: '',
			social_profiles: {},
			home_page_title: '%site_name% %separator% %tagline%',
			home_page_facebook_title: '',
			home_page_robots: { general: [] },
			author_archive: true,
		} );
	} );

	test( 'Meta Templates: @ variables, preview, counter, save, reload, and the post title', async ( {
		page,
		requestUtils,
	} ) => {
		await openRoute( page, '/general', 'Meta Templates' );
		const save_ = page
			.locator( '.sightline-screen__actions' )
			.getByRole( 'button' );
		await expect( save_ ).toBeDisabled();
		const field = page.getByLabel( 'Search Title', { exact: true } );
		await field.fill( 'E2E %title% ' );
		await field.press( 'End' );
		await field.pressSequentially( '@site_n' );
		await expect(
			page.getByRole( 'listbox', { name: 'Variables' } )
		).toBeVisible();
		await field.press( 'Enter' );
		await expect( field ).toHaveValue( 'E2E %title% %site_name%' );
		await expect(
			page.getByTestId( 'search-preview-title' )
		).toContainText( 'E2E Sample Post Title' );
		// Over the limit: the counter turns to the error colour and typing is not blocked.
		await field.fill( 'E2E ' + 'x'.repeat( 70 ) );
		await expect(
			page.locator( '.sightline-length-counter.is-over' ).first()
		).toBeVisible();
		await expect( page.getByTestId( 'search-preview-title' ) ).toHaveText(
			/…$/
		);
		await field.fill( 'E2E %title% %site_name%' );
		await expectNoSeriousA11yViolations( page, ROOT );
		await save( page );
		await page.reload();
		await expect(
			page.getByLabel( 'Search Title', { exact: true } )
		).toHaveValue( 'E2E %title% %site_name%' );

		const post = await requestUtils.rest< { link: string } >( {
			path: '/wp/v2/posts',
			method: 'POST',
			data: { title: 'Meta Template Probe', status: 'publish' },
		} );
		const html = await frontEnd( page, post.link );
		expect( html ).toMatch(
			/<title>E2E Meta Template Probe [^<]+<\/title>/
		);
	} );

	test( 'Default Social Image: picker with the recommendation', async ( {
		page,
	} ) => {
		await openRoute( page, '/general/social', 'Default Social Image' );
		await expect(
			page.getByText( 'Recommended size 1200 x 630 px, JPG or PNG.' )
		).toBeVisible();
		await page.getByRole( 'button', { name: 'Select Image' } ).click();
		await expect( page.locator( '.media-modal' ) ).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await expectNoSeriousA11yViolations( page, ROOT );
	} );

	test( 'Facebook: page URL is kept and printed as article:publisher', async ( {
		page,
		requestUtils,
	} ) => {
		await openRoute( page, '/general/social/facebook', 'Facebook' );
		await page
			.getByLabel( 'Facebook Page URL' )
			.fill( 'https://www.facebook.com/sightline-e2e' );
		await expect(
			page.getByRole( 'figure', { name: 'Facebook preview' } )
		).toBeVisible();
		await expectNoSeriousA11yViolations( page, ROOT );
		await save( page );
		await page.reload();
		await expect( page.getByLabel( 'Facebook Page URL' ) ).toHaveValue(
			'https://www.facebook.com/sightline-e2e'
		);
		const post = await requestUtils.rest< { link: string } >( {
			path: '/wp/v2/posts',
			method: 'POST',
			data: { title: 'Facebook Probe', status: 'publish' },
		} );
		expect( await frontEnd( page, post.link ) ).toContain(
			'content="https://www.facebook.com/sightline-e2e"'
		);
	} );

	test( 'X: card type and profile are kept; the preview follows the card type', async ( {
		page,
	} ) => {
		await openRoute( page, '/general/social/x', 'X' );
		await page.getByLabel( 'Summary', { exact: true } ).check();
		await expect(
			page.getByRole( 'figure', { name: 'X preview' } )
		).toHaveAttribute( 'data-card', 'summary' );
		await page
			.getByLabel( 'Site Profile URL' )
			.fill( 'https://x.com/sightline' );
		await expectNoSeriousA11yViolations( page, ROOT );
		await save( page );
		await page.reload();
		await expect(
			page.getByLabel( 'Summary', { exact: true } )
		).toBeChecked();
		await expect( page.getByLabel( 'Site Profile URL' ) ).toHaveValue(
			'https://x.com/sightline'
		);
	} );

	test( 'Other Accounts: one field per profile, kept after reload', async ( {
		page,
	} ) => {
		await openRoute( page, '/general/social/accounts', 'Other Accounts' );
		for ( const label of [
			'Facebook',
			'X (Twitter)',
			'Instagram',
			'LinkedIn',
			'YouTube',
			'Pinterest',
			'TikTok',
			'Medium',
			'Tumblr',
			'Threads',
			'Yelp',
			'WhatsApp',
			'Telegram',
			'Bluesky',
		] ) {
			await expect(
				page.getByLabel( label, { exact: true } )
			).toBeVisible();
		}
		await page
			.getByLabel( 'Bluesky', { exact: true } )
			.fill( 'https://bsky.app/profile/sightline.bsky.social' );
		await expectNoSeriousA11yViolations( page, ROOT );
		await save( page );
		await page.reload();
		await expect(
			page.getByLabel( 'Bluesky', { exact: true } )
		).toHaveValue( 'https://bsky.app/profile/sightline.bsky.social' );
	} );

	test( 'Home Page: title with preview, social texts, and robots printed on the home page', async ( {
		page,
	} ) => {
		await openRoute( page, '/general/homepage', 'Home Page' );
		await page
			.getByLabel( 'Home Page Title', { exact: true } )
			.fill( 'Welcome Home %separator% %site_name%' );
		await expect(
			page.getByTestId( 'search-preview-title' )
		).toContainText( 'Welcome Home -' );
		await expectNoSeriousA11yViolations( page, ROOT );
		await save( page );

		await page
			.getByRole( 'link', { name: 'Social', exact: true } )
			.last()
			.click();
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Home Page Social' } )
		).toBeVisible();
		await page
			.getByLabel( 'Facebook Title', { exact: true } )
			.fill( 'Shared Home' );
		await expect( page.getByTestId( 'facebook-preview-title' ) ).toHaveText(
			'Shared Home'
		);
		await expect( page.getByTestId( 'x-preview-title' ) ).toHaveText(
			'Shared Home'
		);
		await expectNoSeriousA11yViolations( page, ROOT );
		await save( page );

		await openRoute(
			page,
			'/general/homepage/advanced',
			'Home Page Advanced'
		);
		await page.getByLabel( 'No Index' ).check();
		await page.getByLabel( 'No Follow' ).check();
		await expectNoSeriousA11yViolations( page, ROOT );
		await save( page );
		await page.reload();
		await expect( page.getByLabel( 'No Index' ) ).toBeChecked();
		await expect( page.getByLabel( 'No Follow' ) ).toBeChecked();
		await expect( page.getByLabel( 'No Archive' ) ).not.toBeChecked();

		const home = await frontEnd( page, '/' );
		expect( home ).toMatch(
			/<meta name=['"]robots['"] content=['"][^'"]*noindex[^'"]*nofollow/
		);
		expect( home ).toMatch( /<title>Welcome Home/ );
		expect( home ).toContain( 'content="Shared Home"' );
	} );

	test( 'Archive Pages: switch kept after reload', async ( { page } ) => {
		await openRoute( page, '/general/archive_pages', 'Archive Pages' );
		await page.getByLabel( 'Author Archive' ).uncheck();
		await expectNoSeriousA11yViolations( page, ROOT );
		await save( page );
		await page.reload();
		await expect( page.getByLabel( 'Author Archive' ) ).not.toBeChecked();
	} );
} );
