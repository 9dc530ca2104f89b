/**
 * The ONE client migration engine, used by Tools > Migrate and by the setup wizard's migration step.
 *
 * API
 *   const m = useMigration( { onDone?: ( state ) => void, api?: MigrationApi } );
 *   m.phase       'idle' | 'paused' (a saved unfinished run exists) | 'migrating' | 'error' | 'done'
 *   m.state       the saved progress record (plugin_slug, isMigrating, isDone, error, progress 0–100,
 *                 showResume, deactivatePlugin, currentStatus, migrationData, pagination, total_items,
 *                 migrated_items) + imported (labels of global settings imported) + report (ReportEntry[]:
 *                 tokens/values that could not be migrated exactly, per item)
 *   m.steps       [{ id, label, status: 'pending' | 'in_progress' | 'completed' }] (setup, global, terms, posts)
 *   m.statusText  translated text of state.currentStatus ('Reading taxonomies…', 'Migrating content…', …)
 *   m.start( slug, deactivatePlugin = true )  fresh run (clears any saved one)
 *   m.resume() / m.retry()                    continue a paused or failed run where it stopped
 *   m.startOver()                             reset, then restart with the same plugin
 *   m.cancel()                                stop and clear the saved state
 *   m.setDeactivatePlugin( bool )             the "deactivate the old plugin" choice (on by default)
 *
 * The record is saved in localStorage under PROGRESS_KEY ('sightline_migration_progress') after every
 * step and cleared when the run is done. Leaving the page mid-run asks LEAVE_WARNING().
 * migrationSources() lists the detected source plugins (page data `migrationSources`).
 * UI parts: <MigrationProgressView>, <MigrationSummary>, <MigrationResumePrompt>, <MigrationErrorPanel>,
 * <CachePluginWarning> from './components'.
 * Prefill after a run: dispatch( store ).fetchMigratedData() → { social_profiles, website_details }.
 */
import { pageData } from '../utils/page-data';
import type { MigrationSource } from './types';

export { useMigration, migrationSteps, LEAVE_WARNING } from './use-migration';
export type {
	UseMigration,
	UseMigrationOptions,
	MigrationPhase,
} from './use-migration';
export {
	runMigration,
	initialProgress,
	percentage,
	isResumable,
	statusLabel,
} from './engine';
export {
	PROGRESS_KEY,
	loadProgress,
	saveProgress,
	clearProgress,
} from './storage';
export * from './components';
export type * from './types';

/** The source plugins the server detected (installed, active or not, or with data left behind). */
export function migrationSources(): MigrationSource[] {
	const sources = pageData().migrationSources;
	return Array.isArray( sources ) ? ( sources as MigrationSource[] ) : [];
}
