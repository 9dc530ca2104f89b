/**
 * The page-level check rules of the block-editor sidebar and the term screen. Each rule is a pure
 * function of the resolved page values; thresholds come from the limits (limits.json, overridable by
 * the server's `sightline_length_limits` filter through page data). Which rules run, in which order,
 * comes from the rule set shared with PHP (includes/checks/page/page-checks.json); the server runs the
 * same rules in Sightline\Checks\Page\Page_Checks, and tests/fixtures/page-checks/cases.json holds
 * the exact results both must give (run by Jest and PHPUnit).
 */
import { __, _n, sprintf } from '@wordpress/i18n';

import ruleSet from '../../includes/checks/page/page-checks.json';
import { lastCall } from '../utils/same-values';

import {
	containsKeyword,
	normalize,
	pageContentFacts,
	urlWords,
	type PageContentFacts,
} from './text';
import type {
	CheckCategory,
	CheckContext,
	CheckResult,
	CheckStatus,
	PageCheckInput,
} from './types';

type Draft = Omit< CheckResult, 'ignore' | 'category' >;

interface Facts {
	input: PageCheckInput;
	context: CheckContext;
	content: PageContentFacts;
}

function result(
	id: string,
	status: CheckStatus,
	message: string,
	description: string
): Draft {
	return { id, status, message, description };
}

/** The page values a length rule measures; each is held to the limit of the same name. */
type MeasuredField = 'title' | 'description';

interface LengthRule {
	missingStatus: CheckStatus;
	missing: string;
	missingHelp: string;
	/** A format of the length and the limit. */
	tooLong: string;
	tooLongHelp: string;
	fine: string;
	fineHelp: string;
}

// Built on use, not at module load, so __() sees the translations whatever the load order.
const lengthRules = (): Record< MeasuredField, LengthRule > => ( {
	title: {
		missingStatus: 'error',
		missing: __( 'Search engine title is missing.', 'sightline-seo' ),
		missingHelp: __(
			'Search engines show the title as the link to your page. Write one in Search appearance.',
			'sightline-seo'
		),
		/* translators: 1: title length, 2: maximum length. */
		tooLong: __(
			'Search engine title is too long (%1$d of %2$d characters).',
			'sightline-seo'
		),
		tooLongHelp: __(
			'Longer titles are cut off in search results. Keep the important words at the start.',
			'sightline-seo'
		),
		fine: __(
			'Search engine title is present and within the limit.',
			'sightline-seo'
		),
		fineHelp: __(
			'The whole title fits in search results.',
			'sightline-seo'
		),
	},
	description: {
		missingStatus: 'warning',
		missing: __( 'Search engine description is missing.', 'sightline-seo' ),
		missingHelp: __(
			'Without a description, search engines pick a snippet from the page. Write one that invites the click.',
			'sightline-seo'
		),
		/* translators: 1: description length, 2: maximum length. */
		tooLong: __(
			'Search engine description is too long (%1$d of %2$d characters).',
			'sightline-seo'
		),
		tooLongHelp: __(
			'Longer descriptions are cut off in search results.',
			'sightline-seo'
		),
		fine: __(
			'Search engine description is present and within the limit.',
			'sightline-seo'
		),
		fineHelp: __(
			'The whole description fits in search results.',
			'sightline-seo'
		),
	},
} );

/**
 * The search engine title or description rule (search_engine_{field}): the value is missing, too long
 * for its limit, or present and within it.
 */
function lengthRule( field: MeasuredField ): ( facts: Facts ) => Draft {
	const id = `search_engine_${ field }`;
	return ( { input, context } ) => {
		const { missingStatus, tooLong, ...texts } = lengthRules()[ field ];
		const length = input[ field ].trim().length;
		const limit = context.limits[ field ];
		if ( ! length ) {
			return result(
				id,
				missingStatus,
				texts.missing,
				texts.missingHelp
			);
		}
		if ( length > limit ) {
			return result(
				id,
				'warning',
				sprintf( tooLong, length, limit ),
				texts.tooLongHelp
			);
		}
		return result( id, 'success', texts.fine, texts.fineHelp );
	};
}

function urlLength( { input, context }: Facts ): Draft {
	const length = input.url.length;
	if ( length > context.limits.url ) {
		return result(
			'url_length',
			'warning',
			sprintf(
				/* translators: 1: URL length, 2: maximum length. */
				__(
					'URL is too long (%1$d of %2$d characters).',
					'sightline-seo'
				),
				length,
				context.limits.url
			),
			__(
				'Short, readable URLs are easier to share and show in full in search results. Shorten the slug.',
				'sightline-seo'
			)
		);
	}
	return result(
		'url_length',
		'success',
		__( 'URL length is within the limit.', 'sightline-seo' ),
		__( 'The URL is short enough to show in full.', 'sightline-seo' )
	);
}

function subheadings( { content }: Facts ): Draft {
	if ( ! content.subheadings ) {
		return result(
			'h2_subheadings',
			'warning',
			__( 'No subheadings found in the content.', 'sightline-seo' ),
			__(
				'Subheadings (H2 to H6) structure the page for readers and search engines.',
				'sightline-seo'
			)
		);
	}
	return result(
		'h2_subheadings',
		'success',
		__( 'The content uses subheadings.', 'sightline-seo' ),
		__(
			'Subheadings structure the page for readers and search engines.',
			'sightline-seo'
		)
	);
}

function imageAltText( { content }: Facts ): Draft | null {
	if ( ! content.images ) {
		return null; // Nothing to describe; "no media" is its own check.
	}
	const missing = content.imagesWithoutAlt.length;
	if ( missing ) {
		return result(
			'image_alt_text',
			'suggestion',
			sprintf(
				/* translators: %d: number of images. */
				_n(
					'%d image has no alt text.',
					'%d images have no alt text.',
					missing,
					'sightline-seo'
				),
				missing
			),
			sprintf(
				/* translators: %s: list of image addresses. */
				__(
					'Alt text describes an image to screen readers and search engines. Images without it: %s',
					'sightline-seo'
				),
				content.imagesWithoutAlt.filter( Boolean ).join( ', ' ) ||
					__( '(no address)', 'sightline-seo' )
			)
		);
	}
	return result(
		'image_alt_text',
		'success',
		__( 'All images have alt text.', 'sightline-seo' ),
		__(
			'Every image is described for screen readers and search engines.',
			'sightline-seo'
		)
	);
}

function mediaPresent( { input, content }: Facts ): Draft {
	if ( content.images || input.hasFeaturedImage ) {
		return result(
			'media_present',
			'success',
			__( 'The page has images.', 'sightline-seo' ),
			__(
				'Images make the page more engaging and can appear in image search.',
				'sightline-seo'
			)
		);
	}
	if ( content.videos ) {
		return result(
			'media_present',
			'warning',
			__( 'The page has videos but no images.', 'sightline-seo' ),
			__(
				'Add a featured image or an image in the content: it is used when the page is shared and in image search.',
				'sightline-seo'
			)
		);
	}
	return result(
		'media_present',
		'warning',
		__( 'No images or videos found.', 'sightline-seo' ),
		__(
			'Add a featured image or media to the content to make the page more engaging.',
			'sightline-seo'
		)
	);
}

function linksPresent( { content }: Facts ): Draft {
	if ( ! content.links ) {
		return result(
			'links_present',
			'warning',
			__( 'No links found in the content.', 'sightline-seo' ),
			__(
				'Links to related pages help readers and search engines discover more of your site.',
				'sightline-seo'
			)
		);
	}
	return result(
		'links_present',
		'success',
		__( 'The content has links.', 'sightline-seo' ),
		__(
			'Links help readers and search engines discover related pages.',
			'sightline-seo'
		)
	);
}

function canonical( { input }: Facts ): Draft {
	const value = input.canonical.trim();
	if ( ! value ) {
		return result(
			'canonical_url',
			'warning',
			__( 'Canonical URL is missing.', 'sightline-seo' ),
			__(
				'The canonical URL tells search engines which address is the original. It is printed once the page has a permalink.',
				'sightline-seo'
			)
		);
	}
	if ( ! /^https?:\/\/[^\s/]+/i.test( value ) ) {
		return result(
			'canonical_url',
			'error',
			__( 'Canonical URL is not a full web address.', 'sightline-seo' ),
			__(
				'Use an absolute URL starting with https:// in Advanced, or leave it empty to use the permalink.',
				'sightline-seo'
			)
		);
	}
	if (
		input.url &&
		value.replace( /\/+$/, '' ) !== input.url.replace( /\/+$/, '' )
	) {
		return result(
			'canonical_url',
			'suggestion',
			__( 'Canonical URL points to another address.', 'sightline-seo' ),
			__(
				'Search engines will index the other address instead of this page. Leave it empty unless this page is a copy.',
				'sightline-seo'
			)
		);
	}
	return result(
		'canonical_url',
		'success',
		__( 'Canonical URL is set.', 'sightline-seo' ),
		__(
			'Search engines know this address is the original.',
			'sightline-seo'
		)
	);
}

function openGraph( { input }: Facts ): Draft {
	if ( ! input.openGraph ) {
		return result(
			'open_graph_tags',
			'suggestion',
			__( 'Open Graph tags are turned off.', 'sightline-seo' ),
			__(
				'Without Open Graph tags, social networks guess the title, description and image of shared links.',
				'sightline-seo'
			)
		);
	}
	return result(
		'open_graph_tags',
		'success',
		__( 'Open Graph tags are printed.', 'sightline-seo' ),
		__(
			'Social networks show the title, description and image you chose.',
			'sightline-seo'
		)
	);
}

/** What a keyword rule finds in its field: no text to look in, or whether the keyword is there. */
type KeywordMatch = 'empty' | boolean;

/** A field given as text: empty when blank, else whether the keyword occurs in it. */
function inText( text: string, keyword: string ): KeywordMatch {
	return text.trim() ? containsKeyword( text, keyword ) : 'empty';
}

interface KeywordRule {
	id: string;
	match: ( facts: Facts, keyword: string ) => KeywordMatch;
	found: string;
	notFound: string;
	empty: string;
}

// Built on use, not at module load, so __() sees the translations whatever the load order.
const keywordRules = (): KeywordRule[] => [
	{
		id: 'keyword_in_title',
		match: ( { input }, keyword ) => inText( input.title, keyword ),
		found: __(
			'Focus keyword appears in the search title.',
			'sightline-seo'
		),
		notFound: __(
			'Focus keyword does not appear in the search title.',
			'sightline-seo'
		),
		empty: __(
			'There is no search title to look for the focus keyword in.',
			'sightline-seo'
		),
	},
	{
		id: 'keyword_in_description',
		match: ( { input }, keyword ) => inText( input.description, keyword ),
		found: __(
			'Focus keyword appears in the search description.',
			'sightline-seo'
		),
		notFound: __(
			'Focus keyword does not appear in the search description.',
			'sightline-seo'
		),
		empty: __(
			'There is no search description to look for the focus keyword in.',
			'sightline-seo'
		),
	},
	{
		id: 'keyword_in_url',
		match: ( { input }, keyword ) =>
			inText( urlWords( input.url ), keyword ),
		found: __( 'Focus keyword appears in the URL.', 'sightline-seo' ),
		notFound: __(
			'Focus keyword does not appear in the URL.',
			'sightline-seo'
		),
		empty: __(
			'There is no URL to look for the focus keyword in.',
			'sightline-seo'
		),
	},
	{
		id: 'keyword_in_content',
		// Read with the content (in the editor's worker): its text is never held here.
		match: ( { content } ) =>
			content.hasText ? content.keywordFound : 'empty',
		found: __( 'Focus keyword appears in the content.', 'sightline-seo' ),
		notFound: __(
			'Focus keyword does not appear in the content.',
			'sightline-seo'
		),
		empty: __(
			'There is no content to look for the focus keyword in.',
			'sightline-seo'
		),
	},
];

const keywordHelp = () =>
	__(
		'Matching is by whole words, ignoring case and accents.',
		'sightline-seo'
	);

function keywordChecks( facts: Facts ): Draft[] {
	const keyword = facts.input.focusKeyword;
	if ( ! normalize( keyword ) ) {
		return [
			result(
				ruleSet.no_keyword,
				'suggestion',
				__( 'No focus keyword set.', 'sightline-seo' ),
				__(
					'Set the phrase people search for to check that the title, description, URL and content use it.',
					'sightline-seo'
				)
			),
		];
	}
	const help = keywordHelp();
	const rules = keywordRules();
	return ruleSet.keyword.map( ( id ) => {
		const rule = rules.find( ( candidate ) => candidate.id === id );
		if ( ! rule ) {
			throw new Error( `No keyword rule "${ id }".` );
		}
		const found = rule.match( facts, keyword );
		if ( 'empty' === found ) {
			return result( rule.id, 'warning', rule.empty, help );
		}
		return found
			? result( rule.id, 'success', rule.found, help )
			: result( rule.id, 'warning', rule.notFound, help );
	} );
}

type PageRule = ( facts: Facts ) => Draft | null;

const PAGE_RULES: Record< string, PageRule > = {
	search_engine_title: lengthRule( 'title' ),
	search_engine_description: lengthRule( 'description' ),
	url_length: urlLength,
	h2_subheadings: subheadings,
	image_alt_text: imageAltText,
	media_present: mediaPresent,
	links_present: linksPresent,
	canonical_url: canonical,
	open_graph_tags: openGraph,
};

/** Rules that look at the body of a post; a term has only a description, so terms skip them. */
const CONTENT_ONLY = new Set< string >( ruleSet.content_only );

function withMeta(
	draft: Draft,
	category: CheckCategory,
	ignored: readonly string[]
): CheckResult {
	return { ...draft, category, ignore: ignored.includes( draft.id ) };
}

/**
 * The facts of the content last read: typing in the title or the description runs the checks again
 * over the same content, which is not read again.
 */
const contentFacts = lastCall( pageContentFacts );

/**
 * Runs every page-level check on the resolved page values. `content` is what the content gives the
 * rules (pageContentFacts() of input.content and the focus keyword), when the caller has read it
 * already (the editor, in a worker); without it the content is read here.
 */
export function runPageChecks(
	input: PageCheckInput,
	context: CheckContext,
	content?: PageContentFacts
): CheckResult[] {
	const facts: Facts = {
		input,
		context,
		content: content ?? contentFacts( input.content, input.focusKeyword ),
	};
	const ignored = context.ignored ?? [];
	const page = ruleSet.page
		.filter( ( id ) => ! ( input.isTaxonomy && CONTENT_ONLY.has( id ) ) )
		.map( ( id ) => PAGE_RULES[ id ]( facts ) )
		.filter( ( draft ): draft is Draft => draft !== null )
		.map( ( draft ) => withMeta( draft, 'page', ignored ) );
	const keyword = keywordChecks( facts ).map( ( draft ) =>
		withMeta( draft, 'keyword', ignored )
	);
	return [ ...page, ...keyword ];
}
