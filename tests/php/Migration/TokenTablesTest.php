<?php
/**
 * The sources' token tables (includes/migration/tokens.json): one per SEO plugin of sources.json, every
 * value made of our template variables (includes/settings/variables.json), and the real source classes
 * translating through them as they did when each class held its table as a PHP array.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Migration;

use Sightline\Migration\Detector;
use Sightline\Migration\Mapped;
use Sightline\Plugin;
use Sightline\Tests\TestCase;

final class TokenTablesTest extends TestCase {

	/**
	 * @return array<string, mixed>
	 */
	private static function json( string $file ): array {
		$data = json_decode( (string) file_get_contents( SIGHTLINE_DIR . $file ), true, 64, JSON_THROW_ON_ERROR ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- local file.
		return is_array( $data ) ? $data : array();
	}

	public function test_the_file_holds_one_table_per_seo_plugin_source(): void {
		$tokens = self::json( 'includes/migration/tokens.json' );
		$this->assertIsString( $tokens['$comment'] ?? null, 'the file says what it is' );
		$this->assertIsArray( $tokens['sources'] ?? null );

		$seo = array();
		foreach ( self::json( 'includes/migration/sources.json' )['sources'] as $source ) {
			if ( false !== ( $source['seo'] ?? true ) ) {
				$seo[] = $source['slug'];
			}
		}
		$this->assertSame( array( 'wordpress-seo', 'seo-by-rank-math', 'all-in-one-seo-pack', 'wp-seopress', 'autodescription', 'slim-seo' ), $seo );
		$this->assertEqualsCanonicalizing( $seo, array_keys( $tokens['sources'] ), 'one table per SEO plugin source, no other' );

		foreach ( $tokens['sources'] as $slug => $entry ) {
			$this->assertIsArray( $entry['tokens'] ?? null, $slug );
			$this->assertIsArray( $entry['notes'] ?? null, $slug );
			foreach ( $entry['notes'] as $variable => $note ) {
				$this->assertArrayHasKey( $variable, $entry['tokens'], "$slug: a note is about a variable of the table" );
				$this->assertIsString( $note );
				$this->assertNotSame( '', trim( $note ) );
			}
			// A source with a token syntax has a table; The SEO Framework has no variables.
			$this->assertSame( 'autodescription' !== $slug, array() !== $entry['tokens'], $slug );
		}
	}

	public function test_every_value_is_made_of_our_template_variables(): void {
		$ours = array_column( self::json( 'includes/settings/variables.json' )['variables'], 'token' );
		$this->assertNotEmpty( $ours );
		foreach ( self::json( 'includes/migration/tokens.json' )['sources'] as $slug => $entry ) {
			foreach ( $entry['tokens'] as $variable => $value ) {
				$where = "$slug: $variable";
				$this->assertIsString( $variable, $where );
				$this->assertNotSame( '', $variable, $where );
				$this->assertIsString( $value, $where );
				preg_match_all( '/%([A-Za-z][A-Za-z0-9_]*)%/', $value, $matches );
				$this->assertNotEmpty( $matches[1], "$where gives at least one of our tokens" );
				$this->assertSame( array(), array_values( array_diff( $matches[1], $ours ) ), "$where gives only catalogue tokens" );
				$this->assertStringNotContainsString( '%', (string) preg_replace( '/%[A-Za-z][A-Za-z0-9_]*%/', '', $value ), "$where: the rest is plain text" );
			}
		}
	}

	/**
	 * Source slug, template in the source's syntax, what it became before the tables moved to
	 * tokens.json, the source tokens left out (and reported).
	 *
	 * @return array<string, array{0: string, 1: string, 2: string, 3: list<string>}>
	 */
	public static function translations(): array {
		return array(
			'Yoast page and separator'     => array( 'wordpress-seo', '%%title%% %%page%% %%sep%% %%sitename%%', '%title% %separator% %page% %separator% %site_name%', array() ),
			'Yoast renamed variables'      => array( 'wordpress-seo', '%%category%% %%tag_description%% %%searchphrase%% 50%', '%categories% %term_description% %search_query% 50%', array() ),
			'Yoast custom field dropped'   => array( 'wordpress-seo', '%%pt_plural%% %%cf_price%% %%focuskw%%', '%post_type_plural% %focus_keyword%', array( '%%cf_price%%' ) ),
			'Rank Math page and separator' => array( 'seo-by-rank-math', '%title% %page% %sep% %sitename%', '%title% %separator% %page% %separator% %site_name%', array() ),
			'Rank Math renamed, literal %' => array( 'seo-by-rank-math', '%term% %tags% %url% 50% off', '%term_title% %tag% %permalink% 50% off', array() ),
			'Rank Math known, with args'   => array( 'seo-by-rank-math', '%title% %seo_title% %date(F j)%', '%title%', array( '%seo_title%', '%date(F j)%' ) ),
			'AIOSEO separator and site'    => array( 'all-in-one-seo-pack', '#post_title #separator_sa #site_title', '%title% %separator% %site_name%', array() ),
			'AIOSEO longest tag first'     => array( 'all-in-one-seo-pack', '#post_excerpt_only #post_excerpt #blog_title #post_year', '%excerpt_only% %excerpt% %site_name% %post_year%', array() ),
			'AIOSEO hash text and known'   => array( 'all-in-one-seo-pack', '#1 pick #author_bio #post_link', '#1 pick %author_description%', array( '#post_link' ) ),
			'SEOPress pagination'          => array( 'wp-seopress', '%%post_title%% %%current_pagination%% %%sep%% %%sitetitle%%', '%title% %pagenumber_paged% %separator% %site_name%', array() ),
			'SEOPress quoted search, page' => array( 'wp-seopress', 'Results for %%search_keywords%% %%page%%', 'Results for "%search_query%" %separator% %page%', array() ),
			'SEOPress first category'      => array( 'wp-seopress', '%%post_category%% %%_category_description%%', '%first_category% %term_description%', array() ),
			'TSF has no variables'         => array( 'autodescription', '%%title%% #post_title {{ sep }} %title%', '%%title%% #post_title {{ sep }} %title%', array() ),
			'Slim SEO page and separator'  => array( 'slim-seo', '{{ post.title }} {{ page }} {{ sep }} {{ site.title }}', '%title% %paged% %separator% %site_name%', array() ),
			'Slim SEO unknown dropped'     => array( 'slim-seo', '{{term.name}} {{ post_type.labels.singular }} {{ post.thing }}', '%term_title% %post_type_singular%', array( '{{ post.thing }}' ) ),
		);
	}

	/**
	 * @dataProvider translations
	 * @param list<string> $dropped
	 */
	public function test_the_real_source_translates_as_before( string $slug, string $template, string $expected, array $dropped ): void {
		$source = Plugin::get( Detector::class )->source( $slug );
		$this->assertNotNull( $source, $slug );
		$mapped = new Mapped();
		( new \ReflectionMethod( $source, 'text' ) )->invoke( $source, $mapped, 'title', $template );

		$this->assertSame( $expected, $mapped->fields['title'] ?? null );
		$this->assertSame( $dropped, array_column( $mapped->report, 'value' ), 'the tokens left out are reported' );
	}
}
