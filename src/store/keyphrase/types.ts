import type { KeyphraseUses } from '../../contracts';

export type { KeyphraseUses };

/** Answers of GET keyphrase/uses by `post:keyphrase` (normalised); null when the lookup failed. */
export interface KeyphraseState {
	uses: Record< string, KeyphraseUses | null >;
}

export type KeyphraseAction = {
	type: 'RECEIVE_KEYPHRASE_USES';
	key: string;
	uses: KeyphraseUses | null;
};

/** How the server compares keyphrases (Keyphrase_Index::normalise()): lower case, spaces collapsed. */
export function normaliseKeyphrase( keyphrase: string ): string {
	return keyphrase
		.replace( /\s+/gu, ' ' )
		.trim()
		.normalize( 'NFC' )
		.toLowerCase();
}

export function usesKey( post: number, keyphrase: string ): string {
	return `${ post }:${ normaliseKeyphrase( keyphrase ) }`;
}
