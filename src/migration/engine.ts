/**
 * The migration state machine, free of React so it can be tested and reused:
 *
 *   idle → setup (read every term page, every post page, then every page of redirect records;
 *        total = items + 1) → global settings → each remaining term → each remaining post
 *        → the remaining redirect records, in batches → optional deactivation → completion call → done (progress 100).
 *
 * Redirects are items like terms and posts (keyed by the group the server gave them, counted one by
 * one in the progress and the total), sent REDIRECT_BATCH records per request; a source without
 * redirects lists none, so its total stays terms + posts + 1 (the global settings).
 *
 * Every transition produces a new MigrationProgress and hands it to `save` before the next request,
 * so a reload or a failure resumes exactly after the last item the server confirmed. An item moves
 * from `remaining` to `completed` only after its POST succeeded, and the server's writes are
 * idempotent, so a retried item is never duplicated or half-written.
 */
import { __ } from '@wordpress/i18n';

import { errorMessage } from '../store/utils/error-message';
import type {
	ItemGroup,
	ItemGroupKind,
	ItemPage,
	MigrateResponse,
	MigrationApi,
	MigrationProgress,
} from './types';

export type StatusKey =
	| 'preparing'
	| 'reading_taxonomies'
	| 'reading_content'
	| 'reading_redirects'
	| 'migrating_global'
	| 'migrating_taxonomies'
	| 'migrating_content'
	| 'migrating_redirects'
	| 'deactivating'
	| 'completing'
	| 'done';

export function statusLabel( status: string ): string {
	const labels: Record< string, string > = {
		preparing: __( 'Preparing migration…', 'sightline-seo' ),
		reading_taxonomies: __( 'Reading taxonomies…', 'sightline-seo' ),
		reading_content: __( 'Reading content…', 'sightline-seo' ),
		reading_redirects: __( 'Reading redirects…', 'sightline-seo' ),
		migrating_global: __( 'Migrating global settings…', 'sightline-seo' ),
		migrating_taxonomies: __( 'Migrating taxonomies…', 'sightline-seo' ),
		migrating_content: __( 'Migrating content…', 'sightline-seo' ),
		migrating_redirects: __( 'Migrating redirects…', 'sightline-seo' ),
		deactivating: __( 'Deactivating the old plugin…', 'sightline-seo' ),
		completing: __( 'Finishing migration…', 'sightline-seo' ),
		done: __( 'Migration completed.', 'sightline-seo' ),
	};
	return labels[ status ] ?? '';
}

export function initialProgress(
	pluginSlug = '',
	deactivatePlugin = true
): MigrationProgress {
	return {
		plugin_slug: pluginSlug,
		isMigrating: false,
		isDone: false,
		error: '',
		progress: 0,
		showResume: false,
		deactivatePlugin,
		currentStatus: '',
		migrationData: {
			global_settings_migrated: false,
			terms: {},
			posts: {},
			redirects: {},
		},
		pagination: {
			terms: { current_page: 0, total_pages: 0 },
			posts: { current_page: 0, total_pages: 0 },
			redirects: { current_page: 0, total_pages: 0 },
		},
		total_items: 0,
		migrated_items: 0,
		setupDone: false,
		imported: [],
		report: [],
	};
}

/** Migrated items over total items, as a whole percentage. */
export function percentage( migrated: number, total: number ): number {
	if ( total <= 0 ) {
		return 0;
	}
	return Math.min( 100, Math.round( ( migrated / total ) * 100 ) );
}

/** A saved record worth offering to resume: started, not finished. */
export function isResumable(
	state: MigrationProgress | null
): state is MigrationProgress {
	return (
		!! state &&
		!! state.plugin_slug &&
		! state.isDone &&
		( state.setupDone ||
			state.migrated_items > 0 ||
			state.error !== '' ||
			state.isMigrating )
	);
}

export interface RunOptions {
	/** Called with every new state, before the next request. */
	save: ( state: MigrationProgress ) => void;
	/** Polled between requests; true stops the run quietly (cancel, unmount). */
	isCancelled?: () => boolean;
}

class Cancelled extends Error {}

/** Error code of the per-item routes for an id that no longer exists. */
const GONE = 'sightline_migration_unknown_item';

function withProgress(
	state: MigrationProgress,
	patch: Partial< MigrationProgress >
): MigrationProgress {
	const next = { ...state, ...patch };
	return {
		...next,
		progress: percentage( next.migrated_items, next.total_items ),
	};
}

function addPage(
	groups: Record< string, ItemGroup >,
	page: ItemPage,
	key: 'term_ids' | 'post_ids' | 'redirect_ids'
): Record< string, ItemGroup > {
	const next = { ...groups };
	for ( const [ type, entry ] of Object.entries( page.data ?? {} ) ) {
		const ids = ( entry[ key ] ?? [] )
			.map( Number )
			.filter( ( id ) => Number.isInteger( id ) && id > 0 );
		const current = next[ type ] ?? {
			title: entry.title,
			total: 0,
			completed: [],
			remaining: [],
		};
		const known = new Set( [ ...current.completed, ...current.remaining ] );
		const fresh = ids.filter( ( id ) => ! known.has( id ) );
		next[ type ] = {
			...current,
			title: entry.title || current.title,
			total: current.total + fresh.length,
			remaining: [ ...current.remaining, ...fresh ],
		};
	}
	return next;
}

function countItems( groups: Record< string, ItemGroup > ): number {
	return Object.values( groups ).reduce(
		( sum, group ) => sum + group.total,
		0
	);
}

const ID_KEYS = {
	terms: 'term_ids',
	posts: 'post_ids',
	redirects: 'redirect_ids',
} as const;

const READING: Record< ItemGroupKind, StatusKey > = {
	terms: 'reading_taxonomies',
	posts: 'reading_content',
	redirects: 'reading_redirects',
};

const MIGRATING: Record< ItemGroupKind, StatusKey > = {
	terms: 'migrating_taxonomies',
	posts: 'migrating_content',
	redirects: 'migrating_redirects',
};

/** Labels added to a list, each once, in order. */
function union( list: string[], more: string[] | undefined ): string[] {
	return [ ...new Set( [ ...list, ...( more ?? [] ) ] ) ];
}

/**
 * The error text of an answer that is not a success. A refusal comes as an HTTP error (apiFetch throws);
 * this catches a 2xx answer without `success: true` (a proxy's page, a plugin's output in the JSON).
 * @param response
 * @param fallback
 */
function failure(
	response: MigrateResponse | undefined,
	fallback: string
): string | null {
	if ( response?.success === true ) {
		return null;
	}
	return response?.message || fallback;
}

const KINDS: ItemGroupKind[] = [ 'terms', 'posts', 'redirects' ];

function read(
	api: MigrationApi,
	kind: ItemGroupKind,
	slug: string,
	page: number
): Promise< ItemPage > {
	if ( 'terms' === kind ) {
		return api.readTerms( slug, page );
	}
	return 'posts' === kind
		? api.readPosts( slug, page )
		: api.readRedirects( slug, page );
}

/**
 * Redirect records per request. Each costs the server a read of every stored rule (loop, chain and
 * duplicate checks) and a compile of the lookup; a batch pays that once, so at 10,000 stored rules a
 * record costs about a fiftieth of what one request per record did. Terms and posts stay one per
 * request. The route accepts up to Migration_Controller::MAX_BATCH ids.
 */
export const REDIRECT_BATCH = 50;

const BATCH: Record< ItemGroupKind, number > = {
	terms: 1,
	posts: 1,
	redirects: REDIRECT_BATCH,
};

function migrate(
	api: MigrationApi,
	kind: ItemGroupKind,
	slug: string,
	group: string,
	ids: number[],
	startOver?: boolean
): Promise< MigrateResponse > {
	if ( 'terms' === kind ) {
		return api.migrateTerm( slug, ids[ 0 ], startOver );
	}
	return 'posts' === kind
		? api.migratePost( slug, ids[ 0 ], startOver )
		: api.migrateRedirects( slug, group, ids, startOver );
}

/**
 * Runs (or resumes) a migration from `start` to the end, or until an error or cancellation.
 * Resolves with the last state; it never rejects.
 */
export async function runMigration(
	start: MigrationProgress,
	api: MigrationApi,
	{ save, isCancelled = () => false }: RunOptions
): Promise< MigrationProgress > {
	let state: MigrationProgress = {
		...start,
		isMigrating: true,
		error: '',
		showResume: false,
	};
	const slug = state.plugin_slug;
	const commit = ( patch: Partial< MigrationProgress > ) => {
		if ( isCancelled() ) {
			throw new Cancelled();
		}
		state = withProgress( state, patch );
		save( state );
	};
	let phase = 'read';
	try {
		commit( { currentStatus: 'preparing' } );
		if ( ! state.setupDone ) {
			// A half-read setup is restarted from page 1: ids are cheap to read and pages may have shifted.
			commit( {
				migrationData: {
					...state.migrationData,
					terms: {},
					posts: {},
					redirects: {},
				},
				pagination: initialProgress().pagination,
			} );
			for ( const kind of KINDS ) {
				commit( { currentStatus: READING[ kind ] } );
				let page = 1;
				let totalPages = 1;
				do {
					const answer = await read( api, kind, slug, page );
					totalPages = Math.max(
						1,
						Number( answer.pagination?.total_pages ) || 1
					);
					commit( {
						migrationData: {
							...state.migrationData,
							[ kind ]: addPage(
								state.migrationData[ kind ] ?? {},
								answer,
								ID_KEYS[ kind ]
							),
						},
						pagination: {
							...state.pagination,
							[ kind ]: {
								current_page: page,
								total_pages: totalPages,
							},
						},
					} );
					page++;
				} while ( page <= totalPages );
			}
			const items =
				countItems( state.migrationData.terms ) +
				countItems( state.migrationData.posts ) +
				countItems( state.migrationData.redirects ?? {} );
			commit( {
				setupDone: true,
				total_items: items + 1,
				migrated_items: 0,
			} );
		}

		phase = 'item';
		if ( ! state.migrationData.global_settings_migrated ) {
			commit( { currentStatus: 'migrating_global' } );
			const answer = await api.migrateGlobalSettings( slug );
			const problem = failure(
				answer,
				__( 'Migration failed', 'sightline-seo' )
			);
			if ( problem ) {
				throw new Error( problem );
			}
			commit( {
				migrationData: {
					...state.migrationData,
					global_settings_migrated: true,
				},
				migrated_items: state.migrated_items + 1,
				imported: answer.imported ?? [],
				report: [ ...state.report, ...( answer.report ?? [] ) ],
			} );
		}

		for ( const kind of KINDS ) {
			const groups = (): Record< string, ItemGroup > =>
				state.migrationData[ kind ] ?? {};
			if ( 'redirects' === kind && ! countItems( groups() ) ) {
				continue; // A source without redirects shows no redirect step.
			}
			commit( { currentStatus: MIGRATING[ kind ] } );
			for ( const type of Object.keys( groups() ) ) {
				while ( groups()[ type ].remaining.length ) {
					const group = groups()[ type ];
					const ids = group.remaining.slice( 0, BATCH[ kind ] );
					const answer = await migrate(
						api,
						kind,
						slug,
						type,
						ids,
						state.startOver
					).catch( ( error: unknown ) => {
						// Items deleted since setup have nothing left to migrate: count them and move on
						// (the server answers this only when no id of the batch exists any more).
						if (
							( error as { code?: string } | null )?.code === GONE
						) {
							return {
								success: true,
								message: '',
							} as MigrateResponse;
						}
						throw error;
					} );
					const problem = failure(
						answer,
						__( 'Migration failed', 'sightline-seo' )
					);
					if ( problem ) {
						throw new Error( problem );
					}
					commit( {
						migrationData: {
							...state.migrationData,
							[ kind ]: {
								...groups(),
								[ type ]: {
									...group,
									completed: [ ...group.completed, ...ids ],
									remaining: group.remaining.slice(
										ids.length
									),
								},
							},
						},
						migrated_items: state.migrated_items + ids.length,
						imported: union( state.imported, answer.imported ),
						report: answer.report?.length
							? [ ...state.report, ...answer.report ]
							: state.report,
					} );
				}
			}
		}

		// Both calls are courtesy steps: their failure must not fail a migration that already succeeded.
		if ( state.deactivatePlugin ) {
			commit( { currentStatus: 'deactivating' } );
			const answer = ( await api
				.deactivatePlugin( slug )
				.catch( () => undefined ) ) as
				{ message?: string; network_active?: string[] } | undefined;
			if ( answer?.network_active?.length ) {
				// Left on for every site of the network: the summary says so.
				state = {
					...state,
					report: [
						...state.report,
						{
							item: 'global',
							field: __( 'Source plugin', 'sightline-seo' ),
							value: answer.message ?? '',
							reason: 'kept_difference',
						},
					],
				};
			}
		}
		commit( { currentStatus: 'completing' } );
		await api.completeMigration( slug ).catch( () => undefined );
		state = {
			...state,
			isMigrating: false,
			isDone: true,
			progress: 100,
			currentStatus: 'done',
		};
		save( state );
		return state;
	} catch ( error ) {
		if ( error instanceof Cancelled ) {
			return { ...state, isMigrating: false };
		}
		const fallback =
			'read' === phase
				? __( 'API request failed', 'sightline-seo' )
				: __( 'Migration failed. Please try again.', 'sightline-seo' );
		state = {
			...state,
			isMigrating: false,
			error: errorMessage( error, fallback ),
		};
		save( state );
		return state;
	}
}
