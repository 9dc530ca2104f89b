/**
 * Passive sentences and sentences with a transition word, by the language's forms in
 * includes/checks/readability/sentence-forms.json (read the same way by the PHP twin,
 * Sightline\Checks\Readability\Sentence_Forms). A sentence is the list of its words.
 */
import forms from '../../../includes/checks/readability/sentence-forms.json';

interface PassiveForms {
	auxiliaries: string[];
	participle: string;
	participles: string[];
	not_participles: string[];
	window: number | null;
}

interface LanguageForms {
	passive?: PassiveForms;
	transitions?: string[];
}

const LANGUAGES = forms.languages as Record< string, LanguageForms >;

/** Words as the lists hold them: lower case, ’ read as '. */
function normal( word: string ): string {
	return word.toLowerCase().replace( /’/g, "'" );
}

export interface PassiveRule {
	isAuxiliary: ( word: string ) => boolean;
	isParticiple: ( word: string ) => boolean;
	window: number | null;
}

export interface TransitionRule {
	words: Set< string >;
	phrases: string[][];
}

const passiveRules = new Map< string, PassiveRule | null >();
const transitionRules = new Map< string, TransitionRule | null >();

/** The passive forms of a language, null when none are built in. */
export function passiveRule( language: string ): PassiveRule | null {
	if ( ! passiveRules.has( language ) ) {
		const data = LANGUAGES[ language ]?.passive;
		let rule: PassiveRule | null = null;
		if ( data ) {
			const auxiliaries = new Set( data.auxiliaries );
			const participles = new Set( data.participles );
			const exceptions = new Set( data.not_participles );
			const pattern = new RegExp( data.participle, 'u' );
			rule = {
				isAuxiliary: ( word ) => auxiliaries.has( word ),
				isParticiple: ( word ) =>
					participles.has( word ) ||
					( pattern.test( word ) && ! exceptions.has( word ) ),
				window: data.window,
			};
		}
		passiveRules.set( language, rule );
	}
	return passiveRules.get( language ) ?? null;
}

/** The transition words of a language, null when none are built in. */
export function transitionRule( language: string ): TransitionRule | null {
	if ( ! transitionRules.has( language ) ) {
		const list = LANGUAGES[ language ]?.transitions;
		let rule: TransitionRule | null = null;
		if ( list ) {
			const split = list.map( ( item ) => item.split( ' ' ) );
			rule = {
				words: new Set(
					split
						.filter( ( parts ) => parts.length === 1 )
						.map( ( parts ) => parts[ 0 ] )
				),
				phrases: split.filter( ( parts ) => parts.length > 1 ),
			};
		}
		transitionRules.set( language, rule );
	}
	return transitionRules.get( language ) ?? null;
}

/** Whether an auxiliary of the passive is followed (or, without a window, accompanied) by a participle. */
export function isPassive( sentence: string[], rule: PassiveRule ): boolean {
	const words = sentence.map( normal );
	return words.some( ( word, index ) => {
		if ( ! rule.isAuxiliary( word ) ) {
			return false;
		}
		const others =
			null === rule.window
				? words.filter( ( _other, at ) => at !== index )
				: words.slice( index + 1, index + 1 + rule.window );
		return others.some( rule.isParticiple );
	} );
}

/** Whether a word of the sentence, or a run of its words, is a transition. */
export function hasTransition(
	sentence: string[],
	rule: TransitionRule
): boolean {
	const words = sentence.map( normal );
	if ( words.some( ( word ) => rule.words.has( word ) ) ) {
		return true;
	}
	return rule.phrases.some( ( phrase ) =>
		words.some( ( _word, start ) =>
			phrase.every( ( part, at ) => words[ start + at ] === part )
		)
	);
}
