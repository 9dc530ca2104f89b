/**
 * Import `test` and `expect` from here in every spec (not from @playwright/test): they are the
 * WordPress e2e utilities' own (fixtures admin, editor, page, pageUtils, requestUtils) plus an
 * automatic guard for requests not aimed at this machine (127.0.0.1 / localhost): chromium cannot
 * resolve another host (playwright.config.ts), since the product must work offline and a request
 * out would only hang. The blocked URLs are printed, and available to a test as the
 * `blockedRequests` fixture.
 */
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

/** The spec file whose settings were last reset; every spec file starts from the default settings. */
let resetFor = '';

export const test = base.extend< {
	blockedRequests: string[];
	freshSettings: void;
} >( {
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
