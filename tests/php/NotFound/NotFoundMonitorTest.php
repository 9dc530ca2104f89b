<?php
/**
 * The 404 monitor: what a 404 page view records (and what it leaves out), how the log is folded into
 * the table (counted per address, referring hosts, first and last seen), the row cap, the retention,
 * Site Health and `wp sightline 404 list|clear`.
 *
 * @package Sightline
 */

namespace Sightline\Tests\NotFound;

use Sightline\Not_Found\Not_Found_Command;
use Sightline\Not_Found\Log;
use Sightline\Not_Found\Maintenance;
use Sightline\Not_Found\Monitor;
use Sightline\Not_Found\Recorder;
use Sightline\Not_Found\Request_Filter;
use Sightline\Not_Found\Site_Health;
use Sightline\Not_Found\Table;
use Sightline\Files\Uploads;
use Sightline\Plugin;

require_once __DIR__ . '/NotFound_TestCase.php';
require_once dirname( __DIR__ ) . '/Sitemaps/fake-wp-cli.php';

final class NotFoundMonitorTest extends NotFound_TestCase {

	private const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

	/**
	 * Plays a front-end request of $uri up to the recorder (last on template_redirect).
	 *
	 * @param array<string, string> $server Extra $_SERVER entries.
	 */
	private function visit( string $uri, array $server = array() ): void {
		$_SERVER = array_merge(
			$_SERVER,
			array(
				'REQUEST_METHOD'  => 'GET',
				'HTTP_USER_AGENT' => self::BROWSER,
			),
			$server
		);
		unset( $_SERVER['HTTP_REFERER'], $_SERVER['HTTP_SEC_PURPOSE'] );
		$_SERVER = array_merge( $_SERVER, $server );
		$this->go_to( $uri );
		Plugin::get( Recorder::class )->record();
	}

	public function test_the_monitor_is_off_by_default_and_records_nothing_then(): void {
		$this->assertFalse( \Sightline\Settings\Schema::defaults( \Sightline\Settings\Schema::load( 'global-settings' ) )['enable_404_monitor'] );
		$this->visit( '/no-such-page-anywhere/' );
		$this->assertTrue( is_404() );
		$this->assertSame( array(), $this->log()->take() );
	}

	public function test_a_404_is_recorded_with_its_query_and_the_referrer_host_only(): void {
		$this->switch_on();
		$this->visit( '/missing-page/?color=red&utm_source=news&fbclid=abc', array( 'HTTP_REFERER' => 'https://Blog.Example.com/some/post?id=7', 'REMOTE_ADDR' => '203.0.113.9' ) );
		$entries = $this->log()->take();
		$this->assertCount( 1, $entries );
		$this->assertSame( array( '/missing-page/?color=red', 'blog.example.com' ), array( $entries[0]['url'], $entries[0]['host'] ) );
		$this->assertEqualsWithDelta( time(), $entries[0]['time'], 5 );

		$post = self::factory()->post->create( array( 'post_title' => 'Found page' ) );
		$this->visit( (string) get_permalink( $post ) );
		$this->assertFalse( is_404() );
		$this->assertSame( array(), $this->log()->take(), 'a page that exists is not recorded' );
	}

	public function test_the_log_keeps_no_ip_or_user_agent(): void {
		$this->switch_on();
		$this->visit( '/private-check/', array( 'REMOTE_ADDR' => '203.0.113.77', 'HTTP_REFERER' => 'https://news.example.net/x' ) );
		$this->monitor()->fold();
		$stored = (string) wp_json_encode( $this->monitor()->page( '', 1, 10 ), JSON_UNESCAPED_SLASHES );
		$this->assertStringContainsString( '/private-check/', $stored );
		$this->assertStringNotContainsString( '203.0.113.77', $stored );
		$this->assertStringNotContainsString( 'Chrome', $stored );
		$this->assertStringNotContainsString( '/x', str_replace( '/private-check/', '', $stored ), 'only the referrer host' );
	}

	/**
	 * @return array<string, array{0: string, 1: array<string, string>}>
	 */
	public static function noise(): array {
		return array(
			'POST'                 => array( '/form-target/', array( 'REQUEST_METHOD' => 'POST' ) ),
			'prefetch'             => array( '/hovered-link/', array( 'HTTP_SEC_PURPOSE' => 'prefetch;prerender' ) ),
			'no user agent'        => array( '/scripted/', array( 'HTTP_USER_AGENT' => '' ) ),
			'curl'                 => array( '/scripted/', array( 'HTTP_USER_AGENT' => 'curl/8.5.0' ) ),
			'scanner'              => array( '/scripted/', array( 'HTTP_USER_AGENT' => 'Mozilla/5.0 (compatible; Nuclei - Open-source project)' ) ),
			'php probe'            => array( '/old-site/wp-config.php.bak', array() ),
			'php script'           => array( '/phpinfo.php', array() ),
			'dot file'             => array( '/.env', array() ),
			'git folder'           => array( '/.git/config', array() ),
			'plugin probe'         => array( '/wp-content/plugins/revslider/readme.txt', array() ),
			'touch icon'           => array( '/apple-touch-icon-120x120-precomposed.png', array() ),
			'source map'           => array( '/assets/app.min.js.map', array() ),
			'longer than the cap'  => array( '/' . str_repeat( 'a', Request_Filter::MAX_URL ), array() ),
		);
	}

	/**
	 * @dataProvider noise
	 * @param array<string, string> $server
	 */
	public function test_noise_is_left_out( string $uri, array $server ): void {
		$this->switch_on();
		$this->visit( $uri, $server );
		$this->assertTrue( is_404(), 'the request answered 404' );
		$this->assertSame( array(), $this->log()->take() );
	}

	public function test_search_engines_and_missing_images_are_recorded_and_a_filter_can_leave_more_out(): void {
		$this->switch_on();
		$this->visit( '/moved-article/', array( 'HTTP_USER_AGENT' => 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' ) );
		$this->visit( '/wp-content/uploads/2020/01/gone.jpg' );
		$this->assertSame( array( '/moved-article/', '/wp-content/uploads/2020/01/gone.jpg' ), array_column( $this->log()->take(), 'url' ) );

		add_filter( 'sightline_404_monitor_ignore', static fn( $ignore, $url ) => $ignore || str_starts_with( $url, '/feeds/' ), 10, 2 );
		$this->visit( '/feeds/old.xml' );
		$this->assertSame( array(), $this->log()->take() );
	}

	public function test_urls_are_recorded_relative_to_the_home_path_with_control_characters_encoded(): void {
		$this->assertSame( '/a%20b%0Ac?x=1', Request_Filter::url( "/a b\nc", 'x=1&utm_medium=social&gclid=1' ) );
		$this->assertSame( '/only-tracking', Request_Filter::url( '/only-tracking', 'utm_campaign=x' ) );
		$this->assertSame( '/reset?step=2', Request_Filter::url( '/reset', 'email=jo%40example.com&step=2&token=s3cret&PHPSESSID=abc' ), 'no personal data or secret' );
		$this->assertSame( '/list?page=3', Request_Filter::url( '/list', 'page=3&ref=jo@example.com&Name=Jo' ), 'an e-mail address under any name' );
		$this->assertSame( '', Request_Filter::referrer_host( 'not a url' ) );
		$this->assertSame( '', Request_Filter::referrer_host( "https://evil\texample/" ) );
		$this->assertSame( 'xn--bcher-kva.example', Request_Filter::referrer_host( 'https://xn--bcher-kva.example/' ) );
	}

	public function test_the_fold_counts_per_address_with_hosts_and_first_and_last_seen(): void {
		$this->hit( '/a', 3, 'one.example', 3600 );
		$this->hit( '/a', 2, 'two.example' );
		$this->hit( '/a', 1, '' );
		$this->hit( '/b', 1, 'one.example', 60 );
		$this->assertTrue( $this->monitor()->fold() );
		$this->hit( '/a', 1, 'two.example' );
		$this->monitor()->fold();

		$this->assertSame( array( '/a' => 7, '/b' => 1 ), $this->counts() );
		$a = $this->monitor()->page( '/a', 1, 10 )['items'][0];
		$this->assertSame(
			array(
				array(
					'host' => 'one.example',
					'hits' => 3,
				),
				array(
					'host' => 'two.example',
					'hits' => 3,
				),
			),
			$a['referrers']
		);
		$this->assertSame( gmdate( 'Y-m-d H', time() - 3600 ), substr( $a['first_seen'], 0, 13 ) );
		$this->assertEqualsWithDelta( time(), strtotime( $a['last_seen'] . ' UTC' ), 5 );
		$this->assertKeepsContract( 'not-found-entry', $a );
	}

	public function test_lists_search_sort_and_page(): void {
		$this->hit( '/old-shop/item-1', 5 );
		$this->hit( '/old-shop/item-2', 2, 'partner.example' );
		$this->hit( '/about-us-old', 9 );
		$this->hit( '/recent', 1, '', 0 );
		$this->hit( '/older', 1, '', 7200 );

		$this->assertSame( array( '/about-us-old', '/old-shop/item-1', '/old-shop/item-2' ), array_column( $this->monitor()->page( '', 1, 3 )['items'], 'url' ) );
		$this->assertSame( array( '/recent' ), array_column( $this->monitor()->page( '', 2, 4, 'hits', 'desc' )['items'], 'url' ), 'equal counts: newest row first' );
		$this->assertSame( array( '/old-shop/item-2', '/old-shop/item-1' ), array_column( $this->monitor()->page( 'shop', 1, 10, 'hits', 'asc' )['items'], 'url' ) );
		$this->assertSame( array( '/old-shop/item-2' ), array_column( $this->monitor()->page( 'partner', 1, 10 )['items'], 'url' ), 'search finds referring hosts' );
		$this->assertSame( '/older', $this->monitor()->page( '', 1, 10, 'last_seen', 'asc' )['items'][0]['url'] );
		$this->assertSame( 5, $this->monitor()->page( '', 1, 2 )['total'] );
	}

	public function test_delete_and_clear(): void {
		$this->hit( '/x', 2 );
		$this->hit( '/y' );
		$this->monitor()->fold();
		$ids = array_column( $this->monitor()->page( '', 1, 10 )['items'], 'id', 'url' );
		$this->assertSame( 1, $this->monitor()->delete( array( $ids['/x'], 999999 ) ) );
		$this->assertSame( array( '/y' => 1 ), $this->counts() );

		$this->hit( '/z' ); // Logged, not folded yet: clear drops it too.
		$this->assertSame( 1, $this->monitor()->clear() );
		$this->assertSame( array(), $this->counts() );
	}

	public function test_the_table_is_capped_least_seen_and_oldest_first(): void {
		$this->hit( '/popular', 5, '', 86400 );
		$this->hit( '/once-old', 1, '', 7200 );
		$this->hit( '/once-new', 1 );
		$this->hit( '/twice', 2, '', 86400 * 2 );
		$this->monitor()->fold();
		$this->assertSame( 1, Plugin::get( Table::class )->prune( time() - 30 * DAY_IN_SECONDS, 3 ) );
		$this->assertSame( array( '/popular' => 5, '/twice' => 2, '/once-new' => 1 ), $this->counts() );
		$this->assertSame( 5000, Monitor::MAX_ROWS, 'a fixed cap' );
	}

	public function test_cron_folds_and_drops_entries_past_retention(): void {
		$this->assertNotFalse( wp_next_scheduled( Maintenance::CRON_HOOK ), 'scheduled on activation' );
		$this->hit( '/stale', 3, '', ( Monitor::RETENTION_DAYS + 1 ) * DAY_IN_SECONDS );
		$this->hit( '/fresh', 1, '', ( Monitor::RETENTION_DAYS - 1 ) * DAY_IN_SECONDS );
		do_action( Maintenance::CRON_HOOK );
		$this->assertSame( array(), $this->log()->take(), 'the log was folded' );
		$this->assertSame( array( '/fresh' => 1 ), $this->counts() );
	}

	public function test_site_health_counts_this_weeks_404s_while_the_monitor_is_on(): void {
		$health = Plugin::get( Site_Health::class );
		$this->assertArrayNotHasKey( Site_Health::TEST, $health->register( array() )['direct'] ?? array(), 'no test while off' );
		$this->switch_on();
		$this->assertArrayHasKey( Site_Health::TEST, $health->register( array() )['direct'] );

		$this->assertSame( 'good', $health->run()['status'] );
		$this->hit( '/w1', 3 );
		$this->hit( '/w2', 1, '', 3 * DAY_IN_SECONDS );
		$this->hit( '/last-month', 1, '', 10 * DAY_IN_SECONDS );
		$result = $health->run();
		$this->assertSame( 'recommended', $result['status'] );
		$this->assertSame( '2 URLs answered 404 this week', $result['label'] );
		$this->assertStringContainsString( 'admin.php?page=sightline#/tools/404-monitor', $result['actions'] );
	}

	public function test_wp_cli_lists_and_clears(): void {
		\WP_CLI::$messages = array();
		$this->hit( '/cli-missing', 2, 'ref.example' );
		$this->hit( '/cli-other' );
		$command = Plugin::get( Not_Found_Command::class );
		$command->list_( array(), array( 'format' => 'json' ) );
		$listed = json_decode( \WP_CLI::$messages[0][1], true );
		$this->assertSame( array( '/cli-missing', '/cli-other' ), array_column( $listed, 'url' ) );
		$this->assertSame( 'ref.example', $listed[0]['referrers'] );

		try {
			$command->clear( array(), array() );
			$this->fail( 'clear needs --yes' );
		} catch ( \RuntimeException $e ) {
			$this->assertStringContainsString( '--yes', $e->getMessage() );
		}
		$this->assertCount( 2, $this->counts() );
		$command->clear( array(), array( 'yes' => true ) );
		$this->assertSame( array( 'success', 'Deleted 2 recorded addresses.' ), end( \WP_CLI::$messages ) );
		$this->assertSame( array(), $this->counts() );
	}

	public function test_the_log_is_capped_by_lines_as_well_as_bytes(): void {
		for ( $i = 0; $i < Log::MAX_LINES; $i++ ) {
			$this->assertTrue( $this->log()->append( '/l' . $i, '' ), "line {$i}" );
		}
		$this->assertFalse( $this->log()->append( '/one-too-many', '' ), 'short lines stop at the line cap, far below the byte cap' );
		$this->monitor()->fold();
		$this->assertTrue( $this->log()->append( '/after-the-fold', '' ), 'a fold makes room' );
	}

	public function test_a_flood_of_new_addresses_cannot_push_out_the_ones_visitors_hit(): void {
		global $wpdb;
		$visited = array();
		for ( $i = 0; $i < Monitor::MAX_ROWS - 10; $i++ ) {
			$visited[ '/visited-' . $i ] = array(
				'hits'  => 1,
				'first' => time() - 3 * DAY_IN_SECONDS,
				'last'  => time() - 3 * DAY_IN_SECONDS,
				'hosts' => array(),
			);
		}
		Plugin::get( Table::class )->add( $visited );
		for ( $i = 0; $i < 3000; $i++ ) {
			$this->hit( '/scan-' . $i );
		}
		$this->hit( '/visited-7', 2 );
		$this->monitor()->fold();

		$table = Table::name();
		$this->assertSame( Monitor::MAX_ROWS, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" ) ); // phpcs:ignore WordPress.DB
		$this->assertSame( Monitor::MAX_ROWS - 10, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table} WHERE url LIKE '/visited-%'" ), 'every address visitors hit keeps its row' ); // phpcs:ignore WordPress.DB
		$this->assertSame( 3, (int) $wpdb->get_var( $wpdb->prepare( "SELECT hits FROM {$table} WHERE url = %s", '/visited-7' ) ) ); // phpcs:ignore WordPress.DB
		$this->assertSame( 2990, Monitor::dropped()['addresses'], 'the flood past the room is counted, not kept' );
		$this->switch_on();
		$this->assertStringContainsString( '2,990 new addresses', Plugin::get( Site_Health::class )->run()['description'] );
	}

	public function test_a_flood_of_250000_distinct_404s_is_folded_a_chunk_at_a_time(): void {
		$dir = $this->log()->dir();
		$this->assertNotNull( $dir );
		wp_mkdir_p( $dir );
		// A log as a flood (or an older version without the line cap) leaves it: 250,000 distinct addresses.
		$handle = fopen( $dir . '/' . Uploads::file_name( '404.log' ), 'wb' ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		$now    = time();
		for ( $i = 0; $i < 250000; $i += 1000 ) {
			$lines = '';
			for ( $j = $i; $j < $i + 1000; $j++ ) {
				$lines .= $now . "\t\t/flood-" . $j . "-" . str_repeat( 'x', 20 ) . "\n";
			}
			fwrite( $handle, $lines ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		}
		fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		memory_reset_peak_usage();
		$before = memory_get_peak_usage();
		$this->assertTrue( $this->monitor()->fold() );
		$grown = memory_get_peak_usage() - $before;

		$this->assertLessThan( 16 * MB_IN_BYTES, $grown, 'the fold never holds the whole log' );
		$this->assertSame( Monitor::MAX_NEW_PER_FOLD, Plugin::get( Table::class )->count(), 'one fold adds a bounded number of rows' );
		$this->assertSame( 250000 - Log::MAX_LINES, Monitor::dropped()['lines'], 'lines past the cap are counted, not read' );
		$this->assertSame( array(), glob( $dir . '/*.fold' ), 'no fold file left' );
	}

	/**
	 * 10,000 hits of 600 addresses, 500 of them already in the table: each batch of addresses costs one
	 * UPDATE and at most one INSERT (a statement per address before), and every count, host and last
	 * sighting is as a row-by-row fold leaves it.
	 */
	public function test_a_fold_writes_a_batch_of_addresses_in_one_statement(): void {
		$now = time();
		$this->write_log( 1000, static fn( int $i ): string => ( $now - 3600 ) . "\ta.example\t/gone-" . ( $i % 500 ) );
		$this->assertTrue( $this->monitor()->fold() );
		$this->assertCount( 500, $this->monitor()->page( '', 1, 1000 )['items'] );

		$this->write_log( 10000, static fn( int $i ): string => ( $now - $i % 7 ) . "\t" . ( 1 === $i % 2 ? 'b.example' : '' ) . "\t/gone-" . ( $i % 600 ) );
		$sent   = self::queries_sent( fn() => $this->assertTrue( $this->monitor()->fold() ) );
		$writes = preg_grep( '/^\s*(UPDATE|INSERT)\b[^(]*' . Table::NAME . '/i', $sent );
		$this->assertLessThanOrEqual( 20, count( $writes ), "the fold's writes to the table:\n" . implode( "\n", array_map( static fn( string $q ): string => substr( $q, 0, 80 ), $writes ) ) );

		$rows = array_column( $this->monitor()->page( '', 1, 1000 )['items'], null, 'url' );
		$this->assertCount( 600, $rows );
		$this->assertSame( 2 + 17, $rows['/gone-1']['hits'], 'an address of the table counted again' );
		$this->assertSame( 16, $rows['/gone-599']['hits'], 'a new address' );
		$this->assertSame( 10000 + 1000, array_sum( array_column( $rows, 'hits' ) ) );
		$this->assertSame(
			array(
				array(
					'host' => 'b.example',
					'hits' => 17,
				),
				array(
					'host' => 'a.example',
					'hits' => 2,
				),
			),
			$rows['/gone-1']['referrers']
		);
		$this->assertSame( array(), $rows['/gone-598']['referrers'], 'hits without a referrer name no host' );
		$this->assertEqualsWithDelta( $now, strtotime( $rows['/gone-1']['last_seen'] . ' UTC' ), 7, 'the last sighting moved forward' );
		$this->assertSame( gmdate( 'Y-m-d H', $now - 3600 ), substr( $rows['/gone-1']['first_seen'], 0, 13 ), 'the first sighting stays' );

		// A fold of older hits never moves a last sighting back.
		$this->write_log( 1, static fn(): string => ( $now - 86400 ) . "\t\t/gone-1" );
		$this->monitor()->fold();
		$row = $this->monitor()->page( '/gone-1', 1, 10 )['items'][0];
		$this->assertSame( 20, $row['hits'] );
		$this->assertEqualsWithDelta( $now, strtotime( $row['last_seen'] . ' UTC' ), 7 );
	}

	/**
	 * Writes $lines log lines (time, host, address; tab-separated) as page views leave them.
	 *
	 * @param callable(int): string $line
	 */
	private function write_log( int $lines, callable $line ): void {
		$dir = (string) $this->log()->dir();
		wp_mkdir_p( $dir );
		$text = '';
		for ( $i = 0; $i < $lines; $i++ ) {
			$text .= $line( $i ) . "\n";
		}
		file_put_contents( $dir . '/' . Uploads::file_name( '404.log' ), $text, FILE_APPEND ); // phpcs:ignore WordPress.WP.AlternativeFunctions
	}

	public function test_a_fold_file_a_dead_fold_left_is_folded_by_the_next_one(): void {
		$this->hit( '/before-the-crash', 2 );
		$dir = (string) $this->log()->dir();
		rename( $dir . '/' . Uploads::file_name( '404.log' ), $dir . '/' . Uploads::file_name( '404.log' ) . '-deadfold1234.fold' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a fold that died after the rename.
		$this->hit( '/after-the-crash' );
		$this->monitor()->fold();
		$this->assertSame( array( '/before-the-crash' => 2, '/after-the-crash' => 1 ), $this->counts() );
		$this->assertSame( array(), glob( $dir . '/*.fold' ) );
	}
}
