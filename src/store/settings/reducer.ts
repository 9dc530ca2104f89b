import type {
	SettingsAction,
	SettingsState,
	SettingsPatch,
	GlobalSettings,
} from './types';

export const initialSettingsState: SettingsState = {
	saved: null,
	unsaved: {},
	isSaving: false,
};

/** Drops edits that put a value back to what is saved, so "unsaved" means really different. */
function withoutUnchanged(
	saved: GlobalSettings | null,
	edits: SettingsPatch
): SettingsPatch {
	if ( ! saved ) {
		return edits;
	}
	const changed: Record< string, unknown > = {};
	for ( const [ key, value ] of Object.entries( edits ) ) {
		if (
			JSON.stringify( value ) !==
			JSON.stringify( saved[ key as keyof GlobalSettings ] )
		) {
			changed[ key ] = value;
		}
	}
	return changed as SettingsPatch;
}

export function settingsReducer(
	state: SettingsState = initialSettingsState,
	action: SettingsAction
): SettingsState {
	switch ( action.type ) {
		case 'RECEIVE_SETTINGS':
			return {
				...state,
				saved: action.settings,
				unsaved: withoutUnchanged( action.settings, state.unsaved ),
			};
		case 'EDIT_SETTINGS':
			return {
				...state,
				unsaved: withoutUnchanged( state.saved, {
					...state.unsaved,
					...action.edits,
				} ),
			};
		case 'SAVE_SETTINGS_START':
			return { ...state, isSaving: true };
		case 'SAVE_SETTINGS_FINISH': {
			if ( ! action.saved ) {
				return { ...state, isSaving: false };
			}
			// Edits made while the request ran stay unsaved; the ones that were sent are now saved.
			const remaining: Record< string, unknown > = {};
			for ( const [ key, value ] of Object.entries( state.unsaved ) ) {
				if (
					JSON.stringify( value ) !==
					JSON.stringify( action.sent[ key as keyof GlobalSettings ] )
				) {
					remaining[ key ] = value;
				}
			}
			return {
				saved: action.saved,
				unsaved: withoutUnchanged(
					action.saved,
					remaining as SettingsPatch
				),
				isSaving: false,
			};
		}
		default:
			return state;
	}
}
