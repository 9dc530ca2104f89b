<?php
/**
 * Base class for Sightline SEO integration tests (a small WP_UnitTestCase).
 *
 * Isolation, for every test: a database transaction rolled back afterwards (DDL made temporary
 * on MariaDB, as in core's suite); object cache flushed; current user 0; $_GET, $_POST,
 * $_REQUEST, $_COOKIE and $_SERVER restored; hooks ($wp_filter, $wp_actions...) restored;
 * registered meta and settings restored; $wp_rest_server, the main query, the loop globals and
 * $wp_scripts/$wp_styles reset; files from create_image() deleted. wp_die() throws
 * WPDieException. Unexpected _doing_it_wrong() / deprecation notices fail the test
 * (declare them with set_expected_incorrect_usage() / set_expected_deprecated()).
 *
 * Class fixtures: `public static function wpSetUpBeforeClass( Factory $factory )` runs once per
 * class, committed; the posts, terms, users and comments it made are deleted after the class
 * (`wpTearDownAfterClass()` runs first). The site's default content is never deleted.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests;

use WP_REST_Request;
use WP_REST_Response;

/**
 * @see tests/php/Harness/HarnessTest.php for examples of every helper.
 */
abstract class TestCase extends \PHPUnit\Framework\TestCase {
	/** @var Factory|null */
	private static $factory_instance;
	/** @var array Saved hook globals (taken once, before the first test). */
	private static $hooks_saved = array();
	/** @var string[] Files made by class fixtures. */
	private static $class_files = array();
	/** @var array<string,int> Highest IDs before the class fixtures were made. */
	private static $class_marks = array();

	/** @var array Superglobals saved in setUp. */
	private $saved_globals = array();
	/** @var array Registered meta / settings saved in setUp. */
	private $saved_registries = array();
	/** @var int[] Users created by rest() for a role, per test. */
	private $role_users = array();
	/** @var string[] */
	private $expected_deprecated = array();
	/** @var string[] */
	private $expected_doing_it_wrong = array();
	/** @var string[] */
	private $caught_deprecated = array();
	/** @var string[] */
	private $caught_doing_it_wrong = array();

	/** @var int|null HTTP status set by the last go_to()/get_page() (status_header). */
	protected $last_status;
	/** @var array Headers WordPress sent for the last go_to()/get_page() (wp_headers + header filters). */
	protected $last_headers = array();

	/**
	 * The fixture factories: self::factory()->post->create( ... ).
	 */
	protected static function factory(): Factory {
		if ( ! self::$factory_instance ) {
			self::$factory_instance = new Factory();
		}
		return self::$factory_instance;
	}

	// ------------------------------------------------------------------------------ lifecycle

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		global $wpdb;
		$wpdb->suppress_errors( false );
		$wpdb->show_errors = true;
		if ( method_exists( static::class, 'wpSetUpBeforeClass' ) ) {
			self::commit_transaction();
			self::$class_marks = self::id_marks();
			call_user_func( array( static::class, 'wpSetUpBeforeClass' ), self::factory() );
			self::commit_transaction();
			self::$class_files = AttachmentFactory::take_files();
		}
		self::flush_cache();
	}

	public static function tearDownAfterClass(): void {
		if ( method_exists( static::class, 'wpTearDownAfterClass' ) ) {
			call_user_func( array( static::class, 'wpTearDownAfterClass' ) );
		}
		if ( method_exists( static::class, 'wpSetUpBeforeClass' ) ) {
			self::delete_data_since( self::$class_marks );
			AttachmentFactory::delete_files( self::$class_files );
			self::$class_files = array();
			self::commit_transaction();
		}
		self::flush_cache();
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		set_time_limit( 0 );
		if ( ! self::$hooks_saved ) {
			self::$hooks_saved = self::backup_hooks();
		}
		$this->saved_globals    = array(
			'_GET'     => $_GET,
			'_POST'    => $_POST,
			'_REQUEST' => $_REQUEST,
			'_COOKIE'  => $_COOKIE,
			'_SERVER'  => $_SERVER,
		);
		$this->saved_registries = array(
			'wp_meta_keys'           => $GLOBALS['wp_meta_keys'] ?? array(),
			'wp_registered_settings' => $GLOBALS['wp_registered_settings'] ?? array(),
			// Admin-screen state (set_current_screen() makes is_admin() true until reset).
			'current_screen'         => $GLOBALS['current_screen'] ?? null,
			'pagenow'                => $GLOBALS['pagenow'] ?? null,
			'hook_suffix'            => $GLOBALS['hook_suffix'] ?? null,
			'typenow'                => $GLOBALS['typenow'] ?? null,
			'taxnow'                 => $GLOBALS['taxnow'] ?? null,
		);
		$_GET                = array();
		$_POST               = array();
		$_REQUEST            = array();
		$this->role_users    = array();
		$this->last_status   = null;
		$this->last_headers  = array();
		self::flush_cache();
		wp_set_current_user( 0 );
		$GLOBALS['wp_rest_server'] = null;
		$this->start_transaction();
		$this->watch_notices();
		foreach ( array( 'wp_die_handler', 'wp_die_ajax_handler', 'wp_die_json_handler', 'wp_die_jsonp_handler', 'wp_die_xml_handler', 'wp_die_xmlrpc_handler' ) as $filter ) {
			add_filter( $filter, array( $this, 'get_wp_die_handler' ) );
		}
	}

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		// A test may have played another kind of request ($_SERVER, a wp-admin screen): decide it again.
		if ( class_exists( \Sightline\Request_Kind::class, false ) ) {
			\Sightline\Request_Kind::forget();
		}

		// Main query, WP and the loop globals, as wp-settings.php leaves them.
		$GLOBALS['wp_the_query'] = new \WP_Query();
		$GLOBALS['wp_query']     = $GLOBALS['wp_the_query'];
		$GLOBALS['wp']           = new \WP();
		foreach ( array( 'post', 'id', 'authordata', 'currentday', 'currentmonth', 'page', 'pages', 'multipage', 'more', 'numpages', 'wp_sitemaps', '_wp_current_template_id', '_wp_current_template_content' ) as $global ) {
			$GLOBALS[ $global ] = null;
		}
		$GLOBALS['wp_rest_server'] = null;
		$GLOBALS['wp_scripts']     = null;
		$GLOBALS['wp_styles']      = null;

		foreach ( $this->saved_globals as $name => $value ) {
			$GLOBALS[ $name ] = $value;
		}
		foreach ( $this->saved_registries as $name => $value ) {
			$GLOBALS[ $name ] = $value;
		}
		self::restore_hooks( self::$hooks_saved );
		wp_set_current_user( 0 );
		if ( function_exists( 'wp_metadata_lazyloader' ) ) {
			$lazy = wp_metadata_lazyloader();
			foreach ( array( 'term', 'comment', 'blog' ) as $type ) {
				try {
					$lazy->reset_queue( $type );
				} catch ( \Throwable $e ) { // phpcs:ignore Generic.CodeAnalysis.EmptyStatement -- type not registered.
				}
			}
		}
		AttachmentFactory::delete_files();
		self::flush_cache();
		parent::tearDown();
		$this->check_notices(); // last: it may fail the test.
	}

	// ------------------------------------------------------------------------------ database

	protected function start_transaction(): void {
		global $wpdb;
		$wpdb->query( 'SET autocommit = 0' );
		$wpdb->query( 'START TRANSACTION' );
		if ( 'sqlite' !== DB_ENGINE ) {
			// MariaDB commits implicitly on DDL: make tables created during a test temporary.
			add_filter( 'query', array( $this, '_create_temporary_tables' ) );
			add_filter( 'query', array( $this, '_drop_temporary_tables' ) );
		}
	}

	/**
	 * One front-end request played whole in its own PHP process (tests/php/includes/page-view.php), with
	 * the plugin on or not loaded ('off'), and what it reported (queries, writes, head, included files…).
	 * Call it outside a test's transaction (wpSetUpBeforeClass) so the child never waits for its locks.
	 *
	 * @param array<string, string> $env Environment for the child (SIGHTLINE_USER_AGENT).
	 * @return array<string, mixed>
	 */
	public static function child_page_view( string $side, string $uri, array $env = array() ): array {
		$prefix = '';
		foreach ( $env as $name => $value ) {
			$prefix .= $name . '=' . escapeshellarg( $value ) . ' ';
		}
		$command = $prefix . escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( __DIR__ . '/page-view.php' ) . ' ' . escapeshellarg( $side ) . ' ' . escapeshellarg( $uri ) . ' 2>&1';
		exec( $command, $out, $rc );
		$json = json_decode( (string) strrchr( "\n" . implode( "\n", $out ), "\n" ), true );
		if ( 0 !== $rc || ! is_array( $json ) ) {
			throw new \RuntimeException( "page-view.php {$side} {$uri} failed ({$rc}):\n" . implode( "\n", $out ) );
		}
		return $json;
	}

	public static function commit_transaction(): void {
		global $wpdb;
		$wpdb->query( 'COMMIT' );
	}

	/**
	 * @param string $query SQL.
	 * @internal
	 */
	public function _create_temporary_tables( $query ) {
		if ( is_string( $query ) && 0 === stripos( trim( $query ), 'CREATE TABLE' ) ) {
			return substr_replace( trim( $query ), 'CREATE TEMPORARY TABLE', 0, 12 );
		}
		return $query;
	}

	/**
	 * @param string $query SQL.
	 * @internal
	 */
	public function _drop_temporary_tables( $query ) {
		if ( is_string( $query ) && 0 === stripos( trim( $query ), 'DROP TABLE' ) ) {
			return substr_replace( trim( $query ), 'DROP TEMPORARY TABLE', 0, 10 );
		}
		return $query;
	}

	/**
	 * Highest post, term, user and comment IDs: what exists now is left alone by delete_data_since().
	 *
	 * @return array<string,int>
	 */
	protected static function id_marks(): array {
		global $wpdb;
		return array(
			'posts'    => (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->posts}" ),
			'terms'    => (int) $wpdb->get_var( "SELECT MAX(term_id) FROM {$wpdb->terms}" ),
			'users'    => (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->users}" ),
			'comments' => (int) $wpdb->get_var( "SELECT MAX(comment_ID) FROM {$wpdb->comments}" ),
		);
	}

	/**
	 * Deletes the posts, terms, users and comments made after id_marks() (the class fixtures),
	 * with their meta and relationships, and recounts the terms they touched. The site's own
	 * content (Hello world!, Sample Page, admin, Uncategorized) stays.
	 *
	 * @param array<string,int> $m Marks from id_marks().
	 */
	protected static function delete_data_since( array $m ): void {
		global $wpdb;
		// phpcs:disable WordPress.DB
		$touched = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT DISTINCT tt.term_taxonomy_id, tt.taxonomy FROM {$wpdb->term_relationships} tr JOIN {$wpdb->term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id WHERE tr.object_id > %d AND tt.term_id <= %d",
				$m['posts'],
				$m['terms']
			)
		);
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->postmeta} WHERE post_id > %d", $m['posts'] ) );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->posts} WHERE ID > %d", $m['posts'] ) );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->term_relationships} WHERE object_id > %d", $m['posts'] ) );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->term_relationships} WHERE term_taxonomy_id IN ( SELECT term_taxonomy_id FROM {$wpdb->term_taxonomy} WHERE term_id > %d )", $m['terms'] ) );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->termmeta} WHERE term_id > %d", $m['terms'] ) );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->term_taxonomy} WHERE term_id > %d", $m['terms'] ) );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->terms} WHERE term_id > %d", $m['terms'] ) );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->commentmeta} WHERE comment_id > %d", $m['comments'] ) );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->comments} WHERE comment_ID > %d OR comment_post_ID > %d", $m['comments'], $m['posts'] ) );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->usermeta} WHERE user_id > %d", $m['users'] ) );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->users} WHERE ID > %d", $m['users'] ) );
		// phpcs:enable
		self::flush_cache();
		$by_taxonomy = array();
		foreach ( $touched as $row ) {
			$by_taxonomy[ $row->taxonomy ][] = (int) $row->term_taxonomy_id;
		}
		foreach ( $by_taxonomy as $taxonomy => $tt_ids ) {
			if ( taxonomy_exists( $taxonomy ) ) {
				wp_update_term_count_now( $tt_ids, $taxonomy );
			}
		}
		self::flush_cache();
	}

	public static function flush_cache(): void {
		wp_cache_flush();
		if ( function_exists( 'wp_cache_flush_runtime' ) ) {
			wp_cache_flush_runtime();
		}
		// The settings are read once per request; a rolled-back test must not leave its values behind.
		if ( class_exists( \Sightline\Plugin::class, false ) ) {
			\Sightline\Plugin::get( \Sightline\Settings\Settings::class )->flush();
		}
	}

	// ------------------------------------------------------------------------------ hooks

	private static function backup_hooks(): array {
		$saved = array();
		foreach ( array( 'wp_filter', 'wp_actions', 'wp_filters', 'wp_current_filter' ) as $global ) {
			$value = $GLOBALS[ $global ] ?? array();
			if ( 'wp_filter' === $global ) {
				$value = array_map(
					static function ( $hook ) {
						return is_object( $hook ) ? clone $hook : $hook;
					},
					$value
				);
			}
			$saved[ $global ] = $value;
		}
		return $saved;
	}

	private static function restore_hooks( array $saved ): void {
		foreach ( $saved as $global => $value ) {
			if ( 'wp_filter' === $global ) {
				$value = array_map(
					static function ( $hook ) {
						return is_object( $hook ) ? clone $hook : $hook;
					},
					$value
				);
			}
			$GLOBALS[ $global ] = $value;
		}
	}

	// ------------------------------------------------------------------------------ wp_die, notices

	/** @internal */
	public function get_wp_die_handler() {
		return array( $this, 'wp_die_handler' );
	}

	/**
	 * @internal
	 * @param string|\WP_Error $message Message.
	 * @param string|int       $title   Title.
	 * @param array|int        $args    Args.
	 * @throws WPDieException Always.
	 */
	public function wp_die_handler( $message, $title = '', $args = array() ) {
		if ( is_wp_error( $message ) ) {
			$message = $message->get_error_message();
		}
		if ( is_int( $args ) ) {
			$args = array( 'response' => $args );
		} elseif ( is_int( $title ) ) {
			$args  = array( 'response' => $title );
			$title = '';
		}
		$e        = new WPDieException( is_scalar( $message ) ? (string) $message : '', (int) ( $args['response'] ?? 500 ) );
		$e->title = $title;
		$e->args  = (array) $args;
		throw $e;
	}

	/**
	 * Declares that the test triggers _doing_it_wrong() for $function_name (otherwise the test fails).
	 *
	 * @param string $function_name Function or method name as WordPress reports it.
	 */
	public function set_expected_incorrect_usage( string $function_name ): void {
		$this->expected_doing_it_wrong[] = $function_name;
	}

	/**
	 * Declares that the test triggers a deprecation notice for $name (function, argument, hook, file, class).
	 *
	 * @param string $name Name as WordPress reports it.
	 */
	public function set_expected_deprecated( string $name ): void {
		$this->expected_deprecated[] = $name;
	}

	private function watch_notices(): void {
		$this->expected_deprecated     = array();
		$this->expected_doing_it_wrong = array();
		$this->caught_deprecated       = array();
		$this->caught_doing_it_wrong   = array();
		add_action(
			'doing_it_wrong_run',
			function ( $function_name, $message = '' ) {
				$this->caught_doing_it_wrong[ $function_name ] = wp_strip_all_tags( (string) $message );
			},
			10,
			2
		);
		foreach ( array( 'deprecated_function_run', 'deprecated_argument_run', 'deprecated_class_run', 'deprecated_file_included', 'deprecated_hook_run', 'deprecated_constructor_run' ) as $hook ) {
			add_action(
				$hook,
				function ( $name, $a = '', $b = '' ) use ( $hook ) {
					$this->caught_deprecated[ (string) $name ] = $hook . ( $b ? ": {$b}" : '' );
				},
				10,
				3
			);
		}
		foreach ( array( 'doing_it_wrong_trigger_error', 'deprecated_function_trigger_error', 'deprecated_argument_trigger_error', 'deprecated_class_trigger_error', 'deprecated_file_trigger_error', 'deprecated_hook_trigger_error', 'deprecated_constructor_trigger_error' ) as $filter ) {
			add_filter( $filter, '__return_false' );
		}
	}

	private function check_notices(): void {
		$errors = array();
		foreach ( array_diff( array_keys( $this->caught_doing_it_wrong ), $this->expected_doing_it_wrong ) as $name ) {
			$errors[] = "Unexpected incorrect usage notice for {$name}: " . $this->caught_doing_it_wrong[ $name ];
		}
		foreach ( array_diff( $this->expected_doing_it_wrong, array_keys( $this->caught_doing_it_wrong ) ) as $name ) {
			$errors[] = "Failed to assert that {$name} triggered an incorrect usage notice.";
		}
		foreach ( array_diff( array_keys( $this->caught_deprecated ), $this->expected_deprecated ) as $name ) {
			$errors[] = "Unexpected deprecation notice for {$name} (" . $this->caught_deprecated[ $name ] . ')';
		}
		foreach ( array_diff( $this->expected_deprecated, array_keys( $this->caught_deprecated ) ) as $name ) {
			$errors[] = "Failed to assert that {$name} triggered a deprecation notice.";
		}
		if ( $errors && ! $this->hasFailed() && ! in_array( $this->getStatus(), array( \PHPUnit\Runner\BaseTestRunner::STATUS_SKIPPED, \PHPUnit\Runner\BaseTestRunner::STATUS_INCOMPLETE ), true ) ) {
			$this->fail( implode( "\n", $errors ) );
		}
	}

	// ------------------------------------------------------------------------------ users

	/**
	 * Makes $user the current user and returns its ID: a user ID, a WP_User, 0 (logged out) or a
	 * role name (a user with that role is created once per test, e.g. 'administrator', 'editor').
	 *
	 * @param int|string|\WP_User $user User.
	 */
	protected function act_as( $user ): int {
		if ( $user instanceof \WP_User ) {
			$user = $user->ID;
		} elseif ( is_string( $user ) && ! ctype_digit( $user ) ) {
			if ( ! isset( $this->role_users[ $user ] ) ) {
				if ( ! get_role( $user ) ) {
					throw new \InvalidArgumentException( "unknown role '{$user}'" );
				}
				$this->role_users[ $user ] = self::factory()->user->create( array( 'role' => $user ) );
			}
			$user = $this->role_users[ $user ];
		}
		wp_set_current_user( (int) $user );
		return (int) $user;
	}

	/**
	 * Makes the request an admin screen ('post', 'edit-post', 'edit-category', 'settings_page_x',
	 * 'dashboard', ...) so is_admin() is true and get_current_screen() answers; loads the admin
	 * screen API first. Undone after the test. Pass 'front' to go back to a front-end request.
	 *
	 * @param string $hook_name Screen ID or hook suffix, as for core's set_current_screen().
	 */
	protected function set_current_screen( string $hook_name ): \WP_Screen {
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		set_current_screen( $hook_name );
		return get_current_screen();
	}

	// ------------------------------------------------------------------------------ REST

	/**
	 * Asserts a value keeps its contract (includes/contracts/<name>.json), naming the key that breaks it.
	 *
	 * @param mixed $value
	 */
	protected function assertKeepsContract( string $contract, $value ): void {
		$result = \Sightline\Contracts\Contract::check( $contract, $value );
		$this->assertTrue( true === $result, is_wp_error( $result ) ? $contract . ': ' . $result->get_error_message() : '' );
	}

	/**
	 * Dispatches a REST request through rest_get_server() (so rest_api_init has run and every
	 * route, the plugin's included, is registered) and returns the response.
	 *
	 *   $this->rest( 'GET', '/sightline/v1/settings' );                       // anonymous
	 *   $this->rest( 'POST', '/sightline/v1/settings', array( 'x' => 1 ), 'administrator' );
	 *   $this->rest( 'GET', '/wp/v2/posts', array( 'per_page' => 5 ), $user_id );
	 *
	 * @param string                   $method GET, POST, PUT, PATCH, DELETE.
	 * @param string                   $route  Route, with or without the leading slash; a query string is parsed.
	 * @param array|string             $params Query parameters for GET/DELETE/HEAD, the JSON body otherwise
	 *                                         (a string is sent as the raw body).
	 * @param int|string|\WP_User|null $user   Who asks: null = anonymous (user 0), an ID, a WP_User,
	 *                                         a role name, or 'current' to keep the current user.
	 * @param array                    $headers Extra request headers.
	 */
	protected function rest( string $method, string $route, $params = array(), $user = null, array $headers = array() ): WP_REST_Response {
		if ( 'current' !== $user ) {
			$this->act_as( $user ?? 0 );
		}
		$query = '';
		if ( false !== strpos( $route, '?' ) ) {
			list( $route, $query ) = explode( '?', $route, 2 );
		}
		$request = new WP_REST_Request( strtoupper( $method ), '/' . ltrim( $route, '/' ) );
		if ( '' !== $query ) {
			parse_str( $query, $q );
			$request->set_query_params( $q );
		}
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		if ( is_string( $params ) ) {
			$request->set_body( $params );
			if ( ! $request->get_header( 'content-type' ) ) {
				$request->set_header( 'content-type', 'application/json' );
			}
		} elseif ( in_array( strtoupper( $method ), array( 'GET', 'HEAD', 'DELETE' ), true ) ) {
			$request->set_query_params( array_merge( $request->get_query_params(), $params ) );
		} else {
			$request->set_header( 'content-type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $params ) );
		}
		return $this->rest_request( $request );
	}

	/**
	 * Dispatches a prepared WP_REST_Request (e.g. with file params) as the current user.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function rest_request( WP_REST_Request $request ): WP_REST_Response {
		$server   = rest_get_server();
		$response = rest_ensure_response( $server->dispatch( $request ) );
		// As WP_REST_Server::serve_request() does for the client (links, envelope excluded).
		return apply_filters( 'rest_post_dispatch', $response, $server, $request );
	}

	/**
	 * Asserts a REST error response: status and (optionally) the error code.
	 *
	 * @param int                   $status   Expected HTTP status.
	 * @param string|null           $code     Expected error code, e.g. 'rest_forbidden'.
	 * @param WP_REST_Response      $response Response.
	 */
	protected function assertRestError( int $status, ?string $code, WP_REST_Response $response ): void {
		$data = $response->get_data();
		$this->assertSame( $status, $response->get_status(), 'REST status; body: ' . wp_json_encode( $data ) );
		if ( null !== $code ) {
			$this->assertIsArray( $data );
			$this->assertSame( $code, $data['code'] ?? null, 'REST error code; body: ' . wp_json_encode( $data ) );
		}
	}

	// ------------------------------------------------------------------------------ front end

	/**
	 * Sets up the main query for a front-end URL exactly like core's WP_UnitTestCase::go_to():
	 * resets the query globals, parses the URL with $wp->main() (which also sends the headers
	 * through send_headers, sets 404 status and registers $post etc. for the loop).
	 * The status and headers it produced are in $this->last_status / $this->last_headers.
	 *
	 * @param string $url 'http://example.org/my-post/', '/my-post/', '/?p=12', get_permalink( $id ).
	 */
	protected function go_to( string $url ): void {
		$_GET  = array();
		$_POST = array();
		foreach ( array( 'query_string', 'id', 'postdata', 'authordata', 'day', 'currentmonth', 'page', 'pages', 'multipage', 'more', 'numpages', 'pagenow', 'current_screen' ) as $v ) {
			if ( isset( $GLOBALS[ $v ] ) ) {
				unset( $GLOBALS[ $v ] );
			}
		}
		$parts = wp_parse_url( $url );
		if ( isset( $parts['scheme'] ) ) {
			$req = $parts['path'] ?? '/';
			if ( isset( $parts['query'] ) ) {
				$req .= '?' . $parts['query'];
				parse_str( $parts['query'], $_GET );
			}
		} else {
			$req = $url;
			if ( isset( $parts['query'] ) ) {
				parse_str( $parts['query'], $_GET );
			}
		}
		if ( ! isset( $parts['query'] ) ) {
			$parts['query'] = '';
		}
		$_SERVER['REQUEST_URI'] = $req;
		unset( $_SERVER['PATH_INFO'] );
		self::flush_cache();

		unset( $GLOBALS['wp_query'], $GLOBALS['wp_the_query'] );
		$GLOBALS['wp_the_query'] = new \WP_Query();
		$GLOBALS['wp_query']     = $GLOBALS['wp_the_query'];
		$public_query_vars       = $GLOBALS['wp']->public_query_vars;
		$private_query_vars      = $GLOBALS['wp']->private_query_vars;
		$GLOBALS['wp']                     = new \WP();
		$GLOBALS['wp']->public_query_vars  = $public_query_vars;
		$GLOBALS['wp']->private_query_vars = $private_query_vars;
		self::cleanup_query_vars();

		$this->last_status  = null;
		$this->last_headers = array();
		$capture_status     = function ( $header, $code ) {
			$this->last_status = (int) $code;
			return $header;
		};
		$capture_headers    = function ( $headers ) {
			$this->last_headers = array_merge( $this->last_headers, (array) $headers );
			return $headers;
		};
		add_filter( 'status_header', $capture_status, PHP_INT_MAX, 2 );
		add_filter( 'wp_headers', $capture_headers, PHP_INT_MAX );
		try {
			$GLOBALS['wp']->main( $parts['query'] );
		} finally {
			remove_filter( 'status_header', $capture_status, PHP_INT_MAX );
			remove_filter( 'wp_headers', $capture_headers, PHP_INT_MAX );
		}
		if ( null === $this->last_status ) {
			$this->last_status = 200;
		}
	}

	/**
	 * The queries $work sends to the database, in order (what a test asserts a bounded walk sends).
	 *
	 * @param callable(): mixed $work
	 * @return list<string>
	 */
	protected static function queries_sent( callable $work ): array {
		$sent  = array();
		$watch = static function ( $query ) use ( &$sent ) {
			if ( is_string( $query ) ) {
				$sent[] = $query;
			}
			return $query;
		};
		add_filter( 'query', $watch );
		try {
			$work();
		} finally {
			remove_filter( 'query', $watch );
		}
		return $sent;
	}

	/** As core's _cleanup_query_vars(). */
	private static function cleanup_query_vars(): void {
		foreach ( $GLOBALS['wp']->public_query_vars as $v ) {
			unset( $GLOBALS[ $v ] );
		}
		foreach ( $GLOBALS['wp']->private_query_vars as $v ) {
			unset( $GLOBALS[ $v ] );
		}
		foreach ( get_taxonomies( array(), 'objects' ) as $t ) {
			if ( $t->public && ! empty( $t->query_var ) ) {
				$GLOBALS['wp']->add_query_var( $t->query_var );
			}
		}
		foreach ( get_post_types( array(), 'objects' ) as $t ) {
			if ( is_post_type_viewable( $t ) && ! empty( $t->query_var ) ) {
				$GLOBALS['wp']->add_query_var( $t->query_var );
			}
		}
	}

	/**
	 * The HTML that wp_head prints for the current main query (call go_to() first).
	 *
	 * First resolves the template as wp-includes/template-loader.php does (get_single_template(),
	 * ..., the 'template_include' filter): for a block theme that is what hooks the <title> tag
	 * (_block_template_render_title_tag). 'template_redirect' is not fired (use get_page() for a
	 * whole request). Scripts and styles start fresh, so each call prints the full head.
	 */
	protected function render_head(): string {
		$this->resolve_template();
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
		ob_start();
		try {
			wp_head();
		} finally {
			$html = (string) ob_get_clean();
		}
		return $html;
	}

	/**
	 * Picks the theme template for the current main query exactly as template-loader.php does and
	 * returns its path (block themes: wp-includes/template-canvas.php).
	 */
	protected function resolve_template(): string {
		$tag_templates = array(
			'is_embed'             => 'get_embed_template',
			'is_404'               => 'get_404_template',
			'is_search'            => 'get_search_template',
			'is_front_page'        => 'get_front_page_template',
			'is_home'              => 'get_home_template',
			'is_privacy_policy'    => 'get_privacy_policy_template',
			'is_post_type_archive' => 'get_post_type_archive_template',
			'is_tax'               => 'get_taxonomy_template',
			'is_attachment'        => 'get_attachment_template',
			'is_single'            => 'get_single_template',
			'is_page'              => 'get_page_template',
			'is_singular'          => 'get_singular_template',
			'is_category'          => 'get_category_template',
			'is_tag'               => 'get_tag_template',
			'is_author'            => 'get_author_template',
			'is_date'              => 'get_date_template',
			'is_archive'           => 'get_archive_template',
		);
		$template      = false;
		foreach ( $tag_templates as $tag => $template_getter ) {
			if ( call_user_func( $tag ) ) {
				$template = call_user_func( $template_getter );
			}
			if ( $template ) {
				if ( 'is_attachment' === $tag ) {
					remove_filter( 'the_content', 'prepend_attachment' );
				}
				break;
			}
		}
		if ( ! $template ) {
			$template = get_index_template();
		}
		return (string) apply_filters( 'template_include', $template );
	}

	/** wp_get_document_title() for the current main query (call go_to() first). */
	protected function document_title(): string {
		return wp_get_document_title();
	}

	/**
	 * Runs $callback and returns the redirect it asked for, without the `exit` that follows it:
	 * array( 'location' => ..., 'status' => 301|302|... ), or null when it did not redirect.
	 *
	 *   $redirect = $this->capture_redirect( function () { do_action( 'template_redirect' ); } );
	 *   $this->assertSame( 301, $redirect['status'] );
	 *
	 * wp_redirect()/wp_safe_redirect() throw a RedirectException from their 'wp_redirect' filter
	 * (after every other filter ran) that this method catches.
	 *
	 * @param callable $callback Code that may redirect.
	 */
	protected function capture_redirect( callable $callback ): ?array {
		$thrower = static function ( $location, $status ) {
			if ( $location ) {
				throw new RedirectException( (string) $location, (int) $status );
			}
			return $location;
		};
		add_filter( 'wp_redirect', $thrower, PHP_INT_MAX, 2 );
		try {
			$callback();
		} catch ( RedirectException $e ) {
			return array(
				'location' => $e->location,
				'status'   => $e->status,
			);
		} finally {
			remove_filter( 'wp_redirect', $thrower, PHP_INT_MAX );
		}
		return null;
	}

	/**
	 * A whole front-end request in this process: go_to( $url ), then WordPress's template loader
	 * (template_redirect, robots.txt, feeds, the theme template). Returns
	 * array( 'status' => int, 'headers' => array, 'body' => string, 'redirect' => array|null ).
	 * A redirect (canonical or the plugin's) stops the request and is returned in 'redirect'.
	 * Code that calls `exit` itself (instead of returning or using wp_die()) ends PHPUnit: keep
	 * renderers callable without it. 'headers' holds what went through the 'wp_headers' filter
	 * (and status_header()); headers sent with a bare header() call cannot be read in the CLI.
	 *
	 * @param string $url URL or path.
	 */
	protected function get_page( string $url ): array {
		$this->go_to( $url );
		$capture_status = function ( $header, $code ) {
			$this->last_status = (int) $code;
			return $header;
		};
		add_filter( 'status_header', $capture_status, PHP_INT_MAX, 2 );
		add_filter( 'wp_using_themes', '__return_true' );
		add_filter( 'exit_on_http_head', '__return_false' );
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
		$level                 = ob_get_level();
		// In the CLI, header() after any output (PHPUnit's own) warns "headers already sent":
		// ignore exactly that warning while the request runs, pass everything else on.
		$previous_handler = null;
		$previous_handler = set_error_handler( // phpcs:ignore WordPress.PHP.DevelopmentFunctions
			static function ( $errno, $errstr, $errfile = '', $errline = 0 ) use ( &$previous_handler ) {
				if ( E_WARNING === $errno && 0 === strpos( $errstr, 'Cannot modify header information' ) ) {
					return true;
				}
				return $previous_handler ? (bool) call_user_func( $previous_handler, $errno, $errstr, $errfile, $errline ) : false;
			}
		);
		ob_start();
		$redirect = null;
		try {
			$redirect = $this->capture_redirect(
				static function () {
					require ABSPATH . WPINC . '/template-loader.php';
				}
			);
		} finally {
			$body = '';
			while ( ob_get_level() > $level ) {
				$body = (string) ob_get_clean() . $body;
			}
			remove_filter( 'status_header', $capture_status, PHP_INT_MAX );
			remove_filter( 'wp_using_themes', '__return_true' );
			remove_filter( 'exit_on_http_head', '__return_false' );
			restore_error_handler();
		}
		return array(
			'status'   => $redirect ? $redirect['status'] : (int) $this->last_status,
			'headers'  => $this->last_headers,
			'body'     => $body,
			'redirect' => $redirect,
		);
	}

	/**
	 * Sets the permalink structure and rebuilds the rewrite rules (inside the test's transaction).
	 *
	 * @param string $structure E.g. '/%postname%/' (the default here) or '' for plain links.
	 */
	protected function set_permalink_structure( string $structure = '' ): void {
		global $wp_rewrite;
		$wp_rewrite->init();
		$wp_rewrite->set_permalink_structure( $structure );
		$wp_rewrite->flush_rules();
	}

	/**
	 * Asserts that exactly these WP_Query conditionals are true for the main query, as core's
	 * assertQueryTrue(): $this->assertQueryTrue( 'is_single', 'is_singular' ).
	 *
	 * @param string ...$prop is_* method names.
	 */
	protected function assertQueryTrue( string ...$prop ): void {
		global $wp_query;
		$all     = array(
			'is_404', 'is_admin', 'is_archive', 'is_attachment', 'is_author', 'is_category', 'is_comment_feed', 'is_date',
			'is_day', 'is_embed', 'is_feed', 'is_front_page', 'is_home', 'is_privacy_policy', 'is_month', 'is_page',
			'is_paged', 'is_post_type_archive', 'is_posts_page', 'is_preview', 'is_robots', 'is_favicon', 'is_search',
			'is_single', 'is_singular', 'is_tag', 'is_tax', 'is_time', 'is_trackback', 'is_year',
		);
		$unknown = array_diff( $prop, $all );
		$this->assertEmpty( $unknown, 'unknown conditionals: ' . implode( ', ', $unknown ) );
		$wrong = array();
		foreach ( $all as $method ) {
			if ( ! method_exists( $wp_query, $method ) && 'is_posts_page' !== $method ) {
				continue;
			}
			$value = 'is_posts_page' === $method ? (bool) ( $wp_query->is_posts_page ?? false ) : (bool) $wp_query->$method();
			if ( in_array( $method, $prop, true ) !== $value ) {
				$wrong[] = $method . ' is ' . ( $value ? 'true' : 'false' );
			}
		}
		$this->assertEmpty( $wrong, implode( "\n", $wrong ) );
	}
}
