/**
 * The type catalogue (includes/structured-data/types.json) holds together: every type it names is in
 * it, every default uses only template variables the page knows, each kind carries what it needs.
 */
import { unknownTokens } from '../../resolution/template';
import {
	acceptedTypes,
	isNestedKind,
	propertiesOf,
	typeDefinition,
	typeNames,
} from '../catalogue';

const types = typeNames();

describe( 'the structured-data catalogue', () => {
	it.each( types )( '%s names only types of the catalogue', ( type ) => {
		const definition = typeDefinition( type );
		expect( definition?.label ).toMatch( /\S/ );
		if ( definition?.extends ) {
			expect( types ).toContain( definition.extends );
		}
		if ( definition?.google ) {
			expect( definition.google ).toMatch(
				/^https:\/\/developers\.google\.com\/search\/docs\//
			);
		}
		for ( const [ name, property ] of propertiesOf( type ) ) {
			expect( [ name, property.kind === 'type' ] ).toEqual( [
				name,
				property.of !== undefined,
			] );
			for ( const other of [
				property.of,
				...( property.types ?? [] ),
			] ) {
				if ( other !== undefined ) {
					expect( types ).toContain( other );
				}
			}
			if ( property.types ) {
				expect( [ name, isNestedKind( property.kind ) ] ).toEqual( [
					name,
					true,
				] );
			}
			expect( [ name, property.kind === 'enum' ] ).toEqual( [
				name,
				( property.options ?? [] ).length > 0,
			] );
			expect( [
				name,
				property.required && property.recommended,
			] ).not.toEqual( [ name, true ] );
		}
	} );

	it( 'uses only template variables the page resolves in its defaults', () => {
		const unknown: string[] = [];
		for ( const type of types ) {
			for ( const [ name, property ] of propertiesOf( type ) ) {
				if ( typeof property.default === 'string' ) {
					unknown.push(
						...unknownTokens( property.default ).map(
							( token ) => `${ type }.${ name }: %${ token }%`
						)
					);
				}
			}
		}
		expect( unknown ).toEqual( [] );
	} );

	it( 'uses every nested helper type in some property', () => {
		const used = new Set< string >();
		for ( const type of types ) {
			for ( const [ , property ] of propertiesOf( type ) ) {
				if ( isNestedKind( property.kind ) ) {
					acceptedTypes( property ).forEach( ( name ) =>
						used.add( name )
					);
				}
			}
		}
		expect(
			types.filter(
				( type ) => typeDefinition( type )?.nested && ! used.has( type )
			)
		).toEqual( [] );
	} );

	it( 'puts inherited properties first, where a redefinition keeps them', () => {
		expect(
			propertiesOf( 'ProfilePage' ).map( ( [ name ] ) => name )
		).toEqual( [
			'name',
			'description',
			'url',
			'image',
			'datePublished',
			'dateModified',
			'mainEntity',
			'dateCreated',
		] );
		expect( propertiesOf( 'Restaurant' ).slice( -3 ) ).toEqual(
			propertiesOf( 'FoodEstablishment' ).slice( -3 )
		);
		expect(
			acceptedTypes( {
				kind: 'type',
				of: 'Place',
				types: [ 'VirtualLocation' ],
			} )
		).toEqual( [ 'Place', 'VirtualLocation' ] );
		expect( acceptedTypes( { kind: 'person' } ) ).toEqual( [
			'Organization',
			'Person',
		] );
	} );
} );
