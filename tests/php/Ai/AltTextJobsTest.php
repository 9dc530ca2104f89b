<?php
/**
 * Bulk image alt text through WordPress 7.0+'s real AI client (an in-process model provider,
 * tests/php/Ai/fake-ai-client) with the image attached to the prompt: suggestions only until review,
 * a provider failure fails its image and a retry writes it, a row left running by a request that died
 * is resumed, applying writes the attachment and, for a job over one post's images, the alt of that
 * post's image blocks that have none; the job is refused with the reason when the model cannot take
 * images or the site's provider is another one; an author works on their own images only. Also the
 * two abilities. (The library's pick list and the site check, which need no AI client: AltTextAccessTest.)
 *
 * @package Sightline
 */

namespace Sightline\Tests\Ai;

use Sightline\Ai\Ai_Config;
use Sightline\Ai\Jobs;
use Sightline\Ai\Jobs_Table;
use Sightline\Tests\Ai\FakeAiClient\Fake_Ai_Provider;
use Sightline\Tests\TestCase;

final class AltTextJobsTest extends TestCase {

	private const NS = '/sightline/v1/ai/';

	private const NO_IMAGES = 'The AI connector set up for this site does not accept images, so it cannot write alt text. Choose a connector or model that reads images under Settings > Connectors.';

	protected function setUp(): void {
		parent::setUp();
		if ( ! function_exists( 'wp_ai_client_prompt' ) ) {
			$this->markTestSkipped( "WordPress's AI client needs WordPress 7.0 or later; this is WordPress " . get_bloginfo( 'version' ) . ' (run with --core /opt/wordpress/7.1.0).' );
		}
		require_once __DIR__ . '/fake-ai-client/class-fake-ai-provider.php';
		Fake_Ai_Provider::install();
		update_option( Ai_Config::OPTION, array( 'provider' => 'wordpress' ) );
		add_filter( 'sightline_ai_rate_limit', static fn() => array( 'requests' => 1000, 'seconds' => 60 ) );
		// The answer names the image's title, and says whether the image itself came with the prompt.
		Fake_Ai_Provider::$answer = static function ( string $asked ) {
			preg_match( '/Title: (.+)/', $asked, $title );
			return ( str_contains( $asked, 'File: image/png inline' ) ? 'A photo of ' : 'Unseen ' ) . ( $title[1] ?? '?' );
		};
	}

	/** An image in the media library, its file on disk, without alt text. */
	private function image( string $title, int $author = 1 ): int {
		$id = self::factory()->attachment->create_image( array( 'width' => 40, 'height' => 30, 'filename' => sanitize_title( $title ) . '.png', 'title' => $title ) );
		wp_update_post( array( 'ID' => $id, 'post_author' => $author ) );
		return $id;
	}

	/**
	 * @return list<int>
	 */
	private function images( int $count, int $author = 1 ): array {
		$ids = array();
		for ( $i = 1; $i <= $count; $i++ ) {
			$ids[] = $this->image( "Owl {$i}", $author );
		}
		return $ids;
	}

	/**
	 * @param list<int> $ids
	 */
	private function start( array $ids, int $post = 0, $user = 'editor' ): array {
		$response = $this->rest( 'POST', self::NS . 'jobs', array( 'kind' => 'alt', 'ids' => $ids, 'fields' => array( 'alt' ), 'post' => $post ), $user );
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertKeepsContract( 'rest-ai-job', $response->get_data() );
		return $response->get_data();
	}

	private function run_once( string $job, int $count = 3 ): array {
		$response = $this->rest( 'POST', self::NS . "jobs/{$job}/run", array( 'count' => $count ), 'editor' );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertKeepsContract( 'rest-ai-job', $response->get_data() );
		return $response->get_data();
	}

	private function run_all( string $job ): array {
		for ( $i = 0; $i < 50; $i++ ) {
			$view = $this->run_once( $job );
			if ( 0 === $view['counts']['pending'] + $view['counts']['running'] ) {
				return $view;
			}
		}
		$this->fail( 'the job never ended' );
	}

	private static function by_id( array $view ): array {
		return array_column( $view['items'], null, 'id' );
	}

	private static function block( int $id, string $alt ): string {
		return "<!-- wp:image {\"id\":{$id},\"sizeSlug\":\"large\"} -->\n<figure class=\"wp-block-image size-large\"><img src=\"https://example.org/owl-{$id}.png\" alt=\"{$alt}\" class=\"wp-image-{$id}\"/></figure>\n<!-- /wp:image -->";
	}

	public function test_alt_text_for_five_images_is_written_from_the_image_and_kept_for_review_until_applied(): void {
		$ids = $this->images( 5 );
		$job = $this->start( $ids );
		$this->assertSame( 5, $job['counts']['pending'] );

		$view  = $this->run_all( $job['job'] );
		$items = self::by_id( $view );

		$this->assertSame( 5, $view['counts']['ready'] );
		$this->assertCount( 5, Fake_Ai_Provider::$requests, 'one model call per image' );
		$this->assertSame( array( 'alt' => 'A photo of Owl 4' ), (array) $items[ $ids[3] ]['suggestion'], 'the model was given the image itself, inline' );
		$this->assertSame( 'Owl 4', $items[ $ids[3] ]['label'] );
		$system = (string) end( Fake_Ai_Provider::$requests )['config']->getSystemInstruction();
		$this->assertStringContainsString( 'You write the alt text of an image', $system );
		$this->assertStringContainsString( 'at most 125 characters', $system );
		foreach ( $ids as $id ) {
			$this->assertSame( '', get_post_meta( $id, '_wp_attachment_image_alt', true ), 'nothing is written before review' );
		}

		$applied = $this->rest(
			'POST',
			self::NS . "jobs/{$job['job']}/apply",
			array(
				'items' => array(
					array( 'id' => $ids[0], 'values' => array( 'alt' => 'A photo of Owl 1' ) ),
					array( 'id' => $ids[1], 'values' => array( 'alt' => 'A <b>barn</b> owl' ) ),
				),
			),
			'editor'
		)->get_data();
		$this->assertSame( array( $ids[0], $ids[1] ), $applied['applied'] );
		$this->assertSame( 'A photo of Owl 1', get_post_meta( $ids[0], '_wp_attachment_image_alt', true ) );
		$this->assertSame( 'A barn owl', get_post_meta( $ids[1], '_wp_attachment_image_alt', true ), 'an edit is written as plain text' );
		$this->assertSame( 'A photo of Owl 1', ( (array) self::by_id( $applied )[ $ids[0] ]['current'] )['alt'] );
		$this->assertSame( '', get_post_meta( $ids[2], '_wp_attachment_image_alt', true ) );
	}

	public function test_a_provider_failure_fails_that_image_only_and_a_retry_writes_it(): void {
		$ids    = $this->images( 5 );
		$answer = Fake_Ai_Provider::$answer;
		Fake_Ai_Provider::$answer = static fn( string $asked ) => str_contains( $asked, 'Title: Owl 3' ) ? new \RuntimeException( 'Model overloaded.' ) : $answer( $asked );
		$job    = $this->start( $ids )['job'];

		$view  = $this->run_all( $job );
		$error = self::by_id( $view )[ $ids[2] ]['error'];

		$this->assertSame( 4, $view['counts']['ready'] );
		$this->assertSame( 'failed', self::by_id( $view )[ $ids[2] ]['status'] );
		$this->assertSame( 'sightline_ai_provider_error', $error['code'] );
		$this->assertSame( 'alt', $error['field'] );
		$this->assertSame( 502, $error['status'] );
		$this->assertSame( 'ready', self::by_id( $view )[ $ids[4] ]['status'], 'the images after it still ran' );

		Fake_Ai_Provider::$answer = $answer;
		$this->assertSame( 1, $this->rest( 'POST', self::NS . "jobs/{$job}/retry", array(), 'editor' )->get_data()['counts']['pending'] );
		$view = $this->run_all( $job );
		$this->assertSame( 5, $view['counts']['ready'] );
		$this->assertSame( array( 'alt' => 'A photo of Owl 3' ), (array) self::by_id( $view )[ $ids[2] ]['suggestion'] );
		$this->assertNull( self::by_id( $view )[ $ids[2] ]['error'] );
	}

	public function test_a_row_left_running_by_a_request_that_died_is_resumed_once_stale(): void {
		$ids = $this->images( 3 );
		$job = $this->start( $ids )['job'];

		$taken = ( new Jobs() )->claim( $job, 1 );
		$view  = $this->run_once( $job, 10 );
		$this->assertSame( 1, $view['counts']['running'], 'an image being written is not taken twice' );
		$this->assertSame( 2, $view['counts']['ready'] );
		$latest = $this->rest( 'GET', self::NS . 'jobs/latest', array( 'kind' => 'alt' ), 'editor' )->get_data();
		$this->assertSame( $job, $latest['job'], 'the unfinished job is found again' );

		global $wpdb;
		$wpdb->update( Jobs_Table::name(), array( 'claimed' => time() - Jobs::CLAIM_SECONDS - 1 ), array( 'id' => $taken[0]['id'] ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the test ages the claim.
		$view = $this->run_once( $job, 10 );
		$this->assertSame( 3, $view['counts']['ready'] );
		$this->assertSame( array( 'alt' => 'A photo of Owl 1' ), (array) self::by_id( $view )[ $ids[0] ]['suggestion'] );
	}

	public function test_applying_a_job_over_a_posts_images_sets_the_alt_of_its_image_blocks_that_have_none(): void {
		$owl   = $this->image( 'Barn owl' );
		$other = $this->image( 'Snowy owl' );
		$named = $this->image( 'Eagle owl' );
		update_post_meta( $named, '_wp_attachment_image_alt', 'An eagle owl' );
		$content = self::block( $owl, '' ) . "\n\n<!-- wp:paragraph -->\n<p>Owls & \"friends\"</p>\n<!-- /wp:paragraph -->\n\n"
			. self::block( $owl, 'My own words' ) . "\n\n<!-- wp:group -->\n<div class=\"wp-block-group\">" . self::block( $other, '' ) . '</div>' . "\n<!-- /wp:group -->\n\n"
			. self::block( $named, 'Eagle' );
		$post    = self::factory()->post->create( array( 'post_title' => 'Night birds', 'post_content' => $content, 'post_excerpt' => 'Kept excerpt' ) );
		update_post_meta( $post, '_sightline_description', 'Kept meta' );
		$content = get_post_field( 'post_content', $post );

		$pick = $this->rest( 'GET', self::NS . 'candidates/images', array( 'post' => $post ), 'editor' )->get_data();
		$this->assertKeepsContract( 'rest-ai-image-candidates', $pick );
		$this->assertSame( array( $owl, $other ), array_column( $pick['items'], 'id' ), 'the images of blocks without alt, nested ones too, once each' );
		$this->assertNull( $pick['unavailable'] );

		$job = $this->start( array( $owl, $other ), $post )['job'];
		$this->run_all( $job );
		$this->assertSame( $content, get_post_field( 'post_content', $post ), 'the post is not touched before review' );
		$view = $this->rest( 'POST', self::NS . "jobs/{$job}/apply", array( 'items' => array( array( 'id' => $owl, 'values' => array( 'alt' => 'A barn owl "at dusk"' ) ) ) ), 'editor' )->get_data();
		$this->assertSame( array( $owl ), $view['applied'], wp_json_encode( $view['refused'] ) );
		$this->assertSame( $post, $view['post'] );

		$this->assertSame( 'A barn owl "at dusk"', get_post_meta( $owl, '_wp_attachment_image_alt', true ) );
		$blocks = array_values( array_filter( parse_blocks( get_post_field( 'post_content', $post ) ), static fn( array $b ): bool => null !== $b['blockName'] ) );
		$this->assertStringContainsString( 'alt="A barn owl &quot;at dusk&quot;"', $blocks[0]['innerHTML'], 'the empty block got the alt, escaped' );
		$this->assertSame( $owl, $blocks[0]['attrs']['id'] );
		$this->assertStringContainsString( 'alt="My own words"', $blocks[2]['innerHTML'], 'an alt written in the post is kept' );
		$this->assertStringContainsString( 'alt=""', $blocks[3]['innerBlocks'][0]['innerHTML'], 'another image\'s block is left' );
		$this->assertStringContainsString( '<p>Owls &amp; "friends"</p>', $blocks[1]['innerHTML'], 'the rest of the content is as it was' );
		$saved = get_post( $post );
		$this->assertSame( 'Night birds', $saved->post_title );
		$this->assertSame( 'Kept excerpt', $saved->post_excerpt );
		$this->assertSame( 'Kept meta', get_post_meta( $post, '_sightline_description', true ) );

		// The block now has its alt: the post no longer offers that image.
		$after = $this->rest( 'GET', self::NS . 'candidates/images', array( 'post' => $post ), 'editor' )->get_data();
		$this->assertSame( array( $other ), array_column( $after['items'], 'id' ) );
	}

	public function test_a_model_that_cannot_take_images_is_refused_up_front_and_fails_rows_saying_so(): void {
		$ids = $this->images( 2 );
		$job = $this->start( $ids )['job'];

		Fake_Ai_Provider::$takes_images = false;
		$refused = $this->rest( 'POST', self::NS . 'jobs', array( 'kind' => 'alt', 'ids' => $ids, 'fields' => array( 'alt' ) ), 'editor' );
		$this->assertRestError( 400, 'sightline_ai_no_image_input', $refused );
		$this->assertSame( self::NO_IMAGES, $refused->get_data()['message'] );
		$this->assertSame( self::NO_IMAGES, $this->rest( 'GET', self::NS . 'candidates/images', array(), 'editor' )->get_data()['unavailable'] );

		// A job started before the connector changed: each image fails with the reason, no model is asked.
		$view = $this->run_all( $job );
		$this->assertSame( 2, $view['counts']['failed'] );
		$this->assertSame( self::NO_IMAGES, $view['items'][0]['error']['message'] );
		$this->assertSame( array(), Fake_Ai_Provider::$requests );

		// Another provider than WordPress's AI client cannot see images either.
		Fake_Ai_Provider::$takes_images = true;
		update_option( Ai_Config::OPTION, array( 'provider' => 'offline' ) );
		$offline = $this->rest( 'POST', self::NS . 'jobs', array( 'kind' => 'alt', 'ids' => $ids, 'fields' => array( 'alt' ) ), 'editor' );
		$this->assertRestError( 400, 'sightline_ai_no_image_input', $offline );
		$this->assertStringContainsString( 'The AI provider chosen for this site cannot read images', $offline->get_data()['message'] );
	}

	public function test_an_author_lists_and_picks_their_own_images_only(): void {
		$author = self::factory()->user->create( array( 'role' => 'author' ) );
		$own    = $this->image( 'Mine', $author );
		$others = $this->image( 'Theirs' );
		$post   = self::factory()->post->create( array( 'post_content' => self::block( $own, '' ) ) );

		$list = $this->rest( 'GET', self::NS . 'candidates/images', array(), $author )->get_data();
		$this->assertSame( array( $own ), array_column( $list['items'], 'id' ) );
		$this->assertSame( 1, $list['total'] );

		$refused = $this->rest( 'POST', self::NS . 'jobs', array( 'kind' => 'alt', 'ids' => array( $own, $others ), 'fields' => array( 'alt' ) ), $author );
		$this->assertRestError( 400, 'rest_invalid_param', $refused );
		$this->assertSame( "ids: you cannot edit {$others} (or they do not exist).", $refused->get_data()['message'] );
		// Nor the blocks of another's post.
		$this->assertRestError( 400, 'rest_invalid_param', $this->rest( 'POST', self::NS . 'jobs', array( 'kind' => 'alt', 'ids' => array( $own ), 'fields' => array( 'alt' ), 'post' => $post ), $author ) );
		$this->assertRestError( 403, 'rest_forbidden', $this->rest( 'GET', self::NS . 'candidates/images', array( 'post' => $post ), $author ) );
		$this->assertRestError( 403, 'rest_forbidden', $this->rest( 'GET', self::NS . 'candidates/images', array(), 'subscriber' ) );

		// Applying checks edit rights again: the image changed hands after the job was started.
		$job = $this->start( array( $own ), 0, $author )['job'];
		$this->rest( 'POST', self::NS . "jobs/{$job}/run", array(), $author );
		wp_update_post( array( 'ID' => $own, 'post_author' => 1 ) );
		$view = $this->rest( 'POST', self::NS . "jobs/{$job}/apply", array( 'items' => array( array( 'id' => $own, 'values' => array( 'alt' => 'Mine' ) ) ) ), $author )->get_data();
		$this->assertSame( array(), $view['applied'] );
		$this->assertSame( '', get_post_meta( $own, '_wp_attachment_image_alt', true ) );
	}

	public function test_the_abilities_list_images_without_alt_and_write_suggestions_for_review(): void {
		if ( ! function_exists( 'wp_get_ability' ) ) {
			$this->markTestSkipped( 'The Abilities API needs WordPress 6.9 or later.' );
		}
		$ids  = $this->images( 2 );
		$list = $this->rest( 'GET', '/wp-abilities/v1/abilities/sightline-seo/list-images-without-alt/run', array( 'input' => array( 'per_page' => 100 ) ), 'author' );
		$this->assertSame( 200, $list->get_status(), wp_json_encode( $list->get_data() ) );
		$this->assertSame( array(), array_values( array_intersect( $ids, array_column( $list->get_data()['items'], 'id' ) ) ), 'an author sees their own uploads only' );
		$listed = $this->rest( 'GET', '/wp-abilities/v1/abilities/sightline-seo/list-images-without-alt/run', array( 'input' => array( 'per_page' => 100 ) ), 'editor' )->get_data();
		$this->assertContains( $ids[0], array_column( $listed['items'], 'id' ) );
		$this->assertSame( 403, $this->rest( 'GET', '/wp-abilities/v1/abilities/sightline-seo/list-images-without-alt/run', array(), 'subscriber' )->get_status() );

		$route  = '/wp-abilities/v1/abilities/sightline-seo/bulk-generate-alt-text/run';
		$answer = $this->rest( 'POST', $route, array( 'input' => array( 'ids' => $ids ) ), 'editor' );
		$this->assertSame( 200, $answer->get_status(), wp_json_encode( $answer->get_data() ) );
		$this->assertSame( array( 'alt' => 'A photo of Owl 1' ), (array) $answer->get_data()['items'][0]['suggestion'] );
		$this->assertSame( '', get_post_meta( $ids[0], '_wp_attachment_image_alt', true ), 'kept for review, not written' );
		$this->assertSame( $answer->get_data()['job'], $this->rest( 'GET', self::NS . 'jobs/latest', array( 'kind' => 'alt' ), 'editor' )->get_data()['job'] );
		$this->assertSame( 403, $this->rest( 'POST', $route, array( 'input' => array( 'ids' => array( $ids[0] ) ) ), 'author' )->get_status(), 'edit_post on every image' );
	}
}
