#!/usr/bin/env node
/**
 * Generates src/store/generated/*.ts from the JSON Schema files in includes/settings/ (the single source
 * of truth). With --check it only compares and exits 1 when the committed types drifted from the JSON.
 */
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';

const root = join( dirname( fileURLToPath( import.meta.url ) ), '..' );
const outDir = join( root, 'src/store/generated' );
const check = process.argv.includes( '--check' );

const targets = [
	{ schema: 'global-settings', type: 'GlobalSettings' },
	{ schema: 'object-meta', type: 'ObjectMeta' },
];

/**
 * The server always answers with every key merged over its default, so every property is required.
 * Our own keywords (x-…) and descriptions of the file itself are left out of the types.
 */
function requireAll( schema ) {
	if ( Array.isArray( schema ) ) {
		return schema.map( requireAll );
	}
	if ( ! schema || typeof schema !== 'object' ) {
		return schema;
	}
	const copy = {};
	for ( const [ key, value ] of Object.entries( schema ) ) {
		if ( ! key.startsWith( 'x-' ) ) {
			copy[ key ] = requireAll( value );
		}
	}
	if ( copy.properties ) {
		copy.required = Object.keys( copy.properties );
	}
	return copy;
}

const readSchema = ( name ) => JSON.parse( readFileSync( join( root, 'includes/settings', `${ name }.json` ), 'utf8' ) );

/** Facts about settings that TS needs besides their types (from our x- keywords). */
function settingsMeta() {
	const { properties } = readSchema( 'global-settings' );
	const reload = Object.keys( properties ).filter( ( key ) => properties[ key ][ 'x-requires-reload' ] );
	return [
		'/* Generated from includes/settings/global-settings.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`. */',
		"import type { GlobalSettings } from './global-settings';",
		'',
		'/** Settings whose change needs a page reload to take effect (x-requires-reload). */',
		`export const REQUIRES_RELOAD: ReadonlyArray< keyof GlobalSettings > = ${ JSON.stringify( reload ).replace( /"/g, "'" ).replace( /,/g, ', ' ) };`,
		'',
	].join( '\n' );
}

let drifted = false;
mkdirSync( outDir, { recursive: true } );
const outputs = [];
for ( const { schema, type } of targets ) {
	const json = readSchema( schema );
	const source = await compile( { ...requireAll( json ), title: type }, type, {
		bannerComment: `/* Generated from includes/settings/${ schema }.json by tools/generate-types.mjs. Do not edit: edit the JSON and run \`npm run types\`. */`,
		additionalProperties: false,
		style: { useTabs: true, singleQuote: true },
	} );
	outputs.push( [ `${ schema }.ts`, source, schema ] );
}
outputs.push( [ 'settings-meta.ts', settingsMeta(), 'global-settings' ] );
for ( const [ name, source, schema ] of outputs ) {
	const file = join( outDir, name );
	if ( check ) {
		if ( ! existsSync( file ) || readFileSync( file, 'utf8' ) !== source ) {
			console.error( `Drift: ${ file } does not match includes/settings/${ schema }.json. Run \`npm run types\` and commit.` );
			drifted = true;
		}
	} else {
		writeFileSync( file, source );
	}
}
if ( check ) {
	console.log( drifted ? 'Generated types drifted from the schema files.' : 'Generated types match the schema files.' );
	process.exit( drifted ? 1 : 0 );
}
