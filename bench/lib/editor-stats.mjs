/**
 * Summarises the editor bench's raw figures (bench/lib/editor-measure.mjs --out FILE) into one table
 * and says whether issue 29's targets are met:
 *
 * - editor opened: the paired median of (side − off) per round, cold and warm, with its 95% interval
 *   (sign test on the paired differences); target: Sightline SEO at most +100 ms;
 * - script before any panel is opened: gzipped bytes added over `off` (medians) and the plugin's own
 *   folder's; target: Sightline SEO at most 150 KB;
 * - main-thread work per keystroke: the 50th and 95th percentiles over every keystroke of every round,
 *   of all the page's work with the 95th percentile's excess over `off`'s, and of the plugin's own code
 *   (sampled; what the plugin adds to typing, unblurred by the editor's own work on a long post);
 *   target: Sightline SEO's own 95th percentile under 4 ms; and the plugin's code in the refresh that
 *   follows a pause in typing (no target: it is once per pause, not per keystroke);
 * - results after the last keystroke: median and 95th percentile; target: under 300 ms.
 *
 *   node bench/lib/editor-stats.mjs FILE.tsv
 */
import fs from 'node:fs';

const file = process.argv[ 2 ];
const rows = fs
	.readFileSync( file, 'utf8' )
	.trim()
	.split( '\n' )
	.map( ( line ) => line.split( '\t' ) )
	.map( ( [ side, round, metric, value ] ) => ( {
		side,
		round: Number( round ),
		metric,
		value: Number( value ),
	} ) );

const values = ( side, metric ) =>
	rows
		.filter( ( r ) => r.side === side && r.metric === metric )
		.map( ( r ) => r.value );
const quantile = ( list, q ) => {
	if ( ! list.length ) {
		return NaN;
	}
	const sorted = [ ...list ].sort( ( a, b ) => a - b );
	const at = ( sorted.length - 1 ) * q;
	const low = Math.floor( at );
	return (
		sorted[ low ] +
		( sorted[ Math.ceil( at ) ] - sorted[ low ] ) * ( at - low )
	);
};
const median = ( list ) => quantile( list, 0.5 );

/**
 * The sign test's 95% interval for the median of n paired differences: order statistics k and n-k+1.
 * @param differences
 */
function signInterval( differences ) {
	const sorted = [ ...differences ].sort( ( a, b ) => a - b );
	const n = sorted.length;
	let k = 0;
	let below = 0;
	let term = Math.pow( 0.5, n );
	// The largest k with P(X < k) <= 0.025 for X ~ Binomial(n, 1/2).
	for ( let i = 0; i < n; i++ ) {
		if ( below + term > 0.025 ) {
			break;
		}
		below += term;
		k = i + 1;
		term = ( term * ( n - i ) ) / ( i + 1 );
	}
	return k === 0
		? [ sorted[ 0 ], sorted[ n - 1 ] ]
		: [ sorted[ k - 1 ], sorted[ n - k ] ];
}

function paired( side, metric ) {
	const base = new Map(
		rows
			.filter( ( r ) => r.side === 'off' && r.metric === metric )
			.map( ( r ) => [ r.round, r.value ] )
	);
	const differences = rows
		.filter(
			( r ) =>
				r.side === side && r.metric === metric && base.has( r.round )
		)
		.map( ( r ) => r.value - base.get( r.round ) );
	return {
		median: median( differences ),
		interval: signInterval( differences ),
		n: differences.length,
	};
}

const ms = ( value ) => `${ value >= 0 ? '+' : '' }${ value.toFixed( 0 ) }`;
const fixed = ( value, digits = 1 ) =>
	Number.isFinite( value ) ? value.toFixed( digits ) : '–';
const kb = ( bytes ) => `${ ( bytes / 1024 ).toFixed( 1 ) } KB`;

const sides = [ ...new Set( rows.map( ( r ) => r.side ) ) ];
const offKeyP95 = quantile( values( 'off', 'key' ), 0.95 );
const offScripts = median( values( 'off', 'script_gz' ) );
console.log(
	"| side | editor opened, cold: median ms (added [95%]) | warm: median ms (added [95%]) | script gz before a panel opens (added; plugin folder) | main thread per keystroke ms p50 / p95 (p95 added) | of it in the plugin's code ms p50 / p95 | the plugin's code in the refresh at a pause ms median / max | results after last key ms median / p95 |"
);
console.log( '|---|---|---|---|---|---|---|---|' );
const verdicts = [];
for ( const side of sides ) {
	const cells = [ side ];
	for ( const metric of [ 'cold', 'warm' ] ) {
		const own = median( values( side, metric ) );
		if ( side === 'off' ) {
			cells.push( fixed( own, 0 ) );
			continue;
		}
		const p = paired( side, metric );
		cells.push(
			`${ fixed( own, 0 ) } (${ ms( p.median ) } [${ ms( p.interval[ 0 ] ) }, ${ ms( p.interval[ 1 ] ) }])`
		);
		if ( side === 'sightline' && metric === 'cold' ) {
			verdicts.push( [
				'editor opens at most 100 ms later (cold, paired median)',
				p.median <= 100,
			] );
		}
	}
	const scripts = median( values( side, 'script_gz' ) );
	const pluginBytes = median( values( side, 'plugin_gz' ) );
	cells.push(
		side === 'off'
			? kb( scripts )
			: `${ kb( scripts ) } (+${ kb( scripts - offScripts ) }; ${ kb( pluginBytes ) })`
	);
	if ( side === 'sightline' ) {
		verdicts.push( [
			'at most 150 KB of script added before the sidebar opens',
			scripts - offScripts <= 150 * 1024,
		] );
	}
	const keys = values( side, 'key' );
	const p95 = quantile( keys, 0.95 );
	cells.push(
		`${ fixed( quantile( keys, 0.5 ) ) } / ${ fixed( p95 ) }${ side === 'off' ? '' : ` (${ p95 - offKeyP95 >= 0 ? '+' : '' }${ fixed( p95 - offKeyP95 ) })` }`
	);
	const own = values( side, 'key_own' );
	cells.push(
		side === 'off'
			? '–'
			: `${ fixed( quantile( own, 0.5 ) ) } / ${ fixed( quantile( own, 0.95 ) ) }`
	);
	if ( side === 'sightline' ) {
		verdicts.push( [
			"main-thread work per keystroke in the plugin's code under 4 ms (95th percentile)",
			quantile( own, 0.95 ) < 4,
		] );
	}
	const refresh = values( side, 'refresh_own' );
	cells.push(
		side === 'off'
			? '–'
			: `${ fixed( median( refresh ) ) } / ${ fixed( Math.max( ...refresh ) ) }`
	);
	const results = values( side, 'results' );
	cells.push(
		results.length
			? `${ fixed( median( results ), 0 ) } / ${ fixed( quantile( results, 0.95 ), 0 ) }`
			: '–'
	);
	if ( side === 'sightline' ) {
		verdicts.push( [
			'results within 300 ms of the last keystroke (95th percentile)',
			quantile( results, 0.95 ) < 300,
		] );
	}
	console.log( `| ${ cells.join( ' | ' ) } |` );
}
console.log( '' );
for ( const [ target, met ] of verdicts ) {
	console.log( `${ met ? 'met    ' : 'NOT met' }  ${ target }` );
}
