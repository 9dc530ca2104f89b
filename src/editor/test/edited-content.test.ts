/**
 * The edited content is what the editor would save (serialize() of the blocks; the editor's own answer
 * for a single block), and after a change only the changed block is serialised again.
 */
import * as blocksApi from '@wordpress/blocks';
import { createElement } from '@wordpress/element';

import { editedContent, serializeBlocks } from '../edited-content';

const { createBlock, registerBlockType, serialize } = blocksApi;

/** How many times a block's HTML was made: each serialisation of a block calls its save(). */
const saved = jest.fn();

beforeAll( () => {
	registerBlockType(
		{ name: 'test/text', title: 'Text', category: 'text' },
		{
			attributes: { content: { type: 'string' } },
			edit: () => null,
			save: ( { attributes }: { attributes: { content: string } } ) => {
				saved( attributes.content );
				return createElement( 'p', {}, attributes.content );
			},
		}
	);
} );

const text = ( content: string ) => createBlock( 'test/text', { content } );

describe( 'serializeBlocks', () => {
	it( 'gives what serialize() gives for the whole list', () => {
		const blocks = [
			text( 'One.' ),
			text( 'Two & three.' ),
			text( 'Four.' ),
		];
		expect( serializeBlocks( blocks ) ).toBe( serialize( blocks ) );
	} );

	it( 'serialises again only the block that changed', () => {
		const blocks = [ text( 'One.' ), text( 'Two.' ), text( 'Three.' ) ];
		serializeBlocks( blocks );
		saved.mockClear();
		// Typing makes a new object for the edited block; the others keep theirs.
		const edited = [ blocks[ 0 ], text( 'Two, edited.' ), blocks[ 2 ] ];
		const content = serializeBlocks( edited );
		expect( saved.mock.calls ).toEqual( [ [ 'Two, edited.' ] ] );
		expect( content ).toBe( serialize( edited ) );
		expect( content ).toContain( 'Two, edited.' );
	} );
} );

describe( 'editedContent', () => {
	it( 'serialises the blocks when the content is the editor’s function of them', () => {
		const blocks = [ text( 'One.' ), text( 'Two.' ) ];
		const fallback = jest.fn( () => 'fallback' );
		expect(
			editedContent( { content: () => 'unused', blocks }, fallback )
		).toBe( serialize( blocks ) );
		expect( fallback ).not.toHaveBeenCalled();
	} );

	it( 'asks the editor for a post of one block (its own rules apply there)', () => {
		const fallback = jest.fn( () => '' );
		expect(
			editedContent(
				{ content: () => 'unused', blocks: [ text( '' ) ] },
				fallback
			)
		).toBe( '' );
		expect( fallback ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'reads content edited as text (the code editor) as it is', () => {
		expect(
			editedContent(
				{ content: '<p>Typed HTML</p>', blocks: [] },
				() => 'fallback'
			)
		).toBe( '<p>Typed HTML</p>' );
	} );

	it( 'asks the editor for a record of another shape', () => {
		expect( editedContent( null, () => 'from the editor' ) ).toBe(
			'from the editor'
		);
	} );
} );
