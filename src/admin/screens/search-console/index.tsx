/**
 * Search Console (/search-console): totals, the daily chart and the top queries, from the connected
 * property or an imported Performance export; plus the connect and import panels.
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { ScreenShell } from '../../components/screen-shell';
import { PerformanceChart } from './chart';
import { ConnectPanel } from './connect-panel';
import { SearchTable } from './data-table';
import { ImportPanel } from './import-panel';
import { MetricCards } from './metrics';
import { RangeSelect } from './range-select';
import { ReportView } from './report-view';
import {
	DEFAULT_DAYS,
	useSearchConsoleReport,
	useSearchConsoleStatus,
} from './use-search-console';
import './style.scss';

export default function SearchConsoleScreen() {
	const [ days, setDays ] = useState( DEFAULT_DAYS );
	const status = useSearchConsoleStatus();
	const state = useSearchConsoleReport( days );
	const live = Boolean( status?.connected && status.property );
	return (
		<ScreenShell
			title={ __( 'Search Console', 'sightline-seo' ) }
			description={ __(
				'Clicks, impressions and positions from Google Search Console.',
				'sightline-seo'
			) }
			actions={
				live && status ? (
					<RangeSelect
						days={ days }
						ranges={ status.ranges }
						onChange={ setDays }
					/>
				) : undefined
			}
		>
			<div className="sightline-gsc">
				<ReportView state={ state }>
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
				</ReportView>
				{ status && (
					<div className="sightline-gsc__panels">
						<ConnectPanel status={ status } />
						<ImportPanel status={ status } />
					</div>
				) }
			</div>
		</ScreenShell>
	);
}
