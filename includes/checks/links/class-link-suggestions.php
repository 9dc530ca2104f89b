<?php
/**
 * Internal-link suggestions for a post: the published posts that share its heaviest terms, ranked by
 * the sum over shared terms of (the post's weight × the candidate's weight), without the post itself
 * and the posts it already links to. One query over the (term, weight) index: for each term, only
 * the PER_TERM candidates where it weighs most are read, so the work is bounded by
 * MAX_TERMS × PER_TERM rows whatever the number of posts. On a multilingual site the candidates are
 * the posts in the post's language: each term's part reads its PER_TERM × (number of languages)
 * heaviest rows, probes each for its language on the relation's primary key
 * (Languages_Interface::posts_in_language_sql()) and keeps the PER_TERM heaviest in the language, so
 * the work still has a bound that does not grow with the site.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Links;

use Sightline\Db\Post_Ids;
use Sightline\Multilingual\Languages_Interface;
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

	public function __construct( private Link_Index $index, private Languages_Interface $languages ) {}

	/**
	 * @param list<string> $words Words of the writer's unsaved title and keyphrase, weighed as a keyphrase.
	 * @return list<array{id: int, title: string, url: string}>
	 */
	public function for_post( WP_Post $post, array $words = array() ): array {
		$terms = $this->index->terms_of( $post );
		foreach ( $words as $word ) {
			$terms[ $word ] = ( $terms[ $word ] ?? 0 ) + 8;
		}
		$ranked  = $this->ranked( Link_Terms::heaviest( $terms ), $post->ID, $this->same_language( $post ) );
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
	 * @param array<string, int>              $terms    Term => weight.
	 * @param (\Closure(string): string)|null $language The condition keeping a post id column to the
	 *                                                  post's language, null on a single-language site.
	 * @param int                             $reach    How many times PER_TERM rows a term reads before
	 *                                                   its language's are kept (the number of languages).
	 */
	public static function query( array $terms, int $post_id, ?\Closure $language = null, int $reach = 1 ): string {
		global $wpdb;
		$table = Link_Table::name();
		$parts = array();
		// Each term by its key (Link_Terms::hash()), as the index holds it.
		foreach ( Link_Terms::by_hash( $terms ) as $key => $weight ) {
			$i = count( $parts );
			// Each part a derived table of its own: the form MariaDB, MySQL and SQLite all read as one part
			// with its own ORDER BY and LIMIT.
			if ( null === $language ) {
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table's name and a counter.
				$parts[] = $wpdb->prepare( "SELECT post_id, score FROM (SELECT post_id, weight * %d AS score FROM {$table} WHERE term = %d ORDER BY weight DESC LIMIT %d) AS t{$i}", $weight, $key, self::PER_TERM );
				continue;
			}
			// The term's heaviest rows of every language, then the heaviest of them in the post's.
			$in_language = $language( "r{$i}.post_id" );
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table's name, a counter and the multilingual plugin's condition.
			$parts[] = $wpdb->prepare( "SELECT post_id, score FROM (SELECT r{$i}.post_id, r{$i}.weight * %d AS score FROM (SELECT post_id, weight FROM {$table} WHERE term = %d ORDER BY weight DESC LIMIT %d) AS r{$i} WHERE {$in_language} ORDER BY score DESC LIMIT %d) AS t{$i}", $weight, $key, self::PER_TERM * max( 1, $reach ), self::PER_TERM );
		}
		return $wpdb->prepare(
			'SELECT post_id, SUM(score) AS total FROM (' . implode( ' UNION ALL ', $parts ) . ') AS shared WHERE post_id <> %d GROUP BY post_id ORDER BY total DESC, post_id DESC LIMIT %d', // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- each part prepared above.
			$post_id,
			self::CANDIDATES
		);
	}

	/**
	 * @param array<string, int>              $terms
	 * @param (\Closure(string): string)|null $language
	 * @return list<int> Post ids, best first.
	 */
	private function ranked( array $terms, int $post_id, ?\Closure $language ): array {
		global $wpdb;
		if ( ! $terms ) {
			return array();
		}
		Link_Table::upgrade();
		$query = self::query( $terms, $post_id, $language, count( $this->languages->languages() ) );
		return array_map( 'intval', $wpdb->get_col( $query ) ); // phpcs:ignore WordPress.DB -- prepared in query(); bounded by the (term, weight) index.
	}

	/**
	 * The condition keeping a post id column to the post's language; null on a single-language site and
	 * for a post without a language (a type the multilingual plugin does not translate).
	 *
	 * @return (\Closure(string): string)|null
	 */
	private function same_language( WP_Post $post ): ?\Closure {
		if ( ! $this->languages->is_multilingual() ) {
			return null;
		}
		$language = $this->languages->post_language( $post->ID );
		if ( null === $language ) {
			return null;
		}
		$languages = $this->languages;
		return static function ( string $column ) use ( $languages, $language ): string {
			$sql = $languages->posts_in_language_sql( $language->slug, $column );
			return '' !== $sql ? $sql : '1 = 1';
		};
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
