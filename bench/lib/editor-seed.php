<?php
/**
 * Seeds the editor bench's post (run with the site's WP-CLI: `wp.php --dir DIR eval-file THIS WORDS`):
 * a post of WORDS words of plain English sentences in paragraph blocks, a subheading every five
 * paragraphs, the focus keyphrase "zebra crossing" in the body, and in the first paragraph only its
 * second word, in a sentence left open at the paragraph's end (so typing "zebra" there turns the
 * introduction check good in Sightline SEO and in Yoast SEO), the same focus
 * keyphrase in both plugins' meta, and the admin's editor preferences without the welcome guide.
 * Prints `post=ID`.
 *
 * @package Sightline
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals, WordPress.WP.GlobalVariablesOverride, WordPress.WP.AlternativeFunctions -- a bench script run by WP-CLI, not plugin code.
$words_wanted = max( 300, (int) ( $args[0] ?? 10000 ) );
$vocabulary   = explode( ' ', 'the a city street people walk cross road car driver stop light traffic safe school child morning evening bicycle lane sign paint white line town council plan new old wide narrow busy quiet corner bus station market square park bridge river path house shop window door table chair coffee bread lunch friend neighbour summer winter rain sun wind slow fast careful always often sometimes never every many few small large long short good better best simple clear' );
$count        = count( $vocabulary );
$seed         = 7;
$next         = static function () use ( &$seed, $count ): int {
	$seed = ( $seed * 1103515245 + 12345 ) % 2147483648;
	return intdiv( $seed, 65536 ) % $count;
};
$sentence     = static function ( int $length ) use ( $vocabulary, $next ): string {
	$words = array();
	for ( $i = 0; $i < $length; $i++ ) {
		$words[] = $vocabulary[ $next() ];
	}
	return ucfirst( implode( ' ', $words ) ) . '.';
};

$blocks    = array();
$words     = 0;
$paragraph = 0;
while ( $words < $words_wanted ) {
	if ( $paragraph > 0 && 0 === $paragraph % 5 ) {
		$blocks[] = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">" . rtrim( $sentence( 4 ), '.' ) . "</h2>\n<!-- /wp:heading -->";
		$words   += 4;
	}
	$sentences = array();
	for ( $s = 0; $s < 4; $s++ ) {
		$length      = 10 + ( $paragraph + $s ) % 9;
		$sentences[] = $sentence( $length );
		$words      += $length;
	}
	if ( 0 === $paragraph ) {
		// An open sentence with the keyphrase's second word: the bench types on at its end, and the
		// keyphrase's first word completes the keyphrase within one sentence (as Yoast SEO asks).
		$sentences[] = 'Everyone here uses the crossing';
		$words      += 5;
	} elseif ( 0 === $paragraph % 20 ) {
		$sentences[] = 'A zebra crossing helps everyone here.';
		$words      += 6;
	}
	$blocks[] = "<!-- wp:paragraph -->\n<p>" . implode( ' ', $sentences ) . "</p>\n<!-- /wp:paragraph -->";
	++$paragraph;
}

$post_id = wp_insert_post(
	array(
		'post_title'   => 'Crossing the street in a busy town',
		'post_content' => implode( "\n\n", $blocks ),
		'post_status'  => 'publish',
		'post_type'    => 'post',
		'post_author'  => 1,
	),
	true
);
if ( is_wp_error( $post_id ) ) {
	fwrite( STDERR, 'editor-seed: ' . $post_id->get_error_message() . "\n" );
	exit( 1 );
}
update_post_meta( $post_id, '_sightline_focus_keyword', 'zebra crossing' );
update_post_meta( $post_id, '_yoast_wpseo_focuskw', 'zebra crossing' );

global $wpdb;
update_user_meta(
	1,
	$wpdb->get_blog_prefix() . 'persisted_preferences',
	array(
		'core/edit-post' => array( 'welcomeGuide' => false ),
		'core'           => array( 'isComplementaryAreaVisible' => true ),
		'_modified'      => gmdate( 'c' ),
	)
);
echo 'post=' . (int) $post_id . "\n";
echo 'words=' . (int) str_word_count( wp_strip_all_tags( get_post_field( 'post_content', $post_id ) ) ) . "\n";
