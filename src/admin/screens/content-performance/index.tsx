/**
 * Content Performance (/content-performance): which pages earn clicks and impressions, and where the
 * searches come from (countries, devices); same sources as the Search Console screen.
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { ScreenShell } from '../../components/screen-shell';
import { SearchTable } from '../search-console/data-table';
import { RangeSelect } from '../search-console/range-select';
import { ReportView } from '../search-console/report-view';
import {
	DEFAULT_DAYS,
	useSearchConsoleReport,
	useSearchConsoleStatus,
} from '../search-console/use-search-console';
import '../search-console/style.scss';

export default function ContentPerformanceScreen() {
	const [ days, setDays ] = useState( DEFAULT_DAYS );
	const status = useSearchConsoleStatus();
	const state = useSearchConsoleReport( days );
	const live = Boolean( status?.connected && status.property );
	return (
		<ScreenShell
			title={ __( 'Content Performance', 'sightline-seo' ) }
			description={ __(
				'How each page performs in search.',
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
							<SearchTable
								caption={ __( 'Pages', 'sightline-seo' ) }
								keyLabel={ __( 'Page', 'sightline-seo' ) }
								rows={ report.pages }
								limit={ 50 }
								links
							/>
							<div className="sightline-gsc__panels">
								<SearchTable
									caption={ __(
										'Countries',
										'sightline-seo'
									) }
									keyLabel={ __(
										'Country',
										'sightline-seo'
									) }
									rows={ report.countries }
								/>
								<SearchTable
									caption={ __( 'Devices', 'sightline-seo' ) }
									keyLabel={ __( 'Device', 'sightline-seo' ) }
									rows={ report.devices }
								/>
							</div>
						</>
					) }
				</ReportView>
				{ ! state.isLoading && ! state.report && (
					<p>
						<a href="#/search-console">
							{ __(
								'Connect Search Console or import an export',
								'sightline-seo'
							) }
						</a>
					</p>
				) }
			</div>
		</ScreenShell>
	);
}
