import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

import { API } from '../constants';
import { errorMessage } from '../utils/error-message';
import type { Thunk } from '../thunk';
import type {
	SearchConsoleReport,
	SearchConsoleSite,
	SearchConsoleStatus,
} from './types';

export const getSearchConsoleStatus =
	(): Thunk< Promise< void > > =>
	async ( { dispatch } ) => {
		const status = await apiFetch< SearchConsoleStatus >( {
			path: API.searchConsoleStatus,
		} );
		dispatch( { type: 'RECEIVE_SEARCH_CONSOLE_STATUS', status } );
	};

/**
 * No data yet is a normal state, not a failure: the screen offers to connect or import. The status
 * says whether there is any (a connected property or an import), so a new site asks for no report
 * (whose 404 the browser would log as an error on the Dashboard); the route's own "no data" answer,
 * should the data go between the two requests, means the same.
 */
export const getSearchConsoleReport =
	( days: number ): Thunk< Promise< void > > =>
	async ( { dispatch, resolveSelect } ) => {
		const status: SearchConsoleStatus | null =
			await resolveSelect.getSearchConsoleStatus();
		if (
			status &&
			! ( status.connected && status.property ) &&
			! status.import
		) {
			dispatch( {
				type: 'RECEIVE_SEARCH_CONSOLE_REPORT',
				days,
				report: null,
			} );
			return;
		}
		try {
			const report = await apiFetch< SearchConsoleReport >( {
				path: addQueryArgs( API.searchConsoleReport, { days } ),
			} );
			dispatch( { type: 'RECEIVE_SEARCH_CONSOLE_REPORT', days, report } );
		} catch ( error ) {
			const noData =
				( error as { code?: string } )?.code ===
				'sightline_search_console_no_data';
			dispatch( {
				type: 'RECEIVE_SEARCH_CONSOLE_REPORT',
				days,
				report: null,
				error: noData
					? undefined
					: errorMessage(
							error,
							__(
								'The Search Console data could not be loaded.',
								'sightline-seo'
							)
						),
			} );
		}
	};

export const getSearchConsoleSites =
	(): Thunk< Promise< void > > =>
	async ( { dispatch } ) => {
		try {
			const sites = await apiFetch< SearchConsoleSite[] >( {
				path: API.searchConsoleSites,
			} );
			dispatch( { type: 'RECEIVE_SEARCH_CONSOLE_SITES', sites } );
		} catch ( error ) {
			dispatch( { type: 'RECEIVE_SEARCH_CONSOLE_SITES', sites: [] } );
			dispatch( {
				type: 'SEARCH_CONSOLE_ERROR',
				error: {
					source: 'connect',
					message: errorMessage(
						error,
						__(
							'Your Search Console properties could not be loaded.',
							'sightline-seo'
						)
					),
				},
			} );
		}
	};
