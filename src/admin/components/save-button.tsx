/**
 * The shared Save button: enabled only with unsaved edits; Save → Saving.. → Saved for one
 * second → Save. It sends only the changed settings through the store.
 */
import { Button } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { store } from '../../store';

export const SAVED_LABEL_MS = 1000;

export function SaveButton() {
	const { hasUnsaved, isSaving } = useSelect(
		( select ) => ( {
			hasUnsaved: select( store ).hasUnsavedSettings(),
			isSaving: select( store ).isSavingSettings(),
		} ),
		[]
	);
	const { saveSettings } = useDispatch( store );
	const [ justSaved, setJustSaved ] = useState( false );
	const timer = useRef< ReturnType< typeof setTimeout > >();

	useEffect( () => () => clearTimeout( timer.current ), [] );

	const onClick = async () => {
		const ok = await saveSettings();
		if ( ok ) {
			setJustSaved( true );
			clearTimeout( timer.current );
			timer.current = setTimeout(
				() => setJustSaved( false ),
				SAVED_LABEL_MS
			);
		}
	};

	let label: string = __( 'Save', 'sightline-seo' );
	if ( isSaving ) {
		label = __( 'Saving..', 'sightline-seo' );
	} else if ( justSaved ) {
		label = __( 'Saved', 'sightline-seo' );
	}

	return (
		<Button
			variant="primary"
			onClick={ onClick }
			disabled={ isSaving || ( ! hasUnsaved && ! justSaved ) }
			__experimentalIsFocusable
			isBusy={ isSaving }
		>
			{ label }
		</Button>
	);
}
