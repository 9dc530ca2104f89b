import {
	ownKey,
	type FormOwnerKind,
	type OwnStructuredData,
	type OwnStructuredDataState,
} from './types';

interface State {
	ownStructuredData: OwnStructuredDataState;
}

/** A term's or an author's structured data as its form edits it; undefined before the page gave it. */
export function getOwnStructuredData(
	state: State,
	kind: FormOwnerKind,
	id: number
): OwnStructuredData | undefined {
	return state.ownStructuredData[ ownKey( kind, id ) ];
}
