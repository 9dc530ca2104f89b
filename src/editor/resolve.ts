/**
 * What the page will show, worked out from the unsaved object: the search title and description
 * (own template, else the default template), the social texts and images with their fallbacks, the
 * canonical URL, and the input of the page checks. Pure, so previews and checks agree and are tested.
 */
import type { PageCheckInput } from '../checks';
import {
	autoDescription,
	excerpt as cleanExcerpt,
	firstContentImage,
	line,
	postTitle,
	phpTrim,
	resolveDescription,
	resolveSocialImages,
	resolveSocialTexts,
	resolveTitle,
	socialRule,
	type TemplateScope,
	type VariableValues,
} from '../resolution';
import type { SeoObject } from './context';
import type { EditorPageData } from './data';

export interface SocialValues {
	title: string;
	description: string;
	image: string;
}

export interface ResolvedSeo {
	title: string;
	description: string;
	facebook: SocialValues;
	twitter: SocialValues;
	canonical: string;
}

/**
 * What the content gives a post without an excerpt (%content%, and %excerpt% then): the site's
 * automatic description rule applied as the page applies it. Content-derived, so callers memoise it
 * on the content alone.
 */
export function contentDescription(
	content: string,
	data: EditorPageData
): string {
	return autoDescription( content, data.autoDescription, data.shortcodes );
}

export function variableValues(
	object: SeoObject,
	data: EditorPageData,
	fromContent: string
): VariableValues {
	const limit = data.limits.description;
	// Variables on the server: a term's %excerpt% and %content% are its description; a post's
	// %excerpt% is its own excerpt, else what its content gives.
	// A password-protected post shows visitors nothing of its text: no excerpt, no content.
	// A post's hand-written excerpt is cut at the limit, or kept whole when the site says so
	// (Variables::excerpt_limit()); a term's description is always cut.
	const rule = data.autoDescription;
	const whole = object.kind === 'post' && rule.whole_excerpt === true;
	// A post's hand-written excerpt not printed whole is cut by the content's rule where that rule is
	// a source's own (Slim SEO's characters, The SEO Framework's sentences, SEOPress's words), as
	// Variables::excerpt() cuts it.
	const byRule =
		object.kind === 'post' &&
		! whole &&
		( rule.scope ?? 'content' ) === 'content' &&
		( rule.count === 'stored' ||
			rule.cut === 'sentence' ||
			rule.words > 0 );
	// %excerpt_only% is the hand-written excerpt at the limit whatever the rule (as on the server).
	const excerptOnly = object.passwordProtected
		? ''
		: cleanExcerpt( object.excerpt, whole ? 0 : limit, data.shortcodes );
	let ownExcerpt = excerptOnly;
	if ( byRule && ! object.passwordProtected ) {
		ownExcerpt = autoDescription(
			object.excerpt,
			{ ...rule, first_paragraph: false },
			data.shortcodes
		);
	}
	let content = object.kind === 'term' ? ownExcerpt : fromContent;
	if ( object.passwordProtected ) {
		content = '';
	}
	const excerpt =
		object.kind === 'term' || phpTrim( object.excerpt ) !== ''
			? ownExcerpt
			: content;
	// The saved object's own values as the server computes them (categories, parent, dates, permalink…).
	// Without them only what the editor knows is filled: a post's preview never shows sample text.
	const saved: VariableValues = data.variableValues ?? {
		site_name: data.siteName,
		tagline: data.tagline,
		separator: data.separator,
		site_url: data.homeUrl,
		post_type_singular: data.objectLabel,
		author_name: data.authorName,
	};
	const values: VariableValues = {
		...saved,
		// As typed in the editor: plain text as the server makes it (Text::line(), a post's by
		// Text::post_title() under template_spaces and texturize_post_title), values print as they are.
		title:
			object.kind === 'post'
				? postTitle(
						object.title,
						data.templateSpaces ?? 'tidy',
						data.texturizePostTitle === true
					)
				: line( object.title ),
		excerpt,
		content,
		id: String( object.id ),
		focus_keyword: line( object.meta.focus_keyword ),
	};
	if ( object.kind === 'post' ) {
		// %excerpt_only%: the hand-written excerpt alone, as it is being edited.
		values.excerpt_only = excerptOnly;
	}
	if ( object.kind === 'term' ) {
		values.term_title = line( object.title );
		values.term_description = excerpt;
	}
	return values;
}

/** What resolveSeo() takes of the content when it was read already (page-content/facts.ts). */
export interface ContentReading {
	/** The content at the social length; null when the site sets none. */
	socialDescription: string | null;
	/** The content's first image ('' when none, or for a term or a protected post). */
	contentImage: string;
}

/**
 * `fromContent` is contentDescription() of the content; `read`, when given, the rest of what the
 * content gives (read in the editor's worker), else the content is read here.
 */
export function resolveSeo(
	object: SeoObject,
	data: EditorPageData,
	fromContent: string,
	read?: ContentReading
): ResolvedSeo {
	const values = variableValues( object, data, fromContent );
	const { meta } = object;
	const scope: TemplateScope = {
		values,
		separator: data.separator,
		texturize: data.texturizeTitles !== false,
		spaces: data.templateSpaces ?? 'tidy',
	};
	// The server's order: the object's own template, then the chain its type falls back to.
	const titleTemplates = [ meta.title, ...data.templateChain.title ];
	const title = resolveTitle( titleTemplates, scope );
	const describe = ( from: VariableValues ) =>
		resolveDescription(
			[ meta.description, ...data.templateChain.description ],
			{ ...scope, values: from },
			( object.kind === 'term' ? from.term_description : from.excerpt ) ??
				''
		);
	const description = describe( values );
	// Social networks get content cut at the social length when the site sets one (Resolver::social()).
	const social = socialRule( data.autoDescription );
	const socialDescription =
		social && object.kind === 'post'
			? describe(
					variableValues(
						object,
						data,
						read
							? ( read.socialDescription ?? '' )
							: autoDescription(
									object.content,
									social,
									data.shortcodes
								)
					)
				)
			: description;
	const texts = resolveSocialTexts(
		{
			facebookTitles: [ meta.facebook_title ],
			facebookDescriptions: [ meta.facebook_description ],
			twitterTitles: [ meta.twitter_title ],
			twitterDescriptions: [ meta.twitter_description ],
			titleTemplates,
			socialTitleSiteName: data.socialTitleSiteName,
			description: socialDescription,
			titleValue: object.title,
			siteName: data.siteName,
		},
		scope
	);
	const images = resolveSocialImages( {
		facebook: meta.facebook_image,
		twitter: meta.twitter_image,
		featured:
			data.socialFeaturedImage === false ? '' : object.featuredImageUrl,
		contentImage:
			object.kind === 'term' ||
			object.passwordProtected ||
			! data.socialContentImage
				? ''
				: ( read?.contentImage ?? firstContentImage( object.content ) ),
		gallery:
			object.kind === 'term' ||
			object.passwordProtected ||
			! data.socialGalleryImage
				? ''
				: ( object.galleryImageUrl ?? '' ),
		fallback: data.fallbackImage,
		twitterFromFacebook: data.twitterImageFromOg !== false,
		// Setting og_image_request_scheme: a page view's scheme is its home address's.
		facebookScheme: data.ogImageScheme
			? new URL( data.homeUrl, 'http://localhost/' ).protocol.replace(
					':',
					''
				)
			: undefined,
	} );
	return {
		title,
		description,
		facebook: { ...texts.facebook, image: images.facebook },
		twitter: { ...texts.twitter, image: images.twitter },
		canonical: meta.canonical.trim() || object.url,
	};
}

export function checkInput(
	object: SeoObject,
	data: EditorPageData,
	resolved: ResolvedSeo
): PageCheckInput {
	return {
		title: resolved.title,
		description: resolved.description,
		url: object.url,
		content: object.content,
		hasFeaturedImage: object.featuredImageUrl !== '',
		canonical: resolved.canonical,
		openGraph: data.openGraph,
		focusKeyword: object.meta.focus_keyword,
		isTaxonomy: object.kind === 'term',
	};
}
