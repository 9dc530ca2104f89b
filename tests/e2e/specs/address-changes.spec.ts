/**
 * Addresses moved in wp-admin, with automatic redirects off: a new category base saved on Settings >
 * Permalinks is offered on the next screen ("Create 1 redirect") and, created with one click, sends the
 * old category addresses to the new ones with the rest of the path; a category's new slug saved on the
 * term edit screen is offered there, and created alike (its address under the first base too: one hop). No serious accessibility violation in the notices.
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

const CLEANUP = `
global $wp_rewrite;
$wp_rewrite->set_category_base( '' );
flush_rewrite_rules();
delete_option( Sightline\\Redirects\\Offers::PERMALINKS_OPTION );
foreach ( get_users( array( 'fields' => 'ID' ) ) as $user ) { delete_user_meta( (int) $user, Sightline\\Redirects\\Offers::USER_META ); }
foreach ( array( 'e2e-moves', 'e2e-moved' ) as $slug ) { $term = get_term_by( 'slug', $slug, 'category' ); if ( $term ) { wp_delete_term( $term->term_id, 'category' ); } }
$redirects = Sightline\\Plugin::get( Sightline\\Redirects\\Redirects::class );
$ids = array();
foreach ( $redirects->each() as $rule ) { if ( str_contains( (string) $rule['source'], 'e2e-' ) || str_contains( (string) $rule['source'], 'category' ) ) { $ids[] = (int) $rule['id']; } }
$redirects->delete( $ids );
`;

test.describe( 'address changes in wp-admin', () => {
	test.skip(
		! HAS_SITE,
		`needs the site dir of tools/run-e2e.sh (or SIGHTLINE_E2E_SITE_DIR); looked in ${ SITE_DIR }`
	);
	test.setTimeout( 120_000 );

	let termId = 0;
	test.beforeAll( () => {
		wp( 'eval', CLEANUP );
		wp(
			'eval',
			"Sightline\\Plugin::get( Sightline\\Settings\\Settings::class )->update( array( 'redirects_auto_create' => false ) );"
		);
		termId = Number(
			wp(
				'eval',
				"echo wp_insert_term( 'E2E moves', 'category', array( 'slug' => 'e2e-moves' ) )['term_id'];"
			)
		);
	} );
	test.afterAll( () => {
		wp( 'eval', CLEANUP );
	} );

	test( 'a new category base is offered on the Permalinks screen and created with one click', async ( {
		page,
	} ) => {
		await page.goto( '/wp-admin/options-permalink.php' );
		await page.locator( '#category_base' ).fill( 'e2e-topics' );
		await page.getByRole( 'button', { name: 'Save Changes' } ).click();

		const notice = page.locator( '.sightline-redirect-offer' );
		await expect( notice ).toContainText(
			'Addresses changed. Send visitors and search engines from the old addresses to the new ones?'
		);
		await expect( notice ).toContainText(
			'^/category/(.+)$ → /e2e-topics/$1'
		);
		await expectNoSeriousA11yViolations(
			page,
			'.sightline-redirect-offer'
		);
		await notice
			.getByRole( 'button', { name: 'Create 1 redirect' } )
			.click();
		await expect(
			page.locator( '.sightline-redirect-offer' )
		).toContainText( '1 redirect created.' );

		const answer = await page.request.get(
			'/category/e2e-moves/page/2/?ref=e2e',
			{ maxRedirects: 0, headers: { Cookie: '' } }
		);
		expect( answer.status() ).toBe( 301 );
		expect( answer.headers().location ).toMatch(
			/\/e2e-topics\/e2e-moves\/page\/2\/\?ref=e2e$/
		);
		expect( answer.headers()[ 'x-redirect-by' ] ).toBe( 'Sightline SEO' );
	} );

	test( 'a category slug changed on its edit screen is offered there and created with one click', async ( {
		page,
	} ) => {
		await page.goto(
			`/wp-admin/term.php?taxonomy=category&tag_ID=${ termId }`
		);
		await page.locator( '#slug' ).fill( 'e2e-moved' );
		await page.getByRole( 'button', { name: 'Update' } ).click();

		const notice = page.locator( '.sightline-redirect-offer' );
		await expect( notice ).toContainText(
			'The address changed. Send visitors and search engines from the old address to the new one?'
		);
		await expectNoSeriousA11yViolations(
			page,
			'.sightline-redirect-offer'
		);
		await notice
			.getByRole( 'button', { name: 'Create 1 redirect' } )
			.click();
		await expect( page ).toHaveURL( /term\.php/ );
		// The offered rule, and one from its address under the first base (one hop instead of two).
		await expect(
			page.locator( '.sightline-redirect-offer' )
		).toContainText( '2 redirects created.' );

		// The base rule of the first test and this one together: no chain, the newest address.
		const answer = await page.request.get( '/e2e-topics/e2e-moves/', {
			maxRedirects: 0,
			headers: { Cookie: '' },
		} );
		expect( answer.status() ).toBe( 301 );
		expect( answer.headers().location ).toMatch(
			/\/e2e-topics\/e2e-moved\/$/
		);
		const older = await page.request.get( '/category/e2e-moves/', {
			maxRedirects: 0,
			headers: { Cookie: '' },
		} );
		expect( older.status() ).toBe( 301 );
		expect( older.headers().location ).toMatch(
			/\/e2e-topics\/e2e-moved\/$/
		);
	} );
} );
