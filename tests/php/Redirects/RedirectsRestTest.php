<?php
/**
 * /sightline/v1/redirects: manage_options on every route (anonymous 401, editor 403), schema-checked
 * arguments, list with search and paging, create, update, delete, bulk actions, CSV import (all or
 * nothing, per-line errors, hostile files) and export.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Redirects;

require_once __DIR__ . '/Redirect_TestCase.php';

final class RedirectsRestTest extends Redirect_TestCase {

	private const ROUTE = '/sightline/v1/redirects';

	/**
	 * @return array<string, array{0: string, 1: string, 2: array<string, mixed>}>
	 */
	public static function routes(): array {
		return array(
			'list'   => array( 'GET', '', array() ),
			'create' => array( 'POST', '', array( 'source' => '/from', 'target' => '/to' ) ),
			'read'   => array( 'GET', '/{id}', array() ),
			'update' => array( 'PUT', '/{id}', array( 'target' => '/elsewhere' ) ),
			'delete' => array( 'DELETE', '/{id}', array() ),
			'bulk'   => array( 'POST', '/bulk', array( 'action' => 'disable', 'ids' => array( '{id}' ) ) ),
			'import' => array( 'POST', '/import', array( 'csv' => "source,target\n/imported,/to\n" ) ),
			'export' => array( 'GET', '/export', array() ),
		);
	}

	/**
	 * @dataProvider routes
	 * @param array<string, mixed> $params
	 */
	public function test_every_route_needs_manage_options( string $method, string $path, array $params ): void {
		$rule   = $this->rule( array( 'source' => '/kept', 'target' => '/target' ) );
		$route  = self::ROUTE . str_replace( '{id}', (string) $rule['id'], $path );
		$params = json_decode( str_replace( '"{id}"', (string) $rule['id'], (string) wp_json_encode( $params ) ), true );
		foreach ( array( array( null, 401 ), array( 'subscriber', 403 ), array( 'editor', 403 ) ) as list( $role, $status ) ) {
			$response = $this->rest( $method, $route, $params, $role );
			$this->assertSame( $status, $response->get_status(), "{$method} {$route} as " . ( $role ?? 'anonymous' ) );
		}
		$this->assertSame( array( $rule ), iterator_to_array( $this->redirects()->each(), false ), 'nothing changed' );
		$admin = $this->rest( $method, $route, $params, 'administrator' );
		$this->assertContains( $admin->get_status(), array( 200, 201 ), (string) wp_json_encode( $admin->get_data() ) );
	}

	public function test_create_answers_201_with_the_rule_and_errors_name_the_field(): void {
		$response = $this->rest( 'POST', self::ROUTE, array( 'source' => '/old', 'target' => '/new', 'status' => 302, 'query' => 'ignore' ), 'administrator' );
		$this->assertSame( 201, $response->get_status() );
		$rule = $response->get_data();
		$this->assertSame( array( '/old', 'exact', '/new', 302, 'ignore', true, 0, null ), array( $rule['source'], $rule['match'], $rule['target'], $rule['status'], $rule['query'], $rule['enabled'], $rule['hits'], $rule['last_hit'] ) );

		$bad = $this->rest( 'POST', self::ROUTE, array( 'source' => '/x', 'target' => '//evil.example' ), 'administrator' );
		$this->assertRestError( 400, 'sightline_redirect_target', $bad );
		$this->assertSame( 'target', $bad->get_data()['data']['field'] );

		$schema = $this->rest( 'POST', self::ROUTE, array( 'source' => '/x', 'target' => '/y', 'status' => 308 ), 'administrator' );
		$this->assertRestError( 400, 'rest_invalid_param', $schema );
		$this->assertSame( 1, iterator_count( $this->redirects()->each() ) );
	}

	public function test_list_searches_and_pages(): void {
		for ( $i = 1; $i <= 25; $i++ ) {
			$this->rule( array( 'source' => "/page-{$i}", 'target' => $i <= 3 ? "/special-{$i}" : "/t-{$i}" ) );
		}
		$page = $this->rest( 'GET', self::ROUTE, array( 'per_page' => 10, 'page' => 3 ), 'administrator' )->get_data();
		$this->assertSame( array( 25, 3 ), array( $page['total'], $page['pages'] ) );
		$this->assertSame( array( '/page-5', '/page-4', '/page-3', '/page-2', '/page-1' ), array_column( $page['items'], 'source' ) );

		$found = $this->rest( 'GET', self::ROUTE, array( 'search' => 'special' ), 'administrator' )->get_data();
		$this->assertSame( 3, $found['total'] );
		$sorted = $this->rest( 'GET', self::ROUTE, array( 'orderby' => 'source', 'order' => 'asc', 'per_page' => 2 ), 'administrator' )->get_data();
		$this->assertSame( array( '/page-1', '/page-10' ), array_column( $sorted['items'], 'source' ) );
		$this->assertRestError( 400, 'rest_invalid_param', $this->rest( 'GET', self::ROUTE, array( 'orderby' => 'source; DROP' ), 'administrator' ) );
	}

	public function test_list_shows_hits_recorded_since_the_last_fold_and_the_fold_stores_them(): void {
		$rule = $this->rule( array( 'source' => '/counted', 'target' => '/x' ) );
		$hits = \Sightline\Plugin::get( \Sightline\Redirects\Hits::class );
		$hits->record( $rule['id'], 1700000000 );
		$hits->record( $rule['id'], 1700000100 );
		$item = $this->rest( 'GET', self::ROUTE, array(), 'administrator' )->get_data()['items'][0];
		$this->assertSame( array( 2, '2023-11-14 22:15:00' ), array( $item['hits'], $item['last_hit'] ) );

		do_action( \Sightline\Redirects\Hits::CRON_HOOK );
		$this->assertSame( array(), $hits->pending() );
		$stored = $this->redirects()->find( $rule['id'] );
		$this->assertSame( array( 2, '2023-11-14 22:15:00' ), array( $stored['hits'], $stored['last_hit'] ) );
	}

	public function test_update_changes_only_the_given_fields_and_unknown_ids_are_404(): void {
		$rule    = $this->rule( array( 'source' => '/a', 'target' => '/b', 'status' => 302 ) );
		$updated = $this->rest( 'PUT', self::ROUTE . '/' . $rule['id'], array( 'enabled' => false ), 'administrator' )->get_data();
		$this->assertSame( array( '/a', '/b', 302, false ), array( $updated['source'], $updated['target'], $updated['status'], $updated['enabled'] ) );
		$this->assertRestError( 404, 'sightline_redirect_not_found', $this->rest( 'PUT', self::ROUTE . '/999999', array( 'target' => '/c' ), 'administrator' ) );
		$this->assertRestError( 404, 'sightline_redirect_not_found', $this->rest( 'DELETE', self::ROUTE . '/999999', array(), 'administrator' ) );
		$this->assertRestError( 404, 'sightline_redirect_not_found', $this->rest( 'GET', self::ROUTE . '/999999', array(), 'administrator' ) );
	}

	public function test_bulk_delete_enable_and_disable(): void {
		$a = $this->rule( array( 'source' => '/a', 'target' => '/x' ) );
		$b = $this->rule( array( 'source' => '/b', 'target' => '/x' ) );
		$c = $this->rule( array( 'source' => '/c', 'target' => '/x' ) );

		$this->assertSame( 2, $this->rest( 'POST', self::ROUTE . '/bulk', array( 'action' => 'disable', 'ids' => array( $a['id'], $b['id'] ) ), 'administrator' )->get_data()['changed'] );
		$this->assertNull( $this->answer( '/a' ) );
		$this->assertSame( 1, $this->rest( 'POST', self::ROUTE . '/bulk', array( 'action' => 'enable', 'ids' => array( $a['id'] ) ), 'administrator' )->get_data()['changed'] );
		$this->assertNotNull( $this->answer( '/a' ) );
		$this->assertSame( 2, $this->rest( 'POST', self::ROUTE . '/bulk', array( 'action' => 'delete', 'ids' => array( $a['id'], $c['id'] ) ), 'administrator' )->get_data()['changed'] );
		$this->assertSame( array( $b['id'] ), array_column( iterator_to_array( $this->redirects()->each(), false ), 'id' ) );
		$this->assertRestError( 400, 'rest_invalid_param', $this->rest( 'POST', self::ROUTE . '/bulk', array( 'action' => 'explode', 'ids' => array( $b['id'] ) ), 'administrator' ) );
	}

	public function test_import_stores_every_line_or_nothing_and_names_each_bad_line(): void {
		$this->rule( array( 'source' => '/taken', 'target' => '/x' ) );
		$csv      = "source,target,status,match,query,enabled\n/one,/1\n/two,//evil.example\n\n/three,/3,999\n/taken,/y\n^/(a+)+$,/z,301,regex\n/four,/taken\n";
		$response = $this->rest( 'POST', self::ROUTE . '/import', array( 'csv' => $csv ), 'administrator' );
		$this->assertRestError( 400, 'sightline_redirect_import', $response );
		$errors = $response->get_data()['data']['errors'];
		$this->assertSame( array( 3, 5 ), array_slice( array_column( $errors, 'line' ), 0, 2 ) );
		$this->assertStringContainsString( 'Protocol-relative', $errors[0]['message'] );
		$this->assertStringContainsString( 'status must be one of', $errors[1]['message'] );
		$this->assertSame( 1, iterator_count( $this->redirects()->each() ), 'nothing imported' );

		$chain = $this->rest( 'POST', self::ROUTE . '/import', array( 'csv' => "/one,/1\n/two,/one\n/taken2,/x\n/taken,/y\n" ), 'administrator' );
		$this->assertRestError( 400, 'sightline_redirect_import', $chain );
		$messages = array_column( $chain->get_data()['data']['errors'], 'message', 'line' );
		$this->assertStringContainsString( 'line 2 (/two → /one) is redirected again by line 1 (/one → /1)', $messages[2] );
		$this->assertStringContainsString( 'already redirected by rule #', $messages[4] );

		$ok = $this->rest( 'POST', self::ROUTE . '/import', array( 'csv' => "\xEF\xBB\xBFsource,target,status,match,query,enabled\n/one,/1\n/gone,,410\n^/p/(\\d+)$,/?p=$1,302,regex,ignore,0\n" ), 'administrator' );
		$this->assertSame( 200, $ok->get_status(), (string) wp_json_encode( $ok->get_data() ) );
		$this->assertSame( 3, $ok->get_data()['imported'] );
		$this->assertSame( 410, $this->answer( '/gone' )['status'] );
		$this->assertNull( $this->answer( '/p/4' ), 'imported disabled' );
	}

	/**
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function hostile_files(): array {
		return array(
			'binary'           => array( "source,target\n/a,/b\n\x00\x01\x02PK\x03\x04", 'binary data' ),
			'not UTF-8'        => array( "/a,/b\n/caf\xE9,/c\n", 'not valid UTF-8' ),
			'unknown column'   => array( "source,target,priority\n/a,/b,1\n", 'Unknown column priority' ),
			'too many columns' => array( "/a,/b,301,exact,keep,1,extra\n", 'more than 6 columns' ),
			'empty'            => array( "source,target\n\n", 'no redirect' ),
			'CRLF in a cell'   => array( "\"/a\",\"/b\r\nLocation: //evil\"\n", '"line":2,"message":"The source must be a path starting with /' ),
		);
	}

	/**
	 * @dataProvider hostile_files
	 */
	public function test_hostile_files_get_a_clear_error_and_store_nothing( string $csv, string $message ): void {
		$response = $this->upload( $csv );
		$this->assertRestError( 400, 'sightline_redirect_import', $response );
		$this->assertStringContainsString( $message, (string) wp_json_encode( $response->get_data()['data']['errors'], JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ) );
		$this->assertSame( 0, iterator_count( $this->redirects()->each() ) );
	}

	public function test_huge_files_are_refused_before_reading_and_line_counts_are_capped(): void {
		$big = tmpfile();
		fwrite( $big, str_repeat( "/a,/b\n", (int) ( \Sightline\Redirects\Csv::MAX_BYTES / 6 ) + 10 ) );
		rewind( $big );
		$result = $this->redirects()->import( $big );
		$this->assertWPError( $result );
		$this->assertStringContainsString( 'larger than', $result->get_error_data()['errors'][0]['message'] );

		$many = tmpfile();
		for ( $i = 0; $i <= \Sightline\Redirects\Csv::MAX_ROWS; $i++ ) {
			fwrite( $many, "/r{$i},/t\n" );
		}
		rewind( $many );
		$result = $this->redirects()->import( $many );
		$this->assertWPError( $result );
		$this->assertStringContainsString( 'more than', $result->get_error_data()['errors'][0]['message'] );
		$this->assertSame( 0, iterator_count( $this->redirects()->each() ) );
	}

	public function test_an_uploaded_file_is_imported(): void {
		$response = $this->upload( "/up,/loaded\n" );
		$this->assertSame( 1, $response->get_data()['imported'] ?? null, (string) wp_json_encode( $response->get_data() ) );
	}

	/** A multipart upload of $csv as the `file` field, as an administrator (bytes kept as they are). */
	private function upload( string $csv ): \WP_REST_Response {
		$file = wp_tempnam( 'redirects.csv' );
		file_put_contents( $file, $csv );
		$request = new \WP_REST_Request( 'POST', self::ROUTE . '/import' );
		$request->set_file_params( array( 'file' => array( 'name' => 'redirects.csv', 'tmp_name' => $file, 'error' => 0, 'size' => filesize( $file ) ) ) );
		$this->act_as( 'administrator' );
		$response = $this->rest_request( $request );
		unlink( $file );
		return $response;
	}

	public function test_export_round_trips_through_import_and_guards_formulas(): void {
		$this->rule( array( 'source' => '/a', 'target' => 'https://x.example/?q=1,2' ) );
		$this->rule( array( 'source' => '-x|^/=cmd', 'match' => 'regex', 'target' => '/b', 'enabled' => false ) );
		$export = $this->rest( 'GET', self::ROUTE . '/export', array(), 'administrator' )->get_data();
		$this->assertSame( 2, $export['count'] );
		$this->assertStringStartsWith( "source,target,status,match,query,enabled\n", $export['csv'] );
		$this->assertStringContainsString( "'-x|^/=cmd", $export['csv'], 'a cell a spreadsheet would run is prefixed' );

		$this->redirects()->delete( array_column( iterator_to_array( $this->redirects()->each(), false ), 'id' ) );
		$this->assertSame( 200, $this->rest( 'POST', self::ROUTE . '/import', array( 'csv' => $export['csv'] ), 'administrator' )->get_status() );
		$rules = iterator_to_array( $this->redirects()->each(), false );
		$this->assertSame( array( '/a', '-x|^/=cmd' ), array_column( $rules, 'source' ) );
		$this->assertSame( array( true, false ), array_column( $rules, 'enabled' ) );
		$this->assertSame( 'https://x.example/?q=1,2', $rules[0]['target'] );
	}

	public function test_answers_keep_their_contracts_and_routes_publish_them(): void {
		$rule = $this->rule( array( 'source' => '/a', 'target' => '/b' ) );
		$this->rule( array( 'source' => '/gone', 'status' => 410 ) );
		\Sightline\Plugin::get( \Sightline\Redirects\Hits::class )->record( $rule['id'] );
		$this->assertKeepsContract( 'rest-redirects-page', $this->rest( 'GET', self::ROUTE, array(), 'administrator' )->get_data() );
		$this->assertKeepsContract( 'rest-redirects-changed', $this->rest( 'POST', self::ROUTE . '/bulk', array( 'action' => 'disable', 'ids' => array( $rule['id'] ) ), 'administrator' )->get_data() );
		$this->assertKeepsContract( 'rest-redirects-imported', $this->rest( 'POST', self::ROUTE . '/import', array( 'csv' => "/c,/d\n" ), 'administrator' )->get_data() );
		$this->assertKeepsContract( 'rest-redirects-export', $this->rest( 'GET', self::ROUTE . '/export', array(), 'administrator' )->get_data() );
		foreach ( array( 'bulk' => 'rest-redirects-changed', 'import' => 'rest-redirects-imported', 'export' => 'rest-redirects-export' ) as $path => $contract ) {
			$options = $this->rest( 'OPTIONS', self::ROUTE . '/' . $path, array(), 'administrator' )->get_data();
			$this->assertSame( \Sightline\Contracts\Contract::schema( $contract )['properties'], $options['schema']['properties'] ?? null, $path );
		}
		$item = $this->rest( 'OPTIONS', self::ROUTE, array(), 'administrator' )->get_data();
		$this->assertSame( array( 'id', 'source', 'match', 'target', 'status', 'query', 'enabled', 'automatic', 'by_non_admin', 'hits', 'last_hit', 'created', 'modified' ), array_keys( $item['schema']['properties'] ) );
	}
}
