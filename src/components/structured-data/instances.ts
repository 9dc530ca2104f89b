/**
 * The post's type instances as the Schema panel edits them: read from the stored meta, added (with a
 * fresh slug id), removed, and changed one value at a time by its path under `values`. Pure and
 * immutable, so each edit is one editPost() and undo steps back through them.
 */
import type {
	InstanceValue,
	InstanceValues,
	TypeInstance,
} from '../../structured-data';

/** Instances a post may carry at most (Instance_Validator::MAX_INSTANCES). */
export const MAX_INSTANCES = 20;

/** What an instance id may be (Instance_Validator::ID_PATTERN). */
const ID_PATTERN = /^[a-z0-9][a-z0-9_-]{0,39}$/;

/** A value's place under an instance's `values`: property names and list indexes. */
export type ValuePath = ReadonlyArray< string | number >;

export interface StoredInstance extends TypeInstance {
	id: string;
	values: InstanceValues;
}

function isRecord( value: unknown ): value is InstanceValues {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/** The stored meta as instances; entries that are no instance (what an older version left) are dropped. */
export function readInstances( stored: unknown ): StoredInstance[] {
	if ( ! Array.isArray( stored ) ) {
		return [];
	}
	return stored.flatMap( ( entry: unknown ) =>
		isRecord( entry ) &&
		typeof entry.type === 'string' &&
		typeof entry.id === 'string'
			? [
					{
						type: entry.type,
						id: entry.id,
						values: isRecord( entry.values ) ? entry.values : {},
					},
				]
			: []
	);
}

/** A slug id for a new instance of `type`, unique among `instances` ('product', 'product-2'…). */
export function newInstanceId(
	type: string,
	instances: readonly StoredInstance[]
): string {
	const taken = new Set( instances.map( ( instance ) => instance.id ) );
	let base = type
		.toLowerCase()
		.replace( /[^a-z0-9_-]+/g, '-' )
		.replace( /^[-_]+/, '' )
		.slice( 0, 30 );
	if ( ! ID_PATTERN.test( base ) ) {
		base = 'item';
	}
	let id = base;
	for ( let n = 2; taken.has( id ); n++ ) {
		id = `${ base }-${ n }`;
	}
	return id;
}

export function addInstance(
	instances: readonly StoredInstance[],
	type: string
): StoredInstance[] {
	return [
		...instances,
		{ type, id: newInstanceId( type, instances ), values: {} },
	];
}

export function removeInstance(
	instances: readonly StoredInstance[],
	index: number
): StoredInstance[] {
	return instances.filter( ( _, at ) => at !== index );
}

/** The value at `path` under `values`, or undefined where nothing is set. */
export function valueAt(
	values: InstanceValues,
	path: ValuePath
): InstanceValue | undefined {
	let current: InstanceValue | undefined = values;
	for ( const key of path ) {
		if ( Array.isArray( current ) && typeof key === 'number' ) {
			current = current[ key ];
		} else if ( isRecord( current ) && typeof key === 'string' ) {
			current = Object.prototype.hasOwnProperty.call( current, key )
				? current[ key ]
				: undefined;
		} else {
			return undefined;
		}
	}
	return current;
}

/**
 * `values` with the value at `path` set, or removed when `value` is undefined (a property removed
 * falls back to its default; a list item removed closes the gap). Containers missing on the way are
 * created: an object for a property name, a list for an index.
 */
export function withValue(
	values: InstanceValues,
	path: ValuePath,
	value: InstanceValue | undefined
): InstanceValues {
	return setIn( values, path, value ) as InstanceValues;
}

function setIn(
	container: InstanceValue | undefined,
	path: ValuePath,
	value: InstanceValue | undefined
): InstanceValue | undefined {
	if ( path.length === 0 ) {
		return value;
	}
	const [ key, ...rest ] = path;
	if ( typeof key === 'number' ) {
		const list = Array.isArray( container ) ? [ ...container ] : [];
		const next = setIn( list[ key ], rest, value );
		if ( next === undefined ) {
			list.splice( key, 1 );
		} else {
			list[ key ] = next;
		}
		return list;
	}
	const object: InstanceValues = isRecord( container )
		? { ...container }
		: {};
	const next = setIn( object[ key ], rest, value );
	if ( next === undefined ) {
		delete object[ key ];
	} else {
		object[ key ] = next;
	}
	return object;
}

/** `instances` with one instance's value at `path` changed (see withValue()). */
export function withInstanceValue(
	instances: readonly StoredInstance[],
	index: number,
	path: ValuePath,
	value: InstanceValue | undefined
): StoredInstance[] {
	return instances.map( ( instance, at ) =>
		at === index
			? { ...instance, values: withValue( instance.values, path, value ) }
			: instance
	);
}
