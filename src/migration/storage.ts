/**
 * The saved progress record in localStorage under `sightline_migration_progress`. Reading
 * is defensive: a record from an older build or edited by hand is ignored rather than trusted.
 */
import { initialProgress } from './engine';
import type { MigrationProgress } from './types';

export const PROGRESS_KEY = 'sightline_migration_progress';

function storage(): Storage | null {
	try {
		return window.localStorage;
	} catch {
		// Private modes and sandboxed frames may refuse access; the engine then runs without resume.
		return null;
	}
}

export function loadProgress(): MigrationProgress | null {
	const raw = storage()?.getItem( PROGRESS_KEY );
	if ( ! raw ) {
		return null;
	}
	try {
		const parsed = JSON.parse( raw ) as Partial< MigrationProgress >;
		if (
			! parsed ||
			typeof parsed !== 'object' ||
			typeof parsed.plugin_slug !== 'string' ||
			! parsed.migrationData
		) {
			return null;
		}
		const base = initialProgress( parsed.plugin_slug );
		return {
			...base,
			...parsed,
			migrationData: { ...base.migrationData, ...parsed.migrationData },
			pagination: { ...base.pagination, ...parsed.pagination },
			report: Array.isArray( parsed.report ) ? parsed.report : [],
			imported: Array.isArray( parsed.imported ) ? parsed.imported : [],
		};
	} catch {
		return null;
	}
}

export function saveProgress( state: MigrationProgress ): void {
	try {
		storage()?.setItem( PROGRESS_KEY, JSON.stringify( state ) );
	} catch {
		// A full quota must not stop the migration itself; only resume is lost.
	}
}

export function clearProgress(): void {
	storage()?.removeItem( PROGRESS_KEY );
}
