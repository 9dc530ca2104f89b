/**
 * Syllables of a word in a language, counted from the letters alone: each run of vowels is one
 * syllable, plus one for each pair of its vowels the language pronounces apart (hiatus), less one
 * for a silent ending. The letters and patterns per language are the shared rule set
 * (includes/checks/readability/languages.json), read the same way by the PHP twin.
 */
import ruleSet from '../../../includes/checks/readability/languages.json';

export interface SyllableRules {
	vowels: string;
	hiatus: string;
	silent: readonly string[];
}

interface Compiled {
	vowelRun: RegExp;
	hiatus: RegExp | null;
	silent: RegExp[];
}

const compiled = new Map< SyllableRules, Compiled >();

function compile( rules: SyllableRules ): Compiled {
	let found = compiled.get( rules );
	if ( ! found ) {
		found = {
			vowelRun: new RegExp( `[${ rules.vowels }]+`, 'gu' ),
			hiatus: rules.hiatus ? new RegExp( rules.hiatus, 'u' ) : null,
			silent: rules.silent.map(
				( pattern ) => new RegExp( pattern, 'u' )
			),
		};
		compiled.set( rules, found );
	}
	return found;
}

/** The syllable rules of a language of the rule set, or null when it has none. */
export function syllableRules( language: string ): SyllableRules | null {
	const languages: Record< string, SyllableRules > = ruleSet.languages;
	return languages[ language ] ?? null;
}

/** Syllables of one word (at least one: a word of digits or consonants is still said). */
export function countSyllables( word: string, rules: SyllableRules ): number {
	const { vowelRun, hiatus, silent } = compile( rules );
	const lower = word.toLowerCase();
	let count = 0;
	for ( const [ run ] of lower.matchAll( vowelRun ) ) {
		count++;
		if ( hiatus ) {
			const letters = Array.from( run );
			for ( let i = 0; i + 1 < letters.length; i++ ) {
				if ( hiatus.test( letters[ i ] + letters[ i + 1 ] ) ) {
					count++;
				}
			}
		}
	}
	if ( count > 1 && silent.some( ( pattern ) => pattern.test( lower ) ) ) {
		count--;
	}
	return Math.max( 1, count );
}
