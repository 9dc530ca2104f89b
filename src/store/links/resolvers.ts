import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

import { API } from '../constants';
import type { Thunk } from '../thunk';
import { suggestionsKey, type LinkSuggestions } from './types';

/**
 * Asks the server which published posts are worth linking from this one. A failed lookup is kept as
 * null: the panel says suggestions are unavailable, and no notice interrupts the writer.
 */
export const getLinkSuggestions =
	( post: number, words: readonly string[] ): Thunk< Promise< void > > =>
	async ( { dispatch } ) => {
		const key = suggestionsKey( post, words );
		if ( ! post ) {
			dispatch( {
				type: 'RECEIVE_LINK_SUGGESTIONS',
				key,
				suggestions: null,
			} );
			return;
		}
		try {
			const suggestions = await apiFetch< LinkSuggestions >( {
				path: addQueryArgs( API.linkSuggestions, {
					post,
					words: [ ...words ],
				} ),
			} );
			dispatch( { type: 'RECEIVE_LINK_SUGGESTIONS', key, suggestions } );
		} catch {
			dispatch( {
				type: 'RECEIVE_LINK_SUGGESTIONS',
				key,
				suggestions: null,
			} );
		}
	};
