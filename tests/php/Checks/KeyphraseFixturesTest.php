<?php
/**
 * Keyphrase analysis against the fixtures shared with TypeScript (tests/fixtures/keyphrase/; Jest
 * runs the same files against src/checks/keyphrase): the PHP stemmers give each word the stem the
 * JavaScript library gives, and the checks give exactly the results written down.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Checks;

use Sightline\Checks\Keyphrase\Keyphrase_Checks;
use Sightline\Checks\Keyphrase\Keyphrase_Facts;
use Sightline\Checks\Keyphrase\Rule_Set;
use Sightline\Checks\Keyphrase\Stemmer;
use Sightline\Tests\TestCase;

final class KeyphraseFixturesTest extends TestCase {

	/** @return array<string, mixed> */
	private static function fixture( string $name ): array {
		$json = (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/keyphrase/' . $name . '.json' );
		return json_decode( $json, true, 64, JSON_THROW_ON_ERROR );
	}

	/** @return iterable<string, array{string, string, string}> */
	public static function stems(): iterable {
		foreach ( self::fixture( 'stems' )['languages'] as $language => $entry ) {
			foreach ( $entry['stems'] as $word => $stem ) {
				yield $language . ' ' . $word => array( $language, (string) $word, $stem );
			}
		}
	}

	/** @dataProvider stems */
	public function test_a_word_has_the_stem_of_the_fixture( string $language, string $word, string $stem ): void {
		$this->assertSame( $stem, Stemmer::stem( $word, $language ) );
	}

	public function test_each_language_uses_the_algorithm_of_the_fixture(): void {
		foreach ( self::fixture( 'stems' )['languages'] as $language => $entry ) {
			$this->assertSame( $entry['algorithm'], Rule_Set::algorithm( $language ), $language );
		}
	}

	/** @return iterable<string, array{array<string, mixed>}> */
	public static function cases(): iterable {
		foreach ( self::fixture( 'cases' )['cases'] as $case ) {
			yield $case['name'] => array( $case );
		}
	}

	/**
	 * @dataProvider cases
	 * @param array<string, mixed> $case
	 */
	public function test_the_checks_give_the_results_of_the_fixture( array $case ): void {
		$input = $case['input'];
		$facts = Keyphrase_Facts::of( $input['content'], $input['title'], $input['description'], $input['slug'], $input['contentType'], $input['language'], $input['keyphrase'], $input['related'] );
		$this->assertSame( $case['expected'], Keyphrase_Checks::results( $facts, $case['uses'], $case['ignored'] ) );
	}
}
