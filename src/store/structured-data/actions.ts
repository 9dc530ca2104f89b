/**
 * The own structured data of a term or an author, edited in the store and saved by the classic form it
 * belongs to (the term's "Update", the profile's "Update User"): PUT <kind>/structured-data, whose
 * refusal names the field (Sightline\Structured_Data\Instance_Validator). The block editor saves a
 * post's with the post.
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

import { API } from '../constants';
import { errorMessage } from '../utils/error-message';
import type { Thunk } from '../thunk';
import type { StoredInstance } from '../../components/structured-data/instances';
import { ownKey, type FormOwnerKind } from './types';

/** The instances the page was printed with (kept when the form already edits them). */
export function receiveOwnStructuredData(
	kind: FormOwnerKind,
	id: number,
	instances: StoredInstance[]
) {
	return {
		type: 'OWN_STRUCTURED_DATA_RECEIVE' as const,
		key: ownKey( kind, id ),
		instances,
	};
}

export function editOwnStructuredData(
	kind: FormOwnerKind,
	id: number,
	instances: StoredInstance[]
) {
	return {
		type: 'OWN_STRUCTURED_DATA_EDIT' as const,
		key: ownKey( kind, id ),
		instances,
	};
}

/**
 * Stores the edited instances; resolves true when they are stored (or had no change), false when the
 * server refused them (its reason is kept for the panel).
 */
export const saveOwnStructuredData =
	( kind: FormOwnerKind, id: number ): Thunk< Promise< boolean > > =>
	async ( { select, dispatch } ) => {
		const edited = select.getOwnStructuredData( kind, id ) as
			{ instances: StoredInstance[]; changed: boolean } | undefined;
		if ( ! edited?.changed ) {
			return true;
		}
		const key = ownKey( kind, id );
		try {
			await apiFetch( {
				path: API.ownStructuredData( kind ),
				method: 'PUT',
				data: { id, instances: edited.instances },
			} );
			dispatch( { type: 'OWN_STRUCTURED_DATA_SAVED', key } );
			return true;
		} catch ( error ) {
			dispatch( {
				type: 'OWN_STRUCTURED_DATA_REFUSED',
				key,
				message: errorMessage(
					error,
					__(
						'The structured data could not be saved. Please try again.',
						'sightline-seo'
					)
				),
			} );
			return false;
		}
	};
