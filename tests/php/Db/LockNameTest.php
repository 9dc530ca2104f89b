<?php
/**
 * Database lock names are server-wide: another install on the same database server must not be able to
 * hold ours. Names carry a keyed hash with this install's secret, and every GET_LOCK goes through Db\Lock.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Db;

use Sightline\Db\Lock;
use Sightline\Migration\Migrator;
use Sightline\Tests\TestCase;

final class LockNameTest extends TestCase {

	public function test_a_lock_name_is_keyed_with_the_install_secret(): void {
		global $wpdb;
		$name = Lock::name( 'migrate_post' );
		$this->assertMatchesRegularExpression( '/^sightline_[0-9a-f]{40}$/', $name );
		$this->assertLessThanOrEqual( 64, strlen( $name ) );
		$this->assertStringNotContainsString( $wpdb->prefix, $name );
		$this->assertStringNotContainsString( 'migrate', $name );
		$this->assertNotSame( $name, Lock::name( 'migrate_term' ) );

		// Another install (another salt) on the same server gets another name for the same purpose.
		$other_salt = static fn() => 'another install salt';
		add_filter( 'salt', $other_salt );
		$other = Lock::name( 'migrate_post' );
		remove_filter( 'salt', $other_salt );
		$this->assertNotSame( $name, $other );
	}

	public function test_another_connection_holding_the_guessable_names_does_not_stop_us(): void {
		global $wpdb;
		if ( 'sqlite' === DB_ENGINE ) {
			$this->markTestSkipped( 'Named locks need a database server: run with --db mariadb.' );
		}
		[ $host, $port ] = array_pad( explode( ':', DB_HOST ), 2, '3306' );
		$other           = new \mysqli( $host, DB_USER, DB_PASSWORD, DB_NAME, (int) $port );
		// What a hostile neighbour would hold: the names we used before, built from the table prefix.
		foreach ( array( 'sightline_migrate_' . $wpdb->prefix . 'post', 'sightline_404_fold_' . $wpdb->prefix ) as $guess ) {
			$this->assertSame( '1', (string) $other->query( "SELECT GET_LOCK('" . $other->real_escape_string( $guess ) . "', 0)" )->fetch_row()[0] );
		}
		// And a neighbour that computes a name with its own secret.
		add_filter( 'salt', $neighbour = static fn() => 'neighbour salt' );
		$neighbours = Lock::name( 'migrate_post' );
		remove_filter( 'salt', $neighbour );
		$this->assertSame( '1', (string) $other->query( "SELECT GET_LOCK('" . $other->real_escape_string( $neighbours ) . "', 0)" )->fetch_row()[0] );

		$started = microtime( true );
		$this->assertTrue( Migrator::lock( 'post' ) );
		Migrator::unlock( 'post' );
		$this->assertLessThan( 5.0, microtime( true ) - $started );
		$other->close();
	}

	public function test_every_get_lock_of_ours_is_named_by_the_one_helper(): void {
		$root  = dirname( __DIR__, 3 ) . '/includes';
		$files = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $root, \FilesystemIterator::SKIP_DOTS ) );
		$read  = 0;
		foreach ( $files as $file ) {
			if ( 'php' !== $file->getExtension() ) {
				continue;
			}
			++$read;
			$code = (string) file_get_contents( $file->getPathname() );
			if ( ! str_contains( $code, 'GET_LOCK' ) || str_ends_with( $file->getPathname(), 'db/class-lock.php' ) ) {
				continue;
			}
			$this->assertMatchesRegularExpression( '/Lock::name\(/', $code, $file->getPathname() . ' takes a lock not named by Db\Lock' );
			$this->assertDoesNotMatchRegularExpression( "/'sightline_[a-z0-9_]*'\s*\.\s*\\\$wpdb->prefix/", $code, $file->getPathname() . ' builds a guessable lock name' );
		}
		$this->assertGreaterThan( 100, $read, 'the scan read the plugin\'s PHP files' );
	}
}
