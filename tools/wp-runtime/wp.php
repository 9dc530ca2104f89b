<?php
/**
 * A small WP-CLI stand-in for the offline dev site (tools/wp-runtime/site.sh). For real WP-CLI use
 * tools/wp-runtime/wp (it installs WP-CLI from Composer on demand).
 *
 *   php tools/wp-runtime/wp.php --dir DIR <command> [args]
 *
 * DIR is a site dir made by site.sh (holding wordpress/) or a WordPress root itself.
 *
 * Commands:
 *   install [--url=URL] [--title=T] [--admin_user=U] [--admin_password=P] [--admin_email=E]
 *   plugin activate|deactivate <plugin-file>   e.g. sightline-seo/plugin.php (runs its (de)activation hook)
 *   plugin list                                 active plugins, one a line
 *   option get <name>                           prints the value (JSON for arrays/objects)
 *   option update <name> <value|json>           a JSON value is decoded first ('{"a":1}', '[1]', 'true', '3')
 *   option delete <name>
 *   eval '<php code>'                           code without <?php
 *   eval-file <file> [args...]                  $args holds the extra arguments
 *   rewrite flush
 *   demo                                        adds demo content (posts, categories, tags, pages, image), flushes rewrites
 *   status                                      installed version, active=0|1 demo=0|1 (flushes rewrites)
 *   version                                     WordPress version
 *
 * Exit codes: 0 ok, 1 command failed, 2 usage error, 3 WordPress could not load.
 *
 * @package Sightline
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$sl_argv = array_slice( $argv, 1 );
$sl_dir  = getenv( 'SIGHTLINE_WP_DIR' ) ?: '';
$sl_opts = array();
$sl_pos  = array();
// --dir/--path first (anywhere before the command); after the command everything is an argument,
// except install's --key=value options.
while ( $sl_argv ) {
	$sl_a = array_shift( $sl_argv );
	if ( ! $sl_pos && ( '--dir' === $sl_a || '--path' === $sl_a ) ) {
		$sl_dir = (string) array_shift( $sl_argv );
	} elseif ( ! $sl_pos && preg_match( '/^--(?:dir|path)=(.*)$/', $sl_a, $sl_m ) ) {
		$sl_dir = $sl_m[1];
	} elseif ( isset( $sl_pos[0] ) && 'install' === $sl_pos[0] && preg_match( '/^--([a-z_-]+)(?:=(.*))?$/i', $sl_a, $sl_m ) ) {
		$sl_opts[ str_replace( '-', '_', $sl_m[1] ) ] = $sl_m[2] ?? true;
	} else {
		$sl_pos[] = $sl_a;
	}
}

function sl_fail( string $message, int $code = 1 ): void {
	fwrite( STDERR, "Error: {$message}\n" );
	exit( $code );
}

if ( '' === $sl_dir || ! $sl_pos ) {
	fwrite( STDERR, "usage: php wp.php --dir DIR <command> [args]\n" );
	fwrite( STDERR, preg_replace( '/^ \* ?/m', '', substr( (string) file_get_contents( __FILE__ ), 0, 1600 ) ) . "\n" );
	exit( 2 );
}
$sl_root = is_file( "$sl_dir/wp-load.php" ) ? $sl_dir : "$sl_dir/wordpress";
if ( ! is_file( "$sl_root/wp-load.php" ) ) {
	sl_fail( "no WordPress in {$sl_dir} (expected {$sl_dir}/wordpress/wp-load.php)", 3 );
}
if ( ! is_file( "$sl_root/wp-config.php" ) ) {
	sl_fail( "{$sl_root}/wp-config.php is missing: run tools/wp-runtime/site.sh first", 3 );
}
$sl_command = array_shift( $sl_pos );

// Pretend to be a request to the site's own host, so WordPress builds the right URLs.
$sl_home = 'http://127.0.0.1';
if ( preg_match( "/define\\(\\s*'WP_HOME',\\s*'([^']+)'/", (string) file_get_contents( "$sl_root/wp-config.php" ), $sl_m ) ) {
	$sl_home = $sl_m[1];
}
$sl_host                    = (string) parse_url( $sl_home, PHP_URL_HOST ) . ( parse_url( $sl_home, PHP_URL_PORT ) ? ':' . parse_url( $sl_home, PHP_URL_PORT ) : '' );
$_SERVER['HTTP_HOST']       = $sl_host;
$_SERVER['SERVER_NAME']     = (string) parse_url( $sl_home, PHP_URL_HOST );
$_SERVER['SERVER_PORT']     = (string) ( parse_url( $sl_home, PHP_URL_PORT ) ?: 80 );
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';
define( 'WP_CLI_MINI', true );

if ( 'install' === $sl_command ) {
	define( 'WP_INSTALLING', true );
}

// A fatal error while loading (e.g. a broken plugin) must say so, not die silently.
register_shutdown_function(
	static function () {
		$e = error_get_last();
		if ( $e && in_array( $e['type'], array( E_ERROR, E_PARSE, E_CORE_ERROR, E_COMPILE_ERROR ), true ) ) {
			fwrite( STDERR, "Fatal error: {$e['message']} in {$e['file']}:{$e['line']}\n" );
		}
	}
);

require "$sl_root/wp-load.php";
require_once ABSPATH . 'wp-admin/includes/plugin.php';
if ( ! function_exists( 'wp_generate_attachment_metadata' ) ) {
	require_once ABSPATH . 'wp-admin/includes/image.php';
}
add_filter( 'pre_wp_mail', '__return_false' ); // no mail server here.

/** Prints a value: scalars as they are, the rest as pretty JSON. */
function sl_print( $value ): void {
	if ( is_scalar( $value ) || null === $value ) {
		echo is_bool( $value ) ? ( $value ? 'true' : 'false' ) : (string) $value, "\n";
		return;
	}
	echo wp_json_encode( $value, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ), "\n";
}

/** Creates the demo content (idempotent: does nothing when it exists). */
function sl_demo(): void {
	if ( get_page_by_path( 'about', OBJECT, 'page' ) ) {
		echo "demo content already there\n";
		return;
	}
	$admin = get_user_by( 'login', 'admin' ) ?: get_userdata( 1 );
	wp_set_current_user( $admin ? $admin->ID : 1 );

	$cats = array();
	foreach ( array( 'News', 'Guides', 'Reviews' ) as $name ) {
		$t             = wp_insert_term( $name, 'category', array( 'description' => "Posts filed under {$name}." ) );
		$cats[ $name ] = is_wp_error( $t ) ? (int) $t->get_error_data() : (int) $t['term_id'];
	}

	// A featured image made with GD (no network, no fixtures).
	$upload = wp_upload_dir();
	wp_mkdir_p( $upload['path'] );
	$file = trailingslashit( $upload['path'] ) . 'sightline-demo-featured.png';
	$img  = imagecreatetruecolor( 1200, 630 );
	for ( $y = 0; $y < 630; $y++ ) {
		$c = imagecolorallocate( $img, 20 + (int) ( $y / 6 ), 60 + (int) ( $y / 8 ), 140 );
		imageline( $img, 0, $y, 1199, $y, $c );
	}
	imagefilledellipse( $img, 860, 315, 360, 360, imagecolorallocate( $img, 250, 200, 60 ) );
	imagestring( $img, 5, 80, 290, 'Sightline Demo', imagecolorallocate( $img, 255, 255, 255 ) );
	imagepng( $img, $file );
	imagedestroy( $img );
	$attachment_id = wp_insert_attachment(
		array(
			'post_title'     => 'Sightline demo image',
			'post_mime_type' => 'image/png',
			'post_status'    => 'inherit',
		),
		$file
	);
	wp_update_attachment_metadata( $attachment_id, wp_generate_attachment_metadata( $attachment_id, $file ) );
	update_post_meta( $attachment_id, '_wp_attachment_image_alt', 'A yellow sun over a blue gradient' );

	$posts = array(
		array( 'Getting started with technical SEO', 'Guides', array( 'seo', 'crawling' ), true ),
		array( 'Our spring product update', 'News', array( 'release' ), false ),
		array( 'Review: five sitemap generators', 'Reviews', array( 'sitemaps', 'seo' ), true ),
		array( 'How search engines read structured data', 'Guides', array( 'schema', 'seo' ), false ),
	);
	$day = 0;
	foreach ( $posts as list( $title, $cat, $tags, $featured ) ) {
		$id = wp_insert_post(
			array(
				'post_title'    => $title,
				'post_content'  => "<!-- wp:paragraph -->\n<p>{$title}: a demo post written by site.sh. Search engines and social networks read the title, the description and the image of every page.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Why it matters</h2>\n<!-- /wp:heading -->\n\n<!-- wp:paragraph -->\n<p>Clear titles and descriptions help people choose your page in the results.</p>\n<!-- /wp:paragraph -->",
				'post_excerpt'  => "A short summary of \"{$title}\".",
				'post_status'   => 'publish',
				'post_author'   => $admin ? $admin->ID : 1,
				'post_category' => array( $cats[ $cat ] ),
				'tags_input'    => $tags,
				'post_date'     => gmdate( 'Y-m-d H:i:s', time() - DAY_IN_SECONDS * ( 10 - $day++ ) ),
			),
			true
		);
		if ( ! is_wp_error( $id ) && $featured ) {
			set_post_thumbnail( $id, $attachment_id );
		}
	}
	foreach ( array(
		'About'   => '<!-- wp:paragraph --><p>We are the Sightline demo company.</p><!-- /wp:paragraph -->',
		'Contact' => '<!-- wp:paragraph --><p>Write to hello@example.org.</p><!-- /wp:paragraph -->',
	) as $title => $content ) {
		wp_insert_post(
			array(
				'post_title'   => $title,
				'post_name'    => strtolower( $title ),
				'post_content' => $content,
				'post_type'    => 'page',
				'post_status'  => 'publish',
			)
		);
	}
	echo 'demo content: ' . count( $posts ) . " posts, 3 categories, pages About and Contact, featured image #{$attachment_id}\n";
}

switch ( $sl_command ) {
	case 'install':
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		if ( is_blog_installed() ) {
			echo 'WordPress ' . get_bloginfo( 'version' ) . " is already installed\n";
			break;
		}
		$sl_user = (string) ( $sl_opts['admin_user'] ?? 'admin' );
		$sl_pass = (string) ( $sl_opts['admin_password'] ?? 'password' );
		$sl_res  = wp_install(
			(string) ( $sl_opts['title'] ?? 'Sightline Demo' ),
			$sl_user,
			(string) ( $sl_opts['admin_email'] ?? 'admin@example.org' ),
			true,
			'',
			wp_slash( $sl_pass )
		);
		if ( is_wp_error( $sl_res ) ) {
			sl_fail( $sl_res->get_error_message() );
		}
		$sl_url = (string) ( $sl_opts['url'] ?? ( defined( 'WP_HOME' ) ? WP_HOME : '' ) );
		if ( '' !== $sl_url ) {
			update_option( 'home', $sl_url );
			update_option( 'siteurl', $sl_url );
		}
		update_option( 'show_avatars', 0 ); // gravatar.com is unreachable.
		update_option( 'blogdescription', 'A Sightline SEO development site' );
		update_option( 'permalink_structure', '/%postname%/' );
		// "Welcome to the block editor" never pops up over a test, even without the mu-plugin.
		$sl_admin = get_user_by( 'login', $sl_user );
		update_user_meta(
			$sl_admin->ID,
			$GLOBALS['wpdb']->get_blog_prefix() . 'persisted_preferences',
			array(
				'core/edit-post' => array( 'welcomeGuide' => false ),
				'core/edit-site' => array( 'welcomeGuide' => false ),
				'core'           => array( 'welcomeGuide' => false ),
				'_modified'      => gmdate( 'c' ),
			)
		);
		update_option( 'rewrite_rules', '' ); // rebuilt on the next normal load.
		echo 'installed WordPress ' . get_bloginfo( 'version' ) . " (admin user {$sl_user})\n";
		break;

	case 'plugin':
		$sl_sub  = $sl_pos[0] ?? '';
		$sl_file = $sl_pos[1] ?? '';
		if ( 'list' === $sl_sub ) {
			foreach ( (array) get_option( 'active_plugins', array() ) as $sl_p ) {
				echo $sl_p, "\n";
			}
			break;
		}
		if ( ! in_array( $sl_sub, array( 'activate', 'deactivate' ), true ) || '' === $sl_file ) {
			sl_fail( 'usage: plugin activate|deactivate <plugin-file>', 2 );
		}
		if ( ! is_file( WP_PLUGIN_DIR . '/' . $sl_file ) ) {
			sl_fail( "plugin file {$sl_file} not found in " . WP_PLUGIN_DIR );
		}
		if ( 'activate' === $sl_sub ) {
			if ( is_plugin_active( $sl_file ) ) {
				echo "{$sl_file} is already active\n";
				break;
			}
			$sl_res = activate_plugin( $sl_file ); // includes the plugin and runs its activation hook.
			if ( is_wp_error( $sl_res ) ) {
				$sl_data = $sl_res->get_error_data();
				sl_fail( "activating {$sl_file} failed: " . $sl_res->get_error_message() . ( is_string( $sl_data ) && '' !== trim( $sl_data ) ? "\n" . trim( wp_strip_all_tags( $sl_data ) ) : '' ) );
			}
			flush_rewrite_rules( false );
			echo "activated {$sl_file}\n";
		} else {
			deactivate_plugins( $sl_file );
			echo "deactivated {$sl_file}\n";
		}
		break;

	case 'option':
		$sl_sub  = $sl_pos[0] ?? '';
		$sl_name = $sl_pos[1] ?? '';
		if ( '' === $sl_name ) {
			sl_fail( 'usage: option get|update|delete <name> [value]', 2 );
		}
		if ( 'get' === $sl_sub ) {
			$sl_value = get_option( $sl_name, null );
			if ( null === $sl_value ) {
				sl_fail( "option {$sl_name} does not exist" );
			}
			sl_print( $sl_value );
		} elseif ( 'update' === $sl_sub ) {
			$sl_raw   = $sl_pos[2] ?? '';
			$sl_value = json_decode( $sl_raw, true );
			if ( JSON_ERROR_NONE !== json_last_error() ) {
				$sl_value = $sl_raw;
			}
			update_option( $sl_name, $sl_value );
			echo "updated {$sl_name}\n";
		} elseif ( 'delete' === $sl_sub ) {
			delete_option( $sl_name );
			echo "deleted {$sl_name}\n";
		} else {
			sl_fail( 'usage: option get|update|delete <name> [value]', 2 );
		}
		break;

	case 'eval':
		eval( (string) ( $sl_pos[0] ?? '' ) ); // phpcs:ignore Squiz.PHP.Eval.Discouraged -- developer tool.
		break;

	case 'eval-file':
		$sl_file = (string) ( $sl_pos[0] ?? '' );
		if ( '' === $sl_file || ! is_file( $sl_file ) ) {
			sl_fail( "eval-file: file '{$sl_file}' not found", 2 );
		}
		$args = array_slice( $sl_pos, 1 );
		require $sl_file;
		break;

	case 'rewrite':
		flush_rewrite_rules( false );
		echo "rewrite rules flushed\n";
		break;

	case 'demo':
		sl_demo();
		flush_rewrite_rules( false );
		break;

	case 'status': // for site.sh: what an existing site has; flushes the rewrite rules.
		flush_rewrite_rules( false );
		printf(
			"WordPress %s, active=%d demo=%d\n",
			get_bloginfo( 'version' ),
			is_plugin_active( 'sightline-seo/plugin.php' ) ? 1 : 0,
			get_page_by_path( 'about', OBJECT, 'page' ) ? 1 : 0
		);
		break;

	case 'version':
		echo get_bloginfo( 'version' ), "\n";
		break;

	default:
		sl_fail( "unknown command '{$sl_command}'", 2 );
}
