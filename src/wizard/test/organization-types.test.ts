import {
	allOrganizationTypes,
	DEFAULT_ORGANIZATION_TYPE,
	organizationTypeGroups,
	typeLabel,
} from '../data/organization-types';
import { websiteTypeOptions } from '../data/website-types';

describe( 'select options', () => {
	it( 'groups schema.org Organization types, Organization first and default', () => {
		const groups = organizationTypeGroups();
		expect( groups.length ).toBeGreaterThan( 5 );
		expect(
			groups.every( ( group ) => group.label && group.types.length )
		).toBe( true );
		expect( groups[ 0 ].types[ 0 ].value ).toBe( 'Organization' );
		expect( DEFAULT_ORGANIZATION_TYPE ).toBe( 'Organization' );
		const all = allOrganizationTypes();
		expect( new Set( all ).size ).toBe( all.length );
		expect( all ).toEqual(
			expect.arrayContaining( [
				'LocalBusiness',
				'Corporation',
				'NGO',
				'OnlineStore',
				'EducationalOrganization',
			] )
		);
	} );

	it.each( [
		[ 'LocalBusiness', 'Local Business' ],
		[ 'NGO', 'NGO' ],
		[ 'CafeOrCoffeeShop', 'Cafe Or Coffee Shop' ],
		[ 'Organization', 'Organization' ],
	] )( 'labels %s as %s', ( type, label ) => {
		expect( typeLabel( type ) ).toBe( label );
	} );

	it( 'offers the six website types of SPEC §2.3 with their values', () => {
		expect(
			websiteTypeOptions().map(
				( option ) => `${ option.label }=${ option.value }`
			)
		).toEqual( [
			'Personal Website=personal',
			'Business Website=business',
			'Organization=organization',
			'Personal Blog=blog',
			'Community Blog/News Website=community',
			'E-commerce Store=ecommerce',
		] );
	} );
} );
