<?php
/**
 * Composition root: the only place that knows every service. It builds them with their dependencies and
 * asks each to add its hooks. Add a feature by adding its service to services().
 *
 * @package Sightline
 */

namespace Sightline;

defined( 'ABSPATH' ) || exit;

final class Plugin {

	private static ?Plugin $instance = null;

	/** @var array<class-string, object> */
	private array $services = array();

	public static function boot(): void {
		if ( null !== self::$instance ) {
			return;
		}
		self::$instance = new self();
		register_activation_hook( SIGHTLINE_FILE, array( Lifecycle::class, 'activate' ) );
		register_deactivation_hook( SIGHTLINE_FILE, array( Lifecycle::class, 'deactivate' ) );
		foreach ( self::$instance->services() as $service ) {
			self::$instance->services[ $service::class ] = $service;
			if ( $service instanceof Hookable_Interface ) {
				$service->add_hooks();
			}
		}
	}

	/**
	 * A built service, for code that runs outside the hooks (WP-CLI, uninstall, tests).
	 *
	 * @template T of object
	 * @param class-string<T> $class_name
	 * @return T
	 */
	public static function get( string $class_name ): object {
		$service = self::$instance->services[ $class_name ] ?? null;
		if ( ! $service instanceof $class_name ) {
			throw new \LogicException( sprintf( 'Sightline SEO: no service %s.', $class_name ) );
		}
		return $service;
	}

	/**
	 * @return list<object>
	 */
	private function services(): array {
		$settings = new Settings\Settings();
		$indexing = new Settings\Indexing( $settings );
		$ai       = new Ai\Content_Generator( new Ai\Ai_Config() );
		$editor   = new Admin\Editor_Assets( $settings );
		$site_checks = new Checks\Site_Checks( $settings );
		$gsc_oauth   = new Search_Console\Oauth();
		$gsc_client  = new Search_Console\Api_Client( $gsc_oauth );
		$detector    = new Migration\Detector();
		$migrator    = new Migration\Migrator( $settings, $detector );
		return array(
			$settings,
			new Settings\Object_Meta(),
			$indexing,
			...$this->sitemap_services( $settings, $indexing ),
			new Rest\Global_Settings_Controller( $settings ),
			$site_checks,
			new Rest\Site_Checks_Controller( $site_checks ),
			$gsc_oauth,
			new Rest\Search_Console_Controller( $gsc_oauth, $gsc_client, new Search_Console\Report( $gsc_oauth, $gsc_client ), new Search_Console\Importer(), $settings ),
			new Admin\Assets(),
			new Admin\Admin_Menu( $settings ),
			...Head\Module::services( $settings ),
			new Rest\Site_Settings_Controller(),
			new Rest\Settings_Transfer_Controller( $settings ),
			new Admin\Settings_App_Preload(),
			new Rest\Onboarding_Controller( $settings ),
			new Onboarding\Activation_Redirect(),
			new Onboarding\Onboarding_Page( new Onboarding\Wizard_Data( $settings, $detector ) ),
			new Onboarding\Privacy(),
			new Rest\Ai_Controller( $ai ),
			new Rest\Generate_Content_Controller( $ai ),
			$editor,
			new Admin\Term_Screen( $editor ),
			$detector,
			$migrator,
			new Rest\Migration_Controller( $migrator, $detector, $settings ),
			new Rest\Plugins_Controller( $detector ),
			new Cli\Migrate_Command( $migrator ),
		);
	}

	/**
	 * Sitemaps, robots.txt and their REST routes and CLI command, which share the sitemap registry.
	 *
	 * @return list<object>
	 */
	private function sitemap_services( Settings\Settings $settings, Settings\Indexing $indexing ): array {
		$registry = new Sitemaps\Registry( $settings, $indexing );
		$state    = new Sitemaps\State();
		$server   = new Sitemaps\Server( $registry, $state, new Sitemaps\Store() );
		$robots   = new Robots\Robots_Txt( $registry );
		return array(
			$registry,
			$state,
			$server,
			new Sitemaps\Sitemaps( $registry, $server ),
			new Sitemaps\Invalidator( $registry, $state, $server, $indexing ),
			$robots,
			new Rest\Robots_Txt_Controller( $robots ),
			new Rest\Sitemap_Controller( $registry, $server ),
			new Cli\Cli(),
		);
	}
}
