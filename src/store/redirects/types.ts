/** The redirect rules slice (Tools > Redirects), from /sightline/v1/redirects. */
import type {
	RedirectBulkResult,
	RedirectExport,
	RedirectImportResult,
	RedirectPage,
} from '../../contracts';
import type { RedirectRule } from '../generated/redirect';

export type {
	RedirectBulkResult,
	RedirectExport,
	RedirectImportResult,
	RedirectPage,
	RedirectRule,
};

/** What the form sends: the writable fields (includes/settings/redirect.json). */
export type RedirectFields = Pick<
	RedirectRule,
	'source' | 'match' | 'target' | 'status' | 'query' | 'enabled'
>;

export interface RedirectQuery {
	search: string;
	page: number;
	perPage: number;
}

/** A line of a refused CSV import. */
export interface RedirectImportError {
	line: number;
	message: string;
}

/** The result of a save: the rule, or the server's message and the field it is about. */
export type RedirectSaveResult =
	| { ok: true; rule: RedirectRule }
	| { ok: false; message: string; field?: keyof RedirectFields };

export interface RedirectsState {
	/** Pages by query key (redirectQueryKey()); emptied when rules change. */
	pages: Record< string, RedirectPage >;
	isSaving: boolean;
	importErrors: RedirectImportError[];
}

export type RedirectsAction =
	| { type: 'RECEIVE_REDIRECTS'; key: string; page: RedirectPage }
	| { type: 'INVALIDATE_REDIRECTS' }
	| { type: 'SAVE_REDIRECTS_START' }
	| { type: 'SAVE_REDIRECTS_FINISH' }
	| { type: 'SET_REDIRECT_IMPORT_ERRORS'; errors: RedirectImportError[] };
