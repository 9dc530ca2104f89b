<?php
/**
 * The template of a sitemap request: prints the XML or XSL the Server produced (escaped there).
 *
 * @package Sightline
 */

defined( 'ABSPATH' ) || exit;

echo \Sightline\Plugin::get( \Sightline\Sitemaps\Sitemaps::class )->body(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built by Renderer, which escapes every value.
