<?php
/**
 * The generator of the generated-input tests: the same seed gives the same payloads (so a printed seed
 * replays a failure), another seed other ones, valid values pass WordPress's validator of the schema, and
 * the hostile kinds are all there.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Fuzz;

use Sightline\Tests\TestCase;

require_once __DIR__ . '/class-seeded-random.php';
require_once __DIR__ . '/class-schema-payloads.php';

final class SchemaPayloadsTest extends TestCase {

	private const SCHEMA = array(
		'type'                 => 'object',
		'additionalProperties' => false,
		'required'             => array( 'id', 'kind' ),
		'properties'           => array(
			'id'    => array(
				'type'    => 'integer',
				'minimum' => 1,
				'maximum' => 50,
			),
			'kind'  => array(
				'type' => 'string',
				'enum' => array( 'a', 'b' ),
			),
			'slug'  => array(
				'type'    => 'string',
				'pattern' => '^[a-z]{1,8}$',
			),
			'uuid'  => array(
				'type'   => 'string',
				'format' => 'uuid',
			),
			'tags'  => array(
				'type'     => 'array',
				'items'    => array(
					'type'      => 'string',
					'maxLength' => 5,
				),
				'maxItems' => 3,
			),
			'on'    => array( 'type' => 'boolean' ),
			'inner' => array(
				'type'                 => 'object',
				'properties'           => array( 'n' => array( 'type' => 'number' ) ),
				'additionalProperties' => false,
			),
		),
	);

	/**
	 * @return list<mixed>
	 */
	private static function draw( int $seed ): array {
		$gen = new Schema_Payloads( new Seeded_Random( $seed ) );
		$out = array();
		for ( $i = 0; $i < 20; $i++ ) {
			$out[] = $gen->valid( self::SCHEMA, 'input' );
		}
		$out[] = $gen->hostile( self::SCHEMA, 'input' );
		$out[] = $gen->boundaries( self::SCHEMA['properties']['id'], 'id' );
		return $out;
	}

	public function test_a_seed_gives_the_same_payloads_every_time_and_another_seed_others(): void {
		$this->assertSame( serialize( self::draw( 7 ) ), serialize( self::draw( 7 ) ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- compares values exactly, floats included.
		$this->assertNotSame( serialize( self::draw( 7 ) ), serialize( self::draw( 8 ) ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize
		$this->assertSame( Seeded_Random::derive( 1, 'GET /a' ), Seeded_Random::derive( 1, 'GET /a' ) );
		$this->assertNotSame( Seeded_Random::derive( 1, 'GET /a' ), Seeded_Random::derive( 1, 'GET /b' ) );
	}

	public function test_valid_values_pass_the_schema_and_use_its_range(): void {
		$gen  = new Schema_Payloads( new Seeded_Random( 3 ) );
		$seen = array();
		for ( $i = 0; $i < 50; $i++ ) {
			list( $made, $value ) = $gen->valid( self::SCHEMA, 'input' );
			$this->assertTrue( $made );
			$this->assertTrue( Schema_Payloads::accepts( $value, self::SCHEMA, 'input' ), (string) wp_json_encode( $value ) );
			$seen += array_fill_keys( array_keys( $value ), true );
		}
		// Optional properties are sometimes there: the pattern and the format are met too.
		$this->assertEqualsCanonicalizing( array_keys( self::SCHEMA['properties'] ), array_keys( $seen ) );
	}

	public function test_the_hostile_kinds_and_boundaries_are_all_there_and_the_validator_tells_them_apart(): void {
		$gen     = new Schema_Payloads( new Seeded_Random( 5 ) );
		$hostile = $gen->hostile( self::SCHEMA, 'input' );
		foreach ( array( 'null', 'huge string', 'malformed UTF-8', 'deep list', 'deep map', 'object with an extra key' ) as $kind ) {
			$this->assertArrayHasKey( $kind, $hostile );
			$this->assertFalse( Schema_Payloads::accepts( $hostile[ $kind ], self::SCHEMA, 'input' ), $kind );
		}
		$this->assertFalse( mb_check_encoding( $hostile['malformed UTF-8'], 'UTF-8' ) );
		$this->assertGreaterThan( 65535, strlen( $hostile['huge string'] ) );

		$limits = $gen->boundaries( self::SCHEMA['properties']['id'], 'id' );
		$this->assertTrue( Schema_Payloads::accepts( $limits['maximum'], self::SCHEMA['properties']['id'], 'id' ) );
		$this->assertFalse( Schema_Payloads::accepts( $limits['maximum+1'], self::SCHEMA['properties']['id'], 'id' ) );
		$this->assertFalse( Schema_Payloads::accepts( $limits['minimum-1'], self::SCHEMA['properties']['id'], 'id' ) );
	}
}
