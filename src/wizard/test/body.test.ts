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
		ai_crawler_policy: 'none',
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
		} );
		// Exactly the fields SPEC §7 lists for the save.
		expect( Object.keys( body ).sort() ).toEqual(
			[
				'website_type',
				'website_name',
				'website_owner_name',
				'organization_type',
				'website_owner_phone',
				'website_logo',
				'about_page',
				'contact_page',
				'social_profiles',
				'first_name',
				'last_name',
				'email',
			].sort()
		);
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

describe( 'the AI crawler offer and the wizard save body', () => {
	it( 'is never in the save body, accepted or not (it has a call of its own)', () => {
		for ( const aiSearchOnly of [ true, false ] ) {
			expect(
				saveBody(
					{ ...state(), aiSearchOnly },
					{ skipUserDetails: false }
				)
			).not.toHaveProperty( 'ai_crawler_policy' );
		}
	} );

	it( 'offers it ticked only while the site has no other kind of policy', () => {
		expect( state().aiSearchOnly ).toBe( true );
		const base = state();
		const initial = initialState( {
			website_represents: 'business',
			website_name: '',
			website_owner_name: '',
			organization_type: 'Organization',
			website_owner_phone: '',
			website_logo: '',
			website_about_us: null,
			website_contact_us: null,
			social_profiles: {},
			ai_crawler_policy: 'block_all',
			website_lead_details: { first_name: '', last_name: '', email: '' },
		} );
		expect( base.aiSearchOnly ).toBe( true );
		expect( initial.aiSearchOnly ).toBe( false );
	} );
} );
