/**
 * The previews' resolution gives the page's output for every shared fixture (expected values come
 * from the server; PHPUnit runs the same files in tests/php/Head/ResolutionFixturesTest.php).
 */
import templates from '../../../tests/fixtures/resolution/templates.json';
import titles from '../../../tests/fixtures/resolution/titles.json';
import cuts from '../../../tests/fixtures/resolution/description-cuts.json';
import {
	cutSentence,
	cutWritten,
	stored,
	texturized,
	type MarkupReading,
	type ShortcodeReading,
} from '../content';
import catalogue from '../../../includes/settings/variables.json';
/** A titles.json case's rule for a post's %title% value (Text::post_title()). */
interface PostTitleRule {
	spaces: string;
	the_title: boolean;
}

import {
	postTitle,
	replaceVariables,
	titleText,
	unknownTokens,
	type TemplateSpaces,
} from '..';

describe( 'template fixtures shared with PHP', () => {
	it.each( templates.cases.map( ( c ) => [ c.name, c ] as const ) )(
		'%s',
		( _name, c ) => {
			expect(
				replaceVariables(
					c.template,
					c.values,
					c.separator,
					( 'spaces' in c ? c.spaces : 'tidy' ) as TemplateSpaces
				)
			).toBe( c.expected );
		}
	);

	it( 'cover every variable of the catalogue', () => {
		const used = new Set(
			templates.cases.flatMap( ( c ) =>
				[ ...c.template.matchAll( /%([a-z_]+)%/g ) ].map(
					( m ) => m[ 1 ]
				)
			)
		);
		for ( const variable of catalogue.variables ) {
			expect( used ).toContain( variable.token );
		}
	} );
} );

describe( 'title fixtures shared with PHP', () => {
	it.each( titles.cases.map( ( c ) => [ c.name, c ] as const ) )(
		'%s',
		( _name, c ) => {
			const texturize =
				( c as { texturize?: boolean } ).texturize ?? true;
			const value = ( c as { post_title?: PostTitleRule } ).post_title;
			expect(
				value
					? postTitle( c.text, value.spaces, value.the_title )
					: titleText( c.text, c.separator, texturize )
			).toBe( c.expected );
		}
	);
} );

describe( 'unknownTokens', () => {
	it( 'reports a token in the wrong case, which the page drops', () => {
		expect( unknownTokens( '%Title% %title% %nope% %Title%' ) ).toEqual( [
			'Title',
			'nope',
		] );
	} );
} );

describe( 'source cutting rules shared with PHP (what the sources printed)', () => {
	it.each( cuts.written.map( ( c ) => [ c.name, c ] as const ) )(
		'%s',
		( _name, c ) => {
			expect( cutWritten( c.text, c.limit ) ).toBe( c.expected );
		}
	);
	it.each( cuts.sentences.map( ( c ) => [ c.name, c ] as const ) )(
		'%s',
		( _name, c ) => {
			expect( cutSentence( c.text, c.limit ) ).toBe( c.expected );
		}
	);
	it.each( cuts.texturized.map( ( c ) => [ c.name, c ] as const ) )(
		'%s',
		( _name, c ) => {
			expect( texturized( c.text ) ).toBe( c.expected );
		}
	);
	it.each( cuts.readings.map( ( c ) => [ c.name, c ] as const ) )(
		'%s',
		( _name, c ) => {
			const text = stored(
				c.html,
				cuts.shortcodes,
				c.shortcodes as ShortcodeReading,
				c.read as MarkupReading
			);
			expect(
				text.replace( /[\t\n\v\f\r ]+/g, ' ' ).replace( /^ | $/g, '' )
			).toBe( c.expected );
		}
	);
} );
