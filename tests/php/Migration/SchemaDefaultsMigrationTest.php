<?php
/**
 * The schema.org types each source printed by default on the posts of a post type become site-wide
 * structured data sets (setting `schema_sets`, rule `post_type:<name>`) in the global migration: one
 * setting, never a copy per post. A default our head prints anyway makes none, a type our catalogue
 * lacks and a default we cannot carry are reported, the site's own sets are kept, and the posts Rank
 * Math printed their own schema on instead are left out of its default's set.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Migration;

use Sightline\Migration\Detector;
use Sightline\Migration\Migrator;
use Sightline\Plugin;
use Sightline\Settings\Settings;
use Sightline\Structured_Data\Own_Structured_Data;

require_once __DIR__ . '/class-migration-testcase.php';
require_once __DIR__ . '/class-parity-graphs.php';
require_once __DIR__ . '/class-parity-fixture.php';

final class SchemaDefaultsMigrationTest extends Migration_TestCase {

	/** A set the site had before the migration. */
	private const OWN_SET = array(
		'id'      => 'site-service',
		'type'    => 'Service',
		'values'  => array( 'name' => 'Knife sharpening' ),
		'include' => array( 'site' ),
		'exclude' => array(),
	);

	protected function setUp(): void {
		parent::setUp();
		register_post_type( 'book', array( 'public' => true ) );
	}

	protected function tearDown(): void {
		unregister_post_type( 'book' );
		parent::tearDown();
	}

	/**
	 * @return array{0: list<array<string, mixed>>, 1: list<string>} The sets after the global migration, its report ("field reason value").
	 */
	private function migrate_global( string $slug ): array {
		$result = Plugin::get( Migrator::class )->migrate_global( Plugin::get( Detector::class )->source( $slug ) );
		$this->assertIsArray( $result );
		$lines = array_map( static fn( $e ) => $e['field'] . ' ' . $e['reason'] . ' ' . $e['value'], $result['report'] );
		return array( Plugin::get( Settings::class )->get( 'schema_sets' ), $lines );
	}

	/**
	 * @param list<string> $exclude
	 * @return array<string, mixed>
	 */
	private static function set( string $id, string $type, string $post_type, array $exclude = array() ): array {
		return array(
			'id'      => $id,
			'type'    => $type,
			'values'  => array(),
			'include' => array( 'post_type:' . $post_type ),
			'exclude' => $exclude,
		);
	}

	/** @return list<string> The main types of the nodes of a URL's graph. */
	private function graph_types( string $url ): array {
		return array_map( static fn( $node ) => Parity_Graphs::main_type( $node['@type'] ?? '' ), Parity_Graphs::nodes_of( $this->head_of( $url ) ) );
	}

	public function test_yoast_site_defaults_become_sets_and_posts_keep_only_their_own_types(): void {
		Plugin::get( Settings::class )->update(
			array(
				'schema_sets' => array(
					self::OWN_SET,
					array( 'id' => 'page-aboutpage', 'type' => 'AboutPage', 'values' => array( 'name' => 'Old' ), 'include' => array( 'site' ), 'exclude' => array() ),
				),
			)
		);
		update_option(
			'wpseo_titles',
			array(
				'schema-page-type-post'      => 'WebPage',
				'schema-article-type-post'   => 'Article',
				'schema-page-type-page'      => 'AboutPage',
				'schema-article-type-page'   => 'BlogPosting',
				'schema-page-type-book'      => 'ItemPage',
				'schema-article-type-book'   => 'None',
				'schema-article-type-gone'   => 'NewsArticle',
			)
		);
		$page  = self::factory()->post->create( array( 'post_type' => 'page' ) );
		$other = self::factory()->post->create( array( 'post_type' => 'page' ) );
		update_post_meta( $other, '_yoast_wpseo_schema_article_type', 'None' );
		update_post_meta( $other, '_yoast_wpseo_schema_page_type', 'WebPage' );

		list( $sets, $report ) = $this->migrate_global( 'wordpress-seo' );
		$this->assertSame(
			array(
				self::OWN_SET,
				self::set( 'page-aboutpage', 'AboutPage', 'page' ),
				self::set( 'page-blogposting', 'BlogPosting', 'page' ),
			),
			$sets,
			'a set of the same id is replaced, the site\'s other sets are kept; WebPage, Article on posts, None and a post type the site lacks make none'
		);
		$this->assertContains( 'schema_sets.book.ItemPage unsupported the schema.org type ItemPage', $report );

		$listed = array_column( Plugin::get( Detector::class )->source( 'wordpress-seo' )->post_ids( 0, 100 ), 'id' );
		$this->assertNotContains( $page, $listed, 'a post without Yoast meta is not listed: its post type\'s set prints the default' );
		$result = Plugin::get( Migrator::class )->migrate_object( Plugin::get( Detector::class )->source( 'wordpress-seo' ), 'post', $other );
		$this->assertFalse( metadata_exists( 'post', $other, Own_Structured_Data::META_KEY ), 'no copy of the default in the post' );
		$lines = array_map( static fn( $e ) => $e['field'] . ' ' . $e['reason'] . ' ' . $e['value'], $result['report'] );
		$this->assertContains( 'structured_data.Article unsupported the article type "None" (no Article on a post)', $lines );
		$this->assertContains( 'structured_data.WebPage unsupported the page type "WebPage" on a post whose post type\'s pages are AboutPage', $lines );

		$types = $this->graph_types( get_permalink( $page ) );
		$this->assertContains( 'AboutPage', $types, 'the page\'s WebPage is an AboutPage' );
		$this->assertContains( 'BlogPosting', $types );
	}

	public function test_yoast_article_type_none_on_posts_is_reported(): void {
		update_option( 'wpseo_titles', array( 'schema-article-type-post' => 'None' ) );
		list( $sets, $report ) = $this->migrate_global( 'wordpress-seo' );
		$this->assertSame( array(), $sets );
		$this->assertContains( 'schema_sets.post unsupported the article type "None" for posts (every post prints an Article)', $report );
	}

	public function test_rank_math_article_defaults_become_sets_without_the_posts_that_print_their_own(): void {
		Plugin::get( Settings::class )->update( array( 'schema_sets' => array( self::OWN_SET ) ) );
		$about  = self::factory()->post->create( array( 'post_type' => 'page' ) );
		$recipe = self::factory()->post->create( array( 'post_type' => 'page' ) );
		$plain  = self::factory()->post->create( array( 'post_type' => 'page' ) );
		add_post_meta( $recipe, 'rank_math_schema_Recipe', array( '@type' => 'Recipe', 'name' => 'Bread' ) );
		update_option(
			'rank-math-options-titles',
			array(
				'knowledgegraph_type'               => 'company',
				'local_seo_about_page'              => $about,
				'pt_post_default_rich_snippet'      => 'article',
				'pt_post_default_article_type'      => 'NewsArticle',
				'pt_page_default_rich_snippet'      => 'article',
				'pt_page_default_article_type'      => 'Article',
				'pt_book_default_rich_snippet'      => 'book',
				'pt_book_default_article_type'      => 'Article',
				'pt_web-story_default_rich_snippet' => 'article',
				'pt_web-story_default_article_type' => 'Article',
			)
		);
		list( $sets, $report ) = $this->migrate_global( 'seo-by-rank-math' );
		$this->assertSame(
			array(
				self::OWN_SET,
				self::set( 'post-newsarticle', 'NewsArticle', 'post' ),
				self::set( 'page-article', 'Article', 'page', array( 'post:' . $about, 'post:' . $recipe ) ),
			),
			$sets
		);
		$this->assertContains( 'schema_sets.book unsupported the schema "book" that new posts start with in Rank Math\'s editor (no page printed it)', $report );
		$this->assertContains( 'Article', $this->graph_types( get_permalink( $plain ) ), 'a page without schema of its own prints the default' );
		$this->assertNotContains( 'Article', $this->graph_types( get_permalink( $recipe ) ), 'a page with its own schema prints no default' );
	}

	public function test_rank_math_defaults_our_head_prints_make_no_set_and_off_on_posts_is_reported(): void {
		update_option(
			'rank-math-options-titles',
			array(
				'knowledgegraph_type'          => 'person',
				'pt_post_default_rich_snippet' => 'article',
				'pt_post_default_article_type' => 'BlogPosting',
				'pt_page_default_rich_snippet' => 'off',
			)
		);
		list( $sets ) = $this->migrate_global( 'seo-by-rank-math' );
		$this->assertSame( array(), $sets, 'a personal site\'s posts print a BlogPosting already' );

		update_option( 'rank-math-options-titles', array( 'pt_post_default_rich_snippet' => 'off' ) );
		list( $sets, $report ) = $this->migrate_global( 'seo-by-rank-math' );
		$this->assertSame( array(), $sets );
		$this->assertContains( 'schema_sets.post unsupported no schema for posts (every post prints an Article)', $report );
	}

	public function test_rank_math_posts_beyond_the_rules_a_set_may_have_are_reported(): void {
		foreach ( self::factory()->post->create_many( 52, array( 'post_type' => 'page' ) ) as $id ) {
			add_post_meta( $id, 'rank_math_schema_Service', array( '@type' => 'Service' ) );
		}
		update_option(
			'rank-math-options-titles',
			array(
				'pt_page_default_rich_snippet' => 'article',
				'pt_page_default_article_type' => 'Article',
			)
		);
		list( $sets, $report ) = $this->migrate_global( 'seo-by-rank-math' );
		$this->assertCount( 50, $sets[0]['exclude'] );
		$this->assertContains( 'schema_sets.page.Article unsupported 2 posts with a schema of their own print the Article of their post type too', $report );
	}

	public function test_aioseo_post_type_graphs_become_sets(): void {
		update_option(
			'aioseo_options_dynamic',
			wp_json_encode(
				array(
					'searchAppearance' => array(
						'postTypes' => array(
							'post'       => array( 'schemaType' => 'Article', 'articleType' => 'BlogPosting', 'webPageType' => 'WebPage' ),
							'page'       => array( 'schemaType' => 'WebPage', 'articleType' => 'BlogPosting', 'webPageType' => 'WebPage' ),
							'attachment' => array( 'schemaType' => 'ItemPage', 'articleType' => 'BlogPosting', 'webPageType' => 'ItemPage' ),
							'book'       => array( 'schemaType' => 'Recipe', 'articleType' => 'BlogPosting', 'webPageType' => 'WebPage' ),
						),
					),
				)
			)
		);
		list( $sets, $report ) = $this->migrate_global( 'all-in-one-seo-pack' );
		$this->assertSame( array( self::set( 'post-blogposting', 'BlogPosting', 'post' ) ), $sets );
		$this->assertContains( 'schema_sets.attachment.ItemPage unsupported the schema.org type ItemPage', $report );
		$this->assertContains( 'schema_sets.book.Recipe unsupported the schema type Recipe, which All in One SEO Pro filled from each post\'s own data', $report );
		$post = self::factory()->post->create();
		$this->assertContains( 'BlogPosting', $this->graph_types( get_permalink( $post ) ) );
		$this->assertNotContains( 'Article', $this->graph_types( get_permalink( $post ) ), 'the set replaces the head\'s Article' );

		update_option( 'aioseo_options_dynamic', wp_json_encode( array( 'searchAppearance' => array( 'postTypes' => array( 'post' => array( 'schemaType' => 'none' ) ) ) ) ) );
		list( , $report ) = $this->migrate_global( 'all-in-one-seo-pack' );
		$this->assertContains( 'schema_sets.post unsupported no schema for posts (every post prints an Article)', $report );
	}

	public function test_sets_beyond_what_a_site_may_hold_are_reported(): void {
		$own = array();
		for ( $i = 1; $i <= 19; $i++ ) {
			$own[] = array( 'id' => 'own-' . $i ) + self::OWN_SET;
		}
		Plugin::get( Settings::class )->update( array( 'schema_sets' => $own ) );
		update_option(
			'wpseo_titles',
			array(
				'schema-page-type-page'    => 'AboutPage',
				'schema-article-type-page' => 'BlogPosting',
			)
		);
		list( $sets, $report ) = $this->migrate_global( 'wordpress-seo' );
		$this->assertCount( 20, $sets );
		$this->assertSame( 'page-aboutpage', $sets[19]['id'] );
		$this->assertContains( 'schema_sets.page.BlogPosting unsupported more site-wide structured data sets than a site may have', $report );
	}
}
