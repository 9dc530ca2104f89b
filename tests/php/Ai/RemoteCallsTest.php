<?php
/**
 * What AI generation may ask of the network and of the site: no redirects followed, provider details
 * only for site managers, a per-user rate limit with a retry time, a timeout of at most 30 seconds, and
 * on a network no private address chosen by a site admin.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Ai;

use Sightline\Ai\Ai_Config;
use Sightline\Ai\Rate_Limit;
use Sightline\Tests\TestCase;

final class RemoteCallsTest extends TestCase {

	private const ROUTE = '/sightline/v1/generate-content';

	/** @var list<array<string, mixed>> */
	private array $sent = array();

	private function use_openai( string $status_line = '200' ): void {
		update_option(
			Ai_Config::OPTION,
			array(
				'provider' => 'openai',
				'base_url' => 'https://ai.example.test/v1',
				'model'    => 'm',
				'api_key'  => 'sk-test',
			)
		);
		// The provider's host, as DNS would answer it: a public address.
		add_filter( 'sightline_ai_resolve_host', static fn() => array( '93.184.216.34' ) );
		add_filter(
			'pre_http_request',
			function ( $pre, $args, $url ) use ( $status_line ) {
				$this->sent[] = $args + array( 'url' => $url );
				$code         = (int) $status_line;
				return array(
					'headers'  => 300 <= $code && $code < 400 ? array( 'location' => 'https://elsewhere.example/v1/chat/completions' ) : array(),
					'body'     => 200 === $code ? '{"choices":[{"message":{"content":"A fine title"}}]}' : '{"error":{"message":"Internal host db-7.corp failed"}}',
					'response' => array(
						'code'    => $code,
						'message' => '',
					),
					'cookies'  => array(),
					'filename' => null,
				);
			},
			10,
			3
		);
	}

	private function generate( string $role ): \WP_REST_Response {
		$post_id = self::factory()->post->create(
			array(
				'post_title'  => 'Owls',
				'post_author' => $this->act_as( $role ),
			)
		);
		return $this->rest( 'POST', self::ROUTE, array( 'type' => 'page_title', 'post_id' => $post_id ), $role );
	}

	public function test_a_redirect_is_not_followed_and_says_so(): void {
		$this->use_openai( '301' );
		$response = $this->generate( 'administrator' );
		$this->assertSame( 0, $this->sent[0]['redirection'], 'the key and the page never follow a redirect to another host' );
		$this->assertCount( 1, $this->sent );
		$this->assertRestError( 502, 'sightline_ai_provider_error', $response );
		$this->assertStringContainsString( 'redirect (HTTP 301), which is not followed', $response->get_data()['message'] );
	}

	public function test_provider_details_are_for_site_managers_only(): void {
		$this->use_openai( '500' );
		$editor = $this->generate( 'editor' );
		$this->assertRestError( 502, 'sightline_ai_provider_error', $editor );
		$this->assertStringNotContainsString( 'db-7.corp', $editor->get_data()['message'] );
		$this->assertSame( 'The AI provider could not write a suggestion right now. Try again later, or ask a site administrator to check the AI settings.', $editor->get_data()['message'] );

		$admin = $this->generate( 'administrator' );
		$this->assertStringContainsString( 'Internal host db-7.corp failed', $admin->get_data()['message'] );
	}

	public function test_each_user_is_rate_limited_with_a_retry_time(): void {
		$this->use_openai();
		for ( $i = 0; $i < Rate_Limit::REQUESTS; $i++ ) {
			$this->assertSame( 200, $this->generate( 'author' )->get_status(), "generation {$i}" );
		}
		$response = $this->generate( 'author' );
		$this->assertRestError( 429, 'sightline_ai_rate_limited', $response );
		$retry = (int) $response->get_headers()['Retry-After'];
		$this->assertGreaterThan( 0, $retry );
		$this->assertLessThanOrEqual( Rate_Limit::WINDOW, $retry );
		$this->assertMatchesRegularExpression( '/^Too many AI suggestions in a short time\. Try again in \d+ seconds?\.$/', $response->get_data()['message'] );
		$this->assertCount( Rate_Limit::REQUESTS, $this->sent, 'the refused request never reached the provider' );

		$this->assertSame( 200, $this->generate( 'editor' )->get_status(), 'another user has a limit of their own' );
	}

	public function test_the_timeout_is_at_most_30_seconds(): void {
		$this->assertSame( 30, Ai_Config::MAX_TIMEOUT );
		$response = $this->rest( 'POST', '/sightline/v1/ai/auth', array( 'provider' => 'openai', 'base_url' => 'https://ai.example.test/v1', 'model' => 'm', 'accessKey' => 'sk', 'timeout' => 31 ), 'administrator' );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'timeout must be between 1 (inclusive) and 30 (inclusive)', $response->get_data()['data']['params']['timeout'] );
	}
}
