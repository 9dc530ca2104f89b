/**
 * The build rule, the twin of Sightline\Structured_Data\Node_Builder: a type instance (what a post
 * stores: its type, its id and the values the author set) and the page's variable values → one JSON-LD
 * node. Every property of the type is taken from the author's value, else from its default; templates
 * are resolved, each value normalised by its kind, and what is empty or invalid is left out, so is a
 * nested node with nothing in it. tests/fixtures/structured-data/cases.json holds what both must give.
 */
import {
	acceptedTypes,
	defaultTypeOf,
	isNestedKind,
	propertiesOf,
	typeDefinition,
	type PropertyDefinition,
} from './catalogue';
import { integerValue, numberValue, priceValue } from './number-values';
import {
	absoluteUrl,
	booleanValue,
	currencyCode,
	enumOption,
	multiLine,
	resolveTemplate,
	scalarText,
	singleLine,
	type VariableValues,
} from './text-values';
import { isoDate, isoDateTime, isoDuration } from './time-values';

export type InstanceValue =
	string | number | boolean | null | InstanceValues | InstanceValue[];

export interface InstanceValues {
	[ property: string ]: InstanceValue | undefined;
}

/** One structured-data item of a post: `values` holds only what the author set. */
export interface TypeInstance {
	type: string;
	id?: string;
	values?: InstanceValues;
}

export type NodeValue = string | number | boolean | JsonLdNode | NodeValue[];

export interface JsonLdNode {
	'@type': string;
	'@id'?: string;
	[ property: string ]: NodeValue | undefined;
}

interface Page {
	variables: VariableValues;
	url: string;
}

function isRecord( value: unknown ): value is InstanceValues {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/**
 * The node of one instance on a page, or null for a type the catalogue does not know. Its `@id` is
 * the page's address with `#/schema/<instance id>`, so other nodes of the page's graph can point at it.
 */
export function buildNode(
	instance: TypeInstance,
	variables: VariableValues,
	pageUrl: string
): JsonLdNode | null {
	if ( ! typeDefinition( instance.type ) ) {
		return null;
	}
	const node: JsonLdNode = { '@type': instance.type };
	const base = pageUrl.split( '#' )[ 0 ];
	if (
		base !== '' &&
		typeof instance.id === 'string' &&
		instance.id !== ''
	) {
		node[ '@id' ] = `${ base }#/schema/${ instance.id }`;
	}
	const values = isRecord( instance.values ) ? instance.values : {};
	return Object.assign(
		node,
		buildProperties( instance.type, values, { variables, url: pageUrl } )
	);
}

/**
 * A type's properties in catalogue order. A value the author left out (or set to null) falls back to
 * the default; any other value, an empty one too, is the author's (an empty value turns a default off).
 */
function buildProperties(
	type: string,
	values: InstanceValues,
	page: Page
): Record< string, NodeValue > {
	const properties: Record< string, NodeValue > = {};
	for ( const [ name, definition ] of propertiesOf( type ) ) {
		const own = Object.prototype.hasOwnProperty.call( values, name )
			? values[ name ]
			: undefined;
		const raw = own ?? definition.default;
		if ( raw === undefined ) {
			continue;
		}
		const value = definition.list
			? buildList( definition, raw, page )
			: buildOne( definition, raw, page );
		if ( value !== null ) {
			properties[ name ] = value;
		}
	}
	return properties;
}

/** A repeatable property: one value or a list, each built alone; empty items and empty lists are dropped. */
function buildList(
	definition: PropertyDefinition,
	raw: InstanceValue,
	page: Page
): NodeValue[] | null {
	const items: NodeValue[] = [];
	for ( const item of Array.isArray( raw ) ? raw : [ raw ] ) {
		const value = buildOne( definition, item, page );
		if ( value !== null ) {
			items.push( value );
		}
	}
	return items.length > 0 ? items : null;
}

function buildOne(
	definition: PropertyDefinition,
	raw: InstanceValue,
	page: Page
): NodeValue | null {
	if ( Array.isArray( raw ) ) {
		return null; // A list where one value belongs.
	}
	if ( isNestedKind( definition.kind ) ) {
		if ( isRecord( raw ) ) {
			return buildNested( definition, raw, page );
		}
		if ( definition.kind !== 'image' && typeof raw === 'string' ) {
			return buildNamed( definition, raw, page );
		}
	}
	const value =
		typeof raw === 'string' ? resolveTemplate( raw, page.variables ) : raw;
	switch ( definition.kind ) {
		case 'number':
			return numberValue( value );
		case 'integer':
			return integerValue( value );
		case 'price':
			return priceValue( value );
		case 'boolean':
			return booleanValue( value );
	}
	const text = scalarText( value );
	if ( text === null ) {
		return null;
	}
	switch ( definition.kind ) {
		case 'longtext':
			return multiLine( text );
		case 'url':
		case 'image':
			return absoluteUrl( text, page.url );
		case 'date':
			return isoDate( text );
		case 'datetime':
			return isoDateTime( text );
		case 'duration':
			return isoDuration( text );
		case 'currency':
			return currencyCode( text );
		case 'enum':
			return enumOption( text, definition.options ?? [] );
		case 'text':
			return singleLine( text );
	}
	return null;
}

/**
 * A nested node from an object of the nested type's values; `@type` may pick another accepted type
 * (an Organization as an author, a VirtualLocation as an event's location). An object without any
 * value of the author's is no node, whatever the nested type's defaults.
 */
function buildNested(
	definition: PropertyDefinition,
	raw: InstanceValues,
	page: Page
): JsonLdNode | null {
	const type = raw[ '@type' ] ?? defaultTypeOf( definition );
	if (
		typeof type !== 'string' ||
		! acceptedTypes( definition ).includes( type )
	) {
		return null;
	}
	const values: InstanceValues = {};
	for ( const [ key, value ] of Object.entries( raw ) ) {
		if ( ! key.startsWith( '@' ) ) {
			values[ key ] = value;
		}
	}
	if ( Object.keys( values ).length === 0 ) {
		return null; // Nothing of the author's: defaults alone make no nested node.
	}
	const properties = buildProperties( type, values, page );
	return Object.keys( properties ).length > 0
		? { '@type': type, ...properties }
		: null;
}

/** A nested node from text alone: its name (an author "Jane Doe", a brand "Acme"), when its type has one. */
function buildNamed(
	definition: PropertyDefinition,
	raw: string,
	page: Page
): JsonLdNode | null {
	const type = defaultTypeOf( definition );
	return propertiesOf( type ).some( ( [ name ] ) => name === 'name' )
		? buildNested( definition, { name: raw }, page )
		: null;
}
