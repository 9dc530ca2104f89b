/**
 * Wizard state persistence: saved to sessionStorage on every change, restored on
 * reload, erased by finish/exit and never written again afterwards.
 */
import { act, render } from '@testing-library/react';

import { WizardProvider, useWizard } from '../state/context';
import { initialState } from '../state/initial';
import { clearState, loadState, STATE_KEY } from '../state/storage';
import type { WizardState } from '../state/types';

const initial: WizardState = initialState( {
	website_represents: 'business',
	website_name: 'From server',
	website_owner_name: '',
	organization_type: 'Organization',
	website_owner_phone: '',
	website_logo: '',
	website_about_us: null,
	website_contact_us: null,
	social_profiles: {},
	ai_crawler_policy: 'none',
	website_lead_details: { first_name: '', last_name: '', email: '' },
} );

let api: ReturnType< typeof useWizard >;
function Probe() {
	api = useWizard();
	return (
		<span data-testid="name">
			{ api.state.websiteDetails.website_name }
		</span>
	);
}

const mount = () =>
	render(
		<WizardProvider initial={ initial }>
			<Probe />
		</WizardProvider>
	);

const saved = () =>
	JSON.parse( window.sessionStorage.getItem( STATE_KEY ) ?? 'null' );

describe( 'wizard state persistence', () => {
	beforeEach( () => window.sessionStorage.clear() );

	it( 'uses the key sightline_onboarding_state', () => {
		expect( STATE_KEY ).toBe( 'sightline_onboarding_state' );
	} );

	it( 'saves each change and restores it after a reload', () => {
		const first = mount();
		act( () =>
			api.dispatch( {
				type: 'SET_WEBSITE_DETAILS',
				details: { website_name: 'Edited', website_type: 'ecommerce' },
			} )
		);
		act( () =>
			api.dispatch( {
				type: 'SET_SOCIAL_PROFILE',
				id: 'tiktok',
				url: 'https://tiktok.com/@a',
			} )
		);
		act( () => api.dispatch( { type: 'ADD_PROFILE', id: 'yelp' } ) );
		expect( saved().websiteDetails.website_name ).toBe( 'Edited' );
		first.unmount();

		const second = mount();
		expect( second.getByTestId( 'name' ).textContent ).toBe( 'Edited' );
		expect( api.state.websiteDetails.website_type ).toBe( 'ecommerce' );
		expect( api.state.socialProfilesURLs.tiktok ).toBe(
			'https://tiktok.com/@a'
		);
		expect( api.state.addedProfiles ).toEqual( [ 'yelp' ] );
	} );

	it( 'forget() erases the saved state and later changes are not saved', () => {
		mount();
		act( () =>
			api.dispatch( {
				type: 'SET_WEBSITE_DETAILS',
				details: { website_name: 'Edited' },
			} )
		);
		act( () => api.forget() );
		expect( window.sessionStorage.getItem( STATE_KEY ) ).toBeNull();
		act( () =>
			api.dispatch( { type: 'SET_CURRENT_STEP', step: '/finish' } )
		);
		expect( window.sessionStorage.getItem( STATE_KEY ) ).toBeNull();
	} );

	it( 'ignores a corrupt record and merges a partial one over the initial state', () => {
		window.sessionStorage.setItem( STATE_KEY, '{not json' );
		expect( loadState( initial ) ).toBe( initial );
		window.sessionStorage.setItem(
			STATE_KEY,
			JSON.stringify( {
				websiteDetails: { website_owner_phone: '42' },
				addedProfiles: [ 'medium', 3 ],
				pages: 'x',
			} )
		);
		const merged = loadState( initial );
		expect( merged.websiteDetails.website_name ).toBe( 'From server' );
		expect( merged.websiteDetails.website_owner_phone ).toBe( '42' );
		expect( merged.addedProfiles ).toEqual( [ 'medium' ] );
		expect( merged.pages ).toEqual( [] );
		clearState();
		expect( loadState( initial ) ).toBe( initial );
	} );
} );
