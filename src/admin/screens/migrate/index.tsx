/**
 * Tools > Migrate: choose a detected SEO plugin, run the shared migration engine with progress and
 * steps, resume / start over / cancel an interrupted run, recover from errors, and read the summary.
 */
import {
	Button,
	CheckboxControl,
	Notice,
	RadioControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import {
	CachePluginWarning,
	MigrationErrorPanel,
	MigrationProgressView,
	MigrationResumePrompt,
	MigrationSummary,
	migrationSources,
	useMigration,
} from '../../../migration';
import { ScreenShell } from '../../components/screen-shell';

export default function MigrateScreen() {
	const sources = migrationSources();
	const migration = useMigration();
	const { state, phase } = migration;
	const [ chosen, setChosen ] = useState(
		state.plugin_slug || ( 1 === sources.length ? sources[ 0 ].slug : '' )
	);
	const slug = 'idle' === phase ? chosen : state.plugin_slug;
	const source = sources.find( ( item ) => item.slug === slug );
	const sourceName = source?.name ?? slug;

	let body;
	if ( ! sources.length && 'idle' === phase ) {
		body = (
			<Notice status="info" isDismissible={ false }>
				{ __(
					'No other SEO plugin was found on this site, so there is nothing to migrate.',
					'sightline-seo'
				) }
			</Notice>
		);
	} else if ( 'paused' === phase ) {
		body = (
			<MigrationResumePrompt
				sourceName={ sourceName }
				progress={ state.progress }
				onResume={ migration.resume }
				onStartOver={ migration.startOver }
				onCancel={ migration.cancel }
			/>
		);
	} else if ( 'done' === phase ) {
		body = (
			<>
				<MigrationSummary state={ state } sourceName={ sourceName } />
				<Button variant="secondary" onClick={ migration.cancel }>
					{ __( 'Migrate From Another Plugin', 'sightline-seo' ) }
				</Button>
			</>
		);
	} else if ( 'migrating' === phase || 'error' === phase ) {
		body = (
			<>
				<p className="sightline-migration__source">
					{ sprintf(
						/* translators: %s: source plugin name. */ __(
							'Migrating from %s',
							'sightline-seo'
						),
						sourceName
					) }
				</p>
				<CachePluginWarning />
				{ 'error' === phase && (
					<MigrationErrorPanel
						message={ state.error }
						onRetry={ migration.retry }
					/>
				) }
				<MigrationProgressView
					state={ state }
					steps={ migration.steps }
					statusText={ migration.statusText }
				/>
			</>
		);
	} else {
		body = (
			<>
				<RadioControl
					label={ __( 'Migrate from', 'sightline-seo' ) }
					selected={ chosen }
					options={ sources.map( ( item ) => ( {
						value: item.slug,
						label: item.migrated
							? sprintf(
									/* translators: %s: plugin name. */ __(
										'%s (migrated before)',
										'sightline-seo'
									),
									item.name
								)
							: item.name,
					} ) ) }
					onChange={ ( value: string ) => setChosen( value ) }
				/>
				{ source?.active && (
					<CheckboxControl
						__nextHasNoMarginBottom
						label={ sprintf(
							/* translators: %s: plugin name. */ __(
								'Deactivate %s after the migration',
								'sightline-seo'
							),
							source.name
						) }
						checked={ state.deactivatePlugin }
						onChange={ migration.setDeactivatePlugin }
					/>
				) }
				<CachePluginWarning />
				<Button
					variant="primary"
					disabled={ ! chosen }
					__experimentalIsFocusable
					onClick={ () =>
						migration.start(
							chosen,
							Boolean( source?.active ) && state.deactivatePlugin
						)
					}
				>
					{ __( 'Start Migration', 'sightline-seo' ) }
				</Button>
			</>
		);
	}

	return (
		<ScreenShell
			title={ __( 'Migrate', 'sightline-seo' ) }
			description={ __(
				'Bring your SEO settings, posts and terms from another SEO plugin. Its own data is only read, never changed.',
				'sightline-seo'
			) }
		>
			<div className="sightline-migration">{ body }</div>
		</ScreenShell>
	);
}
