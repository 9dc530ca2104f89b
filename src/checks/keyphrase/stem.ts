/**
 * Word forms: the stem of a word by the Snowball algorithm of its language (keyphrase.json names one
 * per language, only where PHP has the same algorithm). A language without one matches words as
 * written, in lower case, on both sides. This module brings the stemming library: it is imported by
 * the keyphrase worker and by the on-demand fallback, never by the editor's first script.
 */
import ruleSet from '../../../includes/checks/keyphrase/keyphrase.json';
import { newStemmer } from 'snowball-stemmers';

export type Stem = ( word: string ) => string;

const made = new Map< string, Stem >();

const lower: Stem = ( word ) => word.toLowerCase();

/** Lower case, then the letters keyphrase.json folds for the language. */
function normalise( word: string, language: string ): string {
	const folds: Record< string, Record< string, string > > = ruleSet.fold;
	let out = word.toLowerCase();
	for ( const [ from, to ] of Object.entries( folds[ language ] ?? {} ) ) {
		out = out.split( from ).join( to );
	}
	return out;
}

/** The Snowball algorithm of a language ("de" → "german"), or null when none is used. */
export function algorithmOf( language: string ): string | null {
	const stemmers: Record< string, string > = ruleSet.stemmers;
	return stemmers[ language ] ?? null;
}

/** The stem function of a language: lower case and folded, then the language's algorithm if it has one. */
export function stemmerOf( language: string ): Stem {
	const algorithm = algorithmOf( language );
	if ( ! algorithm ) {
		return lower;
	}
	let stem = made.get( language );
	if ( ! stem ) {
		const stemmer = newStemmer( algorithm );
		const cache = new Map< string, string >();
		stem = ( word ) => {
			const key = normalise( word, language );
			let found = cache.get( key );
			if ( undefined === found ) {
				found = stemmer.stem( key );
				cache.set( key, found );
			}
			return found;
		};
		made.set( language, stem );
	}
	return stem;
}
