/**
 * What the page will show, worked out from the unsaved object: the search title and description
 * (own template, else the default template), the social texts and images with their fallbacks, the
 * canonical URL, and the input of the page checks. Pure, so previews and checks agree and are tested.
 */
import type { PageCheckInput } from '../checks';
import {
	firstContentImage,
	resolveDescription,
	resolveSocialImages,
	resolveSocialTexts,
	resolveTitle,
	type TemplateScope,
	type VariableValues,
} from '../resolution';
import { sampleValues } from '../utils/variables';
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

/** Plain text of content HTML: tags, comments and extra spaces removed. */
export function plainText( html: string ): string {
	return html
		.replace( /<!--[\s\S]*?-->/g, ' ' )
		.replace( /<(script|style)\b[\s\S]*?<\/\1>/gi, ' ' )
		.replace( /<[^>]+>/g, ' ' )
		.replace( /&nbsp;|&#160;/g, ' ' )
		.replace( /&amp;/g, '&' )
		.replace( /\s+/g, ' ' )
		.trim();
}

/** The first `max` characters of a text, cut after a whole word (as the server's %excerpt% does). */
export function cutAtWord( text: string, max: number ): string {
	if ( text.length <= max ) {
		return text;
	}
	const cut = text.slice( 0, max );
	const space = cut.lastIndexOf( ' ' );
	return ( space > max / 2 ? cut.slice( 0, space ) : cut ).replace(
		/[\s,;:]+$/,
		''
	);
}

export function variableValues(
	object: SeoObject,
	data: EditorPageData,
	contentText: string
): VariableValues {
	const excerpt = object.excerpt.trim()
		? plainText( object.excerpt )
		: cutAtWord( contentText, data.limits.description );
	// The saved object's own values as the server computes them (categories, parent, dates, permalink…);
	// sample text only where the server sent none. What the editor changes live is taken from it below.
	const saved: VariableValues = data.variableValues ?? {
		...sampleValues( {
			siteName: data.siteName,
			tagline: data.tagline,
			homeUrl: data.homeUrl,
			separator: data.separator,
		} ),
		// Unknown here: left empty rather than shown with sample text.
		category: '',
		tag: '',
		author_description: '',
	};
	const values: VariableValues = {
		...saved,
		title: object.title,
		excerpt,
		content: cutAtWord( contentText, data.limits.description ),
		id: String( object.id ),
		focus_keyword: object.meta.focus_keyword,
		post_type_singular: data.objectLabel,
		author_name: data.authorName,
	};
	if ( object.kind === 'term' ) {
		values.term_title = object.title;
		values.term_description = excerpt;
	}
	return values;
}

export function resolveSeo(
	object: SeoObject,
	data: EditorPageData,
	contentText: string
): ResolvedSeo {
	const values = variableValues( object, data, contentText );
	const { meta } = object;
	const scope: TemplateScope = { values, separator: data.separator };
	// The server's order: the object's own template, then the chain its type falls back to.
	const titleTemplates = [ meta.title, ...data.templateChain.title ];
	const title = resolveTitle( titleTemplates, scope );
	const description = resolveDescription(
		[ meta.description, ...data.templateChain.description ],
		scope,
		( object.kind === 'term' ? values.term_description : values.excerpt ) ??
			''
	);
	const texts = resolveSocialTexts(
		{
			facebookTitles: [ meta.facebook_title ],
			facebookDescriptions: [ meta.facebook_description ],
			twitterTitles: [ meta.twitter_title ],
			twitterDescriptions: [ meta.twitter_description ],
			titleTemplates,
			socialTitleSiteName: data.socialTitleSiteName,
			description,
			titleValue: object.title,
			siteName: data.siteName,
		},
		scope
	);
	const images = resolveSocialImages( {
		facebook: meta.facebook_image,
		twitter: meta.twitter_image,
		featured: object.featuredImageUrl,
		contentImage:
			object.kind === 'term' ? '' : firstContentImage( object.content ),
		fallback: data.fallbackImage,
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
