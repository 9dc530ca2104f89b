<?php
/**
 * The IndexNow key file and /llms.txt in real requests (each in its own PHP process, through
 * tests/php/includes/page-view.php): answered on `setup_theme`, before the theme, `init` and the main
 * query (/llms.txt once its stored copy exists), writing nothing to the database; a page view is untouched.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Indexnow;

use Sightline\Indexnow\Change_Watcher;
use Sightline\Indexnow\Key;
use Sightline\Indexnow\Queue;
use Sightline\Settings\Settings;
use Sightline\Sitemaps\Store;
use Sightline\Tests\Factory;
use Sightline\Tests\TestCase;

final class EarlyTextFilesTest extends TestCase {

	/** @var mixed The settings before this class (restored after it). */
	private static $saved_settings;

	private static string $key = '';

	public static function wpSetUpBeforeClass( Factory $factory ): void {
		// The post first, while IndexNow is off: nothing is queued or scheduled outside the tests' transactions.
		$factory->post->create( array( 'post_title' => 'Early text post' ) );
		self::$saved_settings = get_option( Settings::OPTION, array() );
		$settings             = is_array( self::$saved_settings ) ? self::$saved_settings : array();
		update_option(
			Settings::OPTION,
			array(
				'enable_indexnow' => true,
				'enable_llms_txt' => true,
			) + $settings,
			true
		);
		self::$key = ( new Key() )->ensure();
		( new Store() )->flush();
	}

	public static function wpTearDownAfterClass(): void {
		update_option( Settings::OPTION, self::$saved_settings, true );
		delete_option( Key::OPTION );
		( new Queue() )->clear();
		wp_clear_scheduled_hook( Change_Watcher::SEND_HOOK );
		( new Store() )->flush();
	}

	public function test_the_key_file_is_answered_before_the_theme_and_init(): void {
		$answer = $this->child( '/' . self::$key . '.txt' );
		$this->assertSame( strlen( self::$key ), $answer['bytes'], 'the key, nothing else' );
		$this->assertSame( array( 0, 0, 0 ), array( $answer['theme'], $answer['init'], $answer['wp'] ) );
		$this->assertSame( array(), $answer['writes'] );

		$other = $this->child( '/' . strrev( self::$key ) . '.txt' );
		$this->assertGreaterThan( 0, $other['wp'], 'another name goes on to WordPress' );
		$this->assertSame( array( 404 ), $other['is'] ); // JSON turns the key '404' into a number.
	}

	public function test_llms_txt_is_built_once_then_answered_early_without_database_writes(): void {
		$first = $this->child( '/llms.txt' );
		$this->assertGreaterThan( 0, $first['init'], 'built after init, once post types exist' );
		$this->assertSame( 0, $first['wp'], 'answered before the main query' );
		$this->assertSame( array(), $first['writes'] );
		$this->assertGreaterThan( strlen( "# x\n" ), $first['bytes'] );

		$second = $this->child( '/llms.txt' );
		$this->assertSame( array( 0, 0, $first['bytes'] ), array( $second['theme'], $second['init'], $second['bytes'] ), 'the stored copy, before the theme and init' );
		$this->assertSame( array(), $second['writes'] );
		$this->assertLessThan( count( $first['queries'] ), count( $second['queries'] ) );
	}

	/**
	 * @return array<string, mixed> What tests/php/includes/page-view.php reported.
	 */
	private function child( string $uri ): array {
		$command = escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( dirname( __DIR__ ) . '/includes/page-view.php' ) . ' on ' . escapeshellarg( $uri ) . ' 2>&1';
		exec( $command, $out, $rc );
		$json = json_decode( (string) strrchr( "\n" . implode( "\n", $out ), "\n" ), true );
		$this->assertSame( 0, $rc, implode( "\n", $out ) );
		$this->assertIsArray( $json, implode( "\n", $out ) );
		return $json;
	}
}
