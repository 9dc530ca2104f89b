<?php
/**
 * Readability on the server against the fixtures shared with Jest (tests/fixtures/readability/
 * cases.json): texts counted by hand give their counts and the score of their language's published
 * formula, dictionary-split words their syllables, and the checks exactly the results of
 * src/checks/readability/rules.ts.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Checks;

use Sightline\Checks\Readability\Readability_Checks;
use Sightline\Checks\Readability\Reading_Ease;
use Sightline\Checks\Readability\Rule_Set;
use Sightline\Checks\Readability\Sentence_Forms;
use Sightline\Checks\Readability\Syllables;
use Sightline\Checks\Readability\Text_Structure;
use Sightline\Tests\TestCase;

final class ReadabilityFixturesTest extends TestCase {

	/** @return array<string, mixed> */
	private static function fixtures(): array {
		$file = dirname( __DIR__, 2 ) . '/fixtures/readability/cases.json';
		return json_decode( (string) file_get_contents( $file ), true, 64, JSON_THROW_ON_ERROR );
	}

	/** @return array<string, array{0: array<string, mixed>}> */
	public static function reading_ease_cases(): array {
		$cases = array();
		foreach ( self::fixtures()['reading_ease'] as $case ) {
			$cases[ $case['name'] ] = array( $case );
		}
		return $cases;
	}

	/** @return array<string, array{0: string, 1: string, 2: int}> */
	public static function syllable_cases(): array {
		$cases = array();
		foreach ( self::fixtures()['syllables'] as $case ) {
			$cases[ $case['language'] . ' ' . $case['word'] ] = array( $case['language'], $case['word'], $case['syllables'] );
		}
		return $cases;
	}

	/** @return array<string, array{0: array<string, mixed>}> */
	public static function sentence_form_cases(): array {
		$cases = array();
		foreach ( self::fixtures()['sentence_forms'] as $case ) {
			$cases[ $case['language'] . ': ' . $case['sentence'] ] = array( $case );
		}
		return $cases;
	}

	/** @return array<string, array{0: array<string, mixed>}> */
	public static function check_cases(): array {
		$cases = array();
		foreach ( self::fixtures()['checks'] as $case ) {
			$cases[ $case['name'] ] = array( $case );
		}
		return $cases;
	}

	/**
	 * @dataProvider reading_ease_cases
	 * @param array<string, mixed> $fixture
	 */
	public function test_a_text_counted_by_hand_gives_its_formula_s_score( array $fixture ): void {
		$body = array();
		foreach ( Text_Structure::blocks( $fixture['content'] ) as $block ) {
			array_push( $body, ...$block['sentences'] );
		}
		$counts = Reading_Ease::count_text( $body, $fixture['language'] );
		if ( 'lix' === $fixture['formula'] ) {
			$counts['syllables'] = 0; // LIX counts letters, not syllables.
		}
		$this->assertSame( $fixture['counts'], $counts );
		$ease = Reading_Ease::of( $body, $fixture['language'] );
		$this->assertNotNull( $ease );
		$this->assertSame( $fixture['formula'], $ease['formula'] );
		$this->assertEqualsWithDelta( $fixture['score'], $ease['score'], 1e-9 );
	}

	/** @dataProvider syllable_cases */
	public function test_a_word_has_the_syllables_a_dictionary_gives( string $language, string $word, int $syllables ): void {
		$rules = Rule_Set::language( $language );
		$this->assertNotNull( $rules );
		$this->assertSame( $syllables, Syllables::count( $word, $rules ) );
	}

	/**
	 * @dataProvider sentence_form_cases
	 * @param array<string, mixed> $fixture
	 */
	public function test_a_sentence_is_passive_or_holds_a_transition_as_the_editor_finds( array $fixture ): void {
		$sentence    = Text_Structure::sentences_of( $fixture['sentence'] )[0];
		$passive     = Sentence_Forms::passive( $fixture['language'] );
		$transitions = Sentence_Forms::transitions( $fixture['language'] );
		$this->assertSame( $fixture['passive'], null === $passive ? null : Sentence_Forms::is_passive( $sentence, $passive ) );
		$this->assertSame( $fixture['transition'], null === $transitions ? null : Sentence_Forms::has_transition( $sentence, $transitions ) );
	}

	/**
	 * @dataProvider check_cases
	 * @param array<string, mixed> $fixture
	 */
	public function test_the_checks_give_the_results_of_the_editor( array $fixture ): void {
		$this->assertSame( $fixture['expected'], Readability_Checks::run( $fixture['input']['content'], $fixture['input']['language'], $fixture['ignored'] ) );
	}
}
