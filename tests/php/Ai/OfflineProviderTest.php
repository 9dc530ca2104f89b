<?php
/**
 * The built-in generator: key sentences from the content, within the length limits, no network.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Ai;

use Sightline\Ai\Content_Generator;
use Sightline\Ai\Prompt;
use Sightline\Ai\Providers\Offline_Provider;
use Sightline\Ai\Text_Fit;
use Sightline\Settings\Limits;
use Sightline\Tests\TestCase;

final class OfflineProviderTest extends TestCase {

	private const CONTENT = "Home brewing starts with clean equipment.\nWhy?\nSourdough bread needs a lively starter, patient proofing and a very hot oven to rise well. A good sourdough starter doubles within six hours of feeding. Bakers keep their sourdough starter in the fridge between bakes. The weather was nice on Tuesday and we went for a walk.";

	private function prompt( string $type, array $args = array() ): Prompt {
		$args += array(
			'title'   => 'Sourdough bread at home',
			'content' => self::CONTENT,
			'keyword' => '',
			'attempt' => 0,
		);
		return new Prompt( $type, Limits::get( Content_Generator::TYPES[ $type ] ), $args['title'], $args['content'], $args['keyword'], 'Test Blog', 'Post', $args['attempt'] );
	}

	public function test_description_is_made_of_key_sentences_within_the_limit(): void {
		$text = ( new Offline_Provider() )->generate( $this->prompt( 'page_description' ) );
		$this->assertIsString( $text );
		$this->assertStringContainsString( 'sourdough', strtolower( $text ) );
		$this->assertLessThanOrEqual( Limits::get( 'description' ), mb_strlen( $text ) );
		$this->assertStringNotContainsString( 'weather', $text, 'An off-topic sentence is not picked first.' );
		$this->assertStringNotContainsString( 'Why?', $text, 'Fragments are not sentences.' );
	}

	public function test_social_description_uses_the_social_limit(): void {
		$text = ( new Offline_Provider() )->generate( $this->prompt( 'twitter_description' ) );
		$this->assertLessThanOrEqual( Limits::get( 'social_description' ), mb_strlen( $text ) );
		$this->assertNotSame( '', $text );
	}

	public function test_title_is_the_post_title_then_keyword_variants_on_try_again(): void {
		$provider = new Offline_Provider();
		$this->assertSame( 'Sourdough bread at home', $provider->generate( $this->prompt( 'page_title', array( 'keyword' => 'starter' ) ) ) );
		$this->assertSame( 'Starter: Sourdough bread at home', $provider->generate( $this->prompt( 'page_title', array( 'keyword' => 'starter', 'attempt' => 1 ) ) ) );
		$third = $provider->generate( $this->prompt( 'page_title', array( 'keyword' => 'starter', 'attempt' => 2 ) ) );
		$this->assertNotContains( $third, array( 'Sourdough bread at home', 'Starter: Sourdough bread at home' ) );
		$this->assertLessThanOrEqual( Limits::get( 'title' ), mb_strlen( $third ) );
	}

	public function test_keyword_matching_ignores_accents_for_titles(): void {
		$text = ( new Offline_Provider() )->generate( $this->prompt( 'facebook_title', array( 'title' => 'Le café du coin', 'keyword' => 'Cafe', 'attempt' => 1 ) ) );
		$this->assertStringStartsNotWith( 'Cafe:', $text, 'The keyword is already in the title, so no keyword variant is offered.' );
	}

	public function test_try_again_gives_another_description(): void {
		$provider = new Offline_Provider();
		$first    = $provider->generate( $this->prompt( 'page_description' ) );
		$second   = $provider->generate( $this->prompt( 'page_description', array( 'attempt' => 1 ) ) );
		$this->assertNotSame( $first, $second );
	}

	public function test_nothing_to_write_from_is_a_clear_error(): void {
		$error = ( new Offline_Provider() )->generate( $this->prompt( 'page_description', array( 'title' => '', 'content' => '' ) ) );
		$this->assertWPError( $error );
		$this->assertSame( 'sightline_ai_no_content', $error->get_error_code() );
		$this->assertSame( 422, $error->get_error_data()['status'] );
	}

	public function test_text_fit_cuts_at_a_word_with_an_ellipsis(): void {
		$this->assertSame( 'short', Text_Fit::fit( 'short', 10 ) );
		$fitted = Text_Fit::fit( 'The quick brown fox jumps over the lazy dog', 20 );
		$this->assertSame( 'The quick brown fox…', $fitted );
		$this->assertLessThanOrEqual( 20, mb_strlen( $fitted ) );
		$this->assertSame( 'Fresh remote text', Text_Fit::clean( '"Title: Fresh **remote** text"' ) );
		$this->assertSame( 'Поиск ќ', Text_Fit::clean( '«Поиск ќ»' ) );
	}

	private function assertWPError( $value ): void {
		$this->assertInstanceOf( \WP_Error::class, $value );
	}
}
