/**
 * Logs in as the admin once (REST cookie + nonce) and writes the storage state that every test's
 * browser context and RequestUtils reuse. A stale file (old site, other port) is deleted first.
 */
import { rmSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { request, type FullConfig } from '@playwright/test';
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

export default async function globalSetup(
	config: FullConfig
): Promise< void > {
	const { baseURL, storageState } = config.projects[ 0 ].use;
	const storageStatePath =
		typeof storageState === 'string'
			? storageState
			: process.env.STORAGE_STATE_PATH;
	if ( ! baseURL || ! storageStatePath ) {
		throw new Error(
			'playwright.config.ts must set use.baseURL and use.storageState'
		);
	}
	rmSync( storageStatePath, { force: true } );
	mkdirSync( path.dirname( storageStatePath ), { recursive: true } );

	const requestContext = await request.newContext( { baseURL } );
	try {
		const probe = await requestContext
			.get( '/wp-login.php', { timeout: 15_000 } )
			.catch( ( error: Error ) => error );
		if ( probe instanceof Error || ! probe.ok() ) {
			throw new Error(
				`No WordPress answers at ${ baseURL } (${ probe instanceof Error ? probe.message : `HTTP ${ probe.status() }` }). ` +
					'Start one with tools/wp-runtime/site.sh, or run tools/run-e2e.sh which starts its own.'
			);
		}
		const requestUtils = new RequestUtils( requestContext, {
			baseURL,
			storageStatePath,
			user: {
				username: process.env.WP_USERNAME || 'admin',
				password: process.env.WP_PASSWORD || 'password',
			},
		} );
		await requestUtils.setupRest(); // logs in, saves cookies, nonce and root URL to storageStatePath
	} finally {
		await requestContext.dispose();
	}
}
