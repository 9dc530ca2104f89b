/**
 * The template variables (%title%, %site_name%, …) for the @ picker and sample values of previews. The
 * catalogue is the shared includes/settings/variables.json; resolving templates is src/resolution's job.
 */
import catalogue from '../../includes/settings/variables.json';
import type { VariableValues } from '../resolution';

export interface Variable {
	token: string;
	label: string;
	description: string;
	contexts: string[];
}

export const VARIABLES: readonly Variable[] = catalogue.variables;

/** Sample values for previews of site-wide templates, where there is no real post to read. */
export function sampleValues( site: {
	siteName: string;
	tagline: string;
	homeUrl: string;
	separator: string;
} ): VariableValues {
	const now = new Date();
	return {
		title: 'Sample Post Title',
		excerpt:
			'This is a sample excerpt that shows how the description of a post appears in search results and social shares.',
		content:
			'This is the beginning of a sample post, shown where the template uses the content.',
		site_name: site.siteName,
		tagline: site.tagline,
		separator: site.separator,
		site_url: site.homeUrl,
		page: '',
		paged: '',
		term_title: 'Sample Category',
		term_description: 'A sample category description.',
		author_name: 'Sample Author',
		author_description: 'A sample author biography.',
		published: now.toLocaleDateString(),
		modified: now.toLocaleDateString(),
		archive_date: now.toLocaleDateString( undefined, {
			year: 'numeric',
			month: 'long',
		} ),
		search_query: 'sample search',
		currentyear: String( now.getFullYear() ),
		currentmonth: now.toLocaleDateString( undefined, { month: 'long' } ),
		currentday: String( now.getDate() ),
		currentdate: now.toLocaleDateString(),
		post_type_singular: 'Post',
		post_type_plural: 'Posts',
		category: 'Sample Category',
		primary_category: 'Sample Category',
		first_category: 'Sample Category',
		tag: 'sample, tags',
		id: '1',
		focus_keyword: 'sample keyword',
		categories: 'Sample Category, Another Category',
		excerpt_only: 'This is a sample excerpt written for the post.',
		parent_title: 'Sample Parent Page',
		term_hierarchy: 'Sample Parent Category - Sample Category',
		archive_title: 'Sample Category',
		archive_label: 'Category: Sample Category',
		permalink: `${ site.homeUrl }sample-post/`,
		author_first_name: 'Sample',
		author_last_name: 'Author',
		pagenumber: '1',
		pagenumber_paged: '',
		pagetotal: '1',
		post_day: String( now.getDate() ),
		post_month: now.toLocaleDateString( undefined, { month: 'long' } ),
		post_year: String( now.getFullYear() ),
	};
}

/** Variables whose token or label matches what was typed after @, best matches first. */
export function suggestVariables( query: string, limit = 8 ): Variable[] {
	const q = query.toLowerCase();
	if ( q === '' ) {
		return VARIABLES.slice( 0, limit );
	}
	const starts = VARIABLES.filter(
		( v ) =>
			v.token.startsWith( q ) || v.label.toLowerCase().startsWith( q )
	);
	const contains = VARIABLES.filter(
		( v ) =>
			! starts.includes( v ) &&
			( v.token.includes( q ) || v.label.toLowerCase().includes( q ) )
	);
	return [ ...starts, ...contains ].slice( 0, limit );
}

/**
 * The @query being typed right before the caret, if any: an @ at the start or after a space, followed by
 * token characters only. Returns where the @ is so a choice can replace it.
 */
export function mentionAt(
	text: string,
	caret: number
): { start: number; query: string } | null {
	const before = text.slice( 0, caret );
	const match = /(^|\s)@([a-z0-9_]*)$/i.exec( before );
	if ( ! match ) {
		return null;
	}
	return { start: caret - match[ 2 ].length - 1, query: match[ 2 ] };
}
