/**
 * What counts as the same request or the same call for the editor's shared results: the same values
 * field by field, lists item by item, whatever object holds them; and a call repeated with the same
 * values is answered from the call before it.
 */
import { lastCall, sameValues } from '../same-values';

describe( 'sameValues', () => {
	it( 'holds equal values in different objects to be the same', () => {
		expect(
			sameValues(
				{ content: 'a b', keyphrase: 'a', related: [ 'b', 'c' ] },
				{ content: 'a b', keyphrase: 'a', related: [ 'b', 'c' ] }
			)
		).toBe( true );
		expect( sameValues( [ 'a', 1 ], [ 'a', 1 ] ) ).toBe( true );
	} );

	it.each( [
		[
			{ content: 'a', keyphrase: 'x' },
			{ content: 'a', keyphrase: 'y' },
		],
		[
			{ content: 'a', related: [ 'b' ] },
			{ content: 'a', related: [ 'b', 'c' ] },
		],
		[
			{ content: 'a', related: [ 'b' ] },
			{ content: 'a', related: [ 'c' ] },
		],
		[ { content: 'a' }, { content: 'a', language: 'en' } ],
		[
			{ content: 'a', language: undefined },
			{ content: 'a', other: undefined },
		],
		[ { content: 'a' }, null ],
		[ [ 'a' ], { 0: 'a' } ],
		[ { nested: { a: 1 } }, { nested: { a: 1 } } ],
	] )( 'tells %j from %j', ( a, b ) => {
		expect( sameValues( a, b ) ).toBe( false );
	} );
} );

describe( 'lastCall', () => {
	it( 'computes once for calls with the same values, again when one changes', () => {
		const fn = jest.fn( ( text: string, options: { limit: number } ) =>
			text.slice( 0, options.limit )
		);
		const call = lastCall( fn );
		expect( call( 'abcdef', { limit: 3 } ) ).toBe( 'abc' );
		expect( call( 'abcdef', { limit: 3 } ) ).toBe( 'abc' );
		expect( fn ).toHaveBeenCalledTimes( 1 );
		expect( call( 'abcdef', { limit: 4 } ) ).toBe( 'abcd' );
		expect( call( 'abcdeg', { limit: 4 } ) ).toBe( 'abcd' );
		expect( fn ).toHaveBeenCalledTimes( 3 );
	} );
} );
