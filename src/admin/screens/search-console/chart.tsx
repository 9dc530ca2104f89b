/**
 * Clicks and impressions per day as a small SVG line chart (no chart library: two polylines earn
 * their bytes). Each line is scaled to its own maximum; the image has a text alternative and the
 * figures are in the table below it for anyone who cannot see the chart.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { SearchDay } from '../../../store';
import { formatDate, shortenNumber } from '../../../utils/format';

const WIDTH = 640;
const HEIGHT = 180;
const PAD = 8;

export function points( values: number[] ): string {
	const max = Math.max( 1, ...values );
	const step =
		values.length > 1 ? ( WIDTH - 2 * PAD ) / ( values.length - 1 ) : 0;
	return values
		.map(
			( value, i ) =>
				`${ ( PAD + i * step ).toFixed( 1 ) },${ ( HEIGHT - PAD - ( value / max ) * ( HEIGHT - 2 * PAD ) ).toFixed( 1 ) }`
		)
		.join( ' ' );
}

export function PerformanceChart( { days }: { days: SearchDay[] } ) {
	if ( days.length < 2 ) {
		return (
			<p>
				{ __( 'Not enough daily data for a chart.', 'sightline-seo' ) }
			</p>
		);
	}
	const clicks = days.map( ( day ) => day.clicks );
	const impressions = days.map( ( day ) => day.impressions );
	const first = formatDate( days[ 0 ].date );
	const last = formatDate( days[ days.length - 1 ].date );
	const description = sprintf(
		/* translators: 1: first day, 2: last day, 3: total clicks, 4: total impressions, 5: most clicks in a day. */
		__(
			'Daily clicks and impressions from %1$s to %2$s: %3$s clicks and %4$s impressions in total, at most %5$s clicks in a day.',
			'sightline-seo'
		),
		first,
		last,
		shortenNumber( clicks.reduce( ( a, b ) => a + b, 0 ) ),
		shortenNumber( impressions.reduce( ( a, b ) => a + b, 0 ) ),
		shortenNumber( Math.max( ...clicks ) )
	);
	return (
		<figure className="sightline-gsc-chart">
			<svg
				viewBox={ `0 0 ${ WIDTH } ${ HEIGHT }` }
				role="img"
				aria-labelledby="sightline-gsc-chart-title sightline-gsc-chart-desc"
				preserveAspectRatio="none"
			>
				<title id="sightline-gsc-chart-title">
					{ __( 'Search performance over time', 'sightline-seo' ) }
				</title>
				<desc id="sightline-gsc-chart-desc">{ description }</desc>
				<polyline
					className="sightline-gsc-chart__impressions"
					points={ points( impressions ) }
					fill="none"
				/>
				<polyline
					className="sightline-gsc-chart__clicks"
					points={ points( clicks ) }
					fill="none"
				/>
			</svg>
			<figcaption className="sightline-gsc-chart__legend">
				<span className="sightline-gsc-chart__key sightline-gsc-chart__key--clicks">
					{ __( 'Clicks', 'sightline-seo' ) }
				</span>
				<span className="sightline-gsc-chart__key sightline-gsc-chart__key--impressions">
					{ __( 'Impressions', 'sightline-seo' ) }
				</span>
				<span className="sightline-gsc-chart__range">
					{ first } – { last }
				</span>
			</figcaption>
		</figure>
	);
}
