#!/usr/bin/env node
/**
 * Prints the settings app's own JavaScript size (build/admin.js, minified by `npm run build`; WordPress
 * packages are externals provided by WordPress, so they are not in it) against the 150 KB budget, with
 * the gzip size and the other entries for comparison. Exit code 1 when the budget is exceeded.
 *
 *   npm run build && node bench/bundle-size.mjs
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const build = join(
	dirname( fileURLToPath( import.meta.url ) ),
	'..',
	'build'
);

if ( ! existsSync( join( build, 'admin.js' ) ) ) {
	console.error( 'build/admin.js is missing: run `npm run build` first.' );
	process.exit( 2 );
}

const kb = ( bytes ) => ( bytes / 1024 ).toFixed( 1 );
const rows = readdirSync( build )
	.filter(
		( name ) => /\.(js|css)$/.test( name ) && ! name.endsWith( '-rtl.css' )
	)
	.sort()
	.map( ( name ) => {
		const content = readFileSync( join( build, name ) );
		return {
			name,
			bytes: content.length,
			gzip: gzipSync( content ).length,
		};
	} );

console.log( 'file                         minified KB   gzip KB' );
for ( const row of rows ) {
	console.log(
		`${ row.name.padEnd( 28 ) } ${ kb( row.bytes ).padStart( 11 ) } ${ kb( row.gzip ).padStart( 9 ) }`
	);
}

const admin = rows.find( ( row ) => row.name === 'admin.js' );
const asset = readFileSync( join( build, 'admin.asset.php' ), 'utf8' );
const externals = ( asset.match( /'wp-[a-z-]+'|'react[a-z-]*'/g ) ?? [] ).join(
	', '
);
console.log(
	`\nsettings app JS (build/admin.js): ${ kb( admin.bytes ) } KB minified, ${ kb( admin.gzip ) } KB gzip; budget ${ BUDGET_KB } KB`
);
console.log( `provided by WordPress (not counted): ${ externals }` );
if ( admin.bytes > BUDGET_KB * 1024 ) {
	console.log( 'OVER BUDGET' );
	process.exit( 1 );
}
console.log( 'within budget' );
