<?php
/**
 * Composition root: lists the features' modules (each `includes/<feature>/class-module.php` says how
 * its services are built and which of them add hooks on which kind of request) and starts the request
 * kinds this request needs. Nothing of a feature is wired here.
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

	/** The request kinds services add hooks on (see Module_Interface). */
	public const SITE      = Module_Interface::SITE;
	public const WRITES    = Module_Interface::WRITES;
	public const ADMIN     = Module_Interface::ADMIN;
	public const REST      = Module_Interface::REST;
	public const CLI       = Module_Interface::CLI;
	public const ABILITIES = Module_Interface::ABILITIES;

	/**
	 * The features, in the order their services add hooks within a request kind (the settings first:
	 * every feature reads them; the early answers of sitemaps before the redirects').
	 *
	 * @var list<class-string<Module_Interface>>
	 */
	private const MODULES = array(
		Settings\Module::class,
		Multilingual\Module::class,
		Sitemaps\Module::class,
		Robots\Module::class,
		Head\Module::class,
		Structured_Data\Module::class,
		Blocks\Module::class,
		Indexnow\Module::class,
		Llms\Module::class,
		Redirects\Module::class,
		Permalinks\Module::class,
		Not_Found\Module::class,
		Checks\Module::class,
		Admin\Module::class,
		Onboarding\Module::class,
		Search_Console\Module::class,
		Migration\Module::class,
		Ai\Module::class,
		Abilities\Module::class,
	);

	/**
	 * The features a page view needs: those with services hooked on every request (SITE) or write
	 * hooks to watch. A page view reads only these modules; the others (screens, REST, commands,
	 * abilities) are read when their request kind starts. A test keeps this list equal to what the
	 * modules say.
	 *
	 * @var list<class-string<Module_Interface>>
	 */
	private const PAGE_VIEW_MODULES = array(
		Settings\Module::class,
		Multilingual\Module::class,
		Sitemaps\Module::class,
		Robots\Module::class,
		Head\Module::class,
		Structured_Data\Module::class,
		Blocks\Module::class,
		Indexnow\Module::class,
		Llms\Module::class,
		Redirects\Module::class,
		Permalinks\Module::class,
		Not_Found\Module::class,
		Checks\Module::class,
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
		$plugin         = new self( new Container( array(), self::factories_of( ... ) ) );
		self::$instance = $plugin;
		// By name, so a page view loads no Lifecycle: the hooks are named at activation (hook_activation()).
		add_action( 'activate_plugin', array( Lifecycle::class, 'hook_activation' ), 0 );
		add_action( 'deactivate_plugin', array( Lifecycle::class, 'hook_deactivation' ), 0 );
		if ( is_multisite() ) {
			Lifecycle::add_network_hooks();
		}
		$plugin->start( self::SITE );
		if ( Request_Kind::may_write() ) {
			$plugin->start( self::WRITES );
		} else {
			$plugin->start_on_write();
		}
		if ( Request_Kind::ADMIN === Request_Kind::current() ) {
			$plugin->start( self::ADMIN );
			// After an update without reactivation: our files moved to their keyed names once.
			add_action( 'admin_init', array( Files\Uploads::class, 'upgrade' ) );
		}
		if ( Request_Kind::CLI === Request_Kind::current() && defined( 'WP_CLI' ) && WP_CLI ) {
			$plugin->start( self::CLI );
			add_action( 'cli_init', array( $plugin, 'add_commands' ) );
			add_action( 'init', array( Files\Uploads::class, 'upgrade' ) );
		}
		// Before the controllers' own rest_api_init callbacks (priority 10), which this adds.
		add_action( 'rest_api_init', static fn() => $plugin->start( self::REST ), 0 );
		// The Abilities API fires these when it first builds its registries (categories first), which
		// a page view never asks for; before 6.9 they never fire and nothing is registered.
		add_action( 'wp_abilities_api_categories_init', static fn() => $plugin->start( self::ABILITIES ), 0 );
		add_action( 'wp_abilities_api_init', static fn() => $plugin->start( self::ABILITIES ), 0 );
	}

	/**
	 * Registers every module's WP-CLI commands (`wp sightline …`), each built when WP-CLI starts.
	 */
	public function add_commands(): void {
		foreach ( self::MODULES as $module ) {
			foreach ( $module::commands() as $name => $class_name ) {
				\WP_CLI::add_command( $name, $this->container->get( $class_name ) );
			}
		}
		// Data removal belongs to the composition root, with the uninstall whose code it runs.
		\WP_CLI::add_command( 'sightline delete-data', new Delete_Data_Command() );
	}

	/**
	 * One small trigger per write hook of every module; the first to fire starts WRITES (its listeners
	 * join the hook while it runs, so none misses the write that fired it), later ones find it started.
	 * It passes a filter's value through, should a hook also be used as a filter.
	 */
	private function start_on_write(): void {
		$trigger = function ( $value = null ) {
			$this->start( self::WRITES );
			return $value;
		};
		foreach ( self::write_hooks() as $hook ) {
			add_filter( $hook, $trigger, PHP_INT_MIN );
		}
	}

	/**
	 * The hooks that start the write listeners on a page view: every module's, once each.
	 *
	 * @return list<string>
	 */
	public static function write_hooks(): array {
		$hooks = array();
		foreach ( self::PAGE_VIEW_MODULES as $module ) {
			foreach ( $module::write_hooks() as $hook ) {
				$hooks[ $hook ] = true;
			}
		}
		return array_keys( $hooks );
	}

	/**
	 * Adds the hooks of one request kind's services (once). boot() does this for the current request;
	 * the PHPUnit suite starts every kind, since one process plays every kind of request there.
	 */
	public static function start_context( string $context ): void {
		self::instance()->start( $context );
	}

	/**
	 * A service, built on first use, for code outside every feature: the tests and uninstall.php.
	 * Features get what they use through their constructors (an architecture rule forbids them this).
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
	 * The hookable services of each request kind, in the order their hooks are added.
	 *
	 * @return array<string, list<class-string<Hookable_Interface>>>
	 */
	public static function contexts(): array {
		$contexts = array_fill_keys( array( self::SITE, self::WRITES, self::ADMIN, self::REST, self::CLI, self::ABILITIES ), array() );
		foreach ( self::MODULES as $module ) {
			foreach ( $module::hooks() as $context => $services ) {
				array_push( $contexts[ $context ], ...$services );
			}
		}
		return array_map( static fn( array $services ): array => array_values( array_unique( $services ) ), $contexts );
	}

	/**
	 * @return list<class-string<Module_Interface>>
	 */
	public static function modules(): array {
		return self::MODULES;
	}

	/**
	 * @return list<class-string<Module_Interface>>
	 */
	public static function page_view_modules(): array {
		return self::PAGE_VIEW_MODULES;
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
		if ( ! in_array( $context, array( self::SITE, self::WRITES, self::ADMIN, self::REST, self::CLI, self::ABILITIES ), true ) ) {
			throw new \InvalidArgumentException( sprintf( 'Sightline SEO: no request kind %s.', $context ) );
		}
		$this->started[ $context ] = true;
		foreach ( self::SITE === $context ? self::PAGE_VIEW_MODULES : self::MODULES as $module ) {
			foreach ( $module::hooks()[ $context ] ?? array() as $class_name ) {
				if ( ! isset( $this->hooked[ $class_name ] ) ) {
					$this->hooked[ $class_name ] = true;
					$this->container->get( $class_name )->add_hooks();
				}
			}
		}
	}

	/**
	 * The factories of the feature a service belongs to: `Sightline\<Feature>\…` is built by
	 * `Sightline\<Feature>\Module`.
	 *
	 * @param class-string $id
	 * @return array<class-string, list<class-string>|\Closure(Container): object>
	 */
	public static function factories_of( string $id ): array {
		$parts  = explode( '\\', $id );
		$module = 'Sightline\\' . ( $parts[1] ?? '' ) . '\\Module';
		return 'Sightline' === $parts[0] && in_array( $module, self::MODULES, true ) ? $module::factories() : array();
	}

	/**
	 * Every module's factories (for the tests that check each one).
	 *
	 * @return array<class-string, list<class-string>|\Closure(Container): object>
	 */
	public static function factories(): array {
		$factories = array();
		foreach ( self::MODULES as $module ) {
			$factories += $module::factories();
		}
		return $factories;
	}
}
