/**
 * What the editor and term screen receive from PHP (Sightline\Admin\Editor_Assets::page_data()), typed
 * on top of the shared page data.
 */
import { pageData, type PageData } from '../utils/page-data';

export interface EditorPageData extends PageData {
	separator: string;
	/** Templates an empty title/description falls back to for this object. */
	templates: { title: string; description: string };
	/** Whether the head prints Open Graph tags for this object. */
	openGraph: boolean;
	fallbackImage: string;
	twitterCardType: 'summary_large_image' | 'summary';
	canManageOptions: boolean;
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
		openGraph: raw.openGraph ?? true,
		fallbackImage: raw.fallbackImage ?? '',
		twitterCardType:
			raw.twitterCardType === 'summary'
				? 'summary'
				: 'summary_large_image',
		canManageOptions: Boolean( raw.canManageOptions ),
		objectType: raw.objectType === 'term' ? 'term' : 'post',
		objectLabel: raw.objectLabel ?? '',
		authorName: raw.authorName ?? '',
	};
}
