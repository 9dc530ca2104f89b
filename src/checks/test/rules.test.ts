import { runPageChecks } from '../rules';
import type { CheckResult, PageCheckInput } from '../types';
import { DEFAULT_LIMITS } from '../../utils/page-data';

const limits = DEFAULT_LIMITS;

const GOOD: PageCheckInput = {
	title: 'Best SEO tips for small shops',
	description:
		'Practical SEO tips that help small shops get found: titles, descriptions and links.',
	url: 'https://example.test/best-seo-tips/',
	content:
		'<p>Our SEO tips.</p><h2>Titles</h2><p>See <a href="https://example.test/more/">more</a>.</p><img src="a.jpg" alt="A shop">',
	hasFeaturedImage: false,
	canonical: 'https://example.test/best-seo-tips/',
	openGraph: true,
	focusKeyword: 'SEO tips',
};

function check(
	id: string,
	input: Partial< PageCheckInput > = {},
	ignored: string[] = []
): CheckResult | undefined {
	return runPageChecks( { ...GOOD, ...input }, { limits, ignored } ).find(
		( item ) => item.id === id
	);
}

describe( 'runPageChecks', () => {
	it( 'passes every check on a well-optimised page', () => {
		const results = runPageChecks( GOOD, { limits } );
		expect( results.map( ( item ) => [ item.id, item.status ] ) ).toEqual( [
			[ 'search_engine_title', 'success' ],
			[ 'search_engine_description', 'success' ],
			[ 'url_length', 'success' ],
			[ 'h2_subheadings', 'success' ],
			[ 'image_alt_text', 'success' ],
			[ 'media_present', 'success' ],
			[ 'links_present', 'success' ],
			[ 'canonical_url', 'success' ],
			[ 'open_graph_tags', 'success' ],
			[ 'keyword_in_title', 'success' ],
			[ 'keyword_in_description', 'success' ],
			[ 'keyword_in_url', 'success' ],
			[ 'keyword_in_content', 'success' ],
		] );
	} );

	it( 'gives every result the SPEC §3.2 fields', () => {
		for ( const item of runPageChecks( GOOD, { limits } ) ) {
			expect( Object.keys( item ).sort() ).toEqual( [
				'category',
				'description',
				'id',
				'ignore',
				'message',
				'status',
			] );
			expect( item.message ).not.toBe( '' );
			expect( item.description ).not.toBe( '' );
		}
	} );

	describe( 'search title', () => {
		it( 'is an error when missing', () => {
			expect(
				check( 'search_engine_title', { title: '  ' } )?.status
			).toBe( 'error' );
		} );
		it( 'warns past the limit and says the figures', () => {
			const title = 'x'.repeat( limits.title + 1 );
			const item = check( 'search_engine_title', { title } );
			expect( item?.status ).toBe( 'warning' );
			expect( item?.message ).toContain(
				`${ limits.title + 1 } of ${ limits.title }`
			);
			expect(
				check( 'search_engine_title', {
					title: 'x'.repeat( limits.title ),
				} )?.status
			).toBe( 'success' );
		} );
		it( 'follows limits from page data', () => {
			expect(
				runPageChecks(
					{ ...GOOD, title: 'x'.repeat( 20 ) },
					{ limits: { ...limits, title: 10 } }
				)[ 0 ].status
			).toBe( 'warning' );
		} );
	} );

	describe( 'search description', () => {
		it( 'warns when missing or too long', () => {
			expect(
				check( 'search_engine_description', { description: '' } )
					?.status
			).toBe( 'warning' );
			expect(
				check( 'search_engine_description', {
					description: 'y'.repeat( limits.description + 1 ),
				} )?.status
			).toBe( 'warning' );
			expect(
				check( 'search_engine_description', {
					description: 'y'.repeat( limits.description ),
				} )?.status
			).toBe( 'success' );
		} );
	} );

	it( 'warns about URLs longer than the limit', () => {
		const url = 'https://example.test/' + 'a'.repeat( limits.url );
		expect( check( 'url_length', { url, canonical: url } )?.status ).toBe(
			'warning'
		);
	} );

	it( 'warns when there are no subheadings (h1 does not count)', () => {
		expect(
			check( 'h2_subheadings', { content: '<h1>Top</h1><p>text</p>' } )
				?.status
		).toBe( 'warning' );
		expect(
			check( 'h2_subheadings', { content: '<H4 class="x">Part</H4>' } )
				?.status
		).toBe( 'success' );
	} );

	describe( 'image alt text', () => {
		it( 'suggests alt text and lists the images without it', () => {
			const item = check( 'image_alt_text', {
				content:
					'<img src="one.jpg"><img src="two.jpg" alt=""><img src=three.jpg alt="ok">',
			} );
			expect( item?.status ).toBe( 'suggestion' );
			expect( item?.message ).toBe( '2 images have no alt text.' );
			expect( item?.description ).toContain( 'one.jpg, two.jpg' );
		} );
		it( 'is not run when there is no image', () => {
			expect(
				check( 'image_alt_text', { content: '<p>text</p>' } )
			).toBeUndefined();
		} );
	} );

	describe( 'media', () => {
		it( 'warns without images or videos', () => {
			expect(
				check( 'media_present', { content: '<p>text</p>' } )?.status
			).toBe( 'warning' );
		} );
		it( 'warns with videos only, and counts a featured image', () => {
			const item = check( 'media_present', {
				content: '<video src="v.mp4"></video>',
			} );
			expect( item?.status ).toBe( 'warning' );
			expect( item?.message ).toBe(
				'The page has videos but no images.'
			);
			expect(
				check( 'media_present', {
					content: '<p>text</p>',
					hasFeaturedImage: true,
				} )?.status
			).toBe( 'success' );
		} );
	} );

	it( 'warns without links; anchors to the same page do not count', () => {
		expect(
			check( 'links_present', {
				content: '<a href="#top">top</a><a name="x">x</a>',
			} )?.status
		).toBe( 'warning' );
		expect(
			check( 'links_present', {
				content: "<a class='x' href='/about/'>about</a>",
			} )?.status
		).toBe( 'success' );
	} );

	describe( 'canonical', () => {
		it( 'warns when missing, errors when not absolute, suggests when pointing elsewhere', () => {
			expect( check( 'canonical_url', { canonical: '' } )?.status ).toBe(
				'warning'
			);
			expect(
				check( 'canonical_url', { canonical: '/relative/' } )?.status
			).toBe( 'error' );
			expect(
				check( 'canonical_url', {
					canonical: 'https://other.test/page/',
				} )?.status
			).toBe( 'suggestion' );
			expect(
				check( 'canonical_url', {
					canonical: 'https://example.test/best-seo-tips',
				} )?.status
			).toBe( 'success' );
		} );
	} );

	it( 'suggests turning Open Graph on when it is off', () => {
		expect( check( 'open_graph_tags', { openGraph: false } )?.status ).toBe(
			'suggestion'
		);
	} );

	describe( 'focus keyword', () => {
		it( 'suggests setting one and runs no keyword check without it', () => {
			const results = runPageChecks(
				{ ...GOOD, focusKeyword: ' ' },
				{ limits }
			);
			expect(
				results
					.filter( ( item ) => item.category === 'keyword' )
					.map( ( item ) => [ item.id, item.status ] )
			).toEqual( [ [ 'focus_keyword', 'suggestion' ] ] );
		} );
		it( 'warns for each place the keyword is missing', () => {
			const results = runPageChecks(
				{ ...GOOD, focusKeyword: 'gardening' },
				{ limits }
			).filter( ( item ) => item.category === 'keyword' );
			expect( results.map( ( item ) => item.status ) ).toEqual( [
				'warning',
				'warning',
				'warning',
				'warning',
			] );
		} );
		it( 'matches whole words only', () => {
			expect(
				check( 'keyword_in_title', {
					title: 'Seoul travel guide',
					focusKeyword: 'seo',
				} )?.status
			).toBe( 'warning' );
			expect(
				check( 'keyword_in_title', {
					title: 'A guide to SEO.',
					focusKeyword: 'seo',
				} )?.status
			).toBe( 'success' );
		} );
		it( 'ignores case and accents both ways', () => {
			expect(
				check( 'keyword_in_description', {
					description: 'Le CAFÉ du coin',
					focusKeyword: 'cafe',
				} )?.status
			).toBe( 'success' );
			expect(
				check( 'keyword_in_content', {
					content: '<p>Un cafe noir</p>',
					focusKeyword: 'Café',
				} )?.status
			).toBe( 'success' );
		} );
		it( 'finds the keyword in a hyphenated slug and in text across tags', () => {
			expect(
				check( 'keyword_in_url', {
					url: 'https://example.test/cafe-noir-paris/',
					focusKeyword: 'café noir',
				} )?.status
			).toBe( 'success' );
			expect(
				check( 'keyword_in_content', {
					content: '<p>best <strong>SEO</strong>\n tips</p>',
					focusKeyword: 'seo tips',
				} )?.status
			).toBe( 'success' );
		} );
		it( 'warns when the field to search is empty', () => {
			const item = check( 'keyword_in_description', { description: '' } );
			expect( item?.status ).toBe( 'warning' );
			expect( item?.message ).toBe(
				'There is no search description to look for the focus keyword in.'
			);
		} );
	} );

	it( 'marks ignored checks without changing their status', () => {
		const item = check( 'h2_subheadings', { content: '<p>x</p>' }, [
			'h2_subheadings',
		] );
		expect( item ).toMatchObject( { status: 'warning', ignore: true } );
		expect(
			check( 'links_present', {}, [ 'h2_subheadings' ] )?.ignore
		).toBe( false );
	} );

	it( 'runs only the term checks for a taxonomy', () => {
		const ids = runPageChecks(
			{ ...GOOD, isTaxonomy: true },
			{ limits }
		).map( ( item ) => item.id );
		expect( ids ).toEqual( [
			'search_engine_title',
			'search_engine_description',
			'url_length',
			'canonical_url',
			'open_graph_tags',
			'keyword_in_title',
			'keyword_in_description',
			'keyword_in_url',
			'keyword_in_content',
		] );
	} );
} );
