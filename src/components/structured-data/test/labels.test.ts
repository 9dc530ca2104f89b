/**
 * Every type, property and enum option of the catalogue has its words in the panel (a type added to
 * types.json without them fails here), the English type labels are the catalogue's own, and the
 * type picker's groups hold every offered type once, narrowed by search.
 */
import data from '../../../../includes/structured-data/types.json';
import { offeredTypes, typeNames } from '../../../structured-data';
import { optionLabels, propertyLabels, typeLabels } from '../catalogue-labels';
import { matchesSearch, typeGroups } from '../groups';
import { fieldLabel, propertyLabel } from '../labels';

interface RawProperty {
	options?: string[];
}

const types = data.types as unknown as Record<
	string,
	{ label: string; properties: Record< string, RawProperty > }
>;

describe( 'catalogue labels', () => {
	it( 'name every type with the catalogue’s label', () => {
		for ( const name of typeNames() ) {
			expect( typeLabels()[ name ] ).toBe( types[ name ].label );
		}
		expect( Object.keys( typeLabels() ).sort() ).toEqual(
			typeNames().sort()
		);
	} );

	it( 'name every property and every option', () => {
		for ( const type of Object.values( types ) ) {
			for ( const [ property, definition ] of Object.entries(
				type.properties
			) ) {
				expect( propertyLabels() ).toHaveProperty( [ property ] );
				for ( const option of definition.options ?? [] ) {
					expect( optionLabels() ).toHaveProperty( [ option ] );
				}
			}
		}
	} );

	it( 'mark what Google requires or recommends, and name a few properties for what they hold', () => {
		expect(
			fieldLabel( 'Offer', 'price', { kind: 'price', required: true } )
		).toBe( 'Price (required)' );
		expect(
			fieldLabel( 'Product', 'sku', { kind: 'text', recommended: true } )
		).toBe( 'SKU (recommended)' );
		expect( fieldLabel( 'Product', 'color', { kind: 'text' } ) ).toBe(
			'Color'
		);
		expect( propertyLabel( 'FAQPage', 'mainEntity' ) ).toBe( 'Questions' );
	} );
} );

describe( 'type groups', () => {
	it( 'hold every offered type once, descendants with their root', () => {
		const grouped = typeGroups().flatMap( ( group ) => group.types );
		expect( grouped.sort() ).toEqual( [ ...offeredTypes() ].sort() );
		const places = typeGroups().find(
			( group ) => group.name === 'places'
		);
		expect( places?.types ).toEqual(
			expect.arrayContaining( [
				'LocalBusiness',
				'Restaurant',
				'Dentist',
			] )
		);
		expect(
			typeGroups().find( ( group ) => group.name === 'pages' )?.types
		).toContain( 'FAQPage' );
	} );

	it( 'search labels and schema.org names, every word, accents aside', () => {
		expect( matchesSearch( 'CafeOrCoffeeShop', 'cafe' ) ).toBe( true );
		expect( matchesSearch( 'VideoObject', 'videoobject' ) ).toBe( true );
		expect( matchesSearch( 'LocalBusiness', 'local business' ) ).toBe(
			true
		);
		expect( matchesSearch( 'Product', 'recipe' ) ).toBe( false );
		expect( typeGroups( 'faq' ).map( ( group ) => group.types ) ).toEqual( [
			[ 'FAQPage' ],
		] );
		expect( typeGroups( 'no such type' ) ).toEqual( [] );
	} );
} );
