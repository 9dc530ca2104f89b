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
	// The button's own phase, changed in one step from saving to saved: the store's isSaving turns
	// false a few ticks before saveSettings() resolves, and reading it alone showed "Save" between.
	const [ phase, setPhase ] = useState< 'idle' | 'saving' | 'saved' >(
		'idle'
	);
	const timer = useRef< ReturnType< typeof setTimeout > >();

	useEffect( () => () => clearTimeout( timer.current ), [] );

	const onClick = async () => {
		clearTimeout( timer.current );
		setPhase( 'saving' );
		const ok = await saveSettings();
		if ( ! ok ) {
			setPhase( 'idle' );
			return;
		}
		setPhase( 'saved' );
		timer.current = setTimeout( () => setPhase( 'idle' ), SAVED_LABEL_MS );
	};

	const saving = isSaving || phase === 'saving';
	let label: string = __( 'Save', 'sightline-seo' );
	if ( saving ) {
		label = __( 'Saving..', 'sightline-seo' );
	} else if ( phase === 'saved' ) {
		label = __( 'Saved', 'sightline-seo' );
	}

	return (
		<Button
			variant="primary"
			onClick={ onClick }
			disabled={ saving || ( ! hasUnsaved && phase !== 'saved' ) }
			__experimentalIsFocusable
			isBusy={ saving }
		>
			{ label }
		</Button>
	);
}
