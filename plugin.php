<?php
/**
 * Plugin Name:       Sightline SEO
 * Description:       Search-engine and social-sharing defaults, XML sitemaps, robots.txt, structured data, page-level SEO checks, AI-written titles and descriptions, a guided setup and a lossless migration from other SEO plugins.
 * Version:           0.1.0
 * Requires at least: 6.6
 * Requires PHP:      8.1
 * Author:            Sightline SEO
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       sightline-seo
 * Domain Path:       /languages
 *
 * @package Sightline
 */

defined( 'ABSPATH' ) || exit;

define( 'SIGHTLINE_VERSION', '0.1.0' );
define( 'SIGHTLINE_FILE', __FILE__ );
define( 'SIGHTLINE_DIR', __DIR__ . '/' );

require_once SIGHTLINE_DIR . 'includes/class-autoloader.php';
Sightline\Autoloader::register();

Sightline\Plugin::boot();
