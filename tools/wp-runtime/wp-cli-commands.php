<?php
/**
 * Commands that WP-CLI normally gets from packages the Composer mirror here does not have
 * (eval-command, extension-command, rewrite-command, cache-command, core-command). Loaded by
 * tools/wp-runtime/wp through WP-CLI's --require, registered with the real WP_CLI::add_command.
 * A real package of the same name, if ever installed, wins.
 *
 * @package Sightline
 */

// phpcs:disable WordPress.Security.EscapeOutput, WordPress.PHP.DiscouragedPHPFunctions

if ( ! class_exists( 'WP_CLI' ) ) {
	return;
}

$sightline_cli_add = static function ( string $name, $callable, array $args = array() ): void {
	$parts = explode( ' ', $name );
	if ( WP_CLI::get_runner()->find_command_to_run( $parts ) && ! is_string( WP_CLI::get_runner()->find_command_to_run( $parts ) ) ) {
		return; // a real command exists.
	}
	WP_CLI::add_command( $name, $callable, $args );
};

// WP-CLI 2.4 is PHP 7 code: on PHP 8.2 it raises deprecation notices, and WordPress's debug mode
// (WP_DEBUG in wp-config.php) turns them back on after the wrapper turned them off.
if ( '1' !== getenv( 'WP_CLI_SHOW_DEPRECATIONS' ) ) {
	$sightline_cli_quiet = static function () {
		error_reporting( error_reporting() & ~E_DEPRECATED & ~E_USER_DEPRECATED ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions
	};
	WP_CLI::add_wp_hook( 'muplugins_loaded', $sightline_cli_quiet, -1000 );
	WP_CLI::add_hook( 'after_wp_config_load', $sightline_cli_quiet );
	WP_CLI::add_hook( 'after_wp_load', $sightline_cli_quiet );
}

// Registered before WordPress loads; the callbacks run after it did.
$sightline_cli_add(
	'eval',
	static function ( $args ) {
		eval( $args[0] ?? '' ); // phpcs:ignore Squiz.PHP.Eval.Discouraged
	},
	array(
		'shortdesc' => 'Executes arbitrary PHP code (stand-in for wp-cli/eval-command).',
		'synopsis'  => array(
			array(
				'type'        => 'positional',
				'name'        => 'php-code',
				'description' => 'The code to execute, without <?php.',
			),
		),
	)
);

$sightline_cli_add(
	'eval-file',
	static function ( $all_args ) {
		$file = array_shift( $all_args );
		if ( ! is_file( $file ) ) {
			WP_CLI::error( "'{$file}' does not exist." );
		}
		$args = $all_args; // phpcs:ignore VariableAnalysis -- visible to the file, as in WP-CLI.
		include $file;
	},
	array(
		'shortdesc' => 'Loads and executes a PHP file (stand-in for wp-cli/eval-command).',
		'synopsis'  => array(
			array(
				'type' => 'positional',
				'name' => 'file',
			),
			array(
				'type'     => 'positional',
				'name'     => 'arg',
				'optional' => true,
				'repeating' => true,
			),
		),
	)
);

/**
 * Activates, deactivates and lists plugins (stand-in for wp-cli/extension-command).
 */
class Sightline_CLI_Plugin_Command {
	/**
	 * Activates plugins (runs their activation hooks).
	 *
	 * <plugin>...
	 * : Plugin file (sightline-seo/plugin.php) or slug (sightline-seo).
	 *
	 * @param array $args Plugins.
	 */
	public function activate( $args ) {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		foreach ( $args as $plugin ) {
			$file = self::resolve( $plugin );
			if ( is_plugin_active( $file ) ) {
				WP_CLI::warning( "Plugin '{$plugin}' is already active." );
				continue;
			}
			$result = activate_plugin( $file );
			if ( is_wp_error( $result ) ) {
				WP_CLI::error( "Could not activate '{$plugin}': " . $result->get_error_message() . ' ' . wp_strip_all_tags( (string) ( is_string( $result->get_error_data() ) ? $result->get_error_data() : '' ) ) );
			}
			WP_CLI::success( "Plugin '{$plugin}' activated." );
		}
	}

	/**
	 * Deactivates plugins (runs their deactivation hooks).
	 *
	 * <plugin>...
	 * : Plugin file or slug.
	 *
	 * @param array $args Plugins.
	 */
	public function deactivate( $args ) {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		foreach ( $args as $plugin ) {
			deactivate_plugins( self::resolve( $plugin ) );
			WP_CLI::success( "Plugin '{$plugin}' deactivated." );
		}
	}

	/**
	 * Checks whether a plugin is active (exit code 0 when it is).
	 *
	 * <plugin>
	 * : Plugin file or slug.
	 *
	 * @subcommand is-active
	 * @param array $args Plugin.
	 */
	public function is_active( $args ) {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		WP_CLI::halt( is_plugin_active( self::resolve( $args[0] ) ) ? 0 : 1 );
	}

	/**
	 * Lists installed plugins.
	 *
	 * [--format=<format>]
	 * : table, csv, json, yaml. Default: table.
	 *
	 * @param array $args       Unused.
	 * @param array $assoc_args Format.
	 */
	public function list( $args, $assoc_args ) {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		$items = array();
		foreach ( get_plugins() as $file => $data ) {
			$items[] = array(
				'name'    => dirname( $file ) === '.' ? basename( $file, '.php' ) : dirname( $file ),
				'file'    => $file,
				'status'  => is_plugin_active( $file ) ? 'active' : 'inactive',
				'version' => $data['Version'],
			);
		}
		WP_CLI\Utils\format_items( $assoc_args['format'] ?? 'table', $items, array( 'name', 'status', 'version', 'file' ) );
	}

	private static function resolve( string $plugin ): string {
		if ( false !== strpos( $plugin, '/' ) || '.php' === substr( $plugin, -4 ) ) {
			return $plugin;
		}
		foreach ( array_keys( get_plugins() ) as $file ) {
			if ( dirname( $file ) === $plugin || basename( $file, '.php' ) === $plugin ) {
				return $file;
			}
		}
		WP_CLI::error( "The '{$plugin}' plugin could not be found." );
		return '';
	}
}
$sightline_cli_add( 'plugin', 'Sightline_CLI_Plugin_Command' );

$sightline_cli_add(
	'rewrite flush',
	static function () {
		flush_rewrite_rules( false );
		WP_CLI::success( 'Rewrite rules flushed.' );
	},
	array( 'shortdesc' => 'Flushes rewrite rules (stand-in for wp-cli/rewrite-command).' )
);

$sightline_cli_add(
	'cache flush',
	static function () {
		wp_cache_flush();
		WP_CLI::success( 'The cache was flushed.' );
	},
	array( 'shortdesc' => 'Flushes the object cache (stand-in for wp-cli/cache-command).' )
);

$sightline_cli_add(
	'core version',
	static function () {
		WP_CLI::line( get_bloginfo( 'version' ) );
	},
	array( 'shortdesc' => 'Displays the WordPress version (stand-in for wp-cli/core-command).' )
);
