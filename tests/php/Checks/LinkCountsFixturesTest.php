<?php
/**
 * Internal and outbound link counts against the fixtures shared with TypeScript
 * (tests/fixtures/links/counts.json; Jest runs the same file against src/checks/links/counts.ts).
 *
 * @package Sightline
 */

namespace Sightline\Tests\Checks;

use Sightline\Checks\Links\Link_Counts;
use Sightline\Tests\TestCase;

final class LinkCountsFixturesTest extends TestCase {

	/** @return iterable<string, array{array<string, mixed>}> */
	public static function cases(): iterable {
		$json = (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/links/counts.json' );
		foreach ( json_decode( $json, true, 64, JSON_THROW_ON_ERROR )['cases'] as $case ) {
			yield $case['name'] => array( $case );
		}
	}

	/**
	 * @dataProvider cases
	 * @param array<string, mixed> $case
	 */
	public function test_the_counts_are_those_of_the_fixture( array $case ): void {
		$counts = Link_Counts::of( $case['html'], $case['homeUrl'] );
		$this->assertSame(
			$case['expected'],
			array(
				'internal'      => $counts->internal,
				'outbound'      => $counts->outbound,
				'internalHrefs' => $counts->internal_hrefs,
			)
		);
	}
}
