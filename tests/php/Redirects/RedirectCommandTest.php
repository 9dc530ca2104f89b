<?php
/**
 * `wp sightline redirect list|add|delete|import|export` through the same checks as the screen.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Redirects;

use Sightline\Redirects\Redirect_Command;
use Sightline\Plugin;

require_once __DIR__ . '/Redirect_TestCase.php';
require_once dirname( __DIR__ ) . '/Sitemaps/fake-wp-cli.php';

final class RedirectCommandTest extends Redirect_TestCase {

	protected function setUp(): void {
		parent::setUp();
		\WP_CLI::$messages = array();
	}

	private function command(): Redirect_Command {
		return Plugin::get( Redirect_Command::class );
	}

	public function test_add_list_and_delete(): void {
		$this->command()->add( array( '/cli-old', '/cli-new' ), array( 'status' => '302' ) );
		$this->command()->add( array( '^/n/(\d+)$', '/numbers/$1' ), array( 'match' => 'regex', 'disabled' => true ) );
		$rules = iterator_to_array( $this->redirects()->each(), false );
		$this->assertSame( array( array( '/cli-old', 302, true ), array( '^/n/(\d+)$', 301, false ) ), array_map( static fn( $r ) => array( $r['source'], $r['status'], $r['enabled'] ), $rules ) );
		$this->assertSame( array( 'success', sprintf( 'Added redirect #%d.', $rules[0]['id'] ) ), \WP_CLI::$messages[0] );

		\WP_CLI::$messages = array();
		$this->command()->list_( array(), array( 'format' => 'json', 'search' => 'cli' ) );
		$listed = json_decode( \WP_CLI::$messages[0][1], true );
		$this->assertSame( array( '/cli-old' ), array_column( $listed, 'source' ) );

		$this->command()->delete( array( (string) $rules[0]['id'] ), array() );
		$this->assertSame( 1, iterator_count( $this->redirects()->each() ) );
		$this->expectExceptionMessage( 'Deleted 0 of 1 redirects' );
		$this->command()->delete( array( '999999' ), array() );
	}

	public function test_add_reports_the_validation_error(): void {
		$this->expectExceptionMessage( 'Protocol-relative' );
		$this->command()->add( array( '/x', '//evil.example' ), array() );
	}

	public function test_import_and_export_files(): void {
		$file = wp_tempnam( 'cli.csv' );
		file_put_contents( $file, "source,target\n/c1,/t1\n/c2,/t2\n" );
		$this->command()->import( array( $file ), array() );
		$this->assertSame( array( 'success', 'Imported 2 redirects.' ), end( \WP_CLI::$messages ) );

		$out = wp_tempnam( 'cli-out.csv' );
		$this->command()->export( array( $out ), array() );
		$this->assertSame( "source,target,status,match,query,enabled\n/c1,/t1,301,exact,keep,1\n/c2,/t2,301,exact,keep,1\n", file_get_contents( $out ) );

		file_put_contents( $file, "/c3,/t3\n/c4,javascript:alert(1)\n" );
		try {
			$this->command()->import( array( $file ), array() );
			$this->fail( 'an invalid file is an error' );
		} catch ( \RuntimeException $error ) {
			$this->assertStringContainsString( 'Nothing was imported', $error->getMessage() );
		}
		$this->assertContains( array( 'warning', 'Line 2: Only http:// and https:// addresses are accepted as targets.' ), \WP_CLI::$messages );
		$this->assertSame( 2, iterator_count( $this->redirects()->each() ) );
		unlink( $file );
		unlink( $out );
	}
}
