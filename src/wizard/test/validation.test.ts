import {
	firstFailingField,
	isValidEmail,
	validateUserDetails,
} from '../validation';

const valid = {
	first_name: 'Ada',
	last_name: '',
	email: 'ada@example.org',
	agree_to_terms: true,
};

describe( 'user details validation (SPEC §5.2)', () => {
	it( 'accepts a complete form; last name is optional', () => {
		expect( validateUserDetails( valid ) ).toEqual( {} );
	} );

	it( 'requires the first name with "{label} is required"', () => {
		expect( validateUserDetails( { ...valid, first_name: '  ' } ) ).toEqual(
			{ first_name: 'First Name is required' }
		);
	} );

	it( 'requires the email, then a valid address', () => {
		expect( validateUserDetails( { ...valid, email: '' } ) ).toEqual( {
			email: 'Email Address is required',
		} );
		expect( validateUserDetails( { ...valid, email: 'ada@' } ) ).toEqual( {
			email: 'Please enter a valid email address',
		} );
	} );

	it( 'requires the agreement with "This field is required"', () => {
		expect(
			validateUserDetails( { ...valid, agree_to_terms: false } )
		).toEqual( { agree_to_terms: 'This field is required' } );
	} );

	it( 'reports every failing field and picks the first in form order for focus', () => {
		const errors = validateUserDetails( {
			first_name: '',
			last_name: '',
			email: 'x',
			agree_to_terms: false,
		} );
		expect( Object.keys( errors ) ).toEqual( [
			'first_name',
			'email',
			'agree_to_terms',
		] );
		expect( firstFailingField( errors ) ).toBe( 'first_name' );
		expect( firstFailingField( { agree_to_terms: 'x', email: 'y' } ) ).toBe(
			'email'
		);
		expect( firstFailingField( {} ) ).toBeUndefined();
	} );

	it.each( [
		[ 'ada@example.org', true ],
		[ ' ada.lovelace+seo@mail.example.co.uk ', true ],
		[ 'ada@example', false ],
		[ 'ada example@x.org', false ],
		[ 'ada@@example.org', false ],
		[ '@example.org', false ],
		[ 'ada@example.', false ],
	] )( 'isValidEmail( %s ) is %s', ( email, expected ) => {
		expect( isValidEmail( email ) ).toBe( expected );
	} );
} );
