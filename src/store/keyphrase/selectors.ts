import { usesKey, type KeyphraseState, type KeyphraseUses } from './types';

interface State {
	keyphrase: KeyphraseState;
}

/**
 * The other posts whose focus keyphrase this is: undefined until the server answered (the resolver
 * asks), null when it could not answer.
 */
export function getKeyphraseUses(
	state: State,
	post: number,
	keyphrase: string
): KeyphraseUses | null | undefined {
	return state.keyphrase.uses[ usesKey( post, keyphrase ) ];
}
