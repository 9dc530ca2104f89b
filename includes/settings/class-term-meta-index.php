<?php
/**
 * Which terms carry any Sightline SEO field (`_sightline_*` term meta), kept in one small autoloaded
 * option, so a page view skips the term-meta query for terms that have none (on most sites: every term).
 *
 * Why: the first term field read on a page makes WordPress load the meta of every term of the page's
 * posts in one query (a post page reads its category's breadcrumb title, an archive its term's robots).
 * Without the index that is the one query Sightline SEO adds to a page view.
 *
 * The index stays exact through the metadata hooks every write fires: WordPress's metadata API, term
 * deletion and the migration's bulk writer alike (which rebuilds it once per batch). Any change it cannot
 * settle from the list alone re-reads the list from the table (one indexed query, on writes only), so
 * it never carries a stale guess forward. Past LIMIT terms it stops listing and answers "any term may"
 * (`*`).
 *
 * It is built on activation and, when missing (an update from a version without it), on the next
 * wp-admin request. A page view never writes it: until it exists, every term may have fields.
 *
 * @package Sightline
 */

namespace Sightline\Settings;

use Sightline\Request_Kind;
use Sightline\Hookable_Interface;

defined( 'ABSPATH' ) || exit;

final class Term_Meta_Index implements Hookable_Interface {

	public const OPTION = 'sightline_term_meta_index';

	/** Listed terms at most: beyond, the option would cost more to load than the query it saves. */
	public const LIMIT = 1000;

	private const ANY = '*';

	/** Bulk writes in progress: the index is rebuilt once at their end instead of per row. */
	private bool $held = false;

	public function add_hooks(): void {
		add_action( 'added_term_meta', array( $this, 'meta_written' ), 10, 3 );
		add_action( 'updated_term_meta', array( $this, 'meta_written' ), 10, 3 );
		add_action( 'deleted_term_meta', array( $this, 'meta_deleted' ), 10, 3 );
		add_action( 'sightline_bulk_write_start', array( $this, 'hold' ) );
		add_action( 'sightline_bulk_write_end', array( $this, 'release' ) );
		add_action( 'sightline_activated', array( self::class, 'rebuild' ) );
		add_action( 'admin_init', array( self::class, 'ensure' ) );
	}

	/**
	 * Builds the index when it does not exist yet.
	 */
	public static function ensure(): void {
		if ( ! is_array( get_option( self::OPTION, null ) ) ) {
			self::rebuild();
		}
	}

	/**
	 * False only when the term is known to have no Sightline SEO field: reading one would find nothing.
	 *
	 * @param bool|null $page_view Whether this request is a front-end page view (null: ask the request).
	 */
	public static function may_have( int $term_id, ?bool $page_view = null ): bool {
		$terms = get_option( self::OPTION, null );
		if ( ! is_array( $terms ) ) {
			if ( $page_view ?? ! Request_Kind::may_write() ) {
				return true;
			}
			$terms = self::rebuild();
		}
		return isset( $terms[ self::ANY ] ) || isset( $terms[ $term_id ] );
	}

	/**
	 * Reads the index from the term meta table and stores it.
	 *
	 * @return array<int|string, true>
	 */
	public static function rebuild(): array {
		global $wpdb;
		$ids   = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT term_id FROM {$wpdb->termmeta} WHERE meta_key LIKE %s LIMIT %d", $wpdb->esc_like( Object_Meta::PREFIX ) . '%', self::LIMIT + 1 ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- one prepared read that rebuilds the index, which is itself the cache.
		$terms = count( $ids ) > self::LIMIT ? array( self::ANY => true ) : array_fill_keys( array_map( 'intval', $ids ), true );
		self::store( $terms );
		return $terms;
	}

	/**
	 * @param int|string[] $meta_id
	 * @param int          $term_id
	 * @param string       $meta_key
	 */
	public function meta_written( $meta_id, $term_id, $meta_key ): void {
		if ( $this->held || ! self::is_ours( $meta_key ) ) {
			return;
		}
		$terms = get_option( self::OPTION, null );
		// A write never takes a term out: a listed term (or "any") needs nothing.
		if ( is_array( $terms ) && ( isset( $terms[ self::ANY ] ) || isset( $terms[ (int) $term_id ] ) ) ) {
			return;
		}
		self::rebuild();
	}

	/**
	 * @param int[]    $meta_ids
	 * @param int|null $term_id  0 or null when rows of every term were deleted at once.
	 * @param string   $meta_key
	 */
	public function meta_deleted( $meta_ids, $term_id, $meta_key ): void {
		if ( $this->held || ! self::is_ours( $meta_key ) ) {
			return;
		}
		$terms = get_option( self::OPTION, null );
		// An unlisted term had nothing to lose.
		if ( is_array( $terms ) && ! isset( $terms[ self::ANY ] ) && $term_id && ! isset( $terms[ (int) $term_id ] ) ) {
			return;
		}
		// A listed term keeps its place while it has any field left; "any" may fit in a list again.
		self::rebuild();
	}

	public function hold(): void {
		$this->held = true;
	}

	public function release(): void {
		if ( $this->held ) {
			$this->held = false;
			self::rebuild();
		}
	}

	/**
	 * @param mixed $meta_key Whatever the meta hook passed (a string, or an array of keys from some callers).
	 */
	private static function is_ours( $meta_key ): bool {
		return is_string( $meta_key ) && str_starts_with( $meta_key, Object_Meta::PREFIX );
	}

	/**
	 * @param array<int|string, true> $terms
	 */
	private static function store( array $terms ): void {
		update_option( self::OPTION, $terms, true );
	}
}
