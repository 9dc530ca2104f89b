<?php
/**
 * Shared set-up of the multisite tests (`@group multisite`, run by tools/run-phpunit.sh --multisite):
 * the network tests/php/includes/install.php makes — http://example.org/ and the sites /second/ and
 * /third/ (made before the plugin was network-activated) and /later/ (made after) — and a child process
 * that plays one request on any of its sites, seeing only committed rows.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Multisite;

use Sightline\Tests\TestCase;

abstract class Multisite_TestCase extends TestCase {

	protected function setUp(): void {
		if ( ! is_multisite() ) {
			$this->markTestSkipped( 'Needs a multisite network: run tools/run-phpunit.sh --multisite.' );
		}
		parent::setUp();
	}

	/**
	 * Runs a child process. It sees committed rows only, and on SQLite waits for any open transaction:
	 * the test's is committed first (what the test wrote stays; a test that writes restores it itself)
	 * and a new one opened after.
	 *
	 * @return array{0: int, 1: string} Exit code, output.
	 */
	protected function child( string $script, string ...$args ): array {
		$command = implode( ' ', array_map( 'escapeshellarg', array_merge( array( PHP_BINARY, dirname( __DIR__ ) . '/includes/' . $script ), $args ) ) );
		self::commit_transaction();
		exec( $command . ' 2>&1', $out, $rc );
		$this->start_transaction();
		return array( $rc, implode( "\n", $out ) );
	}

	/** The id of the network's site at /PATH/ ('' for the main site). */
	protected static function site( string $path ): int {
		$site = get_site_by_path( WP_TESTS_DOMAIN, '' === $path ? '/' : "/{$path}/" );
		if ( ! $site || ( '' !== $path && "/{$path}/" !== $site->path ) ) {
			throw new \RuntimeException( "the test network has no site /{$path}/" );
		}
		return (int) $site->blog_id;
	}

	/**
	 * Plays one front-end request (tests/php/includes/page-view.php) in a child process: status, body
	 * of an XML or short answer, queries and writes, and every PHP notice the request raised.
	 *
	 * @return array<string, mixed>
	 */
	protected function page_view( string $uri ): array {
		list( $rc, $text ) = $this->child( 'page-view.php', 'on', $uri );
		$this->assertSame( 0, $rc, "{$uri}:\n{$text}" );
		$json = json_decode( (string) strrchr( "\n" . $text, "\n" ), true );
		$this->assertIsArray( $json, "{$uri} printed no report:\n{$text}" );
		$json['output'] = $text;
		return $json;
	}

	/**
	 * Loads one wp-admin page as a signed-in user (tests/php/includes/admin-page.php) in a child process.
	 *
	 * @return array<string, mixed> status, died, errors, notices, roots, footer, title, bytes.
	 */
	protected function admin_page( int $user, string $uri ): array {
		list( $rc, $text ) = $this->child( 'admin-page.php', (string) $user, $uri );
		$json = json_decode( (string) strrchr( "\n" . $text, "\n" ), true );
		$this->assertIsArray( $json, "{$uri} printed no report (exit {$rc}):\n" . substr( $text, -3000 ) );
		return $json;
	}

	/**
	 * Errors and notices of a request that come from Sightline SEO (its files, or naming it).
	 *
	 * @param array<string, mixed> $report From admin_page().
	 * @return list<string>
	 */
	protected static function ours( array $report ): array {
		$repo = (string) realpath( SIGHTLINE_TESTS_REPO );
		$core = rtrim( (string) realpath( (string) getenv( 'SIGHTLINE_TEST_WP_CORE' ) ), '/' );
		return array_values(
			array_filter(
				array_merge( $report['errors'], $report['notices'] ),
				// Core's folder may be named after us (the test cache): only our files and our name count.
				static fn( $line ) => str_contains( $line, $repo ) || 1 === preg_match( '/sightline/i', str_replace( $core, '', $line ) )
			)
		);
	}
}
