/**
 * What the fields of a type's values share: how a change goes up, each field's props, and how stored
 * values read (a nested value given as text, a list given as one value).
 */
import type {
	InstanceValue,
	InstanceValues,
	PropertyDefinition,
} from '../../../structured-data';
import type { ValuePath } from '../instances';

/** A change: the path under the instance's values, and the new value (undefined unsets it). */
export type SetValue = (
	path: ValuePath,
	value: InstanceValue | undefined
) => void;

export interface PropertyFieldProps {
	type: string;
	name: string;
	definition: PropertyDefinition;
	value: InstanceValue | undefined;
	path: ValuePath;
	set: SetValue;
	depth: number;
	placeholder?: string;
}

export function isRecord( value: unknown ): value is InstanceValues {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/** A nested value as an object of values; text alone (a migrated author's name) is its name. */
export function nestedValues(
	value: InstanceValue | undefined
): InstanceValues {
	if ( isRecord( value ) ) {
		return value;
	}
	return typeof value === 'string' && value !== '' ? { name: value } : {};
}

/** A repeatable property's items: a single stored value is one item. */
export function listItems( value: InstanceValue | undefined ): InstanceValue[] {
	if ( Array.isArray( value ) ) {
		return value;
	}
	return value === undefined || value === null ? [] : [ value ];
}

export function placeholderOf(
	definition: PropertyDefinition
): string | undefined {
	return definition.default === undefined
		? undefined
		: String( definition.default );
}
