/**
 * The summary above a check list: 'N Issues Detected' / 'N Warnings Detected' / 'SEO is Optimized' and
 * 'N issues need attention.' / 'All SEO checks passed.'. Announced politely when it changes.
 */
import { useMemo } from '@wordpress/element';
import {
	Icon,
	cancelCircleFilled,
	info,
	published,
	warning,
} from '@wordpress/icons';
import type { ReactNode } from 'react';

import { groupChecks, summarize } from './grouping';
import type { CheckItem } from './types';
import './style.scss';

export interface CheckSummaryProps {
	checks: readonly CheckItem[];
	ignoredIds?: readonly string[];
	headingLevel?: 2 | 3 | 4;
	/** Extra content on the right (e.g. a Run checks button). */
	actions?: ReactNode;
}

const ICONS = {
	error: cancelCircleFilled,
	warning,
	suggestion: info,
	success: published,
};

export function CheckSummary( {
	checks,
	ignoredIds = [],
	headingLevel = 2,
	actions,
}: CheckSummaryProps ) {
	const summary = useMemo(
		() => summarize( groupChecks( checks, ignoredIds ) ),
		[ checks, ignoredIds ]
	);
	const Heading = `h${ headingLevel }` as const;
	return (
		<div
			className={ `sightline-check-summary sightline-check-summary--${ summary.status }` }
		>
			<Icon
				icon={ ICONS[ summary.status ] }
				size={ 32 }
				className="sightline-check-summary__icon"
			/>
			<div
				className="sightline-check-summary__text"
				role="status"
				aria-live="polite"
			>
				<Heading className="sightline-check-summary__heading">
					{ summary.heading }
				</Heading>
				<p className="sightline-check-summary__description">
					{ summary.text }
				</p>
			</div>
			{ actions && (
				<div className="sightline-check-summary__actions">
					{ actions }
				</div>
			) }
		</div>
	);
}
