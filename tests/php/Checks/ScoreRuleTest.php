<?php
/**
 * The score rule on the server against the fixtures shared with Jest (tests/fixtures/scores/
 * cases.json): the same check results give the same score and band as src/checks/score/.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Checks;

use Sightline\Checks\Score\Score_Rule;
use Sightline\Tests\TestCase;

final class ScoreRuleTest extends TestCase {

	/** @return array<string, array{0: array<string, mixed>}> */
	public static function cases(): array {
		$file     = dirname( __DIR__, 2 ) . '/fixtures/scores/cases.json';
		$fixtures = json_decode( (string) file_get_contents( $file ), true, 64, JSON_THROW_ON_ERROR );
		$cases    = array();
		foreach ( $fixtures['cases'] as $case ) {
			$cases[ $case['name'] ] = array( $case );
		}
		return $cases;
	}

	/**
	 * @dataProvider cases
	 * @param array<string, mixed> $fixture
	 */
	public function test_check_results_give_the_fixture_s_score_and_band( array $fixture ): void {
		$score = Score_Rule::score( $fixture['checks'] );
		$this->assertSame( $fixture['score'], $score );
		$this->assertSame( $fixture['band'], Score_Rule::band( $score ) );
	}

	public function test_each_band_s_range_meets_the_next(): void {
		$this->assertSame( array( 75, 100 ), Score_Rule::range( 'good' ) );
		$this->assertSame( array( 45, 74 ), Score_Rule::range( 'improve' ) );
		$this->assertSame( array( 0, 44 ), Score_Rule::range( 'problem' ) );
	}
}
