<?php
/**
 * Editor bench probe (an mu-plugin copied into the editor bench's site only): a request carrying the
 * header `X-Sightline-Bench-Editor` runs as if some plugins were deactivated (WordPress never loads
 * their files): `off` drops Sightline SEO and Yoast SEO, `sightline` drops Yoast SEO, `yoast` drops
 * Sightline SEO. The browser sends the header with every request of a side (the editor page, its
 * REST calls, its iframe), so the sides share one site and one database, round by round.
 *
 * @package Sightline
 */

// phpcs:disable WordPress.Security.ValidatedSanitizedInput, WordPress.NamingConventions.PrefixAllGlobals
if ( 'cli' !== PHP_SAPI && isset( $_SERVER['HTTP_X_SIGHTLINE_BENCH_EDITOR'] ) ) {
	$sightline_editor_bench_drop = array(
		'off'       => array( 'sightline-seo/plugin.php', 'wordpress-seo/wp-seo.php' ),
		'sightline' => array( 'wordpress-seo/wp-seo.php' ),
		'yoast'     => array( 'sightline-seo/plugin.php' ),
	)[ $_SERVER['HTTP_X_SIGHTLINE_BENCH_EDITOR'] ] ?? array();
	add_filter(
		'option_active_plugins',
		static fn( $plugins ) => array_values( array_diff( (array) $plugins, $sightline_editor_bench_drop ) )
	);
}
