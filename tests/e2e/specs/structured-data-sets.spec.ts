/**
 * The Schema screen's site-wide structured data: the admin adds a Recipe, fills what Google requires
 * with the editor's form, chooses where it shows (the posts of one category, found by searching its
 * name) and saves; the category's posts print the Recipe node, other posts do not. The set's code
 * is a chunk fetched when the Schema screen opens.
 */
import type { Locator } from '@playwright/test';

import { test, expect } from '../fixtures';
import { expectNoSeriousA11yViolations } from '../utils/axe';
import { frontEnd, openRoute, save, setSettings } from '../utils/settings-app';
import { graphOf } from '../utils/structured-data';

const ROOT = '#sightline-admin-root';

interface RestItem {
	id: number;
	link: string;
}

function group( scope: Locator, name: string ): Locator {
	return scope.getByRole( 'group', { name, exact: true } );
}

test.describe( 'Schema screen: structured data by page', () => {
	test.describe.configure( { timeout: 240_000 } );
	const cleanup: Array< () => Promise< unknown > > = [];

	test.afterAll( async ( { requestUtils } ) => {
		await setSettings( requestUtils, { schema_sets: [] } );
		for ( const step of cleanup ) {
			await step();
		}
	} );

	test( 'a Recipe shown on the posts of one category', async ( {
		page,
		requestUtils,
	} ) => {
		const category = ( await requestUtils.rest( {
			path: '/wp/v2/categories',
			method: 'POST',
			data: { name: 'Tart recipes' },
		} ) ) as RestItem;
		const make = async ( title: string, categories: number[] ) =>
			( await requestUtils.rest( {
				path: '/wp/v2/posts',
				method: 'POST',
				data: {
					title,
					status: 'publish',
					categories,
					content:
						'<!-- wp:paragraph --><p>Sharp and sweet.</p><!-- /wp:paragraph -->',
				},
			} ) ) as RestItem;
		const tart = await make( 'Lemon tart', [ category.id ] );
		const news = await make( 'Market news', [] );
		cleanup.push(
			...[ tart, news ].map(
				( post ) => () =>
					requestUtils.rest( {
						path: `/wp/v2/posts/${ post.id }`,
						method: 'DELETE',
						params: { force: true },
					} )
			),
			() =>
				requestUtils.rest( {
					path: `/wp/v2/categories/${ category.id }`,
					method: 'DELETE',
					params: { force: true },
				} )
		);

		const chunks: string[] = [];
		page.on( 'request', ( request ) => {
			if ( request.url().includes( '/build/admin-schema-sets.js' ) ) {
				chunks.push( request.url() );
			}
		} );
		await openRoute(
			page,
			'/advanced/robots-txt-editor',
			'Robots.txt Editor'
		);
		expect( chunks, 'not fetched by another screen' ).toHaveLength( 0 );
		await openRoute( page, '/advanced/schema', 'Schema' );
		const root = page.locator( ROOT );

		await root
			.getByRole( 'button', { name: 'Add structured data', exact: true } )
			.click();
		await root
			.getByRole( 'searchbox', { name: 'Search types' } )
			.fill( 'Recipe' );
		await root
			.getByRole( 'button', { name: 'Add Recipe', exact: true } )
			.click();
		const card = root.getByRole( 'region', {
			name: 'Recipe',
			exact: true,
		} );
		await expect( card ).toBeVisible();
		expect( chunks ).toHaveLength( 1 );

		await card
			.getByRole( 'button', {
				name: 'Add to Image (required)',
				exact: true,
			} )
			.click();
		await card
			.getByRole( 'textbox', {
				name: 'Image (required), item 1',
				exact: true,
			} )
			.fill( 'https://example.org/tart.jpg' );
		await card
			.getByRole( 'textbox', {
				name: 'Cuisine (recommended)',
				exact: true,
			} )
			.fill( 'French' );
		await expect(
			card.getByText( 'Every property Google requires is filled.' )
		).toBeVisible();

		const showOn = group( card, 'Show on' );
		await showOn
			.getByRole( 'combobox', { name: 'Rule', exact: true } )
			.selectOption( { label: 'Posts with a category, tag or term' } );
		const search = showOn.getByRole( 'combobox', {
			name: 'Category, tag or term',
		} );
		await search.fill( 'Tart rec' );
		await showOn.getByRole( 'option', { name: /^Tart recipes/ } ).click();
		await showOn.getByRole( 'button', { name: 'Add rule' } ).click();
		await expect(
			showOn.getByText(
				'Posts with a category, tag or term: Tart recipes'
			)
		).toBeVisible();
		await expectNoSeriousA11yViolations( page, ROOT );
		await save( page );

		// Kept after a reload.
		await page.reload();
		const kept = page
			.locator( ROOT )
			.getByRole( 'region', { name: 'Recipe', exact: true } );
		await expect(
			group( kept, 'Show on' ).getByText(
				'Posts with a category, tag or term: Tart recipes'
			)
		).toBeVisible();

		const recipes = graphOf( await frontEnd( page, tart.link ) ).filter(
			( node ) => node[ '@type' ] === 'Recipe'
		);
		expect( recipes ).toHaveLength( 1 );
		expect( recipes[ 0 ] ).toMatchObject( {
			name: 'Lemon tart',
			image: [ 'https://example.org/tart.jpg' ],
			recipeCuisine: 'French',
		} );
		expect(
			graphOf( await frontEnd( page, news.link ) ).filter(
				( node ) => node[ '@type' ] === 'Recipe'
			)
		).toHaveLength( 0 );
	} );
} );
