/**
 * Shapes shared by the migration engine, its REST transport and the screens that show it.
 * The progress record's base fields (plugin_slug to migrated_items) are what a run saves and resumes
 * from; `report` and `summary` are additions that carry the server's per-item report of untranslated tokens to the completion summary.
 */

/** A source plugin as the server detects it. */
import type { ItemPage, MigrateResponse, ReportEntry } from '../contracts';

export type {
	ItemPage,
	MigrateResponse,
	MigrationSource,
	ReportEntry,
} from '../contracts';

export type ItemGroupKind = 'terms' | 'posts' | 'redirects';

/** One taxonomy or post type inside migrationData. */
export interface ItemGroup {
	title: string;
	total: number;
	completed: number[];
	remaining: number[];
}

export interface PageCursor {
	current_page: number;
	total_pages: number;
}

export interface MigrationProgress {
	plugin_slug: string;
	isMigrating: boolean;
	isDone: boolean;
	error: string;
	progress: number;
	showResume: boolean;
	deactivatePlugin: boolean;
	currentStatus: string;
	migrationData: {
		global_settings_migrated: boolean;
		terms: Record< string, ItemGroup >;
		posts: Record< string, ItemGroup >;
		/** Redirect records by group; absent in a record saved before redirects were migrated. */
		redirects?: Record< string, ItemGroup >;
	};
	pagination: {
		terms: PageCursor;
		posts: PageCursor;
		redirects?: PageCursor;
	};
	total_items: number;
	migrated_items: number;
	/** Setup (reading every page of ids) finished; the item loop may start. */
	setupDone: boolean;
	/** Labels of the global settings the server imported. */
	imported: string[];
	report: ReportEntry[];
	/** The user chose Start over: items this source migrated before are migrated again. */
	startOver?: boolean;
}

/** What the engine needs from the server; the store's thunks provide it, tests fake it. */
export interface MigrationApi {
	readTerms: ( pluginSlug: string, page: number ) => Promise< ItemPage >;
	readPosts: ( pluginSlug: string, page: number ) => Promise< ItemPage >;
	migrateGlobalSettings: ( pluginSlug: string ) => Promise< MigrateResponse >;
	migrateTerm: (
		pluginSlug: string,
		termId: number,
		startOver?: boolean
	) => Promise< MigrateResponse >;
	migratePost: (
		pluginSlug: string,
		postId: number,
		startOver?: boolean
	) => Promise< MigrateResponse >;
	readRedirects: ( pluginSlug: string, page: number ) => Promise< ItemPage >;
	/** A batch of redirect records of one group in one request (the engine sends REDIRECT_BATCH at most). */
	migrateRedirects: (
		pluginSlug: string,
		group: string,
		redirectIds: number[],
		startOver?: boolean
	) => Promise< MigrateResponse >;
	/** Answers which files stayed on because they are active for the whole network (with why). */
	deactivatePlugin: (
		pluginSlug: string
	) => Promise< { message?: string; network_active?: string[] } | unknown >;
	completeMigration: ( pluginSlug: string ) => Promise< unknown >;
}

export type StepId = 'preparing' | 'global' | 'terms' | 'posts' | 'redirects';
export type StepStatus = 'pending' | 'in_progress' | 'completed';

export interface MigrationStep {
	id: StepId;
	label: string;
	status: StepStatus;
}
