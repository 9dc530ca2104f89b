import type { GlobalSettings } from '../generated/global-settings';

export type { GlobalSettings };
export type SettingKey = keyof GlobalSettings;
export type SettingsPatch = Partial< GlobalSettings >;

export interface SettingsState {
	/** The settings as the server last returned them; null until loaded. */
	saved: GlobalSettings | null;
	/** Top-level settings edited since the last save (only these are sent). */
	unsaved: SettingsPatch;
	isSaving: boolean;
}

export type SettingsAction =
	| { type: 'RECEIVE_SETTINGS'; settings: GlobalSettings }
	| { type: 'EDIT_SETTINGS'; edits: SettingsPatch }
	| { type: 'SAVE_SETTINGS_START' }
	| {
			type: 'SAVE_SETTINGS_FINISH';
			saved?: GlobalSettings;
			sent: SettingsPatch;
	  };
