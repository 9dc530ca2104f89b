<?php
/**
 * Reads the Performance export Search Console offers (Export > Download CSV): a ZIP of Queries.csv,
 * Pages.csv, Countries.csv, Devices.csv, Dates.csv (Chart.csv in newer exports), Search appearance.csv
 * and Filters.csv, or any of those CSV files on their own. Tables are recognised by their header row,
 * so renamed files still work. Every problem is a WP_Error naming the file, line and column.
 *
 * @package Sightline
 */

namespace Sightline\Search_Console;

use WP_Error;

defined( 'ABSPATH' ) || exit;

final class Importer {

	/** Largest file accepted (an export of 1,000 rows per table is far smaller). */
	public const MAX_BYTES = 5 * MB_IN_BYTES;

	/** Rows kept per table. */
	public const MAX_ROWS = 5000;

	/** First header cell => table. */
	private const TABLES = array(
		'top queries'       => 'queries',
		'query'             => 'queries',
		'top pages'         => 'pages',
		'page'              => 'pages',
		'country'           => 'countries',
		'device'            => 'devices',
		'date'              => 'dates',
		'search appearance' => 'appearance',
		'filter'            => 'filters',
	);

	private const METRICS = array( 'clicks', 'impressions', 'ctr', 'position' );

	/**
	 * @param list<array{name: string, path: string}> $files Uploaded files (name as the admin chose it).
	 * @return array<string, mixed>|WP_Error The dataset: tables queries, pages, countries, devices, dates, filters.
	 */
	public function import( array $files ) {
		if ( ! $files ) {
			return $this->error( __( 'Choose the Performance export from Search Console: the ZIP file or the CSV files inside it.', 'sightline-seo' ) );
		}
		$tables = array();
		foreach ( $files as $file ) {
			$contents = $this->contents( $file );
			if ( is_wp_error( $contents ) ) {
				return $contents;
			}
			foreach ( $contents as $name => $csv ) {
				$parsed = $this->parse_csv( $name, $csv );
				if ( is_wp_error( $parsed ) ) {
					return $parsed;
				}
				$tables[ $parsed['table'] ] = $parsed['rows'];
			}
		}
		if ( ! isset( $tables['queries'] ) && ! isset( $tables['pages'] ) && ! isset( $tables['dates'] ) ) {
			return $this->error( __( 'The export has none of Queries.csv, Pages.csv or Dates.csv (Chart.csv): download the Performance report again with Export > Download CSV.', 'sightline-seo' ) );
		}
		return Dataset::from_tables( $tables );
	}

	/**
	 * The CSV texts of one upload: the file itself, or every .csv inside a ZIP.
	 *
	 * @param array{name: string, path: string} $file
	 * @return array<string, string>|WP_Error File name => CSV text.
	 */
	private function contents( array $file ) {
		$name = sanitize_file_name( $file['name'] );
		$size = is_readable( $file['path'] ) ? (int) filesize( $file['path'] ) : -1;
		if ( $size < 0 ) {
			/* translators: %s: file name. */
			return $this->error( sprintf( __( '%s could not be read.', 'sightline-seo' ), $name ) );
		}
		if ( $size > self::MAX_BYTES ) {
			/* translators: 1: file name, 2: size limit such as "5 MB". */
			return $this->error( sprintf( __( '%1$s is larger than %2$s.', 'sightline-seo' ), $name, size_format( self::MAX_BYTES ) ) );
		}
		$extension = strtolower( pathinfo( $name, PATHINFO_EXTENSION ) );
		if ( 'csv' === $extension ) {
			return array( $name => (string) file_get_contents( $file['path'] ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- uploaded temp file.
		}
		if ( 'zip' !== $extension ) {
			/* translators: %s: file name. */
			return $this->error( sprintf( __( '%s is not a CSV or ZIP file. Upload the ZIP that Search Console\'s Export > Download CSV gives, or the CSV files inside it.', 'sightline-seo' ), $name ) );
		}
		if ( ! class_exists( \ZipArchive::class ) ) {
			return $this->error( __( 'This server cannot open ZIP files (the PHP zip extension is missing). Unzip the export and upload its CSV files instead.', 'sightline-seo' ) );
		}
		$zip = new \ZipArchive();
		if ( true !== $zip->open( $file['path'], \ZipArchive::RDONLY ) ) {
			/* translators: %s: file name. */
			return $this->error( sprintf( __( '%s is not a valid ZIP file.', 'sightline-seo' ), $name ) );
		}
		$out     = array();
		$total   = 0;
		$entries = $zip->numFiles; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- ZipArchive's own property.
		for ( $i = 0; $i < $entries; $i++ ) {
			$stat  = $zip->statIndex( $i );
			$entry = (string) ( $stat['name'] ?? '' );
			if ( 'csv' !== strtolower( pathinfo( $entry, PATHINFO_EXTENSION ) ) || str_starts_with( basename( $entry ), '.' ) ) {
				continue;
			}
			$total += (int) ( $stat['size'] ?? 0 );
			if ( $total > self::MAX_BYTES * 4 ) {
				/* translators: %s: file name. */
				return $this->error( sprintf( __( '%s holds more data than a Search Console export can.', 'sightline-seo' ), $name ) );
			}
			$out[ basename( $entry ) ] = (string) $zip->getFromIndex( $i );
		}
		$zip->close();
		if ( ! $out ) {
			/* translators: %s: file name. */
			return $this->error( sprintf( __( '%s contains no CSV files.', 'sightline-seo' ), $name ) );
		}
		return $out;
	}

	/**
	 * @return array{table: string, rows: list<array<string, mixed>>}|WP_Error
	 */
	private function parse_csv( string $name, string $csv ) {
		$csv   = preg_replace( '/^\xEF\xBB\xBF/', '', $csv ) ?? $csv;
		$lines = preg_split( '/\r\n|\n|\r/', trim( $csv ) );
		$lines = $lines ? $lines : array();
		if ( ! $lines || '' === trim( $lines[0] ) ) {
			/* translators: %s: file name. */
			return $this->error( sprintf( __( '%s is empty.', 'sightline-seo' ), $name ) );
		}
		$header = array_map( static fn( $cell ) => strtolower( trim( (string) $cell ) ), str_getcsv( $lines[0] ) );
		$table  = self::TABLES[ $header[0] ] ?? null;
		if ( null === $table ) {
			return $this->error(
				/* translators: 1: file name, 2: the first cell found. */
				sprintf( __( '%1$s is not part of a Search Console Performance export: its first column must be Top queries, Top pages, Country, Device, Date, Search Appearance or Filter (found "%2$s").', 'sightline-seo' ), $name, $header[0] )
			);
		}
		if ( 'filters' !== $table ) {
			foreach ( self::METRICS as $metric ) {
				if ( ! in_array( $metric, $header, true ) ) {
					/* translators: 1: file name, 2: column name. */
					return $this->error( sprintf( __( '%1$s has no %2$s column.', 'sightline-seo' ), $name, ucfirst( 'ctr' === $metric ? 'CTR' : $metric ) ) );
				}
			}
		}
		if ( count( $lines ) - 1 > self::MAX_ROWS * 20 ) {
			/* translators: %s: file name. */
			return $this->error( sprintf( __( '%s has more rows than a Search Console export can.', 'sightline-seo' ), $name ) );
		}
		$columns = array_flip( $header );
		$rows    = array();
		foreach ( array_slice( $lines, 1 ) as $index => $line ) {
			if ( '' === trim( $line ) ) {
				continue;
			}
			$cells = str_getcsv( $line );
			$row   = Row_Parser::parse( $table, $cells, $columns );
			if ( is_string( $row ) ) {
				/* translators: 1: file name, 2: line number, 3: what is wrong. */
				return $this->error( sprintf( __( '%1$s, line %2$d: %3$s', 'sightline-seo' ), $name, $index + 2, $row ) );
			}
			if ( count( $rows ) < self::MAX_ROWS ) {
				$rows[] = $row;
			}
		}
		return array(
			'table' => $table,
			'rows'  => $rows,
		);
	}

	private function error( string $message ): WP_Error {
		return new WP_Error( 'sightline_search_console_import', $message, array( 'status' => 400 ) );
	}
}
