<?php
/**
 * The build and check rules on the server: the fixtures shared with Jest
 * (tests/fixtures/structured-data/cases.json) give exactly the same nodes (property order and number
 * types included) and findings here as in src/structured-data, and the findings' messages are
 * translated in the plugin's text domain.
 *
 * @package Sightline
 */

namespace Sightline\Tests\StructuredData;

use Sightline\Plugin;
use Sightline\Structured_Data\Checker;
use Sightline\Structured_Data\Node_Builder;
use Sightline\Tests\TestCase;

final class CasesTest extends TestCase {

	/** @return array<string, array{0: array<string, mixed>}> */
	public static function shared_cases(): array {
		$file  = dirname( __DIR__, 2 ) . '/fixtures/structured-data/cases.json';
		$data  = json_decode( (string) file_get_contents( $file ), true, 64, JSON_THROW_ON_ERROR );
		$cases = array();
		foreach ( $data['cases'] as $case ) {
			$cases[ $case['name'] ] = array( $case );
		}
		return $cases;
	}

	/**
	 * @dataProvider shared_cases
	 * @param array<string, mixed> $fixture
	 */
	public function test_the_shared_fixture_builds_the_same_node_and_findings_as_the_editor( array $fixture ): void {
		$node = Plugin::get( Node_Builder::class )->build( $fixture['instance'], $fixture['variables'], $fixture['pageUrl'] );
		$this->assertSame( $fixture['node'], $node );
		$this->assertSame( $fixture['findings'], null === $node ? array() : Plugin::get( Checker::class )->check( $node ) );
	}

	public function test_the_findings_are_translated_in_the_plugin_text_domain(): void {
		add_filter(
			'gettext',
			static function ( string $translation, string $text, string $domain ): string {
				$french = array(
					'Missing required property: %s.'    => 'Propriété requise manquante : %s.',
					'Missing recommended property: %s.' => 'Propriété recommandée manquante : %s.',
				);
				return 'sightline-seo' === $domain && isset( $french[ $text ] ) ? $french[ $text ] : $translation;
			},
			10,
			3
		);
		$node = Plugin::get( Node_Builder::class )->build(
			array(
				'type'   => 'Product',
				'values' => array( 'offers' => array( array( 'priceCurrency' => 'EUR' ) ) ),
			),
			array( 'title' => 'Lemon Cake' ),
			'https://example.org/lemon-cake/'
		);
		$this->assertNotNull( $node );
		$by_field = array_column( Plugin::get( Checker::class )->check( $node ), 'message', 'field' );
		$this->assertSame( 'Propriété requise manquante : offers.price.', $by_field['offers.price'] );
		$this->assertSame( 'Propriété recommandée manquante : brand.', $by_field['brand'] );
	}
}
