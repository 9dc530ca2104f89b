import { runPageChecks } from '../../checks';
import { DEFAULT_LIMITS } from '../../utils/page-data';
import type { SeoObject } from '../context';
import type { EditorPageData } from '../data';
import { fromStoredMeta, META_DEFAULTS, toStoredMeta } from '../meta';
import { checkInput, contentDescription, resolveSeo } from '../resolve';

const DATA: EditorPageData = {
	version: '1',
	page: 'editor',
	adminUrl: '/wp-admin/',
	pluginUrl: '',
	homeUrl: 'https://example.test/',
	siteName: 'Trail Notes',
	tagline: 'Walks and hikes',
	faviconUrl: '',
	limits: DEFAULT_LIMITS,
	separator: '-',
	templates: {
		title: '%title% %separator% %site_name%',
		description: '%excerpt%',
	},
	templateChain: {
		title: [ '%title% %separator% %site_name%' ],
		description: [ '%excerpt%' ],
	},
	socialTitleSiteName: true,
	openGraph: true,
	fallbackImage: 'https://example.test/default.jpg',
	socialContentImage: true,
	twitterCardType: 'summary_large_image',
	canManageOptions: true,
	redirectsAutoCreate: false,
	subpagePaths: [],
	objectType: 'post',
	objectLabel: 'Post',
	authorName: 'Ada',
	autoDescription: {
		length: 160,
		first_paragraph: false,
		ellipsis: false,
		words: 0,
		whole_excerpt: false,
		social_length: 0,
		decoded_tags: false,
		count: 'text',
		cut: 'word',
	},
	shortcodes: [],
	variableValues: null,
};

function object(
	overrides: Partial< SeoObject > = {},
	meta: Partial< SeoObject[ 'meta' ] > = {}
): SeoObject {
	return {
		kind: 'post',
		id: 7,
		meta: { ...META_DEFAULTS, ...meta },
		editMeta: () => undefined,
		title: 'Alpine lakes',
		excerpt: '',
		content:
			'<!-- wp:paragraph --><p>Alpine lakes freeze early. Bring   warm layers.</p><!-- /wp:paragraph -->',
		url: 'https://example.test/alpine-lakes/',
		featuredImageUrl: '',
		passwordProtected: false,
		...overrides,
	};
}

describe( 'resolveSeo', () => {
	it( 'uses the default templates with the unsaved title and a content excerpt', () => {
		const resolved = resolveSeo(
			object(),
			DATA,
			contentDescription( object().content, DATA )
		);
		expect( resolved.title ).toBe( 'Alpine lakes - Trail Notes' );
		expect( resolved.description ).toBe(
			'Alpine lakes freeze early. Bring warm layers.'
		);
		expect( resolved.canonical ).toBe(
			'https://example.test/alpine-lakes/'
		);
	} );

	it( 'prefers the hand-written excerpt and the own templates, resolving their variables', () => {
		const item = object(
			{ excerpt: '<p>Hand written.</p>' },
			{
				title: '%title% guide',
				description: 'By %author_name%: %excerpt%',
			}
		);
		const resolved = resolveSeo(
			item,
			DATA,
			contentDescription( item.content, DATA )
		);
		expect( resolved.title ).toBe( 'Alpine lakes guide' );
		expect( resolved.description ).toBe( 'By Ada: Hand written.' );
	} );

	it( 'falls back social texts to the search values and images to the featured then default image', () => {
		const plain = resolveSeo( object(), DATA, 'x' );
		expect( plain.facebook ).toEqual( {
			title: plain.title,
			description: plain.description,
			image: 'https://example.test/default.jpg',
		} );
		expect( plain.twitter ).toEqual( plain.facebook );
		const own = resolveSeo(
			object(
				{ featuredImageUrl: 'https://example.test/f.jpg' },
				{ facebook_title: 'FB %title%', twitter_description: 'On X' }
			),
			DATA,
			'x'
		);
		expect( own.facebook.title ).toBe( 'FB Alpine lakes' );
		expect( own.facebook.image ).toBe( 'https://example.test/f.jpg' );
		expect( own.twitter.title ).toBe( 'FB Alpine lakes' );
		expect( own.twitter.description ).toBe( 'On X' );
	} );

	it( 'previews the saved post values from the server, never sample text, and live edits over them', () => {
		const data = {
			...DATA,
			variableValues: {
				category: 'Gardening',
				title: 'Saved title',
				site_name: 'Trail Notes',
				separator: '-',
			},
		};
		const resolved = resolveSeo(
			object(
				{ title: 'Unsaved title' },
				{ title: '%title% %separator% %category%' }
			),
			data,
			''
		);
		expect( resolved.title ).toBe( 'Unsaved title - Gardening' );
		const none = resolveSeo(
			object( {}, { title: '%title% %separator% %primary_category%' } ),
			{ ...data, variableValues: { separator: '-' } },
			''
		);
		expect( none.title ).not.toContain( 'Sample' );
	} );

	it( 'shows no sample text when the server sent no values, and the live excerpt for %excerpt_only%', () => {
		const resolved = resolveSeo(
			object(
				{ excerpt: 'Edited <em>excerpt</em>.' },
				{
					title: '%title% %separator% %primary_category% %separator% %parent_title% %separator% %site_name%',
					description: '%excerpt_only% %archive_title% %permalink%',
				}
			),
			{ ...DATA, variableValues: null },
			''
		);
		expect( resolved.title ).toBe( 'Alpine lakes - Trail Notes' );
		expect( resolved.description ).toBe( 'Edited excerpt.' );
	} );

	it( 'uses the custom canonical when set', () => {
		expect(
			resolveSeo(
				object( {}, { canonical: 'https://example.test/original/' } ),
				DATA,
				''
			).canonical
		).toBe( 'https://example.test/original/' );
	} );
} );

describe( 'a hand-written excerpt under a source rule', () => {
	const excerpt =
		'Short days &amp; long nights. The lakes freeze early in the season.';
	const resolvedWith = (
		rule: Partial< EditorPageData[ 'autoDescription' ] >
	) => {
		const data = {
			...DATA,
			templates: { ...DATA.templates, description: '%excerpt%' },
			autoDescription: { ...DATA.autoDescription, ...rule },
		};
		const edited = object( { excerpt } );
		return resolveSeo(
			edited,
			data,
			contentDescription( edited.content, data )
		).description;
	};

	it( 'is cut by the content rule where the rule is a source’s own (Variables::excerpt())', () => {
		// Slim SEO: the first 24 characters as stored ("&amp;" five of them), wherever they end.
		expect(
			resolvedWith( { count: 'stored', cut: 'chars', length: 24 } )
		).toBe( 'Short days & long ni' );
	} );

	it( 'is cut at the limit on a word otherwise, or kept whole when the site says so', () => {
		expect( resolvedWith( { length: 24 } ) ).toBe(
			'Short days & long nights. The lakes freeze early in the season.'
		);
		expect(
			resolvedWith( {
				count: 'stored',
				cut: 'chars',
				length: 24,
				whole_excerpt: true,
			} )
		).toBe(
			'Short days & long nights. The lakes freeze early in the season.'
		);
	} );
} );

describe( 'checks from the editor values', () => {
	it( 'change when the title changes', () => {
		const run = ( item: SeoObject ) => {
			const resolved = resolveSeo(
				item,
				DATA,
				contentDescription( item.content, DATA )
			);
			return runPageChecks( checkInput( item, DATA, resolved ), {
				limits: DATA.limits,
			} ).find( ( check ) => check.id === 'search_engine_title' )?.status;
		};
		expect( run( object() ) ).toBe( 'success' );
		expect(
			run( object( {}, { title: 'x'.repeat( DATA.limits.title + 5 ) } ) )
		).toBe( 'warning' );
	} );

	it( 'run only term checks for a term and pass the Open Graph flag', () => {
		const item = object( { kind: 'term' } );
		const input = checkInput(
			item,
			{ ...DATA, openGraph: false },
			resolveSeo( item, DATA, '' )
		);
		expect( input ).toMatchObject( {
			isTaxonomy: true,
			openGraph: false,
			hasFeaturedImage: false,
		} );
	} );
} );

describe( 'helpers', () => {
	it( 'convert between stored meta keys and fields, with schema defaults', () => {
		expect( toStoredMeta( { title: 'T', robots_noindex: 'on' } ) ).toEqual(
			{
				_sightline_title: 'T',
				_sightline_robots_noindex: 'on',
			}
		);
		const meta = fromStoredMeta( { _sightline_title: 'T', other: 1 } );
		expect( meta.title ).toBe( 'T' );
		expect( meta.robots_noindex ).toBe( 'inherit' );
		expect( meta.ignored_checks ).toEqual( [] );
	} );
} );
