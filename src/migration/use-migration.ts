/**
 * useMigration(): the React face of the migration engine, shared by Tools > Migrate and the wizard's
 * migration step. It loads a saved unfinished run (offering resume), persists every step, guards
 * against leaving mid-run and exposes the step list and status text.
 */
import { useDispatch } from '@wordpress/data';
import {
	useCallback,
	useEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { store } from '../store';
import {
	initialProgress,
	isResumable,
	runMigration,
	statusLabel,
} from './engine';
import { clearProgress, loadProgress, saveProgress } from './storage';
import type {
	MigrationApi,
	MigrationProgress,
	MigrationStep,
	StepStatus,
} from './types';

export const LEAVE_WARNING = (): string =>
	__(
		'Migration is in progress. Are you sure you want to leave? Unsaved changes may be lost.',
		'sightline-seo'
	);

export type MigrationPhase = 'idle' | 'paused' | 'migrating' | 'error' | 'done';

export interface UseMigrationOptions {
	/** Replaces the store-backed transport (tests, other hosts). */
	api?: MigrationApi;
	/** Called once when a run finishes (the wizard refreshes settings and prefills here). */
	onDone?: ( state: MigrationProgress ) => void;
}

export interface UseMigration {
	state: MigrationProgress;
	phase: MigrationPhase;
	steps: MigrationStep[];
	statusText: string;
	start: ( pluginSlug: string, deactivatePlugin?: boolean ) => void;
	resume: () => void;
	retry: () => void;
	startOver: () => void;
	cancel: () => void;
	setDeactivatePlugin: ( value: boolean ) => void;
}

/** The store's thunks as the engine's transport. */
function useStoreApi(): MigrationApi {
	// The 6.6 typings do not know our thunks' signatures; each call below is typed by MigrationApi.

	const actions = useDispatch( store ) as any;
	return useMemo(
		() => ( {
			readTerms: ( slug, page ) =>
				actions.fetchMigrationTerms( slug, page ),
			readPosts: ( slug, page ) =>
				actions.fetchMigrationPosts( slug, page ),
			migrateGlobalSettings: ( slug ) =>
				actions.migrateGlobalSettings( slug ),
			migrateTerm: ( slug, id, startOver ) =>
				actions.migrateTerm( slug, id, startOver ),
			migratePost: ( slug, id, startOver ) =>
				actions.migratePost( slug, id, startOver ),
			readRedirects: ( slug, page ) =>
				actions.fetchMigrationRedirects( slug, page ),
			migrateRedirects: ( slug, group, ids, startOver ) =>
				actions.migrateRedirects( slug, group, ids, startOver ),
			deactivatePlugin: ( slug ) =>
				actions.deactivateSourcePlugin( slug ),
			completeMigration: ( slug ) => actions.completeMigration( slug ),
		} ),
		[ actions ]
	);
}

export function migrationSteps( state: MigrationProgress ): MigrationStep[] {
	const hasTerms = Object.values( state.migrationData.terms ).some(
		( group ) => group.total > 0
	);
	const termsLeft = Object.values( state.migrationData.terms ).some(
		( group ) => group.remaining.length > 0
	);
	const postsLeft = Object.values( state.migrationData.posts ).some(
		( group ) => group.remaining.length > 0
	);
	const redirects = Object.values( state.migrationData.redirects ?? {} );
	const hasRedirects = redirects.some( ( group ) => group.total > 0 );
	const redirectsLeft = redirects.some(
		( group ) => group.remaining.length > 0
	);
	const status = ( done: boolean, active: boolean ): StepStatus => {
		if ( done ) {
			return 'completed';
		}
		return active ? 'in_progress' : 'pending';
	};
	const current = state.currentStatus;
	const setupActive = [
		'preparing',
		'reading_taxonomies',
		'reading_content',
		'reading_redirects',
	].includes( current );
	const steps: MigrationStep[] = [
		{
			id: 'preparing',
			label: __( 'Preparing migration', 'sightline-seo' ),
			status: status( state.setupDone, setupActive ),
		},
		{
			id: 'global',
			label: __( 'Global settings', 'sightline-seo' ),
			status: status(
				state.migrationData.global_settings_migrated,
				'migrating_global' === current
			),
		},
		{
			id: 'terms',
			label: __( 'Taxonomies', 'sightline-seo' ),
			status: status(
				state.setupDone &&
					state.migrationData.global_settings_migrated &&
					( ! termsLeft || ! hasTerms ),
				'migrating_taxonomies' === current
			),
		},
		{
			id: 'posts',
			label: __( 'Content', 'sightline-seo' ),
			status: status(
				state.isDone ||
					( state.setupDone &&
						state.migrationData.global_settings_migrated &&
						! termsLeft &&
						! postsLeft ),
				'migrating_content' === current
			),
		},
	];
	// Shown only for a source that keeps redirects (Rank Math, All in One SEO, SEOPress,
	// The SEO Framework, Slim SEO, Redirection).
	if ( hasRedirects ) {
		steps.push( {
			id: 'redirects',
			label: __( 'Redirects', 'sightline-seo' ),
			status: status(
				state.isDone ||
					( state.setupDone &&
						state.migrationData.global_settings_migrated &&
						! termsLeft &&
						! postsLeft &&
						! redirectsLeft ),
				'migrating_redirects' === current
			),
		} );
	}
	return steps;
}

/** Confirmation before the page is left (reload, close, or a link inside the admin) mid-run. */
function useLeaveGuard( active: boolean ) {
	useEffect( () => {
		if ( ! active ) {
			return undefined;
		}
		const onBeforeUnload = ( event: BeforeUnloadEvent ) => {
			event.preventDefault();
			event.returnValue = LEAVE_WARNING();
			return LEAVE_WARNING();
		};
		const onClick = ( event: MouseEvent ) => {
			const link = ( event.target as Element | null )?.closest?.(
				'a[href]'
			);
			if (
				link &&
				! link.getAttribute( 'href' )?.startsWith( 'javascript:' ) &&
				// The browser's own leave-page prompt, as core's editors use; a modal could not stop the navigation in time.
				// eslint-disable-next-line no-alert
				! window.confirm( LEAVE_WARNING() )
			) {
				event.preventDefault();
				event.stopPropagation();
			}
		};
		window.addEventListener( 'beforeunload', onBeforeUnload );
		document.addEventListener( 'click', onClick, true );
		return () => {
			window.removeEventListener( 'beforeunload', onBeforeUnload );
			document.removeEventListener( 'click', onClick, true );
		};
	}, [ active ] );
}

export function useMigration(
	options: UseMigrationOptions = {}
): UseMigration {
	const storeApi = useStoreApi();
	const api = options.api ?? storeApi;
	const onDone = useRef( options.onDone );
	onDone.current = options.onDone;
	const [ state, setState ] = useState< MigrationProgress >( () => {
		const saved = loadProgress();
		return isResumable( saved )
			? { ...saved, isMigrating: false, showResume: true, error: '' }
			: initialProgress();
	} );
	const runId = useRef( 0 );
	useEffect( () => () => void ( runId.current += 1 ), [] );

	const run = useCallback(
		( from: MigrationProgress ) => {
			const id = ++runId.current;
			const isCancelled = () => runId.current !== id;
			setState( {
				...from,
				isMigrating: true,
				showResume: false,
				error: '',
			} );
			runMigration( from, api, {
				isCancelled,
				save: ( next ) => {
					if ( isCancelled() ) {
						return;
					}
					saveProgress( next );
					setState( next );
				},
			} ).then( ( last ) => {
				if ( isCancelled() ) {
					return;
				}
				setState( last );
				if ( last.isDone ) {
					clearProgress();
					onDone.current?.( last );
				}
			} );
		},
		[ api ]
	);

	const start = useCallback(
		( pluginSlug: string, deactivatePlugin = state.deactivatePlugin ) =>
			run( initialProgress( pluginSlug, deactivatePlugin ) ),
		[ run, state.deactivatePlugin ]
	);
	const resume = useCallback( () => run( state ), [ run, state ] );
	const startOver = useCallback( () => {
		clearProgress();
		run( {
			...initialProgress( state.plugin_slug, state.deactivatePlugin ),
			startOver: true,
		} );
	}, [ run, state.plugin_slug, state.deactivatePlugin ] );
	const cancel = useCallback( () => {
		runId.current += 1;
		clearProgress();
		setState( initialProgress() );
	}, [] );
	const setDeactivatePlugin = useCallback(
		( value: boolean ) =>
			setState( ( current ) => ( {
				...current,
				deactivatePlugin: value,
			} ) ),
		[]
	);

	useLeaveGuard( state.isMigrating );

	let phase: MigrationPhase = 'idle';
	if ( state.isDone ) {
		phase = 'done';
	} else if ( state.isMigrating ) {
		phase = 'migrating';
	} else if ( state.error ) {
		phase = 'error';
	} else if ( state.showResume ) {
		phase = 'paused';
	}

	return {
		state,
		phase,
		steps: migrationSteps( state ),
		statusText: statusLabel( state.currentStatus ),
		start,
		resume,
		retry: resume,
		startOver,
		cancel,
		setDeactivatePlugin,
	};
}
