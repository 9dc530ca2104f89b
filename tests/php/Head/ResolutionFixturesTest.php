<?php
/**
 * The server gives the output recorded in the resolution fixtures shared with the previews
 * (tests/fixtures/resolution/; Jest runs the same files in src/resolution/test/fixtures.test.ts), so a
 * change of a rule in either language fails until both agree again.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Head;

use Sightline\Head\Context;
use Sightline\Head\Head_Output;
use Sightline\Head\Text;
use Sightline\Plugin;
use Sightline\Settings\Settings;
use Sightline\Tests\TestCase;

final class ResolutionFixturesTest extends TestCase {

	/** @return array<string, array{0: array<string, mixed>}> */
	private static function cases( string $file ): array {
		$data  = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/resolution/' . $file ), true, 64, JSON_THROW_ON_ERROR );
		$cases = array();
		foreach ( $data['cases'] as $case ) {
			$cases[ $case['name'] ] = array( $case );
		}
		return $cases;
	}

	/** @return array<string, array{0: array<string, mixed>}> */
	public static function template_cases(): array {
		return self::cases( 'templates.json' );
	}

	/** @return array<string, array{0: array<string, mixed>}> */
	public static function title_cases(): array {
		return self::cases( 'titles.json' );
	}

	/** @return array<string, array{0: array<string, mixed>}> */
	public static function description_cases(): array {
		return self::cases( 'descriptions.json' );
	}

	/**
	 * @dataProvider template_cases
	 * @param array<string, mixed> $fixture
	 */
	public function test_a_template_resolves_as_recorded( array $fixture ): void {
		Plugin::get( Settings::class )->update(
			array(
				'separator'       => $fixture['separator'],
				'template_spaces' => $fixture['spaces'] ?? 'tidy',
			)
		);
		$values = $fixture['values'];
		// The fixture's values stand in for the page's: every token reads its value from it ('' when absent).
		add_filter( 'sightline_variable_value', static fn( $value, $token ) => (string) ( $values[ $token ] ?? '' ), 10, 2 );
		$variables = Plugin::get( Head_Output::class )->resolver()->variables();
		$variables->flush();

		$this->assertSame( $fixture['expected'], $variables->replace( $fixture['template'], Context::for_post( self::factory()->post->create_and_get() ) ) );
	}

	/**
	 * @dataProvider title_cases
	 * @param array<string, mixed> $fixture
	 */
	public function test_a_title_prints_as_recorded( array $fixture ): void {
		if ( isset( $fixture['post_title'] ) ) {
			// A post's %title% value under settings template_spaces and texturize_post_title.
			$this->assertSame( $fixture['expected'], Text::post_title( $fixture['text'], $fixture['post_title']['spaces'], $fixture['post_title']['the_title'] ) );
			return;
		}
		$this->assertSame( $fixture['expected'], Text::title( $fixture['text'], $fixture['separator'], $fixture['texturize'] ?? true ) );
	}

	/**
	 * The page's %excerpt% and meta description (default template) for a post with the fixture's content
	 * and excerpt under its auto_description rule, with exactly the fixture's shortcodes registered.
	 *
	 * @dataProvider description_cases
	 * @param array<string, mixed> $fixture
	 */
	public function test_a_description_prints_as_recorded( array $fixture ): void {
		global $shortcode_tags;
		$registered = $shortcode_tags;
		$data       = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/resolution/descriptions.json' ), true, 64, JSON_THROW_ON_ERROR );
		// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restored below; the fixture fixes which tags exist.
		$shortcode_tags = array_fill_keys( $data['shortcodes'], '__return_empty_string' );
		try {
			Plugin::get( Settings::class )->update( array( 'auto_description' => $fixture['auto_description'] ) );
			$post = self::factory()->post->create_and_get();
			// Set on the object, not saved: the content reaches the head exactly as written (no kses).
			$post->post_content = $fixture['content'];
			$post->post_excerpt = $fixture['excerpt'];
			$resolver           = Plugin::get( Head_Output::class )->resolver();
			$resolver->flush();
			$context = Context::for_post( $post );

			$this->assertSame( $fixture['expected'], $resolver->variables()->value( 'excerpt', $context ) );
			$this->assertSame( $fixture['description'], $resolver->description( $context ) );
		} finally {
			// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restores the registry.
			$shortcode_tags = $registered;
		}
	}

	/**
	 * The cutting and reading rules that follow a source plugin, each case what that source printed
	 * (tests/fixtures/resolution/description-cuts.json): a whole description cut as written (Rank Math),
	 * a cut at a sentence (The SEO Framework), texturising as written, and the readings of markup.
	 */
	public function test_the_source_cutting_rules_give_what_the_sources_printed(): void {
		global $shortcode_tags;
		$registered = $shortcode_tags;
		$data       = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/resolution/description-cuts.json' ), true, 64, JSON_THROW_ON_ERROR );
		// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restored below; the fixture fixes which tags exist.
		$shortcode_tags = array_fill_keys( $data['shortcodes'], '__return_empty_string' );
		try {
			foreach ( $data['written'] as $case ) {
				$this->assertSame( $case['expected'], Text::cut_written( $case['text'], $case['limit'] ), $case['name'] );
			}
			foreach ( $data['sentences'] as $case ) {
				$this->assertSame( $case['expected'], Text::cut_sentence( $case['text'], $case['limit'] ), $case['name'] );
			}
			foreach ( $data['texturized'] as $case ) {
				$this->assertSame( $case['expected'], Text::texturized( $case['text'] ), $case['name'] );
			}
			foreach ( $data['readings'] as $case ) {
				$this->assertSame( $case['expected'], trim( (string) preg_replace( '/\s+/', ' ', Text::stored( $case['html'], $case['shortcodes'], $case['read'] ) ) ), $case['name'] );
			}
		} finally {
			// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restores the registry.
			$shortcode_tags = $registered;
		}
	}
}
