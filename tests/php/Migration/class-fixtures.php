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
}
