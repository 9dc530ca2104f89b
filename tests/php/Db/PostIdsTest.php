<?php
/**
 * The post an address names is found as url_to_postid() finds it, but an archive's address (a category,
 * a year, an author) answers 0 without running the archive's query, which reads every post in it. The
 * link suggestions and the automatic redirects ask it.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Db;

use Sightline\Checks\Links\Link_Suggestions;
use Sightline\Db\Post_Ids;
use Sightline\Plugin;
use Sightline\Tests\TestCase;

final class PostIdsTest extends TestCase {

	/** @var list<string> */
	private array $archive_queries = array();

	protected function setUp(): void {
		parent::setUp();
		add_filter( 'query', array( $this, 'spy' ) );
	}

	protected function tearDown(): void {
		remove_filter( 'query', array( $this, 'spy' ) );
		parent::tearDown();
	}

	/** Notes a query that lists posts for an archive (a term's, a date's or an author's). */
	public function spy( $query ) {
		global $wpdb;
		if ( is_string( $query ) && str_contains( $query, "SELECT SQL_CALC_FOUND_ROWS  {$wpdb->posts}.ID" ) ) {
			$this->archive_queries[] = $query;
		}
		return $query;
	}

	public function test_single_posts_are_found_and_archives_answer_zero_without_their_query(): void {
		$category = self::factory()->category->create( array( 'slug' => 'news' ) );
		$post     = self::factory()->post->create( array( 'post_name' => 'hello-there', 'post_category' => array( $category ) ) );
		$page     = self::factory()->post->create( array( 'post_type' => 'page', 'post_name' => 'about' ) );
		$author   = get_author_posts_url( (int) get_post_field( 'post_author', $post ) );

		$this->assertSame( $post, Post_Ids::of_url( get_permalink( $post ) ) );
		$this->assertSame( $page, Post_Ids::of_url( get_permalink( $page ) ) );
		$this->archive_queries = array();
		foreach ( array( get_term_link( $category ), home_url( '/' . gmdate( 'Y' ) . '/' ), $author ) as $archive ) {
			$this->assertSame( url_to_postid( $archive ), Post_Ids::of_url( $archive ), "{$archive}: as url_to_postid() answers" );
		}
		$this->assertNotEmpty( $this->archive_queries, 'url_to_postid() itself runs the archives\' queries' );
		$this->archive_queries = array();
		foreach ( array( get_term_link( $category ), home_url( '/' . gmdate( 'Y' ) . '/' ), $author ) as $archive ) {
			$this->assertSame( 0, Post_Ids::of_url( $archive ) );
		}
		$this->assertSame( array(), $this->archive_queries, 'no archive\'s query' );
	}

	public function test_link_suggestions_read_no_archive_a_post_links_to(): void {
		$category = self::factory()->category->create( array( 'slug' => 'news' ) );
		$linked   = self::factory()->post->create( array( 'post_title' => 'Linked post' ) );
		$source   = self::factory()->post->create(
			array(
				'post_status'  => 'draft',
				'post_content' => '<p>See <a href="' . get_term_link( $category ) . '">the news</a> and <a href="' . get_permalink( $linked ) . '">a post</a>.</p>',
			)
		);
		$this->archive_queries = array();
		$ids                   = array_column( Plugin::get( Link_Suggestions::class )->for_post( get_post( $source ), array( 'linked', 'post' ) ), 'id' );
		$this->assertSame( array(), $this->archive_queries );
		$this->assertNotContains( $linked, $ids, 'the post it links to is still known' );
	}
}
