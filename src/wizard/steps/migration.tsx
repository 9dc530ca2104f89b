/**
 * Route /migration: 'Bring Your SEO Settings into Sightline SEO', driven by
 * the same migration engine as Tools > Migrate. Next reads Migrate / Migrating / Retry / Next; Skip is
 * disabled while migrating and hidden once done; there is no Back. After a run the migrated website
 * details and social profiles pre-fill the next steps.
 */
import { CheckboxControl, RadioControl } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useCallback, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import {
	CachePluginWarning,
	MigrationErrorPanel,
	MigrationProgressView,
	MigrationResumePrompt,
	MigrationSummary,
	useMigration,
	type MigrationPhase,
} from '../../migration';
import type { MigratedData } from '../../store/migration/actions';
import { store } from '../../store';
import { StepNavigation } from '../components/step-navigation';
import { useWizardNavigation } from '../navigation';
import { wizardPageData } from '../page-data';
import { useWizard } from '../state/context';
import type { WebsiteDetails, WebsiteType } from '../state/types';
import { useStepAction } from '../step-action';

/** Label of the Next button for a phase of the migration. */
export function migrationNextLabel(
	phase: MigrationPhase,
	alreadyDone: boolean
): string {
	if ( alreadyDone || phase === 'done' ) {
		return __( 'Next', 'sightline-seo' );
	}
	if ( phase === 'migrating' ) {
		return __( 'Migrating', 'sightline-seo' );
	}
	if ( phase === 'error' ) {
		return __( 'Retry', 'sightline-seo' );
	}
	return __( 'Migrate', 'sightline-seo' );
}

/** The migrated-data answer as wizard website details (only the fields it carries). */
export function migratedWebsiteDetails(
	data: MigratedData[ 'website_details' ] | undefined
): Partial< WebsiteDetails > {
	if ( ! data ) {
		return {};
	}
	return {
		website_type: data.website_type as WebsiteType,
		website_name: data.website_name,
		website_owner_name: data.website_owner_name,
		organization_type: data.organization_type,
		website_owner_phone: data.website_owner_phone,
		website_logo: data.website_logo,
		about_page: data.about_page,
		contact_page: data.contact_page,
	};
}

export default function Migration() {
	const { state, dispatch } = useWizard();
	const { next } = useWizardNavigation();
	const runAction = useStepAction();
	const { fetchMigratedData } = useDispatch( store ) as unknown as {
		fetchMigratedData: () => Promise< MigratedData >;
	};
	const sources = wizardPageData().migrationSources;
	// No plugin is chosen at first: Migrate looks disabled until the admin picks one.
	const [ chosen, setChosen ] = useState( '' );

	const onDone = useCallback( () => {
		fetchMigratedData()
			.then( ( data ) =>
				dispatch( {
					type: 'MIGRATION_DONE',
					socialProfiles: data?.social_profiles,
					websiteDetails: migratedWebsiteDetails(
						data?.website_details
					),
				} )
			)
			.catch( () => dispatch( { type: 'MIGRATION_DONE' } ) );
	}, [ fetchMigratedData, dispatch ] );
	const migration = useMigration( { onDone } );
	const { phase } = migration;
	const done = state.isMigrationDone || phase === 'done';
	const slug = migration.state.plugin_slug || chosen;
	const source = sources.find( ( item ) => item.slug === slug );
	const sourceName = source?.name ?? slug;

	const onNext = () =>
		runAction(
			() => {
				if ( phase === 'error' ) {
					migration.retry();
				} else if ( ! done ) {
					migration.start( chosen, migration.state.deactivatePlugin );
				}
			},
			() => done && next()
		);

	return (
		<div className="sightline-wizard__migration">
			<h1>
				{ __(
					'Bring Your SEO Settings into Sightline SEO',
					'sightline-seo'
				) }
			</h1>
			{ phase === 'idle' && ! done && (
				<>
					<p>
						{ __(
							'We found another SEO plugin on this site. Import its settings, titles and descriptions so nothing is lost.',
							'sightline-seo'
						) }
					</p>
					<CachePluginWarning />
					<RadioControl
						label={ __(
							'Choose the plugin to migrate from',
							'sightline-seo'
						) }
						selected={ chosen }
						options={ sources.map( ( item ) => ( {
							label: item.name,
							value: item.slug,
						} ) ) }
						onChange={ ( value: string ) => setChosen( value ) }
					/>
					{ source?.active && (
						<CheckboxControl
							label={ sprintf(
								/* translators: %s: plugin name. */ __(
									'Deactivate %s after the migration',
									'sightline-seo'
								),
								source.name
							) }
							checked={ migration.state.deactivatePlugin }
							onChange={ migration.setDeactivatePlugin }
							__nextHasNoMarginBottom
						/>
					) }
				</>
			) }
			{ phase === 'paused' && (
				<MigrationResumePrompt
					sourceName={ sourceName }
					progress={ migration.state.progress }
					onResume={ migration.resume }
					onStartOver={ migration.startOver }
					onCancel={ migration.cancel }
				/>
			) }
			{ phase === 'migrating' && (
				<>
					<p className="sightline-wizard__migrating-from">
						{ sourceName }
					</p>
					<MigrationProgressView
						state={ migration.state }
						steps={ migration.steps }
						statusText={ migration.statusText }
					/>
				</>
			) }
			{ phase === 'error' && (
				<MigrationErrorPanel
					message={ migration.state.error }
					onRetry={ migration.retry }
					retryLabel={ __( 'Retry', 'sightline-seo' ) }
				/>
			) }
			{ phase === 'done' && (
				<MigrationSummary
					state={ migration.state }
					sourceName={ sourceName }
				/>
			) }
			{ phase !== 'done' && done && (
				<p>
					{ __(
						'Your settings were migrated. Continue with your website details.',
						'sightline-seo'
					) }
				</p>
			) }
			<StepNavigation
				onSkip={ done ? undefined : next }
				skipDisabled={ phase === 'migrating' }
				onNext={ onNext }
				nextLabel={ migrationNextLabel( phase, done ) }
				nextDisabled={
					phase === 'migrating' ||
					phase === 'paused' ||
					( ! done && phase === 'idle' && ! chosen )
				}
				busy={ phase === 'migrating' }
			/>
		</div>
	);
}
