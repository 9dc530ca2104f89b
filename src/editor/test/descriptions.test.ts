/**
 * The sidebar's %excerpt% and description preview are the page's for every shared description fixture: content and a
 * hand-written excerpt under the site's auto_description rule (expected values come from the server;
 * PHPUnit runs the same file in tests/php/Head/ResolutionFixturesTest.php).
 */
import descriptions from '../../../tests/fixtures/resolution/descriptions.json';
import { DEFAULT_LIMITS } from '../../utils/page-data';
import type { AutoDescriptionRule } from '../../resolution/content';
import type { SeoObject } from '../context';
import type { EditorPageData } from '../data';
import { META_DEFAULTS } from '../meta';
import { contentDescription, resolveSeo, variableValues } from '../resolve';

function data( rule: EditorPageData[ 'autoDescription' ] ): EditorPageData {
	return {
		version: '1',
		page: 'editor',
		adminUrl: '/wp-admin/',
		pluginUrl: '',
		homeUrl: 'https://example.test/',
		siteName: 'Trail Notes',
		tagline: '',
		faviconUrl: '',
		limits: DEFAULT_LIMITS,
		separator: '-',
		templates: { title: '%title%', description: '%excerpt%' },
		templateChain: { title: [ '%title%' ], description: [ '%excerpt%' ] },
		variableValues: {},
		autoDescription: rule,
		shortcodes: descriptions.shortcodes,
		socialTitleSiteName: true,
		openGraph: true,
		fallbackImage: '',
		socialContentImage: true,
		twitterCardType: 'summary_large_image',
		canManageOptions: true,
		redirectsAutoCreate: false,
		subpagePaths: [],
		objectType: 'post',
		objectLabel: 'Post',
		authorName: '',
	};
}

function post( content: string, excerpt: string ): SeoObject {
	return {
		kind: 'post',
		id: 7,
		meta: { ...META_DEFAULTS },
		editMeta: () => undefined,
		title: 'Alpine lakes',
		excerpt,
		content,
		url: 'https://example.test/alpine-lakes/',
		featuredImageUrl: '',
		passwordProtected: false,
	};
}

describe( 'description fixtures shared with PHP', () => {
	it.each( descriptions.cases.map( ( c ) => [ c.name, c ] as const ) )(
		'%s',
		( _name, c ) => {
			// The fixture's older cases predate `words`, `social_length`, `count` and `cut`: the server
			// reads a missing one as its default.
			const editor = data( {
				words: 0,
				whole_excerpt: false,
				social_length: 0,
				decoded_tags: false,
				count: 'text',
				cut: 'word',
				...( c.auto_description as Partial< AutoDescriptionRule > &
					Pick<
						AutoDescriptionRule,
						'length' | 'first_paragraph' | 'ellipsis'
					> ),
			} );
			const object = post( c.content, c.excerpt );
			const fromContent = contentDescription( c.content, editor );
			expect(
				variableValues( object, editor, fromContent ).excerpt
			).toBe( c.expected );
			// …and the description preview (default template) is the page's meta description.
			expect(
				resolveSeo( object, editor, fromContent ).description
			).toBe( c.description );
		}
	);
} );
