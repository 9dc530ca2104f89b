<?php
/**
 * Seeds the links bench site (through tools/wp-runtime/wp.php eval-file, never on a real site): POSTS
 * published posts and one draft for every twenty of them (drafts sit between published ids, as on a
 * real site, so the index job's cursor walks past them), written by multi-row INSERTs as a site that
 * had its posts before the plugin. The text is made, the same on every run, from a vocabulary of
 * 4,000 made-up words of two to four syllables whose frequencies fall off as in a real language (Zipf),
 * a third of the words English function words, and 600 topics of twelve words each, themselves used
 * unevenly: a post has one topic, 250 to 450 words in three to six paragraphs, one to three
 * subheadings and a title of its topic's words. Three posts in ten have a focus keyphrase (post meta
 * `_sightline_focus_keyword`), one of their topic's four, so a popular topic's keyphrases are shared
 * by hundreds of posts; one post in five links to an earlier post by its address.
 *
 * Posts written by SQL fire no hook, so the focus keyphrase index is filled afterwards by its own
 * write path (Keyphrase_Index::store(), one call per post with a keyphrase, timed and printed). The
 * link index is left to the bench, which runs its background job.
 *
 *   php tools/wp-runtime/wp.php --dir DIR eval-file bench/lib/links-seed.php POSTS
 *
 * @package Sightline
 */

// phpcs:disable WordPress.DB, WordPress.NamingConventions.PrefixAllGlobals, WordPress.WP.AlternativeFunctions, WordPress.Security.EscapeOutput -- a bench run from the command line: its output is text for a terminal.
global $wpdb;
$total = (int) ( $args[0] ?? 100000 );
mt_srand( 29 );

$consonants = array( 'b', 'c', 'd', 'f', 'g', 'l', 'm', 'n', 'p', 'r', 's', 't', 'v', 'br', 'st', 'tr', 'pl', 'gr', 'ch', 'sh' );
$vowels     = array( 'a', 'e', 'i', 'o', 'u', 'ai', 'ou', 'ea' );
$vocabulary = array();
for ( $made = 0; $made < 4000; $made = count( $vocabulary ) ) {
	$word = '';
	for ( $syllables = mt_rand( 2, 4 ); $syllables > 0; $syllables-- ) {
		$word .= $consonants[ mt_rand( 0, count( $consonants ) - 1 ) ] . $vowels[ mt_rand( 0, count( $vowels ) - 1 ) ];
	}
	$vocabulary[ $word ] = true;
}
$vocabulary = array_keys( $vocabulary );
$stops      = array( 'the', 'and', 'of', 'to', 'in', 'a', 'is', 'for', 'with', 'on', 'that', 'this', 'it', 'as', 'are', 'be', 'by', 'from', 'you', 'your', 'can', 'more', 'when', 'which' );

/**
 * A table of N ranks drawn by Zipf's law (weight 1 / rank^s): a uniform pick in it is a Zipf pick.
 *
 * @return list<int>
 */
$zipf_table  = static function ( int $ranks, float $s, int $size ): array {
	$weights = array();
	$sum     = 0.0;
	for ( $r = 1; $r <= $ranks; $r++ ) {
		$weights[] = 1 / ( $r ** $s );
		$sum      += 1 / ( $r ** $s );
	}
	$table = array();
	foreach ( $weights as $rank => $weight ) {
		for ( $n = max( 1, (int) round( $weight / $sum * $size ) ); $n > 0; $n-- ) {
			$table[] = $rank;
		}
	}
	return $table;
};
$word_ranks  = $zipf_table( count( $vocabulary ), 1.0, 200000 );
$topic_ranks = $zipf_table( 600, 0.8, 60000 );
$pick        = static fn( array $list ) => $list[ mt_rand( 0, count( $list ) - 1 ) ];

// Topics: twelve words of the vocabulary's middle (neither its commonest nor its rarest), four keyphrases.
$topics = array();
for ( $t = 0; $t < 600; $t++ ) {
	$words = array();
	for ( $made = 0; $made < 12; $made = count( $words ) ) {
		$words[ $vocabulary[ mt_rand( 150, 3999 ) ] ] = true;
	}
	$words      = array_keys( $words );
	$keyphrases = array();
	for ( $k = 0; $k < 4; $k++ ) {
		$keyphrases[] = implode( ' ', array_slice( $words, $k * 2, 2 + $k % 2 ) );
	}
	$topics[] = array( $words, $keyphrases );
}
$sentence_words = static function ( int $count, array $topic ) use ( $vocabulary, $stops, $word_ranks, $pick ): array {
	$words = array();
	for ( $w = 0; $w < $count; $w++ ) {
		$roll    = mt_rand( 0, 99 );
		$words[] = $roll < 35 ? $pick( $stops ) : ( $roll < 55 ? $pick( $topic ) : $vocabulary[ $pick( $word_ranks ) ] );
	}
	return $words;
};

$home    = home_url( '/' );
$columns = 'ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, post_name, post_modified, post_modified_gmt, to_ping, pinged, post_content_filtered, post_type, post_mime_type, guid, comment_status, ping_status, post_parent';
$next_id = (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->posts}" ) + 1;
$first   = $next_id;
$focus   = array();
$slugs   = array();
$start   = microtime( true );
$chunk   = 500;
$drafts  = 0;
for ( $done = 0; $done < $total; ) {
	$rows = array();
	$meta = array();
	for ( $i = 0; $i < $chunk && $done < $total; $i++, $next_id++ ) {
		$draft    = 0 === $next_id % 21;
		$topic    = $topics[ $pick( $topic_ranks ) ];
		$headline = ucfirst( implode( ' ', array_merge( array_slice( $topic[0], mt_rand( 0, 9 ), 2 ), $sentence_words( mt_rand( 1, 4 ), $topic[0] ) ) ) );
		$body     = '';
		$paras    = mt_rand( 3, 6 );
		$left     = mt_rand( 250, 450 );
		for ( $p = 0; $p < $paras; $p++ ) {
			if ( $p > 0 && mt_rand( 0, 1 ) ) {
				$body .= "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">" . ucfirst( implode( ' ', $sentence_words( mt_rand( 2, 5 ), $topic[0] ) ) ) . "</h2>\n<!-- /wp:heading -->\n\n";
			}
			$words = $sentence_words( intdiv( $left, $paras - $p ), $topic[0] );
			$left -= count( $words );
			if ( 1 === $p && $slugs && 0 === mt_rand( 0, 4 ) ) {
				$target                       = $pick( $slugs );
				$words[ count( $words ) - 1 ] = '<a href="' . $home . $target . '/">' . $words[ count( $words ) - 1 ] . '</a>';
			}
			$body .= "<!-- wp:paragraph -->\n<p>" . ucfirst( implode( ' ', $words ) ) . ".</p>\n<!-- /wp:paragraph -->\n\n";
		}
		$slug   = sanitize_title( $headline ) . "-{$next_id}";
		$date   = gmdate( 'Y-m-d H:i:s', 1577836800 + $next_id * 900 );
		$rows[] = $wpdb->prepare( '(%d, 1, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, 0)', $next_id, $date, $date, $body, $headline, '', $draft ? 'draft' : 'publish', $slug, $date, $date, '', '', '', 'post', '', $home . '?p=' . $next_id, 'open', 'open' );
		if ( $draft ) {
			++$drafts;
			continue;
		}
		++$done;
		if ( count( $slugs ) < 5000 ) {
			$slugs[] = $slug;
		}
		if ( mt_rand( 0, 9 ) < 3 ) {
			$keyphrase         = $pick( $topic[1] );
			$focus[ $next_id ] = $keyphrase;
			$meta[]            = $wpdb->prepare( '(%d, %s, %s)', $next_id, '_sightline_focus_keyword', $keyphrase );
		}
	}
	$wpdb->query( "INSERT INTO {$wpdb->posts} ({$columns}) VALUES " . implode( ',', $rows ) );
	if ( $meta ) {
		$wpdb->query( "INSERT INTO {$wpdb->postmeta} (post_id, meta_key, meta_value) VALUES " . implode( ',', $meta ) );
	}
}
printf( "seeded %s published posts and %s drafts (ids %d to %d) in %.1f s\n", number_format( $total ), number_format( $drafts ), $first, $next_id - 1, microtime( true ) - $start );

// The focus keyphrase index, by its own write path.
$index = Sightline\Plugin::get( Sightline\Checks\Keyphrase\Keyphrase_Index::class );
$start = microtime( true );
foreach ( $focus as $with_id => $keyphrase ) {
	$index->store( $with_id, $keyphrase );
}
$distinct = count( array_unique( $focus ) );
$counts   = array_count_values( $focus );
arsort( $counts );
printf(
	"focus keyphrases: %s posts, %d distinct (the commonest on %s posts), stored in the keyphrase index in %.1f s\n",
	number_format( count( $focus ) ),
	$distinct,
	number_format( (int) reset( $counts ) ),
	microtime( true ) - $start
);
update_option( 'sightline_links_bench_range', array( $first, $next_id - 1 ), false );
