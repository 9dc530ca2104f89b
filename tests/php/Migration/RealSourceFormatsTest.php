<?php
/**
 * Storage the real plugins write that hand-written fixtures missed (seen in tests/fixtures/migration-parity):
 * Rank Math's settings screen saves toggles as booleans; The SEO Framework's home title parts, archive
 * prefixes, "Page N", social titles without the site name and "remove site title" on its own.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Migration;

use Sightline\Plugin;
use Sightline\Settings\Settings;

require_once __DIR__ . '/class-migration-testcase.php';

final class RealSourceFormatsTest extends Migration_TestCase {

	private function migrate_global( string $slug ): Settings {
		$answer = $this->rest( 'POST', '/sightline/v1/migration/global-settings', array( 'plugin_slug' => $slug, 'cleanup' => false ), 'administrator' );
		$this->assertSame( 200, $answer->get_status(), wp_json_encode( $answer->get_data() ) );
		return Plugin::get( Settings::class );
	}

	public function test_rank_math_boolean_toggles_and_archive_robots(): void {
		update_option(
			'rank-math-options-titles',
			array(
				'title_separator'       => '»',
				'noindex_search'        => true,
				'author_custom_robots'  => true,
				'author_robots'         => array( 'noindex' ),
				'date_archive_robots'   => array( 'noindex', 'nofollow' ),
				'disable_date_archives' => false,
			)
		);
		$settings = $this->migrate_global( 'seo-by-rank-math' );
		$this->assertContains( 'search', $settings->get( 'no_index' ), 'true means on' );
		$this->assertContains( 'author', $settings->get( 'no_index' ), 'custom author robots are on' );
		$this->assertContains( 'date', $settings->get( 'no_index' ) );
		$this->assertContains( 'date', $settings->get( 'no_follow' ), 'nofollow of date archives is migrated too' );
		$this->assertTrue( $settings->get( 'date_archive' ), 'false means date archives stay' );
		$this->assertSame( array( 'length' => 160, 'first_paragraph' => true, 'ellipsis' => false, 'words' => 0, 'whole_excerpt' => true, 'social_length' => 0, 'decoded_tags' => false, 'count' => 'text', 'cut' => 'word', 'excerpt_support' => false, 'scope' => 'template', 'shortcodes' => 'strip', 'read' => 'kses', 'join' => 'space' ), $settings->get( 'auto_description' ) );
		$this->assertTrue( $settings->get( 'excerpt_description' ), 'Rank Math describes a post by its hand-written excerpt before the template' );
		$this->assertSame( array( 'term', 'date', 'search', 'post_type_archive' ), $settings->get( 'archive_og_type' ) );
	}

	public function test_the_seo_framework_titles(): void {
		update_option(
			'autodescription-site-settings',
			array(
				'title_separator'        => 'pipe',
				'title_location'         => 'right',
				'homepage_title'         => 'Kitchen home',
				'homepage_tagline'       => 1,
				'homepage_title_tagline' => 'Tested recipes',
				'home_title_location'    => 'left',
			)
		);
		$settings = $this->migrate_global( 'autodescription' );
		$this->assertSame( 'Tested recipes %separator% Kitchen home %separator% %paged%', $settings->get( 'home_page_title' ) );
		$this->assertSame( '%title% %separator% %paged% %separator% %site_name%', $settings->get( 'page_title' ) );
		$this->assertSame( '%archive_label% %separator% %paged% %separator% %site_name%', $settings->get( 'taxonomy_templates.category.title' ) );
		$this->assertSame( '%archive_label% %separator% %paged% %separator% %site_name%', $settings->get( 'archive_templates.date.title' ) );
		$this->assertSame( 'Search Results for “%search_query%” %separator% %paged% %separator% %site_name%', $settings->get( 'archive_templates.search.title' ) );
		$this->assertFalse( $settings->get( 'social_title_site_name' ), 'TSF leaves the site name out of social titles by default' );
		$this->assertFalse( $settings->get( 'x_tags_on_search' ), 'TSF prints no X tags on search results' );
		$this->assertTrue( $settings->get( 'auto_description.ellipsis' ) );
		$this->assertSame( 200, $settings->get( 'auto_description.social_length' ), 'TSF cuts 200 characters for Open Graph and X' );
		$this->assertSame( array( 'sentence', 'keep_unknown', 'prose', true ), array( $settings->get( 'auto_description.cut' ), $settings->get( 'auto_description.shortcodes' ), $settings->get( 'auto_description.read' ), $settings->get( 'auto_description.excerpt_support' ) ), 'TSF cuts at a sentence, keeps unknown shortcodes, reads paragraphs only and excerpts where supported' );

		$post = self::factory()->post->create();
		update_post_meta( $post, '_tsf_title_no_blogname', 1 );
		$this->migrate_all( 'autodescription' );
		$this->assertSame( '%title%', get_post_meta( $post, '_sightline_title', true ), '"remove site title" alone is migrated' );
	}

	public function test_the_seo_framework_without_prefixes_keeps_plain_archive_names(): void {
		update_option( 'autodescription-site-settings', array( 'title_separator' => 'pipe', 'title_rem_prefixes' => 1, 'social_title_rem_additions' => 0 ) );
		$settings = $this->migrate_global( 'autodescription' );
		$this->assertSame( '%archive_title% %separator% %paged% %separator% %site_name%', $settings->get( 'taxonomy_templates.post_tag.title' ) );
		$this->assertTrue( $settings->get( 'social_title_site_name' ) );
	}

	/**
	 * All in One SEO 4.9: `_localized` keys join the option path with "_", and names hold "_" too
	 * (post_tag); per-type robots it stores but never prints; its paged format on every template.
	 */
	public function test_all_in_one_seo_localized_keys_robots_and_paged_format(): void {
		update_option(
			'aioseo_options',
			wp_json_encode(
				array(
					'searchAppearance' => array(
						'global'   => array( 'separator' => '&raquo;' ),
						'advanced' => array(
							'globalRobotsMeta' => array( 'default' => true ),
							'pagedFormat'      => '#separator_sa Page #page_number',
						),
						'archives' => array( 'date' => array( 'show' => true, 'title' => 'Archive #archive_date', 'advanced' => array( 'robotsMeta' => array( 'default' => false, 'noindex' => true ) ) ) ),
					),
				)
			)
		);
		update_option(
			'aioseo_options_dynamic',
			wp_json_encode(
				array(
					'searchAppearance' => array(
						'taxonomies' => array(
							'post_tag' => array( 'title' => 'Stale #taxonomy_title', 'advanced' => array( 'robotsMeta' => array( 'default' => false, 'noindex' => true ) ) ),
						),
					),
				)
			)
		);
		update_option( 'aioseo_options_dynamic_localized', array( 'searchAppearance_taxonomies_post_tag_title' => 'Tagged #taxonomy_title' ) );
		$settings = $this->migrate_global( 'all-in-one-seo-pack' );
		$this->assertSame( 'Tagged %term_title% %separator% %paged%', $settings->get( 'taxonomy_templates' )['post_tag']['title'] ?? null, 'the localized post_tag title wins, with the paged format' );
		$this->assertArrayNotHasKey( 'post', $settings->get( 'taxonomy_templates' ), 'no taxonomy "post" made up from the key\'s underscore' );
		$this->assertNotContains( 'post_tag', $settings->get( 'no_index' ), 'AIOSEO prints its global robots on tags' );
		$this->assertNotContains( 'date', $settings->get( 'no_index' ), 'and on date archives' );
		$this->assertSame( 'Archive %archive_date% %separator% %paged%', $settings->get( 'archive_templates' )['date']['title'] ?? null );
		$this->assertTrue( $settings->get( 'noindex_written_canonical' ) );
	}

	/**
	 * All in One SEO's free edition names a post's first category for #category (its primary term lookup
	 * answers none; Pro names the chosen one): a site that ran it gets %first_category%.
	 */
	public function test_all_in_one_seo_category_is_the_first_one_in_the_free_edition_only(): void {
		$options = wp_json_encode( array( 'searchAppearance' => array( 'postTypes' => array() ) ) );
		update_option( 'aioseo_options', $options );
		update_option(
			'aioseo_options_dynamic',
			wp_json_encode( array( 'searchAppearance' => array( 'postTypes' => array( 'post' => array( 'title' => '#post_title #separator_sa #category' ) ) ) ) )
		);
		update_option( 'aioseo_options_lite', wp_json_encode( array() ) );
		$free = $this->migrate_global( 'all-in-one-seo-pack' );
		$this->assertSame( '%title% %separator% %first_category% %separator% %paged%', $free->get( 'post_type_templates' )['post']['title'] ?? null );

		update_option( 'aioseo_options_pro', wp_json_encode( array() ) );
		$pro = $this->migrate_global( 'all-in-one-seo-pack' );
		$this->assertSame( '%title% %separator% %category% %separator% %paged%', $pro->get( 'post_type_templates' )['post']['title'] ?? null );
	}
}
