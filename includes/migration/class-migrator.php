<?php
/**
 * The server half of a migration, shared by REST and WP-CLI: lists a source's items in pages, and
 * writes what a source mapped into our settings (validated by Settings) and our object meta
 * (validated against object-meta.json). Writes are idempotent: an item migrated twice ends the same,
 * and an item is written in full before it is marked, so a retry after a failure never leaves half.
 * The source plugin's data is only ever read.
 *
 * @package Sightline
 */

namespace Sightline\Migration;

use Sightline\Db\Lock;
use Sightline\Redirects\Paths;
use Sightline\Settings\Object_Meta;
use Sightline\Sitemaps\State;
use Sightline\Settings\Settings;
use Sightline\Structured_Data\Instance_Validator;
use Sightline\Structured_Data\Own_Structured_Data;
use WP_Error;

defined( 'ABSPATH' ) || exit;

final class Migrator {

	/** Option recording completed migrations: slug => {completed: unix time, items: int}. */
	public const STATE_OPTION = 'sightline_migration';

	/** Meta marking an object as migrated, value = source slug. */
	public const MARK_KEY = '_sightline_migrated_from';

	/** Meta holding the object's report of what did not migrate exactly (JSON), absent when none. */
	public const REPORT_KEY = '_sightline_migration_report';

	/**
	 * Meta holding a fingerprint of each field value the migration wrote (JSON: meta key => md5), so a
	 * later run can tell a value the admin edited since from one the migration left.
	 */
	public const WRITTEN_KEY = '_sightline_migrated_values';

	/**
	 * Ids per page of the listing routes. Each page costs a walk of the source's posts and, until the
	 * count is finished, a budget of it, so pages are large: ids are small (10,000 posts list in 10
	 * requests, not 100).
	 */
	public const PAGE_SIZE = 1000;

	/** The profile's contact fields a source's author values may fill (Head\Head::contact_methods() adds them to the profile). */
	private const CONTACT_METHODS = array( 'facebook', 'twitter' );

	/** Transient prefix of a listing's cursor: its count, whether exact, the ids listed and the last id of the page read last (see page()). */
	public const LISTING = 'sightline_migration_listing_';

	/** Nesting level of atomic(). */
	private int $depth = 0;

	/**
	 * @param \Closure(): State $stamps The sitemap stamps, reset when a batch rolls back.
	 * @param Post_Count        $counts The sources' post counts, made in bounded steps.
	 */
	/**
	 * @param \Closure(): \Sightline\Sitemaps\State           $stamps The sitemaps' stamps, held through a batch.
	 * @param (\Closure(): \Sightline\Robots\Robots_Txt)|null $robots The robots.txt editor's text.
	 */
	public function __construct( private Settings $settings, private Detector $detector, private \Closure $stamps, private Instance_Fitter $fitter, private Post_Count $counts, private ?\Closure $robots = null ) {}

	/**
	 * @return Source_Interface|WP_Error
	 */
	public function source( string $slug ) {
		$source = $this->detector->source( $slug );
		if ( ! $source ) {
			return new WP_Error(
				'sightline_migration_unknown_source',
				/* translators: %s: the plugin_slug received. */
				sprintf( __( 'plugin_slug "%s" is not a plugin Sightline SEO can migrate from.', 'sightline-seo' ), $slug ),
				array(
					'status' => 400,
					'field'  => 'plugin_slug',
				)
			);
		}
		return $source;
	}

	/**
	 * One page of items grouped by post type or taxonomy, as GET migration/terms|posts answers.
	 *
	 * @param 'posts'|'terms' $kind
	 * @return array{pagination: array<string, int>, data: array<string, array{count: int, title: string}>}
	 */
	public function page( Source_Interface $source, string $kind, int $page, int $per_page = self::PAGE_SIZE ): array {
		// The settings app reads every page in order before it migrates. Page 1 counts the items; the
		// pages after it reuse that count and go on from the last id of the page before (a count and an
		// offset per page took seconds each at a million posts, hours for the whole list).
		$cursor = self::LISTING . $source->slug() . '_' . $kind;
		$known  = 1 === $page ? null : get_transient( $cursor );
		$known  = is_array( $known ) && ( $known['per_page'] ?? 0 ) === $per_page && ( $known['page'] ?? 0 ) === $page - 1 ? $known : null;
		if ( 'posts' === $kind ) {
			// Posts are counted in bounded steps (Post_Count): on a large site the count is not finished on
			// page 1, and each page goes on with it until it is. Until then the total is the larger of the
			// posts found by the count and those listed so far, and a full page says there is one more page;
			// the page that comes back short is the last, and what the listing walked is the total.
			$count  = null !== $known && ( $known['exact'] ?? true ) ? array(
				'total' => (int) $known['total'],
				'exact' => true,
			) : $this->counts->total( $source );
			$rows   = null !== $known ? $source->posts_after( (int) $known['last'], $per_page ) : $source->post_ids( ( $page - 1 ) * $per_page, $per_page );
			$listed = ( null !== $known ? (int) ( $known['listed'] ?? ( $page - 1 ) * $per_page ) : ( $page - 1 ) * $per_page ) + count( $rows );
			$exact  = $count['exact'];
			$total  = $exact ? $count['total'] : ( count( $rows ) < $per_page ? $listed : max( $count['total'], $listed + 1 ) );
		} else {
			$exact  = true;
			$total  = null !== $known ? (int) $known['total'] : $source->count_terms();
			$rows   = $source->term_ids( ( $page - 1 ) * $per_page, $per_page );
			$listed = 0;
		}
		if ( $rows ) {
			set_transient(
				$cursor,
				array(
					'page'     => $page,
					'per_page' => $per_page,
					'total'    => $total,
					'exact'    => $exact,
					'listed'   => $listed,
					'last'     => (int) end( $rows )['id'],
				),
				HOUR_IN_SECONDS
			);
		}
		$key  = 'posts' === $kind ? 'post_ids' : 'term_ids';
		$data = array();
		foreach ( $rows as $row ) {
			if ( ! isset( $data[ $row['type'] ] ) ) {
				$object               = 'posts' === $kind ? get_post_type_object( $row['type'] ) : get_taxonomy( $row['type'] );
				$data[ $row['type'] ] = array(
					'count' => 0,
					'title' => $object ? (string) $object->labels->name : $row['type'],
					$key    => array(),
				);
			}
			++$data[ $row['type'] ]['count'];
			$data[ $row['type'] ][ $key ][] = $row['id'];
		}
		return array(
			'pagination' => array(
				'current_page' => $page,
				'per_page'     => $per_page,
				'total_items'  => $total,
				'total_pages'  => max( 1, (int) ceil( $total / $per_page ) ),
			),
			'data'       => $data,
		);
	}

	/**
	 * @return array{imported: list<string>, report: list<array<string, string>>, written: int}|WP_Error
	 */
	public function migrate_global( Source_Interface $source, bool $dry_run = false ) {
		$current = $this->settings->all();
		$mapped  = $source->global_settings( $current );
		$valid   = array();
		$report  = array_merge( $mapped->report, Kept_Differences::for_source( $source->slug() ) );
		if ( $mapped->defaults ) {
			$website = $mapped->fields['website']['type'] ?? $current['website']['type'] ?? '';
			$sets    = ( new Default_Sets( $this->fitter ) )->sets( $mapped->defaults, $current[ Default_Sets::SETTING ] ?? array(), is_string( $website ) ? $website : '', $report );
			if ( null !== $sets ) {
				$mapped->set( Default_Sets::SETTING, $sets, __( 'Structured data per post type', 'sightline-seo' ) );
			}
		}
		foreach ( $mapped->fields as $key => $value ) {
			if ( is_array( $value ) && is_array( $current[ $key ] ?? null ) && ! array_is_list( $value ) ) {
				$value = array_replace_recursive( $current[ $key ], $value );
			}
			$value = $this->fit( Settings::schema()['properties'][ $key ] ?? array(), $value, $key, $report );
			$clean = $this->settings->validate( array( $key => $value ) );
			if ( is_wp_error( $clean ) ) {
				$report[] = array(
					'field'  => $key,
					'value'  => self::describe( $value ),
					'reason' => 'invalid_value',
				);
				continue;
			}
			$valid += $clean;
		}
		if ( $valid && ! $dry_run ) {
			$saved = $this->settings->update( $valid );
			if ( is_wp_error( $saved ) ) {
				return $saved;
			}
		}
		if ( null !== $mapped->robots_txt && null !== $this->robots ) {
			$this->migrate_robots_txt( $mapped, $report, $dry_run );
		}
		$this->migrate_authors( $source, $mapped, $report, $dry_run );
		return array(
			'imported' => $mapped->labels,
			'report'   => self::label_report( $report, 'global' ),
			'written'  => count( $valid ),
		);
	}

	/**
	 * The authors' own archive fields, written over what they have (an empty one is left as it is).
	 *
	 * @param list<array<string, string>> $report
	 */
	private function migrate_authors( Source_Interface $source, Mapped $mapped, array &$report, bool $dry_run ): void {
		$fields = Object_Meta::fields();
		foreach ( $source->authors() as $user_id => $author ) {
			foreach ( $author->report as $note ) {
				$report[] = array( 'field' => 'author.' . $user_id . '.' . $note['field'] ) + $note;
			}
			foreach ( $author->fields as $field => $value ) {
				if ( in_array( $field, self::CONTACT_METHODS, true ) ) {
					$this->migrate_contact_method( (int) $user_id, $field, (string) $value, $report, $dry_run );
					continue;
				}
				if ( ! in_array( $field, Object_Meta::USER_FIELDS, true ) || is_wp_error( rest_validate_value_from_schema( $value, $fields[ $field ], $field ) ) ) {
					$report[] = array(
						'field'  => 'author.' . $user_id . '.' . $field,
						'value'  => self::describe( $value ),
						'reason' => 'invalid_value',
					);
					continue;
				}
				if ( ! $dry_run ) {
					update_user_meta( (int) $user_id, Object_Meta::key( $field ), $value );
				}
			}
			if ( $author->fields && ! in_array( __( 'Author archives of each author', 'sightline-seo' ), $mapped->labels, true ) ) {
				$mapped->labels[] = __( 'Author archives of each author', 'sightline-seo' );
			}
		}
	}

	/**
	 * The text without its Sitemap lines naming this site's own sitemaps: they named the source's
	 * addresses, which now redirect, and robots.txt names ours by itself. Other hosts' lines stay.
	 */
	private static function without_own_sitemaps( string $text ): string {
		$lines = array_filter(
			explode( "\n", $text ),
			static fn( string $line ): bool => ! preg_match( '/^\s*sitemap\s*:\s*(\S+)\s*$/i', $line, $m ) || null === Paths::relative( $m[1] )
		);
		return trim( implode( "\n", $lines ) );
	}

	/**
	 * A profile's contact field (WordPress's user meta of that name, which article:author and
	 * twitter:creator read) filled from the source, unless the author has written one of their own.
	 *
	 * @param list<array<string, string>> $report
	 */
	private function migrate_contact_method( int $user_id, string $field, string $value, array &$report, bool $dry_run ): void {
		$own = trim( (string) get_user_meta( $user_id, $field, true ) );
		if ( '' !== $own && $own !== $value ) {
			$report[] = array(
				'field'  => 'author.' . $user_id . '.' . $field,
				'value'  => __( 'The value already in the profile was kept.', 'sightline-seo' ),
				'reason' => 'refused',
			);
			return;
		}
		if ( ! $dry_run && '' === $own ) {
			update_user_meta( $user_id, $field, $value );
		}
	}

	/**
	 * The source's robots.txt text becomes the editor's, unless the site has text of its own there
	 * (kept, and reported) or the editor refuses it (a physical file, a site hidden from search
	 * engines, text that is not plain: reported with the editor's message).
	 *
	 * @param list<array<string, string>> $report
	 */
	private function migrate_robots_txt( Mapped $mapped, array &$report, bool $dry_run ): void {
		$robots = ( $this->robots )();
		$text   = self::without_own_sitemaps( trim( str_replace( array( "\r\n", "\r" ), "\n", (string) $mapped->robots_txt ) ) );
		$ours   = $robots->content();
		if ( '' === $text || $text === $ours ) {
			return;
		}
		if ( '' !== $ours ) {
			$report[] = array(
				'field'  => 'robots_txt',
				'value'  => __( 'The robots.txt text already written in Sightline SEO was kept.', 'sightline-seo' ),
				'reason' => 'refused',
			);
			return;
		}
		$saved = $dry_run ? $robots::validate( $text ) : $robots->save( $text );
		if ( is_wp_error( $saved ) ) {
			$report[] = array(
				'field'  => 'robots_txt',
				'value'  => $saved->get_error_message(),
				'reason' => 'refused',
			);
			return;
		}
		$mapped->labels[] = __( 'robots.txt', 'sightline-seo' );
	}

	/**
	 * One item; the same engine as a batch (migrate_batch()).
	 *
	 * @param 'post'|'term' $type
	 * @return array{report: list<array<string, string>>, written: int}|WP_Error
	 */
	public function migrate_object( Source_Interface $source, string $type, int $id, bool $dry_run = false ) {
		return $this->migrate_batch( $source, $type, array( $id ), $dry_run )[ $id ];
	}

	/**
	 * Migrates a batch of items with a few queries for the whole batch: objects and meta are read in
	 * one query each, every item is mapped in memory, then all writes go in one transaction through
	 * Meta_Writer (only values that differ from what is stored). Each item is written whole, its report
	 * replaced (or removed when empty), and marked last.
	 *
	 * @param 'post'|'term' $type
	 * @param list<int>     $ids
	 * @param bool          $skip_marked Leave out items already marked as migrated from this source.
	 * @return array<int, array{report: list<array<string, string>>, written: int}|WP_Error|null> Id =>
	 *         result; null for an item skipped as already migrated. A failed write makes every item of
	 *         the batch an error (none of it was kept).
	 */
	public function migrate_batch( Source_Interface $source, string $type, array $ids, bool $dry_run = false, bool $skip_marked = false ): array {
		$ids = array_values( array_unique( array_map( 'intval', $ids ) ) );
		if ( $dry_run ) {
			return $this->migrate_locked( $source, $type, $ids, true, $skip_marked );
		}
		// Two tabs, the CLI and the UI, or a retry while the first request still runs: each batch reads
		// what is stored and writes under one lock per object type, so the second writer sees the first's
		// rows and updates them instead of inserting the same fields again.
		if ( ! self::lock( $type ) ) {
			$busy = new WP_Error( 'sightline_migration_busy', __( 'Another migration is writing these items right now. Try again in a moment.', 'sightline-seo' ), array( 'status' => 409 ) );
			return array_fill_keys( $ids, $busy );
		}
		try {
			wp_cache_delete_multiple( $ids, $type . '_meta' ); // Read what the previous writer committed.
			return $this->migrate_locked( $source, $type, $ids, false, $skip_marked );
		} finally {
			self::unlock( $type );
		}
	}

	/** Seconds a batch waits for another writer of the same object type. */
	private const LOCK_WAIT = 30;

	/** A database lock per object type, held until unlock() (Db\Lock: named with this install's secret). */
	public static function lock( string $type ): bool {
		return Lock::acquire( 'migrate_' . $type, self::LOCK_WAIT );
	}

	public static function unlock( string $type ): void {
		Lock::release( 'migrate_' . $type );
	}

	/**
	 * @param 'post'|'term' $type
	 * @param list<int>     $ids
	 * @return array<int, array{report: list<array<string, string>>, written: int}|WP_Error|null>
	 */
	private function migrate_locked( Source_Interface $source, string $type, array $ids, bool $dry_run, bool $skip_marked ): array {
		if ( 'post' === $type ) {
			_prime_post_caches( $ids, false, false );
		} else {
			_prime_term_caches( $ids, false );
		}
		update_meta_cache( $type, $ids );
		$fields  = Object_Meta::fields();
		$writer  = new Meta_Writer( $type );
		$results = array();
		foreach ( $ids as $id ) {
			$object = 'post' === $type ? get_post( $id ) : get_term( $id );
			if ( ! $object || is_wp_error( $object ) ) {
				$results[ $id ] = new WP_Error(
					'sightline_migration_unknown_item',
					/* translators: 1: post or term, 2: id. */
					sprintf( __( 'There is no %1$s with the id %2$d.', 'sightline-seo' ), $type, $id ),
					array(
						'status' => 404,
						'field'  => $type . '_ids',
					)
				);
				continue;
			}
			if ( $skip_marked && $source->slug() === get_metadata( $type, $id, self::MARK_KEY, true ) ) {
				$results[ $id ] = null;
				continue;
			}
			list( $write, $report ) = $this->map( $source, $type, $object, $fields );
			if ( $source->slug() === get_metadata( $type, $id, self::MARK_KEY, true ) ) {
				// Migrated before: a field the admin edited since keeps the admin's value, and the summary says so.
				list( $write, $kept ) = self::keep_edited( $type, $id, $write );
				$report               = array_merge( $report, self::label_report( $kept, $type . ':' . $id ) );
			}
			$results[ $id ] = array(
				'report'  => $report,
				'written' => count( $write ),
			);
			if ( ! $dry_run ) {
				$written = array();
				foreach ( $write as $key => $value ) {
					$written[ $key ] = self::fingerprint( $value );
				}
				// The report is replaced, or removed when this run found nothing to report.
				$write[ self::REPORT_KEY ]  = $report ? wp_json_encode( $report ) : null;
				$write[ self::WRITTEN_KEY ] = $written ? wp_json_encode( $written ) : null;
				$writer->plan( $id, $write, array( self::MARK_KEY => $source->slug() ) );
			}
		}
		if ( $writer->pending() ) {
			try {
				$this->atomic( array( $writer, 'write' ) );
			} catch ( \RuntimeException $error ) {
				$failed = new WP_Error( 'sightline_migration_write_failed', $error->getMessage(), array( 'status' => 500 ) );
				return array_map( static fn( $result ) => null === $result || is_wp_error( $result ) ? $result : $failed, $results );
			}
		}
		return $results;
	}

	/**
	 * Leaves out of $write every field whose stored value differs from what the last migration wrote
	 * (the admin edited it since) and from the new value.
	 *
	 * @param 'post'|'term'        $type
	 * @param array<string, mixed> $write Meta key => new value.
	 * @return array{0: array<string, mixed>, 1: list<array<string, string>>} The writes kept, the report of fields left alone.
	 */
	private static function keep_edited( string $type, int $id, array $write ): array {
		$before = json_decode( (string) get_metadata( $type, $id, self::WRITTEN_KEY, true ), true );
		$before = is_array( $before ) ? $before : array();
		$kept   = array();
		foreach ( $write as $key => $value ) {
			$stored = get_metadata_raw( $type, $id, $key, true );
			if ( null === $stored || ! isset( $before[ $key ] ) ) {
				continue; // Nothing stored, or nothing known of what the migration wrote: the new value goes in.
			}
			if ( self::fingerprint( $stored ) !== $before[ $key ] && self::fingerprint( $stored ) !== self::fingerprint( $value ) ) {
				unset( $write[ $key ] );
				$kept[] = array(
					'field'  => substr( $key, strlen( Object_Meta::PREFIX ) ),
					'value'  => __( 'edited on this site after the first migration: the edited value was kept.', 'sightline-seo' ),
					'reason' => 'kept_difference',
				);
			}
		}
		return array( $write, $kept );
	}

	/** @param mixed $value */
	private static function fingerprint( $value ): string {
		return md5( (string) maybe_serialize( is_scalar( $value ) ? (string) $value : $value ) );
	}

	/**
	 * What the source set for one item, fitted and validated against our fields.
	 *
	 * @param \WP_Post|\WP_Term                   $object
	 * @param array<string, array<string, mixed>> $fields
	 * @return array{0: array<string, mixed>, 1: list<array<string, string>>} Meta key => value, report.
	 */
	private function map( Source_Interface $source, string $type, $object, array $fields ): array {
		$mapped = 'post' === $type ? $source->post( $object ) : $source->term( $object );
		$report = $mapped->report;
		$write  = array();
		foreach ( $mapped->fields as $field => $value ) {
			if ( ! isset( $fields[ $field ] ) ) {
				continue;
			}
			$value = $this->fit( $fields[ $field ], $value, $field, $report );
			if ( true !== rest_validate_value_from_schema( $value, $fields[ $field ], $field ) ) {
				$report[] = array(
					'field'  => $field,
					'value'  => self::describe( $value ),
					'reason' => 'invalid_value',
				);
				continue;
			}
			$write[ Object_Meta::key( $field ) ] = rest_sanitize_value_from_schema( $value, $fields[ $field ], $field );
		}
		if ( 'post' === $type && $mapped->instances ) {
			list( $instances, $lost ) = $this->fitter->fit( $mapped->instances );
			$report                   = array_merge( $report, $lost );
			if ( $instances ) {
				$write[ Own_Structured_Data::META_KEY ] = self::with_own_instances( $object->ID, $instances );
			}
		}
		return array( $write, self::label_report( $report, $type . ':' . ( 'post' === $type ? $object->ID : $object->term_id ) ) );
	}

	/**
	 * The migrated instances after the ones the post already had of its own (an instance of the same id,
	 * which a previous run of this migration wrote, is replaced), up to the number a post may hold.
	 *
	 * @param list<array{type: string, id: string, values: array<string, mixed>}> $instances
	 * @return list<array{type: string, id: string, values: array<string, mixed>}>
	 */
	private static function with_own_instances( int $post_id, array $instances ): array {
		$stored = get_metadata_raw( 'post', $post_id, Own_Structured_Data::META_KEY, true );
		$ids    = array_column( $instances, 'id' );
		$own    = array();
		foreach ( is_array( $stored ) ? $stored : array() as $entry ) {
			if ( is_array( $entry ) && isset( $entry['type'], $entry['id'] ) && is_string( $entry['id'] ) && ! in_array( $entry['id'], $ids, true ) ) {
				$own[] = $entry;
			}
		}
		return array_slice( array_merge( $own, $instances ), 0, Instance_Validator::MAX_INSTANCES );
	}

	/**
	 * Runs $work in one database transaction (the outermost call opens and commits it): an item is
	 * written whole or not at all, and a batch costs one commit instead of one per row. Filter
	 * `sightline_migration_transactions` turns this off (test suites that wrap each test in their own
	 * transaction, databases without transactions).
	 *
	 * @template T
	 * @param callable(): T $work
	 * @return T
	 */
	public function atomic( callable $work ) {
		global $wpdb;
		$outer = 0 === $this->depth;
		$own   = $outer && apply_filters( 'sightline_migration_transactions', true );
		++$this->depth;
		if ( $own ) {
			$wpdb->query( 'START TRANSACTION' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- transaction control has no WordPress API.
		}
		if ( $outer ) {
			/**
			 * Fires before a batch of writes; listeners may hold their own bookkeeping writes (sitemap
			 * freshness stamps) until `sightline_bulk_write_end`, inside the same transaction.
			 */
			do_action( 'sightline_bulk_write_start' );
		}
		try {
			$result = $work();
		} catch ( \Throwable $error ) {
			if ( $outer ) {
				do_action( 'sightline_bulk_write_end' );
			}
			if ( $own ) {
				$wpdb->query( 'ROLLBACK' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- transaction control has no WordPress API.
				// Options written inside the transaction (the sitemap stamps saved at the end of the batch)
				// are cached as written: drop them so every cache, persistent ones too, reads the rolled-back rows.
				wp_cache_delete( 'alloptions', 'options' );
				wp_cache_delete( 'notoptions', 'options' );
				wp_cache_delete( State::OPTION, 'options' );
				( $this->stamps )()->reset();
			}
			throw $error;
		} finally {
			--$this->depth;
		}
		if ( $outer ) {
			do_action( 'sightline_bulk_write_end' );
		}
		if ( $own ) {
			$wpdb->query( 'COMMIT' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- transaction control has no WordPress API.
		}
		return $result;
	}

	/**
	 * Records a finished migration with its item count: the posts as counted by Post_Count (a bounded
	 * request's worth of it; on a large site whose count is not finished yet, $posts when the caller
	 * walked them all, else the posts found so far).
	 *
	 * @param int|null $posts The posts with source data the caller walked, when it walked every one.
	 */
	public function complete( Source_Interface $source, ?int $posts = null ): void {
		$count                    = $this->counts->total( $source );
		$state                    = get_option( self::STATE_OPTION, array() );
		$state                    = is_array( $state ) ? $state : array();
		$state[ $source->slug() ] = array(
			'completed' => time(),
			'items'     => ( $count['exact'] || null === $posts ? $count['total'] : $posts ) + $source->count_terms() + 1,
		);
		update_option( self::STATE_OPTION, $state, false );
		/**
		 * Fires when a migration from a source plugin finished (sitemaps rebuild their cache here).
		 *
		 * @param string $slug The source plugin_slug.
		 */
		do_action( 'sightline_migration_completed', $source->slug() );
	}

	/**
	 * Strings longer than the schema allows are cut at the limit (and reported), not refused.
	 *
	 * @param array<string, mixed>        $schema
	 * @param mixed                       $value
	 * @param list<array<string, string>> $report
	 * @return mixed
	 */
	private function fit( array $schema, $value, string $field, array &$report ) {
		if ( is_string( $value ) && isset( $schema['maxLength'] ) && mb_strlen( $value ) > $schema['maxLength'] ) {
			$report[] = array(
				'field'  => $field,
				'value'  => mb_substr( $value, 0, 60 ) . '…',
				'reason' => 'truncated',
			);
			return mb_substr( $value, 0, (int) $schema['maxLength'] );
		}
		return $value;
	}

	/**
	 * @param mixed $value
	 */
	private static function describe( $value ): string {
		$text = is_scalar( $value ) ? (string) $value : (string) wp_json_encode( $value );
		return mb_strlen( $text ) > 80 ? mb_substr( $text, 0, 80 ) . '…' : $text;
	}

	/**
	 * @param list<array<string, string>> $report
	 * @return list<array<string, string>>
	 */
	private static function label_report( array $report, string $item ): array {
		return array_map( static fn( $entry ) => array( 'item' => $item ) + $entry, $report );
	}
}
