import type { StoredInstance } from '../../components/structured-data/instances';

/** The objects whose structured data a classic form saves (a post's is saved with the post). */
export type FormOwnerKind = 'term' | 'author';

/** The structured data of one term or author as its form edits it. */
export interface OwnStructuredData {
	instances: StoredInstance[];
	/** Edited since it was stored: the form's submit saves it first. */
	changed: boolean;
	/** The server's reason for refusing the last save, naming the field; null when it did not. */
	refusal: string | null;
}

/** Keyed `<kind>:<id>`. */
export type OwnStructuredDataState = Record< string, OwnStructuredData >;

export type OwnStructuredDataAction =
	| {
			type: 'OWN_STRUCTURED_DATA_RECEIVE' | 'OWN_STRUCTURED_DATA_EDIT';
			key: string;
			instances: StoredInstance[];
	  }
	| { type: 'OWN_STRUCTURED_DATA_SAVED'; key: string }
	| { type: 'OWN_STRUCTURED_DATA_REFUSED'; key: string; message: string };

export function ownKey( kind: FormOwnerKind, id: number ): string {
	return `${ kind }:${ id }`;
}
