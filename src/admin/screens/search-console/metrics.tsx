/**
 * The four totals: clicks, impressions, CTR and average position, shortened (1.2k) with the exact
 * figure for screen readers and on hover.
 */
import { __ } from '@wordpress/i18n';

import type { SearchMetrics } from '../../../store';
import {
	formatPercent,
	formatPosition,
	shortenNumber,
} from '../../../utils/format';

export function MetricCards( { totals }: { totals: SearchMetrics } ) {
	const items = [
		{
			label: __( 'Total Clicks', 'sightline-seo' ),
			value: shortenNumber( totals.clicks ),
			exact: totals.clicks.toLocaleString(),
		},
		{
			label: __( 'Total Impressions', 'sightline-seo' ),
			value: shortenNumber( totals.impressions ),
			exact: totals.impressions.toLocaleString(),
		},
		{
			label: __( 'Average CTR', 'sightline-seo' ),
			value: formatPercent( totals.ctr ),
			exact: formatPercent( totals.ctr ),
		},
		{
			label: __( 'Average Position', 'sightline-seo' ),
			value: formatPosition( totals.position ),
			exact: formatPosition( totals.position ),
		},
	];
	return (
		<dl className="sightline-gsc-metrics">
			{ items.map( ( item ) => (
				<div key={ item.label } className="sightline-gsc-metrics__item">
					<dt>{ item.label }</dt>
					<dd title={ item.exact }>{ item.value }</dd>
				</div>
			) ) }
		</dl>
	);
}
