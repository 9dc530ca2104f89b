<?php
/**
 * `wp sightline delete-data`: removes what uninstalling with "Remove all data on uninstall" removes (the
 * same code, Uninstaller::delete_everything()), whatever that setting says; a run cut short is finished
 * by the next; without --yes it asks, and a run that cannot ask deletes nothing and says why.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Lifecycle;

use Sightline\Ai\Rate_Limit;
use Sightline\Checks\Score\Score_Store;
use Sightline\Delete_Data_Command;
use Sightline\Migration\Migrator;
use Sightline\Plugin;
use Sightline\Search_Console\Oauth;
use Sightline\Settings\Settings;
use Sightline\Sitemaps\Store;
use Sightline\Tests\TestCase;
use Sightline\Uninstaller;

require_once dirname( __DIR__ ) . '/Sitemaps/fake-wp-cli.php';

final class DeleteDataCommandTest extends TestCase {

	private int $post;
	private int $term;
	private int $user;

	protected function setUp(): void {
		parent::setUp();
		$this->post = self::factory()->post->create();
		$this->term = self::factory()->category->create();
		$this->user = self::factory()->user->create();
		\WP_CLI::$messages = array();
	}

	/**
	 * Every option, field, transient and file uninstall names, written without the plugin's hooks, and
	 * another plugin's look-alikes that must stay.
	 */
	private function seed( bool $others = true ): void {
		global $wpdb;
		foreach ( Uninstaller::options() as $option ) {
			if ( Settings::OPTION !== $option ) {
				$wpdb->replace(
					$wpdb->options,
					array(
						'option_name'  => $option,
						'option_value' => 'seeded',
						'autoload'     => 'off',
					)
				);
			}
		}
		Plugin::get( Settings::class )->update( array( 'separator' => '|' ) );
		$wpdb->replace(
			$wpdb->options,
			array(
				'option_name'  => Rate_Limit::ROW_PREFIX . '1_2',
				'option_value' => '3',
				'autoload'     => 'off',
			)
		);
		if ( $others ) {
			update_option( 'sightline_other_plugins_option', 'not ours' );
		}
		wp_cache_flush();
		set_transient( Oauth::STATE_TRANSIENT . '7', 'state', 900 );
		set_transient( Migrator::LISTING . 'wordpress-seo_post', array( 1 ), 900 );
		$objects = array(
			'post' => array( $wpdb->postmeta, 'post_id', $this->post ),
			'term' => array( $wpdb->termmeta, 'term_id', $this->term ),
			'user' => array( $wpdb->usermeta, 'user_id', $this->user ),
		);
		foreach ( $objects as list( $table, $column, $id ) ) {
			foreach ( array_merge( Uninstaller::meta_keys(), $others ? array( '_sightline_not_a_field_of_ours' ) : array() ) as $key ) {
				$wpdb->insert(
					$table,
					array(
						$column      => $id,
						'meta_key'   => $key, // phpcs:ignore WordPress.DB.SlowDBQuery
						'meta_value' => 'seeded', // phpcs:ignore WordPress.DB.SlowDBQuery
					)
				);
			}
		}
		$dir = (string) ( new Store() )->dir();
		wp_mkdir_p( $dir );
		file_put_contents( $dir . '/' . \Sightline\Files\Uploads::file_name( 'post-post-1.cache' ), "v1\n<urlset/>" );
		wp_cache_flush();
	}

	/**
	 * What of ours (or named like ours) the site holds.
	 *
	 * @return array<string, mixed>
	 */
	private function snapshot(): array {
		global $wpdb;
		$meta = array();
		foreach ( array(
			'post' => $wpdb->postmeta,
			'term' => $wpdb->termmeta,
			'user' => $wpdb->usermeta,
		) as $type => $table ) {
			$meta[ $type ] = $wpdb->get_col( "SELECT meta_key FROM {$table} WHERE meta_key LIKE '%sightline%' ORDER BY meta_key" );
		}
		return array(
			'options'       => $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE '%sightline%' ORDER BY option_name" ),
			'meta'          => $meta,
			'sitemap files' => is_dir( (string) ( new Store() )->dir() ),
		);
	}

	/**
	 * @param array<string, string> $assoc
	 */
	private function run_command( array $assoc, bool $interactive = false ): void {
		( new Delete_Data_Command( static fn(): bool => $interactive ) )( array(), $assoc );
	}

	public function test_it_removes_exactly_what_uninstall_removes(): void {
		$this->seed();
		$seeded = $this->snapshot();
		foreach ( Uninstaller::options() as $option ) {
			$this->assertContains( $option, $seeded['options'], 'seeded: ' . $option );
		}

				// Tables dropped are told by the queries (on MariaDB the test case makes them DROP TEMPORARY TABLE).
		$dropped = array();
		$watch   = static function ( $query ) use ( &$dropped ) {
			if ( is_string( $query ) && preg_match( '/^DROP (?:TEMPORARY )?TABLE IF EXISTS `?(\w+)`?/i', $query, $match ) ) {
				$dropped[] = $match[1];
			}
			return $query;
		};
		add_filter( 'query', $watch );
		$this->run_command( array( 'yes' => '1' ) );
		$after_command            = $this->snapshot();
		$after_command['dropped'] = $dropped;
		$dropped                  = array();

		$this->seed( false );
		Plugin::get( Settings::class )->update( array( 'delete_data_on_uninstall' => true ) );
		Uninstaller::run();
		$after_uninstall            = $this->snapshot();
		$after_uninstall['dropped'] = $dropped;
		remove_filter( 'query', $watch );

		$this->assertSame( $after_uninstall, $after_command );
		$this->assertSame( array( 'sightline_other_plugins_option' ), $after_command['options'], 'every option and transient of ours, another plugin\'s kept' );
		foreach ( array( 'post', 'term', 'user' ) as $type ) {
			$this->assertSame( array( '_sightline_not_a_field_of_ours' ), $after_command['meta'][ $type ], $type . ' meta' );
		}
		$tables = array_merge( array( \Sightline\Not_Found\Table::name() ), array_keys( Uninstaller::tables() ) );
		$this->assertSame( $tables, $after_command['dropped'], 'every table of ours' );
		$this->assertFalse( $after_command['sitemap files'] );
		$this->assertSame( 'success', end( \WP_CLI::$messages )[0] );
	}

	/** Killed part way (here: a query that fails on the second batch of a key), the next run finishes. */
	public function test_a_run_cut_short_is_finished_by_the_next(): void {
		global $wpdb;
		$this->seed();
		$rows = array();
		for ( $i = 1; $i <= 250; $i++ ) {
			$rows[] = $wpdb->prepare( '(%d, %s, %s)', 100000 + $i, Score_Store::SEO_KEY, '80' );
		}
		$wpdb->query( "INSERT INTO {$wpdb->postmeta} (post_id, meta_key, meta_value) VALUES " . implode( ',', $rows ) );
		$deletes = 0;
		$cut     = static function ( $query ) use ( &$deletes ) {
			// The second full batch of the score key's 250 rows.
			if ( is_string( $query ) && preg_match( '/^DELETE FROM \S+postmeta WHERE meta_id IN \((\d+,){99}\d+\)$/', $query ) && 2 === ++$deletes ) {
				throw new \RuntimeException( 'killed' );
			}
			return $query;
		};
		add_filter( 'query', $cut );
		try {
			$this->run_command( array( 'yes' => '1', 'batch' => '100' ) );
			$this->fail( 'the run was not cut short' );
		} catch ( \RuntimeException $killed ) {
			$this->assertSame( 'killed', $killed->getMessage() );
		} finally {
			remove_filter( 'query', $cut );
		}
		$left = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key LIKE %s", '\_sightline%' ) );
		$this->assertGreaterThan( 1, $left, 'rows left by the cut run' );
		$this->assertContains( Settings::OPTION, $this->snapshot()['options'], 'the settings go last' );
		$this->assertSame( array( 'log', 'post meta ' . Score_Store::SEO_KEY . ': 100 rows deleted' ), end( \WP_CLI::$messages ), 'progress was told' );

		\WP_CLI::$messages = array();
		$this->run_command( array( 'yes' => '1', 'batch' => '100' ) );

		$after = $this->snapshot();
		$this->assertSame( array( 'sightline_other_plugins_option' ), $after['options'] );
		$this->assertSame( array( '_sightline_not_a_field_of_ours' ), $after['meta']['post'] );
		$this->assertSame( 'success', end( \WP_CLI::$messages )[0] );
	}

	public function test_without_yes_a_run_that_cannot_ask_deletes_nothing_and_says_why(): void {
		$this->seed();
		$before = $this->snapshot();
		try {
			$this->run_command( array() );
			$this->fail( 'it ran without --yes' );
		} catch ( \RuntimeException $error ) {
			$this->assertStringContainsString( 'Nothing was deleted', $error->getMessage() );
			$this->assertStringContainsString( '--yes', $error->getMessage() );
		}
		$this->assertSame( $before, $this->snapshot() );
	}

	public function test_without_yes_an_interactive_run_asks_first(): void {
		$this->seed();
		$this->run_command( array(), true );
		$this->assertSame( 'confirm', \WP_CLI::$messages[0][0] );
		$this->assertSame( array( 'sightline_other_plugins_option' ), $this->snapshot()['options'] );
	}
}
