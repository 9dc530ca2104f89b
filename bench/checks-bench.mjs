#!/usr/bin/env node
/**
 * Times the page-level checks (src/checks, the code the editor runs) on a generated 10,000-word post,
 * in Debian's Chromium through Playwright (the browser is the target) and in Node for comparison.
 * Prints median / p95 / max over 50 runs after 5 warm-up runs; exit code 1 when the browser median is
 * over the 30 ms budget (p95 and max are printed too; on a shared, loaded machine they mostly measure
 * the other processes).
 *
 *   node bench/checks-bench.mjs [--words 10000] [--runs 50]
 *
 * The TypeScript is transpiled with the project's `typescript`; @wordpress/i18n is replaced by a tiny
 * untranslated shim (in WordPress, __() without a translation is a lookup that returns the text).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const BUDGET_MS = 30;
const args = process.argv.slice( 2 );
const option = ( name, fallback ) => {
	const at = args.indexOf( `--${ name }` );
	return at >= 0 ? Number( args[ at + 1 ] ) : fallback;
};
const WORDS = option( 'words', 10000 );
const RUNS = option( 'runs', 50 );
const WARMUP = 5;

const root = join( dirname( fileURLToPath( import.meta.url ) ), '..' );
const out = mkdtempSync( join( tmpdir(), 'sightline-checks-bench-' ) );

// 1. The checks as browser-ready ES modules.
const I18N_SHIM = `
export const __ = ( text ) => text;
export const _n = ( single, plural, count ) => ( count === 1 ? single : plural );
export function sprintf( format, ...values ) {
	let next = 0;
	return format.replace( /%(?:(\\d+)\\$)?([ds])/g, ( _m, position ) => String( values[ position ? Number( position ) - 1 : next++ ] ) );
}`;
writeFileSync( join( out, 'i18n.js' ), I18N_SHIM );
for ( const name of [ 'rules', 'text', 'types', 'index' ] ) {
	const source = readFileSync(
		join( root, 'src/checks', `${ name }.ts` ),
		'utf8'
	);
	const { outputText } = ts.transpileModule( source, {
		compilerOptions: {
			module: ts.ModuleKind.ESNext,
			target: ts.ScriptTarget.ES2020,
			verbatimModuleSyntax: false,
		},
	} );
	const js = outputText
		.replace( /from '@wordpress\/i18n'/g, "from './i18n.js'" )
		.replace( /from '\.\/(\w+)'/g, "from './$1.js'" );
	writeFileSync( join( out, `${ name }.js` ), js );
}

// 2. A 10,000-word post: paragraphs with headings, images, links and the focus keyword here and there.
const VOCABULARY =
	'alpine lake trail hiker autumn weather forecast layers boots ridge summit valley glacier water camp route map compass snow wind river forest meadow bridge path stone'.split(
		' '
	);
function post( words ) {
	const parts = [];
	let written = 0;
	let paragraph = 0;
	while ( written < words ) {
		const length = Math.min( 100, words - written );
		const text = Array.from(
			{ length },
			( _v, i ) =>
				VOCABULARY[ ( i * 7 + paragraph * 3 ) % VOCABULARY.length ]
		).join( ' ' );
		if ( paragraph % 10 === 0 ) {
			parts.push(
				`<!-- wp:heading --><h2 class="wp-block-heading">Section ${ paragraph / 10 + 1 }</h2><!-- /wp:heading -->`
			);
		}
		const link =
			paragraph % 7 === 0
				? ` <a href="https://example.test/guide-${ paragraph }/">guide</a>`
				: '';
		parts.push(
			`<!-- wp:paragraph --><p>${ text } high tarns${ link }.</p><!-- /wp:paragraph -->`
		);
		if ( paragraph % 15 === 0 ) {
			parts.push(
				`<!-- wp:image --><figure class="wp-block-image"><img src="https://example.test/p${ paragraph }.jpg" alt="${ paragraph % 30 ? 'A lake' : '' }"/></figure><!-- /wp:image -->`
			);
		}
		written += length;
		paragraph++;
	}
	return parts.join( '\n' );
}
const input = {
	title: 'Alpine lakes in autumn - Trail Notes',
	description:
		'Alpine lakes freeze early in autumn: what hikers should carry, how to read the forecast and which trails stay open.',
	url: 'https://example.test/alpine-lakes-in-autumn/',
	content: post( WORDS ),
	hasFeaturedImage: true,
	canonical: 'https://example.test/alpine-lakes-in-autumn/',
	openGraph: true,
	focusKeyword: 'high tarns',
};
const limits = JSON.parse(
	readFileSync( join( root, 'includes/settings/limits.json' ), 'utf8' )
);
const context = { limits, ignored: [] };

const RUNNER = `
export function bench( runPageChecks, input, context, warmup, runs ) {
	let checks = [];
	for ( let i = 0; i < warmup; i++ ) {
		checks = runPageChecks( input, context );
	}
	const times = [];
	for ( let i = 0; i < runs; i++ ) {
		const start = performance.now();
		checks = runPageChecks( input, context );
		times.push( performance.now() - start );
	}
	times.sort( ( a, b ) => a - b );
	return {
		median: times[ Math.floor( times.length / 2 ) ],
		p95: times[ Math.min( times.length - 1, Math.ceil( times.length * 0.95 ) - 1 ) ],
		max: times[ times.length - 1 ],
		checks: checks.length,
		statuses: checks.map( ( c ) => c.id + ':' + c.status ).join( ' ' ),
	};
}`;
writeFileSync( join( out, 'runner.js' ), RUNNER );
writeFileSync( join( out, 'package.json' ), '{"type":"module"}' );

const words = input.content
	.replace( /<[^>]+>/g, ' ' )
	.split( /\s+/ )
	.filter( Boolean ).length;
const format = ( r ) =>
	`median ${ r.median.toFixed( 2 ) } ms, p95 ${ r.p95.toFixed( 2 ) } ms, max ${ r.max.toFixed( 2 ) } ms`;
console.log(
	`Page checks on a ${ words }-word post (${ ( input.content.length / 1024 ).toFixed( 0 ) } KB of block HTML), ${ RUNS } runs after ${ WARMUP } warm-up:`
);

// 3. Node.
const { runPageChecks } = await import(
	pathToFileURL( join( out, 'index.js' ) ).href
);
const { bench } = await import(
	pathToFileURL( join( out, 'runner.js' ) ).href
);
const node = bench( runPageChecks, input, context, WARMUP, RUNS );
console.log(
	`  Node ${ process.version }:  ${ format( node ) } (${ node.checks } checks)`
);

// 4. Chromium: the files are served from memory by request interception (nothing leaves the machine).
let browserResult = null;
const { chromium } = await import( '@playwright/test' );
const browser = await chromium.launch( {
	executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
	args: [
		'--headless',
		'--no-sandbox',
		'--disable-gpu',
		'--disable-quic',
		'--no-first-run',
		'--disable-background-networking',
		'--disable-component-update',
		'--disable-sync',
		'--disable-dev-shm-usage',
	],
} );
try {
	const page = await browser.newPage();
	await page.route( 'http://bench.invalid/**', ( route ) => {
		const name =
			new URL( route.request().url() ).pathname.slice( 1 ) ||
			'index.html';
		if ( name === 'index.html' ) {
			return route.fulfill( {
				contentType: 'text/html',
				body: '<!doctype html><title>checks bench</title>',
			} );
		}
		return route.fulfill( {
			contentType: 'text/javascript',
			body: readFileSync( join( out, name ), 'utf8' ),
		} );
	} );
	await page.goto( 'http://bench.invalid/index.html' );
	browserResult = await page.evaluate(
		async ( { input: data, context: ctx, warmup, runs } ) => {
			const checks = await import( '/index.js' );
			const runner = await import( '/runner.js' );
			return runner.bench(
				checks.runPageChecks,
				data,
				ctx,
				warmup,
				runs
			);
		},
		{ input, context, warmup: WARMUP, runs: RUNS }
	);
	console.log(
		`  Chromium ${ browser.version() }:  ${ format( browserResult ) } (${ browserResult.checks } checks)`
	);
} finally {
	await browser.close();
	rmSync( out, { recursive: true, force: true } );
}
console.log( `  Results: ${ browserResult.statuses }` );
const ok = browserResult.median < BUDGET_MS;
console.log(
	`Budget: median under ${ BUDGET_MS } ms in the browser: ${ ok ? 'PASS' : 'FAIL' } (p95 ${ browserResult.p95 < BUDGET_MS ? 'also under' : 'over' } budget)`
);
process.exit( ok ? 0 : 1 );
