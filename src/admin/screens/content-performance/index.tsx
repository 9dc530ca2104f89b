/**
 * Content Performance (/content-performance): which pages earn clicks and impressions, and where the
 * searches come from (countries, devices); same sources as the Search Console screen.
 */
import { __ } from '@wordpress/i18n';

import { SearchTable } from '../search-console/data-table';
import { SearchReportScreen } from '../search-console/report-screen';

export default function ContentPerformanceScreen() {
	return (
		<SearchReportScreen
			title={ __( 'Content Performance', 'sightline-seo' ) }
			description={ __(
				'How each page performs in search.',
				'sightline-seo'
			) }
			footer={ ( { state } ) =>
				! state.isLoading &&
				! state.report && (
					<p>
						<a href="#/search-console">
							{ __(
								'Connect Search Console or import an export',
								'sightline-seo'
							) }
						</a>
					</p>
				)
			}
		>
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
							caption={ __( 'Countries', 'sightline-seo' ) }
							keyLabel={ __( 'Country', 'sightline-seo' ) }
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
		</SearchReportScreen>
	);
}
