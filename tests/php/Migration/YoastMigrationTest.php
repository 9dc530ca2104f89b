<?php
/**
 * Yoast SEO → Sightline SEO: a seeded site migrated through the REST routes, then every URL's head
 * compared with what Yoast itself prints for it, the stored values checked field by field, and the
 * source data proven untouched.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Migration;

use Sightline\Plugin;
use Sightline\Settings\Settings;

require_once __DIR__ . '/class-migration-testcase.php';

final class YoastMigrationTest extends Migration_TestCase {

	private array $ids;

	protected function setUp(): void {
		parent::setUp();
		$this->ids = Fixtures::site( self::factory() );
		Fixtures::yoast( $this->ids );
		global $wpdb;
		// Serialized junk written raw, as a broken plugin or import could leave it.
		$wpdb->insert( $wpdb->postmeta, array( 'post_id' => $this->ids['hostile'], 'meta_key' => '_yoast_wpseo_opengraph-description', 'meta_value' => 'O:8:"stdClass":1:{s:1:"a";i:1;}' ) ); // phpcs:ignore WordPress.DB
		wp_cache_delete( $this->ids['hostile'], 'post_meta' );
	}

	public function test_rendered_heads_match_what_yoast_prints(): void {
		$before = $this->source_snapshot();
		$this->migrate_all( 'wordpress-seo' );
		$ids = $this->ids;

		$this->assertHeadLikeSource(
			home_url( '/?p=' . $ids['custom'] ),
			array(
				'title'          => 'Custom Hello — 50% off | Test Site',
				'description'    => 'Read Hello on Test Site hello', // %%primary_category%% is empty when no primary was chosen (Yoast 28.3, parity fixture).
				'robots'         => 'noindex, nofollow, noarchive',
				'canonical'      => null, // noindex: Yoast prints no canonical, not even a written one (28.3 parity fixture).
				'og:title'       => 'OG Hello',
				'og:description' => 'OG description',
				'og:image'       => 'https://example.org/og.jpg',
				'twitter:card'   => 'summary',
			)
		);
		// Pages are noindexed by type in Yoast; this one forces index ('2').
		$this->assertHeadLikeSource(
			home_url( '/?page_id=' . $ids['forced'] ),
			array(
				'title'  => 'Forced | Test Site',
				'robots' => 'index, follow',
			)
		);
		$this->assertHeadLikeSource(
			home_url( '/?p=' . $ids['social'] ),
			array(
				'title'               => 'Social | Test Site',
				'description'         => 'Social summary.',
				'robots'              => 'index, follow',
				'twitter:title'       => 'Tweet Social',
				'twitter:description' => 'Tweet description',
			)
		);
		$this->assertHeadLikeSource(
			get_term_link( $ids['cat'] ),
			array(
				'title'       => 'News news | Test Site',
				'description' => 'All about News',
				'robots'      => 'index, follow',
				'og:title'    => 'OG News',
			)
		);
		$this->assertHeadLikeSource(
			get_term_link( $ids['tag'] ),
			array(
				'title'  => 'Tips | Test Site',
				'robots' => 'noindex, follow',
			)
		);
		$this->assertHeadLikeSource(
			home_url( '/' ),
			array(
				'title'       => 'Test Site | Just testing',
				'description' => 'Welcome to Test Site',
				'og:title'    => 'Home of Test Site',
			)
		);
		$this->assertSame( $before, $this->source_snapshot(), 'the source data is never modified' );
	}

	public function test_global_settings_map_field_by_field(): void {
		$result   = $this->migrate_all( 'wordpress-seo' );
		$settings = Plugin::get( Settings::class );
		$this->assertSame( '|', $settings->get( 'separator' ) );
		// Yoast SEO shares a post's first gallery image before its content's first image (Image_Helper::get_gallery_image()).
		$this->assertTrue( $settings->get( 'social_image_from_gallery' ) );
		// Yoast SEO prints og:locale, og:title and og:site_name alone on an error page (Front_End_Integration).
		$this->assertSame( 'title', $settings->get( 'social_on_404' ) );
		$this->assertSame( '%site_name% %separator% %page% %separator% %tagline%', $settings->get( 'home_page_title' ) ); // %%page%% is "%%sep%% Page 2 of 3".
		$this->assertSame( array( 'title' => '%title% %separator% %page% %separator% %site_name%', 'description' => '%excerpt%' ), $settings->get( 'post_type_templates.post' ) );
		// An empty source template is not "set": the page type keeps only its title.
		$this->assertSame( array( 'title' => '%title% %separator% %site_name%' ), $settings->get( 'post_type_templates.page' ) );
		$this->assertSame( '%term_title% Archives %separator% %site_name%', $settings->get( 'taxonomy_templates.category.title' ) );
		$this->assertSame( '%term_title% %separator% %site_name%', $settings->get( 'taxonomy_templates.post_tag.title' ) );
		$this->assertSame( '%archive_date% %separator% %page% %separator% %site_name%', $settings->get( 'archive_templates.date.title' ) );
		$this->assertSame( '%author_name%, Author at %site_name% %separator% %page%', $settings->get( 'archive_templates.author.title' ) );
		$this->assertSame( 'You searched for %search_query% %separator% %page% %separator% %site_name%', $settings->get( 'archive_templates.search.title' ) );
		$this->assertEqualsCanonicalizing( array( 'search', 'page', 'post_tag', 'date' ), $settings->get( 'no_index' ) );
		$this->assertTrue( $settings->get( 'author_archive' ) );
		$this->assertFalse( $settings->get( 'date_archive' ) );
		$this->assertFalse( $settings->get( 'enable_xml_sitemap' ) );
		$this->assertSame( 'summary', $settings->get( 'twitter_card_type' ) );
		$this->assertSame( 'https://example.org/default.jpg', $settings->get( 'fallback_image' ) );
		$this->assertSame( 'https://www.facebook.com/acme', $settings->get( 'facebook_page_url' ) );
		$this->assertSame( 'acme', $settings->get( 'twitter_profile_username' ) );
		$this->assertSame( 'https://x.com/acme', $settings->get( 'social_profiles.twitter' ) );
		$this->assertSame( 'https://www.tiktok.com/@acme', $settings->get( 'social_profiles.tiktok' ) );
		$this->assertSame( 'https://bsky.app/profile/acme', $settings->get( 'social_profiles.bluesky' ) );
		$this->assertSame( '', $settings->get( 'social_profiles.youtube' ), 'a javascript: URL is refused' );
		$this->assertSame( 'organization', $settings->get( 'website.type' ) );
		$this->assertSame( 'Acme Inc', $settings->get( 'website.name' ) );
		$this->assertSame( '+1 555 0100', $settings->get( 'website.owner_phone' ) );

		$report = $result['global']['report'];
		$this->assertContains( array( 'item' => 'global', 'field' => 'taxonomy_templates.post_tag.title', 'value' => '%%cf_color%%', 'reason' => 'untranslated_token' ), $report );
		$this->assertContains( array( 'item' => 'global', 'field' => 'social_profiles.youtube', 'value' => 'javascript:alert(1)', 'reason' => 'invalid_value' ), $report );
		$this->assertNotEmpty( $result['global']['imported'] );

		$data = $this->rest( 'GET', '/sightline/v1/migration/migrated-data', array(), 'administrator' )->get_data();
		$this->assertSame( 'https://x.com/acme', $data['social_profiles']['twitter'] );
		$this->assertSame( array( 'organization', 'Acme Inc', '+1 555 0100' ), array( $data['website_details']['website_type'], $data['website_details']['website_name'], $data['website_details']['website_owner_phone'] ) );
	}

	public function test_only_what_yoast_set_is_written_per_item(): void {
		$result = $this->migrate_all( 'wordpress-seo' );
		$ids    = $this->ids;
		$this->assertNotContains( $ids['plain'], $result['ids']['posts'], 'a post with only a Yoast score has nothing to migrate' );
		$this->assertSame(
			array(
				'title'            => 'Custom %title% — 50% off %separator% %site_name%',
				'description'      => 'Read %title% on %site_name% %primary_category% %focus_keyword%',
				'canonical'        => 'https://example.org/canonical-hello/',
				'robots_noindex'   => 'on',
				'robots_nofollow'  => 'on',
				'robots_noarchive' => 'on',
				'facebook_title'   => 'OG %title%',
				'facebook_description' => 'OG description',
				'facebook_image'   => 'https://example.org/og.jpg',
				'focus_keyword'    => 'hello',
			),
			$this->written( 'post', $ids['custom'] )
		);
		$this->assertContains( array( 'item' => 'post:' . $ids['custom'], 'field' => 'robots', 'value' => 'noimageindex', 'reason' => 'unsupported' ), $result['items'][ 'post:' . $ids['custom'] ]['report'] );
		$this->assertSame( array( 'robots_noindex' => 'off' ), $this->written( 'post', $ids['forced'] ) );
		$this->assertSame( array( 'twitter_title' => 'Tweet %title%', 'twitter_description' => 'Tweet description' ), $this->written( 'post', $ids['social'] ) );
		$this->assertSame(
			array( array( 'item' => 'post:' . $ids['social'], 'field' => 'twitter_description', 'value' => '%%unknown_var%%', 'reason' => 'untranslated_token' ) ),
			$result['items'][ 'post:' . $ids['social'] ]['report']
		);
		$this->assertEquals( array( 'robots_noindex' => 'off', 'title' => '%term_title% news %separator% %site_name%', 'description' => 'All about %term_title%', 'facebook_title' => 'OG %term_title%' ), $this->written( 'term', $ids['cat'] ) );
		$this->assertSame( array( 'canonical' => 'https://example.org/tips/' ), $this->written( 'term', $ids['tag'] ), "'default' noindex stays inherited" );
		$this->assertSame( 'wordpress-seo', $this->mark_of( 'post', $ids['custom'] ) );
	}

	public function test_hostile_values_are_neutralised_and_reported(): void {
		$result  = $this->migrate_all( 'wordpress-seo' );
		$id      = $this->ids['hostile'];
		$written = $this->written( 'post', $id );
		$this->assertSame( 'Hi "quoted" & \'single\' %separator% %site_name%', $written['title'], 'tags are stripped, quotes survive' );
		$this->assertSame( 1000, mb_strlen( $written['description'] ), 'cut at the schema limit' );
		$this->assertSame( 'O:8:"stdClass":0:{}', $written['focus_keyword'], 'a serialized-looking string stays inert text' );
		$this->assertArrayNotHasKey( 'canonical', $written );
		$this->assertArrayNotHasKey( 'breadcrumb_title', $written );
		$this->assertArrayNotHasKey( 'facebook_description', $written );
		$reasons = array_column( $result['items'][ 'post:' . $id ]['report'], 'reason', 'field' );
		$this->assertSame( 'truncated', $reasons['description'] );
		$this->assertSame( 'invalid_value', $reasons['canonical'] );
		$this->assertSame( 'invalid_value', $reasons['breadcrumb_title'] );
		$this->assertSame( 'invalid_value', $reasons['facebook_description'] );
		$html = $this->head_of( home_url( '/?p=' . $id ) );
		$this->assertStringNotContainsString( '<script>alert', $html );
		// Printed as written, as Yoast SEO prints titles (texturize_titles off), escaped once.
		$this->assertStringContainsString( '<title>Hi &quot;quoted&quot; &amp; &#039;single&#039; | Test Site</title>', $html );
	}
}
