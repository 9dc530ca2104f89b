<?php
/**
 * The robots.txt each AI crawler policy serves merged with an editor text is the text of the shared
 * fixture (tests/fixtures/robots/merged-policies.json), and the tests' RFC 9309 reader reaches the
 * fixture's verdicts on it; Jest has robots-parser, an outside library, reach the same verdicts.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Robots;

use Sightline\Plugin;
use Sightline\Robots\Robots_Txt;
use Sightline\Settings\Settings;
use Sightline\Tests\TestCase;

require_once __DIR__ . '/Rfc9309_Reader.php';

final class CrawlerPolicyMergedTest extends TestCase {

	private string $list = '';

	/** @return array<string, mixed> */
	private static function fixture(): array {
		return json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/robots/merged-policies.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions
	}

	protected function setUp(): void {
		parent::setUp();
		$this->list = get_temp_dir() . 'sl-crawlers-' . wp_generate_password( 6, false ) . '.json';
		$crawlers   = array_map( static fn( $crawler ) => $crawler + array( 'operator' => 'Example', 'description' => 'A crawler.', 'documentation' => null ), self::fixture()['crawlers'] );
		file_put_contents( $this->list, (string) wp_json_encode( array( 'updated' => '2026-01-01', 'crawlers' => $crawlers ) ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		add_filter( 'sightline_ai_crawlers_file', fn() => $this->list );
		add_filter( 'sightline_robots_txt_file', static fn() => get_temp_dir() . 'sl-no-robots-file/robots.txt' );
		Plugin::get( Settings::class )->update( array( 'enable_xml_sitemap' => false ) ); // The fixture's text has no Sitemap line.
	}

	protected function tearDown(): void {
		unlink( $this->list );
		parent::tearDown();
	}

	/** @return array<string, array{0: array<string, mixed>}> */
	public static function cases(): array {
		$cases = array();
		foreach ( self::fixture()['cases'] as $case ) {
			$cases[ $case['name'] ] = array( $case );
		}
		return $cases;
	}

	/**
	 * @dataProvider cases
	 * @param array<string, mixed> $case
	 */
	public function test_the_served_text_and_how_crawlers_read_it( array $case ): void {
		update_option( Robots_Txt::OPTION, self::fixture()['editor'] );
		$this->assertIsArray( Plugin::get( Settings::class )->update( array( 'ai_crawlers' => $case['setting'] ) ) );
		ob_start();
		@do_robots(); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged
		$served = (string) ob_get_clean();
		$this->assertSame( $case['served'], $served );
		$reader = new Rfc9309_Reader( $served );
		foreach ( $case['checks'] as list( $token, $path, $allowed ) ) {
			$this->assertSame( $allowed, $reader->allowed( $token, $path ), "{$token} {$path}" );
		}
	}
}
