/**
 * The fallback chains of a page's title, description, social texts and images: the twin of
 * Sightline\Head\Resolver (title(), description(), social()) and Images::for_context(). Callers pass the
 * candidate templates best first, as the server tries them; the screens and the editor sidebar build
 * their previews only through these functions.
 */
import {
	replaceVariables,
	resolveTemplate,
	type TemplateSpaces,
	type VariableValues,
} from './template';
import { decodeEntities, title as titleText, trimSpace } from './text';

export interface TemplateScope {
	values: VariableValues;
	separator: string;
	/** Setting texturize_titles: titles get WordPress's title texturising; absent: yes. */
	texturize?: boolean;
	/** Setting template_spaces: absent tidies as "tidy". */
	spaces?: TemplateSpaces;
}

/** The first template that gives a non-empty text (Resolver::first()). */
export function firstResolved(
	templates: readonly string[],
	scope: TemplateScope
): string {
	for ( const template of templates ) {
		if ( trimSpace( template ) === '' ) {
			continue;
		}
		const text = replaceVariables(
			template,
			scope.values,
			scope.separator,
			scope.spaces
		);
		if ( text !== '' ) {
			return text;
		}
	}
	return '';
}

/** A title template resolved with values carrying their separator, texturised as the page prints titles. */
export function resolveTitleTemplate(
	template: string,
	values: VariableValues
): string {
	return titleText(
		resolveTemplate( template, values ),
		trimSpace( values.separator ?? '' )
	);
}

/** The search title: the first template that gives a text, texturised as WordPress prints titles. */
export function resolveTitle(
	templates: readonly string[],
	scope: TemplateScope
): string {
	return titleText(
		firstResolved( templates, scope ),
		trimSpace( scope.separator ),
		scope.texturize !== false
	);
}

/**
 * The search description: the first template that gives a text, else the page's own text (the
 * excerpt of a post, a term's description, the tagline of the home page).
 */
export function resolveDescription(
	templates: readonly string[],
	scope: TemplateScope,
	fallback: string
): string {
	return firstResolved( templates, scope ) || fallback;
}

export interface SocialTextInput {
	/** Own Open Graph title / description templates, then the home page's (home page only). */
	facebookTitles: readonly string[];
	facebookDescriptions: readonly string[];
	twitterTitles: readonly string[];
	twitterDescriptions: readonly string[];
	/** The search title templates, best first (the social title falls back to them). */
	titleTemplates: readonly string[];
	/** Setting social_title_site_name: false drops %site_name% from the fallback title. */
	socialTitleSiteName: boolean;
	/** The resolved search description. */
	description: string;
	/** Last resorts of the Open Graph title: the %title% value, then the site name. */
	titleValue: string;
	siteName: string;
}

export interface SocialTexts {
	facebook: { title: string; description: string };
	twitter: { title: string; description: string };
}

/** Open Graph and X texts with their fallbacks (Resolver::social()): X falls back to Open Graph. */
export function resolveSocialTexts(
	input: SocialTextInput,
	scope: TemplateScope
): SocialTexts {
	const separator = trimSpace( scope.separator );
	let ogTitle = firstResolved( input.facebookTitles, scope );
	if ( ogTitle === '' ) {
		const templates = input.socialTitleSiteName
			? input.titleTemplates
			: input.titleTemplates.map( ( template ) =>
					template.split( '%site_name%' ).join( '' )
				);
		ogTitle = firstResolved( templates, scope );
	}
	if ( ogTitle === '' ) {
		ogTitle = input.titleValue || input.siteName;
	}
	const ogDescription =
		firstResolved( input.facebookDescriptions, scope ) || input.description;
	const twitterTitle = firstResolved( input.twitterTitles, scope ) || ogTitle;
	const twitterDescription =
		firstResolved( input.twitterDescriptions, scope ) || ogDescription;
	return {
		facebook: {
			title: titleText( ogTitle, separator, scope.texturize !== false ),
			description: ogDescription,
		},
		twitter: {
			title: titleText(
				twitterTitle,
				separator,
				scope.texturize !== false
			),
			description: twitterDescription,
		},
	};
}

export interface SocialImageInput {
	/** The object's own images (post or term meta; the home page's settings on the home page). */
	facebook: string;
	twitter: string;
	/** The post's featured image, or the home page's featured image setting. */
	featured: string;
	/**
	 * The first image of the content's first [gallery] shortcode at the gallery's size (posts only, setting
	 * social_image_from_gallery: galleryImageUrl()); absent: none.
	 */
	gallery?: string;
	/** The first usable image of the content (posts only). */
	contentImage: string;
	/** The site's default social image. */
	fallback: string;
	/** Whether X takes the own Open Graph image before the featured one (twitter_image_from_og); absent: yes. */
	twitterFromFacebook?: boolean;
	/**
	 * The scheme of the page's own address ('http' or 'https') when og:image takes it (setting
	 * og_image_request_scheme, WordPress's set_url_scheme()); absent: the address as set.
	 */
	facebookScheme?: string;
}

/**
 * Open Graph and X images (Images::for_context()): X falls back to the own Open Graph image, or,
 * when the site says so (twitter_image_from_og off), to the featured and content images first.
 */
export function resolveSocialImages( input: SocialImageInput ): {
	facebook: string;
	twitter: string;
} {
	const gallery = input.gallery ?? '';
	const rest = [
		input.featured,
		gallery,
		input.contentImage,
		input.fallback,
	];
	const first = ( list: string[] ) =>
		list.find( ( url ) => url !== '' ) ?? '';
	const facebook = first( [ input.facebook, ...rest ] );
	return {
		facebook: input.facebookScheme
			? withScheme( facebook, input.facebookScheme )
			: facebook,
		twitter: first(
			input.twitterFromFacebook === false
				? [
						input.twitter,
						input.featured,
						gallery,
						input.contentImage,
						input.facebook,
						input.fallback,
					]
				: [ input.twitter, input.facebook, ...rest ]
		),
	};
}

/** WordPress's set_url_scheme() for an http(s) or protocol-relative address; others as they are. */
export function withScheme( url: string, scheme: string ): string {
	const trimmed = url.trim();
	if ( trimmed.startsWith( '//' ) ) {
		return `${ scheme }:${ trimmed }`;
	}
	return /^https?:\/\//i.test( trimmed )
		? trimmed.replace( /^\w+:\/\//, `${ scheme }://` )
		: url;
}

/**
 * The image a post's first [gallery] shortcode shows first, at the gallery's size (its `size`, thumbnail
 * by default), as WordPress's get_post_gallery_images() gives it to Yoast SEO (Images::first_gallery_image()):
 * asked only when the content holds "[gallery"; the first id of `ids` (else `include`), whose address at
 * that size `imageUrl` knows ('' while unknown). A gallery of the post's attached images (no ids) gives ''.
 */
export function galleryImageUrl(
	content: string,
	imageUrl: ( id: number, size: string ) => string
): string {
	const id = firstGallery( content );
	return id ? imageUrl( id.id, id.size ) : '';
}

/** The first [gallery] shortcode's first image id and size (not an escaped [[gallery]]). */
export function firstGallery(
	content: string
): { id: number; size: string } | null {
	if ( ! content.includes( '[gallery' ) ) {
		return null;
	}
	const match = /(^|[^[])\[gallery(\s[^\]]*)?\]/.exec( content );
	if ( ! match ) {
		return null;
	}
	const attributes = new Map< string, string >();
	for ( const [ , name, ...values ] of ( match[ 2 ] ?? '' ).matchAll(
		/([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s'"]+))/g
	) ) {
		attributes.set(
			name.toLowerCase(),
			values.find( ( value ) => value !== undefined ) ?? ''
		);
	}
	const ids = ( attributes.get( 'ids' ) || attributes.get( 'include' ) || '' )
		.split( ',' )
		.map( ( value ) => parseInt( value.trim(), 10 ) )
		.filter( ( value ) => value > 0 );
	return ids.length
		? { id: ids[ 0 ], size: attributes.get( 'size' ) || 'thumbnail' }
		: null;
}

/**
 * The first image of content HTML a social network would accept (Images::first_content_image()):
 * not a data: URL and not smaller than 200 pixels on a side it declares.
 */
export function firstContentImage( html: string ): string {
	if ( ! html.includes( '<img' ) ) {
		return '';
	}
	for ( const [ tag ] of html.matchAll( /<img\s[^>]*>/gi ) ) {
		const attribute = ( name: string ) =>
			new RegExp( `\\s${ name }\\s*=\\s*("|')([\\s\\S]*?)\\1`, 'i' ).exec(
				tag
			)?.[ 2 ];
		const src = attribute( 'src' );
		const width = parseInt( attribute( 'width' ) ?? '0', 10 ) || 0;
		const height = parseInt( attribute( 'height' ) ?? '0', 10 ) || 0;
		if (
			! src ||
			src.startsWith( 'data:' ) ||
			( width && width < 200 ) ||
			( height && height < 200 )
		) {
			continue;
		}
		return decodeEntities( src );
	}
	return '';
}
