/**
 * What the IndexNow panel says about the last submission: a status for the notice and one sentence.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

import type { IndexnowLastResult } from '../../../store';

export interface IndexnowSummary {
	status: 'success' | 'error' | 'info';
	message: string;
}

/** The time of a submission in the admin's locale. */
export function formatTime( unix: number ): string {
	return new Date( unix * 1000 ).toLocaleString();
}

export function indexnowSummary(
	last: IndexnowLastResult | null,
	format: ( unix: number ) => string = formatTime
): IndexnowSummary {
	if ( ! last ) {
		return {
			status: 'info',
			message: __(
				'Nothing submitted yet. Changed URLs are sent a minute after they are saved.',
				'sightline-seo'
			),
		};
	}
	const sent = sprintf(
		/* translators: 1: number of URLs, 2: date and time. */
		_n(
			'%1$d URL submitted on %2$s.',
			'%1$d URLs submitted on %2$s.',
			last.count,
			'sightline-seo'
		),
		last.count,
		format( last.time )
	);
	if ( last.error ) {
		return { status: 'error', message: `${ sent } ${ last.error }` };
	}
	return {
		status: 'success',
		message: `${ sent } ${ sprintf(
			/* translators: %d: HTTP status. */
			__( 'IndexNow accepted them (HTTP %d).', 'sightline-seo' ),
			last.status
		) }`,
	};
}
