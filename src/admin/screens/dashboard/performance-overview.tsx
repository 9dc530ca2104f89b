/**
 * The dashboard's search performance block (Search Console flag on): the last 28 days' totals.
 */
import { __ } from '@wordpress/i18n';

import { MetricCards } from '../search-console/metrics';
import { ReportView } from '../search-console/report-view';
import {
	DEFAULT_DAYS,
	useSearchConsoleReport,
} from '../search-console/use-search-console';
import '../search-console/style.scss';

export function PerformanceOverview() {
	const state = useSearchConsoleReport( DEFAULT_DAYS );
	return (
		<section
			className="sightline-dashboard__performance"
			aria-labelledby="sightline-dashboard-performance"
		>
			<h2
				id="sightline-dashboard-performance"
				className="sightline-dashboard__heading"
			>
				{ __( 'Search Performance', 'sightline-seo' ) }
			</h2>
			<ReportView
				state={ state }
				emptyText={ __(
					'There is no Search Console data yet.',
					'sightline-seo'
				) }
			>
				{ ( report ) => <MetricCards totals={ report.totals } /> }
			</ReportView>
			<p>
				<a href="#/search-console">
					{ __( 'Open Search Console', 'sightline-seo' ) }
				</a>
			</p>
		</section>
	);
}
