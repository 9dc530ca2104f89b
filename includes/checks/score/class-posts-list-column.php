<?php
/**
 * The "SEO" column of the Posts list screens (every post type with scores): the stored SEO and
 * readability scores as small badges, sortable by the SEO score (posts without one last) and
 * filtered by its band. It reads stored meta only (Score_Store), never runs an analysis, and
 * is wired on the list screen alone (load-edit.php).
 *
 * @package Sightline
 */

namespace Sightline\Checks\Score;

use Sightline\Hookable_Interface;
use WP_Query;

defined( 'ABSPATH' ) || exit;

final class Posts_List_Column implements Hookable_Interface {

	public const COLUMN = 'sightline_scores';

	/** The list's orderby value and the filter's query argument. */
	public const ORDERBY = 'sightline_seo_score';
	public const FILTER  = 'sightline_seo_band';

	/** The filter's value for posts with no SEO score. */
	public const NONE = 'none';

	/** The join alias of the score when sorting. */
	private const ALIAS = 'sightline_seo_sort';

	public function add_hooks(): void {
		add_action( 'load-edit.php', array( $this, 'on_list_screen' ) );
	}

	/** Adds the column, its sorting and its filter on the list screen of a post type with scores. */
	public function on_list_screen(): void {
		$screen = get_current_screen();
		$type   = null !== $screen ? $screen->post_type : '';
		if ( ! in_array( $type, Score_Counts::post_types(), true ) ) {
			return;
		}
		add_filter( "manage_{$type}_posts_columns", array( $this, 'columns' ) );
		add_action( "manage_{$type}_posts_custom_column", array( $this, 'print_cell' ), 10, 2 );
		add_filter( "manage_edit-{$type}_sortable_columns", array( $this, 'sortable' ) );
		add_action( 'restrict_manage_posts', array( $this, 'print_filter' ) );
		add_action( 'pre_get_posts', array( $this, 'on_query' ) );
		add_action( 'admin_enqueue_scripts', array( $this, 'add_style' ) );
	}

	/**
	 * @param array<string, string> $columns
	 * @return array<string, string>
	 */
	public function columns( $columns ): array {
		$columns                 = (array) $columns;
		$columns[ self::COLUMN ] = __( 'SEO', 'sightline-seo' );
		return $columns;
	}

	/**
	 * @param array<string, mixed> $columns
	 * @return array<string, mixed>
	 */
	public function sortable( $columns ): array {
		$columns                 = (array) $columns;
		$columns[ self::COLUMN ] = array( self::ORDERBY, true );
		return $columns;
	}

	/**
	 * @param string     $column
	 * @param int|string $post_id
	 */
	public function print_cell( $column, $post_id ): void {
		if ( self::COLUMN !== $column ) {
			return;
		}
		echo $this->cell( (int) $post_id ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built escaped by cell().
	}

	/** The cell's HTML: one badge per score, "not analysed" where none is stored. */
	public function cell( int $post_id ): string {
		$scores = Score_Store::of( $post_id );
		$labels = array(
			'seo'         => __( 'SEO', 'sightline-seo' ),
			'readability' => __( 'Readability', 'sightline-seo' ),
		);
		$html   = '';
		foreach ( $scores as $kind => $score ) {
			$band  = Score_Rule::band( $score );
			$html .= sprintf(
				'<span class="sightline-score sightline-score--%1$s"><span aria-hidden="true">%2$s %3$s</span><span class="screen-reader-text">%4$s</span></span> ',
				esc_attr( $band ?? self::NONE ),
				esc_html( $labels[ $kind ] ),
				esc_html( null === $score ? '–' : (string) $score ),
				esc_html( self::spoken( $labels[ $kind ], $score, $band ) )
			);
		}
		return $html;
	}

	/** What a screen reader says for a badge: the score's name, value and band in words. */
	private static function spoken( string $label, ?int $score, ?string $band ): string {
		if ( null === $score || null === $band ) {
			/* translators: %s: SEO or Readability. */
			return sprintf( __( '%s score: not analysed.', 'sightline-seo' ), $label );
		}
		/* translators: 1: SEO or Readability, 2: score out of 100, 3: good, needs improvement or problem. */
		return sprintf( __( '%1$s score: %2$d of 100, %3$s.', 'sightline-seo' ), $label, $score, self::band_names()[ $band ] ?? $band );
	}

	/** @return array<string, string> Each band's name in words. */
	public static function band_names(): array {
		return array(
			'good'    => __( 'Good', 'sightline-seo' ),
			'improve' => __( 'Needs improvement', 'sightline-seo' ),
			'problem' => __( 'Problem', 'sightline-seo' ),
		);
	}

	/** @param string $post_type */
	public function print_filter( $post_type = '' ): void {
		$current = self::requested_band();
		$choices = array( '' => __( 'All SEO scores', 'sightline-seo' ) ) + self::band_names() + array( self::NONE => __( 'Not analysed', 'sightline-seo' ) );
		echo '<label class="screen-reader-text" for="sightline-seo-band">' . esc_html__( 'Filter by SEO score', 'sightline-seo' ) . '</label>';
		echo '<select name="' . esc_attr( self::FILTER ) . '" id="sightline-seo-band">';
		foreach ( $choices as $value => $label ) {
			echo '<option value="' . esc_attr( (string) $value ) . '"' . selected( $current, (string) $value, false ) . '>' . esc_html( $label ) . '</option>';
		}
		echo '</select>';
	}

	/** The band asked for in the list's address, '' for none or an unknown value. */
	public static function requested_band(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a list filter, read only.
		$band = isset( $_GET[ self::FILTER ] ) ? sanitize_key( wp_unslash( (string) $_GET[ self::FILTER ] ) ) : '';
		return in_array( $band, array_merge( Score_Rule::bands(), array( self::NONE ) ), true ) ? $band : '';
	}

	/** The list's main query: the band filter, and the sort by score. */
	public function on_query( WP_Query $query ): void {
		if ( ! $query->is_main_query() ) {
			return;
		}
		$this->filter( $query, self::requested_band() );
		if ( self::ORDERBY === $query->get( 'orderby' ) ) {
			add_filter( 'posts_clauses', array( $this, 'sort_clauses' ), 10, 2 );
		}
	}

	/** Keeps a query to the posts of one band ('' leaves it as it is), through a meta query. */
	public function filter( WP_Query $query, string $band ): void {
		if ( '' === $band ) {
			return;
		}
		$meta_query   = (array) $query->get( 'meta_query' );
		$meta_query[] = self::NONE === $band
			? array(
				'key'     => Score_Store::SEO_KEY,
				'compare' => 'NOT EXISTS',
			)
			: array(
				'key'     => Score_Store::SEO_KEY,
				'value'   => Score_Rule::range( $band ),
				'compare' => 'BETWEEN',
				'type'    => 'NUMERIC',
			);
		$query->set( 'meta_query', $meta_query );
	}

	/**
	 * Sorts by the SEO score with one LEFT JOIN, posts without a score last in either direction.
	 *
	 * @param array<string, string> $clauses
	 * @return array<string, string>
	 */
	public function sort_clauses( $clauses, WP_Query $query ): array {
		global $wpdb;
		$clauses = (array) $clauses;
		if ( self::ORDERBY !== $query->get( 'orderby' ) ) {
			return $clauses;
		}
		remove_filter( 'posts_clauses', array( $this, 'sort_clauses' ) );
		$order              = 'ASC' === strtoupper( (string) $query->get( 'order' ) ) ? 'ASC' : 'DESC';
		$alias              = self::ALIAS;
		$clauses['join']   .= $wpdb->prepare( " LEFT JOIN {$wpdb->postmeta} AS {$alias} ON {$alias}.post_id = {$wpdb->posts}.ID AND {$alias}.meta_key = %s", Score_Store::SEO_KEY ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names and our constant alias.
		$clauses['orderby'] = "{$alias}.meta_id IS NULL ASC, CAST({$alias}.meta_value AS SIGNED) {$order}, {$wpdb->posts}.post_date DESC";
		return $clauses;
	}

	/** The badges' colours, on the list screen only. */
	public function add_style(): void {
		wp_add_inline_style(
			'list-tables',
			'.sightline-score{display:inline-block;margin:0 4px 4px 0;padding:0 6px;border-radius:2px;font-size:12px;line-height:20px;white-space:nowrap;background:#f0f0f1;color:#1e1e1e}'
			. '.sightline-score--good{background:#e6f4ea;color:#1e4620}.sightline-score--improve{background:#fcf9e8;color:#614a19}.sightline-score--problem{background:#fcf0f1;color:#8a2424}'
		);
	}
}
