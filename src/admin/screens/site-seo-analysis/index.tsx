/**
 * Site SEO Analysis (/site-seo-analysis): every site-level check grouped by status, ignored ones set
 * apart, with Run Checks to re-run them on the server.
 */
import { Button, Notice, Spinner } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import { CheckList, CheckSummary } from '../../../components/checks';
import { formatDate } from '../../../utils/format';
import { ScreenShell } from '../../components/screen-shell';
import { useSiteChecks } from './use-site-checks';

export function RunChecksButton( {
	isRunning,
	onRun,
}: {
	isRunning: boolean;
	onRun: () => void;
} ) {
	return (
		<Button
			variant="primary"
			onClick={ onRun }
			isBusy={ isRunning }
			disabled={ isRunning }
			__experimentalIsFocusable
		>
			{ isRunning
				? __( 'Running checks…', 'sightline-seo' )
				: __( 'Run Checks', 'sightline-seo' ) }
		</Button>
	);
}

export function lastRunText( ranAt: number ): string {
	return sprintf(
		/* translators: %s: date and time of the last run. */
		__( 'Last checked: %s', 'sightline-seo' ),
		formatDate( ranAt ? ranAt * 1000 : null, {
			dateStyle: 'medium',
			timeStyle: 'short',
		} )
	);
}

export default function SiteSeoAnalysisScreen() {
	const { report, isRunning, busyId, run, ignore, restore } = useSiteChecks();
	return (
		<ScreenShell
			title={ __( 'Site SEO Analysis', 'sightline-seo' ) }
			description={ __(
				'Checks of your home page and site settings, with how to fix each finding.',
				'sightline-seo'
			) }
			actions={
				<RunChecksButton isRunning={ isRunning } onRun={ run } />
			}
		>
			{ ! report ? (
				<div className="sightline-analysis__loading">
					<Spinner />
					<p>{ __( 'Running the site checks…', 'sightline-seo' ) }</p>
				</div>
			) : (
				<>
					{ report.stale && (
						<Notice status="info" isDismissible={ false }>
							{ __(
								'Settings changed since these checks ran. Run the checks again to update the results.',
								'sightline-seo'
							) }
						</Notice>
					) }
					<CheckSummary checks={ report.checks } />
					<p className="sightline-analysis__ran-at">
						{ lastRunText( report.ran_at ) }
					</p>
					<CheckList
						checks={ report.checks }
						onIgnore={ ignore }
						onRestore={ restore }
						busyId={ busyId }
					/>
				</>
			) }
		</ScreenShell>
	);
}
