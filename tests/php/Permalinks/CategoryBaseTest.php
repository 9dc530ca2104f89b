<?php
/**
 * Category archives without the category base (setting strip_category_base), as Yoast SEO, Rank Math
 * and SEOPress make them (an outside audit found every category address changed after a move): the
 * links, the archive and its later pages at the new address, the old address redirected there, a new
 * category's rules built on the next request, and the setting migrated from each source.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Permalinks;

use Sightline\Migration\Migrator;
use Sightline\Permalinks\Category_Base;
use Sightline\Plugin;
use Sightline\Settings\Settings;
use Sightline\Tests\TestCase;

final class CategoryBaseTest extends TestCase {

	private function strip( bool $on ): void {
		$this->assertIsArray( Plugin::get( Settings::class )->update( array( 'strip_category_base' => $on ) ) );
		// The page view's hooks follow the setting as the next request would add them.
		Plugin::get( Category_Base::class )->add_hooks();
		// WordPress keeps the permastructs' rules of every generation in this process (extra_rules_top);
		// a request generates them once: drop the category rules built before the switch.
		global $wp_rewrite;
		$wp_rewrite->extra_rules_top = array_filter( $wp_rewrite->extra_rules_top, static fn( $pattern ) => ! str_starts_with( (string) $pattern, 'category/' ), ARRAY_FILTER_USE_KEY );
		$this->set_permalink_structure( '/%postname%/' );
	}

	public function test_categories_are_served_and_linked_without_the_base_and_the_old_address_redirects(): void {
		update_option( 'posts_per_page', 1 );
		$news  = self::factory()->category->create( array( 'name' => 'News', 'slug' => 'news' ) );
		$local = self::factory()->category->create( array( 'name' => 'Local', 'slug' => 'local', 'parent' => $news ) );
		self::factory()->post->create_many( 2, array( 'post_category' => array( $news ) ) );
		self::factory()->post->create( array( 'post_category' => array( $local ) ) );
		$this->set_permalink_structure( '/%postname%/' );
		$this->assertSame( home_url( '/category/news/' ), get_category_link( $news ), 'off: WordPress\'s address' );

		$this->strip( true );
		$this->assertSame( home_url( '/news/' ), get_category_link( $news ) );
		$this->assertSame( home_url( '/news/local/' ), get_category_link( $local ) );
		$page = $this->get_page( home_url( '/news/' ) );
		$this->assertSame( 200, $page['status'] );
		$this->assertQueryTrue( 'is_archive', 'is_category' );
		$this->assertStringContainsString( '<link rel="canonical" href="' . home_url( '/news/' ) . '"', $page['body'] );
		$this->assertSame( 200, $this->get_page( home_url( '/news/page/2/' ) )['status'] );
		$this->assertQueryTrue( 'is_archive', 'is_category', 'is_paged' );
		$this->assertSame( 200, $this->get_page( home_url( '/news/local/' ) )['status'] );
		$this->assertSame( $local, get_queried_object_id() );

		$old = $this->get_page( home_url( '/category/news/page/2/' ) );
		$this->assertSame( array( 'location' => home_url( '/news/page/2/' ), 'status' => 301 ), $old['redirect'] );
	}

	public function test_a_new_category_or_the_setting_switched_rebuilds_the_rules(): void {
		$this->strip( true );
		$this->assertIsArray( get_option( 'rewrite_rules' ) );
		$events = self::factory()->category->create( array( 'name' => 'Events', 'slug' => 'events' ) );
		$this->assertEmpty( get_option( 'rewrite_rules' ), 'built again on the next request' );
		self::factory()->post->create( array( 'post_category' => array( $events ) ) );
		flush_rewrite_rules( false );
		$this->assertSame( 200, $this->get_page( home_url( '/events/' ) )['status'] );
		$this->assertSame( $events, get_queried_object_id() );

		$this->assertIsArray( get_option( 'rewrite_rules' ) );
		Plugin::get( Settings::class )->update( array( 'strip_category_base' => false ) );
		$this->assertEmpty( get_option( 'rewrite_rules' ), 'switched off: built again without ours' );
		Plugin::get( Settings::class )->update( array( 'separator' => '|' ) );
		flush_rewrite_rules( false );
		Plugin::get( Settings::class )->update( array( 'separator' => '-' ) );
		$this->assertIsArray( get_option( 'rewrite_rules' ), 'another setting leaves the rules alone' );
	}

	/**
	 * @return array<string, array{0: string, 1: callable(): void}>
	 */
	public static function sources(): array {
		return array(
			'Yoast SEO' => array( 'wordpress-seo', static fn() => update_option( 'wpseo_titles', array( 'stripcategorybase' => true ) ) ),
			'Rank Math' => array( 'seo-by-rank-math', static fn() => update_option( 'rank-math-options-general', array( 'strip_category_base' => 'on' ) ) ),
			'SEOPress'  => array( 'wp-seopress', static fn() => update_option( 'seopress_advanced_option_name', array( 'seopress_advanced_advanced_category_url' => '1' ) ) ),
		);
	}

	/**
	 * @dataProvider sources
	 */
	public function test_the_setting_comes_along_from_the_source( string $slug, callable $configure ): void {
		$configure();
		$this->assertIsArray( Plugin::get( Migrator::class )->migrate_global( Plugin::get( Migrator::class )->source( $slug ) ) );
		$this->assertTrue( Plugin::get( Settings::class )->get( 'strip_category_base' ) );
	}
}
