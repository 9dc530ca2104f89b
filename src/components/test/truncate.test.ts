import { ELLIPSIS, textLength, truncate } from '../truncate';

describe( 'truncate', () => {
	it( 'keeps text at or under the limit unchanged', () => {
		expect( truncate( 'Short title', 60 ) ).toBe( 'Short title' );
		const exact = 'x'.repeat( 60 );
		expect( truncate( exact, 60 ) ).toBe( exact );
	} );

	it( 'cuts text over the limit and adds an ellipsis', () => {
		const long = 'a'.repeat( 61 );
		const out = truncate( long, 60 );
		expect( out.endsWith( ELLIPSIS ) ).toBe( true );
		expect( textLength( out ) ).toBe( 61 );
		expect( out.startsWith( 'a'.repeat( 60 ) ) ).toBe( true );
	} );

	it( 'prefers a nearby word boundary and drops trailing punctuation', () => {
		const text =
			'The quick brown fox jumps over the lazy dog, again and again.';
		const out = truncate( text, 50 );
		expect( out ).toBe(
			'The quick brown fox jumps over the lazy dog' + ELLIPSIS
		);
	} );

	it( 'counts an emoji as one character', () => {
		expect( textLength( '😀😀' ) ).toBe( 2 );
		expect( truncate( '😀'.repeat( 5 ), 3 ) ).toBe( '😀😀😀' + ELLIPSIS );
	} );
} );
