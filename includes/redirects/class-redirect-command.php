<?php
/**
 * `wp sightline redirect list|add|delete|import|export`: the redirect rules from the command line,
 * through the same validation, loop and chain checks as the screen.
 *
 * @package Sightline
 */

namespace Sightline\Redirects;

defined( 'ABSPATH' ) || exit;

final class Redirect_Command {

	private const FIELDS = array( 'id', 'source', 'match', 'target', 'status', 'query', 'enabled', 'hits', 'last_hit' );

	public function __construct( private Redirects $redirects, Maintenance $maintenance ) {
		$maintenance->upgrade();
	}

	/**
	 * Lists the redirect rules.
	 *
	 * ## OPTIONS
	 *
	 * [--search=<text>]
	 * : Only rules whose source or target contains the text.
	 *
	 * [--format=<format>]
	 * : table, csv, json, yaml, ids or count.
	 * ---
	 * default: table
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     wp sightline redirect list --search=old
	 *
	 * @subcommand list
	 * @param list<string>          $args
	 * @param array<string, string> $assoc_args
	 */
	public function list_( array $args, array $assoc_args ): void {
		$rules = array();
		$page  = 1;
		do {
			$result = $this->redirects->page( (string) ( $assoc_args['search'] ?? '' ), $page++, 100, 'id', 'asc' );
			$rules  = array_merge( $rules, $result['rules'] );
			$more   = count( $rules ) < $result['total'] && array() !== $result['rules'];
		} while ( $more );
		$rows = array_map( static fn( $rule ) => array( 'enabled' => $rule['enabled'] ? 'yes' : 'no' ) + $rule, $rules );
		\WP_CLI\Utils\format_items( (string) ( $assoc_args['format'] ?? 'table' ), $rows, self::FIELDS );
	}

	/**
	 * Adds a redirect rule.
	 *
	 * ## OPTIONS
	 *
	 * <source>
	 * : The path (exact, prefix) or regular expression (regex) requests must match.
	 *
	 * [<target>]
	 * : Where to send them: a path of this site or a full http(s) URL. None for 410 and 451.
	 *
	 * [--status=<status>]
	 * : 301, 302, 307, 410 or 451.
	 * ---
	 * default: 301
	 * ---
	 *
	 * [--match=<match>]
	 * : exact, prefix or regex.
	 * ---
	 * default: exact
	 * ---
	 *
	 * [--query=<query>]
	 * : keep or ignore the request's query string.
	 * ---
	 * default: keep
	 * ---
	 *
	 * [--disabled]
	 * : Add the rule switched off.
	 *
	 * ## EXAMPLES
	 *
	 *     wp sightline redirect add /old-page /new-page
	 *     wp sightline redirect add '^/blog/(\d+)$' /posts/$1 --match=regex
	 *
	 * @param list<string>          $args
	 * @param array<string, string> $assoc_args
	 */
	public function add( array $args, array $assoc_args ): void {
		$rule = $this->redirects->create(
			array(
				'source'  => $args[0],
				'target'  => $args[1] ?? '',
				'status'  => (int) ( $assoc_args['status'] ?? 301 ),
				'match'   => $assoc_args['match'] ?? 'exact',
				'query'   => $assoc_args['query'] ?? 'keep',
				'enabled' => empty( $assoc_args['disabled'] ),
			)
		);
		if ( is_wp_error( $rule ) ) {
			\WP_CLI::error( $rule->get_error_message() );
			return;
		}
		\WP_CLI::success( sprintf( 'Added redirect #%d.', $rule['id'] ) );
	}

	/**
	 * Deletes redirect rules.
	 *
	 * ## OPTIONS
	 *
	 * <id>...
	 * : The rules' ids.
	 *
	 * @param list<string>          $args
	 * @param array<string, string> $assoc_args
	 */
	public function delete( array $args, array $assoc_args ): void {
		$ids     = array_map( 'intval', $args );
		$deleted = $this->redirects->delete( $ids );
		if ( $deleted < count( array_unique( $ids ) ) ) {
			\WP_CLI::error( sprintf( 'Deleted %d of %d redirects; the others do not exist.', $deleted, count( array_unique( $ids ) ) ) );
			return;
		}
		\WP_CLI::success( sprintf( 'Deleted %d redirects.', $deleted ) );
	}

	/**
	 * Imports redirect rules from a CSV file (columns source, target, status, match, query, enabled).
	 * Nothing is imported unless every line is valid.
	 *
	 * ## OPTIONS
	 *
	 * <file>
	 * : The CSV file.
	 *
	 * @param list<string>          $args
	 * @param array<string, string> $assoc_args
	 */
	public function import( array $args, array $assoc_args ): void {
		$handle = is_readable( $args[0] ) ? fopen( $args[0], 'rb' ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions -- a local file named on the command line.
		if ( false === $handle ) {
			\WP_CLI::error( sprintf( 'Cannot read %s.', $args[0] ) );
			return;
		}
		$imported = $this->redirects->import( $handle );
		fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- see above.
		if ( is_wp_error( $imported ) ) {
			$data = (array) $imported->get_error_data();
			foreach ( (array) ( $data['errors'] ?? array() ) as $error ) {
				\WP_CLI::warning( sprintf( 'Line %d: %s', $error['line'], $error['message'] ) );
			}
			\WP_CLI::error( $imported->get_error_message() );
			return;
		}
		\WP_CLI::success( sprintf( 'Imported %d redirects.', $imported ) );
	}

	/**
	 * Exports every redirect rule as CSV, to a file or to standard output.
	 *
	 * ## OPTIONS
	 *
	 * [<file>]
	 * : Write to this file instead of standard output.
	 *
	 * @param list<string>          $args
	 * @param array<string, string> $assoc_args
	 */
	public function export( array $args, array $assoc_args ): void {
		$handle = fopen( $args[0] ?? 'php://output', 'wb' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a local file named on the command line, or standard output.
		if ( false === $handle ) {
			\WP_CLI::error( sprintf( 'Cannot write %s.', $args[0] ?? 'to standard output' ) );
			return;
		}
		$count = Csv::write( $this->redirects->each(), $handle );
		fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- see above.
		if ( isset( $args[0] ) ) {
			\WP_CLI::success( sprintf( 'Exported %d redirects to %s.', $count, $args[0] ) );
		}
	}
}
