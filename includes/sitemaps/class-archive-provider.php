<?php
/**
 * The archives of the post types that have one (group `archives`: `/books/`, a shop's product list),
 * as Yoast SEO lists them at the head of each post type's sitemap: each archive of a type with a
 * sitemap, while the archive is indexable (its own rule, else its posts') and its type has a published
 * post, in every language it is translated into. Its lastmod is the newest post's, the first the archive shows. An archive that is a page's
 * address too (WooCommerce's shop page) is left to that page's entry.
 *
 * @package Sightline
 */

namespace Sightline\Sitemaps;

use Sightline\Settings\Indexing;

defined( 'ABSPATH' ) || exit;

final class Archive_Provider implements Provider_Interface {

	public const GROUP = 'archives';

	/** @var array<string, string>|null The archives that may be listed, by post type, worked out once a request. */
	private ?array $archives = null;

	public function __construct( private Indexing $indexing, private Alternates $alternates ) {}

	public function groups(): array {
		return $this->archives() ? array( self::GROUP ) : array();
	}

	public function pages( string $group, int $per_page, int $from_key = 0, int $before_key = 0 ): array {
		$listed = $this->listed();
		if ( $from_key > 0 || ! $listed ) {
			return array(); // Its one page starts at key 0.
		}
		return array(
			array(
				'start'   => 0,
				'lastmod' => max( $listed ),
				'count'   => count( $this->entries( $group, 0, $per_page, false ) ),
			),
		);
	}

	public function entries( string $group, int $start, int $per_page, bool $with_images ): array {
		$archives = $this->archives();
		$entries  = array();
		foreach ( $this->listed() as $type => $lastmod ) {
			$versions = $this->alternates->for_post_type_archive( $type );
			foreach ( $versions ? array_keys( $versions ) : array( $archives[ $type ] ) as $url ) {
				$entries[] = array(
					'loc'        => (string) $url,
					'lastmod'    => $lastmod,
					'images'     => array(),
					'alternates' => $versions[ $url ] ?? array(),
				);
			}
		}
		return array_slice( $entries, 0, max( 1, $per_page ) );
	}

	public function listing_inputs( string $group ): array {
		return $this->archives();
	}

	/**
	 * The archives of the types with a sitemap that have one, are indexable and are no page's address.
	 *
	 * @return array<string, string> Address by post type.
	 */
	private function archives(): array {
		if ( null === $this->archives ) {
			$this->archives = array();
			foreach ( Post_Type_Provider::types() as $type ) {
				$object = get_post_type_object( $type );
				if ( ! $object || ! $object->has_archive || $this->indexing->is_post_type_archive_noindex( $type ) ) {
					continue;
				}
				$url = (string) get_post_type_archive_link( $type );
				if ( '' !== $url && ! self::is_a_pages_address( $url ) ) {
					$this->archives[ $type ] = $url;
				}
			}
		}
		return $this->archives;
	}

	/**
	 * The archives listed now, those of types with a published post, with their lastmod: the newest
	 * post's modification, as the home page's (the first post the archive shows; one step on the
	 * type_status_date index each).
	 *
	 * @return array<string, int> Lastmod by post type.
	 */
	private function listed(): array {
		global $wpdb;
		$listed = array();
		foreach ( array_keys( $this->archives() ) as $type ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- one indexed step per archive; the answer is stored with the sitemap page.
			$latest = $wpdb->get_var( $wpdb->prepare( "SELECT post_modified_gmt FROM {$wpdb->posts} WHERE post_type = %s AND post_status = 'publish' AND post_password = '' ORDER BY post_date DESC, ID DESC LIMIT 1", $type ) );
			if ( is_string( $latest ) ) {
				$listed[ $type ] = Paginator::timestamp( $latest );
			}
		}
		return $listed;
	}

	/**
	 * Whether the address is the home page's or a published page's (WooCommerce's product archive is
	 * its shop page), which another group lists already.
	 */
	private static function is_a_pages_address( string $url ): bool {
		if ( '' !== (string) wp_parse_url( $url, PHP_URL_QUERY ) ) {
			return false; // Plain permalinks: `?post_type=book` is no page's address.
		}
		$path = trim( (string) wp_parse_url( $url, PHP_URL_PATH ), '/' );
		$home = trim( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ), '/' );
		if ( '' !== $home && str_starts_with( $path . '/', $home . '/' ) ) {
			$path = trim( substr( $path, strlen( $home ) ), '/' );
		}
		if ( '' === $path ) {
			return true;
		}
		$page = get_page_by_path( $path );
		return $page instanceof \WP_Post && 'publish' === $page->post_status;
	}
}
