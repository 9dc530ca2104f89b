<?php
/**
 * Declarations of Polylang's public functions that includes/multilingual/ calls, for PHPStan only
 * (never loaded; Polylang defines them when it runs). The signatures follow Polylang 3.8's api.php.
 *
 * @package Sightline
 */

// phpcs:disable -- declarations for the static analyser, outside the plugin's code.

/**
 * @param array<string, mixed> $args
 * @return list<mixed>
 */
function pll_languages_list( $args = array() ) {
	return array();
}

/**
 * @return string|false
 */
function pll_default_language( string $field = 'slug' ) {
	return false;
}

/**
 * @return string|false
 */
function pll_get_post_language( int $post_id, string $field = 'slug' ) {
	return false;
}

/**
 * @return string|false
 */
function pll_get_term_language( int $term_id, string $field = 'slug' ) {
	return false;
}

/**
 * @return array<string, int>
 */
function pll_get_post_translations( int $post_id ) {
	return array();
}

/**
 * @return array<string, int>
 */
function pll_get_term_translations( int $term_id ) {
	return array();
}

function pll_home_url( string $lang = '' ): string {
	return '';
}

function pll_is_translated_post_type( string $post_type ): bool {
	return false;
}

/**
 * Polylang's main object (PLL_Frontend on the front end): links, links_model, filters_links and model are read.
 */
function PLL(): object {
	return new stdClass();
}
