<?php
/**
 * Rank Math, All in One SEO, SEOPress, The SEO Framework and Slim SEO → Sightline SEO: each seeded in its
 * own native format, migrated through the REST routes, then every URL's head compared with what that
 * plugin prints for it, plus the per-item report of what had no equivalent.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Migration;

use Sightline\Plugin;
use Sightline\Settings\Settings;

require_once __DIR__ . '/class-migration-testcase.php';

final class SourcesMigrationTest extends Migration_TestCase {

	/**
	 * slug, fixture builder, expected head parts per URL key, expected settings, expected report entries
	 * (item key => [field, source token]).
	 *
	 * @return array<string, array<int, mixed>>
	 */
	public static function sources(): array {
		return array(
			'Rank Math'          => array(
				'seo-by-rank-math',
				'rank_math',
				array(
					'custom' => array( 'title' => 'Hello — 50% off – Test Site', 'description' => 'About Hello', 'robots' => 'noindex, nofollow', 'canonical' => null /* noindex: no canonical (Yoast, Rank Math, SEOPress; TSF keeps it: noindex_written_canonical) */, 'og:title' => 'FB Hello', 'twitter:card' => 'summary' ),
					'forced' => array( 'title' => 'Forced – Test Site', 'robots' => 'index, follow' ),
					'social' => array( 'title' => 'Social – Test Site', 'description' => 'Social summary.', 'robots' => 'index, follow', 'twitter:title' => 'X Social' ),
					'cat'    => array( 'title' => 'News picks – Test Site', 'description' => 'All the news' ),
					'tag'    => array( 'robots' => 'index, follow' ),
					'home'   => array( 'title' => 'Test Site – Just testing', 'description' => 'Save 50% at Test Site' ),
				),
				array( 'separator' => '–', 'date_archive' => false, 'author_archive' => true, 'twitter_profile_username' => 'rmsite', 'website.type' => 'personal', 'website.owner_name' => 'Rita Math', 'enable_xml_image_sitemap' => false, 'fallback_image' => 'https://example.org/rm.jpg', 'social_on_404' => 'article' /* OpenGraph\Facebook::type() on 404 pages too */ ),
				array( 'custom' => array( 'title', '%customfield(price)%' ) ),
			),
			'All in One SEO'     => array(
				'all-in-one-seo-pack',
				'aioseo',
				array(
					'custom' => array( 'title' => 'Hello — 50% off | Test Site', 'description' => 'Short summary. — read #hashtag', 'robots' => 'noindex, follow', 'canonical' => 'https://example.org/aio-hello/' /* AIOSEO keeps a written canonical on noindex pages (4.9.9 parity fixture): noindex_written_canonical */, 'og:title' => 'OG Hello', 'og:image' => 'http://example.org/aio.jpg' /* set as https, printed with the request's scheme (Social\Output: set_url_scheme()) */, 'twitter:card' => 'summary' ),
					'forced' => array( 'title' => 'Forced | Test Site', 'robots' => 'index, follow' ),
					// Its X data is its own: X shows X's default image, not the post's Open Graph image (4.9.9, Social\Twitter::getImage()).
					'social' => array( 'title' => 'Social | Test Site', 'robots' => 'index, follow', 'twitter:title' => 'X Social', 'og:image' => 'http://example.org/aio-social-og.jpg', 'twitter:image' => 'https://example.org/aio-x-default.jpg' ),
					'cat'    => array( 'title' => 'News picks | Test Site', 'description' => 'All the news' ),
					'home'   => array( 'title' => 'Test Site | Just testing', 'description' => 'Just testing from Test Site' ),
				),
				array( 'separator' => '|', 'date_archive' => true /* "show in search results" off noindexes only: AIOSEO still answers the archive */, 'og_image_request_scheme' => true /* Social\Output: set_url_scheme() */, 'paged_robots' => array( 'noindex', 'nofollow' ) /* Meta\Robots::metaHelper(): default global rules */, 'archive_date_format' => 'month_comma' /* #archive_date: get_the_date( 'F, Y' ) */, 'website.type' => 'organization', 'website.name' => 'Aio Org', 'social_profiles.youtube' => 'https://youtube.com/@aio', 'archive_templates.author.title' => '%author_name% %author_last_name% %separator% %site_name% %separator% %paged%' /* AIOSEO's paged format */ ),
				array( 'custom' => array( 'facebook_description', '#alt_tag' ), 'global' => array( 'archive_templates', '#post_link' ) ),
			),
			'SEOPress'           => array(
				'wp-seopress',
				'seopress',
				array(
					'custom' => array( 'title' => 'Hello — 50% off | Test Site', 'description' => 'About Hello', 'robots' => 'noindex, nofollow', 'canonical' => null /* noindex: no canonical (Yoast, Rank Math, SEOPress; TSF keeps it: noindex_written_canonical) */, 'og:title' => 'FB Hello', 'twitter:card' => 'summary' ),
					'forced' => array( 'title' => 'Forced | Test Site', 'robots' => 'noindex, follow' ),
					'social' => array( 'title' => 'Social | Test Site', 'description' => 'Social summary.', 'twitter:title' => 'X Social' ),
					'cat'    => array( 'title' => 'News picks | Test Site', 'description' => 'All the news' ),
					'tag'    => array( 'title' => 'Tips | Test Site', 'robots' => 'noindex, follow' ),
					'home'   => array( 'title' => 'Test Site | Just testing', 'description' => 'Just testing' ),
				),
				array( 'separator' => '|', 'date_archive' => false, 'archive_date_format' => 'month_number' /* %%archive_date%%: "3 - 2026" */, 'archive_og_object' => array( 'term', 'author', 'date', 'search', 'post_type_archive' ) /* og:type "object" */, 'archive_description_from_first_post' => true /* the loop's post's excerpt */, 'twitter_profile_username' => 'spsite', 'fallback_image' => 'https://example.org/sp.jpg', 'enable_xml_image_sitemap' => false ),
				array( 'custom' => array( 'facebook_description', '%%wc_sku%%' ) ),
			),
			'The SEO Framework'  => array(
				'autodescription',
				'seo_framework',
				array(
					'custom' => array( 'title' => 'Custom Hello — 50% off | Test Site', 'description' => 'About hello', 'robots' => 'noindex, follow', 'canonical' => 'https://example.org/tsf-hello/', 'og:title' => 'OG Hello', 'twitter:card' => 'summary' ),
					'forced' => array( 'title' => 'Forced | Test Site', 'robots' => 'index, follow' ),
					'social' => array( 'title' => 'Exact social title' ),
					'cat'    => array( 'title' => 'News picks | Test Site', 'description' => 'Picked news', 'robots' => 'index, follow' ),
					'tag'    => array( 'title' => 'Tag: Tips | Test Site', 'robots' => 'noindex, follow' ), // TSF keeps core's archive prefix unless title_rem_prefixes (5.1.4 parity fixture).
					'home'   => array( 'title' => 'Welcome | Just testing', 'description' => 'The home of tests' ),
				),
				array( 'separator' => '|', 'page_title' => '%title% %separator% %paged% %separator% %site_name%', 'twitter_profile_username' => 'tsfsite', 'website.name' => 'TSF Org', 'fallback_image' => 'https://example.org/tsf.jpg' ),
				array(),
			),
			'Slim SEO'           => array(
				'slim-seo',
				'slim_seo',
				array(
					'custom' => array( 'title' => 'Hello — 50% off - Test Site', 'description' => 'About Hello', 'robots' => 'noindex, follow', 'canonical' => null /* noindex: no canonical (Yoast, Rank Math, SEOPress; TSF keeps it: noindex_written_canonical) */, 'og:image' => 'https://example.org/slim-og.jpg' ),
					'forced' => array( 'robots' => 'noindex, follow' ),
					'social' => array( 'title' => 'Social - Test Site', 'description' => 'Social summary.' ),
					'cat'    => array( 'title' => 'News picks - Test Site' ),
					'home'   => array( 'title' => 'Test Site - Just testing', 'description' => 'Home of Test Site' ),
				),
				array( 'twitter_profile_username' => 'slimsite', 'fallback_image' => 'https://example.org/slim.jpg', 'taxonomy_templates.category.title' => '%term_title% %separator% %site_name%', 'social_on_404' => 'website', 'author_og_type' => 'website' /* OpenGraph::get_type() */, 'no_canonical' => array( 'date', 'search' ) /* CanonicalUrl has none there */ ),
				array( 'custom' => array( 'title', '{{ post.custom_thing }}' ), 'social' => array( 'slim_seo', '' ) ),
			),
		);
	}

	/**
	 * @dataProvider sources
	 */
	public function test_heads_match_the_source_after_migration( string $slug, string $fixture, array $heads, array $settings, array $reports ): void {
		$ids = Fixtures::site( self::factory() );
		Fixtures::$fixture( $ids );
		$before = $this->source_snapshot();
		$result = $this->migrate_all( $slug );

		$urls = array(
			'custom' => home_url( '/?p=' . $ids['custom'] ),
			'forced' => home_url( '/?page_id=' . $ids['forced'] ),
			'social' => home_url( '/?p=' . $ids['social'] ),
			'cat'    => get_term_link( $ids['cat'] ),
			'tag'    => get_term_link( $ids['tag'] ),
			'home'   => home_url( '/' ),
		);
		foreach ( $heads as $key => $expected ) {
			$this->assertHeadLikeSource( $urls[ $key ], $expected );
		}
		$service = Plugin::get( Settings::class );
		foreach ( $settings as $path => $value ) {
			$this->assertSame( $value, $service->get( $path ), "setting {$path}" );
		}
		foreach ( $reports as $key => [ $field, $token ] ) {
			$entries = 'global' === $key ? $result['global']['report'] : ( $result['items'][ ( 'cat' === $key ? 'term:' : 'post:' ) . $ids[ $key ] ]['report'] ?? array() );
			$matching = array_filter( $entries, static fn( $entry ) => str_starts_with( $entry['field'], $field ) && ( '' === $token || $entry['value'] === $token ) );
			$this->assertNotEmpty( $matching, "report of {$key} names {$field} {$token}: " . wp_json_encode( $entries ) );
		}
		$this->assertSame( $before, $this->source_snapshot(), 'the source data is never modified' );
	}
}
