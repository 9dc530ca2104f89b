/**
 * Readability against the fixtures shared with PHP (tests/fixtures/readability/cases.json;
 * PHPUnit runs the same file against Sightline\Checks\Readability): texts counted by hand give
 * the counts and the score of their language's published formula, words split by a dictionary
 * give their syllables, and the checks give exactly the results written down.
 */
import fixtures from '../../../../tests/fixtures/readability/cases.json';
import ruleSet from '../../../../includes/checks/readability/languages.json';
import {
	countSyllables,
	countText,
	hasTransition,
	isPassive,
	passiveRule,
	readingEase,
	runReadabilityChecks,
	sentencesOf,
	syllableRules,
	textBlocks,
	transitionRule,
} from '..';

describe( 'reading ease of texts counted by hand', () => {
	it.each( fixtures.reading_ease.map( ( c ) => [ c.name, c ] ) )(
		'%s',
		( _name, c ) => {
			const body = textBlocks( c.content ).flatMap(
				( block ) => block.sentences
			);
			const counts = countText( body, c.language );
			if ( 'lix' === c.formula ) {
				// LIX counts letters, not syllables.
				expect( { ...counts, syllables: 0 } ).toEqual( c.counts );
			} else {
				expect( counts ).toEqual( c.counts );
			}
			expect( readingEase( body, c.language ) ).toMatchObject( {
				formula: c.formula,
				score: c.score,
			} );
		}
	);

	it( 'has a text for every language with a formula', () => {
		const withFormula = Object.entries( ruleSet.languages )
			.filter( ( [ , language ] ) => language.formula )
			.map( ( [ code ] ) => code )
			.sort();
		expect(
			[
				...new Set( fixtures.reading_ease.map( ( c ) => c.language ) ),
			].sort()
		).toEqual( withFormula );
	} );
} );

describe( 'syllables of words as a dictionary splits them', () => {
	it.each(
		fixtures.syllables.map( ( c ) => [ c.language, c.word, c.syllables ] )
	)( '%s %s: %d', ( language, word, syllables ) => {
		const rules = syllableRules( language as string );
		expect( rules ).not.toBeNull();
		expect( countSyllables( word as string, rules! ) ).toBe( syllables );
	} );
} );

describe( 'passive voice and transition words of single sentences', () => {
	it.each(
		fixtures.sentence_forms.map( ( c ) => [ c.language, c.sentence, c ] )
	)( '%s: %s', ( _language, _sentence, c ) => {
		const [ sentence ] = sentencesOf( c.sentence );
		const passive = passiveRule( c.language );
		const transitions = transitionRule( c.language );
		expect( passive ? isPassive( sentence, passive ) : null ).toBe(
			c.passive
		);
		expect(
			transitions ? hasTransition( sentence, transitions ) : null
		).toBe( c.transition );
	} );
} );

describe( 'readability checks', () => {
	it.each( fixtures.checks.map( ( c ) => [ c.name, c ] ) )(
		'%s',
		( _name, c ) => {
			expect( runReadabilityChecks( c.input, c.ignored ) ).toEqual(
				c.expected
			);
		}
	);
} );
