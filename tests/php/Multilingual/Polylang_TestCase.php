<?php
/**
 * The Polylang site the multilingual tests read: three languages (English, the default, at /; French
 * at /fr/; German at /de/) with the content of tests/php/includes/polylang-content.php.
 *
 * Polylang runs for real, in child processes (tests/php/includes/polylang-site.php), on a second site
 * of the test database (its own table prefix). It is not part of this repository:
 * SIGHTLINE_POLYLANG_DIR (default /opt/plugins/polylang) must hold a loadable copy of the plugin folder
 * (a release tag of its public repository, github.com/polylang/polylang, exported, then
 * `composer dump-autoload --no-dev` in it; tested with 3.8.7). Without it the tests are skipped and say so.
 * SIGHTLINE_POLYLANG_BULK=N adds N translated posts per language first (the bench: bench/README.md).
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Multilingual;

use Sightline\Tests\TestCase;

abstract class Polylang_TestCase extends TestCase {

	protected const LANGUAGES = array(
		'en' => 'en-US',
		'fr' => 'fr-FR',
		'de' => 'de-DE',
	);

	/** Why the Polylang tests cannot run here, or null when they can. */
	protected static ?string $missing = null;

	/** @var array{posts: array<string, array<string, int>>, terms: array<string, array<string, int>>, urls: array<string, array<string, string>>} */
	protected static array $content;

	/**
	 * The site is made before any test's transaction (the child processes write to the same database).
	 */
	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$missing = null;
		$dir           = rtrim( (string) ( getenv( 'SIGHTLINE_POLYLANG_DIR' ) ?: '/opt/plugins/polylang' ), '/' );
		if ( ! is_file( $dir . '/polylang.php' ) || ! is_file( $dir . '/vendor/autoload.php' ) ) {
			self::$missing = "No loadable Polylang in {$dir} (its polylang.php and Composer's vendor/autoload.php). Export a release tag of github.com/polylang/polylang there and run `composer dump-autoload --no-dev` in it, or point SIGHTLINE_POLYLANG_DIR at one, kept outside this repository.";
			return;
		}
		putenv( 'SIGHTLINE_POLYLANG_DIR=' . $dir );
		self::site( 'install' );
		self::site( 'activate' );
		self::site( 'languages' );
		self::$content = self::json( self::site( 'content' ) );
	}

	public static function tearDownAfterClass(): void {
		if ( null === self::$missing ) {
			self::site( 'drop' );
		}
		parent::tearDownAfterClass();
	}

	/**
	 * Runs one step of polylang-site.php and returns what it printed.
	 */
	protected static function site( string ...$args ): string {
		$command = escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( dirname( __DIR__ ) . '/includes/polylang-site.php' ) . ' ' . implode( ' ', array_map( 'escapeshellarg', $args ) ) . ' 2>&1';
		exec( $command, $out, $rc );
		$output = implode( "\n", $out );
		if ( 0 !== $rc ) {
			throw new \RuntimeException( 'polylang-site.php ' . implode( ' ', $args ) . " failed ({$rc}):\n" . $output );
		}
		return $output;
	}

	/**
	 * The JSON a step printed on its last line (a notice logged before it is left aside).
	 *
	 * @return array<mixed>
	 */
	protected static function json( string $output ): array {
		$lines = explode( "\n", trim( $output ) );
		$data  = json_decode( (string) end( $lines ), true );
		if ( ! is_array( $data ) ) {
			throw new \RuntimeException( "a step printed no JSON:\n" . substr( $output, 0, 2000 ) );
		}
		return $data;
	}

	/**
	 * One page view of the site, with Sightline SEO ("on") or Polylang alone ("off").
	 *
	 * @return array{html: string, queries: list<string>, loaded: bool}
	 */
	protected static function page( string $url, string $side ): array {
		$path = (string) wp_parse_url( $url, PHP_URL_PATH );
		return self::json( self::site( 'page', '' !== $path ? $path : '/', $side ) );
	}

	protected function needs_polylang(): void {
		if ( null !== self::$missing ) {
			$this->markTestSkipped( self::$missing );
		}
	}
}
