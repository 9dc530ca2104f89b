/**
 * The page checks give exactly the results of the fixtures shared with PHP
 * (tests/fixtures/page-checks/cases.json; PHPUnit runs the same file against
 * Sightline\Checks\Page\Page_Checks), so a rule that drifts in either language fails CI.
 */
import fixtures from '../../../tests/fixtures/page-checks/cases.json';
import ruleSet from '../../../includes/checks/page/page-checks.json';
import {
	pageContentFacts,
	runPageChecks,
	type CheckContext,
	type PageCheckInput,
} from '..';

interface Case {
	name: string;
	input: PageCheckInput;
	context: CheckContext;
	expected: unknown[];
}

describe( 'page checks against the fixtures shared with PHP', () => {
	it.each( ( fixtures.cases as Case[] ).map( ( c ) => [ c.name, c ] ) )(
		'%s',
		( _name, c ) => {
			expect( runPageChecks( c.input, c.context ) ).toEqual( c.expected );
		}
	);

	// The editor reads the content in a worker and hands the rules its facts: the same results.
	it.each( ( fixtures.cases as Case[] ).map( ( c ) => [ c.name, c ] ) )(
		'%s, with the content read beforehand',
		( _name, c ) => {
			const facts = pageContentFacts(
				c.input.content,
				c.input.focusKeyword
			);
			expect(
				runPageChecks(
					{ ...c.input, content: 'never read' },
					c.context,
					facts
				)
			).toEqual( c.expected );
		}
	);

	it( 'covers every rule of the shared rule set', () => {
		const seen = new Set< string >();
		for ( const c of fixtures.cases as Case[] ) {
			for ( const result of c.expected as Array< {
				id: string;
				status: string;
			} > ) {
				seen.add( result.id );
			}
		}
		expect( [ ...seen ].sort() ).toEqual(
			[ ...ruleSet.page, ...ruleSet.keyword, ruleSet.no_keyword ].sort()
		);
	} );
} );
