/**
 * The FAQ block in the block editor: inserted, two questions typed in place, published, opened again
 * without a validation error; the post's page prints them as its FAQ (the WebPage is a FAQPage whose mainEntity lists the two Question nodes)
 * and shows them as headings with their answers.
 */
import { test, expect } from '../fixtures';
import { deletePosts } from '../utils/posts';

interface GraphNode {
	'@type': string | string[];
	'@id'?: string;
	name?: string;
	mainEntity?: Array< { '@id': string } >;
	acceptedAnswer?: { text: string };
}

test.describe( 'structured-data blocks', () => {
	// The block editor takes its time to load and save on the shared machine (as in editor.spec.ts).
	test.describe.configure( { timeout: 240_000 } );
	const posts: number[] = [];

	test.afterAll( ( { requestUtils } ) => deletePosts( requestUtils, posts ) );

	test( 'an FAQ block with two questions gives the page its FAQPage graph', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		const post = ( await requestUtils.rest( {
			path: '/wp/v2/posts',
			method: 'POST',
			data: { title: 'Owl questions', status: 'draft' },
		} ) ) as { id: number };
		posts.push( post.id );
		await admin.editPost( post.id );

		await editor.insertBlock( { name: 'sightline/faq' } );
		await editor.canvas
			.getByRole( 'textbox', { name: 'Question 1' } )
			.fill( 'Do owls sleep by day?' );
		await editor.canvas
			.getByRole( 'textbox', { name: 'Answer 1' } )
			.fill( 'Most do: they hunt at night.' );
		await editor.canvas
			.getByRole( 'button', { name: 'Add question' } )
			.click();
		await editor.canvas
			.getByRole( 'textbox', { name: 'Question 2' } )
			.fill( 'Can owls turn their heads all the way round?' );
		await editor.canvas
			.getByRole( 'textbox', { name: 'Answer 2' } )
			.fill( 'Up to 270 degrees.' );
		await editor.publishPost();

		const saved = ( await requestUtils.rest( {
			path: `/wp/v2/posts/${ post.id }`,
			params: { context: 'edit' },
		} ) ) as { link: string; content: { raw: string } };
		expect( saved.content.raw ).toContain( '<!-- wp:sightline/faq' );

		// The saved HTML is what the block saves: the editor opens it again without a validation error.
		await page.reload();
		await expect(
			editor.canvas.getByRole( 'textbox', { name: 'Answer 2' } )
		).toHaveText( 'Up to 270 degrees.' );
		await expect(
			editor.canvas.getByText( 'unexpected or invalid content' )
		).toHaveCount( 0 );

		await page.goto( saved.link );
		await expect(
			page.getByRole( 'heading', { name: 'Do owls sleep by day?' } )
		).toBeVisible();
		await expect( page.getByText( 'Up to 270 degrees.' ) ).toBeVisible();

		const scripts = page.locator( 'script.sightline-schema-graph' );
		await expect( scripts ).toHaveCount( 1 );
		const nodes = (
			JSON.parse( ( await scripts.textContent() ) ?? '{}' ) as {
				'@graph': GraphNode[];
			}
		 )[ '@graph' ];
		const webpage = nodes.find( ( node ) =>
			( node[ '@id' ] ?? '' ).endsWith( '#webpage' )
		);
		expect( webpage?.[ '@type' ] ).toEqual( [ 'WebPage', 'FAQPage' ] );
		const questions = nodes.filter(
			( node ) => node[ '@type' ] === 'Question'
		);
		expect( questions.map( ( node ) => node.name ) ).toEqual( [
			'Do owls sleep by day?',
			'Can owls turn their heads all the way round?',
		] );
		expect( questions[ 1 ].acceptedAnswer?.text ).toBe(
			'Up to 270 degrees.'
		);
		expect( webpage?.mainEntity ).toEqual(
			questions.map( ( node ) => ( { '@id': node[ '@id' ] } ) )
		);
	} );
} );
