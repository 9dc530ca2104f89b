/**
 * Import `test` and `expect` from here in every spec (not from @playwright/test): they are the
 * WordPress e2e utilities' own (fixtures admin, editor, page, pageUtils, requestUtils) plus an
 * automatic guard for requests not aimed at this machine (127.0.0.1 / localhost): chromium cannot
 * resolve another host (playwright.config.ts), since the product must work offline and a request
 * out would only hang. The blocked URLs are printed, and available to a test as the
 * `blockedRequests` fixture.
 */
import { readFileSync } from 'node:fs';
import type {
	BrowserContext,
	BrowserContextOptions,
	Cookie,
	TestInfo,
} from '@playwright/test';
import { test as base, expect } from '@wordpress/e2e-test-utils-playwright';

const LOCAL_HOSTS = new Set( [ '127.0.0.1', 'localhost', '[::1]', '::1' ] );

export function isLocalUrl( url: URL ): boolean {
	if ( ! [ 'http:', 'https:', 'ws:', 'wss:' ].includes( url.protocol ) ) {
		return true; // data:, blob:, about: ... never leave the machine.
	}
	return LOCAL_HOSTS.has( url.hostname );
}

/** Sightline SEO's settings route; its OPTIONS schema carries every setting's default. */
const SETTINGS_PATH = '/sightline/v1/admin/global-settings';

interface SchemaNode {
	default?: unknown;
	type?: string | string[];
	properties?: Record< string, SchemaNode >;
}

/** The default value a settings schema describes (mirrors Sightline\\Settings\\Schema::defaults). */
function defaultsOf( schema: SchemaNode ): unknown {
	if ( schema.type === 'object' && schema.properties ) {
		return Object.fromEntries(
			Object.entries( schema.properties ).map( ( [ key, node ] ) => [
				key,
				defaultsOf( node ),
			] )
		);
	}
	return schema.default;
}

/** The options playwright.config.ts gives every browser context. */
function contextOptions(
	use: TestInfo[ 'project' ][ 'use' ]
): BrowserContextOptions {
	const { baseURL, viewport, locale, storageState } = use;
	return { baseURL, viewport, locale, storageState };
}

/** The logged-in admin's cookies as global-setup.ts saved them. */
function savedCookies(
	storageState: BrowserContextOptions[ 'storageState' ]
): Cookie[] {
	if ( typeof storageState !== 'string' ) {
		return storageState?.cookies ?? [];
	}
	return (
		JSON.parse( readFileSync( storageState, 'utf8' ) ) as {
			cookies: Cookie[];
		}
	 ).cookies;
}

/** The spec file whose settings were last reset; every spec file starts from the default settings. */
let resetFor = '';

export const test = base.extend<
	{
		blockedRequests: string[];
		freshSettings: void;
	},
	{ sharedContext: BrowserContext }
>( {
	// One browser context for all the tests of a worker: its HTTP cache keeps WordPress's scripts
	// between tests (a fresh context fetched and compiled them again on every test's first page,
	// seconds each on a busy machine). Each test still gets its own page (its own sessionStorage),
	// the admin's cookies as global-setup saved them, and an empty localStorage (the WordPress
	// fixture clears it after each test). A retry runs in a context of its own, with its trace.
	sharedContext: [
		async ( { browser }, use, workerInfo ) => {
			const context = await browser.newContext(
				contextOptions( workerInfo.project.use )
			);
			await use( context );
			await context.close();
		},
		{ scope: 'worker' },
	],
	context: async ( { browser, sharedContext }, provide, testInfo ) => {
		const own =
			testInfo.retry > 0
				? await browser.newContext(
						contextOptions( testInfo.project.use )
					)
				: null;
		if ( ! own ) {
			// Cookies a test set (a language, a logged-out visitor) do not reach the next one.
			await sharedContext.clearCookies();
			await sharedContext.addCookies(
				savedCookies( testInfo.project.use.storageState )
			);
		}
		await provide( own ?? sharedContext );
		await own?.close();
	},
	freshSettings: [
		async ( { requestUtils }, use, testInfo ) => {
			if ( resetFor !== testInfo.file ) {
				// Specs share one site: without this, what one spec saved (a migration's templates, the
				// wizard's website details) would leak into the next one's expectations.
				const options = await requestUtils.rest< {
					schema: SchemaNode;
				} >( { path: SETTINGS_PATH, method: 'OPTIONS' } );
				await requestUtils.rest( {
					path: SETTINGS_PATH,
					method: 'POST',
					data: { data: defaultsOf( options.schema ) },
				} );
				resetFor = testInfo.file;
			}
			await use();
		},
		{ auto: true },
	],
	blockedRequests: [
		async ( { context }, use, testInfo ) => {
			// Chromium cannot resolve any other host (--host-resolver-rules in playwright.config.ts), so
			// such a request fails at once; here it is only noted. Watching, not routing: a route would
			// pause every request for a round trip to this process and turn off the browser's cache,
			// which made each admin page load take seconds.
			const blocked: string[] = [];
			const note = ( request: { url: () => string } ) => {
				if ( ! isLocalUrl( new URL( request.url() ) ) ) {
					blocked.push( request.url() );
				}
			};
			context.on( 'request', note );
			await use( blocked );
			context.off( 'request', note );
			if ( blocked.length ) {
				const list = [ ...new Set( blocked ) ];
				// eslint-disable-next-line no-console
				console.log(
					`[${ testInfo.title }] blocked ${ blocked.length } external request(s):\n  ${ list.join( '\n  ' ) }`
				);
			}
		},
		{ auto: true },
	],
} );

export { expect };
