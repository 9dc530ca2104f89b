<?php
/**
 * Composition root: the only place that knows every service. factories() says how each is built;
 * CONTEXTS says which services add hooks on which kind of request. Add a feature by adding its factory
 * and naming its hookable services under the request kinds that need them.
 *
 * Services are built on first use (see Container), so a page view loads only what a page view needs:
 * the admin services are built on admin requests, the REST controllers when the REST API starts
 * (rest_api_init) and the commands under WP-CLI.
 *
 * @package Sightline
 */

namespace Sightline;

defined( 'ABSPATH' ) || exit;

final class Plugin {

	/** Every request: what a page view reads (head, sitemaps, robots.txt, early answers). */
	public const SITE = 'site';

	/**
	 * The listeners of writes (posts, terms, meta, users, settings, activation, cron): started when the
	 * request can write (wp-admin, WP-CLI, cron, any method but GET and HEAD), and on a page view only
	 * when one of their hooks fires (see WRITE_HOOKS), so a page view neither loads nor builds them.
	 */
	public const WRITES = 'writes';

	/** Requests to wp-admin, admin-ajax.php and admin-post.php requests (is_admin()). */
	public const ADMIN = 'admin';

	/** Requests that start the REST API (REST requests, and admin screens that preload REST data). */
	public const REST = 'rest';

	/** WP-CLI. */
	public const CLI = 'cli';

	/** When WordPress's Abilities API (6.9+) initialises its registries: only when something asks for abilities. */
	public const ABILITIES = 'abilities';

	/**
	 * The hookable services of each request kind, in the order their hooks are added. A service may serve
	 * several kinds (the site checks go stale on settings writes, which happen in wp-admin, over REST and
	 * under WP-CLI, never on a page view); its hooks are added once.
	 *
	 * @var array<string, list<class-string<Hookable_Interface>>>
	 */
	private const CONTEXTS = array(
		self::SITE      => array(
			Settings\Settings::class,
			Settings\Object_Meta::class,
			Sitemaps\Sitemaps::class,
			Robots\Robots_Txt::class,
			Head\Head::class,
			Head\Archive_Redirects::class,
			Blocks\Breadcrumbs_Block::class,
			// IndexNow and /llms.txt (issue 18).
			Indexnow\Key_File::class,
			Llms\Llms_Txt::class,
			// Redirects: the early answer.
			Redirects\Responder::class,
			// The 404 monitor (opt-in): the recorder (last on template_redirect).
			Not_Found\Recorder::class,
		),
		self::WRITES    => array(
			// The head's values resolved before a write (a REST save, then its head).
			Head\Head_Freshness::class,
			Settings\Term_Meta_Index::class,
			Settings\Settings_Images::class,
			Sitemaps\Invalidator::class,
			Indexnow\Change_Watcher::class,
			Indexnow\Indexnow::class,
			// /llms.txt: our per-post fields move its stamp.
			Llms\Llms_Txt_Invalidator::class,
			// Redirects: the table's upkeep, the automatic rules on address changes.
			Redirects\Maintenance::class,
			Redirects\Permalink_Watcher::class,
			Redirects\Slug_Watcher::class,
			// The 404 monitor's table upkeep.
			Not_Found\Maintenance::class,
		),
		self::ADMIN     => array(
			Checks\Site_Checks::class,
			Admin\Assets::class,
			Admin\Admin_Menu::class,
			Admin\Settings_App_Preload::class,
			Onboarding\Activation_Redirect::class,
			Onboarding\Onboarding_Page::class,
			Onboarding\Privacy::class,
			Admin\Editor_Assets::class,
			Admin\Term_Screen::class,
			Redirects\Offer_Notices::class,
			Search_Console\Oauth::class,
			Migration\Detector::class,
			Indexnow\Site_Health::class,
			Not_Found\Site_Health::class,
		),
		self::REST      => array(
			Checks\Site_Checks::class,
			Rest\Global_Settings_Controller::class,
			Rest\Site_Checks_Controller::class,
			Rest\Search_Console_Controller::class,
			Rest\Site_Settings_Controller::class,
			Rest\Settings_Transfer_Controller::class,
			Rest\Onboarding_Controller::class,
			Rest\Ai_Controller::class,
			Rest\Generate_Content_Controller::class,
			Rest\Migration_Controller::class,
			Rest\Migration_Redirects_Controller::class,
			Rest\Plugins_Controller::class,
			Rest\Robots_Txt_Controller::class,
			Rest\Sitemap_Controller::class,
			Rest\Post_Settings_Controller::class,
			Rest\Term_Settings_Controller::class,
			Rest\Head_Field::class,
			Rest\Indexnow_Controller::class,
			// Redirects.
			Rest\Redirects_Controller::class,
			Rest\Not_Found_Controller::class,
		),
		self::CLI       => array(
			Checks\Site_Checks::class,
			Cli\Cli::class,
			Cli\Migrate_Command::class,
		),
		self::ABILITIES => array(
			Abilities\Abilities::class,
		),
	);

	/**
	 * Every hook the WRITES services listen to. On a page view each gets a trigger, first in line, that
	 * starts WRITES (their listeners join the hook while it runs, so none misses the write that fired
	 * it): a write a theme or plugin makes on a GET still reaches the sitemaps, IndexNow and redirects.
	 * Literal names, so reading this loads no class; Harness/RequestKindsTest checks it against the hooks
	 * those services add.
	 */
	private const WRITE_HOOKS = array(
		// Posts and their meta.
		'wp_after_insert_post',
		'post_updated',
		'before_delete_post',
		'deleted_post',
		'attachment_updated',
		'clean_post_cache',
		'added_post_meta',
		'updated_post_meta',
		'deleted_post_meta',
		// Terms and their meta.
		'edit_terms',
		'edited_term',
		'saved_term',
		'delete_term',
		'set_object_terms',
		'clean_term_cache',
		'added_term_meta',
		'updated_term_meta',
		'deleted_term_meta',
		// Users.
		'profile_update',
		'deleted_user',
		// Settings, bulk writes, activation, the admin's upkeep.
		'add_option_sightline_settings',
		'update_option_sightline_settings',
		'delete_option_sightline_settings',
		'sightline_settings_updated',
		'sightline_bulk_write_start',
		'sightline_bulk_write_end',
		'sightline_activated',
		'sightline_deactivated',
		'admin_init',
		// Settings > Permalinks (Redirects\Permalink_Watcher).
		'update_option_permalink_structure',
		'update_option_category_base',
		'update_option_tag_base',
		// Cron events.
		'sightline_indexnow_send',
		'sightline_redirects_fold_hits',
		'sightline_404_monitor_fold',
	);

	private static ?Plugin $instance = null;

	/** @var array<string, true> The request kinds whose services have added their hooks. */
	private array $started = array();

	/** @var array<class-string, true> The services whose hooks are added. */
	private array $hooked = array();

	private function __construct( private Container $container ) {}

	public static function boot(): void {
		if ( null !== self::$instance ) {
			return;
		}
		$plugin         = new self( new Container( self::factories() ) );
		self::$instance = $plugin;
		// By name, so a page view loads no Lifecycle: the hooks are named at activation (hook_activation()).
		add_action( 'activate_plugin', array( Lifecycle::class, 'hook_activation' ), 0 );
		add_action( 'deactivate_plugin', array( Lifecycle::class, 'hook_deactivation' ), 0 );
		if ( is_multisite() ) {
			Lifecycle::add_network_hooks();
		}
		$plugin->start( self::SITE );
		if ( self::may_write() ) {
			$plugin->start( self::WRITES );
		} else {
			$plugin->start_on_write();
		}
		if ( is_admin() ) {
			$plugin->start( self::ADMIN );
		}
		if ( defined( 'WP_CLI' ) && WP_CLI ) {
			$plugin->start( self::CLI );
		}
		// Before the controllers' own rest_api_init callbacks (priority 10), which this adds.
		add_action( 'rest_api_init', static fn() => $plugin->start( self::REST ), 0 );
		// The Abilities API fires these when it first builds its registries (categories first), which
		// a page view never asks for; before 6.9 they never fire and nothing is registered.
		add_action( 'wp_abilities_api_categories_init', static fn() => $plugin->start( self::ABILITIES ), 0 );
		add_action( 'wp_abilities_api_init', static fn() => $plugin->start( self::ABILITIES ), 0 );
	}

	/**
	 * Whether this request is one that writes: wp-admin, WP-CLI, cron, or a method other than GET and
	 * HEAD (a form, a REST or XML-RPC write). Anything else is a page view, a feed, a sitemap or a REST
	 * read, which writes nothing of its own.
	 */
	private static function may_write(): bool {
		if ( is_admin() || ( defined( 'WP_CLI' ) && WP_CLI ) || wp_doing_cron() ) {
			return true;
		}
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : '';
		return ! in_array( $method, array( 'GET', 'HEAD' ), true );
	}

	/**
	 * One small trigger per write hook (see WRITE_HOOKS); the first to fire starts WRITES, later ones
	 * find it started. It passes a filter's value through, should a hook also be used as a filter.
	 */
	private function start_on_write(): void {
		$trigger = function ( $value = null ) {
			$this->start( self::WRITES );
			return $value;
		};
		foreach ( self::WRITE_HOOKS as $hook ) {
			add_filter( $hook, $trigger, PHP_INT_MIN );
		}
	}

	/**
	 * The hooks that start the write listeners on a page view (for the test that keeps WRITE_HOOKS
	 * complete).
	 *
	 * @return list<string>
	 */
	public static function write_hooks(): array {
		return self::WRITE_HOOKS;
	}

	/**
	 * Adds the hooks of one request kind's services (once). boot() does this for the current request;
	 * the PHPUnit suite starts every kind, since one process plays every kind of request there.
	 */
	public static function start_context( string $context ): void {
		self::instance()->start( $context );
	}

	/**
	 * A service, built on first use, for code that runs outside the hooks (WP-CLI, templates, tests).
	 *
	 * @template T of object
	 * @param class-string<T> $class_name
	 * @return T
	 */
	public static function get( string $class_name ): object {
		return self::instance()->container->get( $class_name );
	}

	/**
	 * Whether a service has been built in this request (what a request kind loads is tested with it).
	 */
	public static function is_built( string $class_name ): bool {
		return self::instance()->container->is_built( $class_name );
	}

	/**
	 * @return array<string, list<class-string<Hookable_Interface>>>
	 */
	public static function contexts(): array {
		return self::CONTEXTS;
	}

	private static function instance(): self {
		if ( null === self::$instance ) {
			throw new \LogicException( 'Sightline SEO has not booted.' );
		}
		return self::$instance;
	}

	private function start( string $context ): void {
		if ( isset( $this->started[ $context ] ) ) {
			return;
		}
		if ( ! isset( self::CONTEXTS[ $context ] ) ) {
			throw new \InvalidArgumentException( sprintf( 'Sightline SEO: no request kind %s.', $context ) );
		}
		$this->started[ $context ] = true;
		foreach ( self::CONTEXTS[ $context ] as $class_name ) {
			if ( ! isset( $this->hooked[ $class_name ] ) ) {
				$this->hooked[ $class_name ] = true;
				$this->container->get( $class_name )->add_hooks();
			}
		}
	}

	/**
	 * How every service is built, keyed by its class: the classes of its constructor's arguments, each
	 * a service of its own (see Container), or a closure for any other construction (a collaborator
	 * built on first use, values that are not services). Nothing here loads a class until the service is
	 * asked for; a page view, which builds this list at boot, makes only the few closures (making one for
	 * every service cost it 0.02 ms).
	 *
	 * @return array<class-string, list<class-string>|\Closure(Container): object>
	 */
	private static function factories(): array {
		return array(
			// Settings and the rules every feature shares.
			Settings\Settings::class                 => array(),
			Settings\Indexing::class                 => array( Settings\Settings::class ),
			Settings\Object_Meta::class              => array(),
			Settings\Term_Meta_Index::class          => array(),
			Settings\Settings_Images::class          => array(),
			Rest\Global_Settings_Controller::class   => array( Settings\Settings::class ),
			Rest\Site_Settings_Controller::class     => array(),
			Rest\Settings_Transfer_Controller::class => array( Settings\Settings::class ),

			// Sitemaps and robots.txt, which share the sitemap registry.
			Sitemaps\Registry::class                 => array( Settings\Settings::class, Settings\Indexing::class ),
			Sitemaps\State::class                    => array(),
			Sitemaps\Store::class                    => array(),
			Sitemaps\Server::class                   => array( Sitemaps\Registry::class, Sitemaps\State::class, Sitemaps\Store::class ),
			Sitemaps\Early_Answer::class             => array( Sitemaps\State::class, Sitemaps\Store::class ),
			Sitemaps\Sitemaps::class                 => static fn( Container $c ) => new Sitemaps\Sitemaps( static fn() => $c->get( Sitemaps\Registry::class ), static fn() => $c->get( Sitemaps\Server::class ), static fn() => $c->get( Sitemaps\Early_Answer::class ) ),
			Sitemaps\Invalidator::class              => array( Sitemaps\Registry::class, Sitemaps\State::class, Sitemaps\Server::class, Settings\Indexing::class ),
			Robots\Robots_Txt::class                 => static fn( Container $c ) => new Robots\Robots_Txt( static fn() => $c->get( Sitemaps\Registry::class ) ),
			Rest\Robots_Txt_Controller::class        => array( Robots\Robots_Txt::class ),
			Rest\Sitemap_Controller::class           => array( Sitemaps\Registry::class, Sitemaps\Server::class ),
			Cli\Cli::class                           => array(),

			// Site analysis and Search Console.
			Checks\Site_Checks::class                => array( Settings\Settings::class ),
			Rest\Site_Checks_Controller::class       => array( Checks\Site_Checks::class ),
			Checks\Page\Page_Checks::class           => array( Head\Head_Output::class ),
			Search_Console\Oauth::class              => array(),
			Search_Console\Api_Client::class         => array( Search_Console\Oauth::class ),
			Search_Console\Report::class             => array( Search_Console\Oauth::class, Search_Console\Api_Client::class ),
			Search_Console\Importer::class           => array(),
			Rest\Search_Console_Controller::class    => array( Search_Console\Oauth::class, Search_Console\Api_Client::class, Search_Console\Report::class, Search_Console\Importer::class, Settings\Settings::class ),

			// The settings app, the editor panels and the term screen.
			Admin\Assets::class                      => array(),
			Admin\Admin_Menu::class                  => array( Settings\Settings::class ),
			Admin\Settings_App_Preload::class        => array(),
			Admin\Editor_Assets::class               => array( Settings\Settings::class ),
			Admin\Term_Screen::class                 => array( Admin\Editor_Assets::class ),

			// First-run setup.
			Onboarding\Activation_Redirect::class    => array(),
			Onboarding\Wizard_Data::class            => array( Settings\Settings::class, Migration\Detector::class ),
			Onboarding\Onboarding_Page::class        => array( Onboarding\Wizard_Data::class ),
			Onboarding\Privacy::class                => array(),
			Rest\Onboarding_Controller::class        => array( Settings\Settings::class ),

			// AI-written titles and descriptions.
			Ai\Content_Generator::class              => static fn() => new Ai\Content_Generator( new Ai\Ai_Config() ),
			Rest\Ai_Controller::class                => array( Ai\Content_Generator::class ),
			Rest\Generate_Content_Controller::class  => array( Ai\Content_Generator::class ),

			// Abilities for AI assistants, MCP clients and other plugins (WordPress 6.9+).
			Abilities\Get_Seo_Fields_Ability::class  => array( Head\Object_Settings::class ),
			Abilities\Abilities::class               => static fn( Container $c ) => new Abilities\Abilities(
				array(
					new Abilities\Analyse_Site_Ability( $c->get( Checks\Site_Checks::class ) ),
					new Abilities\Analyse_Post_Ability( $c->get( Checks\Page\Page_Checks::class ) ),
					new Abilities\Generate_Seo_Text_Ability( $c->get( Ai\Content_Generator::class ) ),
					$c->get( Abilities\Get_Seo_Fields_Ability::class ),
					new Abilities\Update_Seo_Fields_Ability( $c->get( Abilities\Get_Seo_Fields_Ability::class ) ),
					new Abilities\Get_Sitemap_Status_Ability( $c->get( Sitemaps\Registry::class ), $c->get( Sitemaps\Server::class ), $c->get( Sitemaps\State::class ) ),
				)
			),

			// Migration from other SEO plugins.
			Migration\Detector::class                => array(),
			Migration\Migrator::class                => array( Settings\Settings::class, Migration\Detector::class ),
			Rest\Migration_Controller::class         => array( Migration\Migrator::class, Migration\Detector::class, Settings\Settings::class ),
			Rest\Plugins_Controller::class           => array( Migration\Detector::class ),
			Cli\Migrate_Command::class               => array( Migration\Migrator::class, Migration\Redirect_Migrator::class ),
		) + Head\Module::factories() + Indexnow\Module::factories() + Llms\Module::factories()
			+ Redirects\Module::factories() + Not_Found\Module::factories() + self::redirect_migration_factories();
	}

	/**
	 * The migration of redirects other plugins keep, through the redirects' one write path. Written here
	 * rather than in a module class of its own so that a page view, which builds this list, loads no
	 * migration file.
	 *
	 * @return array<class-string, list<class-string>|\Closure(Container): object>
	 */
	private static function redirect_migration_factories(): array {
		return array(
			Migration\Redirect_Migrator::class         => static fn( Container $c ) => new Migration\Redirect_Migrator( static fn() => $c->get( Redirects\Redirects::class ) ),
			Rest\Migration_Redirects_Controller::class => array( Migration\Redirect_Migrator::class, Migration\Detector::class ),
		);
	}
}
