/**
 * Playwright for Sightline SEO: Debian's chromium (Playwright cannot download its browsers here)
 * against the site in WP_BASE_URL. tools/run-e2e.sh starts a site on a free port and sets it.
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const baseURL = ( process.env.WP_BASE_URL || 'http://127.0.0.1:8888' ).replace(
	/\/+$/,
	''
);

// Cookies, REST nonce and root URL of the logged-in admin, written by global-setup.ts and read by
// the browser context and by @wordpress/e2e-test-utils-playwright's RequestUtils. One file per
// site, so runs against different sites do not share (stale) credentials.
const storageStatePath =
	process.env.STORAGE_STATE_PATH ||
	path.join(
		__dirname,
		'tests/e2e/.auth',
		`admin-${ new URL( baseURL ).host.replace( /[^a-z0-9.-]/gi, '_' ) }.json`
	);
process.env.STORAGE_STATE_PATH = storageStatePath;
process.env.WP_BASE_URL = baseURL;

// The switches keep chromium from calling home on this closed network. Playwright itself adds
// --headless and a fresh temporary --user-data-dir for every launch (passing one is refused).
const CHROMIUM_ARGS = [
	'--headless',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--disable-dev-shm-usage',
	// Nothing leaves this machine: every other host fails to resolve at once (tests/e2e/fixtures.ts
	// notes such requests). Blocking here, not with a Playwright route, keeps the browser's cache.
	'--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

export default defineConfig( {
	testDir: './tests/e2e/specs',
	outputDir: process.env.PLAYWRIGHT_OUTPUT_DIR || './test-results',
	globalSetup: require.resolve( './tests/e2e/global-setup.ts' ),
	fullyParallel: false,
	workers: 1,
	retries: process.env.CI ? 1 : 0,
	forbidOnly: !! process.env.CI,
	timeout: 60_000,
	expect: { timeout: 10_000 },
	reporter: process.env.CI
		? [
				[ 'list' ],
				[
					'html',
					{
						open: 'never',
						// One folder per site (tools/run-e2e.sh): runs side by side keep their own.
						outputFolder:
							process.env.PLAYWRIGHT_HTML_REPORT_DIR ||
							'playwright-report',
					},
				],
			]
		: [ [ 'list' ] ],
	use: {
		baseURL,
		storageState: storageStatePath,
		viewport: { width: 1440, height: 900 },
		locale: 'en-US',
		// A trace records every step with screenshots: it made each test a third slower. CI retries a
		// failed test once and traces that retry; a local run keeps the trace of a failure.
		trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
		screenshot: 'only-on-failure',
		video: 'off',
		actionTimeout: 15_000,
		navigationTimeout: 30_000,
		launchOptions: {
			executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
			args: CHROMIUM_ARGS,
		},
	},
	projects: [ { name: 'chromium', use: { browserName: 'chromium' } } ],
} );
