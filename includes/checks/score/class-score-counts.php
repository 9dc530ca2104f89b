<?php
/**
 * How many posts of the post types with scores have each band of a stored score (and how many have
 * none). On an ordinary site one grouped query counts them on request, kept briefly in the object cache
 * and forgotten whenever a score is stored (Score_Store calls flush()). On a large site that query
 * would read every post with a meta lookup each while an editor waits, so the dashboard gets the last
 * counts Score_Counts_Job took in the background, by bounded ranges of post ids, and says when.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Score;

use Sightline\Db\Post_Ids;

defined( 'ABSPATH' ) || exit;

final class Score_Counts {

	private const GROUP = 'sightline_scores';

	/** Long enough for a dashboard's reloads, short enough that a change elsewhere shows soon. */
	private const TTL = 5 * MINUTE_IN_SECONDS;

	/** Statuses a writer counts as their posts (not trash, revisions or placeholders). */
	private const STATUSES = array( 'publish', 'future', 'draft', 'pending', 'private' );

	/**
	 * Sites whose post ids go no higher are counted on request (the query then reads at most this
	 * many posts); larger ones in the background. Filter `sightline_score_counts_inline_ids`.
	 */
	public const INLINE_IDS = 50000;

	/** The score kinds counted, each with its meta key (Score_Store::key()). */
	private const KINDS = array( 'seo', 'readability' );

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
	 * What the dashboard shows for one score and post type: the counts, when they were taken (Unix
	 * time; 0 when none were taken yet) and whether newer ones are being taken in the background.
	 *
	 * @param string $kind      seo or readability.
	 * @param string $post_type One post type with scores, or "any".
	 * @return array{counts: array{good: int, improve: int, problem: int, none: int}, counted_at: int, counting: bool}
	 */
	public function answer( string $kind, string $post_type ): array {
		$types  = 'any' === $post_type ? self::post_types() : array( $post_type );
		$key    = 'tally:' . wp_cache_get_last_changed( self::GROUP );
		$cached = wp_cache_get( $key, self::GROUP );
		if ( is_array( $cached ) ) {
			return self::answered( $cached['tally'], (int) $cached['taken'], false, $kind, $types );
		}
		if ( ! self::is_large() ) {
			$taken = time();
			$tally = $this->tally( null, null );
			wp_cache_set( $key, compact( 'tally', 'taken' ), self::GROUP, self::TTL );
			return self::answered( $tally, $taken, false, $kind, $types );
		}
		$snapshot = Score_Counts_Job::snapshot();
		$fresh    = null !== $snapshot && ! $snapshot['stale'] && time() - $snapshot['taken'] < self::TTL;
		if ( ! $fresh ) {
			Score_Counts_Job::start_once();
		}
		return self::answered( $snapshot['tally'] ?? array(), $snapshot['taken'] ?? 0, ! $fresh, $kind, $types );
	}

	/**
	 * @param string $kind      seo or readability.
	 * @param string $post_type One post type with scores, or "any".
	 * @return array{good: int, improve: int, problem: int, none: int}
	 */
	public function counts( string $kind, string $post_type ): array {
		return $this->answer( $kind, $post_type )['counts'];
	}

	/** Forgets every cached count (a score was stored), and marks the background counts as old. */
	public function flush(): void {
		wp_cache_set_last_changed( self::GROUP );
		Score_Counts_Job::mark_stale();
	}

	/**
	 * Whether counting on request would read too many posts: the highest post id, one index lookup.
	 */
	public static function is_large(): bool {
		$limit = (int) apply_filters( 'sightline_score_counts_inline_ids', self::INLINE_IDS );
		return Post_Ids::highest() > $limit;
	}

	/**
	 * The posts of each post type with scores by band of each score: every post, or those whose id is
	 * in ($after, $upto] (the job's bounded steps). One grouped query for both scores.
	 *
	 * @return array<string, array<string, array<string, int>>> post type => kind => band => posts.
	 */
	public function tally( ?int $after, ?int $upto ): array {
		global $wpdb;
		$types = self::post_types();
		if ( ! $types ) {
			return array();
		}
		$columns = array();
		$joins   = array();
		$args    = array();
		foreach ( self::KINDS as $kind ) {
			$cases = '';
			foreach ( Score_Rule::bands() as $band ) {
				$cases .= " WHEN CAST(m_{$kind}.meta_value AS SIGNED) >= %d THEN %s";
				$args[] = Score_Rule::range( $band )[0];
				$args[] = $band;
			}
			$columns[] = "CASE WHEN m_{$kind}.meta_id IS NULL THEN 'none'{$cases} ELSE 'none' END AS {$kind}";
		}
		foreach ( self::KINDS as $kind ) {
			$joins[] = "LEFT JOIN {$wpdb->postmeta} AS m_{$kind} ON m_{$kind}.post_id = p.ID AND m_{$kind}.meta_key = %s";
			$args[]  = Score_Store::key( $kind );
		}
		$where = 'p.post_type IN (' . implode( ', ', array_fill( 0, count( $types ), '%s' ) ) . ') AND p.post_status IN (' . implode( ', ', array_fill( 0, count( self::STATUSES ), '%s' ) ) . ')';
		array_push( $args, ...$types, ...self::STATUSES );
		if ( null !== $after && null !== $upto ) {
			$where .= ' AND p.ID > %d AND p.ID <= %d';
			array_push( $args, $after, $upto );
		}
		$sql = 'SELECT p.post_type AS type, ' . implode( ', ', $columns ) . ', COUNT(*) AS posts'
			. " FROM {$wpdb->posts} AS p " . implode( ' ', $joins )
			. " WHERE {$where} GROUP BY type, seo, readability";
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- one grouped count, cached or stored by the callers; placeholders built from counts.
		$rows  = $wpdb->get_results( $wpdb->prepare( $sql, ...$args ), ARRAY_A );
		$tally = array();
		foreach ( (array) $rows as $row ) {
			foreach ( self::KINDS as $kind ) {
				$tally[ $row['type'] ][ $kind ][ $row[ $kind ] ] = ( $tally[ $row['type'] ][ $kind ][ $row[ $kind ] ] ?? 0 ) + (int) $row['posts'];
			}
		}
		return $tally;
	}

	/**
	 * Adds the tally of one step to the tally so far.
	 *
	 * @param array<string, array<string, array<string, int>>> $total
	 * @param array<string, array<string, array<string, int>>> $step
	 * @return array<string, array<string, array<string, int>>>
	 */
	public static function add( array $total, array $step ): array {
		foreach ( $step as $type => $kinds ) {
			foreach ( $kinds as $kind => $bands ) {
				foreach ( $bands as $band => $posts ) {
					$total[ $type ][ $kind ][ $band ] = ( $total[ $type ][ $kind ][ $band ] ?? 0 ) + $posts;
				}
			}
		}
		return $total;
	}

	/**
	 * @param array<string, array<string, array<string, int>>> $tally
	 * @param list<string>                                     $types
	 * @return array{counts: array{good: int, improve: int, problem: int, none: int}, counted_at: int, counting: bool}
	 */
	private static function answered( array $tally, int $taken, bool $counting, string $kind, array $types ): array {
		$counts = array_fill_keys( Score_Rule::bands(), 0 ) + array( 'none' => 0 );
		foreach ( $types as $type ) {
			foreach ( $tally[ $type ][ $kind ] ?? array() as $band => $posts ) {
				if ( isset( $counts[ $band ] ) ) {
					$counts[ $band ] += (int) $posts;
				}
			}
		}
		/** @var array{good: int, improve: int, problem: int, none: int} $counts */
		return array(
			'counts'     => $counts,
			'counted_at' => $taken,
			'counting'   => $counting,
		);
	}
}
