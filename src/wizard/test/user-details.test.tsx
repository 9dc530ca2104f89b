/**
 * The user-details step: validation on Finish only, first failing field focused, errors
 * under fields, editing clears an error, Skip saves without the personal fields.
 */
import apiFetch from '@wordpress/api-fetch';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import { RoutesContext } from '../navigation';
import { wizardRoutes } from '../routes';
import { WizardProvider } from '../state/context';
import type { OnboardingInitialData } from '../page-data';
import { initialState } from '../state/initial';
import UserDetails from '../steps/user-details';

jest.mock( '@wordpress/api-fetch', () => {
	const fn = jest.fn( () => Promise.resolve( { success: true } ) );
	return { __esModule: true, default: fn };
} );

const fetchMock = apiFetch as unknown as jest.Mock;

function setup(
	lead = { first_name: '', last_name: '', email: '' },
	aiCrawlerPolicy: OnboardingInitialData[ 'ai_crawler_policy' ] = 'none'
) {
	const location = memoryLocation( { path: '/user-details', record: true } );
	const initial = initialState( {
		website_represents: 'business',
		website_name: 'Acme',
		website_owner_name: '',
		organization_type: 'Organization',
		website_owner_phone: '',
		website_logo: '',
		website_about_us: null,
		website_contact_us: null,
		social_profiles: {},
		ai_crawler_policy: aiCrawlerPolicy,
		website_lead_details: lead,
	} );
	render(
		<WizardProvider initial={ initial }>
			<Router hook={ location.hook }>
				<RoutesContext.Provider value={ wizardRoutes( false ) }>
					<UserDetails />
				</RoutesContext.Provider>
			</Router>
		</WizardProvider>
	);
	return location;
}

const flush = () =>
	act( () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) ) );

describe( 'user details step', () => {
	beforeEach( () => {
		window.sessionStorage.clear();
		fetchMock.mockClear();
	} );

	it( 'shows no error before Finish, then every error under its field and focuses the first', async () => {
		const location = setup();
		expect( screen.queryByText( 'First Name is required' ) ).toBeNull();
		fireEvent.click( screen.getByRole( 'button', { name: 'Finish' } ) );
		await flush();
		expect( screen.getByText( 'First Name is required' ) ).toBeTruthy();
		expect( screen.getByText( 'Email Address is required' ) ).toBeTruthy();
		expect( screen.getByText( 'This field is required' ) ).toBeTruthy();
		expect( screen.getByText( 'This is required' ) ).toBeTruthy();
		const first = screen.getByRole( 'textbox', { name: 'First Name' } );
		expect( first.ownerDocument.activeElement ).toBe( first );
		expect( first.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( fetchMock ).not.toHaveBeenCalled();
		expect( location.history ).toEqual( [ '/user-details' ] );

		fireEvent.change( first, { target: { value: 'Ada' } } );
		expect( screen.queryByText( 'First Name is required' ) ).toBeNull();
		expect( screen.getByText( 'Email Address is required' ) ).toBeTruthy();
	} );

	it( 'rejects an invalid address and focuses the email field', async () => {
		setup( { first_name: 'Ada', last_name: '', email: 'ada@' } );
		fireEvent.click( screen.getByRole( 'checkbox' ) );
		fireEvent.click( screen.getByRole( 'button', { name: 'Finish' } ) );
		await flush();
		expect(
			screen.getByText( 'Please enter a valid email address' )
		).toBeTruthy();
		const email = screen.getByRole( 'textbox', { name: 'Email Address' } );
		expect( email.ownerDocument.activeElement ).toBe( email );
	} );

	it( 'Finish with a valid form saves the personal fields and goes to /finish', async () => {
		const location = setup( {
			first_name: 'Ada',
			last_name: 'Lovelace',
			email: 'ada@example.org',
		} );
		fireEvent.click( screen.getByRole( 'checkbox' ) );
		fireEvent.click( screen.getByRole( 'button', { name: 'Finish' } ) );
		await flush();
		expect( fetchMock ).toHaveBeenCalledTimes( 2 );
		expect( fetchMock.mock.calls[ 0 ][ 0 ] ).toMatchObject( {
			path: '/sightline/v1/onboarding',
			method: 'POST',
			data: {
				first_name: 'Ada',
				email: 'ada@example.org',
			},
		} );
		// The body is the setup's answers (SPEC §7): the agreement and the AI crawler offer are not in it.
		expect( fetchMock.mock.calls[ 0 ][ 0 ].data ).not.toHaveProperty(
			'agree_to_terms'
		);
		expect( fetchMock.mock.calls[ 0 ][ 0 ].data ).not.toHaveProperty(
			'ai_crawler_policy'
		);
		// The offer, ticked by default on a site without a policy, accepted by a call of its own.
		expect( fetchMock.mock.calls[ 1 ][ 0 ] ).toEqual( {
			path: '/sightline/v1/onboarding/ai-crawlers',
			method: 'POST',
			data: { policy: 'block_training' },
		} );
		expect( location.history?.at( -1 ) ).toBe( '/finish' );
	} );

	it( 'sends no crawler offer where the site already has a policy (the offer is not ticked)', async () => {
		setup( { first_name: '', last_name: '', email: '' }, 'block_all' );
		fireEvent.click( screen.getByRole( 'button', { name: 'Skip' } ) );
		await flush();
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect( fetchMock.mock.calls[ 0 ][ 0 ].path ).toBe(
			'/sightline/v1/onboarding'
		);
	} );

	it( 'Skip bypasses validation and saves without the personal fields', async () => {
		const location = setup();
		fireEvent.click( screen.getByRole( 'button', { name: 'Skip' } ) );
		await flush();
		expect( screen.queryByText( 'First Name is required' ) ).toBeNull();
		const body = fetchMock.mock.calls[ 0 ][ 0 ].data;
		expect( body.website_name ).toBe( 'Acme' );
		expect( body ).not.toHaveProperty( 'first_name' );
		expect( body ).not.toHaveProperty( 'email' );
		expect( location.history?.at( -1 ) ).toBe( '/finish' );
	} );

	it( 'a failed save is silent and still finishes (SPEC §7)', async () => {
		fetchMock.mockImplementationOnce( () =>
			Promise.reject( new Error( 'boom' ) )
		);
		const location = setup();
		fireEvent.click( screen.getByRole( 'button', { name: 'Skip' } ) );
		await flush();
		expect( location.history?.at( -1 ) ).toBe( '/finish' );
	} );
} );
