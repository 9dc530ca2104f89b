/**
 * The redirect form's logic, apart from the components: the empty rule (defaults from
 * includes/settings/redirect.json, through the generated type), which fields a status uses, the checks
 * the form makes before sending (only presence: everything else is the server's, whose message is shown
 * under the field it names), and how a rule's last hit is shown.
 */
import { __ } from '@wordpress/i18n';

import type { RedirectFields, RedirectRule } from '../../../store';
import { formatDate } from '../../../utils/format';

export const STATUSES: ReadonlyArray< RedirectFields[ 'status' ] > = [
	301, 302, 307, 410, 451,
];

export const EMPTY_REDIRECT: RedirectFields = {
	source: '',
	match: 'exact',
	target: '',
	status: 301,
	query: 'keep',
	enabled: true,
};

export type FieldErrors = Partial< Record< keyof RedirectFields, string > >;

/** 410 and 451 answer without sending the visitor anywhere: no target. */
export function takesTarget( status: RedirectFields[ 'status' ] ): boolean {
	return status === 301 || status === 302 || status === 307;
}

/** The writable fields of a stored rule, for editing it. */
export function fieldsOf( rule: RedirectRule ): RedirectFields {
	const { source, match, target, status, query, enabled } = rule;
	return { source, match, target, status, query, enabled };
}

/** What the form sends: the target emptied for 410/451, spaces around values trimmed. */
export function toSend( fields: RedirectFields ): RedirectFields {
	return {
		...fields,
		source: fields.source.trim(),
		target: takesTarget( fields.status ) ? fields.target.trim() : '',
	};
}

export function missingFields( fields: RedirectFields ): FieldErrors {
	const errors: FieldErrors = {};
	if ( fields.source.trim() === '' ) {
		errors.source = __( 'Enter a source.', 'sightline-seo' );
	}
	if ( takesTarget( fields.status ) && fields.target.trim() === '' ) {
		errors.target = __(
			'Enter a target: a path of this site starting with / or a full http(s):// URL.',
			'sightline-seo'
		);
	}
	return errors;
}

export function statusLabel( status: RedirectFields[ 'status' ] ): string {
	switch ( status ) {
		case 301:
			return __( '301 Moved Permanently', 'sightline-seo' );
		case 302:
			return __( '302 Found', 'sightline-seo' );
		case 307:
			return __( '307 Temporary Redirect', 'sightline-seo' );
		case 410:
			return __( '410 Gone', 'sightline-seo' );
		default:
			return __( '451 Unavailable For Legal Reasons', 'sightline-seo' );
	}
}

/** The last hit (stored in UTC as Y-m-d H:i:s) in the admin's time, or 'Never'. */
export function lastHitLabel( lastHit: string | null ): string {
	if ( ! lastHit ) {
		return __( 'Never', 'sightline-seo' );
	}
	return formatDate( `${ lastHit.replace( ' ', 'T' ) }Z`, {
		year: 'numeric',
		month: 'short',
		day: 'numeric',
		hour: '2-digit',
		minute: '2-digit',
	} );
}
