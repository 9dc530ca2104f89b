<?php
/**
 * Child processes of tests/php/Multilingual/PolylangAlternatesTest.php: a second site in the test
 * database (its own table prefix, so the suite's site never has Polylang) with Polylang and Sightline
 * SEO active, in three languages (English, the default, at /; French at /fr/; German at /de/).
 *
 * Polylang is never part of this repository: SIGHTLINE_POLYLANG_DIR names a loadable copy of its plugin
 * folder (the test says how to get one); it is linked into the scratch site's plugins folder.
 *
 *   php polylang-site.php install        a fresh site (tables of a previous run dropped)
 *   php polylang-site.php activate       Polylang's and Sightline SEO's activation, the three languages
 *   php polylang-site.php content        the posts, pages and categories with their translations
 *                                        (polylang-content.php); prints their ids and addresses
 *   php polylang-site.php page URI on|off  renders one page view as index.php does and prints, as JSON,
 *                                        its HTML and every query it made ("off": Sightline SEO not
 *                                        loaded, Polylang alone)
 *   php polylang-site.php sitemap GROUP PAGE  prints what a sitemap address serves (GROUP index for the index)
 *   php polylang-site.php admin-data     prints the settings app's page data
 *   php polylang-site.php translate ID   adds a German translation of post ID, published; prints its id and address
 *   php polylang-site.php settings JSON  saves settings as the settings app does (Settings::update())
 *   php polylang-site.php rename ID SLUG gives post ID a new slug, as the editor saves it; prints its address
 *   php polylang-site.php set-meta ID KEY VALUE  writes a post meta value as a save does (Polylang's
 *                                        synchronisation of translations runs); prints KEY of each translation
 *   php polylang-site.php after-changes  prints, as JSON, the IndexNow queue and the redirect rules
 *   php polylang-site.php llms           prints /llms.txt as a request of it is answered
 *   php polylang-site.php editor-data ID prints the block editor's page data for post ID
 *   php polylang-site.php static-front   static front pages in the three languages, the German one
 *                                        noindexed; prints their ids and addresses
 *   php polylang-site.php index-links    fills the internal-link index as its WP-Cron job does, to its end
 *   php polylang-site.php rest ROUTE     a GET of a REST route (query string included) as the
 *                                        administrator; prints its status and data as JSON
 *   php polylang-site.php drop           drops the site's tables
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
sightline_tests_second_site( 'wptests_pll_', 'polylang', 'SIGHTLINE_POLYLANG_DIR', 'Polylang' );

const SIGHTLINE_TESTS_POLYLANG = 'polylang/polylang.php';

// A post type with an archive, translated by Polylang (its setting "Custom post types"), on every
// request of the site: each language has its archive (/books/, /fr/books/, /de/books/).
$GLOBALS['wp_filter']['init'][0][]               = array(
	'function'      => static fn() => register_post_type(
		'book',
		array(
			'label'       => 'Books',
			'public'      => true,
			'has_archive' => 'books',
			'rewrite'     => array( 'slug' => 'book' ),
		)
	),
	'accepted_args' => 0,
);
$GLOBALS['wp_filter']['pll_get_post_types'][10][] = array(
	'function'      => static fn( $types ) => array( 'book' => 'book' ) + (array) $types,
	'accepted_args' => 1,
);

if ( 'install' === $sightline_step ) {
	sightline_child_request( 'GET', '/' );
	require ABSPATH . 'wp-settings.php';
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	sightline_tests_install_second_site( 'Test Languages', array() );
}

if ( 'activate' === $sightline_step ) {
	// An admin request: Polylang builds its admin side, where languages are added.
	sightline_child_request( 'GET', '/wp-admin/', true );
	require ABSPATH . 'wp-settings.php';
	require_once ABSPATH . 'wp-admin/includes/plugin.php';
	add_filter( 'pre_wp_mail', '__return_false' );
	wp_set_current_user( 1 );
	foreach ( array( SIGHTLINE_TESTS_POLYLANG, SIGHTLINE_TESTS_PLUGIN ) as $sightline_plugin ) {
		$sightline_result = activate_plugin( $sightline_plugin );
		if ( is_wp_error( $sightline_result ) ) {
			fwrite( STDERR, "activating {$sightline_plugin} failed: " . $sightline_result->get_error_message() . "\n" );
			exit( 1 );
		}
	}
	exit( 0 );
}

if ( 'languages' === $sightline_step ) {
	sightline_child_request( 'GET', '/wp-admin/', true );
	require ABSPATH . 'wp-settings.php';
	wp_set_current_user( 1 );
	foreach ( array( 'en_US', 'fr_FR', 'de_DE' ) as $sightline_order => $sightline_locale ) {
		$sightline_result = PLL()->model->languages->add(
			array(
				'locale'         => $sightline_locale,
				'term_group'     => $sightline_order,
				'no_default_cat' => true,
			)
		);
		if ( is_wp_error( $sightline_result ) ) {
			fwrite( STDERR, "adding {$sightline_locale} failed: " . $sightline_result->get_error_message() . "\n" );
			exit( 1 );
		}
	}
	// WordPress's translations of the one core word our pages print ("Home", the breadcrumb's first
	// crumb), as a language pack would bring them (none is downloaded here).
	require_once ABSPATH . WPINC . '/pomo/mo.php';
	wp_mkdir_p( WP_LANG_DIR );
	foreach ( array(
		'fr_FR' => 'Accueil',
		'de_DE' => 'Startseite',
	) as $sightline_locale => $sightline_home ) {
		$sightline_mo = new MO();
		$sightline_mo->add_entry( new Translation_Entry( array( 'singular' => 'Home', 'translations' => array( $sightline_home ) ) ) );
		$sightline_mo->export_to_file( WP_LANG_DIR . "/{$sightline_locale}.mo" );
	}
	exit( 0 );
}

if ( 'static-front' === $sightline_step ) {
	sightline_child_request( 'POST', '/wp-admin/options.php', true );
	require ABSPATH . 'wp-settings.php';
	wp_set_current_user( 1 );
	require __DIR__ . '/polylang-content.php';
	$sightline_fronts = sightline_tests_translated_posts(
		'welcome',
		array(
			'en' => array( 'post_type' => 'page' ),
			'fr' => array( 'post_type' => 'page' ),
			'de' => array(
				'post_type' => 'page',
				'meta'      => array( '_sightline_robots_noindex' => 'on' ),
			),
		)
	);
	update_option( 'show_on_front', 'page' );
	update_option( 'page_on_front', $sightline_fronts['en'] );
	$sightline_urls = array();
	foreach ( $sightline_fronts as $sightline_lang => $sightline_id ) {
		$sightline_urls[ $sightline_lang ] = array(
			'home' => (string) pll_home_url( $sightline_lang ),
			'page' => (string) get_permalink( $sightline_id ),
		);
	}
	printf( "%s\n", wp_json_encode( $sightline_urls ) );
	exit( 0 );
}

if ( 'content' === $sightline_step ) {
	sightline_child_request( 'GET', '/wp-admin/', true );
	require ABSPATH . 'wp-settings.php';
	wp_set_current_user( 1 );
	require __DIR__ . '/polylang-content.php';
	$sightline_content = sightline_tests_make_translations();
	flush_rewrite_rules( false );
	printf( "%s\n", wp_json_encode( $sightline_content ) );
	exit( 0 );
}

if ( 'page' === $sightline_step ) {
	$sightline_uri = $argv[2] ?? '';
	sightline_child_request( 'GET', $sightline_uri );
	parse_str( (string) parse_url( $sightline_uri, PHP_URL_QUERY ), $_GET ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- before WordPress loads.
	$_REQUEST = $_GET;
	define( 'SAVEQUERIES', true );
	define( 'WP_USE_THEMES', true );
	if ( 'off' === ( $argv[3] ?? '' ) ) {
		$GLOBALS['wp_filter']['option_active_plugins'][10][] = array(
			'function'      => static fn( $plugins ) => array_values( array_diff( (array) $plugins, array( SIGHTLINE_TESTS_PLUGIN ) ) ),
			'accepted_args' => 1,
		);
	}
	require ABSPATH . 'wp-settings.php';
	ob_start();
	wp();
	require ABSPATH . WPINC . '/template-loader.php';
	$sightline_html = (string) ob_get_clean();
	printf(
		"%s\n",
		wp_json_encode(
			array(
				'html'    => $sightline_html,
				'queries' => array_map( static fn( $q ) => (string) $q[0], (array) $wpdb->queries ),
				'loaded'  => class_exists( 'Sightline\Plugin', false ),
			)
		)
	);
	exit( 0 );
}

if ( 'sitemap' === $sightline_step ) {
	// What a sitemap address serves (from its stored copy, built on a miss), as a request of it would.
	sightline_child_request( 'GET', '/' );
	ob_start(); // Only the document: a database notice WordPress prints while it loads is not the sitemap's.
	require ABSPATH . 'wp-settings.php';
	$wpdb->suppress_errors( true );
	$sightline_document = \Sightline\Plugin::get( \Sightline\Sitemaps\Server::class )->document( (string) ( $argv[2] ?? '' ), (int) ( $argv[3] ?? 1 ) );
	if ( null === $sightline_document ) {
		fwrite( STDERR, 'no sitemap ' . ( $argv[2] ?? '' ) . "\n" );
		exit( 1 );
	}
	ob_end_clean();
	echo $sightline_document['body']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- XML for the test to read.
	exit( 0 );
}

if ( 'admin-data' === $sightline_step ) {
	// The settings app's page data, as its admin page builds it for an administrator.
	sightline_child_request( 'GET', '/wp-admin/admin.php?page=sightline', true );
	$_GET['page'] = 'sightline';
	require ABSPATH . 'wp-settings.php';
	wp_set_current_user( 1 );
	printf( "%s\n", wp_json_encode( \Sightline\Plugin::get( \Sightline\Admin\Admin_Menu::class )->page_data() ) );
	exit( 0 );
}

if ( 'translate' === $sightline_step ) {
	// A German translation of the post that had none, saved as the editor would (an admin request).
	sightline_child_request( 'POST', '/wp-admin/post.php', true );
	require ABSPATH . 'wp-settings.php';
	wp_set_current_user( 1 );
	$sightline_source = (int) ( $argv[2] ?? 0 );
	$sightline_id     = (int) wp_insert_post(
		array(
			'post_title'   => 'alone de',
			'post_name'    => 'alone-de',
			'post_content' => 'The alone text in de.',
			'post_status'  => 'publish',
		)
	);
	pll_set_post_language( $sightline_id, 'de' );
	pll_save_post_translations( array( 'en' => $sightline_source, 'de' => $sightline_id ) );
	printf( "%s\n", wp_json_encode( array( 'id' => $sightline_id, 'url' => get_permalink( $sightline_id ) ) ) );
	exit( 0 );
}

if ( 'translate-string' === $sightline_step ) {
	// One string's translation changed as Polylang's Strings translations screen saves it (an admin POST).
	sightline_child_request( 'POST', '/wp-admin/admin.php', true );
	require ABSPATH . 'wp-settings.php';
	wp_set_current_user( 1 );
	$sightline_language = PLL()->model->get_language( (string) ( $argv[2] ?? '' ) );
	$sightline_mo       = new PLL_MO();
	$sightline_mo->import_from_db( $sightline_language );
	$sightline_mo->add_entry( $sightline_mo->make_entry( (string) ( $argv[3] ?? '' ), (string) ( $argv[4] ?? '' ) ) );
	$sightline_mo->export_to_db( $sightline_language );
	exit( 0 );
}

if ( 'settings' === $sightline_step ) {
	sightline_child_request( 'POST', '/wp-admin/options.php', true );
	require ABSPATH . 'wp-settings.php';
	wp_set_current_user( 1 );
	$sightline_result = \Sightline\Plugin::get( \Sightline\Settings\Settings::class )->update( (array) json_decode( (string) ( $argv[2] ?? '' ), true ) );
	if ( is_wp_error( $sightline_result ) ) {
		fwrite( STDERR, 'saving settings failed: ' . $sightline_result->get_error_message() . "\n" );
		exit( 1 );
	}
	exit( 0 );
}

if ( 'rename' === $sightline_step ) {
	sightline_child_request( 'POST', '/wp-admin/post.php', true );
	require ABSPATH . 'wp-settings.php';
	// Database errors are not printed into the JSON (the test reads their effect: the rules written).
	$wpdb->hide_errors();
	wp_set_current_user( 1 );
	$sightline_id = (int) ( $argv[2] ?? 0 );
	wp_update_post(
		array(
			'ID'        => $sightline_id,
			'post_name' => (string) ( $argv[3] ?? '' ),
		)
	);
	printf( "%s\n", wp_json_encode( array( 'url' => get_permalink( $sightline_id ) ) ) );
	exit( 0 );
}

if ( 'set-meta' === $sightline_step ) {
	sightline_child_request( 'POST', '/wp-admin/post.php', true );
	require ABSPATH . 'wp-settings.php';
	wp_set_current_user( 1 );
	$sightline_id  = (int) ( $argv[2] ?? 0 );
	$sightline_key = (string) ( $argv[3] ?? '' );
	update_post_meta( $sightline_id, $sightline_key, (string) ( $argv[4] ?? '' ) );
	$sightline_values = array();
	foreach ( pll_get_post_translations( $sightline_id ) as $sightline_lang => $sightline_translation ) {
		$sightline_values[ $sightline_lang ] = get_post_meta( $sightline_translation, $sightline_key, true );
	}
	printf( "%s\n", wp_json_encode( $sightline_values ) );
	exit( 0 );
}

if ( 'after-changes' === $sightline_step ) {
	sightline_child_request( 'GET', '/wp-admin/', true );
	require ABSPATH . 'wp-settings.php';
	$sightline_rules = array();
	foreach ( \Sightline\Plugin::get( \Sightline\Redirects\Redirects::class )->each() as $sightline_rule ) {
		$sightline_rules[] = array( (string) $sightline_rule['source'], (string) $sightline_rule['target'] );
	}
	printf(
		"%s\n",
		wp_json_encode(
			array(
				'indexnow'  => \Sightline\Plugin::get( \Sightline\Indexnow\Queue::class )->peek(),
				'redirects' => $sightline_rules,
			)
		)
	);
	exit( 0 );
}

if ( 'llms' === $sightline_step ) {
	sightline_child_request( 'GET', '/' );
	require ABSPATH . 'wp-settings.php';
	$sightline_found = \Sightline\Plugin::get( \Sightline\Llms\Llms_Txt::class )->find( '/llms.txt' );
	echo null === $sightline_found ? '' : $sightline_found['body']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- text for the test to read.
	exit( 0 );
}

if ( 'editor-data' === $sightline_step ) {
	sightline_child_request( 'GET', '/wp-admin/post.php', true );
	require ABSPATH . 'wp-settings.php';
	wp_set_current_user( 1 );
	$sightline_assets = \Sightline\Plugin::get( \Sightline\Admin\Editor_Assets::class );
	$sightline_data   = $sightline_assets->post_data( get_post( (int) ( $argv[2] ?? 0 ) ) );
	printf( "%s\n", wp_json_encode( $sightline_data ) );
	exit( 0 );
}

if ( 'index-links' === $sightline_step ) {
	sightline_child_request( 'GET', '/wp-cron.php' );
	require ABSPATH . 'wp-settings.php';
	\Sightline\Checks\Links\Link_Index_Job::start();
	$sightline_job = \Sightline\Plugin::get( \Sightline\Checks\Links\Link_Index_Job::class );
	do {
		$sightline_job->run();
	} while ( 'running' === ( \Sightline\Checks\Links\Link_Index_Job::progress()['status'] ?? '' ) );
	exit( 0 );
}

if ( 'rest' === $sightline_step ) {
	// As the block editor asks: the administrator's GET of a route, its query string as the parameters.
	$sightline_route = (string) ( $argv[2] ?? '' );
	sightline_child_request( 'GET', '/wp-json' . $sightline_route );
	require ABSPATH . 'wp-settings.php';
	wp_set_current_user( 1 );
	$sightline_request = new WP_REST_Request( 'GET', (string) wp_parse_url( $sightline_route, PHP_URL_PATH ) );
	parse_str( (string) wp_parse_url( $sightline_route, PHP_URL_QUERY ), $sightline_query );
	$sightline_request->set_query_params( $sightline_query );
	$sightline_response = rest_do_request( $sightline_request );
	printf(
		"%s\n",
		wp_json_encode(
			array(
				'status' => $sightline_response->get_status(),
				'data'   => $sightline_response->get_data(),
			)
		)
	);
	exit( 0 );
}

if ( 'drop' === $sightline_step ) {
	sightline_child_request( 'GET', '/' );
	define( 'SHORTINIT', true ); // The database alone: no plugin read.
	require ABSPATH . 'wp-settings.php';
	sightline_tests_drop_second_site_tables();
	exit( 0 );
}

fwrite( STDERR, "usage: php polylang-site.php install|activate|languages|content|page URI on|off|sitemap GROUP PAGE|admin-data|translate ID|settings JSON|rename ID SLUG|set-meta ID KEY VALUE|after-changes|llms|editor-data ID|index-links|rest ROUTE|drop\n" );
exit( 2 );
