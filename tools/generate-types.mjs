#!/usr/bin/env node
/**
 * Generates, from the JSON Schema files in includes/settings/ (the single source of truth):
 * - src/store/generated/*.ts, the TypeScript types of the settings and per-object fields;
 * - includes/settings/generated/*.php, each JSON file as a PHP array, which PHP reads instead of decoding
 *   the JSON on every request (OPcache keeps such an array in shared memory: reading it costs nothing).
 * - from includes/contracts/*.json (page data and REST responses, see tools/contracts.mjs):
 *   src/contracts/generated/contracts.ts and includes/contracts/generated/*.php;
 * - from the PHP classes under includes/: includes/generated/class-map.php (see tools/class-map.mjs);
 * - includes/structured-data/generated/types.php, the structured-data catalogue (types.json) as a PHP array;
 * - wpml-config.xml, what WPML translates (the x-wpml keywords of the settings files, tools/wpml-config.mjs).
 * With --check it only compares and exits 1 when a committed file drifted from the JSON.
 */
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';
import { contractNames, contractTypes, flatContract } from './contracts.mjs';
import { classMapFile } from './class-map.mjs';
import { wpmlConfigFile } from './wpml-config.mjs';

const root = join( dirname( fileURLToPath( import.meta.url ) ), '..' );
const outDir = join( root, 'src/store/generated' );
const phpDir = join( root, 'includes/settings/generated' );
const check = process.argv.includes( '--check' );

const targets = [
	{ schema: 'global-settings', type: 'GlobalSettings' },
	{ schema: 'object-meta', type: 'ObjectMeta' },
	{ schema: 'redirect', type: 'RedirectRule' },
];

/**
 * The server always answers with every key merged over its default, so every property is required.
 * Our own keywords (x-…) and descriptions of the file itself are left out of the types.
 * @param schema
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

/**
 * A PHP literal of a decoded JSON value, as `json_decode( $json, true )` would give it.
 * @param value
 * @param depth
 */
function phpValue( value, depth = 0 ) {
	if ( value === null ) {
		return 'null';
	}
	if ( typeof value === 'boolean' ) {
		return value ? 'true' : 'false';
	}
	if ( typeof value === 'number' ) {
		if ( ! Number.isInteger( value ) ) {
			throw new Error(
				`Only integers are supported in the schema files, found ${ value }.`
			);
		}
		return String( value );
	}
	if ( typeof value === 'string' ) {
		return `'${ value.replace( /\\/g, '\\\\' ).replace( /'/g, "\\'" ) }'`;
	}
	const entries = Array.isArray( value )
		? value.map( ( item ) => phpValue( item, depth + 1 ) )
		: Object.entries( value ).map(
				( [ key, item ] ) =>
					`${ phpValue( key ) } => ${ phpValue( item, depth + 1 ) }`
			);
	if ( entries.length === 0 ) {
		return 'array()';
	}
	const inner = '\t'.repeat( depth + 1 );
	return `array(\n${ entries.map( ( entry ) => inner + entry + ',\n' ).join( '' ) }${ '\t'.repeat( depth ) })`;
}

function phpArrayFile( name ) {
	return [
		'<?php',
		`// Generated from includes/settings/${ name }.json by tools/generate-types.mjs. Do not edit: edit the JSON and run \`npm run types\`.`,
		'// phpcs:ignoreFile',
		'',
		"defined( 'ABSPATH' ) || exit;",
		'',
		`return ${ phpValue( readSchema( name ) ) };`,
		'',
	].join( '\n' );
}

/**
 * Every setting's default, as Settings\\Schema::defaults() builds it (an object's properties in
 * order, otherwise `default` or null): read on every page view, so it is a literal PHP array
 * (shared by OPcache, never rebuilt) instead of a walk of the schema.
 * @param schema
 */
function schemaDefaults( schema ) {
	if ( schema.type === 'object' && schema.properties ) {
		return Object.fromEntries(
			Object.entries( schema.properties ).map( ( [ key, property ] ) => [
				key,
				schemaDefaults( property ),
			] )
		);
	}
	return schema.default ?? null;
}

const readSchema = ( name ) =>
	JSON.parse(
		readFileSync(
			join( root, 'includes/settings', `${ name }.json` ),
			'utf8'
		)
	);

/** Facts about settings that TS needs besides their types (from our x- keywords). */
function settingsMeta() {
	const { properties } = readSchema( 'global-settings' );
	const reload = Object.keys( properties ).filter(
		( key ) => properties[ key ][ 'x-requires-reload' ]
	);
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
mkdirSync( phpDir, { recursive: true } );
const outputs = [];
for ( const { schema, type } of targets ) {
	const json = readSchema( schema );
	const source = await compile(
		{ ...requireAll( json ), title: type },
		type,
		{
			bannerComment: `/* Generated from includes/settings/${ schema }.json by tools/generate-types.mjs. Do not edit: edit the JSON and run \`npm run types\`. */`,
			additionalProperties: false,
			// A list's length limit is the server's to enforce: as a type it only turns lists into tuples.
			ignoreMinAndMaxItems: true,
			style: { useTabs: true, singleQuote: true },
		}
	);
	outputs.push( [ join( outDir, `${ schema }.ts` ), source, schema ] );
}
outputs.push( [
	join( outDir, 'settings-meta.ts' ),
	settingsMeta(),
	'global-settings',
] );
for ( const schema of [
	'global-settings',
	'object-meta',
	'limits',
	'variables',
	'redirect',
] ) {
	outputs.push( [
		join( phpDir, `${ schema }.php` ),
		phpArrayFile( schema ),
		schema,
	] );
}
outputs.push( [
	join( phpDir, 'global-settings-defaults.php' ),
	[
		'<?php',
		'// Generated from includes/settings/global-settings.json by tools/generate-types.mjs (every default). Do not edit: edit the JSON and run `npm run types`.',
		'// phpcs:ignoreFile',
		'',
		"defined( 'ABSPATH' ) || exit;",
		'',
		`return ${ phpValue( schemaDefaults( readSchema( 'global-settings' ) ) ) };`,
		'',
	].join( '\n' ),
	'global-settings',
] );
const contractsPhpDir = join( root, 'includes/contracts/generated' );
mkdirSync( contractsPhpDir, { recursive: true } );
mkdirSync( join( root, 'src/contracts/generated' ), { recursive: true } );
outputs.push( [
	join( root, 'src/contracts/generated/contracts.ts' ),
	await contractTypes(
		root,
		'/* Generated from includes/contracts/*.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`. */'
	),
	'../contracts/*',
] );
for ( const name of contractNames( root ) ) {
	outputs.push( [
		join( contractsPhpDir, `${ name }.php` ),
		[
			'<?php',
			`// Generated from includes/contracts/${ name }.json by tools/generate-types.mjs. Do not edit: edit the JSON and run \`npm run types\`.`,
			'// phpcs:ignoreFile',
			'',
			"defined( 'ABSPATH' ) || exit;",
			'',
			`return ${ phpValue( flatContract( root, name ) ) };`,
			'',
		].join( '\n' ),
		`../contracts/${ name }`,
	] );
}
// The structured-data catalogue as a PHP array, which OPcache keeps: a page with structured data
// reads it without decoding types.json (Structured_Data\\Catalogue).
mkdirSync( join( root, 'includes/structured-data/generated' ), {
	recursive: true,
} );
outputs.push( [
	join( root, 'includes/structured-data/generated/types.php' ),
	[
		'<?php',
		'// Generated from includes/structured-data/types.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.',
		'// phpcs:ignoreFile',
		'',
		"defined( 'ABSPATH' ) || exit;",
		'',
		`return ${ phpValue(
			JSON.parse(
				readFileSync(
					join( root, 'includes/structured-data/types.json' ),
					'utf8'
				)
			).types
		) };`,
		'',
	].join( '\n' ),
	'../structured-data/types',
] );
mkdirSync( join( root, 'includes/generated' ), { recursive: true } );
outputs.push( [
	join( root, 'includes/generated/class-map.php' ),
	classMapFile( root ),
	'the classes in includes/**/*.php',
] );
// What a front-end page view registers of the Breadcrumbs block (Blocks\\Breadcrumbs_Block): how it
// renders, without the editor's labels and script, so a page view neither reads nor decodes block.json.
const block = JSON.parse( readFileSync( join( root, 'block.json' ), 'utf8' ) );
outputs.push( [
	join( root, 'includes/generated/breadcrumbs-block.php' ),
	[
		'<?php',
		'// Generated from block.json by tools/generate-types.mjs. Do not edit: run `npm run types`.',
		'// phpcs:ignoreFile',
		'',
		"defined( 'ABSPATH' ) || exit;",
		'',
		`return ${ phpValue( {
			name: block.name,
			version: block.version,
			api_version: block.apiVersion,
			attributes: block.attributes,
			supports: block.supports,
			uses_context: block.usesContext,
			style: block.style,
		} ) };`,
		'',
	].join( '\n' ),
	'block.json',
] );
// WPML's own description of what it translates (see tools/wpml-config.mjs), read from the plugin's folder.
outputs.push( [
	join( root, 'wpml-config.xml' ),
	wpmlConfigFile( root ),
	'includes/settings/*.json',
] );
for ( const [ file, source, schema ] of outputs ) {
	if ( check ) {
		if ( ! existsSync( file ) || readFileSync( file, 'utf8' ) !== source ) {
			console.error(
				schema.includes( '*' ) || schema.endsWith( '.json' )
					? `Drift: ${ file } does not match ${ schema }. Run \`npm run types\` and commit.`
					: `Drift: ${ file } does not match includes/settings/${ schema }.json. Run \`npm run types\` and commit.`
			);
			drifted = true;
		}
	} else {
		writeFileSync( file, source );
	}
}
if ( check ) {
	console.log(
		drifted
			? 'Generated files drifted from the schema files.'
			: 'Generated files match the schema files.'
	);
	process.exit( drifted ? 1 : 0 );
}
