import type { SiteAction, SiteState } from './types';

export const initialSiteState: SiteState = { settings: null };

export function siteReducer(
	state: SiteState = initialSiteState,
	action: SiteAction
): SiteState {
	switch ( action.type ) {
		case 'RECEIVE_SITE_SETTINGS':
			return { ...state, settings: action.settings };
		default:
			return state;
	}
}
