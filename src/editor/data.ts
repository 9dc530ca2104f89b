/**
 * What the editor and term screen receive from PHP (Sightline\Admin\Editor_Assets::page_data()), typed
 * on top of the shared page data.
 */
import type { XCardType } from '../components/social-preview';
import type { AutoDescriptionRule } from '../resolution';
import { pageData, type PageData } from '../utils/page-data';

export interface EditorPageData extends PageData {
	separator: string;
	/** Templates an empty title/description falls back to for this object (the first of each chain). */
	templates: { title: string; description: string };
	/** Every template the server tries after the object's own, best first (Resolver::fallback_templates()). */
	templateChain: { title: string[]; description: string[] };
	/** Every template variable's value for the saved object, from the server (Variables::values()). */
	variableValues?: Record< string, string >;
	/** Setting auto_description as the server applies it (Variables::auto_description_rule()). */
	autoDescription: AutoDescriptionRule;
	/** Shortcode tags the site registers: an automatic description drops them with what they enclose. */
	shortcodes: string[];
	/** Setting social_title_site_name: social titles without their own keep the site name. */
	socialTitleSiteName: boolean;
	/** Whether the head prints Open Graph tags for this object. */
	openGraph: boolean;
	fallbackImage: string;
	twitterCardType: XCardType;
	canManageOptions: boolean;
	/** Setting redirects_auto_create: the server adds a redirect when a published address changes. */
	redirectsAutoCreate?: boolean;
	objectType: 'post' | 'term';
	/** "Post", "Page", "Category"… */
	objectLabel: string;
	authorName: string;
}

export function editorData(): EditorPageData {
	const base = pageData();
	const raw = base as Partial< EditorPageData >;
	return {
		...base,
		separator: raw.separator ?? '-',
		templates: {
			title: raw.templates?.title ?? '%title% %separator% %site_name%',
			description: raw.templates?.description ?? '%excerpt%',
		},
		templateChain: {
			title: raw.templateChain?.title ?? [
				raw.templates?.title ?? '%title% %separator% %site_name%',
			],
			description: raw.templateChain?.description ?? [
				raw.templates?.description ?? '%excerpt%',
			],
		},
		autoDescription: {
			length: raw.autoDescription?.length ?? base.limits.description,
			first_paragraph: raw.autoDescription?.first_paragraph ?? false,
			ellipsis: raw.autoDescription?.ellipsis ?? false,
		},
		shortcodes: Array.isArray( raw.shortcodes ) ? raw.shortcodes : [],
		socialTitleSiteName: raw.socialTitleSiteName ?? true,
		variableValues:
			raw.variableValues && typeof raw.variableValues === 'object'
				? raw.variableValues
				: undefined,
		openGraph: raw.openGraph ?? true,
		fallbackImage: raw.fallbackImage ?? '',
		twitterCardType:
			raw.twitterCardType === 'summary'
				? 'summary'
				: 'summary_large_image',
		canManageOptions: Boolean( raw.canManageOptions ),
		redirectsAutoCreate: Boolean( raw.redirectsAutoCreate ),
		objectType: raw.objectType === 'term' ? 'term' : 'post',
		objectLabel: raw.objectLabel ?? '',
		authorName: raw.authorName ?? '',
	};
}
