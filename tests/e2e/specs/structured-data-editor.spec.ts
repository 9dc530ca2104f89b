/**
 * The Schema panel of the block editor's Sightline sidebar: on a new post the author adds a Product,
 * a Recipe, an Event, a Local business, an FAQ page and a Video, fills what Google requires (the
 * product's image from the media library, the others by address), sees each preview without an
 * error, publishes, and the page prints in its JSON-LD graph exactly the nodes the previews showed
 * (the FAQ page as the page's own WebPage node, an organization named like the site's linked to it).
 * The panel's code is a chunk fetched only when the sidebar opens; a value the server refuses on save
 * is reported with the server's words, naming the field.
 */
import { writeFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';

import { test, expect } from '../fixtures';
import { openSightlineSidebar, sidebar } from '../utils/editor-sidebar';
import { addType } from '../utils/structured-data';
import { expectNoSeriousA11yViolations } from '../utils/axe';

const PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
	'base64'
);

const CONTENT =
	'<!-- wp:paragraph --><p>A sharp lemon tart, a tasting at the harvest fair and the questions visitors ask.</p><!-- /wp:paragraph -->';

interface RestPost {
	id: number;
	link: string;
	meta: Record< string, unknown >;
}

type JsonNode = Record< string, unknown >;

function field( scope: Locator, name: string ): Locator {
	return scope.getByRole( 'textbox', { name, exact: true } );
}

function group( scope: Locator, name: string ): Locator {
	return scope.getByRole( 'group', { name, exact: true } );
}

async function click( scope: Locator, name: string ): Promise< void > {
	await scope.getByRole( 'button', { name, exact: true } ).click();
}

/** The node a card's preview shows. */
async function previewNode( card: Locator ): Promise< JsonNode > {
	const text = await card
		.getByTestId( 'sightline-schema-json' )
		.textContent();
	return JSON.parse( text ?? 'null' ) as JsonNode;
}

async function expectNoError( card: Locator ): Promise< void > {
	await expect(
		card.getByText( 'Every property Google requires is filled.' )
	).toBeVisible();
	await expect( card.locator( '.components-notice.is-error' ) ).toHaveCount(
		0
	);
}

test.describe( 'Structured data in the block editor', () => {
	test.describe.configure( { timeout: 300_000 } );
	const cleanup: Array< () => Promise< unknown > > = [];

	test.afterAll( async () => {
		for ( const step of cleanup ) {
			await step();
		}
	} );

	test( 'add Product, Recipe, Event, LocalBusiness, FAQ and Video, fill them, publish: the page prints the graph the previews showed', async ( {
		admin,
		editor,
		page,
		requestUtils,
	}, testInfo ) => {
		const imageFile = testInfo.outputPath( 'sightline-e2e-tart.png' );
		writeFileSync( imageFile, PNG );
		const image = await requestUtils.uploadMedia( imageFile );
		const site = new URL( image.source_url ).origin;
		const post = ( await requestUtils.rest( {
			path: '/wp/v2/posts',
			method: 'POST',
			data: {
				title: 'Lemon tart at the harvest fair',
				content: CONTENT,
				status: 'draft',
			},
		} ) ) as RestPost;
		cleanup.push(
			() =>
				requestUtils.rest( {
					path: `/wp/v2/posts/${ post.id }`,
					method: 'DELETE',
					params: { force: true },
				} ),
			() =>
				requestUtils.rest( {
					path: `/wp/v2/media/${ image.id }`,
					method: 'DELETE',
					params: { force: true },
				} )
		);

		// The panel's chunk is not fetched before the sidebar opens.
		const chunks: string[] = [];
		page.on( 'request', ( request ) => {
			if ( request.url().includes( '/build/editor-schema.js' ) ) {
				chunks.push( request.url() );
			}
		} );
		await admin.editPost( post.id );
		await editor.openDocumentSettingsSidebar();
		await expect(
			sidebar( page ).getByRole( 'button', {
				name: 'Sightline SEO',
				exact: true,
			} )
		).toBeVisible();
		expect( chunks ).toHaveLength( 0 );
		await openSightlineSidebar( page, editor );
		const panel = sidebar( page );
		await click( panel, 'Schema' );
		await expect(
			panel.getByRole( 'button', { name: 'Add structured data' } )
		).toBeVisible();
		expect( chunks ).toHaveLength( 1 );

		// The picker groups and searches the offered types.
		await click( panel, 'Add structured data' );
		await expect(
			panel.getByRole( 'group', { name: 'Local businesses' } )
		).toContainText( 'Restaurant' );
		await panel
			.getByRole( 'searchbox', { name: 'Search types' } )
			.fill( 'cafe' );
		await expect(
			panel.getByRole( 'button', { name: 'Add Café or coffee shop' } )
		).toBeVisible();
		await expect(
			panel.getByRole( 'button', { name: 'Add Product', exact: true } )
		).toHaveCount( 0 );
		await click( panel, 'Cancel' );

		// Product: its image from the media library, one offer.
		const product = await addType( panel, 'Product', 'product' );
		await expect(
			product.getByText( 'Missing required property: image.' )
		).toBeVisible();
		await expect(
			product.getByText( 'Missing required property: offers.' )
		).toBeVisible();
		await expect( field( product, 'Name (required)' ) ).toHaveAttribute(
			'placeholder',
			'%title%'
		);
		await click( product, 'Add to Image (required)' );
		await click(
			product,
			'Choose from the media library: Image (required), item 1'
		);
		const modal = page.locator( '.media-modal' );
		await modal.getByRole( 'tab', { name: 'Media Library' } ).click();
		await modal.locator( `li.attachment[data-id="${ image.id }"]` ).click();
		await modal
			.getByRole( 'button', { name: 'Select', exact: true } )
			.click();
		await expect(
			field( product, 'Image (required), item 1' )
		).toHaveValue( image.source_url );
		await click( product, 'Add Offer' );
		const offer = group( product, 'Offer 1' );
		await field( offer, 'Price (required)' ).fill( '24.50' );
		await field( offer, 'Currency (recommended)' ).fill( 'EUR' );
		await offer
			.getByRole( 'combobox', { name: 'Availability (recommended)' } )
			.selectOption( { label: 'In stock' } );
		await field( product, 'SKU (recommended)' ).fill( 'TART-01' );
		await expectNoError( product );
		await expect(
			product.getByText( 'Missing recommended property: brand.' )
		).toBeVisible();

		// Recipe: image by address, ingredients, one step.
		const recipe = await addType( panel, 'Recipe', 'recipe' );
		await click( recipe, 'Add to Image (required)' );
		await field( recipe, 'Image (required), item 1' ).fill(
			image.source_url
		);
		await click( recipe, 'Add to Ingredients (recommended)' );
		await field( recipe, 'Ingredients (recommended), item 1' ).fill(
			'3 lemons'
		);
		await click( recipe, 'Add to Ingredients (recommended)' );
		await field( recipe, 'Ingredients (recommended), item 2' ).fill(
			'200 g sugar'
		);
		await field( recipe, 'Prep time (recommended)' ).fill( '1h 15m' );
		await click( recipe, 'Add Step' );
		await field( group( recipe, 'Step 1' ), 'Text (required)' ).fill(
			'Bake the shell blind for 15 minutes.'
		);
		await expectNoError( recipe );

		// Event: start, and a place with an address.
		const event = await addType( panel, 'Event', 'event' );
		await expect(
			event.getByText( 'Missing required property: startDate.' )
		).toBeVisible();
		await event
			.getByLabel( 'Start date (required)', { exact: true } )
			.fill( '2026-09-12T10:00' );
		const location = group( event, 'Location (required)' );
		const venue = group( location, 'Address (required)' );
		await field( venue, 'Street address (recommended)' ).fill(
			'1 Market Square'
		);
		await field( venue, 'City (recommended)' ).fill( 'Lyon' );
		await field( location, 'Name (recommended)' ).fill( 'Old market hall' );
		await expectNoError( event );

		// Local business: its address and telephone.
		const business = await addType(
			panel,
			'Local business',
			'local business'
		);
		const address = group( business, 'Address (required)' );
		await field( address, 'Street address (recommended)' ).fill(
			'5 Rue des Fleurs'
		);
		await field( address, 'City (recommended)' ).fill( 'Lyon' );
		await field( address, 'Country (recommended)' ).fill( 'FR' );
		await field( business, 'Telephone (recommended)' ).fill(
			'+33 4 00 00 00 00'
		);
		await expectNoError( business );

		// FAQ page: two questions with their answers.
		const faq = await addType( panel, 'FAQ page', 'faq' );
		await expect(
			faq.getByText( 'Missing required property: mainEntity.' )
		).toBeVisible();
		for ( const [ index, question, answer ] of [
			[ 1, 'Is the tart gluten free?', 'No, the shell is wheat pastry.' ],
			[ 2, 'Can I order one?', 'Yes, at the stall until noon.' ],
		] as const ) {
			await click( faq, 'Add Question' );
			const item = group( faq, `Question ${ index }` );
			await field( item, 'Question (required)' ).fill( question );
			await field(
				group( item, 'Answer (required)' ),
				'Answer text (required)'
			).fill( answer );
		}
		await expectNoError( faq );

		// Video: a thumbnail and its upload date.
		const video = await addType( panel, 'Video', 'video' );
		await click( video, 'Add to Thumbnail URL (required)' );
		await field( video, 'Thumbnail URL (required), item 1' ).fill(
			image.source_url
		);
		await video
			.getByLabel( 'Upload date (required)', { exact: true } )
			.fill( '2026-05-01T09:30' );
		await field( video, 'Embed URL (recommended)' ).fill(
			`${ site }/embed/tart`
		);
		await expectNoError( video );

		await expectNoSeriousA11yViolations( page, '.sightline-schema' );

		const cards = [ product, recipe, event, business, faq, video ];
		const previews: JsonNode[] = [];
		for ( const card of cards ) {
			previews.push( await previewNode( card ) );
		}
		expect( previews.map( ( node ) => node[ '@type' ] ) ).toEqual( [
			'Product',
			'Recipe',
			'Event',
			'LocalBusiness',
			'FAQPage',
			'VideoObject',
		] );
		expect( previews[ 0 ].name ).toBe( 'Lemon tart at the harvest fair' );
		expect( previews[ 4 ].mainEntity ).toEqual( [
			{
				'@type': 'Question',
				name: 'Is the tart gluten free?',
				acceptedAnswer: {
					'@type': 'Answer',
					text: 'No, the shell is wheat pastry.',
				},
			},
			{
				'@type': 'Question',
				name: 'Can I order one?',
				acceptedAnswer: {
					'@type': 'Answer',
					text: 'Yes, at the stall until noon.',
				},
			},
		] );

		// Saved with the post by the editor's own Publish.
		const beforePublish = Date.now() - 1000;
		await editor.publishPost();
		const afterPublish = Date.now() + 1000;
		const saved = ( await requestUtils.rest( {
			path: `/wp/v2/posts/${ post.id }`,
			params: { context: 'edit' },
		} ) ) as RestPost;
		const stored = saved.meta._sightline_structured_data as Array< {
			type: string;
			id: string;
		} >;
		expect( stored.map( ( item ) => item.id ) ).toEqual( [
			'product',
			'recipe',
			'event',
			'localbusiness',
			'faqpage',
			'videoobject',
		] );

		// The page prints the nodes the previews showed.
		await page.goto( saved.link );
		const printed = JSON.parse(
			( await page
				.locator( 'script.sightline-schema-graph' )
				.textContent() ) ?? '{}'
		) as { '@graph': JsonNode[] };
		for ( const preview of previews ) {
			if ( preview[ '@type' ] === 'FAQPage' ) {
				// A page type is the page itself: the head's WebPage node takes its type and what the
				// head does not print (the questions); the page's SEO title and dates stay the head's.
				const webpage = printed[ '@graph' ].find( ( item ) =>
					String( item[ '@id' ] ).endsWith( '#webpage' )
				);
				expect( webpage?.[ '@type' ] ).toBe( 'FAQPage' );
				expect( webpage?.mainEntity ).toEqual( preview.mainEntity );
				// Its dates are the moments of publishing and saving (the head's, as %published%
				// and %modified% of a new post): the preview showed them as of its last render.
				for ( const key of [ 'datePublished', 'dateModified' ] ) {
					const at = Date.parse( String( webpage?.[ key ] ) );
					expect( at ).toBeGreaterThanOrEqual( beforePublish );
					expect( at ).toBeLessThanOrEqual( afterPublish );
					expect(
						Date.parse( String( preview[ key ] ) )
					).toBeLessThanOrEqual( at );
				}
				expect(
					printed[ '@graph' ].filter(
						( item ) => item[ '@id' ] === preview[ '@id' ]
					)
				).toHaveLength( 0 );
				continue;
			}
			const node = printed[ '@graph' ].find(
				( item ) => item[ '@id' ] === preview[ '@id' ]
			);
			expect( node ).toBeDefined();
			// An organization named like the site's is linked to the site's node by its @id.
			for ( const [ key, value ] of Object.entries( node ?? {} ) ) {
				const before = preview[ key ] as JsonNode | undefined;
				if (
					value &&
					typeof value === 'object' &&
					'@id' in value &&
					before &&
					! ( '@id' in before )
				) {
					expect( String( value[ '@id' ] ) ).toMatch(
						/#(organization|person)$/
					);
					delete ( value as JsonNode )[ '@id' ];
				}
			}
			expect( node ).toEqual( preview );
		}
		expect( previews[ 3 ].address ).toEqual( {
			'@type': 'PostalAddress',
			streetAddress: '5 Rue des Fleurs',
			addressLocality: 'Lyon',
			addressCountry: 'FR',
		} );
	} );

	test( 'a value the server refuses on save is reported with its message, naming the field', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		const post = ( await requestUtils.rest( {
			path: '/wp/v2/posts',
			method: 'POST',
			data: { title: 'Too long a description', status: 'draft' },
		} ) ) as RestPost;
		cleanup.push( () =>
			requestUtils.rest( {
				path: `/wp/v2/posts/${ post.id }`,
				method: 'DELETE',
				params: { force: true },
			} )
		);
		await admin.editPost( post.id );
		await openSightlineSidebar( page, editor );
		const panel = sidebar( page );
		await click( panel, 'Schema' );
		const product = await addType( panel, 'Product', 'product' );
		await product
			.getByRole( 'textbox', {
				name: 'Description (recommended)',
				exact: true,
			} )
			.fill( 'x'.repeat( 10001 ) );
		await page
			.getByRole( 'region', { name: 'Editor top bar' } )
			.getByRole( 'button', { name: 'Save draft' } )
			.click();
		await expect(
			panel.getByText(
				'The structured data was not saved: structured_data[0].values.description: The value is too long.'
			)
		).toBeVisible();
		const stored = ( await requestUtils.rest( {
			path: `/wp/v2/posts/${ post.id }`,
			params: { context: 'edit' },
		} ) ) as RestPost;
		expect( stored.meta._sightline_structured_data ).toEqual( [] );
	} );
} );
