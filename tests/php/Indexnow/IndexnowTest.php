<?php
/**
 * IndexNow (issue 18, point 4): opt-in, a key served at its key file URL, changed URLs queued on
 * publish, update, trash and noindex changes, sent later in one batch by a WP-Cron event (never
 * during the save), to api.indexnow.org as JSON, with the outcome kept for the settings screen.
 * No test reaches the network: every HTTP call is answered by a pre_http_request filter.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Indexnow;

use Sightline\Contracts\Contract;
use Sightline\Indexnow\Change_Watcher;
use Sightline\Indexnow\Key;
use Sightline\Indexnow\Key_File;
use Sightline\Indexnow\Last_Result;
use Sightline\Indexnow\Queue;
use Sightline\Indexnow\Site_Health;
use Sightline\Indexnow\Submitter;
use Sightline\Plugin;
use Sightline\Settings\Object_Meta;
use Sightline\Settings\Settings;
use Sightline\Tests\TestCase;

final class IndexnowTest extends TestCase {

	/** @var list<array{url: string, args: array<string, mixed>}> Every HTTP call the code tried. */
	private array $calls = array();

	/** @var array<string, mixed>|\WP_Error What the fake IndexNow answers. */
	private $answer;

	protected function setUp(): void {
		parent::setUp();
		$this->set_permalink_structure( '/%postname%/' );
		$this->answer = array(
			'headers'  => array(),
			'body'     => '',
			'response' => array(
				'code'    => 200,
				'message' => 'OK',
			),
			'cookies'  => array(),
		);
		add_filter(
			'pre_http_request',
			function ( $pre, $args, $url ) {
				$this->calls[] = array(
					'url'  => $url,
					'args' => $args,
				);
				return $this->answer;
			},
			10,
			3
		);
		wp_clear_scheduled_hook( Change_Watcher::SEND_HOOK );
		( new Queue() )->clear();
	}

	private function turn( bool $on ): void {
		$this->assertIsArray( Plugin::get( Settings::class )->update( array( 'enable_indexnow' => $on ) ) );
	}

	private function queued(): array {
		return ( new Queue() )->peek();
	}

	private function run_send_event(): void {
		do_action( Change_Watcher::SEND_HOOK );
	}

	public function test_it_is_off_by_default_and_nothing_is_queued_scheduled_or_sent(): void {
		$this->assertFalse( Plugin::get( Settings::class )->get( 'enable_indexnow' ) );
		$post = self::factory()->post->create( array( 'post_title' => 'Quiet' ) );
		wp_update_post(
			array(
				'ID'           => $post,
				'post_content' => 'Changed',
			)
		);
		wp_trash_post( $post );

		$this->assertSame( array(), $this->queued() );
		$this->assertFalse( wp_next_scheduled( Change_Watcher::SEND_HOOK ) );
		$this->run_send_event();
		$this->assertSame( array(), $this->calls, 'no request while off' );
		$this->assertSame( '', ( new Key() )->get(), 'no key before IndexNow is turned on' );
		$this->assertNull( ( new Last_Result() )->get() );
	}

	public function test_turning_it_on_makes_a_key_served_as_text_at_its_key_file_url(): void {
		$this->turn( true );
		$key = ( new Key() )->get();
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{32}$/', $key );

		$file = Plugin::get( Key_File::class );
		$this->assertSame( home_url( '/' . $key . '.txt' ), Key::file_url( $key ) );
		$answer = $file->find( '/' . $key . '.txt' );
		$this->assertSame( 200, $answer['status'] );
		$this->assertSame( $key, $answer['body'] );
		$this->assertSame( 'text/plain; charset=utf-8', $answer['headers']['Content-Type'] );
		$this->assertSame( $answer, $file->find( '/' . $key . '.txt?ver=1' ), 'a query string changes nothing' );
		foreach ( array( '/robots.txt', '/llms.txt', '/' . strrev( $key ) . '.txt', '/sub/' . $key . '.txt', '/' . $key . '.txt.bak', '/?rest_route=/' . $key . '.txt' ) as $other ) {
			$this->assertNull( $file->find( $other ), $other );
		}

		$this->turn( false );
		$this->assertNull( $file->find( '/' . $key . '.txt' ), 'off: the key file is not served' );
		$this->turn( true );
		$this->assertSame( $key, ( new Key() )->get(), 'turning it on again keeps the key' );
	}

	public function test_a_publish_is_queued_during_the_save_and_sent_later_by_the_cron_event_as_indexnow_json(): void {
		$this->turn( true );
		$post = self::factory()->post->create( array( 'post_title' => 'Fresh news' ) );
		$url  = get_permalink( $post );

		$this->assertSame( array(), $this->calls, 'the save made no remote call' );
		$this->assertSame( array( $url ), $this->queued() );
		$next = wp_next_scheduled( Change_Watcher::SEND_HOOK );
		$this->assertIsInt( $next, 'a single event sends it' );
		$this->assertGreaterThan( time(), $next, 'in the background, later' );

		$this->run_send_event();

		$this->assertCount( 1, $this->calls );
		$call = $this->calls[0];
		$this->assertSame( 'https://api.indexnow.org/indexnow', $call['url'] );
		$this->assertSame( 'POST', $call['args']['method'] );
		$this->assertSame( 0, $call['args']['redirection'], 'no redirects' );
		$this->assertLessThanOrEqual( 5, $call['args']['timeout'], 'fails fast' );
		$this->assertSame( 'application/json; charset=utf-8', $call['args']['headers']['Content-Type'] );
		$key = ( new Key() )->get();
		$this->assertSame(
			array(
				'host'        => wp_parse_url( home_url(), PHP_URL_HOST ),
				'key'         => $key,
				'keyLocation' => home_url( '/' . $key . '.txt' ),
				'urlList'     => array( $url ),
			),
			json_decode( $call['args']['body'], true )
		);
		$this->assertSame( array(), $this->queued(), 'the queue was taken' );
		$last = ( new Last_Result() )->get();
		$this->assertSame( array( 200, 1, '' ), array( $last['status'], $last['count'], $last['error'] ) );
		$this->assertEqualsWithDelta( time(), $last['time'], 5 );
	}

	public function test_changes_are_batched_into_one_request_each_url_once(): void {
		$this->turn( true );
		$first  = self::factory()->post->create( array( 'post_title' => 'One' ) );
		$second = self::factory()->post->create(
			array(
				'post_title' => 'Two',
				'post_type'  => 'page',
			)
		);
		wp_update_post(
			array(
				'ID'           => $first,
				'post_content' => 'Edited',
			)
		);
		$this->run_send_event();

		$this->assertCount( 1, $this->calls, 'one request for every change since the last run' );
		$this->assertSame( array( get_permalink( $first ), get_permalink( $second ) ), json_decode( $this->calls[0]['args']['body'], true )['urlList'] );
		$this->run_send_event();
		$this->assertCount( 1, $this->calls, 'an empty queue sends nothing' );
	}

	public function test_update_trash_and_slug_changes_queue_the_addresses_search_engines_know(): void {
		$post = self::factory()->post->create(
			array(
				'post_title' => 'Moving',
				'post_name'  => 'moving',
			)
		);
		$old  = get_permalink( $post );
		$this->turn( true );

		wp_update_post(
			array(
				'ID'        => $post,
				'post_name' => 'moved',
			)
		);
		$new = get_permalink( $post );
		$this->assertSame( array( $old, $new ), $this->queued(), 'a new address: the old one and the new one' );

		( new Queue() )->take();
		wp_trash_post( $post );
		$this->assertSame( array( $new ), $this->queued(), 'trashed: the address it had, not the trashed one' );
	}

	public function test_drafts_private_password_protected_and_noindexed_posts_are_never_queued(): void {
		$this->turn( true );
		self::factory()->post->create( array( 'post_status' => 'draft' ) );
		self::factory()->post->create( array( 'post_status' => 'private' ) );
		self::factory()->post->create( array( 'post_password' => 'secret' ) );
		$hidden = self::factory()->post->create( array( 'post_status' => 'draft' ) );
		update_post_meta( $hidden, Object_Meta::key( 'robots_noindex' ), 'on' );
		wp_publish_post( $hidden );
		register_post_type( 'sl_internal', array( 'public' => false ) );
		self::factory()->post->create( array( 'post_type' => 'sl_internal' ) );
		$this->assertIsArray( Plugin::get( Settings::class )->update( array( 'no_index' => array( 'page' ) ) ) );
		self::factory()->post->create( array( 'post_type' => 'page' ) );

		$this->assertSame( array(), $this->queued() );
		$this->assertFalse( wp_next_scheduled( Change_Watcher::SEND_HOOK ) );
	}

	public function test_a_noindex_change_queues_the_url_so_engines_recrawl_it(): void {
		$post = self::factory()->post->create();
		$this->turn( true );

		update_post_meta( $post, Object_Meta::key( 'robots_noindex' ), 'on' );
		$this->assertSame( array( get_permalink( $post ) ), $this->queued(), 'noindexed: sent so engines drop it' );

		( new Queue() )->take();
		delete_post_meta( $post, Object_Meta::key( 'robots_noindex' ) );
		$this->assertSame( array( get_permalink( $post ) ), $this->queued(), 'indexable again: sent so engines add it' );

		( new Queue() )->take();
		update_post_meta( $post, Object_Meta::key( 'description' ), 'Another field' );
		$this->assertSame( array(), $this->queued(), 'other fields are not a noindex change' );
	}

	public function test_bulk_writes_queue_nothing(): void {
		$this->turn( true );
		do_action( 'sightline_bulk_write_start' );
		self::factory()->post->create();
		do_action( 'sightline_bulk_write_end' );
		$this->assertSame( array(), $this->queued() );
		$after = self::factory()->post->create();
		$this->assertSame( array( get_permalink( $after ) ), $this->queued() );
	}

	public function test_a_site_hidden_from_search_engines_sends_nothing(): void {
		$this->turn( true );
		update_option( 'blog_public', '0' );
		self::factory()->post->create();
		( new Queue() )->add( array( home_url( '/queued-before/' ) ) );
		$this->run_send_event();
		$this->assertSame( array(), $this->calls );
	}

	public function test_turning_it_off_drops_the_queue_and_the_pending_event_and_sends_nothing(): void {
		$this->turn( true );
		self::factory()->post->create();
		$this->assertNotSame( array(), $this->queued() );

		$this->turn( false );
		$this->assertSame( array(), $this->queued() );
		$this->assertFalse( wp_next_scheduled( Change_Watcher::SEND_HOOK ) );
		( new Queue() )->add( array( home_url( '/late/' ) ) );
		$this->run_send_event();
		$this->assertSame( array(), $this->calls, 'an event that still runs sends nothing while off' );
	}

	public function test_deactivating_the_plugin_drops_the_pending_event(): void {
		$this->turn( true );
		self::factory()->post->create();
		$this->assertIsInt( wp_next_scheduled( Change_Watcher::SEND_HOOK ) );
		\Sightline\Lifecycle::deactivate();
		$this->assertFalse( wp_next_scheduled( Change_Watcher::SEND_HOOK ) );
	}

	public function test_urls_of_another_host_are_not_sent(): void {
		$this->turn( true );
		( new Queue() )->add( array( 'https://elsewhere.example/page/', home_url( '/mine/' ) ) );
		$this->run_send_event();
		$this->assertSame( array( home_url( '/mine/' ) ), json_decode( $this->calls[0]['args']['body'], true )['urlList'] );
	}

	public function test_failures_are_recorded_with_a_clear_error(): void {
		$this->turn( true );
		$key = ( new Key() )->get();

		$this->answer = new \WP_Error( 'http_request_failed', 'Connection timed out after 5001 milliseconds' );
		( new Queue() )->add( array( home_url( '/a/' ), home_url( '/b/' ) ) );
		$this->run_send_event();
		$last = ( new Last_Result() )->get();
		$this->assertSame( array( 0, 2 ), array( $last['status'], $last['count'] ) );
		$this->assertSame( 'IndexNow could not be reached: Connection timed out after 5001 milliseconds', $last['error'] );

		$this->answer = array(
			'headers'  => array(),
			'body'     => '',
			'response' => array(
				'code'    => 403,
				'message' => 'Forbidden',
			),
			'cookies'  => array(),
		);
		( new Queue() )->add( array( home_url( '/a/' ) ) );
		$this->run_send_event();
		$last = ( new Last_Result() )->get();
		$this->assertSame( 403, $last['status'] );
		$this->assertStringContainsString( home_url( '/' . $key . '.txt' ), $last['error'] );
		$this->assertFalse( ( new Last_Result() )->succeeded() );

		$this->assertSame( '', Submitter::error_for( 202, 'example.org', '' ), '202: accepted, key check pending' );
		$this->assertStringContainsString( 'HTTP 422', Submitter::error_for( 422, 'example.org', '' ) );
		$this->assertStringContainsString( 'HTTP 429', Submitter::error_for( 429, 'example.org', '' ) );
	}

	public function test_concurrent_additions_are_all_kept(): void {
		$one = new Queue();
		$two = new Queue();
		$one->add( array( home_url( '/1/' ) ) );
		$two->add( array( home_url( '/2/' ), home_url( '/1/' ) ) );
		$one->add( array( home_url( '/3/' ) ) );
		$this->assertSame( array( home_url( '/1/' ), home_url( '/2/' ), home_url( '/3/' ) ), $two->take() );
		$this->assertSame( array(), $one->take() );
	}

	public function test_the_rest_status_needs_manage_options_and_reports_the_last_result(): void {
		$this->assertRestError( 401, 'rest_forbidden', $this->rest( 'GET', '/sightline/v1/indexnow' ) );
		$this->assertRestError( 403, 'rest_forbidden', $this->rest( 'GET', '/sightline/v1/indexnow', array(), 'editor' ) );

		$off = $this->rest( 'GET', '/sightline/v1/indexnow', array(), 'administrator' )->get_data();
		$this->assertSame( false, $off['enabled'] );
		$this->assertSame( '', $off['key'] );
		$this->assertNull( $off['last_result'] );

		$this->turn( true );
		self::factory()->post->create();
		$queued = $this->rest( 'GET', '/sightline/v1/indexnow', array(), 'administrator' )->get_data();
		$this->assertTrue( $queued['enabled'] );
		$this->assertSame( home_url( '/' . $queued['key'] . '.txt' ), $queued['key_url'] );
		$this->assertSame( 1, $queued['queued'] );
		$this->assertIsInt( $queued['next_send'] );

		$this->run_send_event();
		$sent = $this->rest( 'GET', '/sightline/v1/indexnow', array(), 'administrator' )->get_data();
		foreach ( array( $off, $queued, $sent ) as $answer ) {
			$this->assertKeepsContract( 'rest-indexnow', $answer );
		}
		$schema = $this->rest( 'OPTIONS', '/sightline/v1/indexnow', array(), 'administrator' )->get_data()['schema'];
		$this->assertSame( Contract::schema( 'rest-indexnow' )['properties'], $schema['properties'], 'the route publishes its contract' );
		$this->assertSame( 0, $sent['queued'] );
		$this->assertSame( 200, $sent['last_result']['status'] );
		$this->assertSame( 1, $sent['last_result']['count'] );
		$this->assertSame( '', $sent['last_result']['error'] );
	}

	public function test_site_health_reports_a_failed_submission(): void {
		$health = Plugin::get( Site_Health::class );
		$this->assertArrayNotHasKey( Site_Health::TEST, $health->register( array() )['direct'] ?? array(), 'no test while off' );
		$this->turn( true );
		$this->assertArrayHasKey( Site_Health::TEST, $health->register( array() )['direct'] );
		$this->assertSame( 'good', $health->run()['status'] );

		( new Last_Result() )->record( 429, 3, 'IndexNow asked to slow down (HTTP 429): too many submissions.' );
		$result = $health->run();
		$this->assertSame( 'recommended', $result['status'] );
		$this->assertStringContainsString( 'HTTP 429', $result['description'] );
		$this->assertStringContainsString( '3 URLs were submitted', $result['description'] );
	}
}
