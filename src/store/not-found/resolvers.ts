import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

import { API } from '../constants';
import type { Thunk } from '../thunk';
import { notFoundQueryKey } from './reducer';
import type { NotFoundPage, NotFoundQuery } from './types';

export const getNotFound =
	( query: NotFoundQuery ): Thunk< Promise< void > > =>
	async ( { dispatch } ) => {
		const page = await apiFetch< NotFoundPage >( {
			path: addQueryArgs( API.notFound, {
				search: query.search,
				page: query.page,
				per_page: query.perPage,
				orderby: query.orderby,
				order: query.order,
			} ),
		} );
		dispatch( {
			type: 'RECEIVE_NOT_FOUND',
			key: notFoundQueryKey( query ),
			page,
		} );
	};
