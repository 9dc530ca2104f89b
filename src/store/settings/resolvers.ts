import apiFetch from '@wordpress/api-fetch';

import { API } from '../constants';
import type { Thunk } from '../thunk';
import type { GlobalSettings } from './types';

/**
 * Loads the settings once per page; the admin page preloads this response, so it costs no round trip.
 * Other settings selectors read what this stored: call getSettings() to trigger the load.
 */
export const getSettings =
	(): Thunk< Promise< void > > =>
	async ( { dispatch } ) => {
		const settings = await apiFetch< GlobalSettings >( {
			path: API.globalSettings,
		} );
		dispatch( { type: 'RECEIVE_SETTINGS', settings } );
	};
