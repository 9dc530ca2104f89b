/**
 * The date range: N days back from today (only meaningful for a connected property; an import covers
 * the range it was exported with).
 */
import { SelectControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import { dateRange, formatDate } from '../../../utils/format';

export function RangeSelect( {
	days,
	ranges,
	onChange,
}: {
	days: number;
	ranges: number[];
	onChange: ( days: number ) => void;
} ) {
	const range = dateRange( days );
	return (
		<div className="sightline-gsc-range">
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Date range', 'sightline-seo' ) }
				value={ String( days ) }
				options={ ranges.map( ( n ) => ( {
					value: String( n ),
					/* translators: %d: number of days. */
					label: sprintf( __( 'Last %d days', 'sightline-seo' ), n ),
				} ) ) }
				onChange={ ( value: string ) => onChange( Number( value ) ) }
			/>
			<p className="sightline-gsc-range__dates">
				{ formatDate( range.startDate ) } –{ ' ' }
				{ formatDate( range.endDate ) }
			</p>
		</div>
	);
}
