/**
 * The migration step: Next labels per phase, no plugin chosen at first
 * (Migrate looks disabled), the deactivate option for an active source, no Back, and the prefill mapping.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import { RoutesContext } from '../navigation';
import { wizardRoutes } from '../routes';
import { WizardProvider } from '../state/context';
import { initialState } from '../state/initial';
import Migration, {
	migratedWebsiteDetails,
	migrationNextLabel,
} from '../steps/migration';

function renderStep() {
	window.sightlineAdmin = {
		migrationEnabled: true,
		migrationSources: [
			{
				slug: 'wordpress-seo',
				name: 'Yoast SEO',
				active: true,
				installed: true,
				migrated: '',
				file: 'wordpress-seo/wp-seo.php',
			},
			{
				slug: 'slim-seo',
				name: 'Slim SEO',
				active: false,
				installed: false,
				migrated: '',
				file: '',
			},
		],
	};
	const location = memoryLocation( { path: '/migration' } );
	render(
		<WizardProvider
			initial={ initialState( {
				website_represents: 'business',
				website_name: '',
				website_owner_name: '',
				organization_type: 'Organization',
				website_owner_phone: '',
				website_logo: '',
				website_about_us: null,
				website_contact_us: null,
				social_profiles: {},
				ai_crawler_policy: 'none',
				website_lead_details: {
					first_name: '',
					last_name: '',
					email: '',
				},
			} ) }
		>
			<Router hook={ location.hook }>
				<RoutesContext.Provider value={ wizardRoutes( true ) }>
					<Migration />
				</RoutesContext.Provider>
			</Router>
		</WizardProvider>
	);
}

describe( 'migration step', () => {
	beforeEach( () => {
		window.localStorage.clear();
		window.sessionStorage.clear();
	} );

	it.each( [
		[ 'idle', false, 'Migrate' ],
		[ 'paused', false, 'Migrate' ],
		[ 'migrating', false, 'Migrating' ],
		[ 'error', false, 'Retry' ],
		[ 'done', false, 'Next' ],
		[ 'idle', true, 'Next' ],
	] as const )(
		'Next reads the right label in phase %s (already done: %s)',
		( phase, done, label ) => {
			expect( migrationNextLabel( phase, done ) ).toBe( label );
		}
	);

	it( 'starts with no plugin chosen, Migrate looking disabled, Skip shown and no Back', () => {
		renderStep();
		expect(
			screen.getByRole( 'heading', {
				name: 'Bring Your SEO Settings into Sightline SEO',
			} )
		).toBeTruthy();
		expect(
			screen
				.getAllByRole( 'radio' )
				.map( ( radio ) => ( radio as HTMLInputElement ).checked )
		).toEqual( [ false, false ] );
		expect(
			screen
				.getByRole( 'button', { name: 'Migrate' } )
				.getAttribute( 'aria-disabled' )
		).toBe( 'true' );
		expect( screen.getByRole( 'button', { name: 'Skip' } ) ).toBeTruthy();
		expect( screen.queryByRole( 'button', { name: 'Back' } ) ).toBeNull();
	} );

	it( 'offers to deactivate the chosen plugin only while it is active', () => {
		renderStep();
		fireEvent.click( screen.getByRole( 'radio', { name: 'Slim SEO' } ) );
		expect( screen.queryByRole( 'checkbox' ) ).toBeNull();
		fireEvent.click( screen.getByRole( 'radio', { name: 'Yoast SEO' } ) );
		const deactivate = screen.getByRole( 'checkbox', {
			name: 'Deactivate Yoast SEO after the migration',
		} ) as HTMLInputElement;
		expect( deactivate.checked ).toBe( true );
		expect(
			screen
				.getByRole( 'button', { name: 'Migrate' } )
				.getAttribute( 'aria-disabled' )
		).toBeNull();
	} );

	it( 'maps the migrated website details to the wizard fields', () => {
		expect( migratedWebsiteDetails( undefined ) ).toEqual( {} );
		expect(
			migratedWebsiteDetails( {
				website_type: 'organization',
				website_name: 'Acme',
				website_owner_name: '',
				organization_type: 'NGO',
				website_owner_phone: '1',
				website_logo: 'http://x/l.png',
				about_page: 3,
				contact_page: 0,
			} )
		).toEqual( {
			website_type: 'organization',
			website_name: 'Acme',
			website_owner_name: '',
			organization_type: 'NGO',
			website_owner_phone: '1',
			website_logo: 'http://x/l.png',
			about_page: 3,
			contact_page: 0,
		} );
	} );
} );
