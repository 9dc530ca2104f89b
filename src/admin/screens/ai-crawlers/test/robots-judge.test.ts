/**
 * An outside judge of the robots.txt the AI crawler policy serves: robots-parser (a robots.txt library
 * following Google's specification and RFC 9309, here through @wordpress/e2e-test-utils-playwright's
 * Lighthouse) reads the texts PHPUnit checks Crawler_Policy builds
 * (tests/fixtures/robots/merged-policies.json) and must reach the same verdict for every crawler.
 */
import robotsParser from 'robots-parser';

import fixture from '../../../../../tests/fixtures/robots/merged-policies.json';

describe( 'robots.txt with the AI crawler policy, read by robots-parser', () => {
	it.each( fixture.cases.map( ( item ) => [ item.name, item ] ) )(
		'%s',
		( _name, item ) => {
			const robots = robotsParser(
				'https://example.org/robots.txt',
				item.served
			);
			for ( const [ token, path, allowed ] of item.checks as Array<
				[ string, string, boolean ]
			> ) {
				expect( [
					token,
					path,
					robots.isAllowed( `https://example.org${ path }`, token ),
				] ).toEqual( [ token, path, allowed ] );
			}
		}
	);
} );
