/**
 * The Links panel's pieces: the words sent with a suggestions request, the counts' result line (good
 * with an internal link, to improve without), and the inserted paragraph's HTML (escaped).
 */
import { countsResult } from '../counts-result';
import { linkParagraph } from '../insert';
import { MAX_WORDS, queryWords } from '../words';

describe( 'queryWords', () => {
	it( 'keeps words of three to forty letters, lower case, once each, keyphrase first', () => {
		expect(
			queryWords( 'Trail Running: a 2024 guide to trail shoes', 'Shoes' )
		).toEqual( [ 'shoes', 'trail', 'running', 'guide' ] );
	} );

	it( 'sends at most MAX_WORDS', () => {
		const title = Array.from(
			{ length: 30 },
			( _, i ) => `word${ String.fromCharCode( 97 + i ) }`
		).join( ' ' );
		expect( queryWords( title, '' ) ).toHaveLength( MAX_WORDS );
	} );
} );

describe( 'countsResult', () => {
	it( 'is good with an internal link and counts both kinds', () => {
		const result = countsResult( {
			internal: 3,
			outbound: 1,
			internalHrefs: [],
		} );
		expect( result.status ).toBe( 'success' );
		expect( result.message ).toBe( '3 internal links, 1 outbound link.' );
	} );

	it( 'is to improve without an internal link', () => {
		const result = countsResult( {
			internal: 0,
			outbound: 2,
			internalHrefs: [],
		} );
		expect( result.status ).toBe( 'warning' );
		expect( result.message ).toBe( '0 internal links, 2 outbound links.' );
	} );
} );

describe( 'linkParagraph', () => {
	it( 'escapes the title and the address', () => {
		expect(
			linkParagraph( 'https://x.test/?a=1&b="2"', 'Tips <& tricks>' )
		).toBe(
			'<a href="https://x.test/?a=1&amp;b=&quot;2&quot;">Tips &lt;&amp; tricks&gt;</a>'
		);
	} );
} );
