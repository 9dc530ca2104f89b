/**
 * How the 404 monitor's rows are shown, apart from the components: the referring hosts in one line and
 * the sort choices of the screen.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { NotFoundEntry, NotFoundQuery } from '../../../store';

/** "news.example (5), other.example (1)", or a dash when nobody linked to it. */
export function referrersLabel(
	referrers: NotFoundEntry[ 'referrers' ]
): string {
	if ( referrers.length === 0 ) {
		return '—';
	}
	return referrers
		.map( ( referrer ) =>
			sprintf(
				/* translators: 1: a site's host name, 2: number of visits from it. */
				__( '%1$s (%2$d)', 'sightline-seo' ),
				referrer.host,
				referrer.hits
			)
		)
		.join( ', ' );
}

export type SortChoice =
	'hits-desc' | 'hits-asc' | 'last_seen-desc' | 'last_seen-asc';

export const SORT_CHOICES: ReadonlyArray< {
	value: SortChoice;
	label: string;
} > = [
	{ value: 'hits-desc', label: __( 'Most hits', 'sightline-seo' ) },
	{ value: 'hits-asc', label: __( 'Fewest hits', 'sightline-seo' ) },
	{
		value: 'last_seen-desc',
		label: __( 'Seen most recently', 'sightline-seo' ),
	},
	{
		value: 'last_seen-asc',
		label: __( 'Seen longest ago', 'sightline-seo' ),
	},
];

export function sortOf(
	choice: SortChoice
): Pick< NotFoundQuery, 'orderby' | 'order' > {
	const [ orderby, order ] = choice.split( '-' ) as [
		NotFoundQuery[ 'orderby' ],
		NotFoundQuery[ 'order' ],
	];
	return { orderby, order };
}
