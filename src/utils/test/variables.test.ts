import variablesJson from '../../../includes/settings/variables.json';
import {
	VARIABLES,
	mentionAt,
	sampleValues,
	suggestVariables,
} from '../variables';
import { resolveTemplate, unknownTokens } from '../../resolution';

describe( 'variables', () => {
	it( 'reads the shared catalogue', () => {
		expect( VARIABLES.map( ( v ) => v.token ) ).toEqual(
			variablesJson.variables.map( ( v ) => v.token )
		);
	} );

	it( 'previews every catalogue token with a sample value', () => {
		const values = sampleValues( {
			siteName: 'My Site',
			tagline: 'Just testing',
			homeUrl: 'https://example.org/',
			separator: '-',
		} );
		// %page% is empty on a first page, as on the site.
		const blank = VARIABLES.map( ( v ) => v.token ).filter(
			( token ) =>
				// The page numbers are empty on a first page, which the previews show.
				token !== 'page' &&
				token !== 'paged' &&
				token !== 'pagenumber_paged' &&
				! values[ token ]
		);
		expect( blank ).toEqual( [] );
		expect(
			resolveTemplate( '%parent_title% %separator% %permalink%', values )
		).toBe( 'Sample Parent Page - https://example.org/sample-post/' );
	} );

	it( 'resolves tokens and strips unknown or empty ones', () => {
		const values = { title: 'Hello', site_name: 'My Site', separator: '-' };
		expect(
			resolveTemplate( '%title% %separator% %site_name%', values )
		).toBe( 'Hello - My Site' );
		expect(
			resolveTemplate( '%title% %bogus% %separator% %site_name%', values )
		).toBe( 'Hello - My Site' );
		// An empty value at the edge leaves no dangling separator.
		expect(
			resolveTemplate( '%excerpt% %separator% %site_name%', values )
		).toBe( 'My Site' );
		// Tokens are case-sensitive, as on the page: %TITLE% is unknown and dropped.
		expect( resolveTemplate( '%TITLE%', values ) ).toBe( '' );
	} );

	it( 'finds unknown tokens once each', () => {
		expect( unknownTokens( '%title% %foo% %foo% %bar_baz%' ) ).toEqual( [
			'foo',
			'bar_baz',
		] );
		expect( unknownTokens( '%title% 100% sure' ) ).toEqual( [] );
	} );

	it( 'suggests by token or label, prefix matches first', () => {
		expect(
			suggestVariables( 'site' )
				.map( ( v ) => v.token )
				.slice( 0, 2 )
		).toEqual( [ 'site_name', 'site_url' ] );
		expect( suggestVariables( 'year' ).map( ( v ) => v.token ) ).toContain(
			'currentyear'
		);
		expect( suggestVariables( '' ) ).toHaveLength( 8 );
	} );

	it( 'detects an @mention only at a word start', () => {
		expect( mentionAt( 'Hi @ti', 6 ) ).toEqual( { start: 3, query: 'ti' } );
		expect( mentionAt( '@', 1 ) ).toEqual( { start: 0, query: '' } );
		expect( mentionAt( 'a@b', 3 ) ).toBeNull();
		expect( mentionAt( 'Hi @ti there', 12 ) ).toBeNull();
	} );
} );
