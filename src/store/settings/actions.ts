import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { API, NOTICE, RELOAD_DELAY_MS } from '../constants';
import { REQUIRES_RELOAD } from '../generated/settings-meta';
import { errorMessage } from '../utils/error-message';
import type { Thunk } from '../thunk';
import type { SettingsSaved } from '../../contracts';
import type { GlobalSettings, SettingsAction, SettingsPatch } from './types';

export function receiveSettings( settings: GlobalSettings ): SettingsAction {
	return { type: 'RECEIVE_SETTINGS', settings };
}

/** Records edits; they stay unsaved until saveSettings() sends them. */
export function editSettings( edits: SettingsPatch ): SettingsAction {
	return { type: 'EDIT_SETTINGS', edits };
}

/**
 * Sends only the changed settings. Resolves true on success; on failure shows the server's message and
 * keeps the edits unsaved so nothing is lost.
 */
export const saveSettings =
	(): Thunk< Promise< boolean > > =>
	async ( { select, dispatch, registry } ) => {
		const sent: SettingsPatch = select.getUnsavedSettings();
		if ( ! Object.keys( sent ).length ) {
			return true;
		}
		const notices = registry.dispatch( noticesStore );
		dispatch( { type: 'SAVE_SETTINGS_START' } );
		try {
			const response = await apiFetch< SettingsSaved >( {
				path: API.globalSettings,
				method: 'POST',
				data: { data: sent },
			} );
			dispatch( {
				type: 'SAVE_SETTINGS_FINISH',
				saved: response.data,
				sent,
			} );
			// The robots.txt editor shows the lines the AI crawler policy adds: read them again.
			if ( 'ai_crawlers' in sent ) {
				dispatch.invalidateResolutionForStoreSelector( 'getRobotsTxt' );
			}
		} catch ( error ) {
			dispatch( { type: 'SAVE_SETTINGS_FINISH', sent } );
			notices.createErrorNotice(
				errorMessage(
					error,
					__( 'Settings could not be saved.', 'sightline-seo' )
				),
				{
					id: NOTICE.settings,
					type: 'snackbar',
				}
			);
			return false;
		}
		if (
			Object.keys( sent ).some( ( key ) =>
				( REQUIRES_RELOAD as readonly string[] ).includes( key )
			)
		) {
			notices.createSuccessNotice(
				__( 'Settings saved successfully', 'sightline-seo' ),
				{ id: NOTICE.settingsReload, type: 'snackbar' }
			);
			setTimeout( () => window.location.reload(), RELOAD_DELAY_MS );
		} else {
			notices.createSuccessNotice(
				__( 'Settings saved successfully.', 'sightline-seo' ),
				{ id: NOTICE.settings, type: 'snackbar' }
			);
		}
		return true;
	};
