<?php
/**
 * The primary category a post had in its SEO plugin comes along: it leads the breadcrumbs (and the
 * BreadcrumbList) and fills %category%, as in the source. A stale id (a category the post lost) is
 * reported, never written.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Migration;

use Sightline\Head\Context;
use Sightline\Head\Variables;
use Sightline\Migration\Migrator;
use Sightline\Plugin;
use Sightline\Settings\Settings;

require_once __DIR__ . '/class-migration-testcase.php';

final class PrimaryCategoryTest extends Migration_TestCase {

	/**
	 * @return array<string, array{0: string, 1: string, 2: callable(int, int): void}>
	 */
	public static function sources(): array {
		global $wpdb;
		$meta = static fn( string $key ) => static function ( int $post, $term ) use ( $key ): void {
			update_post_meta( $post, $key, $term );
		};
		return array(
			'Yoast SEO'         => array( 'wordpress-seo', 'yoast', $meta( '_yoast_wpseo_primary_category' ) ),
			'Rank Math'         => array( 'seo-by-rank-math', 'rank_math', $meta( 'rank_math_primary_category' ) ),
			'SEOPress'          => array( 'wp-seopress', 'seopress', $meta( '_seopress_robots_primary_cat' ) ),
			'The SEO Framework' => array( 'autodescription', 'seo_framework', $meta( '_primary_term_category' ) ),
			'All in One SEO'    => array(
				'all-in-one-seo-pack',
				'aioseo',
				static function ( int $post, $term ) use ( $wpdb ): void {
					$wpdb->update( $wpdb->prefix . 'aioseo_posts', array( 'primary_term' => wp_json_encode( array( 'category' => $term ) ) ), array( 'post_id' => $post ) );
				},
			),
		);
	}

	/**
	 * @dataProvider sources
	 */
	public function test_the_primary_category_is_migrated_and_leads_the_trail( string $slug, string $fixture, callable $set_primary ): void {
		$ids    = Fixtures::site( self::factory() );
		$guides = self::factory()->category->create( array( 'name' => 'Guides' ) );
		wp_set_post_categories( $ids['custom'], array( $ids['cat'], $guides ) );
		Fixtures::$fixture( $ids );
		$set_primary( $ids['custom'], $guides );

		$mapped = Plugin::get( Migrator::class )->source( $slug )->post( get_post( $ids['custom'] ) );
		$this->assertSame( $guides, $mapped->fields['primary_category'] ?? null );

		$this->migrate_all( $slug );
		$this->assertSame( (string) $guides, get_post_meta( $ids['custom'], '_sightline_primary_category', true ) );
		$names = array_column( $this->graph( $this->head_of( get_permalink( $ids['custom'] ) ) )['BreadcrumbList']['itemListElement'], 'name' );
		$this->assertSame( 'Guides', $names[1], 'the source\'s primary category leads the trail, not the first by id (News)' );
		$category = ( new Variables( Plugin::get( Settings::class ) ) )->value( 'category', Context::for_post( get_post( $ids['custom'] ) ) );
		$this->assertSame( 'Guides', $category );
	}

	public function test_a_stale_primary_category_is_reported_and_the_first_one_leads(): void {
		$ids     = Fixtures::site( self::factory() );
		$removed = self::factory()->category->create( array( 'name' => 'Removed' ) );
		Fixtures::yoast( $ids );
		update_post_meta( $ids['custom'], '_yoast_wpseo_primary_category', $removed );

		$mapped = Plugin::get( Migrator::class )->source( 'wordpress-seo' )->post( get_post( $ids['custom'] ) );

		$this->assertArrayNotHasKey( 'primary_category', $mapped->fields );
		$this->assertContains( array( 'field' => 'primary_category', 'value' => (string) $removed, 'reason' => 'invalid_value' ), $mapped->report );
		$names = array_column( $this->graph( $this->head_of( get_permalink( $ids['custom'] ) ) )['BreadcrumbList']['itemListElement'], 'name' );
		$this->assertSame( 'News', $names[1] );
	}

	public function test_a_primary_category_the_post_lost_later_falls_back_to_its_first(): void {
		$news   = self::factory()->category->create( array( 'name' => 'News' ) );
		$guides = self::factory()->category->create( array( 'name' => 'Guides' ) );
		$post   = self::factory()->post->create( array( 'post_title' => 'Owls', 'post_category' => array( $news, $guides ) ) );
		update_post_meta( $post, '_sightline_primary_category', $guides );
		$this->assertSame( array( 'Home', 'Guides', 'Owls' ), array_column( $this->graph( $this->head_of( get_permalink( $post ) ) )['BreadcrumbList']['itemListElement'], 'name' ) );

		wp_set_post_categories( $post, array( $news ) );
		$this->assertSame( array( 'Home', 'News', 'Owls' ), array_column( $this->graph( $this->head_of( get_permalink( $post ) ) )['BreadcrumbList']['itemListElement'], 'name' ) );
	}

	/**
	 * With `%category%` in the permalinks, the post's address names its primary category, as the
	 * source plugins make it (Yoast SEO and Rank Math filter `post_link_category` the same way), so a
	 * migrated post keeps its address, its canonical and its sitemap entry.
	 */
	public function test_a_category_permalink_names_the_primary_category(): void {
		$this->set_permalink_structure( '/%category%/%postname%/' );
		$news   = self::factory()->category->create( array( 'name' => 'News', 'slug' => 'news' ) );
		$guides = self::factory()->category->create( array( 'name' => 'Guides', 'slug' => 'guides' ) );
		$post   = self::factory()->post->create( array( 'post_name' => 'owls', 'post_category' => array( $news, $guides ) ) );
		$this->assertSame( home_url( '/news/owls/' ), get_permalink( $post ), 'no choice: WordPress\'s first by id' );

		update_post_meta( $post, '_sightline_primary_category', $guides );
		$this->assertSame( home_url( '/guides/owls/' ), get_permalink( $post ) );
		$this->assertStringContainsString( '<link rel="canonical" href="' . home_url( '/guides/owls/' ) . '"', $this->head_of( home_url( '/guides/owls/' ) ) );

		wp_set_post_categories( $post, array( $news ) );
		$this->assertSame( home_url( '/news/owls/' ), get_permalink( $post ), 'a category the post lost' );
	}
}
