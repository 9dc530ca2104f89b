<?php
/**
 * The SEO Framework's redirects, kept with what they redirect: a post's in its post meta `redirect`, a
 * term's under the key `redirect` of its term meta `autodescription-term-settings` (a serialized array
 * TSF writes whole, an empty redirect included), the home page's and each post type archive's in the
 * option `autodescription-site-settings` (`homepage_redirect`, and `pta` → post type → `redirect`; on a
 * static front page the home page's redirect wins over the page's own). TSF answers such an address, at
 * template_redirect, with a 301 (its filter the_seo_framework_redirect_status_code may change that, in
 * code we cannot read) to the URL as written, the request's query string dropped; not on a post type or
 * taxonomy it was set to leave alone, and not for content that is not published, whose address is not
 * public. The redirect's source is the object's own address, today's permalink.
 *
 * @package Sightline
 */

namespace Sightline\Migration\Redirect_Sources;

use Sightline\Migration\Abstract_Redirect_Reader;
use Sightline\Migration\Mapped_Redirect;
use Sightline\Redirects\Paths;

defined( 'ABSPATH' ) || exit;

final class Seo_Framework extends Abstract_Redirect_Reader {

	private const POST_KEY = 'redirect';

	private const TERM_KEY = 'autodescription-term-settings';

	private const OPTION = 'autodescription-site-settings';

	/** The item of the home page's redirect in the group 'site'; post type archives follow it. */
	private const HOME = 1;

	public function groups(): array {
		return array(
			'post' => __( 'Redirects of content', 'sightline-seo' ),
			'term' => __( 'Redirects of terms', 'sightline-seo' ),
			'site' => __( 'Redirects of the home page and archives', 'sightline-seo' ),
		);
	}

	public function count( string $group ): int {
		global $wpdb;
		if ( 'site' === $group ) {
			return count( $this->site_items() );
		}
		list( $sql, $args ) = $this->id_query( $group );
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM (' . $sql . ') AS items', $args ) ); // phpcs:ignore WordPress.DB -- read only, prepared.
	}

	public function ids( string $group, int $offset, int $limit ): array {
		global $wpdb;
		if ( 'site' === $group ) {
			return array_slice( array_keys( $this->site_items() ), $offset, $limit );
		}
		list( $sql, $args ) = $this->id_query( $group );
		return array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( $sql . ' ORDER BY id ASC LIMIT %d OFFSET %d', array_merge( $args, array( $limit, $offset ) ) ) ) ); // phpcs:ignore WordPress.DB -- read only, prepared.
	}

	/**
	 * The objects holding a redirect, found on the meta key's index (a site may have a million posts and a
	 * few redirects): a post's meta only exists when set (TSF deletes an empty one), a term's array always
	 * holds the key, so its serialized form is read for a redirect that is not empty.
	 *
	 * @return array{0: string, 1: list<string>} [ SQL with placeholders, their values ]
	 */
	private function id_query( string $group ): array {
		global $wpdb;
		if ( 'term' === $group ) {
			return array(
				"SELECT DISTINCT term_id AS id FROM {$wpdb->termmeta} WHERE meta_key = %s AND meta_value LIKE %s AND meta_value NOT LIKE %s",
				array( self::TERM_KEY, '%' . $wpdb->esc_like( 's:8:"redirect";s:' ) . '%', '%' . $wpdb->esc_like( 's:8:"redirect";s:0:"";' ) . '%' ),
			);
		}
		return array(
			"SELECT DISTINCT m.post_id AS id FROM {$wpdb->postmeta} m JOIN {$wpdb->posts} p ON p.ID = m.post_id WHERE m.meta_key = %s AND m.meta_value <> '' AND p.post_type <> 'revision'",
			array( self::POST_KEY ),
		);
	}

	/**
	 * The home page's and the post type archives' redirects: item id => [ post type ('' for the home page), URL ].
	 * Archives are numbered after the home page in the order of their post type's name, which the option
	 * keeps from one request to the next.
	 *
	 * @return array<int, array{0: string, 1: string}>
	 */
	private function site_items(): array {
		$options = get_option( self::OPTION );
		$options = is_array( $options ) ? $options : array();
		$items   = array();
		$home    = trim( (string) ( $options['homepage_redirect'] ?? '' ) );
		if ( '' !== $home ) {
			$items[ self::HOME ] = array( '', $home );
		}
		$archives = is_array( $options['pta'] ?? null ) ? $options['pta'] : array();
		ksort( $archives, SORT_STRING );
		$next = self::HOME + 1;
		foreach ( $archives as $type => $meta ) {
			$url = is_array( $meta ) ? trim( (string) ( $meta['redirect'] ?? '' ) ) : '';
			if ( '' !== $url ) {
				$items[ $next ] = array( (string) $type, $url );
			}
			++$next;
		}
		return $items;
	}

	public function read( string $group, array $ids ): array {
		$options = get_option( self::OPTION );
		$options = is_array( $options ) ? $options : array();
		if ( 'site' === $group ) {
			return $this->read_site( $ids, $options );
		}
		$out = array();
		foreach ( self::objects( $group, $ids ) as $id => $object ) {
			$out[ $id ] = $object instanceof \WP_Post ? self::post_rules( $object, $options ) : self::term_rules( $object, $options );
		}
		return $out;
	}

	/**
	 * @param array<string, mixed> $options
	 * @return list<Mapped_Redirect>
	 */
	private static function post_rules( \WP_Post $post, array $options ): array {
		$url = trim( (string) get_post_meta( $post->ID, self::POST_KEY, true ) );
		if ( '' === $url ) {
			return array();
		}
		$front = 'page' === get_option( 'show_on_front' ) && (int) get_option( 'page_on_front' ) === $post->ID;
		if ( $front && '' !== trim( (string) ( $options['homepage_redirect'] ?? '' ) ) ) {
			$url = trim( (string) $options['homepage_redirect'] ); // TSF sends the front page where the home page's redirect says.
		}
		$rule = self::rule( get_permalink( $post ), $url );
		if ( 'trash' === $post->post_status ) {
			/* translators: %s: the title of a post or page. */
			$rule->skipped( sprintf( __( 'the redirect of "%s", which is in the trash', 'sightline-seo' ), self::post_title( $post ) ) );
		} elseif ( 'publish' !== $post->post_status ) {
			/* translators: %s: the title of a post or page. */
			$rule->skipped( sprintf( __( 'the redirect of "%s", which is not published (its address is not public)', 'sightline-seo' ), self::post_title( $post ) ) );
		}
		if ( ! empty( $options['disabled_post_types'][ $post->post_type ] ) ) {
			/* translators: %s: a post type's name. */
			$rule->skipped( sprintf( __( 'a redirect of the post type "%s", which The SEO Framework was set to leave alone (it did not answer it)', 'sightline-seo' ), $post->post_type ) );
		}
		return array( $rule );
	}

	/**
	 * @param array<string, mixed> $options
	 * @return list<Mapped_Redirect>
	 */
	private static function term_rules( \WP_Term $term, array $options ): array {
		$meta = get_term_meta( $term->term_id, self::TERM_KEY, true );
		$url  = is_array( $meta ) ? trim( (string) ( $meta['redirect'] ?? '' ) ) : '';
		if ( '' === $url ) {
			return array();
		}
		$rule = self::rule( get_term_link( $term ), $url, true );
		if ( ! empty( $options['disabled_taxonomies'][ $term->taxonomy ] ) ) {
			/* translators: %s: a taxonomy's name. */
			$rule->skipped( sprintf( __( 'a redirect of the taxonomy "%s", which The SEO Framework was set to leave alone (it did not answer it)', 'sightline-seo' ), $term->taxonomy ) );
		}
		return array( $rule );
	}

	/**
	 * @param list<int>            $ids
	 * @param array<string, mixed> $options
	 * @return array<int, list<Mapped_Redirect>>
	 */
	private function read_site( array $ids, array $options ): array {
		$items = $this->site_items();
		$out   = array();
		foreach ( $ids as $id ) {
			if ( ! isset( $items[ $id ] ) ) {
				continue;
			}
			list( $type, $url ) = $items[ $id ];
			if ( '' === $type ) {
				$out[ $id ] = array( self::rule( home_url( '/' ), $url ) );
				continue;
			}
			$rule = self::rule( post_type_exists( $type ) ? get_post_type_archive_link( $type ) : false, $url, true );
			if ( ! post_type_exists( $type ) || ! get_post_type_object( $type )->has_archive ) {
				/* translators: %s: a post type's name. */
				$rule->skipped( sprintf( __( 'the redirect of the archive of "%s", a post type without an archive on this site', 'sightline-seo' ), $type ) );
			} elseif ( ! empty( $options['disabled_post_types'][ $type ] ) ) {
				/* translators: %s: a post type's name. */
				$rule->skipped( sprintf( __( 'a redirect of the post type "%s", which The SEO Framework was set to leave alone (it did not answer it)', 'sightline-seo' ), $type ) );
			}
			$out[ $id ] = array( $rule );
		}
		return $out;
	}

	/**
	 * The rule of an object's address: its path exactly (any query string, which TSF drops), to the URL.
	 * An archive's ($archive) redirect covers its later pages and feeds too, as TSF redirects the archive
	 * whatever its page: the path as a prefix, where it ends with a slash (else a prefix would also catch
	 * /tag/release-notes/ for /tag/release).
	 *
	 * @param string|false|\WP_Error $link The object's permalink.
	 */
	private static function rule( $link, string $url, bool $archive = false ): Mapped_Redirect {
		$relative = is_string( $link ) ? Paths::relative( $link ) : null;
		$prefix   = $archive && null !== $relative && '' === $relative[1] && str_ends_with( $relative[0], '/' ) && '/' !== $relative[0];
		return new Mapped_Redirect(
			null === $relative ? '' : $relative[0] . ( '' === $relative[1] ? '' : '?' . $relative[1] ),
			$prefix ? 'prefix' : 'exact',
			self::target( $url ),
			301,
			'ignore'
		);
	}
}
