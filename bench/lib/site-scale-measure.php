<?php
/**
 * The site-wide work that is not a sitemap, on bench/sitemap-bench.sh's site at the size it was just
 * seeded to (issue 32): the site checks (all of them, in process; the home page is fetched over HTTP
 * from the bench's own server), the 404 monitor's fold of a log of 10,000 hits, and
 * `wp sightline redirect export` of 1,000 rules, /llms.txt and /llms-full.txt built, and the editor's link
 * suggestions for a post that links to its category. None of them
 * should grow with the site (only the llms files read the posts, a bounded few): each row prints the
 * queries that name the posts or post meta table beside its time and peak memory (median of 3; memory
 * is PHP's peak within the run).
 *
 *   wp eval-file bench/lib/site-scale-measure.php <posts>
 *
 * @package Sightline
 */

// phpcs:disable WordPress.DB, WordPress.WP.AlternativeFunctions

use Sightline\Checks\Site\Fetched_Page;
use Sightline\Checks\Site\Site_Context;
use Sightline\Checks\Site_Checks;
use Sightline\Not_Found\Log;
use Sightline\Not_Found\Monitor;
use Sightline\Plugin;
use Sightline\Redirects\Csv;
use Sightline\Redirects\Redirects;
use Sightline\Settings\Settings;

$posts = (int) ( $args[0] ?? 0 );
global $wpdb;

/**
 * Runs $fn three times (after $prepare each time): [median ms, peak MB, queries, queries naming posts or postmeta].
 */
function sightline_scale_measure( callable $prepare, callable $fn ): array {
	global $wpdb;
	$rows = array();
	for ( $i = 0; $i < 3; $i++ ) {
		$prepare();
		wp_cache_flush();
		$queries = 0;
		$posts   = 0;
		$spy     = static function ( $query ) use ( &$queries, &$posts, $wpdb ) {
			++$queries;
			if ( is_string( $query ) && preg_match( '/\b(' . preg_quote( $wpdb->posts, '/' ) . '|' . preg_quote( $wpdb->postmeta, '/' ) . ')\b/', $query ) ) {
				++$posts;
			}
			return $query;
		};
		add_filter( 'query', $spy );
		memory_reset_peak_usage();
		$base  = memory_get_usage();
		$start = hrtime( true );
		$fn();
		$ms = ( hrtime( true ) - $start ) / 1e6;
		remove_filter( 'query', $spy );
		$rows[] = array( $ms, ( memory_get_peak_usage() - $base ) / 1048576, $queries, $posts );
	}
	usort( $rows, static fn( $a, $b ) => $a[0] <=> $b[0] );
	return $rows[1];
}

$print = static function ( string $label, array $row ) use ( $posts ): void {
	printf( "%-10s %-48s %10.2f ms %8.1f MB %6d queries %4d naming posts/postmeta\n", number_format( $posts ), $label, $row[0], $row[1], $row[2], $row[3] );
};

// Site checks: every check, as the dashboard's "Run checks" does. They fetch the site's home page and
// sitemap index over HTTP (loopback); that time is WordPress's page (at a million posts its main query
// counts every post) and our sitemap, so it is printed apart.
$checks   = Plugin::get( Site_Checks::class );
$fetching = array();
$row      = sightline_scale_measure(
	static fn() => null,
	static function () use ( $checks, &$fetching ): void {
		$spent   = 0.0;
		$context = new Site_Context(
			Plugin::get( Settings::class ),
			static function ( string $url ) use ( &$spent ): Fetched_Page {
				$start  = hrtime( true );
				$page   = Site_Context::remote_get( $url );
				$spent += ( hrtime( true ) - $start ) / 1e6;
				return $page;
			}
		);
		$checks->run( $context );
		$fetching[] = $spent;
	}
);
sort( $fetching );
$print( 'site checks, all of them', $row );
printf( "%-10s %-48s %10.2f ms   (of the time above: the home page and sitemap index fetched over HTTP)\n", number_format( $posts ), '  site checks, fetching the site\'s pages', $fetching[1] );

// The 404 monitor's fold: 10,000 hits over 500 addresses appended to the log, then one fold (the hourly event).
$log     = Plugin::get( Log::class );
$monitor = Plugin::get( Monitor::class );
$fill    = static function () use ( $log ): void {
	for ( $i = 0; $i < 10000; $i++ ) {
		$log->append( '/missing-' . ( $i % 500 ) . '/', 0 === $i % 3 ? 'example.com' : '' );
	}
};
$print( '404 fold, 10,000 hits of 500 addresses', sightline_scale_measure( $fill, static fn() => $monitor->fold() ) );
$monitor->clear();

// `wp sightline redirect export` of 1,000 rules (written once, exported three times).
$redirects = Plugin::get( Redirects::class );
if ( iterator_count( $redirects->each() ) < 1000 ) {
	$inputs = array();
	for ( $i = 0; $i < 1000; $i++ ) {
		$inputs[ "rule {$i}" ] = array(
			'source' => "/old-scale-{$i}/",
			'target' => "/new-scale-{$i}/",
		);
	}
	$redirects->create_many( $inputs );
}
$file = get_temp_dir() . 'sightline-scale-export.csv';
$row  = sightline_scale_measure(
	static fn() => null,
	static function () use ( $redirects, $file ): void {
		// What Redirect_Command::export() does, without WP-CLI's output around it.
		$handle = fopen( $file, 'wb' );
		Csv::write( $redirects->each(), $handle );
		fclose( $handle );
	}
);
$print( 'redirect export, 1,000 rules', $row );
wp_delete_file( $file );

// /llms.txt and /llms-full.txt built (what the first request after a content change does): the home
// page, the picked pages and the ten newest indexable posts of each public type. These read the posts
// on purpose; their queries must stay bounded, not grow with the site.
foreach ( array(
	'llms.txt built'      => Plugin::get( Sightline\Llms\Builder::class ),
	'llms-full.txt built' => Plugin::get( Sightline\Llms\Full_Builder::class ),
) as $label => $builder ) {
	$print( $label, sightline_scale_measure( static fn() => wp_cache_flush(), static fn() => $builder->build() ) );
}

// The editor's link suggestions for a post that links to its category's archive, a post and a year:
// an archive's address is answered without its query (Db\Post_Ids::of_url()).
$linking = wp_insert_post(
	array(
		'post_title'   => 'Linking post',
		'post_status'  => 'draft',
		'post_content' => '<p>See <a href="' . get_term_link( (int) get_option( 'default_category' ), 'category' ) . '">all news</a>, <a href="' . home_url( '/2020/' ) . '">2020</a> and <a href="' . get_permalink( (int) $wpdb->get_var( "SELECT MIN(ID) FROM {$wpdb->posts} WHERE post_type = 'post' AND post_status = 'publish'" ) ) . '">a post</a>.</p>',
	)
);
$print(
	'link suggestions, a post linking to its category',
	sightline_scale_measure( static fn() => wp_cache_flush(), static fn() => Plugin::get( Sightline\Checks\Links\Link_Suggestions::class )->for_post( get_post( $linking ), array( 'news' ) ) )
);
wp_delete_post( $linking, true );
