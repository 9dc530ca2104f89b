/**
 * The setup wizard: hash routes (wouter, like the settings app), the shared state, the frame and the
 * screen of the current route. Unknown routes fall back to the welcome screen.
 */
import { useEffect, useMemo } from '@wordpress/element';
import type { ComponentType } from 'react';
import { Router, useLocation } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';

import { Layout } from './components/layout';
import { Notices } from './components/notices';
import { RoutesContext } from './navigation';
import { wizardPageData } from './page-data';
import {
	findRoute,
	indicatorSteps,
	ROUTES,
	showMigrationStep,
	wizardRoutes,
	type WizardPath,
} from './routes';
import { WizardProvider, useWizard } from './state/context';
import { initialState } from './state/initial';
import Finish from './steps/finish';
import Migration from './steps/migration';
import SocialProfiles from './steps/social-profiles';
import UserDetails from './steps/user-details';
import WebsiteDetails from './steps/website-details';
import Welcome from './steps/welcome';

const SCREENS: Record< WizardPath, ComponentType > = {
	[ ROUTES.welcome ]: Welcome,
	[ ROUTES.migration ]: Migration,
	[ ROUTES.websiteDetails ]: WebsiteDetails,
	[ ROUTES.socialProfiles ]: SocialProfiles,
	[ ROUTES.userDetails ]: UserDetails,
	[ ROUTES.finish ]: Finish,
};

function Screens( { exitUrl }: { exitUrl: string } ) {
	const [ location, navigate ] = useLocation();
	const { dispatch } = useWizard();
	const routes = useMemo( () => {
		const data = wizardPageData();
		return wizardRoutes(
			showMigrationStep(
				data.migrationEnabled,
				data.migrationSources.length
			)
		);
	}, [] );
	const route = findRoute( routes, location );

	useEffect( () => {
		if ( ! route ) {
			navigate( ROUTES.welcome, { replace: true } );
		} else {
			dispatch( { type: 'SET_CURRENT_STEP', step: route.path } );
		}
	}, [ route, navigate, dispatch ] );

	if ( ! route ) {
		return null;
	}
	const Screen = SCREENS[ route.path ];
	return (
		<RoutesContext.Provider value={ routes }>
			<Layout
				steps={ indicatorSteps( routes ) }
				location={ route.path }
				container={ route.container }
				exitUrl={ exitUrl }
			>
				<Screen key={ route.path } />
			</Layout>
			<Notices />
		</RoutesContext.Provider>
	);
}

export function App() {
	const data = useMemo( () => wizardPageData(), [] );
	const initial = useMemo( () => initialState( data.onboarding ), [ data ] );
	return (
		<WizardProvider initial={ initial }>
			<Router hook={ useHashLocation }>
				<Screens exitUrl={ data.dashboardUrl } />
			</Router>
		</WizardProvider>
	);
}
