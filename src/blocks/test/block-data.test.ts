/**
 * The FAQ and How-to blocks' data logic: list edits (add, move, remove, change), the questions and
 * steps the saved page shows, the total time as the ISO 8601 duration the structured data reads (the
 * form PHP gives Yoast's and Rank Math's durations), and the cost as saved.
 */
import {
	insertAfter,
	linesToItems,
	move,
	newId,
	removeAt,
	update,
} from '../shared/list';
import { emptyQuestion, hasText, shownQuestions } from '../faq/questions';
import {
	durationText,
	isoDuration,
	partsOf,
	wholeNumber,
} from '../how-to/duration';
import {
	costValue,
	currencyCode,
	defaultLabels,
	emptyStep,
} from '../how-to/steps';

describe( 'list edits', () => {
	const list = [ 'a', 'b', 'c' ];

	it( 'inserts after an item, or at the end', () => {
		expect( insertAfter( list, 0, 'x' ) ).toEqual( [ 'a', 'x', 'b', 'c' ] );
		expect( insertAfter( list, -1, 'x' ) ).toEqual( [
			'a',
			'b',
			'c',
			'x',
		] );
		expect( insertAfter( [], -1, 'x' ) ).toEqual( [ 'x' ] );
	} );

	it( 'moves up and down, and not past either end', () => {
		expect( move( list, 1, -1 ) ).toEqual( [ 'b', 'a', 'c' ] );
		expect( move( list, 1, 1 ) ).toEqual( [ 'a', 'c', 'b' ] );
		expect( move( list, 0, -1 ) ).toEqual( list );
		expect( move( list, 2, 1 ) ).toEqual( list );
	} );

	it( 'removes and changes one item without touching the list it was given', () => {
		const items = [ { q: 'one' }, { q: 'two' } ];
		expect( removeAt( items, 0 ) ).toEqual( [ { q: 'two' } ] );
		expect( update( items, 1, { q: 'zwei' } ) ).toEqual( [
			{ q: 'one' },
			{ q: 'zwei' },
		] );
		expect( items ).toEqual( [ { q: 'one' }, { q: 'two' } ] );
	} );

	it( 'gives new items ids of their own', () => {
		expect( newId( 'faq', () => 0.123456789 ) ).toMatch(
			/^faq-[a-z0-9]{1,8}$/
		);
		const ids = new Set(
			Array.from( { length: 50 }, () => emptyQuestion().id )
		);
		expect( ids.size ).toBe( 50 );
		expect( emptyStep().id ).toMatch( /^step-/ );
	} );

	it( 'reads a text area one item a line', () => {
		expect( linesToItems( '2 lemons\n\n  Loaf tin \n' ) ).toEqual( [
			'2 lemons',
			'Loaf tin',
		] );
	} );
} );

describe( 'FAQ questions', () => {
	it( 'shows questions with a question or an answer, not empty ones', () => {
		const questions = [
			{ id: 'a', question: 'Why?', answer: '' },
			{ id: 'b', question: '<strong> </strong>', answer: '&nbsp;' },
			{ id: 'c', question: '', answer: 'Because.' },
		];
		expect(
			shownQuestions( questions ).map( ( item ) => item.id )
		).toEqual( [ 'a', 'c' ] );
		expect( hasText( '<br>' ) ).toBe( false );
		expect( hasText( '<em>x</em>' ) ).toBe( true );
	} );
} );

describe( 'how-to total time', () => {
	it( 'saves days, hours and minutes as an ISO 8601 duration, carried over', () => {
		expect( isoDuration( { days: 0, hours: 1, minutes: 30 } ) ).toBe(
			'PT1H30M'
		);
		expect( isoDuration( { days: 0, hours: 0, minutes: 90 } ) ).toBe(
			'PT1H30M'
		);
		expect( isoDuration( { days: 1, hours: 0, minutes: 0 } ) ).toBe(
			'P1D'
		);
		expect( isoDuration( { days: 2, hours: 3, minutes: 0 } ) ).toBe(
			'P2DT3H'
		);
		expect( isoDuration( { days: 0, hours: 0, minutes: 0 } ) ).toBe( '' );
	} );

	it( 'reads a saved duration back into its parts', () => {
		expect( partsOf( 'P2DT3H15M' ) ).toEqual( {
			days: 2,
			hours: 3,
			minutes: 15,
		} );
		expect( partsOf( 'PT45M' ) ).toEqual( {
			days: 0,
			hours: 0,
			minutes: 45,
		} );
		expect( partsOf( '' ) ).toEqual( { days: 0, hours: 0, minutes: 0 } );
		expect( partsOf( 'soon' ) ).toEqual( {
			days: 0,
			hours: 0,
			minutes: 0,
		} );
	} );

	it( 'takes whole numbers as typed', () => {
		expect( wholeNumber( '12' ) ).toBe( 12 );
		expect( wholeNumber( '-3' ) ).toBe( 0 );
		expect( wholeNumber( '' ) ).toBe( 0 );
	} );

	it( 'says the duration in words', () => {
		expect( durationText( 'P1DT2H1M' ) ).toBe( '1 day, 2 hours, 1 minute' );
		expect( durationText( 'PT30M' ) ).toBe( '30 minutes' );
		expect( durationText( '' ) ).toBe( '' );
	} );
} );

describe( 'how-to cost and words', () => {
	it( 'keeps a decimal cost and a three-letter currency, nothing else', () => {
		expect( costValue( ' 6,50 ' ) ).toBe( '6.50' );
		expect( costValue( 'about six' ) ).toBe( '' );
		expect( currencyCode( 'gbp' ) ).toBe( 'GBP' );
		expect( currencyCode( 'pounds' ) ).toBe( '' );
	} );

	it( 'gives a new block its words to save', () => {
		expect( defaultLabels() ).toEqual( {
			time: 'Total time:',
			cost: 'Estimated cost:',
			supplies: 'Supplies',
			tools: 'Tools',
		} );
	} );
} );
