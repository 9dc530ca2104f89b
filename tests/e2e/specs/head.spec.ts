/**
 * The head search engines and social networks see, viewed on the running site: title, description,
 * canonical, robots, Open Graph, X, one JSON-LD graph, and the Breadcrumbs block showing the same trail
 * as the BreadcrumbList.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';

interface GraphNode {
	'@type': string;
	'@id'?: string;
	itemListElement?: Array< { name: string; item?: string } >;
	[ key: string ]: unknown;
}

async function metaContent(
	page: Page,
	key: string
): Promise< string | null > {
	const tags = page.locator(
		`head meta[property="${ key }"], head meta[name="${ key }"]`
	);
	await expect( tags ).toHaveCount( 1 );
	return tags.getAttribute( 'content' );
}

async function graph( page: Page ): Promise< GraphNode[] > {
	const scripts = page.locator( 'script.sightline-schema-graph' );
	await expect( scripts ).toHaveCount( 1 );
	const data = JSON.parse( ( await scripts.textContent() ) ?? '{}' ) as {
		'@graph': GraphNode[];
	};
	return data[ '@graph' ];
}

test.describe( 'head output', () => {
	const created: number[] = [];

	// beforeEach, not beforeAll: each spec file starts from the default settings (tests/e2e/fixtures.ts),
	// and that reset runs after beforeAll hooks.
	test.beforeEach( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			path: '/sightline/v1/admin/global-settings',
			method: 'POST',
			data: {
				data: {
					facebook_page_url: 'https://facebook.com/sightline-e2e',
					twitter_profile_username: 'https://x.com/sightline_e2e',
					home_page_robots: { general: [ 'noarchive' ] },
				},
			},
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		for ( const id of created ) {
			await requestUtils.rest( {
				path: `/wp/v2/posts/${ id }`,
				method: 'DELETE',
				params: { force: true },
			} );
		}
		await requestUtils.rest( {
			path: '/sightline/v1/admin/global-settings',
			method: 'POST',
			data: {
				data: {
					facebook_page_url: '',
					twitter_profile_username: '',
					home_page_robots: { general: [] },
				},
			},
		} );
	} );

	test( 'a post carries its SEO head and the breadcrumbs match the JSON-LD', async ( {
		page,
		requestUtils,
	} ) => {
		const post = ( await requestUtils.rest( {
			path: '/wp/v2/posts',
			method: 'POST',
			data: {
				title: 'E2E "Head" Check',
				status: 'publish',
				excerpt: 'What crawlers read.',
				content:
					'<!-- wp:sightline/breadcrumbs {"separator":"›"} /--><!-- wp:paragraph --><p>Body text.</p><!-- /wp:paragraph -->',
				meta: {
					_sightline_facebook_title: 'Shared %title%',
					_sightline_robots_nofollow: 'on',
				},
			},
		} ) ) as { id: number; link: string };
		created.push( post.id );

		await page.goto( post.link );
		await expect( page ).toHaveTitle( /^E2E .Head. Check - / );
		await expect( page.locator( 'head title' ) ).toHaveCount( 1 );
		expect( await metaContent( page, 'description' ) ).toBe(
			'What crawlers read.'
		);
		await expect(
			page.locator( 'head link[rel="canonical"]' )
		).toHaveAttribute( 'href', post.link );
		const robots = await metaContent( page, 'robots' );
		expect( robots ).toContain( 'nofollow' );
		expect( robots ).toContain( 'max-image-preview:large' );
		expect( await metaContent( page, 'og:type' ) ).toBe( 'article' );
		// Social titles are texturised like WordPress's own <title> (as The SEO Framework prints them; Yoast SEO and Rank Math print them straight).
		expect( await metaContent( page, 'og:title' ) ).toBe(
			'Shared E2E “Head” Check'
		);
		expect( await metaContent( page, 'og:url' ) ).toBe( post.link );
		expect( await metaContent( page, 'article:publisher' ) ).toBe(
			'https://facebook.com/sightline-e2e'
		);
		expect( await metaContent( page, 'twitter:site' ) ).toBe(
			'@sightline_e2e'
		);
		expect( await metaContent( page, 'twitter:title' ) ).toBe(
			'Shared E2E “Head” Check'
		);

		const nodes = await graph( page );
		const types = nodes.map( ( node ) => node[ '@type' ] );
		expect( types ).toEqual(
			expect.arrayContaining( [
				'WebSite',
				'WebPage',
				'Article',
				'BreadcrumbList',
			] )
		);
		const list = nodes.find(
			( node ) => node[ '@type' ] === 'BreadcrumbList'
		);
		const trail = page.getByRole( 'navigation', { name: 'Breadcrumbs' } );
		await expect( trail ).toBeVisible();
		const visible = (
			await trail.getByRole( 'listitem' ).allTextContents()
		).map( ( text ) => text.replace( '›', '' ).trim() );
		expect( visible ).toEqual(
			list?.itemListElement?.map( ( item ) => item.name )
		);
		await expect(
			trail.getByRole( 'link', { name: 'Home' } )
		).toHaveAttribute( 'href', /\/$/ );
	} );

	test( 'the home page uses the home page robots and a website graph', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		expect( await metaContent( page, 'robots' ) ).toContain( 'noarchive' );
		expect( await metaContent( page, 'og:type' ) ).toBe( 'website' );
		const nodes = await graph( page );
		const website = nodes.find( ( node ) => node[ '@type' ] === 'WebSite' );
		expect( website?.[ '@id' ] ).toMatch( /\/#website$/ );
		expect( JSON.stringify( website?.potentialAction ) ).toContain(
			'{search_term_string}'
		);
	} );
} );
