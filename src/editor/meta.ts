/**
 * The per-object SEO fields (includes/settings/object-meta.json) as stored meta `_sightline_<field>`:
 * defaults from the schema, and the conversions between stored keys and field names.
 */
import schema from '../../includes/settings/object-meta.json';
import type { ObjectMeta } from '../store/generated/object-meta';

export const META_PREFIX = '_sightline_';

export type MetaPatch = Partial< ObjectMeta >;

export const META_DEFAULTS: ObjectMeta = Object.fromEntries(
	Object.entries( schema.properties ).map( ( [ field, property ] ) => [
		field,
		( property as { default: unknown } ).default,
	] )
) as unknown as ObjectMeta;

/** Field values from a meta object keyed `_sightline_<field>` (what core/editor holds). */
export function fromStoredMeta(
	stored: Record< string, unknown > | undefined | null
): ObjectMeta {
	const values: Record< string, unknown > = { ...META_DEFAULTS };
	for ( const field of Object.keys( META_DEFAULTS ) ) {
		const value = stored?.[ META_PREFIX + field ];
		if ( value !== undefined && value !== null ) {
			values[ field ] = value;
		}
	}
	return values as unknown as ObjectMeta;
}

export function toStoredMeta( patch: MetaPatch ): Record< string, unknown > {
	return Object.fromEntries(
		Object.entries( patch ).map( ( [ field, value ] ) => [
			META_PREFIX + field,
			value,
		] )
	);
}
