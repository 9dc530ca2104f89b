<?php
/**
 * WordPress's own Breadcrumbs block (core/breadcrumbs, 7.0+) shows our trail: for each kind of page its
 * visible names and links are the BreadcrumbList's items, in order, the current page last and unlinked;
 * with our breadcrumbs switched off it shows core's own trail untouched. The block renders before the
 * head, as a block theme's template does (template-canvas.php renders the template, then wp_head()).
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Head;

use Sightline\Blocks\Core_Breadcrumbs;
use Sightline\Head\Breadcrumbs;
use Sightline\Head\Context;
use Sightline\Plugin;
use Sightline\Settings\Object_Meta;

require_once __DIR__ . '/class-head-testcase.php';

/**
 * @covers \Sightline\Blocks\Core_Breadcrumbs
 */
final class CoreBreadcrumbsTest extends Head_TestCase {

	protected function tearDown(): void {
		if ( taxonomy_exists( 'genre' ) ) {
			unregister_taxonomy( 'genre' );
		}
		parent::tearDown();
	}

	public function test_the_filter_is_added_only_where_wordpress_has_the_block(): void {
		$callback = array( Plugin::get( Core_Breadcrumbs::class ), 'items' );
		$expected = function_exists( 'block_core_breadcrumbs_create_item' ) ? Core_Breadcrumbs::PRIORITY : false;
		$this->assertSame( $expected, has_filter( Core_Breadcrumbs::FILTER, $callback ), 'one filter where core has the block, none before 7.0' );
	}

	public function test_a_post_shows_its_primary_category_its_parents_and_its_breadcrumb_title(): void {
		$this->require_core_block();
		$post = $this->post_with_primary_category();

		$this->assertCoreShowsOurTrail( get_permalink( $post ), array( 'Home', 'Guides', 'Crawl basics', 'Bots' ) );
	}

	public function test_a_page_shows_its_parent_pages(): void {
		$this->require_core_block();
		$top    = self::factory()->post->create(
			array(
				'post_type'  => 'page',
				'post_title' => 'Docs',
			)
		);
		$parent = self::factory()->post->create(
			array(
				'post_type'   => 'page',
				'post_title'  => 'Guides',
				'post_parent' => $top,
			)
		);
		$page   = self::factory()->post->create(
			array(
				'post_type'   => 'page',
				'post_title'  => 'Install',
				'post_parent' => $parent,
			)
		);
		update_post_meta( $page, Object_Meta::key( 'breadcrumb_title' ), 'Setup' );

		$this->assertCoreShowsOurTrail( get_permalink( $page ), array( 'Home', 'Docs', 'Guides', 'Setup' ) );
	}

	public function test_term_archives_show_their_ancestors(): void {
		$this->require_core_block();
		$parent = self::factory()->category->create( array( 'name' => 'Guides' ) );
		$child  = self::factory()->category->create(
			array(
				'name'   => 'Crawling',
				'parent' => $parent,
			)
		);
		$tag    = self::factory()->tag->create( array( 'name' => 'robots' ) );
		self::factory()->post->create(
			array(
				'post_category' => array( $child ),
				'tags_input'    => array( 'robots' ),
			)
		);
		update_term_meta( $child, Object_Meta::key( 'breadcrumb_title' ), 'Crawl basics' );

		$this->assertCoreShowsOurTrail( get_term_link( $child ), array( 'Home', 'Guides', 'Crawl basics' ), 'category' );
		$this->assertCoreShowsOurTrail( get_term_link( $tag ), array( 'Home', 'robots' ), 'tag' );

		// A hierarchical taxonomy of a theme or plugin (query-string links: no rewrite rules to flush).
		register_taxonomy(
			'genre',
			'post',
			array(
				'public'       => true,
				'hierarchical' => true,
				'rewrite'      => false,
			)
		);
		$fiction = self::factory()->term->create(
			array(
				'taxonomy' => 'genre',
				'name'     => 'Fiction',
			)
		);
		$mystery = self::factory()->term->create(
			array(
				'taxonomy' => 'genre',
				'name'     => 'Mystery',
				'parent'   => $fiction,
			)
		);
		$book    = self::factory()->post->create( array( 'post_title' => 'A novel' ) );
		wp_set_object_terms( $book, array( $mystery ), 'genre' );

		$this->assertCoreShowsOurTrail( get_term_link( $mystery, 'genre' ), array( 'Home', 'Fiction', 'Mystery' ), 'custom taxonomy' );
	}

	public function test_author_date_search_and_not_found_pages(): void {
		$this->require_core_block();
		$author = self::factory()->user->create(
			array(
				'role'         => 'author',
				'display_name' => 'Jane Writer',
			)
		);
		self::factory()->post->create(
			array(
				'post_title'  => 'Bots at dawn',
				'post_author' => $author,
				'post_date'   => '2024-05-06 07:08:09',
			)
		);

		$this->assertCoreShowsOurTrail( get_author_posts_url( $author ), array( 'Home', 'Jane Writer' ), 'author' );
		$this->assertCoreShowsOurTrail( get_year_link( 2024 ), array( 'Home', '2024' ), 'year' );
		$this->assertCoreShowsOurTrail( get_month_link( 2024, 5 ), array( 'Home', '2024', 'May' ), 'month' );
		$this->assertCoreShowsOurTrail( get_day_link( 2024, 5, 6 ), array( 'Home', '2024', 'May', '6' ), 'day' );
		// Our words for a search (WordPress's document title's), not the block's "Search results for:".
		$this->assertCoreShowsOurTrail( get_search_link( 'bots' ), array( 'Home', 'Search Results for “bots”' ), 'search' );

		// A 404 prints no BreadcrumbList: the block shows the trail it would be made of.
		$this->go_to( home_url( '/no-such-page-here/' ) );
		$visible = self::visible( self::core_block() );
		$this->render_head();
		$this->assertTrue( is_404() );
		$this->assertSame( array( 'Home', 'Page not found' ), array_column( $visible, 'name' ) );
		$this->assertSame( self::unlink_last( Plugin::get( Breadcrumbs::class )->trail( Context::from_query() ) ), $visible );
	}

	/**
	 * Core appends "Page 2" and links the page it is on; the BreadcrumbList has no such item, so the block
	 * shows the BreadcrumbList's items, the last one (the archive, post or search) as the current page.
	 */
	public function test_paginated_pages_show_the_same_items(): void {
		$this->require_core_block();
		update_option( 'posts_per_page', 1 );
		$category = self::factory()->category->create( array( 'name' => 'Bread' ) );
		foreach ( array( 'Sourdough bots', 'Rye bots' ) as $title ) {
			self::factory()->post->create(
				array(
					'post_title'    => $title,
					'post_category' => array( $category ),
				)
			);
		}
		$split = self::factory()->post->create(
			array(
				'post_title'    => 'Long read',
				'post_content'  => 'One<!--nextpage-->Two',
				'post_category' => array( $category ),
			)
		);

		$this->assertCoreShowsOurTrail( get_term_link( $category ) . 'page/2/', array( 'Home', 'Bread' ), 'category page 2' );
		$this->assertCoreShowsOurTrail( get_search_link( 'bots' ) . 'page/2/', array( 'Home', 'Search Results for “bots”' ), 'search page 2' );
		$this->assertCoreShowsOurTrail( get_permalink( $split ) . '2/', array( 'Home', 'Bread', 'Long read' ), 'post page 2' );
		// The home page shows the block only when its "Show on home page" is on.
		$home = array( 'showOnHomePage' => true );
		$this->assertCoreShowsOurTrail( home_url( '/' ), array( 'Home' ), 'home', $home );
		$this->assertCoreShowsOurTrail( home_url( '/page/2/' ), array( 'Home' ), 'home page 2', $home );
	}

	public function test_the_block_settings_that_hide_the_home_and_current_items_still_apply(): void {
		$this->require_core_block();
		$post = $this->post_with_primary_category();
		$this->go_to( get_permalink( $post ) );

		$without_home    = self::visible( self::core_block( array( 'showHomeItem' => false ) ) );
		$without_current = self::visible( self::core_block( array( 'showCurrentItem' => false ) ) );
		$items           = $this->breadcrumb_list( $this->render_head() );

		$this->assertSame( array_slice( self::unlink_last( $items ), 1 ), $without_home );
		$this->assertSame( array_slice( $items, 0, -1 ), $without_current, 'the parents keep their links' );
		$this->assertSame( array( 'Home', 'Guides', 'Crawl basics' ), array_column( $without_current, 'name' ) );
	}

	public function test_with_our_breadcrumbs_switched_off_core_shows_its_own_trail(): void {
		$this->require_core_block();
		$post     = $this->post_with_primary_category();
		$callback = array( Plugin::get( Core_Breadcrumbs::class ), 'items' );

		$this->go_to( get_permalink( $post ) );
		$ours = self::core_block();
		remove_filter( Core_Breadcrumbs::FILTER, $callback, Core_Breadcrumbs::PRIORITY );
		$cores = self::core_block();
		add_filter( Core_Breadcrumbs::FILTER, $callback, Core_Breadcrumbs::PRIORITY );
		// Core's own choice here: the first category by name, the post's title.
		$this->assertSame( array( 'Home', 'Apples', 'Bots' ), array_column( self::visible( $cores ), 'name' ) );
		$this->assertNotSame( $cores, $ours );

		$nodes = array_fill_keys( array( 'website', 'search_action', 'webpage', 'organization', 'article', 'breadcrumbs' ), true );
		$this->settings( array( 'schema_output' => array( 'breadcrumbs' => false ) + $nodes ) );
		$this->go_to( get_permalink( $post ) );
		$this->assertSame( $cores, self::core_block(), 'BreadcrumbList off: core\'s trail untouched' );
		$this->assertArrayNotHasKey( 'BreadcrumbList', $this->graph( $this->render_head() ) );

		$this->settings(
			array(
				'schema_output'  => $nodes,
				'enable_schemas' => false,
			)
		);
		$this->go_to( get_permalink( $post ) );
		$this->assertSame( $cores, self::core_block(), 'structured data off: core\'s trail untouched' );

		$this->settings( array( 'enable_schemas' => true ) );
		$this->go_to( get_permalink( $post ) );
		$this->assertSame( $ours, self::core_block(), 'both on again: our trail' );
	}

	/**
	 * The block reuses the trail the head builds (or the head the block's): one build a page, and once
	 * the trail is there the callback asks the database nothing.
	 */
	public function test_the_block_and_the_head_share_one_trail_and_the_callback_costs_no_query(): void {
		global $wpdb;
		$this->require_core_block();
		$post   = $this->post_with_primary_category();
		$builds = 0;
		$count  = static function ( $trail ) use ( &$builds ) {
			++$builds;
			return $trail;
		};
		add_filter( 'sightline_breadcrumbs', $count );

		$this->go_to( get_permalink( $post ) );
		self::core_block();
		$this->render_head();
		$this->assertSame( 1, $builds, 'the block first, then the head: one trail' );

		$this->go_to( get_permalink( $post ) );
		$this->render_head();
		$queries = $wpdb->num_queries;
		$items   = apply_filters( Core_Breadcrumbs::FILTER, array() ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter.
		$this->assertSame( $queries, $wpdb->num_queries, 'no query of its own' );
		$this->assertSame( 2, $builds, 'the head first, then the block: one trail' );
		$this->assertSame( array( 'Home', 'Guides', 'Crawl basics', 'Bots' ), array_column( $items, 'label' ) );
		remove_filter( 'sightline_breadcrumbs', $count );
	}

	private function require_core_block(): void {
		if ( ! function_exists( 'block_core_breadcrumbs_create_item' ) ) {
			$this->markTestSkipped( 'core/breadcrumbs needs WordPress 7.0 or later; this is ' . get_bloginfo( 'version' ) . '.' );
		}
	}

	/**
	 * Renders core's block on $url before the head (as a block theme does), then asserts its visible
	 * items are the head's BreadcrumbList items with the current page unlinked, and their names $names.
	 *
	 * @param list<string>         $names
	 * @param array<string, mixed> $attrs The block's attributes.
	 */
	private function assertCoreShowsOurTrail( string $url, array $names, string $what = '', array $attrs = array() ): void {
		$what = '' !== $what ? $what : $url;
		$this->go_to( $url );
		$this->assertSame( 200, $this->last_status, "{$what}: {$url} is a page" );
		$visible = self::visible( self::core_block( $attrs ) );
		$items   = $this->breadcrumb_list( $this->render_head() );

		$this->assertSame( $names, array_column( $items, 'name' ), "{$what}: our trail" );
		$this->assertSame( self::unlink_last( $items ), $visible, "{$what}: the block shows the BreadcrumbList's items, the current page unlinked" );
	}

	/**
	 * The BreadcrumbList's items as name and URL ('' without one).
	 *
	 * @return list<array{name: string, url: string}>
	 */
	private function breadcrumb_list( string $head ): array {
		$graph = $this->graph( $head );
		$this->assertArrayHasKey( 'BreadcrumbList', $graph, 'the head prints a BreadcrumbList' );
		return array_map(
			static fn( array $item ): array => array(
				'name' => (string) $item['name'],
				'url'  => (string) ( $item['item'] ?? '' ),
			),
			$graph['BreadcrumbList']['itemListElement']
		);
	}

	/**
	 * A post in Apples and in Crawling (a child of Guides, labelled "Crawl basics"), Crawling chosen as
	 * primary: core's own trail would take Apples, the first by name.
	 */
	private function post_with_primary_category(): int {
		$apples = self::factory()->category->create( array( 'name' => 'Apples' ) );
		$guides = self::factory()->category->create( array( 'name' => 'Guides' ) );
		$crawl  = self::factory()->category->create(
			array(
				'name'   => 'Crawling',
				'parent' => $guides,
			)
		);
		update_term_meta( $crawl, Object_Meta::key( 'breadcrumb_title' ), 'Crawl basics' );
		$post = self::factory()->post->create(
			array(
				'post_title'    => 'Bots',
				'post_category' => array( $apples, $crawl ),
			)
		);
		update_post_meta( $post, Object_Meta::key( 'primary_category' ), $crawl );
		return $post;
	}

	/**
	 * @param array<string, mixed> $attrs
	 */
	private static function core_block( array $attrs = array() ): string {
		return render_block(
			array(
				'blockName'    => 'core/breadcrumbs',
				'attrs'        => $attrs,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}

	/**
	 * What core's block shows: each item's text and link ('' for the unlinked current page).
	 *
	 * @return list<array{name: string, url: string}>
	 */
	private static function visible( string $html ): array {
		preg_match_all( '#<li>(?:<a href="([^"]*)">(.*?)</a>|<span aria-current="page">(.*?)</span>)</li>#s', $html, $m, PREG_SET_ORDER );
		self::assertSame( substr_count( $html, '<li>' ), count( $m ), "every item read:\n{$html}" );
		return array_map(
			static fn( array $x ): array => array(
				'name' => html_entity_decode( '' !== $x[1] ? $x[2] : ( $x[3] ?? '' ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
				'url'  => html_entity_decode( $x[1], ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
			),
			$m
		);
	}

	/**
	 * @param list<array{name: string, url: string}> $trail
	 * @return list<array{name: string, url: string}>
	 */
	private static function unlink_last( array $trail ): array {
		if ( $trail ) {
			$trail[ count( $trail ) - 1 ]['url'] = '';
		}
		return $trail;
	}
}
