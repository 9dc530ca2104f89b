/**
 * Moving between the wizard's routes: Next goes to the following route in order, Back to the previous.
 */
import { createContext, useCallback, useContext } from '@wordpress/element';
import { useLocation } from 'wouter';

import { neighbour, ROUTES, type WizardRoute } from './routes';
import { useWizard } from './state/context';

export const RoutesContext = createContext< WizardRoute[] >( [] );

export interface WizardNavigation {
	routes: WizardRoute[];
	location: string;
	next: () => void;
	back: () => void;
	hasBack: boolean;
}

export function useWizardNavigation(): WizardNavigation {
	const routes = useContext( RoutesContext );
	const [ location, navigate ] = useLocation();
	const { dispatch } = useWizard();
	const go = useCallback(
		( delta: -1 | 1 ) => {
			const target = neighbour( routes, location, delta );
			if ( target ) {
				// Stored before moving, so a reload lands on the step the admin reached (finish included).
				dispatch( { type: 'SET_CURRENT_STEP', step: target.path } );
				navigate( target.path );
			}
		},
		[ routes, location, navigate, dispatch ]
	);
	return {
		routes,
		location,
		next: useCallback( () => go( 1 ), [ go ] ),
		back: useCallback( () => go( -1 ), [ go ] ),
		hasBack:
			location !== ROUTES.welcome && !! neighbour( routes, location, -1 ),
	};
}
