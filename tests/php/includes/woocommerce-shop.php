<?php
/**
 * Child processes of tests/php/StructuredData/WooCommerceProductTest.php: a second site in the test
 * database (its own table prefix, so the suite's site never has WooCommerce) with WooCommerce and
 * Sightline SEO active, where the products are made and their pages rendered.
 *
 * WooCommerce is never part of this repository: SIGHTLINE_WOOCOMMERCE_DIR names a loadable copy of its
 * plugin folder (the test says how to get one); it is linked into the scratch site's plugins folder.
 *
 *   php woocommerce-shop.php install          a fresh shop site (tables of a previous run dropped)
 *   php woocommerce-shop.php activate         WooCommerce's install routine, then Sightline SEO's activation
 *   php woocommerce-shop.php products         makes the products (woocommerce-products.php), prints their ids and addresses
 *   php woocommerce-shop.php page URI [off|no-schema|product-set]   renders one page view as index.php does and prints
 *                                             its HTML ("off": Sightline SEO not loaded, WooCommerce alone;
 *                                             "no-schema": its structured data switched off;
 *                                             "product-set": a site-wide Product set on product pages)
 *   php woocommerce-shop.php drop             drops the shop site's tables
 *
 * @package Sightline\Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

$sightline_step = $argv[1] ?? '';
if ( 'install' === $sightline_step ) {
	define( 'WP_INSTALLING', true );
}
require __DIR__ . '/child-request.php';

require __DIR__ . '/second-site.php';
sightline_tests_second_site( 'wptests_shop_', 'woocommerce', 'SIGHTLINE_WOOCOMMERCE_DIR', 'WooCommerce' );

const SIGHTLINE_TESTS_WOOCOMMERCE = 'woocommerce/woocommerce.php';

if ( 'install' === $sightline_step ) {
	sightline_child_request( 'GET', '/' );
	require ABSPATH . 'wp-settings.php';
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	sightline_tests_install_second_site( 'Test Shop', array( SIGHTLINE_TESTS_WOOCOMMERCE ) );
}

if ( 'activate' === $sightline_step ) {
	sightline_child_request( 'GET', '/' );
	// What activating WooCommerce runs (its tables, pages, roles and options), before `init` reads its
	// tables, as WooCommerce's own test suite does.
	$GLOBALS['wp_filter']['setup_theme'][10][] = array(
		'function'      => static function () {
			if ( ! class_exists( 'WC_Install' ) ) {
				fwrite( STDERR, "WooCommerce did not load\n" );
				exit( 1 );
			}
			WC_Install::install();
		},
		'accepted_args' => 0,
	);
	require ABSPATH . 'wp-settings.php';
	require_once ABSPATH . 'wp-admin/includes/plugin.php';
	add_filter( 'pre_wp_mail', '__return_false' );
	update_option( 'woocommerce_currency', 'EUR' );
	update_option( 'woocommerce_enable_reviews', 'yes' );
	update_option( 'woocommerce_enable_review_rating', 'yes' );
	$sightline_result = activate_plugin( SIGHTLINE_TESTS_PLUGIN );
	if ( is_wp_error( $sightline_result ) ) {
		fwrite( STDERR, 'activating ' . SIGHTLINE_TESTS_PLUGIN . ' failed: ' . $sightline_result->get_error_message() . "\n" );
		exit( 1 );
	}
	flush_rewrite_rules( false );
	printf( "%s\n", wp_json_encode( array( 'woocommerce' => WC()->version ) ) );
	exit( 0 );
}

if ( 'products' === $sightline_step ) {
	sightline_child_request( 'GET', '/' );
	require ABSPATH . 'wp-settings.php';
	require __DIR__ . '/woocommerce-products.php';
	printf( "%s\n", wp_json_encode( sightline_tests_make_products() ) );
	exit( 0 );
}

if ( 'page' === $sightline_step ) {
	$sightline_uri = $argv[2] ?? '';
	sightline_child_request( 'GET', $sightline_uri );
	parse_str( (string) parse_url( $sightline_uri, PHP_URL_QUERY ), $_GET ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- before WordPress loads.
	$_REQUEST = $_GET;
	define( 'WP_USE_THEMES', true );
	if ( 'no-schema' === ( $argv[3] ?? '' ) ) {
		// Sightline SEO on, its structured data switched off (the setting's stored value, as the admin saves it).
		$GLOBALS['wp_filter']['option_sightline_settings'][10][] = array(
			'function'      => static fn( $settings ) => array( 'enable_schemas' => false ) + (array) $settings,
			'accepted_args' => 1,
		);
	}
	if ( 'product-set' === ( $argv[3] ?? '' ) ) {
		// A Schema screen set of type Product on every product's page, as the admin saves it.
		$GLOBALS['wp_filter']['option_sightline_settings'][10][] = array(
			'function'      => static fn( $settings ) => array(
				'schema_sets' => array(
					array(
						'id'      => 'shop-product',
						'type'    => 'Product',
						'values'  => array( 'color' => 'Set colour' ),
						'include' => array( 'post_type:product' ),
						'exclude' => array(),
					),
				),
			) + (array) $settings,
			'accepted_args' => 1,
		);
	}
	if ( 'off' === ( $argv[3] ?? '' ) ) {
		$GLOBALS['wp_filter']['option_active_plugins'][10][] = array(
			'function'      => static fn( $plugins ) => array_values( array_diff( (array) $plugins, array( SIGHTLINE_TESTS_PLUGIN ) ) ),
			'accepted_args' => 1,
		);
	}
	require ABSPATH . 'wp-settings.php';
	wp();
	require ABSPATH . WPINC . '/template-loader.php';
	exit( 0 );
}

if ( 'drop' === $sightline_step ) {
	sightline_child_request( 'GET', '/' );
	define( 'SHORTINIT', true ); // The database alone: no plugin, no table of the shop read.
	require ABSPATH . 'wp-settings.php';
	sightline_tests_drop_second_site_tables();
	exit( 0 );
}

fwrite( STDERR, "usage: php woocommerce-shop.php install|activate|products|page URI [off|no-schema|product-set]|drop\n" );
exit( 2 );
