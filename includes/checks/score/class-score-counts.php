<?php
/**
 * How many posts of the post types with scores have each band of a stored score (and how many have
 * none), counted by one grouped query on the score's meta key; kept briefly in the object cache and
 * forgotten whenever a score is stored (Score_Store calls flush()).
 *
 * @package Sightline
 */

namespace Sightline\Checks\Score;

defined( 'ABSPATH' ) || exit;

final class Score_Counts {

	private const GROUP = 'sightline_scores';

	/** Long enough for a dashboard's reloads, short enough that a change elsewhere shows soon. */
	private const TTL = 5 * MINUTE_IN_SECONDS;

	/** Statuses a writer counts as their posts (not trash, revisions or placeholders). */
	private const STATUSES = array( 'publish', 'future', 'draft', 'pending', 'private' );

	/**
	 * The post types whose posts get scores: the public ones a writer edits in the editor (the
	 * analysis reads the content; a type without the editor, such as attachments, has none to read).
	 *
	 * @return list<string>
	 */
	public static function post_types(): array {
		return array_values( array_filter( get_post_types( array( 'public' => true ) ), static fn( string $type ): bool => post_type_supports( $type, 'editor' ) ) );
	}

	/**
	 * @param string $kind      seo or readability.
	 * @param string $post_type One post type with scores, or "any".
	 * @return array{good: int, improve: int, problem: int, none: int}
	 */
	public function counts( string $kind, string $post_type ): array {
		$key    = $kind . ':' . $post_type . ':' . wp_cache_get_last_changed( self::GROUP );
		$cached = wp_cache_get( $key, self::GROUP );
		if ( is_array( $cached ) ) {
			return $cached;
		}
		$counts = $this->count( Score_Store::key( $kind ), 'any' === $post_type ? self::post_types() : array( $post_type ) );
		wp_cache_set( $key, $counts, self::GROUP, self::TTL );
		return $counts;
	}

	/** Forgets every cached count (a score was stored). */
	public function flush(): void {
		wp_cache_set_last_changed( self::GROUP );
	}

	/**
	 * @param list<string> $post_types
	 * @return array{good: int, improve: int, problem: int, none: int}
	 */
	private function count( string $meta_key, array $post_types ): array {
		global $wpdb;
		$counts = array_fill_keys( Score_Rule::bands(), 0 ) + array( 'none' => 0 );
		if ( ! $post_types ) {
			return $counts;
		}
		// The band of each score, from the rule's thresholds: best first, as the rule reads them.
		$cases = '';
		$args  = array();
		foreach ( Score_Rule::bands() as $band ) {
			$cases .= ' WHEN CAST(score.meta_value AS SIGNED) >= %d THEN %s';
			$args[] = Score_Rule::range( $band )[0];
			$args[] = $band;
		}
		$types    = implode( ', ', array_fill( 0, count( $post_types ), '%s' ) );
		$statuses = implode( ', ', array_fill( 0, count( self::STATUSES ), '%s' ) );
		$sql      = "SELECT CASE WHEN score.meta_id IS NULL THEN 'none'{$cases} ELSE 'none' END AS band, COUNT(*) AS posts"
			. " FROM {$wpdb->posts} AS p LEFT JOIN {$wpdb->postmeta} AS score ON score.post_id = p.ID AND score.meta_key = %s"
			. " WHERE p.post_type IN ({$types}) AND p.post_status IN ({$statuses}) GROUP BY band";
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- one grouped count, cached above; placeholders built from counts.
		$rows = $wpdb->get_results( $wpdb->prepare( $sql, ...array_merge( $args, array( $meta_key ), $post_types, self::STATUSES ) ), ARRAY_A );
		foreach ( (array) $rows as $row ) {
			if ( isset( $counts[ $row['band'] ] ) ) {
				$counts[ $row['band'] ] += (int) $row['posts'];
			}
		}
		return $counts;
	}
}
