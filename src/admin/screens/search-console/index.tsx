/**
 * Search Console (/search-console): totals, the daily chart and the top queries, from the connected
 * property or an imported Performance export; plus the connect and import panels.
 */
import { __ } from '@wordpress/i18n';

import { PerformanceChart } from './chart';
import { ConnectPanel } from './connect-panel';
import { SearchTable } from './data-table';
import { ImportPanel } from './import-panel';
import { MetricCards } from './metrics';
import { SearchReportScreen } from './report-screen';

export default function SearchConsoleScreen() {
	return (
		<SearchReportScreen
			title={ __( 'Search Console', 'sightline-seo' ) }
			description={ __(
				'Clicks, impressions and positions from Google Search Console.',
				'sightline-seo'
			) }
			footer={ ( { status } ) =>
				status && (
					<div className="sightline-gsc__panels">
						<ConnectPanel status={ status } />
						<ImportPanel status={ status } />
					</div>
				)
			}
		>
			{ ( report ) => (
				<>
					<MetricCards totals={ report.totals } />
					<PerformanceChart days={ report.dates } />
					<SearchTable
						caption={ __( 'Top queries', 'sightline-seo' ) }
						keyLabel={ __( 'Query', 'sightline-seo' ) }
						rows={ report.queries }
					/>
				</>
			) }
		</SearchReportScreen>
	);
}
