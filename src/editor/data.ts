/**
 * What the editor and term screen receive from PHP (Sightline\Admin\Editor_Assets::post_data() and
 * Term_Screen::data()), typed by includes/contracts/page-data-editor.json, with defaults for a field a
 * page did not print.
 */
import type { EditorPageData } from '../contracts';
import { pageData } from '../utils/page-data';

export type { EditorPageData };

export function editorData(): EditorPageData {
	const base = pageData();
	const raw = window.sightlineAdmin ?? {};
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
			words: raw.autoDescription?.words ?? 0,
			whole_excerpt: raw.autoDescription?.whole_excerpt ?? false,
			social_length: raw.autoDescription?.social_length ?? 0,
			decoded_tags: raw.autoDescription?.decoded_tags ?? false,
			count: raw.autoDescription?.count ?? 'text',
			cut: raw.autoDescription?.cut ?? 'word',
			excerpt_support: raw.autoDescription?.excerpt_support ?? false,
			scope: raw.autoDescription?.scope ?? 'content',
			shortcodes: raw.autoDescription?.shortcodes ?? 'strip',
			read: raw.autoDescription?.read ?? 'text',
		},
		shortcodes: Array.isArray( raw.shortcodes ) ? raw.shortcodes : [],
		socialTitleSiteName: raw.socialTitleSiteName ?? true,
		variableValues:
			raw.variableValues && typeof raw.variableValues === 'object'
				? raw.variableValues
				: null,
		openGraph: raw.openGraph ?? true,
		fallbackImage: raw.fallbackImage ?? '',
		socialContentImage: raw.socialContentImage ?? true,
		socialGalleryImage: raw.socialGalleryImage ?? false,
		ogImageScheme: raw.ogImageScheme ?? false,
		socialFeaturedImage: raw.socialFeaturedImage ?? true,
		texturizeTitles: raw.texturizeTitles ?? true,
		templateSpaces: raw.templateSpaces ?? 'tidy',
		texturizePostTitle: raw.texturizePostTitle ?? false,
		twitterImageFromOg: raw.twitterImageFromOg ?? true,
		twitterCardType:
			raw.twitterCardType === 'summary'
				? 'summary'
				: 'summary_large_image',
		canManageOptions: Boolean( raw.canManageOptions ),
		redirectsAutoCreate: Boolean( raw.redirectsAutoCreate ),
		subpagePaths: Array.isArray( raw.subpagePaths ) ? raw.subpagePaths : [],
		objectType: raw.objectType === 'term' ? 'term' : 'post',
		objectLabel: raw.objectLabel ?? '',
		authorName: raw.authorName ?? '',
		schemas: Boolean( raw.schemas ),
	};
}
