<?php
/**
 * Which types a nested value may name with `@type` (the twin of src/structured-data/catalogue.ts's
 * acceptedTypes()): the property's own type and its other types, their subtypes, a person's
 * organization and an organization's person, and nothing the catalogue does not know.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\StructuredData;

use Sightline\Plugin;
use Sightline\Structured_Data\Catalogue;
use Sightline\Tests\TestCase;

final class CatalogueTest extends TestCase {

	private function catalogue(): Catalogue {
		return Plugin::get( Catalogue::class );
	}

	public function test_a_nested_value_may_name_its_type_its_other_types_and_their_subtypes(): void {
		$catalogue = $this->catalogue();
		$event     = $catalogue->properties( 'Event' );

		$this->assertSame( array( 'Place', 'VirtualLocation' ), $catalogue->accepted_types( $event['location'] ) );
		$this->assertTrue( $catalogue->accepts( $event['location'], 'VirtualLocation' ) );
		$this->assertFalse( $catalogue->accepts( $event['location'], 'PostalAddress' ) );

		$organizer = $catalogue->accepted_types( $event['organizer'] );
		$this->assertContains( 'Person', $organizer, 'an organizer may be a person' );
		$this->assertNotContains( 'Recipe', $organizer );
		$this->assertTrue( $catalogue->accepts( $event['performer'], 'Organization' ), 'a person may be an organization' );
		$business = array(
			'kind' => 'type',
			'of'   => 'LocalBusiness',
		);
		$this->assertTrue( $catalogue->accepts( $business, 'Restaurant' ), 'a subtype of a subtype' );
		$this->assertFalse( $catalogue->accepts( $business, 'Organization' ), 'not a parent' );
		$this->assertFalse( $catalogue->accepts( $event['performer'], 'NoSuchType' ) );
		$this->assertSame( array( 'ImageObject' ), $catalogue->accepted_types( $event['image'] ) );
	}

	/** accepts() answers as membership of accepted_types() for every nested property of the catalogue. */
	public function test_accepts_is_membership_of_the_accepted_types_everywhere(): void {
		$catalogue = $this->catalogue();
		$names     = array_merge( array_keys( $catalogue->types() ), array( 'NoSuchType', '' ) );
		$checked   = 0;
		foreach ( array_keys( $catalogue->types() ) as $type ) {
			foreach ( $catalogue->properties( $type ) as $definition ) {
				if ( ! Catalogue::is_nested_kind( $definition['kind'] ) ) {
					continue;
				}
				$accepted = $catalogue->accepted_types( $definition );
				foreach ( $names as $name ) {
					$this->assertSame( in_array( $name, $accepted, true ), $catalogue->accepts( $definition, $name ), "{$type}: {$name}" );
				}
				++$checked;
			}
		}
		$this->assertGreaterThan( 50, $checked );
	}
}
