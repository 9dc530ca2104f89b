import apiFetch from '@wordpress/api-fetch';

import { API } from '../constants';
import type { Thunk } from '../thunk';
import type { SiteSettings } from './types';

export const getSiteSettings =
	(): Thunk< Promise< void > > =>
	async ( { dispatch } ) => {
		const settings = await apiFetch< SiteSettings >( {
			path: API.siteSettings,
		} );
		dispatch( { type: 'RECEIVE_SITE_SETTINGS', settings } );
	};
