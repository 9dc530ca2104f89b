import { initialState } from '../state/initial';
import { pageId, saveBody } from '../state/body';
import type { WizardState } from '../state/types';

function state(
	overrides: Partial< WizardState[ 'websiteDetails' ] > = {}
): WizardState {
	const base = initialState( {
		website_represents: 'business',
		website_name: 'Acme',
		website_owner_name: 'Ada',
		organization_type: 'Bakery',
		website_owner_phone: ' 555 ',
		website_logo: '',
		website_about_us: { label: 'About', value: 12 },
		website_contact_us: null,
		social_profiles: { facebook: ' https://facebook.com/acme ' },
		website_lead_details: {
			first_name: 'Ada',
			last_name: 'L',
			email: 'ada@example.org',
		},
	} );
	return {
		...base,
		websiteDetails: { ...base.websiteDetails, ...overrides },
	};
}

describe( 'wizard save body (SPEC §7 "Wizard save")', () => {
	it( 'sends every field, page ids as integers and the logo as a URL string', () => {
		const body = saveBody(
			state( {
				website_logo: {
					attachment_id: 5,
					name: 'logo.png',
					size: 10,
					url: 'http://x/logo.png',
					type: 'image/png',
				},
				contact_page: 7,
			} ),
			{ skipUserDetails: false }
		);
		expect( body ).toMatchObject( {
			website_type: 'business',
			website_name: 'Acme',
			website_owner_name: '',
			organization_type: 'Bakery',
			website_owner_phone: '555',
			website_logo: 'http://x/logo.png',
			about_page: 12,
			contact_page: 7,
			first_name: 'Ada',
			last_name: 'L',
			email: 'ada@example.org',
			agree_to_terms: false,
		} );
		expect( Object.keys( body.social_profiles ) ).toHaveLength( 14 );
		expect( body.social_profiles.facebook ).toBe(
			'https://facebook.com/acme'
		);
		expect( body.social_profiles.bluesky ).toBe( '' );
	} );

	it( 'blanks the fields the website type hides', () => {
		const body = saveBody( state( { website_type: 'blog' } ), {
			skipUserDetails: false,
		} );
		expect( body.website_name ).toBe( '' );
		expect( body.website_owner_name ).toBe( 'Ada' );
		expect( body.organization_type ).toBe( 'Organization' );
	} );

	it( 'leaves the personal fields out when the last step was skipped', () => {
		const body = saveBody( state(), { skipUserDetails: true } );
		expect( body ).not.toHaveProperty( 'first_name' );
		expect( body ).not.toHaveProperty( 'last_name' );
		expect( body ).not.toHaveProperty( 'email' );
		expect( body ).not.toHaveProperty( 'agree_to_terms' );
	} );

	it.each( [
		[ { label: 'A', value: 3 }, 3 ],
		[ 9, 9 ],
		[ '14', 14 ],
		[ null, 0 ],
		[ undefined, 0 ],
		[ -2, 0 ],
		[ 'abc', 0 ],
	] )( 'pageId( %p ) is %p', ( page, id ) => {
		expect( pageId( page as never ) ).toBe( id );
	} );
} );
