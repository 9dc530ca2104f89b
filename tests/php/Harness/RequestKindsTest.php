<?php
/**
 * The composition root builds only what a kind of request needs: a page view loads none of the admin,
 * REST or WP-CLI code; the REST API starts its controllers; wp-admin gets the admin services. Each kind
 * runs in a child process (tests/php/includes/request-kind.php), since this process plays every kind.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Harness;

use Sightline\Plugin;
use Sightline\Head\Settings_Images;
use Sightline\Tests\TestCase;

/**
 * @covers \Sightline\Plugin
 * @covers \Sightline\Container
 */
class RequestKindsTest extends TestCase {

	/** @var array<string, array{rc: int, out: string}> What each child process printed. */
	private static array $children = array();

	/**
	 * The children run here, outside any test's transaction, so they never wait for its locks.
	 */
	public static function wpSetUpBeforeClass(): void {
		foreach ( array( 'page', 'page-write', 'rest', 'admin', 'abilities' ) as $kind ) {
			$command = escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( dirname( __DIR__ ) . '/includes/request-kind.php' ) . ' ' . $kind . ' 2>&1';
			exec( $command, $out, $rc );
			self::$children[ $kind ] = array( 'rc' => $rc, 'out' => implode( "\n", $out ) );
			$out = array();
		}
	}

	/**
	 * @return array{head?: string, routes?: list<string>, classes: list<string>, built: list<string>}
	 */
	private function request( string $kind ): array {
		$child = self::$children[ $kind ];
		$this->assertSame( 0, $child['rc'], "request-kind.php {$kind} failed:\n{$child['out']}" );
		$json = json_decode( (string) strrchr( "\n" . $child['out'], "\n" ), true );
		$this->assertIsArray( $json, "request-kind.php {$kind} printed:\n{$child['out']}" );
		$this->assertSame( array(), $json['notices'], "{$kind}: WordPress reported no misuse while loading" );
		return $json;
	}

	public function test_a_page_view_builds_only_the_site_services(): void {
		$page = $this->request( 'page' );

		$this->assertStringContainsString( '<!-- Sightline SEO -->', $page['head'], 'the head is still printed' );
		// The images index is also read (by the head's images): built as a service, its listeners not added.
		$this->assertSame( array_merge( Plugin::contexts()[ Plugin::SITE ], array( Settings_Images::class ) ), $page['built'] );
		// A listener whose static helper page views use (Term_Meta_Index::may_have()) is loaded, not built
		// (above) nor on its hooks (below).
		foreach ( array_diff( Plugin::contexts()[ Plugin::WRITES ], array( Settings_Images::class, \Sightline\Settings\Term_Meta_Index::class ) ) as $listener ) {
			$this->assertNotContains( $listener, $page['classes'], "a page view that writes nothing loads no write listener ({$listener})" );
		}
		$this->assertSame( array(), array_values( array_intersect( $page['listeners'], Plugin::contexts()[ Plugin::WRITES ] ) ), 'no write listener is on its hooks, only the triggers' );
		// On a page view only services that forget what they memoised for the request listen to writes
		// (and the sitemaps' admin_init upkeep, which a page view never fires).
		$this->assertSame( array(), array_values( array_diff( array_unique( $page['listeners'] ), array( 'Sightline\\Settings\\Settings', 'Sightline\\Head\\Head', 'Sightline\\Sitemaps\\Sitemaps' ) ) ), 'a page view adds no other listener to the write hooks' );
		// Only the modules of the features a page view uses are read, nothing else of the others.
		$this->assertSame( array(), array_values( array_diff( preg_grep( '/\\\\Module$/', $page['classes'] ), Plugin::page_view_modules() ) ), 'a page view reads no other module' );
		$loaded = implode( "\n", $page['classes'] );
		foreach ( array( 'Sightline\\Rest\\', 'Sightline\\Admin\\', 'Sightline\\Cli\\', 'Sightline\\Migration\\', 'Sightline\\Onboarding\\', 'Sightline\\Search_Console\\', 'Sightline\\Ai\\', 'Sightline\\Abilities\\' ) as $namespace ) {
			$this->assertStringNotContainsString( $namespace, $loaded, "a page view loads nothing from {$namespace}" );
		}
		// Nor any feature's REST controllers, commands or abilities, which live beside its services.
		$this->assertSame( array(), preg_grep( '/(_Controller|_Command|_Ability|Head_Field)$/', $page['classes'] ), 'a page view loads no controller, command or ability' );
	}

	/**
	 * Plugin's list of the modules a page view reads is exactly the modules with services hooked on
	 * every request or write hooks to watch, in the order of all modules.
	 */
	public function test_the_page_view_modules_are_those_with_site_hooks_or_write_hooks(): void {
		$needed = array_values(
			array_filter(
				Plugin::modules(),
				static fn( string $module ): bool => array() !== ( $module::hooks()[ Plugin::SITE ] ?? array() ) || array() !== $module::write_hooks()
			)
		);
		$this->assertSame( $needed, Plugin::page_view_modules() );
	}

	public function test_a_write_during_a_page_view_starts_the_write_listeners_in_time(): void {
		$page = $this->request( 'page-write' );

		$this->assertFalse( $page['built_before_write'], 'the listeners are not built before the write' );
		$this->assertTrue( $page['stamps_moved'], 'the post published on a GET moved the sitemap stamps' );
		foreach ( Plugin::contexts()[ Plugin::WRITES ] as $listener ) {
			$this->assertContains( $listener, $page['built'] );
		}
	}

	/**
	 * On a page view every write hook holds one trigger, first, in a WP_Hook of its own; a hook another
	 * plugin used before ours loaded keeps that callback beside it.
	 */
	public function test_a_page_view_puts_one_trigger_on_each_write_hook_in_its_own_hook_object(): void {
		$triggers = $this->request( 'page' )['triggers'];

		$this->assertSame( Plugin::write_hooks(), array_keys( $triggers ) );
		foreach ( $triggers as $hook => $entry ) {
			$this->assertSame( 1, $entry['triggers'], "{$hook}: one trigger at the first priority" );
			$this->assertNotSame( 0, $entry['object'], "{$hook}: a WP_Hook" );
		}
		$objects = array_column( $triggers, 'object' );
		$this->assertSame( $objects, array_values( array_unique( $objects ) ), 'no two write hooks share a WP_Hook' );
		$this->assertSame( 1, $triggers['profile_update']['others'], 'the callback another plugin put on profile_update is kept' );
	}

	/**
	 * Every hook a feature's write listeners add is among its module's write_hooks(), or a page view would
	 * miss that write: each module's listeners add their hooks again into an empty hook table, whose names
	 * are compared with the module's list (and no module lists a hook none of its listeners adds).
	 */
	public function test_every_write_listener_hook_has_a_trigger(): void {
		global $wp_filter;
		$saved = $wp_filter;
		try {
			foreach ( Plugin::modules() as $module ) {
				$wp_filter = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restored below.
				foreach ( $module::hooks()[ Plugin::WRITES ] ?? array() as $listener ) {
					Plugin::get( $listener )->add_hooks();
				}
				$hooks = array_keys( $wp_filter );
				$this->assertSame( array(), array_values( array_diff( $hooks, $module::write_hooks() ) ), "{$module}: hooks of its write listeners missing from write_hooks()" );
				$this->assertSame( array(), array_values( array_diff( $module::write_hooks(), $hooks ) ), "{$module}: write_hooks() no listener of it adds" );
			}
		} finally {
			$wp_filter = $saved; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- put back.
		}
		$this->assertContains( 'wp_after_insert_post', Plugin::write_hooks() );
		foreach ( Plugin::contexts()[ Plugin::WRITES ] as $listener ) {
			$this->assertNotContains( $listener, Plugin::contexts()[ Plugin::SITE ], "{$listener} is built on write only" );
		}
	}

	public function test_the_rest_api_starts_the_controllers(): void {
		$rest = $this->request( 'rest' );

		$this->assertContains( '/sightline/v1/admin/global-settings', $rest['routes'] );
		$this->assertContains( '/sightline/v1/post/settings', $rest['routes'] );
		foreach ( array_merge( Plugin::contexts()[ Plugin::SITE ], Plugin::contexts()[ Plugin::REST ] ) as $service ) {
			$this->assertContains( $service, $rest['built'] );
		}
		// Controllers may use services the admin also hooks (the detector, the OAuth flow), not the screens.
		foreach ( array( 'Sightline\\Admin\\Admin_Menu', 'Sightline\\Admin\\Assets', 'Sightline\\Onboarding\\Onboarding_Page', 'Sightline\\Cli\\Cli' ) as $screen ) {
			$this->assertNotContains( $screen, $rest['classes'] );
		}
	}

	public function test_wp_admin_builds_the_admin_services_but_no_controllers(): void {
		$admin = $this->request( 'admin' );

		$this->assertSame( array_values( array_unique( array_merge( Plugin::contexts()[ Plugin::SITE ], Plugin::contexts()[ Plugin::WRITES ], Plugin::contexts()[ Plugin::ADMIN ] ) ) ), $admin['built'] );
		$this->assertNotContains( 'Sightline\\Settings\\Global_Settings_Controller', $admin['classes'] );
	}

	public function test_the_activation_hooks_are_named_only_when_a_plugin_is_activated(): void {
		$this->assertFalse( $this->request( 'page' )['lifecycle'], 'a page view does not name them (plugin_basename())' );
		$hook = 'activate_' . plugin_basename( SIGHTLINE_FILE );
		remove_all_actions( $hook );
		do_action( 'activate_plugin', 'another-plugin/another-plugin.php', false );
		$this->assertFalse( has_action( $hook ), 'another plugin\'s activation' );
		// WordPress fires activate_plugin, then activate_{plugin}: ours is there in time.
		do_action( 'activate_plugin', plugin_basename( SIGHTLINE_FILE ), false );
		$this->assertSame( 10, has_action( $hook, array( \Sightline\Lifecycle::class, 'activate' ) ) );
		do_action( 'deactivate_plugin', plugin_basename( SIGHTLINE_FILE ), false );
		$this->assertSame( 10, has_action( 'deactivate_' . plugin_basename( SIGHTLINE_FILE ), array( \Sightline\Lifecycle::class, 'deactivate' ) ) );
	}

	public function test_the_abilities_are_built_when_the_abilities_api_asks_and_only_then(): void {
		$asked = $this->request( 'abilities' );

		if ( ! function_exists( 'wp_register_ability' ) ) {
			// Before WordPress 6.9 the Abilities API's hooks never fire: nothing is registered or loaded.
			$this->assertSame( array(), $asked['abilities'] );
			$this->assertNotContains( 'Sightline\\Abilities\\Abilities', $asked['classes'] );
			return;
		}
		$this->assertContains( 'Sightline\\Abilities\\Abilities', $asked['built'] );
		$this->assertContains( 'sightline-seo/analyse-site', $asked['abilities'] );
		$this->assertContains( 'sightline-seo/update-seo-fields', $asked['abilities'] );
		foreach ( array( 'page', 'rest', 'admin' ) as $kind ) {
			$this->assertNotContains( 'Sightline\\Abilities\\Abilities', $this->request( $kind )['classes'], "a {$kind} request that asks for no ability loads none" );
		}
	}

	public function test_an_unknown_request_kind_is_refused(): void {
		$this->expectException( \InvalidArgumentException::class );
		Plugin::start_context( 'frontend' );
	}

	public function test_an_unknown_service_names_itself(): void {
		$this->expectException( \LogicException::class );
		$this->expectExceptionMessage( 'Sightline SEO: no service Sightline\\Nope.' );
		Plugin::get( 'Sightline\\Nope' );
	}
}
