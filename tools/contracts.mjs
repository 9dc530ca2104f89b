/**
 * The contracts between PHP and the browser beyond settings (includes/contracts/*.json: page data and REST
 * responses), turned into
 * - one TypeScript file of types (src/contracts/generated/contracts.ts), each contract file a named type,
 *   a contract referring to another by `$ref: "other.json"` and extending one by `x-extends`;
 * - for each contract, a flat PHP schema (includes/contracts/generated/<name>.php, references and
 *   `x-extends` resolved) that PHPUnit validates the real page data and REST responses against, and the
 *   REST routes publish as their schema.
 * Every property is required and no other property is allowed unless the file says otherwise
 * (`x-optional: true` on a property, `additionalProperties` on an object): a key PHP adds, drops or
 * retypes fails the PHP contract tests, and the TS types change only through this file.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { compile } from 'json-schema-to-typescript';

/**
 * @param {string} root The repository root.
 */
export function contractsDir( root ) {
	return join( root, 'includes/contracts' );
}

/**
 * @param {string} root
 * @return {string[]} Contract names (file names without .json), sorted.
 */
export function contractNames( root ) {
	return readdirSync( contractsDir( root ) )
		.filter( ( file ) => file.endsWith( '.json' ) )
		.map( ( file ) => basename( file, '.json' ) )
		.sort();
}

const readJson = ( file ) => JSON.parse( readFileSync( file, 'utf8' ) );

/**
 * The schema a `$ref` points to: a whole file, or a part of it after `#` (a JSON pointer).
 * @param {string} from The folder the reference is written in.
 * @param {string} ref
 */
function target( from, ref ) {
	const [ file, pointer = '' ] = ref.split( '#' );
	const path = resolve( from, file );
	// A whole contract file comes with what it extends.
	let node = pointer
		? readJson( path )
		: withParents( dirname( path ), basename( path ) );
	for ( const part of pointer.split( '/' ).filter( Boolean ) ) {
		node = node[ part ];
		if ( node === undefined ) {
			throw new Error( `Contract reference ${ ref } points nowhere.` );
		}
	}
	return { path, node, whole: pointer === '' };
}

/**
 * A property schema copied from elsewhere loses the keywords that describe a stored value only.
 * @param schema
 */
function withoutStorageKeywords( schema ) {
	const { default: _default, ...rest } = schema;
	return rest;
}

/**
 * The schema with every object strict: all properties required but those marked x-optional, no other
 * property unless additionalProperties says so. Our x- keywords and storage keywords are left out.
 * @param {Object}                  schema
 * @param {(ref: string) => Object} onRef  What a `$ref` becomes.
 */
function strict( schema, onRef ) {
	if ( Array.isArray( schema ) ) {
		return schema.map( ( item ) => strict( item, onRef ) );
	}
	if ( ! schema || typeof schema !== 'object' ) {
		return schema;
	}
	if ( schema.$ref ) {
		return onRef( schema );
	}
	const copy = {};
	for ( const [ key, value ] of Object.entries( schema ) ) {
		if ( key.startsWith( 'x-' ) || key === 'default' ) {
			continue;
		}
		copy[ key ] =
			key === 'properties'
				? Object.fromEntries(
						Object.entries( value ).map( ( [ name, prop ] ) => [
							name,
							strict( prop, onRef ),
						] )
					)
				: strict( value, onRef );
	}
	if ( schema.properties ) {
		copy.required = Object.keys( schema.properties ).filter(
			( name ) => ! schema.properties[ name ][ 'x-optional' ]
		);
		if ( copy.additionalProperties === undefined ) {
			copy.additionalProperties = false;
		}
	}
	return copy;
}

/**
 * A contract file with the properties of the contracts it extends merged in (the parents' first).
 * @param {string} dir
 * @param {string} file
 */
function withParents( dir, file ) {
	const own = readJson( join( dir, file ) );
	if ( ! own[ 'x-extends' ] ) {
		return own;
	}
	const parent = withParents( dir, own[ 'x-extends' ] );
	return {
		...parent,
		...own,
		properties: { ...parent.properties, ...own.properties },
	};
}

/**
 * The contract as one flat schema: x-extends merged in (the parent's properties first), every reference
 * replaced by what it points to. This is what PHP validates with rest_validate_value_from_schema().
 * @param {string} root
 * @param {string} name
 */
export function flatContract( root, name ) {
	const dir = contractsDir( root );
	const flatten = ( schema, from ) =>
		strict( schema, ( ref ) => {
			const found = target( from, ref.$ref );
			return flatten(
				withoutStorageKeywords( found.node ),
				dirname( found.path )
			);
		} );
	const merged = withParents( dir, `${ name }.json` );
	const { title, description, ...schema } = flatten( merged, dir );
	return {
		$schema: 'http://json-schema.org/draft-04/schema#',
		title: name,
		...schema,
	};
}

/**
 * Every contract as one TypeScript module: one named type per file, interfaces that extend their parent.
 * @param {string} root
 * @param {string} banner
 */
export async function contractTypes( root, banner ) {
	const dir = contractsDir( root );
	const names = contractNames( root );
	const titles = Object.fromEntries(
		names.map( ( name ) => [
			name,
			readJson( join( dir, `${ name }.json` ) ).title,
		] )
	);
	// Types of the settings files (src/store/generated/<file>.ts) a contract refers to by x-ts-type.
	const imports = new Map();
	const toTs = ( schema, from ) =>
		strict( schema, ( ref ) => {
			if ( ref[ 'x-ts-type' ] ) {
				imports.set(
					ref[ 'x-ts-type' ],
					basename( ref.$ref.split( '#' )[ 0 ], '.json' )
				);
				return { tsType: ref[ 'x-ts-type' ] };
			}
			const found = target( from, ref.$ref );
			if ( found.whole && dirname( found.path ) === dir ) {
				return {
					$ref: `#/definitions/${ basename( found.path, '.json' ) }`,
				};
			}
			return toTs(
				withoutStorageKeywords( found.node ),
				dirname( found.path )
			);
		} );
	const definitions = {};
	for ( const name of names ) {
		const own = readJson( join( dir, `${ name }.json` ) );
		const schema = toTs( own, dir );
		if ( own[ 'x-extends' ] ) {
			const parent = basename( own[ 'x-extends' ], '.json' );
			schema.extends = [ { $ref: `#/definitions/${ parent }` } ];
			// A property the parent has optional and the child requires stays declared in the child.
		}
		definitions[ name ] = schema;
		if ( ! titles[ name ] ) {
			throw new Error(
				`includes/contracts/${ name }.json needs a title (the TypeScript type's name).`
			);
		}
	}
	const source = await compile(
		{
			title: 'SightlineContracts',
			type: 'object',
			additionalProperties: false,
			definitions,
		},
		'SightlineContracts',
		{
			bannerComment: banner,
			additionalProperties: false,
			unreachableDefinitions: true,
			declareExternallyReferenced: true,
			style: { useTabs: true, singleQuote: true },
		}
	);
	const importLine = [ ...imports ]
		.sort()
		.map(
			( [ type, file ] ) =>
				`import type { ${ type } } from '../../store/generated/${ file }';\n`
		)
		.join( '' );
	// The root type only gathers the definitions; it is not a contract.
	const body = source
		.replace( /export interface SightlineContracts \{\}\n\n?/, '' )
		.replace(
			/ \*\n \* This interface was referenced by `SightlineContracts`'s JSON-Schema\n \* via the `definition` "[^"]+"\.\n/g,
			''
		);
	return body.replace( banner + '\n', banner + '\n' + importLine );
}
