<?php
/**
 * SEOPress's redirects, kept in meta: a post or a term redirects its own address when
 * `_seopress_redirections_enabled` is 'yes', to `_seopress_redirections_value` with the code
 * `_seopress_redirections_type` (301, 302, 307), for everyone or only logged-in or logged-out visitors
 * (`_seopress_redirections_logged_status`: both, only_logged_in, only_not_logged_in), the query string
 * dropped. Posts of the type seopress_404 (SEOPress PRO's redirect list, edited with the same fields)
 * redirect the address in their title instead, also with 410 and 451, as a regular expression when
 * `_seopress_redirections_enabled_regex` is 'yes', and with the query handling
 * `_seopress_redirections_param` (exact_match, without_param, with_ignored_param).
 *
 * @package Sightline
 */

namespace Sightline\Migration\Redirect_Sources;

use Sightline\Migration\Abstract_Redirect_Reader;
use Sightline\Migration\Mapped_Redirect;
use Sightline\Redirects\Paths;

defined( 'ABSPATH' ) || exit;

final class Seopress extends Abstract_Redirect_Reader {

	private const PREFIX = '_seopress_redirections_';

	private const LIST_TYPE = 'seopress_404';

	public function groups(): array {
		return array(
			'post' => __( 'Redirects of content', 'sightline-seo' ),
			'term' => __( 'Redirects of terms', 'sightline-seo' ),
		);
	}

	public function count( string $group ): int {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM (' . $this->id_query( $group ) . ') AS items' ); // phpcs:ignore WordPress.DB -- read only, built from constants.
	}

	public function ids( string $group, int $offset, int $limit ): array {
		global $wpdb;
		return array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( $this->id_query( $group ) . ' ORDER BY id ASC LIMIT %d OFFSET %d', $limit, $offset ) ) ); // phpcs:ignore WordPress.DB -- read only, prepared.
	}

	/** Posts of seopress_404 and objects with a redirect target (a 410 or 451 has none). */
	private function id_query( string $group ): string {
		global $wpdb;
		$key = self::PREFIX . 'value';
		if ( 'term' === $group ) {
			return "SELECT DISTINCT term_id AS id FROM {$wpdb->termmeta} WHERE meta_key = '{$key}' AND meta_value <> ''";
		}
		$type = self::LIST_TYPE;
		return "SELECT DISTINCT p.ID AS id FROM {$wpdb->posts} p LEFT JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = '{$key}'"
			. " WHERE p.post_type <> 'revision' AND ( p.post_type = '{$type}' OR ( m.meta_value IS NOT NULL AND m.meta_value <> '' ) )";
	}

	public function read( string $group, array $ids ): array {
		$type = 'term' === $group ? 'term' : 'post';
		$out  = array();
		foreach ( self::objects( $group, $ids ) as $id => $object ) {
			$meta       = static fn( string $name ): string => (string) get_metadata( $type, (int) $id, self::PREFIX . $name, true );
			$out[ $id ] = array( $object instanceof \WP_Post && self::LIST_TYPE === $object->post_type ? self::list_rule( $object, $meta ) : self::object_rule( $object, $meta ) );
		}
		return $out;
	}

	/**
	 * A post or term redirecting its own address.
	 *
	 * @param \WP_Post|\WP_Term        $object
	 * @param \Closure(string): string $meta
	 */
	private static function object_rule( $object, \Closure $meta ): Mapped_Redirect {
		$link     = $object instanceof \WP_Post ? get_permalink( $object ) : get_term_link( $object );
		$relative = is_string( $link ) ? Paths::relative( $link ) : null;
		$code     = (int) $meta( 'type' );
		$status   = self::status( $code );
		$rule     = new Mapped_Redirect(
			null === $relative ? '' : $relative[0] . ( '' === $relative[1] ? '' : '?' . $relative[1] ),
			'exact',
			self::target( $meta( 'value' ) ),
			null === $status ? 301 : $status[0],
			'ignore',
			'yes' === $meta( 'enabled' )
		);
		if ( $object instanceof \WP_Post && 'publish' !== $object->post_status ) {
			$rule->skipped( __( 'the redirect of content that is not published (its address is not public)', 'sightline-seo' ) );
		}
		self::common( $rule, $meta, $code, $status );
		return $rule;
	}

	/**
	 * A seopress_404 post: its title is the address.
	 *
	 * @param \Closure(string): string $meta
	 */
	private static function list_rule( \WP_Post $post, \Closure $meta ): Mapped_Redirect {
		$title  = html_entity_decode( (string) $post->post_title, ENT_QUOTES, 'UTF-8' );
		$regex  = 'yes' === $meta( 'enabled_regex' );
		$param  = '' === $meta( 'param' ) ? 'exact_match' : $meta( 'param' );
		$code   = (int) $meta( 'type' );
		$status = self::status( $code );
		$rule   = new Mapped_Redirect(
			$regex ? $title : self::path( 'exact_match' === $param ? $title : self::without_query( $title ) ),
			$regex ? 'regex' : 'exact',
			self::target( $meta( 'value' ) ),
			null === $status ? 301 : $status[0],
			'with_ignored_param' === $param ? 'keep' : 'ignore',
			'yes' === $meta( 'enabled' ) && 'trash' !== $post->post_status
		);
		if ( 'trash' === $post->post_status ) {
			$rule->skipped( __( "a redirect in SEOPress's trash", 'sightline-seo' ) );
		}
		self::common( $rule, $meta, $code, $status );
		return $rule;
	}

	/**
	 * @param \Closure(string): string      $meta
	 * @param array{0: int, 1: string}|null $status
	 */
	private static function common( Mapped_Redirect $rule, \Closure $meta, int $code, ?array $status ): void {
		$logged = $meta( 'logged_status' );
		if ( 'only_logged_in' === $logged ) {
			$rule->skipped( __( 'the redirect of logged-in visitors only', 'sightline-seo' ) );
		} elseif ( 'only_not_logged_in' === $logged ) {
			$rule->skipped( __( 'the redirect of logged-out visitors only', 'sightline-seo' ) );
		}
		if ( null === $status ) {
			$rule->skipped( 0 === $code ? __( 'a redirect without a redirection type (SEOPress did not answer it)', 'sightline-seo' ) : self::status_note( $code ) );
		}
	}
}
