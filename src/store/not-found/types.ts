/** The 404 monitor slice (Tools > 404 Monitor), from /sightline/v1/404-monitor. */
import type {
	NotFoundDeleted,
	NotFoundEntry,
	NotFoundPage,
} from '../../contracts';

export type { NotFoundDeleted, NotFoundEntry, NotFoundPage };

/** The columns the list can be sorted by on the screen. */
export type NotFoundOrderBy = 'hits' | 'last_seen';

export interface NotFoundQuery {
	search: string;
	page: number;
	perPage: number;
	orderby: NotFoundOrderBy;
	order: 'asc' | 'desc';
}

export interface NotFoundState {
	/** Pages by query key (notFoundQueryKey()); emptied when rows are deleted. */
	pages: Record< string, NotFoundPage >;
	isSaving: boolean;
}

export type NotFoundAction =
	| { type: 'RECEIVE_NOT_FOUND'; key: string; page: NotFoundPage }
	| { type: 'INVALIDATE_NOT_FOUND' }
	| { type: 'SAVE_NOT_FOUND_START' }
	| { type: 'SAVE_NOT_FOUND_FINISH' };
