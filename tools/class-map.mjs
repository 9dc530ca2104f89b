/**
 * The class map the PHP autoloader reads (includes/generated/class-map.php): each class, interface,
 * trait and enum under includes/, relative to the `Sightline\` namespace, with its file relative to
 * includes/. With it the autoloader loads a class without first asking the disk whether its file
 * exists (one stat per class on every request); the naming rule stays the fallback for a class added
 * since the map was generated, and `npm run types:check` fails CI until it is regenerated.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const DECLARATION =
	/^(?:(?:final|abstract|readonly)\s+)*(?:class|interface|trait|enum)\s+(\w+)/m;
const NAMESPACE = /^namespace\s+(Sightline(?:\\\w+)*)\s*;/m;

function phpFiles( dir ) {
	return readdirSync( dir, { withFileTypes: true } ).flatMap( ( entry ) => {
		const path = join( dir, entry.name );
		if ( entry.isDirectory() ) {
			return entry.name === 'generated' ? [] : phpFiles( path );
		}
		return entry.name.endsWith( '.php' ) ? [ path ] : [];
	} );
}

/**
 * @param {string} root The repository root.
 * @return {string} The PHP file's source.
 */
export function classMapFile( root ) {
	const includes = join( root, 'includes' );
	const entries = [];
	for ( const file of phpFiles( includes ).sort() ) {
		const source = readFileSync( file, 'utf8' );
		const declared = source.match( DECLARATION );
		const namespace = source.match( NAMESPACE );
		if ( ! declared || ! namespace ) {
			continue;
		}
		const name = [
			...namespace[ 1 ].split( '\\' ).slice( 1 ),
			declared[ 1 ],
		].join( '\\' );
		entries.push( [ name, relative( includes, file ) ] );
	}
	entries.sort( ( a, b ) => ( a[ 0 ] < b[ 0 ] ? -1 : 1 ) );
	const escape = ( text ) =>
		text.replace( /\\/g, '\\\\' ).replace( /'/g, "\\'" );
	return [
		'<?php',
		'// Generated from the classes under includes/ by tools/class-map.mjs. Do not edit: run `npm run types`.',
		'// phpcs:ignoreFile',
		'',
		"defined( 'ABSPATH' ) || exit;",
		'',
		'return array(',
		...entries.map(
			( [ name, file ] ) =>
				`\t'${ escape( name ) }' => '${ escape( file ) }',`
		),
		');',
		'',
	].join( '\n' );
}
