/**
 * The Schema screen's display rules: every kind the screen offers makes a rule the server accepts
 * (the settings schema's pattern, the one the PHP matcher holds), and parsing gives back what was built.
 */
import settingsSchema from '../../../../../includes/settings/global-settings.json';
import { formatRule, parseRule, ruleKinds } from '../display-rules';

const pattern = new RegExp(
	settingsSchema.properties.schema_sets.items.properties.include.items.pattern
);

const SAMPLE: Record< string, string > = {
	none: '',
	post_type: 'product',
	taxonomy: 'product_cat',
	post: '12',
	term: '7',
	author: '3',
};

describe( 'display rules', () => {
	it.each( ruleKinds().map( ( kind ) => [ kind.word, kind ] ) )(
		'%s: built, accepted by the server, parsed back',
		( _word, kind ) => {
			const rule = formatRule( kind, SAMPLE[ kind.value ] );
			expect( rule ).toMatch( pattern );
			expect( parseRule( rule ) ).toEqual( {
				kind,
				value: SAMPLE[ kind.value ],
			} );
		}
	);

	it( 'makes no rule while the value it needs is missing or wrong', () => {
		const byWord = ( word: string ) =>
			ruleKinds().find( ( kind ) => kind.word === word )!;
		expect( formatRule( byWord( 'post' ), '' ) ).toBe( '' );
		expect( formatRule( byWord( 'post' ), '0' ) ).toBe( '' );
		expect( formatRule( byWord( 'post_type' ), 'Not A Type' ) ).toBe( '' );
	} );

	it( 'reads no rule from text the server would refuse', () => {
		for ( const text of [
			'everywhere',
			'post:',
			'post:abc',
			'special:moon',
			':3',
			'site:1',
		] ) {
			expect( text ).not.toMatch( pattern );
			expect( parseRule( text ) ).toBeNull();
		}
	} );
} );
