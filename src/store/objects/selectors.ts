import type { ObjectKind, ObjectOption, ObjectsState } from './types';

interface State {
	objects: ObjectsState;
}

/** A post, term or author by id: undefined while loading, null when there is none. */
export function getObject(
	state: State,
	kind: ObjectKind,
	id: number
): ObjectOption | null | undefined {
	return state.objects.byId[ `${ kind }:${ id }` ];
}

/** The first posts, terms or authors whose title or name matches; undefined while loading. */
export function searchObjects(
	state: State,
	kind: ObjectKind,
	search: string
): ObjectOption[] | undefined {
	return state.objects.searches[ `${ kind }|${ search }` ];
}
