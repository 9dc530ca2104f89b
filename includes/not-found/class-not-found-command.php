<?php
/**
 * `wp sightline 404 list|clear`: the addresses the 404 monitor recorded, from the command line (the log
 * is folded into the table first, as on the screen).
 *
 * @package Sightline
 */

namespace Sightline\Not_Found;

defined( 'ABSPATH' ) || exit;

final class Not_Found_Command {

	private const FIELDS = array( 'id', 'url', 'hits', 'referrers', 'first_seen', 'last_seen' );

	public function __construct( private Monitor $monitor ) {
		Maintenance::upgrade();
	}

	/**
	 * Lists the addresses that answered 404, most hits first.
	 *
	 * ## OPTIONS
	 *
	 * [--search=<text>]
	 * : Only addresses (or referring hosts) that contain the text.
	 *
	 * [--orderby=<field>]
	 * : hits, last_seen, first_seen or url.
	 * ---
	 * default: hits
	 * ---
	 *
	 * [--format=<format>]
	 * : table, csv, json, yaml, ids or count.
	 * ---
	 * default: table
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     wp sightline 404 list --orderby=last_seen
	 *
	 * @subcommand list
	 * @param list<string>          $args
	 * @param array<string, string> $assoc_args
	 */
	public function list_( array $args, array $assoc_args ): void {
		$orderby = (string) ( $assoc_args['orderby'] ?? 'hits' );
		if ( ! in_array( $orderby, Table::ORDER_BY, true ) ) {
			\WP_CLI::error( sprintf( '--orderby must be one of %s.', implode( ', ', Table::ORDER_BY ) ) );
		}
		$entries = array();
		$page    = 1;
		do {
			$result  = $this->monitor->page( (string) ( $assoc_args['search'] ?? '' ), $page++, 100, $orderby, 'url' === $orderby ? 'asc' : 'desc' );
			$entries = array_merge( $entries, $result['items'] );
			$more    = count( $entries ) < $result['total'] && array() !== $result['items'];
		} while ( $more );
		$rows = array_map(
			static fn( $entry ) => array( 'referrers' => implode( ', ', array_column( $entry['referrers'], 'host' ) ) ) + $entry,
			$entries
		);
		\WP_CLI\Utils\format_items( (string) ( $assoc_args['format'] ?? 'table' ), $rows, self::FIELDS );
	}

	/**
	 * Deletes every recorded address.
	 *
	 * ## OPTIONS
	 *
	 * [--yes]
	 * : Confirms the deletion.
	 *
	 * ## EXAMPLES
	 *
	 *     wp sightline 404 clear --yes
	 *
	 * @param list<string>               $args
	 * @param array<string, string|bool> $assoc_args
	 */
	public function clear( array $args, array $assoc_args ): void {
		if ( empty( $assoc_args['yes'] ) ) {
			\WP_CLI::error( 'This deletes every address the 404 monitor recorded: add --yes to confirm.' );
		}
		$deleted = $this->monitor->clear();
		\WP_CLI::success( sprintf( 'Deleted %d recorded addresses.', $deleted ) );
	}
}
