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

	/** Bytes of one CSV line: far more than a query or a page address in an export. */
	public const MAX_LINE = 65536;

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

	/** @var list<\ZipArchive> ZIP uploads whose entries are being read. */
	private array $archives = array();

	/**
	 * @param list<array{name: string, path: string}> $files Uploaded files (name as the admin chose it).
	 * @return array<string, mixed>|WP_Error The dataset: tables queries, pages, countries, devices, dates, filters.
	 */
	public function import( array $files ) {
		try {
			return $this->import_files( $files );
		} finally {
			foreach ( $this->archives as $archive ) {
				$archive->close();
			}
			$this->archives = array();
		}
	}

	/**
	 * @param list<array{name: string, path: string}> $files
	 * @return array<string, mixed>|WP_Error
	 */
	private function import_files( array $files ) {
		if ( ! $files ) {
			return $this->error( __( 'Choose the Performance export from Search Console: the ZIP file or the CSV files inside it.', 'sightline-seo' ) );
		}
		$tables = array();
		foreach ( $files as $file ) {
			$contents = $this->contents( $file );
			if ( is_wp_error( $contents ) ) {
				return $contents;
			}
			foreach ( $contents as $name => $stream ) {
				$parsed = $this->parse_csv( $name, $stream );
				if ( is_wp_error( $parsed ) ) {
					array_map( 'fclose', array_filter( $contents, 'is_resource' ) );
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
	 * The CSV streams of one upload: the file itself, or every .csv inside a ZIP (decompressed as it is
	 * read, so a small ZIP that expands to millions of lines is refused at its cap, never held in memory).
	 *
	 * @param array{name: string, path: string} $file
	 * @return array<string, resource>|WP_Error File name => open stream.
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
			$stream = fopen( $file['path'], 'rb' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fopen -- the uploaded temp file, read line by line.
			/* translators: %s: file name. */
			return false === $stream ? $this->error( sprintf( __( '%s could not be read.', 'sightline-seo' ), $name ) ) : array( $name => $stream );
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
		$entries = $zip->numFiles; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- ZipArchive's own property.
		$most    = count( self::TABLES ); // An export has one CSV per table; more entries are not read.
		for ( $i = 0; $i < $entries && $most > 0; $i++ ) {
			$entry = (string) $zip->getNameIndex( $i );
			if ( 'csv' !== strtolower( pathinfo( $entry, PATHINFO_EXTENSION ) ) || str_starts_with( basename( $entry ), '.' ) ) {
				continue;
			}
			$stream = $zip->getStream( $entry );
			if ( false === $stream ) {
				/* translators: %s: file name. */
				return $this->error( sprintf( __( '%s is not a valid ZIP file.', 'sightline-seo' ), $name ) );
			}
			$out[ basename( $entry ) ] = $stream;
			--$most;
		}
		// An entry's stream reads through its archive: keep the archive open until the import ends.
		$this->archives[] = $zip;
		if ( ! $out ) {
			/* translators: %s: file name. */
			return $this->error( sprintf( __( '%s contains no CSV files.', 'sightline-seo' ), $name ) );
		}
		return $out;
	}

	/**
	 * Reads one CSV line by line, stopping with an error as soon as it holds more than an export can.
	 *
	 * @param string   $name   File name, for messages.
	 * @param resource $stream The CSV, positioned at its start.
	 * @return array{table: string, rows: list<array<string, mixed>>}|WP_Error
	 */
	private function parse_csv( string $name, $stream ) {
		try {
			return $this->read_csv( $name, $stream );
		} finally {
			fclose( $stream ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose -- the stream opened by contents().
		}
	}

	/**
	 * @param string   $name   File name, for messages.
	 * @param resource $stream The CSV, positioned at its start.
	 * @return array{table: string, rows: list<array<string, mixed>>}|WP_Error
	 */
	private function read_csv( string $name, $stream ) {
		$header   = null;
		$table    = null;
		$columns  = array();
		$rows     = array();
		$bytes    = 0;
		$number   = 0;
		$too_much = static fn(): WP_Error => new WP_Error(
			'sightline_search_console_import',
			/* translators: %s: file name. */
			sprintf( __( '%s has more rows than a Search Console export can.', 'sightline-seo' ), $name ),
			array( 'status' => 400 )
		);
		while ( false !== ( $line = fgets( $stream, self::MAX_LINE + 1 ) ) ) { // phpcs:ignore WordPress.CodeAnalysis.AssignmentInCondition.FoundInWhileCondition -- the usual read loop.
			++$number;
			$bytes += strlen( $line );
			if ( $bytes > self::MAX_BYTES * 4 || $number > self::MAX_ROWS * 20 + 1 ) {
				return $too_much();
			}
			if ( strlen( $line ) >= self::MAX_LINE && ! str_ends_with( $line, "\n" ) ) {
				/* translators: 1: file name, 2: line number. */
				return $this->error( sprintf( __( '%1$s, line %2$d: the line is longer than any line of a Search Console export.', 'sightline-seo' ), $name, $number ) );
			}
			if ( 1 === $number ) {
				$line = preg_replace( '/^\xEF\xBB\xBF/', '', $line ) ?? $line;
			}
			if ( '' === trim( $line ) ) {
				continue;
			}
			if ( null === $header ) {
				$header = array_map( static fn( $cell ) => strtolower( trim( (string) $cell ) ), str_getcsv( rtrim( $line, "\r\n" ) ) );
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
				$columns = array_flip( $header );
				continue;
			}
			$row = Row_Parser::parse( (string) $table, str_getcsv( rtrim( $line, "\r\n" ) ), $columns );
			if ( is_string( $row ) ) {
				/* translators: 1: file name, 2: line number, 3: what is wrong. */
				return $this->error( sprintf( __( '%1$s, line %2$d: %3$s', 'sightline-seo' ), $name, $number, $row ) );
			}
			if ( count( $rows ) < self::MAX_ROWS ) {
				$rows[] = $row;
			}
		}
		if ( null === $header ) {
			/* translators: %s: file name. */
			return $this->error( sprintf( __( '%s is empty.', 'sightline-seo' ), $name ) );
		}
		return array(
			'table' => (string) $table,
			'rows'  => $rows,
		);
	}

	private function error( string $message ): WP_Error {
		return new WP_Error( 'sightline_search_console_import', $message, array( 'status' => 400 ) );
	}
}
