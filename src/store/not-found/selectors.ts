import { notFoundQueryKey } from './reducer';
import type { NotFoundPage, NotFoundQuery, NotFoundState } from './types';

interface State {
	notFound: NotFoundState;
}

/** One page of recorded addresses; null until loaded (the resolver loads it on first read). */
export function getNotFound(
	state: State,
	query: NotFoundQuery
): NotFoundPage | null {
	return state.notFound.pages[ notFoundQueryKey( query ) ] ?? null;
}

export function isSavingNotFound( state: State ): boolean {
	return state.notFound.isSaving;
}
