import type { SiteSettings } from '../../contracts';

export type {
	ImportResult,
	LabelledType,
	SettingChange,
	SettingsFile,
	SiteSettings,
} from '../../contracts';

export interface SiteState {
	settings: SiteSettings | null;
}

export type SiteAction = {
	type: 'RECEIVE_SITE_SETTINGS';
	settings: SiteSettings;
};
