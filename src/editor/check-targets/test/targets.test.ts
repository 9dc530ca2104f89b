/**
 * From a result to the block or field it is about: the readability facts (measured in the worker on
 * the content HTML) carry the text of the block each result points at; on the main thread that
 * text is found again among the editor's blocks, read by the same textBlocks().
 */
import { registerBlockType } from '@wordpress/blocks';
import { createElement } from '@wordpress/element';

import { readabilityFacts } from '../../../checks/readability';
import {
	findBlockOfText,
	findBlockOfType,
	findImageBlock,
	type BlockNode,
} from '../find-block';
import { blockOfTarget } from '../go-to';
import { targetOf } from '../targets';

/** A block whose saved HTML is its `html` attribute, with its inner blocks' after it. */
const node = (
	clientId: string,
	html: string,
	innerBlocks: BlockNode[] = [],
	name = 'test/html',
	attributes: Record< string, unknown > = {}
): BlockNode => ( {
	clientId,
	name,
	attributes: { html, ...attributes },
	innerBlocks,
} );

const htmlOf = ( block: BlockNode ): string =>
	String( block.attributes.html ) +
	block.innerBlocks.map( htmlOf ).join( '' );

/** The post content the editor would hand the worker: every block's HTML, in order. */
const contentOf = ( blocks: BlockNode[] ): string =>
	blocks.map( htmlOf ).join( '\n\n' );

const sentence = 'The cat sat on the mat and looked at the birds outside. ';
const LONG = `<p>${ sentence.repeat( 16 ).trim() }</p>`; // 192 words

const BLOCKS: BlockNode[] = [
	node( 'heading', '<h2>Pets</h2>', [], 'core/heading' ),
	node(
		'intro',
		'<p>A short <strong>first</strong> paragraph.</p>',
		[],
		'core/paragraph'
	),
	node( 'group', '', [
		node( 'short', '<p>Cats &amp; dogs.</p>', [], 'core/paragraph' ),
		node( 'long', LONG, [], 'core/paragraph' ),
	] ),
	node(
		'image-with-alt',
		'<figure><img src="a.jpg" alt="A cat"></figure>',
		[],
		'core/image',
		{ alt: 'A cat' }
	),
	node(
		'passive',
		'<p>The mat was cleaned by the cat.</p>',
		[],
		'core/paragraph'
	),
	node(
		'image-without-alt',
		'<figure><img src="b.jpg" alt=""></figure>',
		[],
		'core/image',
		{ alt: '  ' }
	),
];

describe( 'targetOf', () => {
	it( 'points a readability result at the text its facts located', () => {
		expect(
			targetOf( 'paragraph_length', { paragraph_length: 'Some text.' } )
		).toEqual( { kind: 'text', text: 'Some text.' } );
	} );

	it( 'points field results at their field of the sidebar, the slug at the post link', () => {
		expect( targetOf( 'search_engine_title' ) ).toEqual( {
			kind: 'field',
			field: 'title',
		} );
		expect( targetOf( 'keyphrase_description' ) ).toEqual( {
			kind: 'field',
			field: 'description',
		} );
		expect( targetOf( 'keyphrase_length' ) ).toEqual( {
			kind: 'field',
			field: 'focus_keyword',
		} );
		expect( targetOf( 'keyword_in_url' ) ).toEqual( { kind: 'slug' } );
		expect( targetOf( 'image_alt_text' ) ).toEqual( {
			kind: 'image',
			withoutAlt: true,
		} );
	} );

	it( 'has no target for a result about the page as a whole', () => {
		expect( targetOf( 'reading_ease' ) ).toBeNull();
		expect( targetOf( 'transition_words' ) ).toBeNull();
		// A readability result whose facts located nothing (no long sentence).
		expect( targetOf( 'sentence_length', {} ) ).toBeNull();
	} );
} );

describe( 'from the facts of the worker to a block', () => {
	const facts = readabilityFacts( {
		content: contentOf( BLOCKS ),
		language: 'en_US',
	} );

	it( 'finds the longest paragraph, inside a group, by the text the facts carry', () => {
		expect( facts.longestParagraph ).toBe( 192 );
		const target = targetOf( 'paragraph_length', facts.locators );
		expect( target ).toEqual( {
			kind: 'text',
			text: expect.stringMatching( /^The cat sat/ ),
		} );
		expect(
			findBlockOfText(
				BLOCKS,
				( target as { text: string } ).text,
				htmlOf
			)
		).toBe( 'long' );
	} );

	it( 'finds the first passive sentence’s block and the first block of the longest section', () => {
		expect( facts.passiveSentences ).toBe( 1 );
		expect(
			findBlockOfText( BLOCKS, facts.locators.passive_voice!, htmlOf )
		).toBe( 'passive' );
		// The only section starts after the heading, at the intro (inline markup read as text).
		expect( facts.locators.subheading_distribution ).toBe(
			'A short first paragraph.'
		);
		expect(
			findBlockOfText(
				BLOCKS,
				facts.locators.subheading_distribution!,
				htmlOf
			)
		).toBe( 'intro' );
	} );

	it( 'reads entities as the worker does', () => {
		expect( findBlockOfText( BLOCKS, 'Cats & dogs.', htmlOf ) ).toBe(
			'short'
		);
	} );

	it( 'finds nothing for a text no block holds any more', () => {
		expect( findBlockOfText( BLOCKS, 'Gone.', htmlOf ) ).toBeNull();
	} );
} );

describe( 'blocks by kind', () => {
	it( 'finds the first image, and the first without alt text', () => {
		expect( findImageBlock( BLOCKS, false ) ).toBe( 'image-with-alt' );
		expect( findImageBlock( BLOCKS, true ) ).toBe( 'image-without-alt' );
	} );

	it( 'finds the first block of a type, inner blocks included', () => {
		expect( findBlockOfType( BLOCKS, 'core/heading' ) ).toBe( 'heading' );
		expect( findBlockOfType( BLOCKS, 'core/list' ) ).toBeNull();
	} );
} );

describe( 'blockOfTarget with the blocks’ saved HTML', () => {
	beforeAll( () => {
		registerBlockType(
			{ name: 'test/paragraph', title: 'Paragraph', category: 'text' },
			{
				attributes: { content: { type: 'string' } },
				edit: () => null,
				save: ( { attributes }: { attributes: { content: string } } ) =>
					createElement( 'p', {}, attributes.content ),
			}
		);
	} );

	it( 'serialises each block as the editor saves it and finds the one holding the text', () => {
		const blocks: BlockNode[] = [
			{
				clientId: 'one',
				name: 'test/paragraph',
				attributes: { content: 'First paragraph.' },
				innerBlocks: [],
				isValid: true,
			},
			{
				clientId: 'two',
				name: 'test/paragraph',
				attributes: { content: 'Second paragraph.' },
				innerBlocks: [],
				isValid: true,
			},
		];
		expect(
			blockOfTarget( blocks, { kind: 'text', text: 'Second paragraph.' } )
		).toBe( 'two' );
	} );
} );
