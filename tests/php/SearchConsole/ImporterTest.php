<?php
/**
 * Importing the Performance export (the ZIP and its CSV files, in Search Console's own format, from
 * tests/fixtures/search-console) and the validation errors for files that are not one.
 *
 * @package Sightline
 */

namespace Sightline\Tests\SearchConsole;

use Sightline\Search_Console\Importer;
use Sightline\Search_Console\Report;
use Sightline\Tests\TestCase;
use WP_REST_Request;

final class ImporterTest extends TestCase {

	private const ROUTE = '/sightline/v1/search-console/import';

	private static function fixture( string $name ): array {
		return array( 'name' => basename( $name ), 'path' => SIGHTLINE_TESTS_REPO . '/tests/fixtures/search-console/' . $name );
	}

	/** @return array<int, array<string, string|int>> The CSV's rows keyed by header. */
	private static function csv_rows( string $name ): array {
		$lines  = array_map( 'str_getcsv', file( self::fixture( $name )['path'], FILE_IGNORE_NEW_LINES ) );
		$header = array_shift( $lines );
		return array_map( static fn( $row ) => array_combine( $header, $row ), $lines );
	}

	public function test_the_zip_export_is_imported_with_every_table(): void {
		$data = ( new Importer() )->import( array( self::fixture( 'example.org-Performance-on-Search-2024-05-29.zip' ) ) );
		$this->assertIsArray( $data, is_wp_error( $data ) ? $data->get_error_message() : '' );

		$dates = self::csv_rows( 'Chart.csv' );
		$this->assertCount( count( $dates ), $data['dates'] );
		$this->assertSame( '2024-05-01', $data['dates'][0]['date'], 'oldest first, whatever the file order' );
		$this->assertSame( array( 'start' => '2024-05-01', 'end' => '2024-05-28', 'label' => 'Last 28 days' ), $data['range'] );
		$clicks      = array_sum( array_column( $dates, 'Clicks' ) );
		$impressions = array_sum( array_column( $dates, 'Impressions' ) );
		$this->assertSame( (int) $clicks, $data['totals']['clicks'] );
		$this->assertSame( (int) $impressions, $data['totals']['impressions'] );
		$this->assertEqualsWithDelta( $clicks / $impressions, $data['totals']['ctr'], 0.0001 );

		$queries = self::csv_rows( 'Queries.csv' );
		$this->assertCount( count( $queries ), $data['queries'] );
		$this->assertSame( $queries[0]['Top queries'], $data['queries'][0]['key'] );
		$this->assertEqualsWithDelta( (float) rtrim( $queries[0]['CTR'], '%' ) / 100, $data['queries'][0]['ctr'], 0.0001 );
		$this->assertContains( '"hammer" weight guide, 16 oz vs 20 oz', array_column( $data['queries'], 'key' ), 'quoted CSV cells survive' );
		$this->assertCount( 8, $data['pages'] );
		$this->assertCount( 6, $data['countries'] );
		$this->assertSame( array( 'Desktop', 'Mobile', 'Tablet' ), array_column( $data['devices'], 'key' ) );
	}

	public function test_csv_files_on_their_own_are_imported(): void {
		$data = ( new Importer() )->import( array( self::fixture( 'Queries.csv' ), self::fixture( 'Pages.csv' ), self::fixture( 'Dates.csv' ), self::fixture( 'Filters.csv' ) ) );
		$this->assertIsArray( $data );
		$this->assertCount( 28, $data['dates'] );
		$this->assertCount( 15, $data['queries'] );
		$this->assertSame( array(), $data['countries'] );
	}

	/**
	 * @return array<string, array{0: list<string>, 1: string}>
	 */
	public static function invalid_uploads(): array {
		return array(
			'nothing'           => array( array(), 'Choose the Performance export' ),
			'not csv or zip'    => array( array( '../../php/Checks/fixtures/loopback-site.php' ), 'loopback-site.php is not a CSV or ZIP file' ),
			'broken zip'        => array( array( 'invalid/not-a-zip.zip' ), 'not-a-zip.zip is not a valid ZIP file' ),
			'another report'    => array( array( 'invalid/Wrong-report.csv' ), 'Wrong-report.csv is not part of a Search Console Performance export' ),
			'bad number'        => array( array( 'invalid/Queries-bad-number.csv' ), 'Queries-bad-number.csv, line 3: Clicks "many" is not a number.' ),
			'bad date'          => array( array( 'invalid/Dates-bad-date.csv' ), 'Dates-bad-date.csv, line 2: "2024-05-32" is not a date (YYYY-MM-DD).' ),
			'missing column'    => array( array( 'invalid/Pages-no-position.csv' ), 'Pages-no-position.csv has no Position column.' ),
			'only side tables'  => array( array( 'Countries.csv', 'Devices.csv' ), 'The export has none of Queries.csv, Pages.csv or Dates.csv' ),
		);
	}

	/**
	 * @dataProvider invalid_uploads
	 * @param list<string> $names
	 */
	public function test_invalid_uploads_are_clear_errors( array $names, string $message ): void {
		$result = ( new Importer() )->import( array_map( array( self::class, 'fixture' ), $names ) );
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 400, $result->get_error_data()['status'] );
		$this->assertStringContainsString( $message, $result->get_error_message() );
	}

	private function upload( array $names ): \WP_REST_Response {
		wp_set_current_user( self::factory()->user->create( array( 'role' => 'administrator' ) ) );
		add_filter( 'sightline_search_console_is_uploaded_file', '__return_true' );
		$request = new WP_REST_Request( 'POST', self::ROUTE );
		$files   = array_map( array( self::class, 'fixture' ), $names );
		$request->set_file_params(
			array(
				'files' => array(
					'name'     => array_column( $files, 'name' ),
					'tmp_name' => array_column( $files, 'path' ),
					'error'    => array_fill( 0, count( $files ), UPLOAD_ERR_OK ),
				),
			)
		);
		return rest_get_server()->dispatch( $request );
	}

	public function test_rest_import_then_report_reads_it(): void {
		$response = $this->upload( array( 'example.org-Performance-on-Search-2024-05-29.zip' ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertKeepsContract( 'rest-search-console-change', $response->get_data() );
		$status = $response->get_data()['status'];
		$this->assertSame( 15, $status['import']['counts']['queries'] );

		$report = $this->rest( 'GET', '/sightline/v1/search-console/report', array( 'days' => 28 ), 'current' );
		$this->assertKeepsContract( 'rest-search-console-report', $report->get_data() );
		$this->assertSame( 'import', $report->get_data()['source'] );
		$this->assertCount( 28, $report->get_data()['dates'] );

		$this->assertRestError( 400, 'rest_invalid_param', $this->rest( 'GET', '/sightline/v1/search-console/report', array( 'days' => 3 ), 'current' ) );

		$this->assertKeepsContract( 'rest-search-console-change', $this->rest( 'DELETE', self::ROUTE, array(), 'current' )->get_data() );
		$this->assertFalse( get_option( Report::IMPORT_OPTION ) );
	}

	public function test_rest_import_error_stores_nothing(): void {
		$response = $this->upload( array( 'invalid/Queries-bad-number.csv' ) );
		$this->assertRestError( 400, 'sightline_search_console_import', $response );
		$this->assertFalse( get_option( Report::IMPORT_OPTION ) );
	}

	public function test_a_file_that_was_not_uploaded_is_refused(): void {
		wp_set_current_user( self::factory()->user->create( array( 'role' => 'administrator' ) ) );
		$request = new WP_REST_Request( 'POST', self::ROUTE );
		$request->set_file_params( array( 'files' => array( 'name' => array( 'Queries.csv' ), 'tmp_name' => array( self::fixture( 'Queries.csv' )['path'] ), 'error' => array( 0 ) ) ) );
		$this->assertRestError( 400, 'sightline_search_console_import', rest_get_server()->dispatch( $request ) );
	}

	/** A ZIP in a temp file holding Queries.csv made of $lines rows (written to disk in chunks). */
	private static function zip_bomb( int $lines, string $row = "widget,1,10,10%,3.2\n" ): array {
		$csv = wp_tempnam( 'Queries.csv' );
		$out = fopen( $csv, 'wb' );
		fwrite( $out, "Top queries,Clicks,Impressions,CTR,Position\n" );
		$per   = min( $lines, 10000 );
		$chunk = str_repeat( $row, $per );
		for ( $written = 0; $written < $lines; $written += $per ) {
			fwrite( $out, $chunk );
		}
		fclose( $out );
		$path = wp_tempnam( 'bomb.zip' );
		$zip  = new \ZipArchive();
		$zip->open( $path, \ZipArchive::OVERWRITE );
		$zip->addFile( $csv, 'Queries.csv' );
		$zip->close();
		unlink( $csv );
		return array(
			'name' => 'bomb.zip',
			'path' => $path,
		);
	}

	public function test_a_small_zip_that_expands_to_millions_of_lines_is_refused_without_loading_it(): void {
		$bomb = self::zip_bomb( 3000000 );
		$this->assertLessThan( Importer::MAX_BYTES, filesize( $bomb['path'] ), 'small enough to pass the upload size check' );
		memory_reset_peak_usage();
		$before = memory_get_usage();

		$result = ( new Importer() )->import( array( $bomb ) );

		unlink( $bomb['path'] );
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 'Queries.csv has more rows than a Search Console export can.', $result->get_error_message() );
		$this->assertLessThan( 16 * MB_IN_BYTES, memory_get_peak_usage() - $before, 'read line by line, never as a whole (it holds 60 MB of text)' );
	}

	public function test_a_line_longer_than_any_export_line_is_refused(): void {
		$bomb   = self::zip_bomb( 1, str_repeat( 'x', 100000 ) . "\n" );
		$result = ( new Importer() )->import( array( $bomb ) );
		unlink( $bomb['path'] );
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 'Queries.csv, line 2: the line is longer than any line of a Search Console export.', $result->get_error_message() );
	}
}
