import type {
	GlobalSettings,
	SettingKey,
	SettingsPatch,
	SettingsState,
} from './types';

interface State {
	settings: SettingsState;
}

const EMPTY: SettingsPatch = {};
const mergedCache = new WeakMap< SettingsState, GlobalSettings >();

/** The settings as the screens show them: saved values with unsaved edits on top; null until loaded. */
export function getSettings( state: State ): GlobalSettings | null {
	const slice = state.settings;
	if ( ! slice.saved ) {
		return null;
	}
	let merged = mergedCache.get( slice );
	if ( ! merged ) {
		merged = { ...slice.saved, ...slice.unsaved };
		mergedCache.set( slice, merged );
	}
	return merged;
}

export function getSetting< K extends SettingKey >(
	state: State,
	key: K
): GlobalSettings[ K ] | undefined {
	return getSettings( state )?.[ key ];
}

export function getSavedSettings( state: State ): GlobalSettings | null {
	return state.settings.saved;
}

export function getUnsavedSettings( state: State ): SettingsPatch {
	return Object.keys( state.settings.unsaved ).length
		? state.settings.unsaved
		: EMPTY;
}

export function hasUnsavedSettings( state: State ): boolean {
	return Object.keys( state.settings.unsaved ).length > 0;
}

export function isSavingSettings( state: State ): boolean {
	return state.settings.isSaving;
}
