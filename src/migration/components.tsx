/**
 * Presentational parts of a migration, shared by Tools > Migrate and the wizard: progress with steps,
 * the resume prompt, the error panel, the cache-plugin warning and the completion summary.
 */
import { Button, Notice } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { check, Icon } from '@wordpress/icons';

import type { MigrationProgress, MigrationStep, ReportEntry } from './types';

export function CachePluginWarning() {
	return (
		<Notice
			status="warning"
			isDismissible={ false }
			className="sightline-migration__cache-warning"
		>
			{ __(
				"Sightline SEO's migration will run smoothly if the cache plugin is temporarily paused.",
				'sightline-seo'
			) }
		</Notice>
	);
}

const STEP_TEXT: Record< MigrationStep[ 'status' ], () => string > = {
	pending: () => __( 'Pending', 'sightline-seo' ),
	in_progress: () => __( 'In progress', 'sightline-seo' ),
	completed: () => __( 'Completed', 'sightline-seo' ),
};

export function MigrationProgressView( {
	state,
	steps,
	statusText,
}: {
	state: MigrationProgress;
	steps: MigrationStep[];
	statusText: string;
} ) {
	return (
		<div className="sightline-migration__progress">
			<p
				className="sightline-migration__status"
				role="status"
				aria-live="polite"
			>
				{ statusText }
			</p>
			<div className="sightline-migration__bar">
				<progress
					max={ 100 }
					value={ state.progress }
					aria-label={ __( 'Migration progress', 'sightline-seo' ) }
				/>
				<span className="sightline-migration__percent">
					{ sprintf(
						/* translators: %d: percentage. */ __(
							'%d%%',
							'sightline-seo'
						),
						state.progress
					) }
				</span>
			</div>
			<p className="sightline-migration__count">
				{ sprintf(
					/* translators: 1: items migrated, 2: total items. */
					__( '%1$d of %2$d items migrated', 'sightline-seo' ),
					state.migrated_items,
					state.total_items
				) }
			</p>
			<ol className="sightline-migration__steps">
				{ steps.map( ( step ) => (
					<li
						key={ step.id }
						className={ `sightline-migration__step is-${ step.status }` }
						data-status={ step.status }
					>
						{ 'completed' === step.status && (
							<Icon icon={ check } size={ 16 } />
						) }
						<span className="sightline-migration__step-label">
							{ step.label }
						</span>
						<span className="sightline-migration__step-status">
							{ STEP_TEXT[ step.status ]() }
						</span>
					</li>
				) ) }
			</ol>
		</div>
	);
}

export function MigrationResumePrompt( {
	sourceName,
	progress,
	onResume,
	onStartOver,
	onCancel,
}: {
	sourceName: string;
	progress: number;
	onResume: () => void;
	onStartOver: () => void;
	onCancel: () => void;
} ) {
	return (
		<div
			className="sightline-migration__resume"
			role="region"
			aria-label={ __( 'Unfinished migration', 'sightline-seo' ) }
		>
			<p>
				{ sprintf(
					/* translators: 1: source plugin name, 2: percentage done. */
					__(
						'A migration from %1$s was interrupted at %2$d%%.',
						'sightline-seo'
					),
					sourceName,
					progress
				) }
			</p>
			<div className="sightline-migration__actions">
				<Button variant="primary" onClick={ onResume }>
					{ __( 'Resume Migration', 'sightline-seo' ) }
				</Button>
				<Button variant="secondary" onClick={ onStartOver }>
					{ __( 'Start Over', 'sightline-seo' ) }
				</Button>
				<Button variant="tertiary" isDestructive onClick={ onCancel }>
					{ __( 'Cancel Migration', 'sightline-seo' ) }
				</Button>
			</div>
		</div>
	);
}

export function MigrationErrorPanel( {
	message,
	onRetry,
	retryLabel,
}: {
	message: string;
	onRetry: () => void;
	retryLabel?: string;
} ) {
	return (
		<div className="sightline-migration__error" role="alert">
			<h2>{ __( 'Migration Error', 'sightline-seo' ) }</h2>
			<p>
				{ message ||
					__(
						'Migration failed. Please try again.',
						'sightline-seo'
					) }
			</p>
			<Button variant="primary" onClick={ onRetry }>
				{ retryLabel ?? __( 'Try Again', 'sightline-seo' ) }
			</Button>
		</div>
	);
}

function describeItem( item: string ): string {
	const [ kind, id ] = item.split( ':' );
	if ( 'post' === kind ) {
		return sprintf(
			/* translators: %s: post id. */ __( 'Post #%s', 'sightline-seo' ),
			id
		);
	}
	if ( 'term' === kind ) {
		return sprintf(
			/* translators: %s: term id. */ __( 'Term #%s', 'sightline-seo' ),
			id
		);
	}
	if ( 'redirects' === kind ) {
		return __( 'Redirects', 'sightline-seo' );
	}
	return __( 'Global settings', 'sightline-seo' );
}

function describeEntry( entry: ReportEntry ): string {
	if ( 'untranslated_token' === entry.reason ) {
		return sprintf(
			/* translators: 1: field name, 2: source template token. */
			__(
				'%1$s: the variable %2$s has no Sightline SEO equivalent and was left out.',
				'sightline-seo'
			),
			entry.field,
			entry.value
		);
	}
	if ( 'truncated' === entry.reason ) {
		return sprintf(
			/* translators: %s: field name. */
			__(
				'%s: the value was too long and was shortened.',
				'sightline-seo'
			),
			entry.field
		);
	}
	if ( 'kept_difference' === entry.reason ) {
		return sprintf(
			/* translators: 1: what differs (a head field), 2: how and why Sightline SEO differs from the source. */
			__( '%1$s: %2$s', 'sightline-seo' ),
			entry.field,
			entry.value
		);
	}
	if ( 'unsupported' === entry.reason ) {
		return sprintf(
			/* translators: 1: field name, 2: the source setting. */
			__(
				'%1$s: %2$s is not supported by Sightline SEO and was left out.',
				'sightline-seo'
			),
			entry.field,
			entry.value
		);
	}
	if ( 'refused' === entry.reason ) {
		return sprintf(
			/* translators: 1: a redirect (source → target), 2: why Sightline SEO refused it. */
			__( '%1$s was not migrated: %2$s', 'sightline-seo' ),
			entry.field,
			entry.value
		);
	}
	return sprintf(
		/* translators: 1: field name, 2: the source value. */
		__(
			'%1$s: the value %2$s was not valid and was left out.',
			'sightline-seo'
		),
		entry.field,
		entry.value
	);
}

export function MigrationSummary( {
	state,
	sourceName,
}: {
	state: MigrationProgress;
	sourceName: string;
} ) {
	const byItem = state.report.reduce< Record< string, ReportEntry[] > >(
		( groups, entry ) => {
			( groups[ entry.item ] ??= [] ).push( entry );
			return groups;
		},
		{}
	);
	const items = Object.keys( byItem );
	return (
		<div className="sightline-migration__summary">
			<h2>{ __( 'Migration completed', 'sightline-seo' ) }</h2>
			<p>
				{ sprintf(
					/* translators: 1: number of items, 2: source plugin name. */
					__(
						'%1$d items were migrated from %2$s.',
						'sightline-seo'
					),
					state.migrated_items,
					sourceName
				) }
			</p>
			<h3>{ __( 'Settings imported', 'sightline-seo' ) }</h3>
			{ state.imported.length ? (
				<ul className="sightline-migration__imported">
					{ state.imported.map( ( label ) => (
						<li key={ label }>{ label }</li>
					) ) }
				</ul>
			) : (
				<p>
					{ __(
						'The source plugin had no global settings to import.',
						'sightline-seo'
					) }
				</p>
			) }
			<h3>
				{ __(
					'Settings that may not be migrated completely',
					'sightline-seo'
				) }
			</h3>
			{ items.length ? (
				<ul className="sightline-migration__report">
					{ items.map( ( item ) => (
						<li key={ item }>
							<strong>{ describeItem( item ) }</strong>
							<ul>
								{ byItem[ item ].map( ( entry, index ) => (
									<li key={ index }>
										{ describeEntry( entry ) }
									</li>
								) ) }
							</ul>
						</li>
					) ) }
				</ul>
			) : (
				<p>
					{ __(
						'Everything was migrated exactly.',
						'sightline-seo'
					) }
				</p>
			) }
			<Notice status="info" isDismissible={ false }>
				{ __(
					'Please review your settings and test a few pages of your site to make sure everything looks right.',
					'sightline-seo'
				) }
			</Notice>
		</div>
	);
}
