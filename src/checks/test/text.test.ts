import { analyzeContent, containsKeyword, normalize } from '../text';

describe( 'normalize', () => {
	it( 'lowercases, strips accents and collapses spaces', () => {
		expect( normalize( '  Crème   BRÛLÉE ' ) ).toBe( 'creme brulee' );
	} );
} );

describe( 'containsKeyword', () => {
	it( 'needs whole words', () => {
		expect( containsKeyword( 'housekeeper wanted', 'house' ) ).toBe(
			false
		);
		expect( containsKeyword( 'a house, keeper', 'house keeper' ) ).toBe(
			true
		);
		expect( containsKeyword( 'anything', '   ' ) ).toBe( false );
	} );
	it( 'treats regular-expression characters literally', () => {
		expect( containsKeyword( 'learn c++ fast', 'c++' ) ).toBe( true );
		expect( containsKeyword( 'learn cxx fast', 'c.+' ) ).toBe( false );
	} );
	it( 'works for non-Latin scripts', () => {
		expect( containsKeyword( 'Лучшие советы по SEO', 'советы' ) ).toBe(
			true
		);
		expect( containsKeyword( 'Лучшие советыы', 'советы' ) ).toBe( false );
	} );
} );

describe( 'analyzeContent', () => {
	it( 'counts headings, images, videos and links and extracts text', () => {
		const facts = analyzeContent(
			'<!-- wp:heading --><h2>Hi</h2><!-- /wp:heading --><p>One &nbsp;two</p><figure><img alt="x" src="a.png"/></figure><iframe src="v"></iframe><a href="/x">x</a><script>var a = "<a href=y>";</script>'
		);
		expect( facts ).toMatchObject( {
			subheadings: 1,
			images: 1,
			imagesWithoutAlt: [],
			videos: 1,
			links: 1,
		} );
		expect( facts.text ).toBe( 'Hi One two x' );
	} );
	it( 'treats a bare alt attribute as empty', () => {
		expect(
			analyzeContent( '<img src="b.png" alt>' ).imagesWithoutAlt
		).toEqual( [ 'b.png' ] );
	} );
} );
