/**
 * The report frame shared by Search Console and Content Performance: loading, "no data yet", errors,
 * the data source and range, then the screen's own content.
 */
import { Notice, Spinner } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';

import type { SearchConsoleReport } from '../../../store';
import { formatDate } from '../../../utils/format';
import type { ReportState } from './use-search-console';

export function sourceText( report: SearchConsoleReport ): string {
	const range = `${ formatDate( report.range.start ) } – ${ formatDate( report.range.end ) }`;
	return report.source === 'api'
		? sprintf(
				/* translators: 1: property, 2: date range. */
				__(
					'From Google Search Console (%1$s), %2$s.',
					'sightline-seo'
				),
				report.property ?? '',
				range
			)
		: sprintf(
				/* translators: %s: date range. */
				__(
					'From an imported Performance export, %s.',
					'sightline-seo'
				),
				range
			);
}

export interface ReportViewProps {
	state: ReportState;
	children: ( report: SearchConsoleReport ) => ReactNode;
	/** What to say when there is no data (the default points to the panels below the report). */
	emptyText?: string;
}

export function ReportView( { state, children, emptyText }: ReportViewProps ) {
	if ( state.isLoading ) {
		return (
			<div className="sightline-gsc__loading">
				<Spinner />
				<span>
					{ __( 'Loading search performance…', 'sightline-seo' ) }
				</span>
			</div>
		);
	}
	if ( state.error ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ state.error }
			</Notice>
		);
	}
	if ( ! state.report ) {
		return (
			<Notice status="info" isDismissible={ false }>
				{ emptyText ??
					__(
						'There is no Search Console data yet: connect a property or import the Performance export below.',
						'sightline-seo'
					) }
			</Notice>
		);
	}
	return (
		<>
			<p className="sightline-gsc__source">
				{ sourceText( state.report ) }
			</p>
			{ children( state.report ) }
		</>
	);
}
