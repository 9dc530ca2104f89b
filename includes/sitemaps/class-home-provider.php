<?php
/**
 * The home page (group `home`), unless it is noindexed. Its lastmod is the static front page's, or the
 * newest post's when the home page lists the latest posts.
 *
 * @package Sightline
 */

namespace Sightline\Sitemaps;

use Sightline\Settings\Indexing;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Home_Provider implements Provider_Interface {

	public const GROUP = 'home';

	public function __construct( private Settings $settings, private Indexing $indexing, private Alternates $alternates ) {}

	public function groups(): array {
		$robots = (array) $this->settings->get( 'home_page_robots.general' );
		if ( in_array( 'noindex', $robots, true ) ) {
			return array();
		}
		$front = $this->front_page();
		if ( $front && ! $this->indexing->is_post_indexable( $front ) && ! $this->alternates->for_homes() ) {
			return array(); // Noindexed, and no other language's version is listable.
		}
		return array( self::GROUP );
	}

	public function pages( string $group, int $per_page, int $from_key = 0, int $before_key = 0 ): array {
		if ( $from_key > 0 ) {
			return array(); // Its one page starts at key 0.
		}
		return array(
			array(
				'start'   => 0,
				'lastmod' => $this->lastmod(),
				'count'   => max( 1, count( $this->alternates->for_homes() ) ),
			),
		);
	}

	public function entries( string $group, int $start, int $per_page, bool $with_images ): array {
		$front  = $this->front_page();
		$images = $with_images && $front ? ( Images::for_posts( array( $front ) )[ $front->ID ] ?? array() ) : array();
		// A multilingual site lists every language's home page, each naming the others.
		$homes   = $this->alternates->for_homes();
		$entries = array();
		foreach ( $homes ? array_keys( $homes ) : array( home_url( '/' ) ) as $home ) {
			$entries[] = array(
				'loc'        => (string) $home,
				'lastmod'    => $this->lastmod(),
				'images'     => $images,
				'alternates' => $homes[ $home ] ?? array(),
			);
		}
		return $entries;
	}

	public function listing_inputs( string $group ): array {
		return array( $this->settings->get( 'home_page_robots.general' ), get_option( 'show_on_front' ), get_option( 'page_on_front' ) );
	}

	private function front_page(): ?\WP_Post {
		if ( 'page' !== get_option( 'show_on_front' ) ) {
			return null;
		}
		$page = get_post( (int) get_option( 'page_on_front' ) );
		return $page instanceof \WP_Post ? $page : null;
	}

	private function lastmod(): int {
		$front = $this->front_page();
		if ( $front ) {
			return Paginator::timestamp( $front->post_modified_gmt );
		}
		global $wpdb;
		// The newest post by date is what the home page shows first (one step on the type_status_date index).
		$latest = $wpdb->get_var( "SELECT post_modified_gmt FROM {$wpdb->posts} WHERE post_type = 'post' AND post_status = 'publish' ORDER BY post_date DESC, ID DESC LIMIT 1" ); // phpcs:ignore WordPress.DB -- a fixed query with no input; its answer is cached in the sitemap files.
		return Paginator::timestamp( is_string( $latest ) ? $latest : null );
	}
}
