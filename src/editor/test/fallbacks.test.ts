/**
 * The sidebar's previews (search result, Facebook and X cards) show what the page prints for every case
 * of the shared fallback fixture: the same post, its own fields and the site's settings, resolved with
 * the template chain the server gives the editor for it. PHPUnit renders the same cases
 * (tests/php/Head/FallbackFixturesTest.php) and checks that chain.
 */
import fixture from '../../../tests/fixtures/resolution/fallbacks.json';
import type { ObjectMeta } from '../../store/generated/object-meta';
import { galleryImageUrl } from '../../resolution';
import { DEFAULT_LIMITS } from '../../utils/page-data';
import type { SeoObject } from '../context';
import type { EditorPageData } from '../data';
import { META_DEFAULTS } from '../meta';
import { contentDescription, resolveSeo } from '../resolve';

type Case = ( typeof fixture.cases )[ number ] & {
	settings?: {
		social_title_site_name?: boolean;
		social_image_from_content?: boolean;
		social_image_from_featured?: boolean;
		twitter_image_from_og?: boolean;
		social_image_from_gallery?: boolean;
		og_image_request_scheme?: boolean;
		fallback_image?: string;
		separator?: string;
		auto_description?: {
			length: number;
			first_paragraph: boolean;
			ellipsis: boolean;
			words: number;
			whole_excerpt?: boolean;
			social_length: number;
			decoded_tags?: boolean;
			count?: 'text' | 'stored';
			cut?: 'word' | 'last_space';
		};
	};
	post: {
		title: string;
		content: string;
		excerpt?: string;
		password?: string;
		featured?: boolean;
		gallery?: boolean;
	};
	meta?: Partial< ObjectMeta >;
	templateChain?: { title: string[]; description: string[] };
};

const FEATURED = 'https://example.test/uploads/featured.jpg';
/** The gallery's image (post.gallery): its id, and its thumbnail's address as its media record gives it. */
const GALLERY_ID = 77;
const GALLERY = 'https://example.test/uploads/gallery-150x150.jpg';
const mediaUrl = ( id: number, size: string ) =>
	id === GALLERY_ID && size === 'thumbnail' ? GALLERY : '';

function editorData( c: Case ): EditorPageData {
	const chain = c.templateChain ?? fixture.defaults.templateChain;
	return {
		version: '1',
		page: 'editor',
		adminUrl: '/wp-admin/',
		pluginUrl: '',
		homeUrl: `${ fixture.site.scheme }://example.test/`,
		siteName: fixture.site.name,
		tagline: '',
		faviconUrl: '',
		limits: DEFAULT_LIMITS,
		separator: c.settings?.separator ?? '-',
		templates: {
			title: chain.title[ 0 ],
			description: chain.description[ 0 ],
		},
		templateChain: chain,
		variableValues: null,
		autoDescription: {
			whole_excerpt: false,
			decoded_tags: false,
			count: 'text',
			cut: 'word',
			...( c.settings?.auto_description ?? {
				length: DEFAULT_LIMITS.description,
				first_paragraph: false,
				ellipsis: false,
				words: 0,
				social_length: 0,
			} ),
		},
		shortcodes: [],
		socialTitleSiteName: c.settings?.social_title_site_name ?? true,
		openGraph: true,
		fallbackImage: c.settings?.fallback_image ?? '',
		socialContentImage: c.settings?.social_image_from_content ?? true,
		socialFeaturedImage: c.settings?.social_image_from_featured ?? true,
		twitterImageFromOg: c.settings?.twitter_image_from_og ?? true,
		socialGalleryImage: c.settings?.social_image_from_gallery ?? false,
		ogImageScheme: c.settings?.og_image_request_scheme ?? false,
		twitterCardType: 'summary_large_image',
		canManageOptions: false,
		redirectsAutoCreate: false,
		subpagePaths: [],
		objectType: 'post',
		objectLabel: 'Post',
		authorName: 'admin',
	};
}

function post( c: Case ): SeoObject {
	const content = c.post.content.replace(
		'{gallery_id}',
		String( GALLERY_ID )
	);
	return {
		kind: 'post',
		id: 12,
		meta: { ...META_DEFAULTS, ...( c.meta ?? {} ) },
		editMeta: () => undefined,
		title: c.post.title,
		excerpt: c.post.excerpt ?? '',
		content,
		url: 'https://example.test/alpine-lakes/',
		featuredImageUrl: c.post.featured ? FEATURED : '',
		galleryImageUrl: galleryImageUrl( content, mediaUrl ),
		passwordProtected: ( c.post.password ?? '' ) !== '',
	};
}

describe( 'fallback fixtures shared with PHP', () => {
	it.each(
		( fixture.cases as Case[] ).map( ( c ) => [ c.name, c ] as const )
	)( '%s', ( _name, c ) => {
		const data = editorData( c );
		const object = post( c );
		const seo = resolveSeo(
			object,
			data,
			contentDescription( object.content, data )
		);
		const expected = Object.fromEntries(
			Object.entries( c.expected ).map( ( [ tag, value ] ) => [
				tag,
				value
					.replace( '{featured}', FEATURED )
					.replace( '{gallery}', GALLERY ),
			] )
		);
		expect( {
			title: seo.title,
			description: seo.description,
			'og:title': seo.facebook.title,
			'og:description': seo.facebook.description,
			'twitter:title': seo.twitter.title,
			'twitter:description': seo.twitter.description,
			'og:image': seo.facebook.image,
			'twitter:image': seo.twitter.image,
		} ).toEqual( expected );
	} );
} );
