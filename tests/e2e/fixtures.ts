/**
 * Import `test` and `expect` from here in every spec (not from @playwright/test): they are
 * @wordpress/e2e-test-utils-playwright's (fixtures admin, editor, page, pageUtils, requestUtils)
 * plus an automatic guard that aborts every browser request not aimed at this machine
 * (127.0.0.1 / localhost): the product must work offline, and a request out would only hang.
 * The blocked URLs are printed, and available to a test as the `blockedRequests` fixture.
 */
import { test as base, expect } from '@wordpress/e2e-test-utils-playwright';

const LOCAL_HOSTS = new Set( [ '127.0.0.1', 'localhost', '[::1]', '::1' ] );

export function isLocalUrl( url: URL ): boolean {
	if ( ! [ 'http:', 'https:', 'ws:', 'wss:' ].includes( url.protocol ) ) {
		return true; // data:, blob:, about: ... never leave the machine.
	}
	return LOCAL_HOSTS.has( url.hostname );
}

export const test = base.extend< { blockedRequests: string[] } >( {
	blockedRequests: [
		async ( { context }, use, testInfo ) => {
			const blocked: string[] = [];
			await context.route(
				( url ) => ! isLocalUrl( url ),
				( route ) => {
					blocked.push( route.request().url() );
					return route.abort( 'blockedbyclient' );
				}
			);
			await use( blocked );
			if ( blocked.length ) {
				const list = [ ...new Set( blocked ) ];
				// eslint-disable-next-line no-console
				console.log( `[${ testInfo.title }] blocked ${ blocked.length } external request(s):\n  ${ list.join( '\n  ' ) }` );
			}
		},
		{ auto: true },
	],
} );

export { expect };
