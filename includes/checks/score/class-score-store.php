<?php
/**
 * Stores a post's SEO and readability scores when it is saved (after its meta, on
 * wp_after_insert_post), so the Posts list and the dashboard read numbers instead of running the
 * analysis. The SEO score counts the page checks and the focus keyphrase's checks, the readability
 * score the readability checks; a score with nothing to count is not stored (its key is deleted), and
 * a post with no SEO score is marked so (EMPTY_KEY): the backfill job, which looks for posts with
 * no SEO score, does not read it again on each run. Both are protected meta (leading underscore), never shown through REST.
 *
 * Kept cheap, as it runs on every save: only posts of the types that have scores (public, with the
 * editor), never revisions or autosaves; the meta is written only when a score changed, so a save
 * that changes no score writes nothing and touches no cached count. No other feature treats these
 * keys as content (sitemaps, llms.txt and IndexNow react to the fields of Object_Meta only).
 * Nothing is scored while a bulk write runs (a migration batch, between sightline_bulk_write_start
 * and _end): the batch writes meta only, in one transaction under its lock, and scoring each post
 * there would make it slower and longer-held; its posts keep the scores of their last save.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Score;

use Sightline\Checks\Post_Analysis;
use Sightline\Hookable_Interface;
use WP_Post;

defined( 'ABSPATH' ) || exit;

final class Score_Store implements Hookable_Interface {

	/** Post meta holding the SEO score (0-100), numeric so lists sort and filter by it. */
	public const SEO_KEY = '_sightline_seo_score';

	/** Post meta holding the readability score (0-100). */
	public const READABILITY_KEY = '_sightline_readability_score';

	/**
	 * Post meta marking a post whose analysis gave no SEO score (nothing to score), kept while that
	 * holds: the scores' backfill skips such posts, since reading them again would give nothing.
	 */
	public const EMPTY_KEY = '_sightline_score_empty';

	/** Statuses that are not a post a writer would score (not yet real, or on the way out); the backfill job's query leaves them out too. */
	public const SKIPPED_STATUSES = array( 'auto-draft', 'trash', 'inherit' );

	/** Depth of bulk writes in progress (nested batches end at the outermost). */
	private int $bulk = 0;

	public function __construct( private Post_Analysis $analysis, private Score_Counts $counts ) {}

	public function add_hooks(): void {
		// Late, so the meta saved with the post (REST fields, the classic editor's boxes) is in.
		add_action( 'wp_after_insert_post', array( $this, 'on_saved' ), 20, 2 );
		add_action( 'sightline_bulk_write_start', array( $this, 'bulk_start' ) );
		add_action( 'sightline_bulk_write_end', array( $this, 'bulk_end' ) );
	}

	public function bulk_start(): void {
		++$this->bulk;
	}

	public function bulk_end(): void {
		$this->bulk = max( 0, $this->bulk - 1 );
	}

	/** The meta key of a kind of score (seo or readability). */
	public static function key( string $kind ): string {
		return 'readability' === $kind ? self::READABILITY_KEY : self::SEO_KEY;
	}

	/**
	 * @param int|string $post_id
	 * @param mixed      $post
	 */
	public function on_saved( $post_id, $post ): void {
		if ( $this->bulk > 0 || ! $post instanceof WP_Post || ! self::scored( $post ) ) {
			return;
		}
		$this->store( $post );
	}

	/**
	 * Whether a post gets scores: a real post (no revision, autosave, draft placeholder or trash) of a
	 * type that has scores (Score_Counts::post_types(): public, with the editor).
	 */
	public static function scored( WP_Post $post ): bool {
		return ! wp_is_post_revision( $post ) && ! wp_is_post_autosave( $post )
			&& ! in_array( $post->post_status, self::SKIPPED_STATUSES, true )
			&& in_array( $post->post_type, Score_Counts::post_types(), true );
	}

	/**
	 * Runs the analysis of a saved post and stores the scores that changed (none written, and the
	 * cached counts kept, when both are as stored).
	 *
	 * @return array{seo: int|null, readability: int|null}
	 */
	public function store( WP_Post $post ): array {
		$analysis = $this->analysis->of( $post );
		$scores   = array(
			'seo'         => Score_Rule::score( array_merge( $analysis['checks'], $analysis['keyphrases']['focus'] ) ),
			'readability' => Score_Rule::score( $analysis['readability']['checks'] ),
		);
		$stored   = self::of( $post->ID );
		$changed  = false;
		foreach ( $scores as $kind => $score ) {
			if ( $stored[ $kind ] === $score ) {
				continue;
			}
			$changed = true;
			if ( null === $score ) {
				delete_post_meta( $post->ID, self::key( $kind ) );
			} else {
				update_post_meta( $post->ID, self::key( $kind ), $score );
			}
		}
		if ( $changed ) {
			$this->counts->flush();
		}
		$marked = '' !== get_post_meta( $post->ID, self::EMPTY_KEY, true );
		if ( null === $scores['seo'] && ! $marked ) {
			update_post_meta( $post->ID, self::EMPTY_KEY, '1' );
		} elseif ( null !== $scores['seo'] && $marked ) {
			delete_post_meta( $post->ID, self::EMPTY_KEY );
		}
		return $scores;
	}

	/**
	 * A post's stored scores (null where none is stored).
	 *
	 * @return array{seo: int|null, readability: int|null}
	 */
	public static function of( int $post_id ): array {
		$scores = array();
		foreach ( array( 'seo', 'readability' ) as $kind ) {
			$value           = get_post_meta( $post_id, self::key( $kind ), true );
			$scores[ $kind ] = is_numeric( $value ) ? (int) $value : null;
		}
		return $scores;
	}
}
