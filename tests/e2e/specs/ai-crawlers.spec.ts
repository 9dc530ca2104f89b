/**
 * AI Crawlers (Advanced): the policy chosen in the settings app is what /robots.txt serves (a group per
 * blocked crawler, nothing for allowed ones), per-bot choices included; the robots.txt editor shows the
 * lines the policy adds and refuses a line that contradicts it, naming the line.
 */
import type { Page } from '@playwright/test';

import { test, expect } from '../fixtures';
import { expectNoSeriousA11yViolations } from '../utils/axe';
import { openRoute } from '../utils/settings-app';

const ROOT = '#sightline-admin-root';

async function robotsTxt( page: Page ): Promise< string > {
	const response = await page.request.get( '/robots.txt', {
		headers: { Cookie: '' },
	} );
	expect( response.headers()[ 'content-type' ] ).toContain( 'text/plain' );
	return response.text();
}

async function save( page: Page ) {
	// Waits for this save's answer: an earlier save's snackbar may still be on screen.
	const saved = page.waitForResponse(
		( response ) =>
			response.url().includes( 'global-settings' ) &&
			response.request().method() === 'POST'
	);
	await page
		.locator( '.sightline-screen__actions' )
		.getByRole( 'button', { name: 'Save' } )
		.click();
	expect( ( await saved ).status() ).toBe( 200 );
	await expect(
		page
			.locator( '.components-snackbar' )
			.filter( { hasText: 'Settings saved successfully.' } )
			.last()
	).toBeVisible();
}

test.describe( 'AI crawler policy', () => {
	test.describe.configure( { timeout: 180000 } );

	// Another spec (the guided setup) may have set a policy on this site.
	test.beforeAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			path: '/sightline/v1/admin/global-settings',
			method: 'POST',
			data: { data: { ai_crawlers: { policy: 'none', bots: {} } } },
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			path: '/sightline/v1/robots-txt',
			method: 'POST',
			data: { robots_txt_content: '' },
		} );
		await requestUtils.rest( {
			path: '/sightline/v1/admin/global-settings',
			method: 'POST',
			data: { data: { ai_crawlers: { policy: 'none', bots: {} } } },
		} );
	} );

	test( 'the policy chosen in the settings app is what /robots.txt serves', async ( {
		page,
	} ) => {
		await openRoute( page, '/advanced/ai-crawlers', 'AI Crawlers' );
		await expect(
			page.getByRole( 'heading', {
				name: 'Answer engines and live fetching',
			} )
		).toBeVisible();
		await expect(
			page.getByRole( 'heading', { name: 'Model training' } )
		).toBeVisible();
		expect( await robotsTxt( page ) ).not.toContain( 'GPTBot' );

		await page
			.getByLabel( 'Allow AI search, block AI training (recommended)' )
			.check();
		await expectNoSeriousA11yViolations( page, ROOT );
		await save( page );
		let body = await robotsTxt( page );
		for ( const blocked of [
			'GPTBot',
			'ClaudeBot',
			'CCBot',
			'Google-Extended',
			'Applebot-Extended',
			'meta-externalagent',
			'Bytespider',
		] ) {
			expect( body ).toContain(
				`User-agent: ${ blocked }\nDisallow: /\n`
			);
		}
		for ( const allowed of [
			'OAI-SearchBot',
			'ChatGPT-User',
			'PerplexityBot',
			'Claude-SearchBot',
		] ) {
			expect( body ).not.toContain( allowed );
		}
		expect( body ).toMatch(
			/Sitemap: http:\/\/[^\s]+\/sitemap_index\.xml/
		);

		// Per crawler: starts from what the policy did; one search crawler blocked, one trainer let in.
		await page.getByLabel( 'Choose for each crawler' ).check();
		await expect( page.getByLabel( 'Access for GPTBot' ) ).toHaveValue(
			'block'
		);
		await page
			.getByLabel( 'Access for PerplexityBot' )
			.selectOption( 'block' );
		await page.getByLabel( 'Access for CCBot' ).selectOption( 'allow' );
		await save( page );
		body = await robotsTxt( page );
		expect( body ).toContain( 'User-agent: PerplexityBot\nDisallow: /\n' );
		expect( body ).toContain( 'User-agent: GPTBot\nDisallow: /\n' );
		expect( body ).not.toContain( 'CCBot' );

		await page.getByLabel( 'Block all AI crawlers' ).check();
		await save( page );
		expect( await robotsTxt( page ) ).toContain(
			'User-agent: OAI-SearchBot\nDisallow: /\n'
		);
	} );

	test( 'the robots.txt editor shows the policy lines and refuses a contradicting line', async ( {
		page,
		requestUtils,
	} ) => {
		await requestUtils.rest( {
			path: '/sightline/v1/admin/global-settings',
			method: 'POST',
			data: {
				data: { ai_crawlers: { policy: 'block_training', bots: {} } },
			},
		} );
		await openRoute(
			page,
			'/advanced/robots-txt-editor',
			'Robots.txt Editor'
		);
		await expect(
			page.getByLabel( 'Lines the AI crawler policy adds' )
		).toContainText( 'User-agent: GPTBot\nDisallow: /' );
		await page
			.getByLabel( 'robots.txt content' )
			.fill(
				'User-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nAllow: /blog/'
			);
		await page
			.locator( '.sightline-screen__actions' )
			.getByRole( 'button' )
			.click();
		await expect(
			page.locator( '.components-snackbar' ).filter( {
				hasText:
					'Line 5, "Allow: /blog/", allows GPTBot, which the AI crawler policy blocks.',
			} )
		).toBeVisible();
		expect( await robotsTxt( page ) ).not.toContain( 'Allow: /blog/' );
	} );
} );
