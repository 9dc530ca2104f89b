<?php
/**
 * /sightline/v1/404-monitor: manage_options on every route (anonymous 401, others 403), answers that keep
 * their contracts (and the routes publish them as their schemas), search, paging and sorting, delete,
 * clear, and bad input refused with the parameter named and nothing changed.
 *
 * @package Sightline
 */

namespace Sightline\Tests\NotFound;

use Sightline\Contracts\Contract;

require_once __DIR__ . '/NotFound_TestCase.php';

final class NotFoundRestTest extends NotFound_TestCase {

	private const ROUTE = '/sightline/v1/404-monitor';

	/**
	 * @return array<string, array{0: string, 1: string, 2: array<string, mixed>}>
	 */
	public static function routes(): array {
		return array(
			'list'   => array( 'GET', '', array() ),
			'delete' => array( 'POST', '/delete', array( 'ids' => array( '{id}' ) ) ),
			'clear'  => array( 'POST', '/clear', array() ),
		);
	}

	private function first_id(): int {
		return (int) $this->monitor()->page( '', 1, 1 )['items'][0]['id'];
	}

	/**
	 * @dataProvider routes
	 * @param array<string, mixed> $params
	 */
	public function test_every_route_needs_manage_options( string $method, string $path, array $params ): void {
		$this->hit( '/kept', 2 );
		$this->monitor()->fold();
		$params = json_decode( str_replace( '"{id}"', (string) $this->first_id(), (string) wp_json_encode( $params ) ), true );
		foreach ( array( array( null, 401 ), array( 'subscriber', 403 ), array( 'editor', 403 ) ) as list( $role, $status ) ) {
			$response = $this->rest( $method, self::ROUTE . $path, $params, $role );
			$this->assertSame( $status, $response->get_status(), "{$method} {$path} as " . ( $role ?? 'anonymous' ) );
		}
		$this->assertSame( array( '/kept' => 2 ), $this->counts(), 'nothing changed' );
		$this->assertSame( 200, $this->rest( $method, self::ROUTE . $path, $params, 'administrator' )->get_status() );
	}

	public function test_the_list_keeps_its_contract_and_searches_sorts_and_pages(): void {
		for ( $i = 1; $i <= 12; $i++ ) {
			$this->hit( "/gone-{$i}", $i, 0 === $i % 3 ? 'links.example' : '', ( 12 - $i ) * 60 );
		}
		$this->hit( '/other', 1, '', 3600 );
		$page = $this->rest( 'GET', self::ROUTE, array( 'per_page' => 5, 'page' => 2 ), 'administrator' );
		$this->assertSame( 200, $page->get_status() );
		$this->assertKeepsContract( 'rest-not-found-page', $page->get_data() );
		$data = $page->get_data();
		$this->assertSame( array( 13, 3 ), array( $data['total'], $data['pages'] ) );
		$this->assertSame( array( '/gone-7', '/gone-6', '/gone-5', '/gone-4', '/gone-3' ), array_column( $data['items'], 'url' ), 'most hits first by default' );
		$this->assertSame(
			array(
				array(
					'host' => 'links.example',
					'hits' => 3,
				),
			),
			$data['items'][4]['referrers']
		);

		$found = $this->rest( 'GET', self::ROUTE, array( 'search' => 'gone-1' ), 'administrator' )->get_data();
		$this->assertSame( array( '/gone-12', '/gone-11', '/gone-10', '/gone-1' ), array_column( $found['items'], 'url' ) );
		$recent = $this->rest( 'GET', self::ROUTE, array( 'orderby' => 'last_seen', 'per_page' => 2 ), 'administrator' )->get_data();
		$this->assertSame( array( '/gone-12', '/gone-11' ), array_column( $recent['items'], 'url' ) );
		$fewest = $this->rest( 'GET', self::ROUTE, array( 'orderby' => 'hits', 'order' => 'asc', 'per_page' => 3 ), 'administrator' )->get_data();
		$this->assertSame( array( '/gone-1', '/other', '/gone-2' ), array_column( $fewest['items'], 'url' ) );
		$empty = $this->rest( 'GET', self::ROUTE, array( 'search' => 'nothing-like-it' ), 'administrator' )->get_data();
		$this->assertKeepsContract( 'rest-not-found-page', $empty );
		$this->assertSame( array( array(), 0, 0 ), array( $empty['items'], $empty['total'], $empty['pages'] ) );
	}

	public function test_delete_and_clear_keep_their_contract(): void {
		$this->hit( '/one' );
		$this->hit( '/two', 2 );
		$this->hit( '/three', 3 );
		$this->monitor()->fold();
		$ids = array_column( $this->monitor()->page( '', 1, 10 )['items'], 'id', 'url' );

		$deleted = $this->rest( 'POST', self::ROUTE . '/delete', array( 'ids' => array( $ids['/one'], $ids['/two'] ) ), 'administrator' );
		$this->assertKeepsContract( 'rest-not-found-deleted', $deleted->get_data() );
		$this->assertSame( array( 'deleted' => 2 ), $deleted->get_data() );
		$this->assertSame( array( '/three' => 3 ), $this->counts() );

		$cleared = $this->rest( 'POST', self::ROUTE . '/clear', array(), 'administrator' );
		$this->assertKeepsContract( 'rest-not-found-deleted', $cleared->get_data() );
		$this->assertSame( array( 'deleted' => 1 ), $cleared->get_data() );
		$this->assertSame( array(), $this->counts() );
	}

	public function test_bad_input_is_refused_naming_the_parameter_and_changes_nothing(): void {
		$this->hit( '/stays' );
		$this->monitor()->fold();
		$cases = array(
			array( 'GET', '', array( 'orderby' => 'hits; DROP TABLE x' ), 'orderby' ),
			array( 'GET', '', array( 'per_page' => 1000 ), 'per_page' ),
			array( 'GET', '', array( 'page' => 0 ), 'page' ),
			array( 'POST', '/delete', array(), 'ids' ),
			array( 'POST', '/delete', array( 'ids' => array() ), 'ids' ),
			array( 'POST', '/delete', array( 'ids' => array( 'abc' ) ), 'ids' ),
		);
		foreach ( $cases as list( $method, $path, $params, $name ) ) {
			$response = $this->rest( $method, self::ROUTE . $path, $params, 'administrator' );
			$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $params ) );
			$this->assertStringContainsString( $name, (string) wp_json_encode( $response->get_data() ) );
		}
		$this->assertSame( array( '/stays' => 1 ), $this->counts() );
	}

	public function test_the_routes_publish_their_contracts_as_schemas(): void {
		$options = $this->rest( 'OPTIONS', self::ROUTE, array(), 'administrator' )->get_data();
		$this->assertSame( Contract::schema( 'rest-not-found-page' )['properties'], $options['schema']['properties'] );
		$options = $this->rest( 'OPTIONS', self::ROUTE . '/clear', array(), 'administrator' )->get_data();
		$this->assertSame( Contract::schema( 'rest-not-found-deleted' )['properties'], $options['schema']['properties'] );
	}
}
