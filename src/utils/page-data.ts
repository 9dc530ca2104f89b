/**
 * Data the PHP page prints for the apps before they start (window.sightlineAdmin), typed in one place.
 */
import limitsJson from '../../includes/settings/limits.json';

export interface Limits {
	title: number;
	description: number;
	url: number;
	social_title: number;
	social_description: number;
}

export interface PageData {
	version: string;
	page: string;
	initialRoute: string;
	adminUrl: string;
	pluginUrl: string;
	homeUrl: string;
	siteName: string;
	tagline: string;
	faviconUrl: string;
	limits: Limits;
	[ key: string ]: unknown;
}

declare global {
	interface Window {
		sightlineAdmin?: Partial< PageData >;
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

export function pageData(): PageData {
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
