/**
 * The own structured data of a term or an author, edited inside a classic WordPress form (the term's
 * `#edittag`, the profile's `#your-profile`) and kept in the `sightline` store, so it survives the
 * panel being closed. saveWithForm() makes the form's own button save it: when the instances changed,
 * the submit waits while PUT <kind>/structured-data stores them, then goes on; when the server refuses
 * them, the form stays, the panel says why (naming the field) and nothing is lost.
 */
import { dispatch, select, useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useMemo } from '@wordpress/element';

import {
	readInstances,
	type StoredInstance,
} from '../../components/structured-data/instances';
import { store } from '../../store';
import type { FormOwnerKind } from '../../store/structured-data/types';

/** The classic form each kind of object is saved by. */
export const FORM_IDS: Record< FormOwnerKind, string > = {
	term: 'edittag',
	author: 'your-profile',
};

export interface FormStructuredData {
	instances: StoredInstance[];
	setInstances: ( next: StoredInstance[] ) => void;
	refusal: string | null;
}

interface OwnActions {
	receiveOwnStructuredData: (
		kind: FormOwnerKind,
		id: number,
		instances: StoredInstance[]
	) => void;
	editOwnStructuredData: (
		kind: FormOwnerKind,
		id: number,
		instances: StoredInstance[]
	) => void;
	saveOwnStructuredData: (
		kind: FormOwnerKind,
		id: number
	) => Promise< boolean >;
}

const EMPTY: StoredInstance[] = [];

export function useFormStructuredData(
	kind: FormOwnerKind,
	id: number
): FormStructuredData {
	const entry = useSelect(
		( query ) => query( store ).getOwnStructuredData( kind, id ),
		[ kind, id ]
	);
	const { editOwnStructuredData } = useDispatch(
		store
	) as unknown as OwnActions;
	const setInstances = useCallback(
		( next: StoredInstance[] ) => editOwnStructuredData( kind, id, next ),
		[ editOwnStructuredData, kind, id ]
	);
	return useMemo(
		() => ( {
			instances: entry?.instances ?? EMPTY,
			setInstances,
			refusal: entry?.refusal ?? null,
		} ),
		[ entry, setInstances ]
	);
}

/**
 * Gives the store what the page was printed with and makes the object's form save the structured
 * data before it goes. Returns what undoes it.
 */
export function saveWithForm(
	kind: FormOwnerKind,
	id: number,
	stored: unknown
): () => void {
	const actions = dispatch( store ) as unknown as OwnActions;
	actions.receiveOwnStructuredData( kind, id, readInstances( stored ) );
	const form = document.getElementById(
		FORM_IDS[ kind ]
	) as HTMLFormElement | null;
	if ( ! form ) {
		return () => undefined;
	}
	let saving = false;
	const onSubmit = ( event: SubmitEvent ) => {
		if ( ! select( store ).getOwnStructuredData( kind, id )?.changed ) {
			return;
		}
		event.preventDefault();
		if ( saving ) {
			return;
		}
		saving = true;
		const submitter = event.submitter;
		actions.saveOwnStructuredData( kind, id ).then( ( saved ) => {
			saving = false;
			if ( ! saved ) {
				form.querySelector( '.sightline-schema' )?.scrollIntoView( {
					block: 'center',
				} );
				return;
			}
			// Submits again with the button that was pressed: nothing is left to save, so the form goes.
			form.requestSubmit(
				submitter instanceof HTMLElement ? submitter : undefined
			);
		} );
	};
	form.addEventListener( 'submit', onSubmit );
	return () => form.removeEventListener( 'submit', onSubmit );
}
