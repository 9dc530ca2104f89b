<?php
/**
 * The redirect half of a migration, shared by REST and WP-CLI: lists a source's redirect items in
 * pages, and carries each item's rules into ours through the redirects' one write path
 * (Redirects::create_many(): validation, loops, chains, duplicates, lookup compile). What cannot be
 * carried over, and every rule our validator refuses (with its message), goes to the report the
 * migration summary shows; the rest of the item still migrates. A rule already migrated is found as
 * an identical stored rule and not stored again, so a second run changes nothing. The source's rows
 * are only read.
 *
 * @package Sightline
 */

namespace Sightline\Migration;

use Sightline\Redirects\Redirects;
use WP_Error;

defined( 'ABSPATH' ) || exit;

final class Redirect_Migrator {

	/** Source slug => reader class (Sightline\Migration\Redirect_Sources\…). */
	private const READERS = array(
		'seo-by-rank-math'    => Redirect_Sources\Rank_Math::class,
		'all-in-one-seo-pack' => Redirect_Sources\Aioseo::class,
		'wp-seopress'         => Redirect_Sources\Seopress::class,
		'autodescription'     => Redirect_Sources\Seo_Framework::class,
		'slim-seo'            => Redirect_Sources\Slim_Seo::class,
		'redirection'         => Redirect_Sources\Redirection::class,
	);

	/** Report item of every redirect entry (the summary shows them under one heading). */
	public const REPORT_ITEM = 'redirects';

	/**
	 * @param \Closure(): Redirects $redirects Built only when a rule is written.
	 */
	public function __construct( private \Closure $redirects ) {}

	/** The reader of a source, or null when the source keeps no redirects we know of. */
	public function reader( string $slug ): ?Redirect_Reader_Interface {
		$class = self::READERS[ $slug ] ?? null;
		return null === $class ? null : new $class();
	}

	/**
	 * @return list<string> Group keys of a source (none when it keeps no redirects).
	 */
	public function groups( string $slug ): array {
		$reader = $this->reader( $slug );
		return null === $reader ? array() : array_keys( $reader->groups() );
	}

	public function count( string $slug ): int {
		$reader = $this->reader( $slug );
		if ( null === $reader ) {
			return 0;
		}
		$total = 0;
		foreach ( array_keys( $reader->groups() ) as $group ) {
			$total += $reader->count( $group );
		}
		return $total;
	}

	/**
	 * One page of items of every group (in the shape of GET migration/terms|posts: data keyed by group,
	 * each with count, title and its ids under redirect_ids). Groups are paged together: page N holds
	 * the Nth slice of each.
	 *
	 * @return array{pagination: array<string, int>, data: array<string, array{count: int, title: string, redirect_ids: list<int>}>}
	 */
	public function page( string $slug, int $page, int $per_page = Migrator::PAGE_SIZE ): array {
		$reader = $this->reader( $slug );
		$data   = array();
		$most   = 0;
		$total  = 0;
		foreach ( null === $reader ? array() : $reader->groups() as $group => $title ) {
			$count  = $reader->count( $group );
			$total += $count;
			$most   = max( $most, $count );
			$ids    = $count > ( $page - 1 ) * $per_page ? $reader->ids( $group, ( $page - 1 ) * $per_page, $per_page ) : array();
			if ( array() !== $ids ) {
				$data[ $group ] = array(
					'count'        => count( $ids ),
					'title'        => $title,
					'redirect_ids' => $ids,
				);
			}
		}
		return array(
			'pagination' => array(
				'current_page' => $page,
				'per_page'     => $per_page,
				'total_items'  => $total,
				'total_pages'  => max( 1, (int) ceil( $most / $per_page ) ),
			),
			'data'       => $data,
		);
	}

	/**
	 * Migrates items of one group, under the same per-type lock as the other items (two tabs, the CLI
	 * and the UI, or a retry while the first request still runs, see each other's rules).
	 *
	 * @param list<int> $ids
	 * @return array<int, array{report: list<array<string, string>>, created: int, already: int, refused: int}|WP_Error>
	 *         Id => result; an unknown id gets the error sightline_migration_unknown_item.
	 */
	public function migrate( string $slug, string $group, array $ids, bool $dry_run = false ): array {
		$ids    = array_values( array_unique( array_map( 'intval', $ids ) ) );
		$reader = $this->reader( $slug );
		if ( null === $reader || ! isset( $reader->groups()[ $group ] ) ) {
			return array_fill_keys( $ids, self::unknown( $ids ) );
		}
		if ( ! $dry_run && ! Migrator::lock( 'redirect' ) ) {
			$busy = new WP_Error( 'sightline_migration_busy', __( 'Another migration is writing these items right now. Try again in a moment.', 'sightline-seo' ), array( 'status' => 409 ) );
			return array_fill_keys( $ids, $busy );
		}
		try {
			return $this->migrate_locked( $reader, $group, $ids, $dry_run );
		} finally {
			if ( ! $dry_run ) {
				Migrator::unlock( 'redirect' );
			}
		}
	}

	/**
	 * @param list<int> $ids
	 * @return array<int, array{report: list<array<string, string>>, created: int, already: int, refused: int}|WP_Error>
	 */
	private function migrate_locked( Redirect_Reader_Interface $reader, string $group, array $ids, bool $dry_run ): array {
		$read    = $reader->read( $group, $ids );
		$inputs  = array();
		$hits    = array();
		$owners  = array(); // Label => [ item id, mapped rule ].
		$results = array();
		foreach ( $ids as $id ) {
			if ( ! isset( $read[ $id ] ) ) {
				$results[ $id ] = self::unknown( array( $id ) );
				continue;
			}
			$results[ $id ] = array(
				'report'  => array(),
				'created' => 0,
				'already' => 0,
				'refused' => 0,
			);
			foreach ( $read[ $id ] as $index => $mapped ) {
				foreach ( $mapped->notes as $note ) {
					$results[ $id ]['report'][] = self::entry( $mapped->label(), $note['value'], $note['reason'] );
				}
				if ( $mapped->skip ) {
					continue;
				}
				// How a validator message names the rule: the source's id, and the rule's rank in the item when it has several.
				/* translators: 1: the id of the redirect in the source plugin, 2: its rank among the item's rules. */
				$label            = 0 === $index ? sprintf( __( 'redirect #%d', 'sightline-seo' ), $id ) : sprintf( __( 'redirect #%1$d.%2$d', 'sightline-seo' ), $id, $index + 1 );
				$inputs[ $label ] = $mapped->rule;
				$owners[ $label ] = array( $id, $mapped );
				if ( $mapped->hits > 0 && null !== $mapped->last_hit ) {
					$hits[ $label ] = array( $mapped->hits, $mapped->last_hit );
				}
			}
		}
		if ( array() === $inputs || $dry_run ) {
			return $results;
		}
		foreach ( ( $this->redirects )()->create_many( $inputs, $hits ) as $label => $outcome ) {
			list( $id, $mapped ) = $owners[ $label ];
			if ( is_wp_error( $outcome ) ) {
				++$results[ $id ]['refused'];
				$results[ $id ]['report'][] = self::entry( $mapped->label(), $outcome->get_error_message(), 'refused' );
			} elseif ( is_array( $outcome ) ) {
				++$results[ $id ][ $outcome['created'] ? 'created' : 'already' ];
			}
		}
		return $results;
	}

	/**
	 * @return array{item: string, field: string, value: string, reason: string}
	 */
	private static function entry( string $field, string $value, string $reason ): array {
		return array(
			'item'   => self::REPORT_ITEM,
			'field'  => $field,
			'value'  => $value,
			'reason' => $reason,
		);
	}

	/**
	 * @param list<int> $ids
	 */
	private static function unknown( array $ids ): WP_Error {
		return new WP_Error(
			'sightline_migration_unknown_item',
			/* translators: %s: comma-separated ids. */
			sprintf( __( 'There is no redirect with the id %s.', 'sightline-seo' ), implode( ', ', $ids ) ),
			array(
				'status' => 404,
				'field'  => 'redirect_ids',
			)
		);
	}
}
