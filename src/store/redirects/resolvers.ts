import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

import { API } from '../constants';
import type { Thunk } from '../thunk';
import { redirectQueryKey } from './reducer';
import type { RedirectPage, RedirectQuery } from './types';

export const getRedirects =
	( query: RedirectQuery ): Thunk< Promise< void > > =>
	async ( { dispatch } ) => {
		const page = await apiFetch< RedirectPage >( {
			path: addQueryArgs( API.redirects, {
				search: query.search,
				page: query.page,
				per_page: query.perPage,
			} ),
		} );
		dispatch( {
			type: 'RECEIVE_REDIRECTS',
			key: redirectQueryKey( query ),
			page,
		} );
	};
