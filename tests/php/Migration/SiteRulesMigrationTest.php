<?php
/**
 * Site-wide rules that an outside audit found lost or changed after a move from All in One SEO 4.9.9,
 * SEOPress 9.7.4, The SEO Framework 5.1.4 and Slim SEO 4.9.9 (each run here, configured through its own
 * save paths, heads and robots.txt captured before and after `wp sightline migrate`): their robots.txt
 * rules, page 2 and later noindexed, the site's names, the home page's X fields, pages shared as
 * websites, IndexNow, llms.txt, the category base, and what we cannot carry reported rather than dropped.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Migration;

use Sightline\Migration\Migrator;
use Sightline\Plugin;
use Sightline\Robots\Robots_Txt;
use Sightline\Settings\Settings;

require_once __DIR__ . '/class-migration-testcase.php';

final class SiteRulesMigrationTest extends Migration_TestCase {

	/**
	 * @return array{imported: list<string>, report: list<array<string, string>>}
	 */
	private function migrate( string $slug ): array {
		$migrator = Plugin::get( Migrator::class );
		$result   = $migrator->migrate_global( $migrator->source( $slug ) );
		$this->assertIsArray( $result );
		return $result;
	}

	private function robots_txt(): string {
		return Plugin::get( Robots_Txt::class )->content();
	}

	/**
	 * @param array{report: list<array<string, string>>} $result
	 * @return list<string>
	 */
	private static function reported( array $result ): array {
		return array_column( $result['report'], 'field' );
	}

	/**
	 * "Show in search results" off on date and author archives noindexed them; All in One SEO still
	 * answered them (the migration had switched the archives off, which redirects them home).
	 */
	public function test_all_in_one_seo_archives_hidden_from_search_stay_reachable(): void {
		update_option(
			'aioseo_options',
			wp_json_encode(
				array(
					'searchAppearance' => array(
						'archives' => array(
							'date'   => array( 'show' => false ),
							'author' => array( 'show' => false ),
						),
					),
				)
			)
		);
		$this->migrate( 'all-in-one-seo-pack' );
		$settings = Plugin::get( Settings::class );
		$this->assertTrue( $settings->get( 'date_archive' ) );
		$this->assertTrue( $settings->get( 'author_archive' ) );
		$this->assertContains( 'date', $settings->get( 'no_index' ) );
		$this->assertContains( 'author', $settings->get( 'no_index' ) );
	}

	/** A site represented by a person chosen among its users prints that user's name, not personName. */
	public function test_all_in_one_seo_person_chosen_among_the_users(): void {
		$owner  = self::factory()->user->create( array( 'display_name' => 'Site Admin' ) );
		$schema = array(
			'siteRepresents' => 'person',
			'person'         => (string) $owner,
			'personName'     => 'Jane Owner',
			'personLogo'     => 'https://example.org/jane.png',
			'phone'          => '+15551234567',
		);
		update_option( 'aioseo_options', wp_json_encode( array( 'searchAppearance' => array( 'global' => array( 'schema' => $schema ) ) ) ) );
		$this->migrate( 'all-in-one-seo-pack' );
		$this->assertSame( 'Site Admin', Plugin::get( Settings::class )->get( 'website.owner_name' ) );
		$this->assertSame( '', (string) Plugin::get( Settings::class )->get( 'website.logo' ), 'a chosen user shows their avatar, not personLogo' );
		$this->assertSame( '', (string) Plugin::get( Settings::class )->get( 'website.owner_phone' ), 'All in One SEO prints the phone for an organization only' );

		$schema['person'] = 'manual';
		update_option( 'aioseo_options', wp_json_encode( array( 'searchAppearance' => array( 'global' => array( 'schema' => $schema ) ) ) ) );
		$this->migrate( 'all-in-one-seo-pack' );
		$this->assertSame( 'Jane Owner', Plugin::get( Settings::class )->get( 'website.owner_name' ) );
		$this->assertSame( 'https://example.org/jane.png', Plugin::get( Settings::class )->get( 'website.logo' ) );
	}

	public function test_all_in_one_seo_robots_txt_home_x_fields_page_type_and_llms_txt(): void {
		$rule = static fn( string $agent, string $directive, string $value ): string => (string) wp_json_encode(
			array(
				'userAgent'  => $agent,
				'directive'  => $directive,
				'fieldValue' => $value,
			)
		);
		update_option(
			'aioseo_options',
			wp_json_encode(
				array(
					'tools'            => array(
						'robots' => array(
							'enable' => true,
							'rules'  => array(
								$rule( '*', 'disallow', '/private/' ),
								$rule( '*', 'disallow', '/wp-admin/admin-ajax.php' ),
								$rule( 'GPTBot', 'disallow', '/' ),
								$rule( 'Bingbot', 'crawl-delay', '10' ),
								$rule( '', 'disallow', '/no-agent/' ),
								$rule( '*', 'noindex', '/unknown-directive/' ),
							),
						),
					),
					'searchAppearance' => array( 'advanced' => array( 'crawlCleanup' => array( 'enable' => true ) ) ),
					'social'           => array(
						'facebook' => array(
							'advanced' => array(
								'enable'    => true,
								'appId'     => '1234567890',
								'authorUrl' => 'https://www.facebook.com/acme.author',
							),
						),
						'twitter'  => array(
							'homePage' => array(
								'title'       => 'X home title',
								'description' => 'X home description',
								'image'       => 'https://example.org/x-home.jpg',
							),
						),
					),
					'sitemap'          => array(
						'llms'    => array( 'enable' => true ),
						'general' => array(
							'advancedSettings' => array(
								'enable'       => true,
								'excludePosts' => array( '{"value":7,"label":"Review"}' ),
							),
						),
					),
					'rssContent'       => array( 'after' => 'The post #post_link first appeared on #site_link.' ),
				)
			)
		);
		update_option( 'aioseo_options_dynamic', wp_json_encode( array( 'social' => array( 'facebook' => array( 'general' => array( 'postTypes' => array( 'page' => array( 'objectType' => 'website' ) ) ) ) ) ) ) );
		$result = $this->migrate( 'all-in-one-seo-pack' );

		$this->assertSame(
			"User-agent: *\nDisallow: /wp-admin/\nDisallow: /private/\nDisallow: /wp-admin/admin-ajax.php\n\nUser-agent: GPTBot\nDisallow: /\n\nUser-agent: Bingbot\nCrawl-delay: 10",
			$this->robots_txt(),
			'WordPress\'s rules with its own merged in (its disallow replaces core\'s allow of the same path); rules without agent or with an unknown directive left out, as it left them out'
		);
		$settings = Plugin::get( Settings::class );
		$this->assertSame( 'X home title', $settings->get( 'home_page_twitter_title' ) );
		$this->assertSame( 'X home description', $settings->get( 'home_page_twitter_description' ) );
		$this->assertSame( 'https://example.org/x-home.jpg', $settings->get( 'home_page_twitter_image_url' ) );
		$this->assertSame( 'website', $settings->get( 'page_og_type' ) );
		$this->assertTrue( $settings->get( 'enable_llms_txt' ) );
		$this->assertContains( 'rssContent.after', self::reported( $result ), 'the feed text it added is reported' );
		$this->assertContains( 'sitemap.excludePosts', self::reported( $result ), 'posts it left out of its sitemap are reported' );
		$this->assertSame( 'https://www.facebook.com/acme.author', $settings->get( 'facebook_author_fallback' ) );
		$this->assertContains( 'social.facebook.advanced.appId', self::reported( $result ) );
		$this->assertContains( 'searchAppearance.advanced.crawlCleanup', self::reported( $result ) );
	}

	/**
	 * Attachment pages each source redirected: Yoast SEO to the file (disable-attachment, on by default),
	 * Rank Math to the parent post (attachment_redirect_urls, on by default), All in One SEO to the file
	 * by default or the parent, SEOPress to the file or the parent while its Advanced module is on.
	 *
	 * @return array<string, array{0: string, 1: callable(): void, 2: string}>
	 */
	public static function attachment_redirects(): array {
		return array(
			'Yoast SEO default'            => array( 'wordpress-seo', static fn() => update_option( 'wpseo_titles', array( 'separator' => 'sc-dash' ) ), 'file' ),
			'Yoast SEO off'                => array( 'wordpress-seo', static fn() => update_option( 'wpseo_titles', array( 'disable-attachment' => false ) ), 'off' ),
			'Rank Math default'            => array( 'seo-by-rank-math', static fn() => update_option( 'rank-math-options-general', array( 'strip_category_base' => 'off' ) ), 'parent' ),
			'Rank Math off'                => array( 'seo-by-rank-math', static fn() => update_option( 'rank-math-options-general', array( 'attachment_redirect_urls' => 'off' ) ), 'off' ),
			'All in One SEO default'       => array( 'all-in-one-seo-pack', static fn() => update_option( 'aioseo_options_dynamic', wp_json_encode( array( 'searchAppearance' => array() ) ) ), 'file' ),
			'All in One SEO parent'        => array( 'all-in-one-seo-pack', static fn() => update_option( 'aioseo_options_dynamic', wp_json_encode( array( 'searchAppearance' => array( 'postTypes' => array( 'attachment' => array( 'redirectAttachmentUrls' => 'attachment_parent' ) ) ) ) ) ), 'parent' ),
			'All in One SEO disabled'      => array( 'all-in-one-seo-pack', static fn() => update_option( 'aioseo_options_dynamic', wp_json_encode( array( 'searchAppearance' => array( 'postTypes' => array( 'attachment' => array( 'redirectAttachmentUrls' => 'disabled' ) ) ) ) ) ), 'off' ),
			'SEOPress parent'              => array( 'wp-seopress', static fn() => update_option( 'seopress_advanced_option_name', array( 'seopress_advanced_advanced_attachments' => '1' ) ), 'parent' ),
			'SEOPress file wins'           => array(
				'wp-seopress',
				static fn() => update_option(
					'seopress_advanced_option_name',
					array(
						'seopress_advanced_advanced_attachments'      => '1',
						'seopress_advanced_advanced_attachments_file' => '1',
					)
				),
				'file',
			),
			'SEOPress Advanced module off' => array(
				'wp-seopress',
				static function (): void {
					update_option( 'seopress_advanced_option_name', array( 'seopress_advanced_advanced_attachments' => '1' ) );
					update_option( 'seopress_toggle', array( 'toggle-advanced' => '0' ) );
				},
				'off',
			),
		);
	}

	/**
	 * @dataProvider attachment_redirects
	 */
	public function test_attachment_pages_redirect_as_the_source_redirected_them( string $slug, callable $set, string $expected ): void {
		$set();
		$this->migrate( $slug );
		$this->assertSame( $expected, Plugin::get( Settings::class )->get( 'attachment_redirect' ) );
	}

	public function test_rank_math_posts_left_out_of_its_sitemaps_are_reported(): void {
		update_option( 'rank-math-options-sitemap', array( 'exclude_posts' => '12, 15' ) );
		$this->assertContains( 'sitemap.exclude_posts', self::reported( $this->migrate( 'seo-by-rank-math' ) ) );
	}

	public function test_the_seo_framework_robots_txt_later_pages_site_names_and_creator(): void {
		update_option(
			'autodescription-site-settings',
			array(
				'robotstxt_block_ai'  => 1,
				'robotstxt_block_seo' => 1,
				'paged_noindex'       => 1,
				'home_paged_noindex'  => 0,
				'site_title'          => 'Demo Co',
				'knowledge_name'      => 'Demo Org',
				'twitter_creator'     => '@creatorhandle',
				'title_location'      => 'right',
				'title_separator'     => 'pipe',
			)
		);
		$result = $this->migrate( 'autodescription' );
		$text   = $this->robots_txt();
		$this->assertStringStartsWith( "User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n\nUser-agent: Amazonbot\n", $text );
		$this->assertStringContainsString( "User-agent: FacebookBot\nDisallow: /\n\nUser-agent: AhrefsBot\n", $text );
		$this->assertStringEndsWith( "User-agent: SemrushBot-BA\nDisallow: /", $text );

		$settings = Plugin::get( Settings::class );
		$this->assertSame( array( 'noindex' ), $settings->get( 'paged_robots' ) );
		$this->assertContains( 'paged_robots', self::reported( $result ), 'the home page\'s later pages were indexable in TSF' );
		$this->assertSame( 'Demo Co', $settings->get( 'site_name' ) );
		$this->assertSame( 'Demo Org', $settings->get( 'site_alternate_name' ) );
		$this->assertSame( '@creatorhandle', $settings->get( 'twitter_profile_fallback' ) );
		$this->assertSame( '%title% %separator% %paged% %separator% Demo Co', $settings->get( 'page_title' ), 'its site title names the site in titles' );

		$post = self::factory()->post->create( array( 'post_title' => 'Hello' ) );
		$this->assertSame( array( 'Hello | Demo Co' ), $this->titles( $this->head_of( get_permalink( $post ) ) ) );
	}

	/**
	 * TSF keeps each author's Facebook page and X handle in its own user meta; they become the profile's
	 * contact fields, which print article:author and twitter:creator as TSF did. An author's own value stays.
	 */
	public function test_the_seo_framework_authors_facebook_page_and_x_handle(): void {
		update_option( 'autodescription-site-settings', array( 'title_separator' => 'pipe' ) );
		$jane = self::factory()->user->create( array( 'role' => 'author' ) );
		$omar = self::factory()->user->create( array( 'role' => 'author' ) );
		update_user_meta(
			$jane,
			'autodescription-user-settings',
			array(
				'facebook_page' => 'https://www.facebook.com/janeprofile',
				'twitter_page'  => '@janex',
			)
		);
		update_user_meta( $omar, 'autodescription-user-settings', array( 'twitter_page' => '@omarx' ) );
		update_user_meta( $omar, 'twitter', 'omar_own' );
		$result = $this->migrate( 'autodescription' );
		$this->assertSame( 'https://www.facebook.com/janeprofile', get_user_meta( $jane, 'facebook', true ) );
		$this->assertSame( 'janex', get_user_meta( $jane, 'twitter', true ) );
		$this->assertSame( 'omar_own', get_user_meta( $omar, 'twitter', true ), 'the author\'s own handle stays' );
		$this->assertContains( 'author.' . $omar . '.twitter', self::reported( $result ) );

		$post = self::factory()->post->create( array( 'post_author' => $jane ) );
		$html = $this->head_of( get_permalink( $post ) );
		$this->assertSame( '@janex', $this->meta( $html, 'twitter:creator' ) );
		$this->assertSame( 'https://www.facebook.com/janeprofile', $this->meta( $html, 'article:author' ) );
	}

	public function test_the_seo_framework_search_and_archive_exclusions_are_reported(): void {
		update_option( 'autodescription-site-settings', array( 'title_separator' => 'pipe' ) );
		$post = self::factory()->post->create();
		update_post_meta( $post, 'exclude_local_search', 1 );
		update_post_meta( $post, 'exclude_from_archive', 1 );
		$migrator = Plugin::get( Migrator::class );
		$this->assertContains( (int) $post, array_column( $migrator->source( 'autodescription' )->post_ids( 0, 100 ), 'id' ), 'a post with only these is one to migrate' );
		$result = $migrator->migrate_object( $migrator->source( 'autodescription' ), 'post', $post );
		$this->assertIsArray( $result );
		$this->assertSame( array( 'exclude_local_search', 'exclude_from_archive' ), array_column( $result['report'], 'field' ) );
	}

	public function test_seopress_later_pages_alternate_name_indexnow_and_analytics(): void {
		update_option(
			'seopress_titles_option_name',
			array(
				'seopress_titles_paged_noindex'       => '1',
				'seopress_titles_home_site_title_alt' => 'Acme Alt',
			)
		);
		update_option(
			'seopress_toggle',
			array(
				'toggle-instant-indexing' => '1',
				'toggle-google-analytics' => '1',
			)
		);
		update_option( 'seopress_instant_indexing_option_name', array( 'seopress_instant_indexing_automate_submission' => '1' ) );
		update_option(
			'seopress_google_analytics_option_name',
			array(
				'seopress_google_analytics_enable' => '1',
				'seopress_google_analytics_ga4'    => 'G-TEST12345',
			)
		);
		$result   = $this->migrate( 'wp-seopress' );
		$settings = Plugin::get( Settings::class );
		$this->assertSame( array( 'noindex' ), $settings->get( 'paged_robots' ) );
		$this->assertSame( 'Acme Alt', $settings->get( 'site_alternate_name' ) );
		$this->assertTrue( $settings->get( 'enable_indexnow' ) );
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{32}$/', (string) get_option( 'sightline_indexnow_key' ), 'a key made as IndexNow starts' );
		$this->assertContains( 'seopress_google_analytics_enable', self::reported( $result ) );

		update_option( 'seopress_toggle', array( 'toggle-instant-indexing' => '0' ) );
		$settings->update( array( 'enable_indexnow' => false ) );
		$this->migrate( 'wp-seopress' );
		$this->assertFalse( $settings->get( 'enable_indexnow' ), 'its feature switched off: nothing was submitted' );
	}

	public function test_slim_seo_category_base_robots_txt_and_code_reported(): void {
		update_option(
			'slim_seo',
			array(
				'features'            => array( 'meta_title', 'sitemaps', 'no_category_base' ),
				'robots_txt_editable' => 1,
				'robots_txt_content'  => "User-agent: *\nDisallow: /private-area/\n\nSitemap: " . home_url( '/sitemap.xml' ) . "\nSitemap: https://news.example.com/news-sitemap.xml",
				'header_code'         => '<script>gtag()</script>',
			)
		);
		$result   = $this->migrate( 'slim-seo' );
		$settings = Plugin::get( Settings::class );
		$this->assertTrue( $settings->get( 'strip_category_base' ) );
		$this->assertSame( "User-agent: *\nDisallow: /private-area/\n\nSitemap: https://news.example.com/news-sitemap.xml", $this->robots_txt(), 'its line naming its own sitemap left out (ours is named by robots.txt itself), another host\'s kept' );
		$this->assertContains( 'header_code', self::reported( $result ) );
		$this->assertSame( 'off', $settings->get( 'attachment_redirect' ), 'its redirection feature off' );
	}

	/** Pages without a template of Slim SEO's print WordPress's own title, page 2 and later named. */
	public function test_slim_seo_leaves_untemplated_titles_to_wordpress(): void {
		register_post_type(
			'product',
			array(
				'public'      => true,
				'has_archive' => 'products',
				'label'       => 'Products',
			)
		);
		$this->set_permalink_structure( '/%postname%/' );
		update_option( 'posts_per_page', 2 );
		self::factory()->post->create_many( 3, array( 'post_type' => 'product' ) );
		update_option( 'slim_seo', array( 'features' => array( 'meta_title' ) ) );
		$this->migrate( 'slim-seo' );
		$this->assertSame( array( 'Products – Page 2 – ' . get_bloginfo( 'name' ) ), $this->titles( $this->head_of( home_url( '/products/page/2/' ) ) ) );
		$this->assertSame( array( 'Products – ' . get_bloginfo( 'name' ) ), $this->titles( $this->head_of( home_url( '/products/' ) ) ) );
		unregister_post_type( 'product' );
	}

	public function test_slim_seo_auto_redirection_and_404_log(): void {
		update_option(
			'slim_seo',
			array(
				'enable_404_logs' => 1,
				'redirect_404_to' => 'homepage',
			)
		);
		$result   = $this->migrate( 'slim-seo' );
		$settings = Plugin::get( Settings::class );
		$this->assertSame( 'file', $settings->get( 'attachment_redirect' ), 'auto redirection is on by default' );
		$this->assertTrue( $settings->get( 'redirects_auto_create' ) );
		$this->assertTrue( $settings->get( 'enable_404_monitor' ) );
		$this->assertContains( 'redirect_404_to', self::reported( $result ) );
		$this->assertCount( 1, get_users( array( 'fields' => 'ID' ) ), 'the site has one user' );
		$this->assertFalse( $settings->get( 'author_archive' ), 'with one user, Slim SEO sent the author archive home' );

		// Two users: Slim SEO left the author archives alone.
		$settings->update( array( 'author_archive' => true ) );
		self::factory()->user->create( array( 'role' => 'author' ) );
		$this->migrate( 'slim-seo' );
		$this->assertTrue( $settings->get( 'author_archive' ) );

		update_option( 'slim_seo', array( 'auto_redirection' => -1 ) );
		$this->migrate( 'slim-seo' );
		$this->assertSame( 'off', $settings->get( 'attachment_redirect' ), 'a box saved unticked is -1' );
		$this->assertFalse( $settings->get( 'redirects_auto_create' ) );
		$this->assertFalse( $settings->get( 'enable_404_monitor' ) );
	}
}
