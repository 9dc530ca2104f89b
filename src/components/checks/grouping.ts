/**
 * Pure helpers behind the check list: grouping by status (ignored checks set apart) and the summary
 * heading and text. Kept apart from the components so page checks and site checks share one rule.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

import type { CheckGroups, CheckItem, CheckStatus } from './types';

export const STATUS_ORDER: readonly CheckStatus[] = [
	'error',
	'warning',
	'suggestion',
	'success',
];

/** A check is ignored when it says so or when its id is on the ignore list. */
export function isIgnored(
	check: CheckItem,
	ignoredIds: readonly string[] = []
): boolean {
	return Boolean( check.ignore ) || ignoredIds.includes( check.id );
}

export function groupChecks< T extends CheckItem >(
	checks: readonly T[],
	ignoredIds: readonly string[] = []
): CheckGroups< T > {
	const groups: CheckGroups< T > = {
		error: [],
		warning: [],
		suggestion: [],
		success: [],
		ignored: [],
	};
	for ( const check of checks ) {
		if ( isIgnored( check, ignoredIds ) ) {
			groups.ignored.push( check );
		} else if ( STATUS_ORDER.includes( check.status ) ) {
			groups[ check.status ].push( check );
		}
	}
	return groups;
}

export interface CheckSummaryText {
	/** The worst status among the checks that are not ignored ('success' when none is open). */
	status: CheckStatus;
	heading: string;
	text: string;
	/** Errors plus warnings: what "need attention" counts. */
	open: number;
}

/**
 * 'N Issues Detected' when errors remain, else 'N Warnings Detected', else 'SEO is Optimized'; the text
 * counts errors and warnings together ('N issues need attention.') or says 'All SEO checks passed.'.
 *
 * The English strings are the product's fixed wording, the same for every N (1 included); _n() still
 * hands each language its own plural forms.
 */
export function summarize( groups: CheckGroups ): CheckSummaryText {
	const errors = groups.error.length;
	const warnings = groups.warning.length;
	const open = errors + warnings;
	let status: CheckStatus = 'success';
	let heading = __( 'SEO is Optimized', 'sightline-seo' );
	if ( errors > 0 ) {
		status = 'error';
		heading = sprintf(
			/* translators: %d: number of checks with errors. */
			_n(
				'%d Issues Detected',
				'%d Issues Detected',
				errors,
				'sightline-seo'
			),
			errors
		);
	} else if ( warnings > 0 ) {
		status = 'warning';
		heading = sprintf(
			/* translators: %d: number of checks with warnings. */
			_n(
				'%d Warnings Detected',
				'%d Warnings Detected',
				warnings,
				'sightline-seo'
			),
			warnings
		);
	} else if ( groups.suggestion.length > 0 ) {
		status = 'suggestion';
	}
	const text =
		open > 0
			? sprintf(
					/* translators: %d: number of checks with errors or warnings. */
					_n(
						'%d issues need attention.',
						'%d issues need attention.',
						open,
						'sightline-seo'
					),
					open
				)
			: __( 'All SEO checks passed.', 'sightline-seo' );
	return { status, heading, text, open };
}

export function statusLabel( status: CheckStatus ): string {
	switch ( status ) {
		case 'error':
			return __( 'Error', 'sightline-seo' );
		case 'warning':
			return __( 'Warning', 'sightline-seo' );
		case 'suggestion':
			return __( 'Suggestion', 'sightline-seo' );
		default:
			return __( 'Passed', 'sightline-seo' );
	}
}

export function groupTitle( group: keyof CheckGroups ): string {
	switch ( group ) {
		case 'error':
			return __( 'Errors', 'sightline-seo' );
		case 'warning':
			return __( 'Warnings', 'sightline-seo' );
		case 'suggestion':
			return __( 'Suggestions', 'sightline-seo' );
		case 'success':
			return __( 'Passed', 'sightline-seo' );
		default:
			return __( 'Ignored', 'sightline-seo' );
	}
}
