<?php
/**
 * The switches of the Open Graph and X tags that every source but Rank Math has (a theme or a sharing
 * plugin often prints its own): each source's option configured as it writes it, migrated, then our
 * settings (enable_open_graph, enable_x_cards) and a post's head read. A switch the source never
 * stored is its default (on) and is not written: what the site had stays.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Migration;

use Sightline\Migration\Migrator;
use Sightline\Plugin;
use Sightline\Settings\Settings;

require_once __DIR__ . '/class-migration-testcase.php';

final class SocialSwitchesMigrationTest extends Migration_TestCase {

	/**
	 * Source, its options as it writes them, then the expected enable_open_graph and enable_x_cards
	 * (null: not written).
	 *
	 * @return array<string, array{0: string, 1: array<string, mixed>, 2: ?bool, 3: ?bool}>
	 */
	public static function sources(): array {
		$aioseo = static fn( array $social ): array => array( 'aioseo_options' => wp_json_encode( array( 'social' => $social ) ) );
		return array(
			// Yoast SEO: wpseo_social's booleans opengraph and twitter (Social › "Add Open Graph meta data", "Add Twitter card meta data").
			'Yoast SEO Open Graph off'            => array( 'wordpress-seo', array( 'wpseo_social' => array( 'opengraph' => false, 'twitter' => true, 'og_default_image' => '' ) ), false, true ),
			'Yoast SEO X off'                     => array( 'wordpress-seo', array( 'wpseo_social' => array( 'opengraph' => true, 'twitter' => false ) ), true, false ),
			'Yoast SEO X off, Open Graph unsaved' => array( 'wordpress-seo', array( 'wpseo_social' => array( 'twitter' => false, 'facebook_site' => 'https://www.facebook.com/acme' ) ), null, false ),
			// All in One SEO: aioseo_options JSON, social.facebook.general.enable and social.twitter.general.enable.
			'All in One SEO Open Graph off'       => array( 'all-in-one-seo-pack', $aioseo( array( 'facebook' => array( 'general' => array( 'enable' => false ) ), 'twitter' => array( 'general' => array( 'enable' => true ) ) ) ), false, true ),
			'All in One SEO X off'                => array( 'all-in-one-seo-pack', $aioseo( array( 'twitter' => array( 'general' => array( 'enable' => false ) ) ) ), null, false ),
			// SEOPress: checkboxes '1' while on, absent once saved off; its Social module's toggle.
			'SEOPress both on'                    => array( 'wp-seopress', array( 'seopress_social_option_name' => array( 'seopress_social_facebook_og' => '1', 'seopress_social_twitter_card' => '1' ) ), true, true ),
			'SEOPress Open Graph off'             => array( 'wp-seopress', array( 'seopress_social_option_name' => array( 'seopress_social_twitter_card' => '1', 'seopress_social_accounts_facebook' => 'https://www.facebook.com/acme' ) ), false, true ),
			'SEOPress X off'                      => array( 'wp-seopress', array( 'seopress_social_option_name' => array( 'seopress_social_facebook_og' => '1' ) ), true, false ),
			'SEOPress Social module off'          => array(
				'wp-seopress',
				array(
					'seopress_social_option_name' => array( 'seopress_social_facebook_og' => '1', 'seopress_social_twitter_card' => '1' ),
					'seopress_toggle'             => array( 'toggle-social' => '0', 'toggle-titles' => '1' ),
				),
				false,
				false,
			),
			'SEOPress without its social options' => array( 'wp-seopress', array( 'seopress_titles_option_name' => array( 'seopress_titles_sep' => '-' ) ), null, null ),
			// The SEO Framework: autodescription-site-settings og_tags and twitter_tags, 1 or 0.
			'The SEO Framework Open Graph off'    => array( 'autodescription', array( 'autodescription-site-settings' => array( 'og_tags' => 0, 'twitter_tags' => 1, 'title_separator' => 'pipe' ) ), false, true ),
			'The SEO Framework X off'             => array( 'autodescription', array( 'autodescription-site-settings' => array( 'og_tags' => 1, 'twitter_tags' => 0, 'title_separator' => 'pipe' ) ), true, false ),
			'The SEO Framework X unsaved'         => array( 'autodescription', array( 'autodescription-site-settings' => array( 'og_tags' => 0, 'title_separator' => 'pipe' ) ), false, null ),
			// Slim SEO: the features list of its slim_seo option.
			'Slim SEO Open Graph off'             => array( 'slim-seo', array( 'slim_seo' => array( 'features' => array( 'meta_title', 'meta_description', 'twitter_cards', 'sitemaps' ) ) ), false, true ),
			'Slim SEO X off'                      => array( 'slim-seo', array( 'slim_seo' => array( 'features' => array( 'meta_title', 'open_graph', 'sitemaps' ) ) ), true, false ),
			'Slim SEO features never saved'       => array( 'slim-seo', array( 'slim_seo' => array( 'twitter_site' => '@acme' ) ), null, null ),
		);
	}

	/**
	 * The SEO Framework's third switch, "Facebook tags" (facebook_tags), prints article:publisher and
	 * article:author: off, their pages are not carried, so the post prints neither; on, both.
	 */
	public function test_the_seo_frameworks_facebook_tags_switch_keeps_its_two_tags_out(): void {
		$this->settings(
			array(
				'facebook_page_url'        => '',
				'facebook_author_fallback' => '',
			)
		);
		$site = array(
			'facebook_publisher' => 'https://www.facebook.com/acme',
			'facebook_author'    => 'https://www.facebook.com/ada',
			'title_separator'    => 'pipe',
		);
		$migrator = Plugin::get( Migrator::class );
		foreach ( array( 0, 1 ) as $on ) {
			update_option( 'autodescription-site-settings', array( 'facebook_tags' => $on ) + $site );
			$this->assertIsArray( $migrator->migrate_global( $migrator->source( 'autodescription' ) ) );
			$html = $this->head_of( (string) get_permalink( self::factory()->post->create( array( 'post_title' => 'Shared ' . $on ) ) ) );
			$this->assertSame( (bool) $on, null !== $this->meta( $html, 'article:publisher' ), "article:publisher with facebook_tags {$on}" );
			$this->assertSame( (bool) $on, null !== $this->meta( $html, 'article:author' ), "article:author with facebook_tags {$on}" );
		}
	}

	/**
	 * @dataProvider sources
	 * @param array<string, mixed> $options
	 */
	public function test_the_sources_switches_become_ours( string $slug, array $options, ?bool $open_graph, ?bool $x_cards ): void {
		// Each the other way before: a switch the migration writes changes, one it leaves alone (off here) stays.
		$this->settings(
			array(
				'enable_open_graph' => null === $open_graph ? false : ! $open_graph,
				'enable_x_cards'    => null === $x_cards ? false : ! $x_cards,
			)
		);
		foreach ( $options as $name => $value ) {
			update_option( $name, $value );
		}
		$migrator = Plugin::get( Migrator::class );
		$this->assertIsArray( $migrator->migrate_global( $migrator->source( $slug ) ) );

		$settings = Plugin::get( Settings::class );
		$this->assertSame( $open_graph ?? false, $settings->get( 'enable_open_graph' ), null === $open_graph ? 'not stored by the source: not written' : 'enable_open_graph' );
		$this->assertSame( $x_cards ?? false, $settings->get( 'enable_x_cards' ), null === $x_cards ? 'not stored by the source: not written' : 'enable_x_cards' );

		$html = $this->head_of( (string) get_permalink( self::factory()->post->create( array( 'post_title' => 'Shared' ) ) ) );
		$this->assertSame( (bool) $open_graph, null !== $this->meta( $html, 'og:title' ), 'og:title printed as the switch says' );
		$this->assertSame( (bool) $x_cards, null !== $this->meta( $html, 'twitter:card' ), 'twitter:card printed as the switch says' );
		$this->assertNotSame( array(), $this->titles( $html ), 'the title stays' );
	}
}
