/**
 * Redirects carried over from Rank Math end to end: its table `rank_math_redirections` created with
 * Rank Math's own column definitions and filled as its DB::add() writes rows (sources serialized,
 * url_to a full URL, site-time dates), through tools/wp-runtime/wp.php; then Tools > Migrate in the
 * browser, the summary naming the converted and the skipped rules, and the old addresses answering
 * with the migrated targets and statuses. No serious accessibility violation on the summary.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

import { test, expect } from '../fixtures';
import { expectNoSeriousA11yViolations } from '../utils/axe';

const REPO = path.resolve( __dirname, '../../..' );
const SITE_DIR =
	process.env.SIGHTLINE_E2E_SITE_DIR ||
	path.dirname( process.env.STORAGE_STATE_PATH ?? '' );
const HAS_SITE = existsSync(
	path.join( SITE_DIR, 'wordpress', 'wp-settings.php' )
);
const SCREEN = '/wp-admin/admin.php?page=sightline#/tools/migrate';
const KEY = 'sightline_migration_progress';

function wp( ...args: string[] ): string {
	return execFileSync(
		'php',
		[
			path.join( REPO, 'tools/wp-runtime/wp.php' ),
			'--dir',
			SITE_DIR,
			...args,
		],
		{ encoding: 'utf8' }
	);
}

// Rank Math's installer (includes/class-installer.php, create_tables()) and DB::add() as it writes a row.
const SEED = `
global $wpdb;
$table = $wpdb->prefix . 'rank_math_redirections';
$wpdb->query( "CREATE TABLE IF NOT EXISTS {$table} (
	id bigint(20) unsigned NOT NULL auto_increment,
	sources longtext CHARACTER SET {$wpdb->charset} COLLATE {$wpdb->charset}_bin NOT NULL,
	url_to text NOT NULL,
	header_code smallint(4) unsigned NOT NULL,
	hits bigint(20) unsigned NOT NULL default '0',
	status varchar(25) NOT NULL default 'active',
	created datetime NOT NULL default '0000-00-00 00:00:00',
	updated datetime NOT NULL default '0000-00-00 00:00:00',
	last_accessed datetime NOT NULL default '0000-00-00 00:00:00',
	PRIMARY KEY  (id),
	KEY status (status)
) " . $wpdb->get_charset_collate() );
update_option( 'rank-math-options-titles', array( 'title_separator' => '-' ) );
$rows = array(
	array( 'e2e-rm-old', 'exact', '/e2e-rm-new/', 301, 'active', 7 ),
	array( 'e2e-rm-legacy', 'contains', '/e2e-rm-modern/', 302, 'active', 0 ),
	array( 'e2e-rm-binned', 'exact', '/e2e-rm-elsewhere/', 301, 'trashed', 0 ),
);
foreach ( $rows as $row ) {
	$wpdb->insert( $table, array(
		'sources'     => serialize( array( array( 'ignore' => '', 'pattern' => $row[0], 'comparison' => $row[1] ) ) ),
		'url_to'      => home_url( $row[2] ),
		'header_code' => $row[3],
		'hits'        => $row[5],
		'status'      => $row[4],
		'created'     => current_time( 'mysql' ),
		'updated'     => current_time( 'mysql' ),
		'last_accessed' => $row[5] > 0 ? current_time( 'mysql' ) : '0000-00-00 00:00:00',
	) );
}
echo (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" );
`;

const CLEANUP = `
global $wpdb;
$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}rank_math_redirections" );
foreach ( array( 'rank-math-options-titles', 'sightline_migration' ) as $option ) { delete_option( $option ); }
$redirects = Sightline\\Plugin::get( Sightline\\Redirects\\Redirects::class );
$ids = array();
foreach ( $redirects->each() as $rule ) { if ( str_contains( (string) $rule['source'], 'e2e-rm-' ) ) { $ids[] = (int) $rule['id']; } }
$redirects->delete( $ids );
`;

test.describe( 'Tools > Migrate: redirects from Rank Math', () => {
	test.skip(
		! HAS_SITE,
		`needs the site dir of tools/run-e2e.sh (or SIGHTLINE_E2E_SITE_DIR); looked in ${ SITE_DIR }`
	);
	test.setTimeout( 180_000 );

	test.beforeAll( () => {
		wp( 'eval', CLEANUP );
		expect( wp( 'eval', SEED ) ).toBe( '3' );
	} );
	test.afterAll( () => {
		wp( 'eval', CLEANUP );
	} );

	test( 'migrates the table, names what was converted and skipped, and the old addresses redirect', async ( {
		page,
	} ) => {
		const app = page.locator( '#sightline-admin-root' );
		await page.goto( SCREEN );
		await page.evaluate(
			( key ) => window.localStorage.removeItem( key ),
			KEY
		);
		await page.reload();
		const batches: number[][] = [];
		page.on( 'request', ( request ) => {
			if (
				request.method() === 'POST' &&
				/migration(%2F|\/)redirects/.test( request.url() )
			) {
				batches.push( request.postDataJSON()?.redirect_ids ?? [] );
			}
		} );
		await app.getByRole( 'radio', { name: 'Rank Math' } ).check();
		await app.getByRole( 'button', { name: 'Start Migration' } ).click();
		await expect(
			app.getByRole( 'heading', { name: 'Migration completed' } )
		).toBeVisible( { timeout: 60_000 } );
		// The three records went in one request.
		expect( batches ).toEqual( [ [ 1, 2, 3 ] ] );

		await expect(
			app.getByRole( 'heading', {
				name: 'Settings that may not be migrated completely',
			} )
		).toBeVisible();
		await expect(
			app.getByText(
				/^e2e\\-rm\\-legacy → \S*\/e2e-rm-modern\/: the "contains e2e-rm-legacy" match became a regular expression matching the same addresses\.$/
			)
		).toBeVisible();
		await expect(
			app.getByText(
				/^\/e2e-rm-binned → \S*\/e2e-rm-elsewhere\/: a redirect in Rank Math's trash is not supported by Sightline SEO and was left out\.$/
			)
		).toBeVisible();
		await expectNoSeriousA11yViolations( page );

		// Visitors of the old addresses are sent on with the status Rank Math used.
		const exact = await page.request.get( '/e2e-rm-old/?ref=e2e', {
			maxRedirects: 0,
			headers: { Cookie: '' },
		} );
		expect( exact.status() ).toBe( 301 );
		expect( exact.headers().location ).toMatch(
			/\/e2e-rm-new\/\?ref=e2e$/
		);
		expect( exact.headers()[ 'x-redirect-by' ] ).toBe( 'Sightline SEO' );
		const contains = await page.request.get( '/shop/e2e-rm-legacy-item/', {
			maxRedirects: 0,
			headers: { Cookie: '' },
		} );
		expect( contains.status() ).toBe( 302 );
		expect( contains.headers().location ).toMatch( /\/e2e-rm-modern\/$/ );
		const trashed = await page.request.get( '/e2e-rm-binned/', {
			maxRedirects: 0,
			headers: { Cookie: '' },
		} );
		expect( trashed.status() ).toBe( 404 );
		// The hits Rank Math counted came along with the rule.
		expect(
			wp(
				'eval',
				`foreach ( Sightline\\Plugin::get( Sightline\\Redirects\\Redirects::class )->each() as $rule ) { if ( '/e2e-rm-old' === $rule['source'] ) { echo (int) $rule['hits']; } }`
			)
		).toBe( '7' );
	} );
} );
