/**
 * Data the PHP page prints for the apps before they start (window.sightlineAdmin). Its types come from
 * includes/contracts/page-data-*.json; each screen reads the fields of its own page through this file.
 */
import limitsJson from '../../includes/settings/limits.json';
import type {
	AdminPageData,
	Limits,
	PageData,
	WizardPageData,
	TermEditorPageData,
	ProfileEditorPageData,
} from '../contracts';

export type { Limits, PageData };

/** Whatever screen printed it, a field may be missing (a test page, an add-on that removed it). */
type AnyPageData = Partial<
	AdminPageData & WizardPageData & TermEditorPageData & ProfileEditorPageData
>;

declare global {
	interface Window {
		sightlineAdmin?: AnyPageData;
	}
}

/** The shared limits file, overridden by what the server's `sightline_length_limits` filter returned. */
export const DEFAULT_LIMITS: Limits = {
	title: limitsJson.title,
	description: limitsJson.description,
	url: limitsJson.url,
	social_title: limitsJson.social_title,
	social_description: limitsJson.social_description,
};

/** The shared page data, with the settings app's initial route (the wizard's and editor's have their own). */
export function pageData(): AdminPageData & AnyPageData {
	const data = window.sightlineAdmin ?? {};
	return {
		version: '',
		page: 'sightline',
		initialRoute: '/dashboard',
		adminUrl: '/wp-admin/',
		pluginUrl: '/wp-admin/admin.php?page=sightline',
		homeUrl: '/',
		siteName: '',
		tagline: '',
		faviconUrl: '',
		...data,
		limits: { ...DEFAULT_LIMITS, ...( data.limits ?? {} ) },
	};
}
