/** Posts, terms and authors the settings app names by id (display rules), with their titles. */
export type ObjectKind = 'post' | 'term' | 'author';

export interface ObjectOption {
	id: number;
	/** The post's title, the term's or the author's name, as plain text. */
	label: string;
	/** The post type or taxonomy, '' for an author. */
	subtype: string;
}

export interface ObjectsState {
	/** `<kind>:<id>` => its option; null when no such object (or not readable). */
	byId: Record< string, ObjectOption | null >;
	/** `<kind>|<search>` => the first matches. */
	searches: Record< string, ObjectOption[] >;
}

export type ObjectsAction =
	| {
			type: 'RECEIVE_OBJECT';
			kind: ObjectKind;
			id: number;
			option: ObjectOption | null;
	  }
	| {
			type: 'RECEIVE_OBJECT_SEARCH';
			kind: ObjectKind;
			search: string;
			options: ObjectOption[];
	  };
