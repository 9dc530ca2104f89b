import type { IndexnowState, IndexnowStatus } from './types';

interface State {
	indexnow: IndexnowState;
}

/** IndexNow's key, queue and last result; null until refreshIndexnowStatus() loaded them. */
export function getIndexnowStatus( state: State ): IndexnowStatus | null {
	return state.indexnow.status;
}
