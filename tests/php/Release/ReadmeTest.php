<?php
/**
 * readme.txt follows the WordPress.org format and agrees with the plugin header (tools/lint/readme-check.php,
 * also run by the lint stage).
 *
 * @package Sightline
 */

namespace Sightline\Tests\Release;

use Sightline\Tests\TestCase;

require_once dirname( __DIR__, 3 ) . '/tools/lint/readme-check.php';

final class ReadmeTest extends TestCase {

	private static function readme(): string {
		return (string) file_get_contents( SIGHTLINE_DIR . 'readme.txt' );
	}

	private static function plugin(): string {
		return (string) file_get_contents( SIGHTLINE_FILE );
	}

	public function test_the_readme_parses_and_has_no_problem(): void {
		$this->assertSame( array(), sightline_readme_problems( self::readme(), self::plugin() ) );
		$parsed = sightline_readme_parse( self::readme() );
		$this->assertSame( 'Sightline SEO', $parsed['name'] );
		$this->assertSame( '7.1', $parsed['fields']['Tested up to'] );
		$this->assertSame( array( 'Description', 'Installation', 'Frequently Asked Questions', 'External services', 'Screenshots', 'Changelog', 'Upgrade Notice' ), array_keys( $parsed['sections'] ) );
	}

	/** Every remote host the plugin calls is named under External services (WordPress.org's rule). */
	public function test_every_remote_service_the_code_calls_is_named(): void {
		$section = sightline_readme_parse( self::readme() )['sections']['External services'] ?? '';
		$urls    = array_merge( array_values( \Sightline\Search_Console\Endpoints::DEFAULTS ), array( \Sightline\Indexnow\Submitter::ENDPOINT ) );
		foreach ( $urls as $url ) {
			$this->assertStringContainsString( (string) wp_parse_url( $url, PHP_URL_HOST ), $section, $url );
		}
		$this->assertStringContainsString( 'https://api.openai.com/v1', $section, 'the OpenAI-compatible address the screens suggest' );
	}

	public function test_stable_tag_is_the_version_wordpress_reads_from_the_plugin_header(): void {
		$wordpress = get_file_data(
			SIGHTLINE_FILE,
			array(
				'Version'     => 'Version',
				'RequiresWP'  => 'Requires at least',
				'RequiresPHP' => 'Requires PHP',
			)
		);
		$fields    = sightline_readme_parse( self::readme() )['fields'];
		$this->assertNotSame( '', $wordpress['Version'] );
		$this->assertSame( $wordpress['Version'], $fields['Stable tag'] );
		$this->assertSame( $wordpress['RequiresWP'], $fields['Requires at least'] );
		$this->assertSame( $wordpress['RequiresPHP'], $fields['Requires PHP'] );
		$this->assertSame( $wordpress['Version'], sightline_plugin_header( self::plugin(), 'Version' ) );
	}

	public function test_a_stable_tag_that_differs_from_the_version_is_reported(): void {
		$readme = str_replace( 'Stable tag: 0.1.0', 'Stable tag: 0.0.9', self::readme() );
		$this->assertContains( 'Stable tag is "0.0.9" but plugin.php says Version: 0.1.0.', sightline_readme_problems( $readme, self::plugin() ) );
	}

	public function test_a_broken_header_or_missing_section_is_reported(): void {
		$readme   = preg_replace( '/^Tested up to:.*\n/m', '', str_replace( '=== Sightline SEO ===', 'Sightline SEO', self::readme() ) );
		$readme   = str_replace( '== Upgrade Notice ==', '== Notes ==', (string) $readme );
		$problems = sightline_readme_problems( $readme, self::plugin() );
		$this->assertContains( 'The first line must be "=== Plugin Name ===".', $problems );
		$this->assertContains( 'The section "== Upgrade Notice ==" is missing or empty.', $problems );
		$readme = preg_replace( '/^Tested up to:.*\n/m', '', self::readme() );
		$this->assertContains( 'The header field "Tested up to" is missing or empty.', sightline_readme_problems( (string) $readme, self::plugin() ) );
	}

	public function test_the_changelog_needs_an_entry_for_the_current_version(): void {
		$readme = str_replace( "== Changelog ==\n\n= 0.1.0 =", "== Changelog ==\n\n= 0.0.1 =", self::readme() );
		$this->assertContains( 'The Changelog has no "= 0.1.0 =" entry for the current version.', sightline_readme_problems( $readme, self::plugin() ) );
	}
}
