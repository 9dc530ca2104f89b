<?php
/**
 * The template of a sitemap request: Sitemaps::print_body() prints the XML or XSL the Server produced
 * (escaped there).
 *
 * @package Sightline
 */

defined( 'ABSPATH' ) || exit;

do_action( 'sightline_sitemap_output' );
