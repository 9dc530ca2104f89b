/**
 * The score rule gives exactly the answers of the fixtures shared with PHP
 * (tests/fixtures/scores/cases.json, also run by tests/php/Checks/ScoreRuleTest.php).
 */
import fixtures from '../../../../tests/fixtures/scores/cases.json';
import { bandOf, scoreOf, type ScoredCheck } from '..';

interface Case {
	name: string;
	checks: ScoredCheck[];
	score: number | null;
	band: string | null;
}

describe( 'the score rule against the fixtures shared with PHP', () => {
	it.each( ( fixtures.cases as Case[] ).map( ( c ) => [ c.name, c ] ) )(
		'%s',
		( _name, c ) => {
			const score = scoreOf( c.checks );
			expect( score ).toBe( c.score );
			expect( bandOf( score ) ).toBe( c.band );
		}
	);
} );
