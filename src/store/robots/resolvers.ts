import apiFetch from '@wordpress/api-fetch';

import { API } from '../constants';
import type { Thunk } from '../thunk';
import type { RobotsTxtData } from './types';

export const getRobotsTxt =
	(): Thunk< Promise< void > > =>
	async ( { dispatch } ) => {
		const data = await apiFetch< RobotsTxtData >( { path: API.robotsTxt } );
		dispatch( { type: 'RECEIVE_ROBOTS_TXT', data } );
	};
