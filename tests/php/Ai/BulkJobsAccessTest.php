<?php
/**
 * Who may pick, run and review bulk AI jobs, and which posts the pick list offers (any WordPress
 * version; the offline provider writes): the list holds only posts the user can edit, filtered by
 * what their fields lack, type and term; a job over a post the user cannot edit is refused naming it;
 * another user's job answers as an unknown one; applying checks edit_post again.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Ai;

use Sightline\Tests\TestCase;

final class BulkJobsAccessTest extends TestCase {

	private const NS = '/sightline/v1/ai/';

	public function test_the_pick_list_filters_by_missing_or_long_description_type_and_term(): void {
		// The install's sample post and page would be picked too.
		foreach ( get_posts( array( 'post_type' => 'any', 'numberposts' => -1, 'post_status' => 'any', 'fields' => 'ids' ) ) as $id ) {
			wp_delete_post( $id, true );
		}
		$bare = self::factory()->post->create( array( 'post_title' => 'Bare' ) );
		$long = self::factory()->post->create( array( 'post_title' => 'Long' ) );
		update_post_meta( $long, '_sightline_description', str_repeat( 'é', 161 ) );
		$fine = self::factory()->post->create( array( 'post_title' => 'Fine' ) );
		update_post_meta( $fine, '_sightline_description', str_repeat( 'é', 160 ) );
		$page = self::factory()->post->create( array( 'post_type' => 'page', 'post_title' => 'A page' ) );
		$term = self::factory()->category->create( array( 'name' => 'Owls' ) );
		wp_set_post_categories( $bare, array( $term ) );

		$ids = fn( array $query ): array => array_column( $this->rest( 'GET', self::NS . 'candidates', $query, 'editor' )->get_data()['items'], 'id' );

		$this->assertEqualsCanonicalizing( array( $bare, $page ), $ids( array( 'filter' => 'missing_description' ) ) );
		$this->assertSame( array( $long ), $ids( array( 'filter' => 'description_too_long' ) ), 'over 160 characters, counted as characters' );
		$this->assertSame( array( $page ), $ids( array( 'filter' => 'missing_description', 'post_type' => 'page' ) ) );
		$this->assertSame( array( $bare ), $ids( array( 'filter' => 'all', 'taxonomy' => 'category', 'term' => $term ) ) );
		$answer = $this->rest( 'GET', self::NS . 'candidates', array( 'filter' => 'all' ), 'editor' )->get_data();
		$this->assertKeepsContract( 'rest-ai-candidates', $answer );
		$this->assertSame( 4, $answer['total'] );

		$tag = self::factory()->tag->create( array( 'name' => 'Night' ) );
		wp_set_post_tags( $long, array( $tag ) );
		$this->assertSame( array( $long ), $ids( array( 'filter' => 'all', 'taxonomy' => 'post_tag', 'term' => $tag ) ), 'a tag as well as a category' );
		$this->assertSame( array(), $ids( array( 'filter' => 'description_too_long', 'taxonomy' => 'category', 'term' => $term ) ), 'the term and the filter together' );

		$this->assertRestError( 400, 'rest_invalid_param', $this->rest( 'GET', self::NS . 'candidates', array( 'taxonomy' => 'no_such' ), 'editor' ) );
		// A term without its taxonomy, or of another one, is refused naming the field instead of listing every post.
		$alone = $this->rest( 'GET', self::NS . 'candidates', array( 'term' => $term ), 'editor' );
		$this->assertRestError( 400, 'rest_invalid_param', $alone );
		$this->assertSame( 'term', $alone->get_data()['data']['field'] );
		$this->assertRestError( 400, 'rest_invalid_param', $this->rest( 'GET', self::NS . 'candidates', array( 'taxonomy' => 'post_tag', 'term' => $term ), 'editor' ) );
		$this->assertRestError( 400, 'rest_invalid_param', $this->rest( 'GET', self::NS . 'candidates', array( 'filter' => 'everything' ), 'editor' ) );
	}

	public function test_an_author_picks_among_their_own_posts_only_and_is_refused_others(): void {
		$author = self::factory()->user->create( array( 'role' => 'author' ) );
		$own    = self::factory()->post->create( array( 'post_author' => $author ) );
		$other  = self::factory()->post->create();

		$list = $this->rest( 'GET', self::NS . 'candidates', array( 'filter' => 'all' ), $author )->get_data();
		$this->assertSame( array( $own ), array_column( $list['items'], 'id' ) );

		$refused = $this->rest( 'POST', self::NS . 'jobs', array( 'kind' => 'seo', 'ids' => array( $own, $other ), 'fields' => array( 'title' ) ), $author );
		$this->assertRestError( 400, 'rest_invalid_param', $refused );
		$this->assertSame( "ids: you cannot edit {$other} (or they do not exist).", $refused->get_data()['message'] );

		$wrong = $this->rest( 'POST', self::NS . 'jobs', array( 'kind' => 'seo', 'ids' => array( $own ), 'fields' => array( 'alt' ) ), $author );
		$this->assertRestError( 400, 'rest_invalid_param', $wrong );
		$this->assertSame( 'fields: alt cannot be written by this kind of job (it writes title, description).', $wrong->get_data()['message'] );

		$this->assertRestError( 403, 'rest_forbidden', $this->rest( 'GET', self::NS . 'candidates', array(), 'subscriber' ) );
		$this->assertRestError( 401, 'rest_forbidden', $this->rest( 'POST', self::NS . 'jobs', array( 'kind' => 'seo', 'ids' => array( $own ), 'fields' => array( 'title' ) ) ) );
	}

	public function test_a_job_is_its_owners_and_applying_checks_edit_rights_again(): void {
		$author = self::factory()->user->create( array( 'role' => 'author' ) );
		$post   = self::factory()->post->create( array( 'post_author' => $author, 'post_title' => 'Owls', 'post_content' => 'Owls hunt at night in silence.' ) );
		$job    = $this->rest( 'POST', self::NS . 'jobs', array( 'kind' => 'seo', 'ids' => array( $post ), 'fields' => array( 'description' ) ), $author )->get_data()['job'];
		$view   = $this->rest( 'POST', self::NS . "jobs/{$job}/run", array(), $author )->get_data();
		$this->assertSame( 'ready', $view['items'][0]['status'], 'the offline provider wrote it' );
		$this->assertNotSame( '', $view['items'][0]['suggestion']->description ?? $view['items'][0]['suggestion']['description'] );

		foreach ( array( 'GET' => '', 'POST' => '/run' ) as $method => $path ) {
			$this->assertRestError( 404, 'sightline_ai_job_unknown', $this->rest( $method, self::NS . "jobs/{$job}{$path}", array(), 'editor' ) );
		}

		// The post changed hands since: the author may no longer write to it.
		wp_update_post( array( 'ID' => $post, 'post_author' => self::factory()->user->create( array( 'role' => 'author' ) ) ) );
		$answer = $this->rest( 'POST', self::NS . "jobs/{$job}/apply", array( 'items' => array( array( 'id' => $post, 'values' => array( 'description' => 'Mine' ) ) ) ), $author )->get_data();
		$this->assertSame( array(), $answer['applied'] );
		$this->assertSame( 'Sorry, you are not allowed to edit this item.', $answer['refused'][0]['message'] );
		$this->assertSame( '', get_post_meta( $post, '_sightline_description', true ) );
	}
}
