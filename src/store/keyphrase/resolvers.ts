import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

import { API } from '../constants';
import type { Thunk } from '../thunk';
import { normaliseKeyphrase, usesKey, type KeyphraseUses } from './types';

/**
 * Asks the server which other posts have the focus keyphrase. A failed lookup is kept as null: the
 * check it feeds is left out rather than guessed, and no notice interrupts the writer.
 */
export const getKeyphraseUses =
	( post: number, keyphrase: string ): Thunk< Promise< void > > =>
	async ( { dispatch } ) => {
		const key = usesKey( post, keyphrase );
		if ( ! post || '' === normaliseKeyphrase( keyphrase ) ) {
			dispatch( { type: 'RECEIVE_KEYPHRASE_USES', key, uses: null } );
			return;
		}
		try {
			const uses = await apiFetch< KeyphraseUses >( {
				path: addQueryArgs( API.keyphraseUses, {
					post,
					keyphrase: normaliseKeyphrase( keyphrase ),
				} ),
			} );
			dispatch( { type: 'RECEIVE_KEYPHRASE_USES', key, uses } );
		} catch {
			dispatch( { type: 'RECEIVE_KEYPHRASE_USES', key, uses: null } );
		}
	};
