/**
 * The wizard state for every step: a reducer whose state is written to sessionStorage on each change
 * and restored on reload. Finishing or exiting erases it and stops writing, so it cannot come back.
 */
import {
	createContext,
	useCallback,
	useContext,
	useEffect,
	useMemo,
	useReducer,
	useRef,
} from '@wordpress/element';
import type { ReactNode } from 'react';

import { wizardReducer } from './reducer';
import { clearState, loadState, saveState } from './storage';
import type { WizardAction, WizardState } from './types';

interface WizardContextValue {
	state: WizardState;
	dispatch: ( action: WizardAction ) => void;
	/** Erases the saved progress for good (finish, exit). */
	forget: () => void;
}

const WizardContext = createContext< WizardContextValue | null >( null );

export function WizardProvider( {
	initial,
	children,
}: {
	initial: WizardState;
	children: ReactNode;
} ) {
	const [ state, dispatch ] = useReducer( wizardReducer, initial, loadState );
	const forgotten = useRef( false );

	useEffect( () => {
		if ( ! forgotten.current ) {
			saveState( state );
		}
	}, [ state ] );

	const forget = useCallback( () => {
		forgotten.current = true;
		clearState();
	}, [] );

	const value = useMemo(
		() => ( { state, dispatch, forget } ),
		[ state, forget ]
	);
	return (
		<WizardContext.Provider value={ value }>
			{ children }
		</WizardContext.Provider>
	);
}

export function useWizard(): WizardContextValue {
	const value = useContext( WizardContext );
	if ( ! value ) {
		throw new Error( 'useWizard() must be used inside <WizardProvider>.' );
	}
	return value;
}
