<?php
/**
 * Constants that WordPress or plugin.php define at run time, for PHPStan (never loaded by WordPress).
 * The WordPress stubs declare functions and classes only, so the constants the plugin reads are
 * defined here with WordPress's own values.
 *
 * @package Sightline
 */

define( 'ABSPATH', '/' );
define( 'WPINC', 'wp-includes' );
define( 'SIGHTLINE_VERSION', '0.0.0' );
define( 'SIGHTLINE_FILE', __DIR__ . '/../../plugin.php' );
define( 'SIGHTLINE_DIR', dirname( __DIR__, 2 ) . '/' );
define( 'WP_UNINSTALL_PLUGIN', 'sightline-seo/plugin.php' );

// wp-includes/wp-db.php (class-wpdb.php).
define( 'OBJECT', 'OBJECT' );
define( 'ARRAY_A', 'ARRAY_A' );
define( 'ARRAY_N', 'ARRAY_N' );

// wp-includes/default-constants.php.
define( 'KB_IN_BYTES', 1024 );
define( 'MB_IN_BYTES', 1024 * KB_IN_BYTES );
define( 'MINUTE_IN_SECONDS', 60 );
define( 'HOUR_IN_SECONDS', 60 * MINUTE_IN_SECONDS );
define( 'DAY_IN_SECONDS', 24 * HOUR_IN_SECONDS );
define( 'WEEK_IN_SECONDS', 7 * DAY_IN_SECONDS );
define( 'MONTH_IN_SECONDS', 30 * DAY_IN_SECONDS );
define( 'YEAR_IN_SECONDS', 365 * DAY_IN_SECONDS );
