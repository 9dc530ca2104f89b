/**
 * What a check result is about, so clicking it can show that place: a block of the content (found
 * by its text, as the readability measure in the worker reports it, or an image), a field of our
 * sidebar, or the post's slug. Plain data: the block editor is asked only when a result is clicked
 * (go-to.ts).
 */
import type { LocatedCheck } from '../../checks/readability';

/** The fields of our sidebar a result may be about; each is marked data-sightline-field. */
export type SidebarField = 'title' | 'description' | 'focus_keyword';

export type CheckTarget =
	/** The block holding this text (a paragraph, list item... as the readability facts give it). */
	| { kind: 'text'; text: string }
	/** The first block of a type (the first paragraph, the first subheading). */
	| { kind: 'block'; name: string }
	/** The first image block, or the first one without alt text. */
	| { kind: 'image'; withoutAlt: boolean }
	| { kind: 'field'; field: SidebarField }
	| { kind: 'slug' };

/** The text of the block each readability result is about, as the worker measured it. */
export type Locators = Partial< Record< LocatedCheck, string > >;

/** Results about one field or one kind of block, whatever the text: by check id. */
const FIXED: Readonly< Record< string, CheckTarget > > = {
	search_engine_title: { kind: 'field', field: 'title' },
	keyword_in_title: { kind: 'field', field: 'title' },
	keyphrase_title: { kind: 'field', field: 'title' },
	search_engine_description: { kind: 'field', field: 'description' },
	keyword_in_description: { kind: 'field', field: 'description' },
	keyphrase_description: { kind: 'field', field: 'description' },
	keyphrase_length: { kind: 'field', field: 'focus_keyword' },
	keyphrase_missing: { kind: 'field', field: 'focus_keyword' },
	keyphrase_used: { kind: 'field', field: 'focus_keyword' },
	url_length: { kind: 'slug' },
	keyword_in_url: { kind: 'slug' },
	keyphrase_slug: { kind: 'slug' },
	image_alt_text: { kind: 'image', withoutAlt: true },
	keyphrase_images: { kind: 'image', withoutAlt: false },
	keyphrase_introduction: { kind: 'block', name: 'core/paragraph' },
	keyphrase_subheadings: { kind: 'block', name: 'core/heading' },
};

/**
 * The target of a result: the place in the text its facts located (readability), else the field
 * or block kind its id is about; null when it is about the page as a whole.
 */
export function targetOf(
	checkId: string,
	locators: Partial< Record< LocatedCheck, string > > = {}
): CheckTarget | null {
	const text = locators[ checkId as LocatedCheck ];
	if ( text ) {
		return { kind: 'text', text };
	}
	return FIXED[ checkId ] ?? null;
}
