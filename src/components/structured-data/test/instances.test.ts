/**
 * The instance edits the panel makes: fresh unique ids, adding and removing instances, setting and
 * unsetting a value at any depth without touching the others, and reading what the meta holds.
 */
import {
	addInstance,
	newInstanceId,
	readInstances,
	removeInstance,
	valueAt,
	withInstanceValue,
	withValue,
	type StoredInstance,
} from '../instances';

describe( 'instance ids', () => {
	it( 'are the type as a slug, numbered when taken', () => {
		let instances: StoredInstance[] = [];
		instances = addInstance( instances, 'Product' );
		instances = addInstance( instances, 'Product' );
		instances = addInstance( instances, 'FAQPage' );
		expect( instances.map( ( instance ) => instance.id ) ).toEqual( [
			'product',
			'product-2',
			'faqpage',
		] );
		expect( instances[ 0 ] ).toEqual( {
			type: 'Product',
			id: 'product',
			values: {},
		} );
	} );

	it( 'stay free after a removal and match the server pattern', () => {
		const instances = removeInstance(
			addInstance( addInstance( [], 'Event' ), 'Event' ),
			0
		);
		expect( instances.map( ( instance ) => instance.id ) ).toEqual( [
			'event-2',
		] );
		expect( newInstanceId( 'Event', instances ) ).toBe( 'event' );
		expect( newInstanceId( 'CafeOrCoffeeShop', [] ) ).toMatch(
			/^[a-z0-9][a-z0-9_-]{0,39}$/
		);
	} );
} );

describe( 'values by path', () => {
	const values = {
		name: 'Tart',
		offers: [ { price: '5' }, { price: '6' } ],
		address: { streetAddress: '1 Main St' },
	};

	it( 'reads a value at any depth', () => {
		expect( valueAt( values, [ 'offers', 1, 'price' ] ) ).toBe( '6' );
		expect( valueAt( values, [ 'address', 'postalCode' ] ) ).toBe(
			undefined
		);
		expect( valueAt( values, [ 'name', 0 ] ) ).toBe( undefined );
	} );

	it( 'sets a nested value and leaves the rest as it was', () => {
		const next = withValue(
			values,
			[ 'offers', 0, 'priceCurrency' ],
			'EUR'
		);
		expect( next.offers ).toEqual( [
			{ price: '5', priceCurrency: 'EUR' },
			{ price: '6' },
		] );
		expect( next.address ).toBe( values.address );
		expect( values.offers[ 0 ] ).toEqual( { price: '5' } ); // Not changed in place.
	} );

	it( 'creates the containers on the way', () => {
		expect(
			withValue(
				{},
				[ 'mainEntity', 0, 'acceptedAnswer', 'text' ],
				'Yes'
			)
		).toEqual( { mainEntity: [ { acceptedAnswer: { text: 'Yes' } } ] } );
	} );

	it( 'unsets a property (its default applies again) and closes the gap of a removed item', () => {
		expect( withValue( values, [ 'name' ], undefined ) ).not.toHaveProperty(
			'name'
		);
		expect(
			withValue( values, [ 'offers', 0 ], undefined ).offers
		).toEqual( [ { price: '6' } ] );
	} );

	it( 'changes one instance only', () => {
		const instances = addInstance( addInstance( [], 'Product' ), 'Recipe' );
		const next = withInstanceValue( instances, 1, [ 'recipeYield' ], '8' );
		expect( next[ 0 ] ).toBe( instances[ 0 ] );
		expect( next[ 1 ].values ).toEqual( { recipeYield: '8' } );
	} );
} );

describe( 'readInstances', () => {
	it( 'keeps the stored instances and drops what is none', () => {
		expect(
			readInstances( [
				{ type: 'Product', id: 'product', values: { sku: 'A' } },
				{ type: 'Recipe', id: 'recipe' },
				{ type: 'Event' },
				'junk',
				null,
			] )
		).toEqual( [
			{ type: 'Product', id: 'product', values: { sku: 'A' } },
			{ type: 'Recipe', id: 'recipe', values: {} },
		] );
		expect( readInstances( undefined ) ).toEqual( [] );
		expect( readInstances( { type: 'Product' } ) ).toEqual( [] );
	} );
} );
