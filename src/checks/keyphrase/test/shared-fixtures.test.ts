/**
 * Keyphrase analysis against the fixtures shared with PHP (tests/fixtures/keyphrase/; PHPUnit runs
 * the same files against Sightline\Checks\Keyphrase): the stemming library gives each word the stem
 * written down for its language, and the checks give exactly the results written down.
 */
import stems from '../../../../tests/fixtures/keyphrase/stems.json';
import fixtures from '../../../../tests/fixtures/keyphrase/cases.json';
import ruleSet from '../../../../includes/checks/keyphrase/keyphrase.json';
import { keyphraseFacts, keyphrasesOf } from '../facts';
import { keyphraseResults } from '../rules';
import { algorithmOf, stemmerOf } from '../stem';

const languages = stems.languages as Record<
	string,
	{ algorithm: string | null; stems: Record< string, string > }
>;

describe( 'word forms', () => {
	it( 'covers every stemmed language and en, de, fr, es, it, nl, pt', () => {
		expect( Object.keys( languages ).sort() ).toEqual(
			expect.arrayContaining( [
				...Object.keys( ruleSet.stemmers ),
				'es',
				'nl',
			] )
		);
	} );

	it.each( Object.entries( languages ) )(
		'%s uses the algorithm of the rule set',
		( language, { algorithm } ) => {
			expect( algorithmOf( language ) ).toBe( algorithm );
		}
	);

	it.each(
		Object.entries( languages ).flatMap( ( [ language, { stems: s } ] ) =>
			Object.entries( s ).map( ( [ word, stem ] ) => [
				language,
				word,
				stem,
			] )
		)
	)( '%s %s → %s', ( language, word, stem ) => {
		expect( stemmerOf( language )( word ) ).toBe( stem );
	} );
} );

describe( 'keyphrase checks', () => {
	it.each( fixtures.cases.map( ( c ) => [ c.name, c ] ) )(
		'%s',
		( _name, c ) => {
			const facts = keyphraseFacts( c.input );
			expect( keyphraseResults( facts, c.uses, c.ignored ) ).toEqual(
				c.expected
			);
		}
	);

	it( 'keeps at most the rule set’s number of related keyphrases, without repeats', () => {
		const related = [ 'A', 'b', 'a ', 'c', 'd', 'e', 'f', 'g' ];
		expect( keyphrasesOf( ' B ', related ).related ).toEqual( [
			'A',
			'c',
			'd',
			'e',
			'f',
		] );
		expect( ruleSet.related_max ).toBe( 5 );
	} );
} );
