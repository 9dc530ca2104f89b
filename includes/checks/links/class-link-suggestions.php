<?php
/**
 * Internal-link suggestions for a post: the published posts that share its heaviest terms, ranked by
 * the sum over shared terms of (the post's weight × the candidate's weight), without the post itself
 * and the posts it already links to. One query over the (term, weight) index: for each term, only
 * the PER_TERM candidates where it weighs most are read, so the work is bounded by
 * MAX_TERMS × PER_TERM rows whatever the number of posts.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Links;

use Sightline\Db\Post_Ids;
use WP_Post;

defined( 'ABSPATH' ) || exit;

final class Link_Suggestions {

	/** The most suggestions answered. */
	public const MAX = 8;

	/** Rows read per term: the candidates where the term weighs most. */
	public const PER_TERM = 200;

	/** Candidates ranked, so that leaving out linked or unreadable posts still leaves MAX. */
	private const CANDIDATES = 40;

	/** The most of a post's internal links looked up to leave their posts out. */
	private const LINKS_READ = 50;

	public function __construct( private Link_Index $index ) {}

	/**
	 * @param list<string> $words Words of the writer's unsaved title and keyphrase, weighed as a keyphrase.
	 * @return list<array{id: int, title: string, url: string}>
	 */
	public function for_post( WP_Post $post, array $words = array() ): array {
		$terms = $this->index->terms_of( $post );
		foreach ( $words as $word ) {
			$terms[ $word ] = ( $terms[ $word ] ?? 0 ) + 8;
		}
		$ranked  = $this->ranked( Link_Terms::heaviest( $terms ), $post->ID );
		$exclude = $this->linked_posts( $post );
		$found   = array();
		_prime_post_caches( $ranked, false, false );
		foreach ( $ranked as $id ) {
			if ( count( $found ) >= self::MAX ) {
				break;
			}
			$candidate = get_post( $id );
			if ( isset( $exclude[ $id ] ) || ! $candidate || ! Link_Index::is_linkable( $candidate ) ) {
				continue;
			}
			$found[] = array(
				'id'    => $id,
				'title' => html_entity_decode( get_the_title( $candidate ), ENT_QUOTES, 'UTF-8' ),
				'url'   => (string) get_permalink( $candidate ),
			);
		}
		return $found;
	}

	/**
	 * The SQL that ranks candidates for these terms (EXPLAIN reads it in the tests).
	 *
	 * @param array<string, int> $terms Term => weight.
	 */
	public static function query( array $terms, int $post_id ): string {
		global $wpdb;
		$table = Link_Table::name();
		$parts = array();
		// Each term by its key (Link_Terms::hash()), as the index holds it.
		foreach ( Link_Terms::by_hash( $terms ) as $key => $weight ) {
			$i = count( $parts );
			// Each part a derived table of its own: the form MariaDB, MySQL and SQLite all read as one part
			// with its own ORDER BY and LIMIT.
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table's name and a counter.
			$parts[] = $wpdb->prepare( "SELECT post_id, score FROM (SELECT post_id, weight * %d AS score FROM {$table} WHERE term = %d ORDER BY weight DESC LIMIT %d) AS t{$i}", $weight, $key, self::PER_TERM );
		}
		return $wpdb->prepare(
			'SELECT post_id, SUM(score) AS total FROM (' . implode( ' UNION ALL ', $parts ) . ') AS shared WHERE post_id <> %d GROUP BY post_id ORDER BY total DESC, post_id DESC LIMIT %d', // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- each part prepared above.
			$post_id,
			self::CANDIDATES
		);
	}

	/**
	 * @param array<string, int> $terms
	 * @return list<int> Post ids, best first.
	 */
	private function ranked( array $terms, int $post_id ): array {
		global $wpdb;
		if ( ! $terms ) {
			return array();
		}
		Link_Table::upgrade();
		return array_map( 'intval', $wpdb->get_col( self::query( $terms, $post_id ) ) ); // phpcs:ignore WordPress.DB -- prepared in query(); bounded by the (term, weight) index.
	}

	/**
	 * The posts this post's saved content links to.
	 *
	 * @return array<int, true>
	 */
	private function linked_posts( WP_Post $post ): array {
		$linked = array();
		$home   = home_url( '/' );
		$origin = (string) preg_replace( '#^([a-z][a-z0-9+.-]*://[^/?\#]*).*$#i', '$1', $home );
		$hrefs  = array_slice( Link_Counts::of( $post->post_content, $home )->internal_hrefs, 0, self::LINKS_READ );
		foreach ( array_unique( $hrefs ) as $href ) {
			// A root-relative address is on the site's origin (its path may not start with the home's).
			$id = Post_Ids::of_url( str_starts_with( $href, '/' ) && ! str_starts_with( $href, '//' ) ? $origin . $href : $href );
			if ( $id ) {
				$linked[ $id ] = true;
			}
		}
		return $linked;
	}
}
