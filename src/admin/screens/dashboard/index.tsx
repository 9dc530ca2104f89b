/**
 * Dashboard (/dashboard): the site checks summary, the most important open items, how many posts
 * score well, shortcuts into the settings and, when Search Console is on, the last 28 days of search performance.
 */
import { Card, CardBody, CardHeader, Spinner } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import { CheckList, CheckSummary } from '../../../components/checks';
import { store } from '../../../store';
import { ScreenShell } from '../../components/screen-shell';
import { RunChecksButton, lastRunText } from '../site-seo-analysis';
import { useSiteChecks } from '../site-seo-analysis/use-site-checks';
import { PerformanceOverview } from './performance-overview';
import { ScoreOverview } from './score-overview';
import './style.scss';

/** How many open items the dashboard lists per status. */
const TOP_ITEMS = 5;

function shortcuts(
	searchConsole: boolean
): Array< { route: string; label: string; text: string } > {
	const list = [
		{
			route: '/general',
			label: __( 'Meta Templates', 'sightline-seo' ),
			text: __( 'Default titles and descriptions.', 'sightline-seo' ),
		},
		{
			route: '/general/homepage',
			label: __( 'Home Page', 'sightline-seo' ),
			text: __(
				'Title, description and social card of the home page.',
				'sightline-seo'
			),
		},
		{
			route: '/general/social',
			label: __( 'Social', 'sightline-seo' ),
			text: __( 'Default image, Facebook and X.', 'sightline-seo' ),
		},
		{
			route: '/advanced/robot_instructions',
			label: __( 'Robot Instructions', 'sightline-seo' ),
			text: __(
				'What search engines may index and follow.',
				'sightline-seo'
			),
		},
		{
			route: '/advanced/sitemaps',
			label: __( 'Sitemaps', 'sightline-seo' ),
			text: __( 'XML sitemaps for search engines.', 'sightline-seo' ),
		},
		{
			route: '/advanced/robots-txt-editor',
			label: __( 'Robots.txt Editor', 'sightline-seo' ),
			text: __( 'Rules for crawlers.', 'sightline-seo' ),
		},
	];
	if ( searchConsole ) {
		list.push( {
			route: '/search-console',
			label: __( 'Search Console', 'sightline-seo' ),
			text: __( 'Clicks, impressions and positions.', 'sightline-seo' ),
		} );
	}
	return list;
}

export default function DashboardScreen() {
	const { report, isRunning, run } = useSiteChecks();
	const searchConsole = useSelect(
		( select ) =>
			Boolean( select( store ).getSettings()?.enable_google_console ),
		[]
	);
	return (
		<ScreenShell
			title={ __( 'Dashboard', 'sightline-seo' ) }
			description={ __( 'Your site SEO at a glance.', 'sightline-seo' ) }
			actions={
				<RunChecksButton isRunning={ isRunning } onRun={ run } />
			}
		>
			<div className="sightline-dashboard">
				<section
					className="sightline-dashboard__checks"
					aria-labelledby="sightline-dashboard-checks"
				>
					<h2
						id="sightline-dashboard-checks"
						className="sightline-dashboard__heading"
					>
						{ __( 'Site SEO Analysis', 'sightline-seo' ) }
					</h2>
					{ ! report ? (
						<Spinner />
					) : (
						<>
							<CheckSummary
								checks={ report.checks }
								headingLevel={ 3 }
							/>
							<p className="sightline-dashboard__ran-at">
								{ lastRunText( report.ran_at ) }
							</p>
							<CheckList
								checks={ report.checks }
								only={ [ 'error', 'warning' ] }
								limit={ TOP_ITEMS }
								headingLevel={ 3 }
							/>
							<a
								className="components-button is-secondary"
								href="#/site-seo-analysis"
							>
								{ __( 'View all checks', 'sightline-seo' ) }
							</a>
						</>
					) }
				</section>
				<ScoreOverview />
				{ searchConsole && <PerformanceOverview /> }
				<section
					className="sightline-dashboard__shortcuts"
					aria-labelledby="sightline-dashboard-shortcuts"
				>
					<h2
						id="sightline-dashboard-shortcuts"
						className="sightline-dashboard__heading"
					>
						{ __( 'Shortcuts', 'sightline-seo' ) }
					</h2>
					<ul className="sightline-dashboard__shortcut-list">
						{ shortcuts( searchConsole ).map( ( item ) => (
							<li key={ item.route }>
								<Card size="small">
									<CardHeader>
										<a href={ `#${ item.route }` }>
											{ item.label }
										</a>
									</CardHeader>
									<CardBody>{ item.text }</CardBody>
								</Card>
							</li>
						) ) }
					</ul>
				</section>
			</div>
		</ScreenShell>
	);
}
