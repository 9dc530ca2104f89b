import { redirectQueryKey } from './reducer';
import type {
	RedirectImportError,
	RedirectPage,
	RedirectQuery,
	RedirectsState,
} from './types';

interface State {
	redirects: RedirectsState;
}

/** One page of rules; null until loaded (the resolver loads it on first read). */
export function getRedirects(
	state: State,
	query: RedirectQuery
): RedirectPage | null {
	return state.redirects.pages[ redirectQueryKey( query ) ] ?? null;
}

export function isSavingRedirects( state: State ): boolean {
	return state.redirects.isSaving;
}

/** The lines of the last refused CSV import (empty after a successful one). */
export function getRedirectImportErrors( state: State ): RedirectImportError[] {
	return state.redirects.importErrors;
}
