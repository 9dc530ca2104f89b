<?php
/**
 * The JSON schema files are the single source of truth; PHP reads their generated twins
 * (includes/settings/generated/*.php, written by `npm run types`). A twin that differs from its JSON in
 * any way (a value, a type, an order) fails here, as `npm run types:check` fails in CI.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Settings;

use Sightline\Settings\Schema;
use Sightline\Tests\TestCase;

/**
 * @covers \Sightline\Settings\Schema
 */
class SchemaFilesTest extends TestCase {

	/**
	 * @return array<string, array{string}>
	 */
	public function schema_files(): array {
		$names = array();
		foreach ( glob( SIGHTLINE_TESTS_REPO . '/includes/settings/*.json' ) as $file ) {
			$name           = basename( $file, '.json' );
			$names[ $name ] = array( $name );
		}
		return $names;
	}

	/**
	 * @dataProvider schema_files
	 */
	public function test_the_generated_php_twin_equals_the_json( string $name ): void {
		$json = json_decode( (string) file_get_contents( SIGHTLINE_TESTS_REPO . "/includes/settings/{$name}.json" ), true );
		$twin = SIGHTLINE_TESTS_REPO . "/includes/settings/generated/{$name}.php";

		$this->assertIsArray( $json, "{$name}.json is valid JSON" );
		$this->assertFileExists( $twin, 'run `npm run types`' );
		$this->assertSame( $json, require $twin, "generated/{$name}.php drifted from {$name}.json: run `npm run types`" );
		$this->assertSame( $json, Schema::load( $name ) );
	}

	public function test_a_missing_schema_file_names_itself(): void {
		$this->expectException( \RuntimeException::class );
		$this->expectExceptionMessage( 'Sightline SEO: schema file no-such-schema.json is missing or not valid JSON.' );
		Schema::load( 'no-such-schema' );
	}
}
