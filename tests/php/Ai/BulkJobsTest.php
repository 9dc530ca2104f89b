<?php
/**
 * Bulk SEO titles and descriptions written in the background through WordPress 7.0+'s real AI client
 * (an in-process model provider, tests/php/Ai/fake-ai-client): a run over many posts writes only
 * suggestions, review applies or discards them one by one, a provider failure fails its post only and
 * is retried, a rate limit keeps what a post got and the next run writes the rest, and a request that
 * died mid-run is resumed by the next one without another tab taking the same post twice.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Ai;

use Sightline\Ai\Ai_Config;
use Sightline\Ai\Jobs;
use Sightline\Ai\Jobs_Table;
use Sightline\Tests\Ai\FakeAiClient\Fake_Ai_Provider;
use Sightline\Tests\TestCase;

final class BulkJobsTest extends TestCase {

	private const JOBS = '/sightline/v1/ai/jobs';

	protected function setUp(): void {
		parent::setUp();
		if ( ! function_exists( 'wp_ai_client_prompt' ) ) {
			$this->markTestSkipped( "WordPress's AI client needs WordPress 7.0 or later; this is WordPress " . get_bloginfo( 'version' ) . ' (run with --core /opt/wordpress/7.1.0).' );
		}
		require_once __DIR__ . '/fake-ai-client/class-fake-ai-provider.php';
		Fake_Ai_Provider::install();
		update_option( Ai_Config::OPTION, array( 'provider' => 'wordpress' ) );
		// The bulk runs here ask for more than the default limit allows in a minute.
		add_filter( 'sightline_ai_rate_limit', static fn() => array( 'requests' => 1000, 'seconds' => 60 ) );
		// Each post's answer names its title, so a suggestion is seen to belong to its post.
		Fake_Ai_Provider::$answer = static function ( string $asked ) {
			preg_match( '/Title: (.+)/', $asked, $title );
			return ( str_contains( $asked, 'meta description' ) ? 'About ' : 'Best ' ) . ( $title[1] ?? '?' );
		};
	}

	/**
	 * @return list<int>
	 */
	private function posts( int $count, string $prefix = 'Owl' ): array {
		$ids = array();
		for ( $i = 1; $i <= $count; $i++ ) {
			$ids[] = self::factory()->post->create( array( 'post_title' => "{$prefix} {$i}", 'post_content' => "Owls number {$i} hunt at night." ) );
		}
		return $ids;
	}

	/**
	 * @param list<int> $ids
	 * @return array<string, mixed>
	 */
	private function start( array $ids, array $fields = array( 'title', 'description' ) ): array {
		$response = $this->rest( 'POST', self::JOBS, array( 'kind' => 'seo', 'ids' => $ids, 'fields' => $fields ), 'editor' );
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	/**
	 * @return array<string, mixed>
	 */
	private function run_once( string $job, int $count = 3 ): array {
		$response = $this->rest( 'POST', self::JOBS . "/{$job}/run", array( 'count' => $count ), 'editor' );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertKeepsContract( 'rest-ai-job', $response->get_data() );
		return $response->get_data();
	}

	/** Runs until nothing is pending, as the screen does; the last answer. */
	private function run_all( string $job ): array {
		for ( $i = 0; $i < 100; $i++ ) {
			$view = $this->run_once( $job );
			if ( 0 === $view['counts']['pending'] + $view['counts']['running'] ) {
				return $view;
			}
		}
		$this->fail( 'the job never ended' );
	}

	/**
	 * @return array<int, array<string, mixed>> Items by id.
	 */
	private static function by_id( array $view ): array {
		return array_column( $view['items'], null, 'id' );
	}

	public function test_a_run_over_25_posts_writes_suggestions_only_then_review_applies_edits_and_discards(): void {
		$ids = $this->posts( 25 );
		update_post_meta( $ids[0], '_sightline_description', 'Kept until applied' );
		$job = $this->start( $ids );
		$this->assertSame( 25, $job['counts']['pending'] );
		$this->assertKeepsContract( 'rest-ai-job', $job );

		$view = $this->run_all( $job['job'] );

		$this->assertSame( 25, $view['counts']['ready'] );
		$this->assertCount( 50, Fake_Ai_Provider::$requests, 'one model call per post and field' );
		$items = self::by_id( $view );
		$this->assertSame( array( 'title' => 'Best Owl 7', 'description' => 'About Owl 7' ), (array) $items[ $ids[6] ]['suggestion'] );
		$this->assertSame( 'Kept until applied', ( (array) $items[ $ids[0] ]['current'] )['description'], 'the current value is shown beside the suggestion' );
		foreach ( $ids as $id ) {
			$this->assertSame( $id === $ids[0] ? 'Kept until applied' : '', get_post_meta( $id, '_sightline_description', true ), 'nothing is written before review' );
			$this->assertSame( '', get_post_meta( $id, '_sightline_title', true ) );
		}

		// One applied as suggested, one edited, one discarded.
		$response = $this->rest(
			'POST',
			self::JOBS . "/{$job['job']}/apply",
			array(
				'items' => array(
					array( 'id' => $ids[0], 'values' => array( 'title' => 'Best Owl 1', 'description' => 'About Owl 1' ) ),
					array( 'id' => $ids[1], 'values' => array( 'description' => 'My own <b>words</b>' ) ),
				),
			),
			'editor'
		);
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( $ids[0], $ids[1] ), $response->get_data()['applied'] );
		$this->assertSame( 'About Owl 1', get_post_meta( $ids[0], '_sightline_description', true ) );
		$this->assertSame( 'Best Owl 1', get_post_meta( $ids[0], '_sightline_title', true ) );
		$this->assertSame( 'My own words', get_post_meta( $ids[1], '_sightline_description', true ), 'an edit is written as plain text' );
		$this->assertSame( '', get_post_meta( $ids[1], '_sightline_title', true ), 'only the fields sent are written' );
		$this->rest( 'POST', self::JOBS . "/{$job['job']}/discard", array( 'ids' => array( $ids[2] ) ), 'editor' );
		$this->assertSame( '', get_post_meta( $ids[2], '_sightline_description', true ) );

		// Applying all that is left, as "Apply all" does.
		$rest  = array_slice( $ids, 3 );
		$items = array_map( static fn( int $id ): array => array( 'id' => $id, 'values' => array( 'title' => "Best Owl x{$id}" ) ), $rest );
		$view  = $this->rest( 'POST', self::JOBS . "/{$job['job']}/apply", array( 'items' => $items ), 'editor' )->get_data();
		$this->assertSame( array( 'pending' => 0, 'running' => 0, 'ready' => 0, 'failed' => 0, 'applied' => 24, 'discarded' => 1, 'total' => 25 ), $view['counts'] );
		$this->assertSame( "Best Owl x{$ids[24]}", get_post_meta( $ids[24], '_sightline_title', true ) );

		// A reviewed item is not applied twice.
		$again = $this->rest( 'POST', self::JOBS . "/{$job['job']}/apply", array( 'items' => array( $items[0] ) ), 'editor' )->get_data();
		$this->assertSame( array(), $again['applied'] );
		$this->assertSame( 'This item has no suggestion waiting for review.', $again['refused'][0]['message'] );
	}

	public function test_a_provider_failure_fails_that_post_only_and_a_retry_writes_it(): void {
		$ids    = $this->posts( 4 );
		$answer = Fake_Ai_Provider::$answer;
		Fake_Ai_Provider::$answer = static fn( string $asked ) => str_contains( $asked, 'Title: Owl 2' ) ? new \RuntimeException( 'Quota exceeded.' ) : $answer( $asked );
		$job    = $this->start( $ids );

		$view  = $this->run_all( $job['job'] );
		$items = self::by_id( $view );

		$this->assertSame( 3, $view['counts']['ready'] );
		$this->assertSame( 1, $view['counts']['failed'] );
		$this->assertSame( 'failed', $items[ $ids[1] ]['status'] );
		$this->assertSame(
			array( 'code' => 'sightline_ai_provider_error', 'message' => 'The AI provider could not write a suggestion right now. Try again later, or ask a site administrator to check the AI settings.', 'field' => 'title', 'status' => 502, 'retry_after' => null ),
			$items[ $ids[1] ]['error'],
			'the provider\'s error is shown on its post, in the words an editor may see'
		);
		$this->assertSame( 'ready', $items[ $ids[2] ]['status'], 'the posts after it still ran' );

		// The provider recovers; Retry failed puts the post back and the next run writes it.
		Fake_Ai_Provider::$answer = $answer;
		$retry                    = $this->rest( 'POST', self::JOBS . "/{$job['job']}/retry", array(), 'editor' )->get_data();
		$this->assertSame( 1, $retry['counts']['pending'] );
		$view = $this->run_all( $job['job'] );
		$this->assertSame( 4, $view['counts']['ready'] );
		$this->assertSame( array( 'title' => 'Best Owl 2', 'description' => 'About Owl 2' ), (array) self::by_id( $view )[ $ids[1] ]['suggestion'] );
		$this->assertNull( self::by_id( $view )[ $ids[1] ]['error'] );
	}

	public function test_the_rate_limit_keeps_what_a_post_got_and_the_next_run_writes_the_rest(): void {
		$ids = $this->posts( 2 );
		add_filter( 'sightline_ai_rate_limit', static fn() => array( 'requests' => 3, 'seconds' => 3600 ), 20 );
		$job = $this->start( $ids );

		$response = $this->rest( 'POST', self::JOBS . "/{$job['job']}/run", array( 'count' => 2 ), 'editor' );
		$view     = $response->get_data();

		$this->assertGreaterThan( 0, $view['retry_after'] );
		$this->assertSame( (string) $view['retry_after'], $response->get_headers()['Retry-After'] );
		$second = self::by_id( $view )[ $ids[1] ];
		$this->assertSame( 'pending', $second['status'], 'a rate-limited post waits for the next run' );
		$this->assertSame( array( 'title' => 'Best Owl 2' ), (array) $second['suggestion'], 'what it got is kept' );
		$this->assertSame( 'sightline_ai_rate_limited', $second['error']['code'] );
		$this->assertSame( 429, $second['error']['status'] );

		// A new window: only the missing description is asked for.
		remove_all_filters( 'sightline_ai_rate_limit' );
		Fake_Ai_Provider::$requests = array();
		$view                       = $this->run_once( $job['job'] );
		$this->assertNull( $view['retry_after'] );
		$this->assertCount( 1, Fake_Ai_Provider::$requests );
		$this->assertSame( array( 'title' => 'Best Owl 2', 'description' => 'About Owl 2' ), (array) self::by_id( $view )[ $ids[1] ]['suggestion'] );
		$this->assertSame( 2, $view['counts']['ready'] );
	}

	public function test_a_job_resumes_after_a_closed_tab_and_a_request_that_died(): void {
		$ids = $this->posts( 5 );
		$job = $this->start( $ids )['job'];
		$this->run_once( $job, 2 );

		// The tab closed; the user comes back and finds the job.
		$latest = $this->rest( 'GET', self::JOBS . '/latest', array( 'kind' => 'seo' ), 'editor' )->get_data();
		$this->assertSame( $job, $latest['job'] );
		$this->assertSame( 2, $latest['counts']['ready'] );
		$this->assertSame( 3, $latest['counts']['pending'] );

		// A request took a post and died before answering: another run leaves it while it may still come back…
		$jobs  = new Jobs();
		$taken = $jobs->claim( $job, 1 );
		$this->assertCount( 1, $taken );
		$view = $this->run_once( $job, 10 );
		$this->assertSame( 1, $view['counts']['running'], 'a post being written is not taken twice' );
		$this->assertSame( 4, $view['counts']['ready'] );

		// …and takes it once it is past the time a request can last.
		global $wpdb;
		$wpdb->update( Jobs_Table::name(), array( 'claimed' => time() - Jobs::CLAIM_SECONDS - 1 ), array( 'id' => $taken[0]['id'] ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the test ages the claim.
		$view = $this->run_once( $job, 10 );
		$this->assertSame( 5, $view['counts']['ready'] );
		$this->assertSame( 'Best Owl 3', ( (array) self::by_id( $view )[ $ids[2] ]['suggestion'] )['title'] );

		$this->rest( 'POST', self::JOBS . "/{$job}/discard", array( 'ids' => $ids ), 'editor' );
		$none = $this->rest( 'GET', self::JOBS . '/latest', array( 'kind' => 'seo' ), 'editor' )->get_data();
		$this->assertNull( $none['job'], 'a reviewed job is not offered again' );
		$this->assertKeepsContract( 'rest-ai-job', $none );
	}

	public function test_the_bulk_ability_writes_suggestions_for_review_and_checks_each_post(): void {
		if ( ! function_exists( 'wp_get_ability' ) ) {
			$this->markTestSkipped( 'The Abilities API needs WordPress 6.9 or later.' );
		}
		$ids   = $this->posts( 2 );
		$route = '/wp-abilities/v1/abilities/sightline-seo/bulk-generate-seo-text/run';

		$response = $this->rest( 'POST', $route, array( 'input' => array( 'ids' => $ids, 'fields' => array( 'description' ) ) ), 'editor' );

		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$answer = $response->get_data();
		$this->assertSame( array( 'description' => 'About Owl 1' ), (array) $answer['items'][0]['suggestion'] );
		$this->assertSame( 'ready', $answer['items'][1]['status'] );
		$this->assertSame( '', get_post_meta( $ids[0], '_sightline_description', true ), 'kept for review, not written' );
		$this->assertSame( $answer['job'], $this->rest( 'GET', self::JOBS . '/latest', array( 'kind' => 'seo' ), 'editor' )->get_data()['job'], 'the job is on the Bulk AI screen' );

		$other = self::factory()->post->create( array( 'post_author' => self::factory()->user->create( array( 'role' => 'editor' ) ) ) );
		$this->assertSame( 403, $this->rest( 'POST', $route, array( 'input' => array( 'ids' => array( $other ) ) ), 'author' )->get_status(), 'edit_post on every post' );
	}
}
