<?php
/**
 * Crawler_Policy::decisions() against the fixture the settings screen's rule is checked against too
 * (tests/fixtures/robots/crawler-policy.json), so the screen shows what robots.txt will say.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Robots;

use Sightline\Plugin;
use Sightline\Robots\Ai_Crawlers;
use Sightline\Robots\Crawler_Policy;
use Sightline\Settings\Settings;
use Sightline\Tests\TestCase;

final class CrawlerPolicyFixturesTest extends TestCase {

	/** @return array<string, mixed> */
	private static function fixture(): array {
		return json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/robots/crawler-policy.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions
	}

	/** @return array<string, array{0: array<string, mixed>, 1: list<string>}> */
	public static function cases(): array {
		$cases = array();
		foreach ( self::fixture()['cases'] as $case ) {
			$cases[ $case['name'] ] = array( $case['setting'], $case['blocked'] );
		}
		return $cases;
	}

	/**
	 * @dataProvider cases
	 * @param array<string, mixed> $setting
	 * @param list<string>         $blocked
	 */
	public function test_the_policy_blocks_what_the_fixture_says( array $setting, array $blocked ): void {
		$file = get_temp_dir() . 'sl-crawlers-' . wp_generate_password( 6, false ) . '.json';
		$list = array_map( static fn( $crawler ) => $crawler + array( 'operator' => 'Example', 'description' => 'A crawler.', 'documentation' => null ), self::fixture()['crawlers'] );
		file_put_contents( $file, (string) wp_json_encode( array( 'updated' => '2026-01-01', 'crawlers' => $list ) ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		add_filter( 'sightline_ai_crawlers_file', static fn() => $file );
		$policy = new Crawler_Policy( Plugin::get( Settings::class ), new Ai_Crawlers() );
		$this->assertSame( $blocked, array_keys( array_filter( $policy->decisions( $setting ) ) ) );
		unlink( $file );
	}
}
