<?php
/**
 * Keeps the focus keyphrase index (Keyphrase_Table) as posts are saved: a post's row follows its
 * focus keyword meta (added, changed, deleted) and goes with the post. It answers which other posts
 * have a keyphrase as their focus keyphrase with one indexed lookup; on a multilingual site only the
 * posts in the post's language compete (its translations and other languages' posts are read by other
 * searchers), a post without a language with every post. Keyphrases are compared
 * normalised (lower case, spaces collapsed), as a writer would see them as the same. During a bulk
 * write (a migration batch, between sightline_bulk_write_start and _end) the changes are held and
 * written at its end in one DELETE and one REPLACE per 500 posts, not one query a post.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Keyphrase;

use Sightline\Hookable_Interface;
use Sightline\Multilingual\Languages_Interface;
use Sightline\Settings\Object_Meta;

defined( 'ABSPATH' ) || exit;

final class Keyphrase_Index implements Hookable_Interface {

	/** The most other posts a lookup counts: the answer is "this many or more". */
	public const MAX_COUNT = 100;

	/** Post statuses that do not compete for a search (not a real post, or on the way out). */
	private const IGNORED_STATUSES = array( 'trash', 'auto-draft', 'inherit' );

	/** Posts per REPLACE when held changes are written. */
	private const WRITE_CHUNK = 500;

	/** Depth of the bulk writes running (they may nest). */
	private int $bulk = 0;

	/** @var array<int, string> Normalised keyphrase per post ('' to remove), held during a bulk write. */
	private array $held = array();

	public function __construct( private Languages_Interface $languages ) {}

	public function add_hooks(): void {
		add_action( 'sightline_bulk_write_start', array( $this, 'bulk_start' ) );
		add_action( 'sightline_bulk_write_end', array( $this, 'bulk_end' ) );
		add_action( 'added_post_meta', array( $this, 'on_meta' ), 10, 4 );
		add_action( 'updated_post_meta', array( $this, 'on_meta' ), 10, 4 );
		add_action( 'deleted_post_meta', array( $this, 'on_deleted_meta' ), 10, 3 );
		add_action( 'deleted_post', array( $this, 'forget' ) );
		// The table is made at activation (writes also make it when missing, after an update).
		add_action( 'sightline_activated', array( Keyphrase_Table::class, 'upgrade' ) );
	}

	/** Lower case, white space collapsed and trimmed: how two keyphrases are compared. */
	public static function normalise( string $keyphrase ): string {
		$text = trim( (string) preg_replace( '/[\s\p{Z}\x{FEFF}]+/u', ' ', $keyphrase ), ' ' );
		if ( class_exists( \Normalizer::class ) ) {
			$normal = \Normalizer::normalize( $text, \Normalizer::FORM_C );
			$text   = false === $normal ? $text : $normal;
		}
		return mb_strtolower( $text, 'UTF-8' );
	}

	/**
	 * @param int|string $meta_id
	 * @param int|string $post_id
	 * @param string     $meta_key
	 * @param mixed      $value
	 */
	public function on_meta( $meta_id, $post_id, $meta_key, $value ): void {
		if ( Object_Meta::key( 'focus_keyword' ) === $meta_key ) {
			$this->store( (int) $post_id, is_string( $value ) ? $value : '' );
		}
	}

	/**
	 * @param mixed      $meta_ids
	 * @param int|string $post_id
	 * @param string     $meta_key
	 */
	public function on_deleted_meta( $meta_ids, $post_id, $meta_key ): void {
		if ( Object_Meta::key( 'focus_keyword' ) === $meta_key ) {
			$this->forget( (int) $post_id );
		}
	}

	public function bulk_start(): void {
		++$this->bulk;
	}

	/** The outermost bulk write ended: what it changed is written, in as few queries as it allows. */
	public function bulk_end(): void {
		$this->bulk = max( 0, $this->bulk - 1 );
		if ( $this->bulk || ! $this->held ) {
			return;
		}
		global $wpdb;
		$held       = $this->held;
		$this->held = array();
		Keyphrase_Table::upgrade();
		$table = Keyphrase_Table::name();
		// Every post held leaves first (a removed keyphrase, or a row a REPLACE would replace anyway).
		$ids = implode( ',', array_map( 'intval', array_keys( $held ) ) );
		$wpdb->query( "DELETE FROM {$table} WHERE post_id IN ({$ids})" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table; integer ids.
		foreach ( array_chunk( array_filter( $held, static fn( string $normal ): bool => '' !== $normal ), self::WRITE_CHUNK, true ) as $chunk ) {
			$rows = array();
			foreach ( $chunk as $post_id => $normal ) {
				$rows[] = $wpdb->prepare( '(%d, %s, %s)', $post_id, md5( $normal ), mb_substr( $normal, 0, 200, 'UTF-8' ) );
			}
			$wpdb->query( "REPLACE INTO {$table} (post_id, hash, keyphrase) VALUES " . implode( ',', $rows ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- our own table; each row prepared above.
		}
	}

	/** Records a post's focus keyphrase (an empty one removes the post from the index). */
	public function store( int $post_id, string $keyphrase ): void {
		global $wpdb;
		$normal = self::normalise( $keyphrase );
		if ( $this->bulk ) {
			$this->held[ $post_id ] = $normal;
			return;
		}
		if ( '' === $normal ) {
			$this->forget( $post_id );
			return;
		}
		Keyphrase_Table::upgrade();
		// One row per post, replaced whole: two saves of one post cannot leave two rows.
		$wpdb->replace( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our own table, written on save.
			Keyphrase_Table::name(),
			array(
				'post_id'   => $post_id,
				'hash'      => md5( $normal ),
				'keyphrase' => mb_substr( $normal, 0, 200, 'UTF-8' ),
			),
			array( '%d', '%s', '%s' )
		);
	}

	/** @param int|string $post_id */
	public function forget( $post_id ): void {
		global $wpdb;
		if ( $this->bulk ) {
			$this->held[ (int) $post_id ] = '';
			return;
		}
		Keyphrase_Table::upgrade();
		$wpdb->delete( Keyphrase_Table::name(), array( 'post_id' => (int) $post_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our own table, written on save.
	}

	/**
	 * The other posts whose focus keyphrase is this one: one lookup on the (hash, post_id) index,
	 * bounded by MAX_COUNT + 1 rows, so it costs the same at a thousand posts or a million. On a
	 * multilingual site, the posts in the post's language: each row of the range is also probed for its
	 * language by primary key (Languages_Interface::posts_in_language_sql()), so the walk still reads
	 * the keyphrase's rows only, up to MAX_COUNT + 1 in the language.
	 *
	 * @return list<int> Post ids, at most MAX_COUNT + 1 (more than MAX_COUNT: "at least that many").
	 */
	public function others( string $keyphrase, int $post_id ): array {
		global $wpdb;
		$normal = self::normalise( $keyphrase );
		if ( '' === $normal ) {
			return array();
		}
		Keyphrase_Table::upgrade();
		$ids = $wpdb->get_col( self::query( $normal, $post_id, $this->same_language( $post_id, 'k.post_id' ) ) ); // phpcs:ignore WordPress.DB -- prepared in query(); one range of the (hash, post_id) index.
		return array_values( array_map( 'intval', $ids ) );
	}

	/**
	 * The SQL of others() (EXPLAIN reads it in the tests).
	 *
	 * @param string $normal   The normalised keyphrase.
	 * @param string $language '' or ' AND ' a condition on k.post_id (same_language()).
	 */
	public static function query( string $normal, int $post_id, string $language = '' ): string {
		global $wpdb;
		$table  = Keyphrase_Table::name();
		$status = implode( ',', array_fill( 0, count( self::IGNORED_STATUSES ), '%s' ) );
		// phpcs:disable WordPress.DB -- our own table joined to posts by primary key; the statuses are placeholders, the language's condition the multilingual plugin's SQL.
		return $wpdb->prepare(
			"SELECT k.post_id FROM {$table} k INNER JOIN {$wpdb->posts} p ON p.ID = k.post_id WHERE k.hash = %s AND k.post_id <> %d AND p.post_status NOT IN ({$status}){$language} ORDER BY k.post_id DESC LIMIT %d",
			md5( $normal ),
			$post_id,
			...array_merge( self::IGNORED_STATUSES, array( self::MAX_COUNT + 1 ) )
		);
		// phpcs:enable
	}

	/**
	 * ' AND ' the condition that keeps $column to the post's language, '' on a single-language site and
	 * for a post without a language (a type the multilingual plugin does not translate).
	 */
	private function same_language( int $post_id, string $column ): string {
		if ( ! $this->languages->is_multilingual() ) {
			return '';
		}
		$language = $this->languages->post_language( $post_id );
		$sql      = null !== $language ? $this->languages->posts_in_language_sql( $language->slug, $column ) : '';
		return '' !== $sql ? ' AND ' . $sql : '';
	}
}
