<?php
/**
 * Fixture builders: each writes one source plugin's data in that plugin's own native format (options,
 * post meta, term meta, AIOSEO's tables), as the plugin itself stores it (research/peers.md §2).
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Migration;

use Sightline\Tests\Factory;

final class Fixtures {

	/**
	 * A site with posts, a page, a category and a tag, shared by every source fixture.
	 *
	 * @return array<string, int>
	 */
	public static function site( Factory $factory ): array {
		update_option( 'blogname', 'Test Site' );
		update_option( 'blogdescription', 'Just testing' );
		update_option( 'permalink_structure', '' );
		$cat = $factory->term->create( array( 'taxonomy' => 'category', 'name' => 'News', 'description' => 'All the news' ) );
		$tag = $factory->term->create( array( 'taxonomy' => 'post_tag', 'name' => 'Tips' ) );
		$ids = array(
			'cat'     => $cat,
			'tag'     => $tag,
			'custom'  => $factory->post->create( array( 'post_title' => 'Hello', 'post_excerpt' => 'Short summary.', 'post_category' => array( $cat ) ) ),
			'forced'  => $factory->post->create( array( 'post_title' => 'Forced', 'post_excerpt' => 'Forced summary.', 'post_type' => 'page' ) ),
			'social'  => $factory->post->create( array( 'post_title' => 'Social', 'post_excerpt' => 'Social summary.' ) ),
			'hostile' => $factory->post->create( array( 'post_title' => 'Hostile', 'post_excerpt' => 'Hostile summary.' ) ),
			'plain'   => $factory->post->create( array( 'post_title' => 'Plain', 'post_excerpt' => 'Plain summary.' ) ),
		);
		return $ids;
	}

	/**
	 * Yoast SEO: wpseo_titles / wpseo_social / wpseo, `_yoast_wpseo_*` post meta, wpseo_taxonomy_meta.
	 *
	 * @param array<string, int> $ids
	 */
	public static function yoast( array $ids ): void {
		update_option(
			'wpseo_titles',
			array(
				'separator'               => 'sc-pipe',
				'title-home-wpseo'        => '%%sitename%% %%page%% %%sep%% %%sitedesc%%',
				'metadesc-home-wpseo'     => 'Welcome to %%sitename%%',
				'title-post'              => '%%title%% %%page%% %%sep%% %%sitename%%',
				'metadesc-post'           => '%%excerpt%%',
				'noindex-post'            => false,
				'title-page'              => '%%title%% %%sep%% %%sitename%%',
				'metadesc-page'           => '',
				'noindex-page'            => true,
				'title-tax-category'      => '%%term_title%% Archives %%sep%% %%sitename%%',
				'metadesc-tax-category'   => '%%term_description%%',
				'noindex-tax-category'    => false,
				'title-tax-post_tag'      => '%%term_title%% %%cf_color%% %%sep%% %%sitename%%',
				'noindex-tax-post_tag'    => true,
				'title-author-wpseo'      => '%%name%%, Author at %%sitename%% %%page%%',
				'noindex-author-wpseo'    => false,
				'title-archive-wpseo'     => '%%date%% %%page%% %%sep%% %%sitename%%',
				'noindex-archive-wpseo'   => true,
				'title-search-wpseo'      => 'You searched for %%searchphrase%% %%page%% %%sep%% %%sitename%%',
				'title-404-wpseo'         => 'Page not found %%sep%% %%sitename%%',
				'disable-author'          => false,
				'disable-date'            => true,
				'company_or_person'       => 'company',
				'company_name'            => 'Acme Inc',
				'company_logo'            => 'https://example.org/logo.png',
				'company_logo_id'         => 0,
				'org-phone'               => '+1 555 0100',
				'open_graph_frontpage_title' => 'Home of %%sitename%%',
				'open_graph_frontpage_desc'  => '',
			)
		);
		update_option(
			'wpseo_social',
			array(
				'facebook_site'      => 'https://www.facebook.com/acme',
				'twitter_site'       => 'acme',
				'instagram_url'      => 'https://instagram.com/acme',
				'youtube_url'        => 'javascript:alert(1)',
				'other_social_urls'  => array( 'https://www.tiktok.com/@acme', 'https://bsky.app/profile/acme' ),
				'og_default_image'   => 'https://example.org/default.jpg',
				'og_default_image_id' => 0,
				'twitter_card_type'  => 'summary',
				'opengraph'          => true,
			)
		);
		update_option( 'wpseo', array( 'enable_xml_sitemap' => false ) );

		$meta = static function ( int $id, array $values ): void {
			foreach ( $values as $key => $value ) {
				update_post_meta( $id, '_yoast_wpseo_' . $key, wp_slash( $value ) );
			}
		};
		$meta(
			$ids['custom'],
			array(
				'title'                => 'Custom %%title%% — 50% off %%sep%% %%sitename%%',
				'metadesc'             => 'Read %%title%% on %%sitename%% %%primary_category%% %%focuskw%%',
				'focuskw'              => 'hello',
				'canonical'            => 'https://example.org/canonical-hello/',
				'meta-robots-noindex'  => '1',
				'meta-robots-nofollow' => '1',
				'meta-robots-adv'      => 'noimageindex,noarchive',
				'opengraph-title'      => 'OG %%title%%',
				'opengraph-description' => 'OG description',
				'opengraph-image'      => 'https://example.org/og.jpg',
				'linkdex'              => '80',
			)
		);
		// A noindexed post type, forced back to index on this one page ('2').
		$meta( $ids['forced'], array( 'meta-robots-noindex' => '2' ) );
		$meta(
			$ids['social'],
			array(
				'twitter-title'       => 'Tweet %%title%%',
				'twitter-description' => 'Tweet description %%unknown_var%%',
				'content_score'       => '30',
			)
		);
		$meta(
			$ids['hostile'],
			array(
				'title'     => '<script>alert("x")</script>Hi "quoted" & \'single\' %%sep%% %%sitename%%',
				'metadesc'  => str_repeat( 'Long ', 400 ),
				'canonical' => 'javascript:alert(1)',
				'bctitle'   => array( 'not', 'a', 'string' ),
				'focuskw'   => 'O:8:"stdClass":0:{}',
			)
		);
		// Only a score: nothing to migrate, so the post is not listed.
		$meta( $ids['plain'], array( 'linkdex' => '50' ) );

		update_option(
			'wpseo_taxonomy_meta',
			array(
				'category' => array(
					$ids['cat'] => array(
						'wpseo_title'             => '%%term_title%% news %%sep%% %%sitename%%',
						'wpseo_desc'              => 'All about %%term_title%%',
						'wpseo_noindex'           => 'index',
						'wpseo_opengraph-title'   => 'OG %%term_title%%',
					),
				),
				'post_tag' => array(
					$ids['tag'] => array(
						'wpseo_noindex'   => 'default',
						'wpseo_canonical' => 'https://example.org/tips/',
					),
				),
			)
		);
	}
	/**
	 * Rank Math: `rank-math-options-titles` ('on'/'off' toggles, robots arrays), `rank_math_*` post/term meta.
	 *
	 * @param array<string, int> $ids
	 */
	public static function rank_math( array $ids ): void {
		update_option(
			'rank-math-options-titles',
			array(
				'title_separator'         => '–',
				'homepage_title'          => '%sitename% %page% %sep% %sitedesc%',
				'homepage_description'    => 'Save 50% at %sitename%',
				'pt_post_title'           => '%title% %sep% %sitename%',
				'pt_post_description'     => '%excerpt%',
				'pt_post_custom_robots'   => 'off',
				'pt_page_title'           => '%title% %page% %sep% %sitename%',
				'pt_page_custom_robots'   => 'on',
				'pt_page_robots'          => array( 'noindex' ),
				'pt_post_archive_title'   => '%title% archive',
				'tax_category_title'      => '%term% %sep% %sitename%',
				'tax_category_description' => '%term_description%',
				'tax_post_tag_custom_robots' => 'on',
				'tax_post_tag_robots'     => array( 'noindex', 'nofollow' ),
				'robots_global'           => array( 'index' ),
				'disable_author_archives' => 'off',
				'disable_date_archives'   => 'on',
				'twitter_card_type'       => 'summary_card',
				'social_url_facebook'     => 'https://facebook.com/rm',
				'twitter_author_names'    => 'rmsite',
				'open_graph_image'        => 'https://example.org/rm.jpg',
				'knowledgegraph_type'     => 'person',
				'knowledgegraph_name'     => 'Rita Math',
			)
		);
		update_option( 'rank_math_modules', array( 'sitemap', 'redirections' ) );
		update_option( 'rank-math-options-sitemap', array( 'include_images' => 'off' ) );
		$meta = static function ( int $id, array $values ): void {
			foreach ( $values as $key => $value ) {
				update_post_meta( $id, 'rank_math_' . $key, $value );
			}
		};
		$meta( $ids['custom'], array( 'title' => '%title% — 50% off %sep% %sitename% %customfield(price)%', 'description' => 'About %title%', 'robots' => array( 'noindex', 'nofollow' ), 'canonical_url' => 'https://example.org/rm-hello/', 'facebook_title' => 'FB %title%', 'focus_keyword' => 'hello,world' ) );
		$meta( $ids['forced'], array( 'robots' => array( 'index' ) ) );
		$meta( $ids['social'], array( 'twitter_use_facebook' => 'off', 'twitter_title' => 'X %title%' ) );
		$meta( $ids['plain'], array( 'seo_score' => '70' ) );
		update_term_meta( $ids['cat'], 'rank_math_title', '%term% picks %sep% %sitename%' );
		update_term_meta( $ids['tag'], 'rank_math_robots', array( 'index' ) );
	}

	/**
	 * All in One SEO: JSON options (+ a `_localized` override) and the `aioseo_posts` / `aioseo_terms` tables.
	 *
	 * @param array<string, int> $ids
	 */
	public static function aioseo( array $ids ): void {
		global $wpdb;
		update_option(
			'aioseo_options',
			wp_json_encode(
				array(
					'searchAppearance' => array(
						'global'   => array( 'separator' => '&#124;', 'siteTitle' => '#site_title #separator_sa #tagline', 'metaDescription' => 'Stale', 'schema' => array( 'siteRepresents' => 'organization', 'organizationName' => 'Aio Org' ) ),
						'advanced' => array( 'globalRobotsMeta' => array( 'default' => true ) ),
						'archives' => array( 'date' => array( 'show' => false, 'title' => '#archive_date #separator_sa #site_title' ), 'author' => array( 'show' => true, 'title' => '#author_name #author_last_name #post_link #separator_sa #site_title' ) ),
					),
					'social'           => array(
						'profiles' => array( 'urls' => array( 'facebookPageUrl' => 'https://facebook.com/aio', 'youtubeUrl' => 'https://youtube.com/@aio' ) ),
						'twitter'  => array(
							'general' => array(
								'defaultCardType'         => 'summary',
								// X's own default image: shown by a post whose X data is its own, before its Open Graph image.
								'defaultImageSourcePosts' => 'default',
								'defaultImagePosts'       => 'https://example.org/aio-x-default.jpg',
							),
						),
					),
					'sitemap'          => array( 'general' => array( 'enable' => true ) ),
				)
			)
		);
		update_option( 'aioseo_options_localized', array( 'searchAppearance_global_metaDescription' => '#tagline from #site_title' ) );
		update_option(
			'aioseo_options_dynamic',
			wp_json_encode(
				array(
					'searchAppearance' => array(
						'postTypes'  => array(
							'post' => array( 'title' => '#post_title #separator_sa #site_title', 'metaDescription' => '#post_excerpt', 'advanced' => array( 'robotsMeta' => array( 'default' => true ) ) ),
							'page' => array( 'title' => '#post_title #separator_sa #site_title', 'metaDescription' => '#post_content', 'advanced' => array( 'robotsMeta' => array( 'default' => false, 'noindex' => true, 'nofollow' => false ) ) ),
						),
						'taxonomies' => array(
							'category' => array( 'title' => '#taxonomy_title #separator_sa #site_title', 'metaDescription' => '#taxonomy_description' ),
						),
					),
				)
			)
		);
		$charset = $wpdb->get_charset_collate();
		$wpdb->query( "CREATE TABLE IF NOT EXISTS {$wpdb->prefix}aioseo_posts (id bigint(20) unsigned NOT NULL AUTO_INCREMENT, post_id bigint(20) unsigned NOT NULL, title text NULL, description text NULL, keyphrases longtext NULL, canonical_url text NULL, og_title text NULL, og_description text NULL, og_image_type varchar(64) DEFAULT 'default', og_image_custom_url text NULL, twitter_use_og tinyint(1) DEFAULT 1, twitter_title text NULL, twitter_description text NULL, twitter_image_type varchar(64) DEFAULT 'default', twitter_image_custom_url text NULL, robots_default tinyint(1) NOT NULL DEFAULT 1, robots_noindex tinyint(1) NOT NULL DEFAULT 0, robots_noarchive tinyint(1) NOT NULL DEFAULT 0, robots_nofollow tinyint(1) NOT NULL DEFAULT 0, primary_term longtext NULL, PRIMARY KEY (id)) {$charset}" ); // phpcs:ignore WordPress.DB
		$wpdb->query( "CREATE TABLE IF NOT EXISTS {$wpdb->prefix}aioseo_terms (id bigint(20) unsigned NOT NULL AUTO_INCREMENT, term_id bigint(20) unsigned NOT NULL, title text NULL, description text NULL, keyphrases longtext NULL, canonical_url text NULL, og_title text NULL, og_description text NULL, og_image_type varchar(64) DEFAULT 'default', og_image_custom_url text NULL, twitter_use_og tinyint(1) DEFAULT 1, twitter_title text NULL, twitter_description text NULL, twitter_image_type varchar(64) DEFAULT 'default', twitter_image_custom_url text NULL, robots_default tinyint(1) NOT NULL DEFAULT 1, robots_noindex tinyint(1) NOT NULL DEFAULT 0, robots_noarchive tinyint(1) NOT NULL DEFAULT 0, robots_nofollow tinyint(1) NOT NULL DEFAULT 0, PRIMARY KEY (id)) {$charset}" ); // phpcs:ignore WordPress.DB
		$wpdb->insert( $wpdb->prefix . 'aioseo_posts', array( 'post_id' => $ids['custom'], 'title' => '#post_title — 50% off #separator_sa #site_title', 'description' => '#post_excerpt — read #hashtag', 'og_description' => '#post_excerpt_only here #alt_tag', 'canonical_url' => 'https://example.org/aio-hello/', 'og_title' => 'OG #post_title', 'og_image_type' => 'custom_image', 'og_image_custom_url' => 'https://example.org/aio.jpg', 'robots_default' => 0, 'robots_noindex' => 1, 'robots_nofollow' => 0, 'keyphrases' => '{"focus":{"keyphrase":"hello"},"additional":[]}' ) );
		$wpdb->insert( $wpdb->prefix . 'aioseo_posts', array( 'post_id' => $ids['forced'], 'robots_default' => 0, 'robots_noindex' => 0 ) );
		$wpdb->insert( $wpdb->prefix . 'aioseo_posts', array( 'post_id' => $ids['social'], 'robots_default' => 1, 'robots_noindex' => 1, 'og_image_type' => 'custom_image', 'og_image_custom_url' => 'https://example.org/aio-social-og.jpg', 'twitter_use_og' => 0, 'twitter_title' => 'X #post_title', 'twitter_image_type' => 'default' ) );
		$wpdb->insert( $wpdb->prefix . 'aioseo_terms', array( 'term_id' => $ids['cat'], 'title' => '#taxonomy_title picks #separator_sa #site_title', 'robots_default' => 1 ) );
	}

	/**
	 * SEOPress: option arrays with '1'/absent checkboxes, `_seopress_*` post and term meta with 'yes' flags.
	 *
	 * @param array<string, int> $ids
	 */
	public static function seopress( array $ids ): void {
		update_option(
			'seopress_titles_option_name',
			array(
				'seopress_titles_sep'             => '|',
				'seopress_titles_home_site_title' => '%%sitetitle%% %%sep%% %%tagline%%',
				'seopress_titles_home_site_desc'  => '%%tagline%%',
				'seopress_titles_single_titles'   => array(
					'post' => array( 'title' => '%%post_title%% %%sep%% %%sitetitle%%', 'description' => '%%post_excerpt%%' ),
					'page' => array( 'title' => '%%post_title%% %%sep%% %%sitetitle%%', 'noindex' => '1' ),
				),
				'seopress_titles_tax_titles'      => array(
					'category' => array( 'title' => '%%_category_title%% %%sep%% %%sitetitle%%', 'description' => '%%_category_description%%' ),
					'post_tag' => array( 'title' => '%%tag_title%% %%sep%% %%sitetitle%%', 'noindex' => '1' ),
				),
				'seopress_titles_archives_date_disable' => '1',
			)
		);
		// Open Graph and X cards on, as its install writes them (its Social module, too).
		update_option( 'seopress_social_option_name', array( 'seopress_social_facebook_og' => '1', 'seopress_social_twitter_card' => '1', 'seopress_social_accounts_facebook' => 'https://facebook.com/sp', 'seopress_social_accounts_twitter' => '@spsite', 'seopress_social_facebook_img' => 'https://example.org/sp.jpg', 'seopress_social_twitter_card_img_size' => 'default' ) );
		update_option( 'seopress_xml_sitemap_option_name', array( 'seopress_xml_sitemap_general_enable' => '1' ) );
		update_option( 'seopress_toggle', array( 'toggle-titles' => '1', 'toggle-social' => '1' ) );
		$meta = static function ( int $id, array $values ): void {
			foreach ( $values as $key => $value ) {
				update_post_meta( $id, '_seopress_' . $key, $value );
			}
		};
		$meta( $ids['custom'], array( 'titles_title' => '%%post_title%% — 50% off %%sep%% %%sitetitle%%', 'titles_desc' => 'About %%post_title%%', 'social_fb_desc' => 'In %%post_category%% %%wc_sku%%', 'robots_index' => 'yes', 'robots_follow' => 'yes', 'robots_canonical' => 'https://example.org/sp-hello/', 'social_fb_title' => 'FB %%post_title%%', 'robots_snippet' => 'yes' ) );
		$meta( $ids['social'], array( 'social_twitter_title' => 'X %%post_title%%' ) );
		update_term_meta( $ids['cat'], '_seopress_titles_title', '%%term_title%% picks %%sep%% %%sitetitle%%' );
	}

	/**
	 * The SEO Framework: the serialized site option, `_genesis_*` tri-state post meta and the term array.
	 *
	 * @param array<string, int> $ids
	 */
	public static function seo_framework( array $ids ): void {
		update_option(
			'autodescription-site-settings',
			array(
				'title_separator'      => 'pipe',
				'title_location'       => 'right',
				'homepage_title'       => 'Welcome',
				'homepage_tagline'     => 1,
				'homepage_description' => 'The home of tests',
				'noindex_post_types'   => array( 'page' => 1 ),
				'noindex_taxonomies'   => array( 'post_tag' => 1 ),
				'social_image_fb_url'  => 'https://example.org/tsf.jpg',
				'twitter_card'         => 'summary',
				'twitter_site'         => '@tsfsite',
				'knowledge_type'       => 'organization',
				'knowledge_name'       => 'TSF Org',
				'sitemaps_output'      => 1,
			)
		);
		update_post_meta( $ids['custom'], '_genesis_title', 'Custom Hello — 50% off' );
		update_post_meta( $ids['custom'], '_genesis_description', 'About hello' );
		update_post_meta( $ids['custom'], '_genesis_noindex', 1 );
		update_post_meta( $ids['custom'], '_genesis_canonical_uri', 'https://example.org/tsf-hello/' );
		update_post_meta( $ids['custom'], '_open_graph_title', 'OG Hello' );
		update_post_meta( $ids['forced'], '_genesis_noindex', -1 );
		update_post_meta( $ids['social'], '_genesis_title', 'Exact social title' );
		update_post_meta( $ids['social'], '_tsf_title_no_blogname', 1 );
		update_term_meta( $ids['cat'], 'autodescription-term-settings', array( 'doctitle' => 'News picks', 'noindex' => -1, 'description' => 'Picked news' ) );
	}

	/**
	 * Slim SEO: the `slim_seo` option (per context) and the `slim_seo` array meta.
	 *
	 * @param array<string, int> $ids
	 */
	public static function slim_seo( array $ids ): void {
		update_option(
			'slim_seo',
			array(
				'home'         => array( 'title' => '{{ site.title }} {{ sep }} {{ site.description }}', 'description' => 'Home of {{ site.title }}' ),
				'post'         => array( 'title' => '{{ post.title }} {{ sep }} {{ site.title }}', 'description' => '{{ post.auto_description }}' ),
				'page'         => array( 'noindex' => 1 ),
				'category'     => array( 'title' => '{{ term.name }} {{ sep }} {{ site.title }}' ),
				'twitter_site' => '@slimsite',
				'default_facebook_image' => 'https://example.org/slim.jpg',
				// Saved features (Open Graph and Twitter cards on, as they are until switched off).
				'features'     => array( 'meta_title', 'open_graph', 'twitter_cards', 'sitemaps' ),
			)
		);
		update_post_meta( $ids['custom'], 'slim_seo', array( 'title' => '{{ post.title }} — 50% off {{ sep }} {{ site.title }} {{ post.custom_thing }}', 'description' => 'About {{ post.title }}', 'canonical' => 'https://example.org/slim-hello/', 'noindex' => 1, 'facebook_image' => 'https://example.org/slim-og.jpg' ) );
		update_post_meta( $ids['social'], 'slim_seo', 'not an array' );
		update_term_meta( $ids['cat'], 'slim_seo', array( 'title' => '{{ term.name }} picks {{ sep }} {{ site.title }}' ) );
	}
}
