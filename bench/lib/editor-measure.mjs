/**
 * The editor bench's browser side (bench/editor-bench.sh starts the site and runs this): Debian's
 * Chromium opens one long post in the block editor, round after round, once per side (`off`: neither
 * SEO plugin; `sightline`; `yoast`), the sides' order rotating round by round. The side is chosen per
 * request by the header the bench's mu-plugin reads (bench/lib/editor-probe.php), so every side runs on
 * the same site, database and machine load. Each side of a round, in a fresh browser context:
 *
 * - `cold`: the editor opened with an empty cache, from navigation to the post's first paragraph in
 *   the canvas (the page's own clock); `warm`: the same page loaded again (cached scripts);
 * - `script_gz`: the gzipped bytes (zlib level 6, what a server's gzip sends) of every script the page
 *   loaded before any SEO panel was opened, and `plugin_gz` those of the plugin's own folder;
 * - `key`: the renderer main thread's task time (Chrome's Performance.getMetrics TaskDuration) from
 *   just before one keystroke to just before the next, typing at one key per INTERVAL ms at the end of
 *   the first paragraph with the plugin's analysis open (Sightline SEO's Keyphrase panel, Yoast SEO's
 *   SEO analysis in its meta box); `key_own`: of that, the time in the plugin's own code (a CPU
 *   profile sampled every 100 µs for each keystroke; a sample counts when its stack holds a frame of a
 *   script in the plugin's folder), which the editor's own work on a long post does not blur;
 * - `results`: from the last keystroke (the one that completes the focus keyphrase in the first
 *   paragraph) to the analysis showing the keyphrase in the introduction as good.
 *
 *   node bench/lib/editor-measure.mjs --url URL --post ID [--runs 10] [--keys 60] [--interval 150]
 *        [--sides off,sightline,yoast] [--out FILE.tsv] [--shots DIR]
 *
 * Prints one line per side and round while it runs; the raw figures go to --out (side, round,
 * metric, value), which bench/lib/editor-stats.mjs summarises, and each script counted to
 * --out's name + `.scripts` (side, round, address, gzipped bytes).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

const option = ( name, fallback ) => {
	const index = process.argv.indexOf( `--${ name }` );
	return index > 0 ? process.argv[ index + 1 ] : fallback;
};
const BASE = option( 'url', 'http://127.0.0.1:8851' ).replace( /\/+$/, '' );
const POST = Number( option( 'post', '0' ) );
const RUNS = Number( option( 'runs', '10' ) );
const KEYS = Number( option( 'keys', '60' ) );
const INTERVAL = Number( option( 'interval', '150' ) );
const SIDES = option( 'sides', 'off,sightline,yoast' ).split( ',' );
const OUT = option( 'out', '' );
const SHOTS = option( 'shots', '' );
// A pause long enough for either plugin's analysis to refresh after the typing stops.
const REFRESH_WAIT = 1500;
if ( ! POST ) {
	console.error( 'editor-measure: --post ID is required' );
	process.exit( 2 );
}

// Typed at the end of the first paragraph, whose last sentence is left open with the keyphrase's
// second word ("crossing"; bench/lib/editor-seed.php): words, then its first word, whose last letter
// turns the introduction check good (no shorter prefix of "zebra" is a form of it, in either plugin).
// The last KEYS characters are typed from a word's start, the whole last word at least; no full stop
// ends the sentence.
const LAST_WORD = ' zebra';
const TYPED = ( ( typed ) => typed.slice( typed.indexOf( ' ' ) ) )(
	(
		' where people walk to the market in the morning and cross the road by the' +
		LAST_WORD
	).slice( -Math.max( KEYS, LAST_WORD.length + 1 ) )
);

// What each side's analysis says of the introduction, before and after the keyphrase is typed there,
// and where its results are (text searched with textContent: no layout forced while polling).
const ANALYSIS = {
	sightline: {
		area: '.sightline-editor-sidebar',
		before: 'The keyphrase is not in the first paragraph.',
		after: 'The keyphrase appears in the first paragraph.',
	},
	yoast: {
		area: '#wpseo_meta',
		before: 'Keyphrase in introduction',
		after: 'Keyphrase in introduction: Well done!',
	},
};

const CHROMIUM_ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--disable-dev-shm-usage',
	'--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

const sleep = ( ms ) => new Promise( ( resolve ) => setTimeout( resolve, ms ) );
const rows = [];
const record = ( side, round, metric, value ) => {
	rows.push( [ side, round, metric, value ] );
	if ( OUT && round >= 0 ) {
		fs.appendFileSync(
			OUT,
			`${ side }\t${ round }\t${ metric }\t${ Number( value ).toFixed( 3 ) }\n`
		);
	}
};

async function logIn( browser ) {
	const context = await browser.newContext();
	const page = await context.newPage();
	await page.goto( `${ BASE }/wp-login.php` );
	await page.fill( '#user_login', 'admin' );
	await page.fill( '#user_pass', 'password' );
	await Promise.all( [
		page.waitForURL( /wp-admin/ ),
		page.click( '#wp-submit' ),
	] );
	const state = await context.storageState();
	await context.close();
	return state;
}

/**
 * Milliseconds from navigation to the post's first paragraph in the editor canvas.
 * @param page
 */
async function openEditor( page ) {
	await page.goto( `${ BASE }/wp-admin/post.php?post=${ POST }&action=edit`, {
		waitUntil: 'commit',
	} );
	const handle = await page.waitForFunction(
		() => {
			const canvas =
				document.querySelector( 'iframe[name="editor-canvas"]' )
					?.contentDocument ?? document;
			if ( ! canvas.querySelector( '[data-type="core/paragraph"]' ) ) {
				return false;
			}
			window.__benchReady ??= performance.now();
			return window.__benchReady;
		},
		null,
		{ polling: 'raf', timeout: 120_000 }
	);
	return handle.jsonValue();
}

/**
 * The frame whose document holds the blocks (the canvas iframe, or the page without one).
 * @param page
 */
function canvasFrame( page ) {
	return page.frame( { name: 'editor-canvas' } ) ?? page.mainFrame();
}

async function showAnalysis( page, side ) {
	if ( side === 'sightline' ) {
		const open = page
			.getByRole( 'region', { name: 'Editor top bar' } )
			.getByRole( 'button', { name: 'Sightline SEO', exact: true } );
		if ( ( await open.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
			await open.click();
		}
		const panel = page
			.locator( '.sightline-editor-sidebar' )
			.getByRole( 'button', { name: 'Keyphrase', exact: true } );
		if ( ( await panel.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
			await panel.click();
		}
	} else if ( side === 'yoast' ) {
		// Yoast SEO's meta box holds its analysis, in a section that starts collapsed (the meta box
		// pane under the canvas may itself be closed: the analysis runs and renders there all the same).
		const toggle = page.locator( '#wpseo_meta button[aria-expanded]', {
			hasText: /^SEO analysis/,
		} );
		await toggle.waitFor( { state: 'attached', timeout: 60_000 } );
		if ( ( await toggle.getAttribute( 'aria-expanded' ) ) === 'false' ) {
			await toggle.evaluate( ( button ) => button.click() );
		}
	}
}

async function waitForText( page, area, text, timeout ) {
	const handle = await page.waitForFunction(
		( [ selector, wanted ] ) => {
			const node = document.querySelector( selector );
			if ( ! node || ! node.textContent.includes( wanted ) ) {
				return false;
			}
			return performance.now();
		},
		[ area, text ],
		{ polling: 'raf', timeout }
	);
	return handle.jsonValue();
}

/**
 * For each keystroke window [pressedAt[i], pressedAt[i + 1]) (milliseconds on this script's clock from
 * Profiler.start), the milliseconds of the CPU profile's samples in it that ran the plugin's own code:
 * samples whose stack holds a frame of a script in its folder (what it calls, such as the editor's
 * selectors, counts with it). The profile's own clock starts earlier than Profiler.start's answer (by
 * seconds on a loaded machine), so samples are placed from its end, which is when Profiler.stop was
 * asked for (stoppedAt).
 * @param profile
 * @param slug
 * @param pressedAt
 * @param stoppedAt
 */
function ownMsPerWindow( profile, slug, pressedAt, stoppedAt ) {
	const windows = new Array( pressedAt.length - 1 ).fill( 0 );
	if ( ! slug ) {
		return windows;
	}
	const marker = `/wp-content/plugins/${ slug }/`;
	const byId = new Map( profile.nodes.map( ( node ) => [ node.id, node ] ) );
	const parent = new Map();
	for ( const node of profile.nodes ) {
		for ( const child of node.children ?? [] ) {
			parent.set( child, node.id );
		}
	}
	const memo = new Map();
	const mine = ( id ) => {
		if ( memo.has( id ) ) {
			return memo.get( id );
		}
		let own = byId.get( id )?.callFrame.url.includes( marker ) ?? false;
		if ( ! own && parent.has( id ) ) {
			own = mine( parent.get( id ) );
		}
		memo.set( id, own );
		return own;
	};
	let at = profile.startTime; // Microseconds on the profile's clock.
	profile.samples.forEach( ( id, i ) => {
		const delta = profile.timeDeltas[ i ] ?? 0;
		at += delta;
		if ( ! mine( id ) ) {
			return;
		}
		const ms = stoppedAt - ( profile.endTime - at ) / 1000;
		for ( let w = windows.length - 1; w >= 0; w-- ) {
			if ( ms >= pressedAt[ w ] ) {
				if ( ms < pressedAt[ w + 1 ] ) {
					windows[ w ] += delta / 1000;
				}
				break;
			}
		}
	} );
	return windows;
}

async function taskMs( cdp ) {
	const { metrics } = await cdp.send( 'Performance.getMetrics' );
	return (
		( metrics.find( ( m ) => m.name === 'TaskDuration' )?.value ?? 0 ) *
		1000
	);
}

async function measureSide( browser, state, side, round ) {
	const context = await browser.newContext( {
		storageState: state,
		extraHTTPHeaders: { 'X-Sightline-Bench-Editor': side },
		viewport: { width: 1600, height: 1000 },
	} );
	const page = await context.newPage();
	page.on( 'dialog', ( dialog ) => dialog.accept() );
	const scripts = new Map();
	let counting = true;
	page.on( 'response', async ( response ) => {
		if ( ! counting || response.request().resourceType() !== 'script' ) {
			return;
		}
		const url = response.url();
		try {
			scripts.set(
				url,
				zlib.gzipSync( await response.body(), { level: 6 } ).length
			);
		} catch {
			// A redirect or an aborted load has no body to count.
		}
	} );
	try {
		const cold = await openEditor( page );
		await page
			.waitForLoadState( 'networkidle', { timeout: 15_000 } )
			.catch( () => {} );
		counting = false;
		const slug = { sightline: 'sightline-seo', yoast: 'wordpress-seo' }[
			side
		];
		let total = 0;
		let own = 0;
		for ( const [ url, bytes ] of scripts ) {
			if ( OUT ) {
				fs.appendFileSync(
					`${ OUT }.scripts`,
					`${ side }\t${ round }\t${ url }\t${ bytes }\n`
				);
			}
			total += bytes;
			if ( slug && url.includes( `/wp-content/plugins/${ slug }/` ) ) {
				own += bytes;
			}
		}
		record( side, round, 'cold', cold );
		record( side, round, 'script_gz', total );
		record( side, round, 'plugin_gz', own );

		const warm = await openEditor( page );
		record( side, round, 'warm', warm );
		await page
			.waitForLoadState( 'networkidle', { timeout: 15_000 } )
			.catch( () => {} );

		const analysis = ANALYSIS[ side ];
		if ( analysis ) {
			await showAnalysis( page, side );
			await waitForText( page, analysis.area, analysis.before, 60_000 );
		}
		const cdp = await context.newCDPSession( page );
		await cdp.send( 'Performance.enable' );
		const paragraph = canvasFrame( page )
			.locator( '[data-type="core/paragraph"]' )
			.first();
		await paragraph.click();
		await page.keyboard.press( 'Control+End' );
		await sleep( 1000 );
		// The first half of the keys: the main thread's whole task time per keystroke. The second
		// half under one CPU profile (the profiler slows the page, so it never runs in the first):
		// each sample is given to the keystroke whose window it falls in.
		const half = Math.floor( ( TYPED.length - 1 ) / 2 );
		const keys = [];
		for ( let i = 0; i < half; i++ ) {
			const before = await taskMs( cdp );
			await page.keyboard.type( TYPED[ i ] );
			await sleep( INTERVAL );
			keys.push( ( await taskMs( cdp ) ) - before );
		}
		// A pause first, so the refresh the first half's typing calls for is over before profiling.
		await sleep( REFRESH_WAIT );
		await cdp.send( 'Profiler.enable' );
		await cdp.send( 'Profiler.setSamplingInterval', { interval: 100 } );
		await cdp.send( 'Profiler.start' );
		const startedAt = performance.now();
		const pressedAt = [];
		for ( let i = half; i < TYPED.length - 1; i++ ) {
			pressedAt.push( performance.now() - startedAt );
			await page.keyboard.type( TYPED[ i ] );
			await sleep( INTERVAL );
		}
		pressedAt.push( performance.now() - startedAt );
		// Then a pause in typing: the window in which the analysis refreshes.
		await sleep( REFRESH_WAIT );
		pressedAt.push( performance.now() - startedAt );
		const stoppedAt = performance.now() - startedAt;
		const { profile } = await cdp.send( 'Profiler.stop' );
		await cdp.send( 'Profiler.disable' );
		if ( process.env.EDITOR_BENCH_PROFILES ) {
			// The typing's CPU profile, to open in Chromium's DevTools (Performance): where the time goes.
			fs.writeFileSync(
				`${ process.env.EDITOR_BENCH_PROFILES }/${ side }-${ round }.cpuprofile`,
				JSON.stringify( profile )
			);
		}
		const owns = ownMsPerWindow( profile, slug, pressedAt, stoppedAt );
		const refresh = owns.pop();
		keys.forEach( ( ms ) => record( side, round, 'key', ms ) );
		owns.forEach( ( ms ) => record( side, round, 'key_own', ms ) );
		record( side, round, 'refresh_own', refresh );
		if ( analysis ) {
			// The keystroke's time on the page's clock, then the first frame showing the new result.
			const pressed = await page.evaluate( () => performance.now() );
			await page.keyboard.type( TYPED[ TYPED.length - 1 ] );
			const shown = await waitForText(
				page,
				analysis.area,
				analysis.after,
				30_000
			);
			record( side, round, 'results', shown - pressed );
		}
		const sorted = [ ...keys ].sort( ( a, b ) => a - b );
		const ownSorted = [ ...owns ].sort( ( a, b ) => a - b );
		console.log(
			`${ side.padEnd( 9 ) } round ${ String( round ).padStart( 2 ) }: cold ${ cold.toFixed( 0 ) } ms, warm ${ warm.toFixed( 0 ) } ms, scripts ${ ( total / 1024 ).toFixed( 0 ) } KB gz (plugin ${ ( own / 1024 ).toFixed( 0 ) }), key p50 ${ sorted[ Math.floor( sorted.length / 2 ) ].toFixed( 1 ) } ms p95 ${ sorted[ Math.floor( sorted.length * 0.95 ) ].toFixed( 1 ) } ms (own p50 ${ ownSorted[ Math.floor( ownSorted.length / 2 ) ].toFixed( 1 ) } p95 ${ ownSorted[ Math.floor( ownSorted.length * 0.95 ) ].toFixed( 1 ) }, refresh ${ refresh.toFixed( 1 ) })${ analysis ? `, results ${ rows.at( -1 )[ 3 ].toFixed( 0 ) } ms` : '' }`
		);
	} catch ( error ) {
		if ( SHOTS ) {
			fs.mkdirSync( SHOTS, { recursive: true } );
			await page
				.screenshot( {
					path: path.join( SHOTS, `${ side }-${ round }.png` ),
					fullPage: true,
				} )
				.catch( () => {} );
		}
		throw new Error( `${ side }, round ${ round }: ${ error.message }` );
	} finally {
		await context.close();
	}
}

const browser = await chromium.launch( {
	executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
	args: CHROMIUM_ARGS,
} );
try {
	const state = await logIn( browser );
	// Round -1 warms the site up (WordPress's first admin requests settle options such as whether
	// scripts may be compressed) and is not recorded.
	for ( let round = -1; round < RUNS; round++ ) {
		for ( let i = 0; i < SIDES.length; i++ ) {
			await measureSide(
				browser,
				state,
				SIDES[ ( i + round + SIDES.length ) % SIDES.length ],
				round
			);
		}
	}
} finally {
	await browser.close();
}
