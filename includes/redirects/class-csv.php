<?php
/**
 * The CSV format of redirects (import and export share it): a header line, then one rule per line with
 * the columns source, target, status, match, query, enabled (status, match, query and enabled may be
 * left out or empty: 301, exact, keep, 1). A file without the header is read in that column order.
 *
 * Reading is streamed line by line from a handle and capped (size and lines); a binary file, a line
 * that is not UTF-8 or a row with a bad value is reported with its line number, and the caller stores
 * nothing unless every line is valid.
 *
 * @package Sightline
 */

namespace Sightline\Redirects;

defined( 'ABSPATH' ) || exit;

final class Csv {

	public const COLUMNS = array( 'source', 'target', 'status', 'match', 'query', 'enabled' );

	public const MAX_BYTES = 5 * MB_IN_BYTES;

	public const MAX_ROWS = 20000;

	/** Errors listed at most (the count says how many more there were). */
	public const MAX_ERRORS = 100;

	/**
	 * The rows of a CSV file as rule fields keyed 'line N', or the errors that make it invalid.
	 *
	 * @param resource $handle
	 * @return array{rows: array<string, array<string, string>>, errors: list<array{line: int, message: string}>}
	 */
	public static function read( $handle ): array {
		$stat = fstat( $handle );
		if ( is_array( $stat ) && $stat['size'] > self::MAX_BYTES ) {
			return self::failed(
				0,
				/* translators: %s: maximum size, such as 5 MB. */
				sprintf( __( 'The file is larger than %s; split it into smaller files.', 'sightline-seo' ), size_format( self::MAX_BYTES ) )
			);
		}
		$rows    = array();
		$errors  = array();
		$columns = self::COLUMNS;
		$line    = 0;
		$bytes   = 0;
		while ( false !== ( $text = fgets( $handle, 65536 ) ) ) { // phpcs:ignore WordPress.CodeAnalysis.AssignmentInCondition.FoundInWhileCondition -- streamed line by line.
			++$line;
			$bytes += strlen( $text );
			if ( $bytes > self::MAX_BYTES ) {
				/* translators: %s: maximum size, such as 5 MB. */
				return self::failed( $line, sprintf( __( 'The file is larger than %s; split it into smaller files.', 'sightline-seo' ), size_format( self::MAX_BYTES ) ) );
			}
			if ( str_contains( $text, "\0" ) ) {
				return self::failed( $line, __( 'This is not a CSV text file: it contains binary data.', 'sightline-seo' ) );
			}
			if ( 1 === $line ) {
				$text = (string) preg_replace( '/^\xEF\xBB\xBF/', '', $text ); // A byte-order mark.
			}
			if ( 1 !== preg_match( '//u', $text ) ) {
				$errors[] = array(
					'line'    => $line,
					'message' => __( 'The line is not valid UTF-8 text.', 'sightline-seo' ),
				);
				continue;
			}
			if ( '' === trim( $text ) ) {
				continue;
			}
			$cells = array_map( array( self::class, 'unguard' ), str_getcsv( rtrim( $text, "\r\n" ), ',', '"', '' ) );
			if ( 1 === $line && 'source' === strtolower( trim( (string) $cells[0] ) ) ) {
				$columns = array_map( static fn( $cell ) => strtolower( trim( (string) $cell ) ), $cells );
				$unknown = array_diff( $columns, self::COLUMNS );
				if ( array() !== $unknown ) {
					/* translators: 1: unknown column names, 2: the known ones. */
					return self::failed( $line, sprintf( __( 'Unknown column %1$s; the columns are %2$s.', 'sightline-seo' ), implode( ', ', $unknown ), implode( ', ', self::COLUMNS ) ) );
				}
				continue;
			}
			if ( count( $rows ) >= self::MAX_ROWS ) {
				/* translators: %s: maximum number of rules. */
				return self::failed( $line, sprintf( __( 'The file has more than %s rules; split it into smaller files.', 'sightline-seo' ), number_format_i18n( self::MAX_ROWS ) ) );
			}
			if ( count( $cells ) > count( $columns ) ) {
				$errors[] = array(
					'line'    => $line,
					/* translators: %d: number of columns. */
					'message' => sprintf( __( 'The line has more than %d columns.', 'sightline-seo' ), count( $columns ) ),
				);
				continue;
			}
			$row = array_combine( array_slice( $columns, 0, count( $cells ) ), array_map( 'trim', array_map( 'strval', $cells ) ) );
			$row = array_filter( $row, static fn( $value ) => '' !== $value );
			if ( isset( $row['enabled'] ) ) {
				$row['enabled'] = in_array( strtolower( $row['enabled'] ), array( '0', 'no', 'false', 'off', 'disabled' ), true ) ? '0' : '1';
			}
			$rows[ 'line ' . $line ] = $row;
		}
		return array(
			'rows'   => $rows,
			'errors' => $errors,
		);
	}

	/**
	 * Writes rules as CSV (header first). Cells a spreadsheet would run as a formula are prefixed with '.
	 *
	 * @param iterable<array<string, mixed>> $rules
	 * @param resource                       $handle
	 */
	public static function write( iterable $rules, $handle ): int {
		fputcsv( $handle, self::COLUMNS, ',', '"', '' );
		$count = 0;
		foreach ( $rules as $rule ) {
			$cells = array( $rule['source'], $rule['target'], $rule['status'], $rule['match'], $rule['query'], $rule['enabled'] ? '1' : '0' );
			fputcsv( $handle, array_map( array( self::class, 'guard' ), array_map( 'strval', $cells ) ), ',', '"', '' );
			++$count;
		}
		return $count;
	}

	private static function guard( string $cell ): string {
		return '' !== $cell && str_contains( "=+-@\t\r", $cell[0] ) ? "'" . $cell : $cell;
	}

	private static function unguard( ?string $cell ): string {
		$cell = (string) $cell;
		return preg_match( "/^'[=+\\-@\t\r]/", $cell ) ? substr( $cell, 1 ) : $cell;
	}

	/**
	 * @return array{rows: array<string, array<string, string>>, errors: list<array{line: int, message: string}>}
	 */
	private static function failed( int $line, string $message ): array {
		return array(
			'rows'   => array(),
			'errors' => array(
				array(
					'line'    => $line,
					'message' => $message,
				),
			),
		);
	}
}
