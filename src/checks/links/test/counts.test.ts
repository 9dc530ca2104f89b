/**
 * The link counts give exactly the results of the fixtures shared with PHP
 * (tests/fixtures/links/counts.json; PHPUnit runs the same file against
 * Sightline\Checks\Links\Link_Counts), so the two counts cannot drift apart.
 */
import fixtures from '../../../../tests/fixtures/links/counts.json';
import { linkCounts } from '../counts';

interface Case {
	name: string;
	homeUrl: string;
	html: string;
	expected: { internal: number; outbound: number; internalHrefs: string[] };
}

describe( 'link counts against the fixtures shared with PHP', () => {
	it.each( ( fixtures.cases as Case[] ).map( ( c ) => [ c.name, c ] ) )(
		'%s',
		( _name, c ) => {
			expect( linkCounts( c.html, c.homeUrl ) ).toEqual( c.expected );
		}
	);
} );
