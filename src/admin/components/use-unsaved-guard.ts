/**
 * Asks for confirmation before the page is left while settings have unsaved edits.
 */
import { useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';

import { store } from '../../store';

export function useUnsavedGuard() {
	const hasUnsaved = useSelect(
		( select ) => select( store ).hasUnsavedSettings(),
		[]
	);
	useEffect( () => {
		if ( ! hasUnsaved ) {
			return undefined;
		}
		const warn = ( event: BeforeUnloadEvent ) => {
			event.preventDefault();
			// Older browsers show the dialog only when returnValue is set.
			event.returnValue = '';
		};
		window.addEventListener( 'beforeunload', warn );
		return () => window.removeEventListener( 'beforeunload', warn );
	}, [ hasUnsaved ] );
}
