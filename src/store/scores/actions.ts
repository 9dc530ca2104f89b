/**
 * Asking the server again for the score counts of a kind: a large site's counts are taken in the
 * background (the answer says `counting`), so the dashboard asks again until they are new.
 */
import type { Thunk } from '../thunk';
import type { ScoreKind } from './types';

export const refreshScoreCounts =
	( kind: ScoreKind ): Thunk< void > =>
	( { dispatch } ) => {
		dispatch.invalidateResolution( 'getScoreCounts', [ kind ] );
	};
