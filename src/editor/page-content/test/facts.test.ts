/**
 * What the worker reads of the content gives the previews and the checks exactly what reading it on
 * the page gives: the worker changes where the reading runs, never its result.
 */
import { runPageChecks } from '../../../checks';
import { DEFAULT_LIMITS } from '../../../utils/page-data';
import type { EditorPageData } from '../../data';
import { META_DEFAULTS } from '../../meta';
import type { SeoObject } from '../../context';
import { checkInput, contentDescription, resolveSeo } from '../../resolve';
import { readPageContent } from '../facts';

const RULE: EditorPageData[ 'autoDescription' ] = {
	length: 60,
	first_paragraph: true,
	ellipsis: true,
	words: 0,
	whole_excerpt: false,
	social_length: 30,
	decoded_tags: false,
	count: 'text',
	cut: 'word',
};

const DATA = {
	homeUrl: 'https://example.test/',
	siteName: 'Trail Notes',
	tagline: '',
	limits: DEFAULT_LIMITS,
	separator: '-',
	templateChain: { title: [ '%title%' ], description: [ '%excerpt%' ] },
	socialTitleSiteName: false,
	openGraph: true,
	fallbackImage: '',
	socialContentImage: true,
	objectLabel: 'Post',
	authorName: 'Ada',
	autoDescription: RULE,
	shortcodes: [],
	variableValues: null,
} as unknown as EditorPageData;

const CONTENTS = [
	'',
	'<!-- wp:paragraph --><p>Zebra crossings save lives in every busy town we visited.</p><!-- /wp:paragraph -->\n\n<!-- wp:heading --><h2>Why</h2><!-- /wp:heading --><p>Second <a href="/x">paragraph</a>.</p>',
	'First line\nsecond line\n\nA new paragraph with a <img src="a.jpg"> picture and the zebra crossing.',
	'<p><img src="b.jpg" alt="A crossing"></p><p>Only an image and <iframe src="v"></iframe></p>',
];

function object( content: string, keyword: string ): SeoObject {
	return {
		kind: 'post',
		id: 3,
		meta: { ...META_DEFAULTS, focus_keyword: keyword },
		editMeta: () => undefined,
		title: 'Crossing the street',
		excerpt: '',
		content,
		url: 'https://example.test/crossing/',
		featuredImageUrl: '',
		passwordProtected: false,
	};
}

describe( 'readPageContent', () => {
	it.each(
		CONTENTS.flatMap( ( content ) =>
			[ '', 'zebra crossing', 'missing words' ].map( ( keyword ) => [
				content.slice( 0, 30 ),
				keyword,
				content,
			] )
		)
	)( '%s / "%s": same previews and checks', ( _name, keyword, content ) => {
		const item = object( content, keyword );
		const reading = readPageContent( {
			content,
			focusKeyword: keyword,
			rule: RULE,
			shortcodes: [],
			homeUrl: 'https://example.test/',
			contentImage: true,
		} );
		const onPage = resolveSeo(
			item,
			DATA,
			contentDescription( content, DATA )
		);
		const read = resolveSeo( item, DATA, reading.description, reading );
		expect( read ).toEqual( onPage );
		const context = { limits: DEFAULT_LIMITS };
		expect(
			runPageChecks(
				checkInput( item, DATA, read ),
				context,
				reading.facts
			)
		).toEqual( runPageChecks( checkInput( item, DATA, onPage ), context ) );
	} );

	it( 'leaves the content image out when it is not wanted', () => {
		expect(
			readPageContent( {
				content: CONTENTS[ 2 ],
				focusKeyword: '',
				rule: RULE,
				shortcodes: [],
				homeUrl: '',
				contentImage: false,
			} ).contentImage
		).toBe( '' );
	} );
} );
