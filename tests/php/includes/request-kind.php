<?php
/**
 * Child process of tests/php/Harness/RequestKindsTest.php: loads WordPress as one kind of request and
 * prints, as JSON, which Sightline SEO classes that request loaded and which services it built.
 *
 *   php request-kind.php page    a front-end page view of the home page, head printed
 *   php request-kind.php page-write  a page view in which something (a theme, a plugin) publishes a post
 *                                after the main query: reports whether the write listeners were built
 *                                before that and whether the sitemap stamps moved (rolled back after)
 *   php request-kind.php rest    a REST request: the API starts (rest_api_init) and lists its routes
 *   php request-kind.php admin   a wp-admin request (is_admin())
 *   php request-kind.php abilities  a request that asks the Abilities API (6.9+) for every ability, as
 *                                an MCP adapter or core's wp-abilities/v1 routes do; lists Sightline's ones
 *
 * @package Sightline\Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

$sightline_kind = $argv[1] ?? '';
if ( ! in_array( $sightline_kind, array( 'page', 'page-write', 'rest', 'admin', 'abilities' ), true ) ) {
	fwrite( STDERR, "usage: php request-kind.php page|page-write|rest|admin|abilities\n" );
	exit( 2 );
}

require __DIR__ . '/child-request.php';
sightline_child_request( 'GET', '/', 'admin' === $sightline_kind );

// Notices WordPress raises while loading (e.g. translations loaded too early, which WordPress 6.7+
// reports), collected through hooks set before WordPress exists (it adopts a pre-filled $wp_filter).
$GLOBALS['sightline_notices'] = array();
foreach ( array( 'doing_it_wrong_run', 'deprecated_function_run', 'deprecated_argument_run', 'deprecated_hook_run' ) as $sightline_hook ) {
	$GLOBALS['wp_filter'][ $sightline_hook ][10][] = array(
		'function'      => static function ( $name, $message = '' ) use ( $sightline_hook ) {
			$GLOBALS['sightline_notices'][] = "{$sightline_hook} {$name}: " . wp_strip_all_tags( (string) $message );
		},
		'accepted_args' => 2,
	);
}

// Another plugin's callback on one write hook before ours loads: the trigger must join it, not replace it.
function sightline_tests_other_plugin_on_profile_update( $user_id ) {
	return $user_id;
}
$GLOBALS['wp_filter']['profile_update'][10][] = array(
	'function'      => 'sightline_tests_other_plugin_on_profile_update',
	'accepted_args' => 1,
);

require ABSPATH . 'wp-settings.php';

$sightline_result = array();
if ( 'page-write' === $sightline_kind ) {
	wp();
	$sightline_result['built_before_write'] = Sightline\Plugin::is_built( Sightline\Sitemaps\Invalidator::class );
	$wpdb->query( 'START TRANSACTION' );
	$sightline_before = ( new Sightline\Sitemaps\State() )->latest();
	wp_insert_post(
		array(
			'post_title'   => 'Written during a page view',
			'post_content' => 'Published by something on a GET.',
			'post_status'  => 'publish',
		)
	);
	wp_cache_delete( 'alloptions', 'options' );
	wp_cache_delete( Sightline\Sitemaps\State::OPTION, 'options' );
	$sightline_result['stamps_moved'] = ( new Sightline\Sitemaps\State() )->latest() !== $sightline_before;
	$wpdb->query( 'ROLLBACK' );
} elseif ( 'page' === $sightline_kind ) {
	wp();
	ob_start();
	wp_head();
	$sightline_result['head'] = (string) ob_get_clean();
} elseif ( 'rest' === $sightline_kind ) {
	$sightline_result['routes'] = array_values( array_filter( array_keys( rest_get_server()->get_routes() ), static fn( $route ) => str_starts_with( $route, '/sightline/v1' ) ) );
} elseif ( 'abilities' === $sightline_kind ) {
	$sightline_abilities           = function_exists( 'wp_get_abilities' ) ? array_map( static fn( $ability ) => $ability->get_name(), array_values( wp_get_abilities() ) ) : array();
	$sightline_result['abilities'] = array_values( array_filter( $sightline_abilities, static fn( $name ) => str_starts_with( $name, 'sightline-seo/' ) ) );
}

$sightline_result['classes'] = array_values( array_filter( get_declared_classes(), static fn( $name ) => str_starts_with( $name, 'Sightline\\' ) ) );
$sightline_result['built']   = array();
// Whether activating the plugin in this request would reach Lifecycle (its hook is registered).
$sightline_result['lifecycle'] = false !== has_action( 'activate_' . plugin_basename( SIGHTLINE_FILE ) );
foreach ( Sightline\Plugin::contexts() as $sightline_context => $sightline_services ) {
	foreach ( $sightline_services as $sightline_service ) {
		if ( Sightline\Plugin::is_built( $sightline_service ) && ! in_array( $sightline_service, $sightline_result['built'], true ) ) {
			$sightline_result['built'][] = $sightline_service;
		}
	}
}
// The classes of Sightline callbacks on the write hooks (the triggers are closures, listeners methods).
$sightline_result['listeners'] = array();
foreach ( Sightline\Plugin::write_hooks() as $sightline_hook ) {
	foreach ( isset( $GLOBALS['wp_filter'][ $sightline_hook ] ) ? $GLOBALS['wp_filter'][ $sightline_hook ]->callbacks : array() as $sightline_callbacks ) {
		foreach ( $sightline_callbacks as $sightline_callback ) {
			$sightline_owner = is_array( $sightline_callback['function'] ) ? $sightline_callback['function'][0] : null;
			$sightline_owner = is_object( $sightline_owner ) ? get_class( $sightline_owner ) : (string) $sightline_owner;
			if ( str_starts_with( $sightline_owner, 'Sightline\\' ) ) {
				$sightline_result['listeners'][] = $sightline_owner;
			}
		}
	}
}
// Per write hook: the triggers on it (closures of the composition root, at the first priority), the
// other callbacks, and which WP_Hook holds them (each hook its own, or a trigger removed from one hook
// would leave the others).
$sightline_result['triggers'] = array();
foreach ( Sightline\Plugin::write_hooks() as $sightline_hook ) {
	$sightline_entry = array(
		'triggers' => 0,
		'others'   => 0,
		'object'   => isset( $GLOBALS['wp_filter'][ $sightline_hook ] ) ? spl_object_id( $GLOBALS['wp_filter'][ $sightline_hook ] ) : 0,
	);
	foreach ( isset( $GLOBALS['wp_filter'][ $sightline_hook ] ) ? $GLOBALS['wp_filter'][ $sightline_hook ]->callbacks : array() as $sightline_priority => $sightline_callbacks ) {
		foreach ( $sightline_callbacks as $sightline_callback ) {
			$sightline_function = $sightline_callback['function'];
			$sightline_trigger  = $sightline_function instanceof Closure && str_ends_with( (string) ( new ReflectionFunction( $sightline_function ) )->getFileName(), 'includes/class-plugin.php' );
			if ( $sightline_trigger && PHP_INT_MIN === $sightline_priority ) {
				++$sightline_entry['triggers'];
			} else {
				++$sightline_entry['others'];
			}
		}
	}
	$sightline_result['triggers'][ $sightline_hook ] = $sightline_entry;
}
$sightline_result['notices'] = $GLOBALS['sightline_notices'];
echo wp_json_encode( $sightline_result );
