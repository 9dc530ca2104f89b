import { initialState } from '../state/initial';
import { wizardReducer } from '../state/reducer';

const start = initialState( {
	website_represents: 'business',
	website_name: 'Mine',
	website_owner_name: '',
	organization_type: 'Organization',
	website_owner_phone: '',
	website_logo: '',
	website_about_us: null,
	website_contact_us: null,
	social_profiles: { facebook: 'https://facebook.com/mine' },
	ai_crawler_policy: 'none',
	website_lead_details: { first_name: '', last_name: '', email: '' },
} );

describe( 'wizard reducer', () => {
	it( 'a finished migration pre-fills only the values it found and marks the step done', () => {
		const next = wizardReducer( start, {
			type: 'MIGRATION_DONE',
			socialProfiles: { facebook: '', twitter: 'https://x.com/acme' },
			websiteDetails: {
				website_type: 'ecommerce',
				website_name: '',
				website_logo: 'http://x/l.png',
				about_page: 0,
				contact_page: 4,
			},
		} );
		expect( next.isMigrationDone ).toBe( true );
		expect( next.socialProfilesURLs ).toEqual( {
			facebook: 'https://facebook.com/mine',
			twitter: 'https://x.com/acme',
		} );
		expect( next.websiteDetails ).toMatchObject( {
			website_type: 'ecommerce',
			website_name: 'Mine',
			website_logo: 'http://x/l.png',
			about_page: null,
			contact_page: 4,
		} );
	} );

	it( 'adds an extra profile once', () => {
		const once = wizardReducer( start, {
			type: 'ADD_PROFILE',
			id: 'tiktok',
		} );
		expect(
			wizardReducer( once, { type: 'ADD_PROFILE', id: 'tiktok' } )
		).toBe( once );
		expect( once.addedProfiles ).toEqual( [ 'tiktok' ] );
	} );

	it( 'merges website and user details edits', () => {
		const next = wizardReducer(
			wizardReducer( start, {
				type: 'SET_WEBSITE_DETAILS',
				details: { website_owner_phone: '1' },
			} ),
			{ type: 'SET_USER_DETAILS', details: { agree_to_terms: true } }
		);
		expect( next.websiteDetails.website_name ).toBe( 'Mine' );
		expect( next.websiteDetails.website_owner_phone ).toBe( '1' );
		expect( next.userDetails.agree_to_terms ).toBe( true );
	} );
} );
