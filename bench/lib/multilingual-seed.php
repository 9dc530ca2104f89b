<?php
/**
 * Seeds the sites of bench/multilingual-bench.sh (never a real site), run as a plain PHP script that
 * loads WordPress as an admin request, so Polylang builds its admin side (where languages are added):
 *
 *   php bench/lib/multilingual-seed.php WP_ROOT languages         Polylang's three languages (en default, fr, de)
 *   php bench/lib/multilingual-seed.php WP_ROOT polylang N        N posts per language, linked as N translation groups
 *   php bench/lib/multilingual-seed.php WP_ROOT plain N           3 × N posts in one language (the plain site of the same size)
 *
 * Which site (table prefix) is read from SIGHTLINE_BENCH_PREFIX by the bench's wp-config.php.
 * Posts are written by multi-row INSERTs, as bench/lib/front-seed.php does: block content of four
 * paragraphs, one category each (ten categories per language). On the Polylang site each post gets the two term
 * relations Polylang stores itself: its language (taxonomy `language`) and its group (a
 * `post_translations` term whose description is the serialised group), and each category the same
 * (`term_language`, `term_translations`), so a page view finds the translations as on a real site.
 * Prints the addresses the bench measures, one `name=URL` a line.
 *
 * @package Sightline
 */

// phpcs:disable WordPress.DB, WordPress.NamingConventions.PrefixAllGlobals, WordPress.Security.EscapeOutput, WordPress.WP.AlternativeFunctions

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}
list( , $root, $step, $n ) = array_pad( $argv, 4, '' );
$n                         = max( 1, (int) $n );
$_SERVER['HTTP_HOST']      = '127.0.0.1';
$_SERVER['REQUEST_METHOD'] = 'GET';
$_SERVER['REQUEST_URI']    = '/wp-admin/';
$_SERVER['SERVER_NAME']    = '127.0.0.1';
$_SERVER['SERVER_PORT']    = '80';
define( 'WP_ADMIN', true );
require rtrim( $root, '/' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';
wp_set_current_user( 1 );
global $wpdb;

if ( 'languages' === $step ) {
	foreach ( array( 'en_US', 'fr_FR', 'de_DE' ) as $language_order => $language_locale ) {
		$result = PLL()->model->languages->add(
			array(
				'locale'         => $language_locale,
				'term_group'     => $language_order,
				'no_default_cat' => true,
			)
		);
		if ( is_wp_error( $result ) ) {
			fwrite( STDERR, "adding {$language_locale} failed: " . $result->get_error_message() . "\n" );
			exit( 1 );
		}
	}
	exit( 0 );
}

// Not `$polylang`: this file runs in the global scope, where that name is Polylang's own instance.
$is_multilingual = 'polylang' === $step;
if ( ! $is_multilingual && 'plain' !== $step ) {
	fwrite( STDERR, "usage: php multilingual-seed.php WP_ROOT languages|polylang N|plain N\n" );
	exit( 2 );
}
$languages = $is_multilingual ? array( 'en', 'fr', 'de' ) : array( 'en' );
$per_lang  = $is_multilingual ? $n : 3 * $n;
wp_defer_term_counting( true );

// Categories: ten per language, the French and German ones translations of the English. Their
// language and group are written as Polylang stores them (taxonomies `term_language` and
// `term_translations`, the object being the term id), after the loop that makes the posts' rows.
$category_names = array(
	'en' => 'Bench Category %d',
	'fr' => 'Categorie %d',
	'de' => 'Kategorie %d',
);
$categories     = array(); // term_taxonomy_id by language, then number.
$category_group = array(); // term_id by number, then language.
for ( $c = 1; $c <= 10; $c++ ) {
	foreach ( $languages as $lang ) {
		$new_term = wp_insert_term( sprintf( $category_names[ $lang ], $c ), 'category' );
		if ( is_wp_error( $new_term ) ) {
			fwrite( STDERR, $new_term->get_error_message() . "\n" );
			exit( 1 );
		}
		$categories[ $lang ][ $c ]     = (int) $new_term['term_taxonomy_id'];
		$category_group[ $c ][ $lang ] = (int) $new_term['term_id'];
	}
}
$lang_tt      = array(); // The `language` term of each language (posts).
$term_lang_tt = array(); // Its `term_language` term (terms).
if ( $is_multilingual ) {
	foreach ( $languages as $lang ) {
		$language              = PLL()->model->get_language( $lang );
		$lang_tt[ $lang ]      = (int) $language->get_tax_prop( 'language', 'term_taxonomy_id' );
		$term_lang_tt[ $lang ] = (int) $language->get_tax_prop( 'term_language', 'term_taxonomy_id' );
	}
}

$insert  = static function ( string $table, string $columns, array $rows ) use ( $wpdb ): void {
	foreach ( array_chunk( $rows, 1000 ) as $part ) {
		$wpdb->query( "INSERT INTO {$table} ({$columns}) VALUES " . implode( ',', $part ) );
	}
};
$columns = 'ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, post_name, post_modified, post_modified_gmt, to_ping, pinged, post_content_filtered, post_type, post_mime_type, guid, comment_status, ping_status, post_parent';
$words   = explode( ' ', 'search engines read this benchmark paragraph about crawling indexing ranking structured data canonical addresses sitemaps robots social cards titles descriptions' );
$start   = strtotime( '2024-01-01 00:00:00' );
$next_id = (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->posts}" ) + 1;
$next_tm = (int) $wpdb->get_var( "SELECT MAX(term_id) FROM {$wpdb->terms}" ) + 1;
$next_tt = (int) $wpdb->get_var( "SELECT MAX(term_taxonomy_id) FROM {$wpdb->term_taxonomy}" ) + 1;
$chunk   = 500;
for ( $done = 0; $done < $per_lang; $done += $chunk ) {
	$rows  = array();
	$rels  = array();
	$terms = array();
	$taxes = array();
	for ( $i = $done + 1; $i <= min( $per_lang, $done + $chunk ); $i++ ) {
		$group = array();
		foreach ( $languages as $lang ) {
			$paragraphs = '';
			for ( $p = 0; $p < 4; $p++ ) {
				$sentence = array();
				for ( $w = 0; $w < 60; $w++ ) {
					$sentence[] = $words[ ( $i * 7 + $p * 13 + $w * 3 ) % count( $words ) ];
				}
				$paragraphs .= '<!-- wp:paragraph --><p>' . ucfirst( implode( ' ', $sentence ) ) . ".</p><!-- /wp:paragraph -->\n\n";
			}
			$date   = gmdate( 'Y-m-d H:i:s', $start - ( $per_lang - $i ) * 7200 );
			$slug   = $is_multilingual ? "bench-post-{$i}-{$lang}" : "bench-post-{$i}";
			$rows[] = $wpdb->prepare( '(%d, 1, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, 0)', $next_id, $date, $date, $paragraphs, "Bench post {$i} {$lang}", '', 'publish', $slug, $date, $date, '', '', '', 'post', '', home_url( "/?p={$next_id}" ), 'open', 'open' );
			$rels[] = sprintf( '(%d, %d)', $next_id, $categories[ $lang ][ 1 + $i % 10 ] );
			if ( $is_multilingual ) {
				$rels[]         = sprintf( '(%d, %d)', $next_id, $lang_tt[ $lang ] );
				$group[ $lang ] = $next_id;
			}
			++$next_id;
		}
		if ( $is_multilingual ) {
			$name    = "pll_bench_{$i}";
			$terms[] = $wpdb->prepare( '(%d, %s, %s)', $next_tm, $name, $name );
			$taxes[] = $wpdb->prepare( '(%d, %d, %s, %s, %d)', $next_tt, $next_tm, 'post_translations', maybe_serialize( $group ), count( $group ) );
			foreach ( $group as $member_id ) {
				$rels[] = sprintf( '(%d, %d)', $member_id, $next_tt );
			}
			++$next_tm;
			++$next_tt;
		}
	}
	$insert( $wpdb->posts, $columns, $rows );
	if ( $terms ) {
		$insert( $wpdb->terms, 'term_id, name, slug', $terms );
		$insert( $wpdb->term_taxonomy, 'term_taxonomy_id, term_id, taxonomy, description, count', $taxes );
	}
	$insert( $wpdb->term_relationships, 'object_id, term_taxonomy_id', $rels );
}
if ( $is_multilingual ) {
	// Whatever Polylang's own hooks gave the new categories (the admin's language) is replaced.
	$ids = implode( ',', array_merge( ...array_map( 'array_values', array_values( $category_group ) ) ) );
	$wpdb->query( "DELETE tr FROM {$wpdb->term_relationships} tr JOIN {$wpdb->term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id WHERE tt.taxonomy IN ('term_language', 'term_translations') AND tr.object_id IN ({$ids})" );
	$terms = array();
	$taxes = array();
	$rels  = array();
	foreach ( $category_group as $c => $group ) {
		$name    = "pll_bench_category_{$c}";
		$terms[] = $wpdb->prepare( '(%d, %s, %s)', $next_tm, $name, $name );
		$taxes[] = $wpdb->prepare( '(%d, %d, %s, %s, %d)', $next_tt, $next_tm, 'term_translations', maybe_serialize( $group ), count( $group ) );
		foreach ( $group as $lang => $term_id ) {
			$rels[] = sprintf( '(%d, %d)', $term_id, $next_tt );
			$rels[] = sprintf( '(%d, %d)', $term_id, $term_lang_tt[ $lang ] );
		}
		++$next_tm;
		++$next_tt;
	}
	$insert( $wpdb->terms, 'term_id, name, slug', $terms );
	$insert( $wpdb->term_taxonomy, 'term_taxonomy_id, term_id, taxonomy, description, count', $taxes );
	$insert( $wpdb->term_relationships, 'object_id, term_taxonomy_id', $rels );
}
// Every category's and language's count is what the relationships say (the groups' counts are set).
$wpdb->query( "UPDATE {$wpdb->term_taxonomy} tt SET count = (SELECT COUNT(*) FROM {$wpdb->term_relationships} tr WHERE tr.term_taxonomy_id = tt.term_taxonomy_id) WHERE taxonomy IN ('category', 'language', 'term_language')" );
wp_defer_term_counting( false );
update_option( 'permalink_structure', '/%postname%/' );
update_option( 'posts_per_page', 10 );
delete_transient( 'pll_languages_list' );
wp_cache_flush();
flush_rewrite_rules( false );

// The pages measured: a post in the middle, the seventh category, the home page (French on the
// Polylang site; the plain site's one language otherwise).
$lang = $is_multilingual ? 'fr' : 'en';
$mid  = intdiv( $per_lang, 2 );
$middle_post = get_page_by_path( $is_multilingual ? "bench-post-{$mid}-fr" : "bench-post-{$mid}", OBJECT, 'post' );
$measured_category = get_term_by( 'term_taxonomy_id', $categories[ $lang ][7] );
printf( "post=%s\n", get_permalink( $middle_post ) );
printf( "category=%s\n", get_term_link( $measured_category ) );
printf( "home=%s\n", $is_multilingual ? pll_home_url( 'fr' ) : home_url( '/' ) );
