/**
 * The structured-data type catalogue (includes/structured-data/types.json), the twin of
 * Sightline\Structured_Data\Catalogue: each schema.org type we offer, its properties in order
 * (inherited ones first), and which types a nested value may be.
 */
import data from '../../includes/structured-data/types.json';

export type PropertyKind =
	| 'text'
	| 'longtext'
	| 'url'
	| 'image'
	| 'date'
	| 'datetime'
	| 'duration'
	| 'number'
	| 'integer'
	| 'price'
	| 'currency'
	| 'enum'
	| 'person'
	| 'organization'
	| 'boolean'
	| 'type';

export interface PropertyDefinition {
	kind: PropertyKind;
	/** Repeatable: the node holds a list. */
	list?: boolean;
	/** Google's rich-result documentation lists it as required. */
	required?: boolean;
	/** Google's rich-result documentation lists it as recommended. */
	recommended?: boolean;
	/** A template of the page's variables (`%title%`) or a literal, used when the author set nothing. */
	default?: string | number | boolean;
	/** The values an enum accepts. */
	options?: string[];
	/** The nested type of a `type` property. */
	of?: string;
	/** Other types a nested value may pick with its `@type`. */
	types?: string[];
}

export interface TypeDefinition {
	/** English name shown in the editor. */
	label: string;
	/** The type whose properties this one inherits. */
	extends?: string;
	/** Google's rich-result documentation of the type. */
	google?: string;
	/** Only used inside another type's node, never a page's main type. */
	nested?: boolean;
	properties: Record< string, PropertyDefinition >;
}

const TYPES = data.types as unknown as Record< string, TypeDefinition >;

/** The nested kinds: their values are nodes of a type of the catalogue. */
const NESTED_KINDS: ReadonlySet< PropertyKind > = new Set( [
	'image',
	'person',
	'organization',
	'type',
] );

export function typeDefinition( name: string ): TypeDefinition | undefined {
	return Object.prototype.hasOwnProperty.call( TYPES, name )
		? TYPES[ name ]
		: undefined;
}

/** Every type name, in the catalogue's order. */
export function typeNames(): string[] {
	return Object.keys( TYPES );
}

/** The types a page may have as its main type (those not marked nested). */
export function offeredTypes(): string[] {
	return typeNames().filter( ( name ) => ! TYPES[ name ].nested );
}

const propertyMemo = new Map<
	string,
	Array< [ string, PropertyDefinition ] >
>();

/**
 * A type's properties in output order: the inherited ones first (a type may redefine one, which keeps
 * its inherited place), then its own. Empty for a type the catalogue does not know.
 */
export function propertiesOf(
	name: string
): Array< [ string, PropertyDefinition ] > {
	const memo = propertyMemo.get( name );
	if ( memo ) {
		return memo;
	}
	const type = typeDefinition( name );
	if ( ! type ) {
		return [];
	}
	const merged = new Map< string, PropertyDefinition >(
		type.extends ? propertiesOf( type.extends ) : []
	);
	for ( const [ property, definition ] of Object.entries(
		type.properties
	) ) {
		merged.set( property, definition );
	}
	const result = [ ...merged ];
	propertyMemo.set( name, result );
	return result;
}

export function isNestedKind( kind: PropertyKind ): boolean {
	return NESTED_KINDS.has( kind );
}

/**
 * The type a nested value becomes when it names none: a person's is Person, an organization's
 * Organization, an image's ImageObject, a `type` property's `of`.
 */
export function defaultTypeOf( definition: PropertyDefinition ): string {
	switch ( definition.kind ) {
		case 'person':
			return 'Person';
		case 'organization':
			return 'Organization';
		case 'image':
			return 'ImageObject';
		default:
			return definition.of ?? '';
	}
}

/** Whether `name` is `ancestor` or inherits from it through `extends`. */
function descendsFrom( name: string, ancestor: string ): boolean {
	for (
		let current: string | undefined = name;
		current;
		current = typeDefinition( current )?.extends
	) {
		if ( current === ancestor ) {
			return true;
		}
	}
	return false;
}

/**
 * The types a nested value may name with `@type`: the default type, the property's other `types`
 * (a person may be an Organization and an organization a Person, as Google reads authors and
 * organizers), and every catalogue type that extends one of them.
 */
export function acceptedTypes( definition: PropertyDefinition ): string[] {
	const bases = [
		defaultTypeOf( definition ),
		...( definition.types ?? [] ),
	];
	if ( definition.kind === 'person' ) {
		bases.push( 'Organization' );
	} else if ( definition.kind === 'organization' ) {
		bases.push( 'Person' );
	}
	return typeNames().filter( ( name ) =>
		bases.some( ( base ) => descendsFrom( name, base ) )
	);
}
