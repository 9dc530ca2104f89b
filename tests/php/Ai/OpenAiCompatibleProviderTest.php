<?php
/**
 * The OpenAI-compatible provider against a fake chat-completions server on 127.0.0.1: answers,
 * provider errors, timeouts and missing configuration all give clear messages.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Ai;

use Sightline\Ai\Ai_Config;
use Sightline\Tests\TestCase;

require_once __DIR__ . '/FakeOpenAiServer.php';

final class OpenAiCompatibleProviderTest extends TestCase {

	private const ROUTE = '/sightline/v1/generate-content';

	private static ?FakeOpenAiServer $server = null;

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$server = new FakeOpenAiServer();
	}

	public static function tearDownAfterClass(): void {
		self::$server?->stop();
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		// A model on the server's own machine: the server owner's choice (SIGHTLINE_AI_PRIVATE_HOSTS).
		add_filter( 'sightline_ai_private_hosts', static fn( $hosts ) => array_merge( $hosts, array( 'localhost' ) ) );
	}

	/**
	 * @param array<string, mixed> $config
	 */
	private function generate( array $config ): \WP_REST_Response {
		update_option(
			Ai_Config::OPTION,
			$config + array(
				'provider' => 'openai',
				'base_url' => self::$server->base_url(),
				'model'    => 'test-model',
				'api_key'  => 'sk-test-123',
			)
		);
		$post_id = self::factory()->post->create( array( 'post_title' => 'Night sky photography', 'post_content' => '<p>Long exposures reveal the Milky Way above dark mountain ridges.</p>' ) );
		return $this->rest( 'POST', self::ROUTE, array( 'type' => 'page_description', 'post_id' => $post_id ), 'administrator' );
	}

	public function test_the_answer_is_cleaned_and_the_prompt_carries_limit_and_content(): void {
		$response = $this->generate( array() );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'Fresh remote text for the page', $response->get_data()['content'] );
		$request = array_slice( self::$server->requests(), -1 )[0];
		$this->assertSame( 'POST', $request['method'] );
		$this->assertSame( '/v1/chat/completions', $request['path'] );
		$this->assertStringContainsString( 'at most 160 characters', $request['body']['messages'][0]['content'] );
		$this->assertStringContainsString( 'Long exposures reveal the Milky Way', $request['body']['messages'][1]['content'] );
	}

	public function test_a_long_answer_is_fitted_in_the_limit(): void {
		$content = $this->generate( array( 'model' => 'long-model' ) )->get_data()['content'];
		$this->assertLessThanOrEqual( 160, mb_strlen( $content ) );
		$this->assertStringEndsWith( '…', $content );
	}

	public function test_a_provider_error_is_a_502_with_the_providers_message(): void {
		$response = $this->generate( array( 'model' => 'broken-model' ) );
		$this->assertRestError( 502, 'sightline_ai_provider_error', $response );
		$this->assertSame( 'The AI provider answered with an error (HTTP 500): The model is overloaded.', $response->get_data()['message'] );
	}

	public function test_a_wrong_key_says_so(): void {
		$response = $this->generate( array( 'api_key' => 'sk-wrong' ) );
		$this->assertRestError( 502, 'sightline_ai_provider_error', $response );
		$this->assertStringContainsString( 'HTTP 401', $response->get_data()['message'] );
		$this->assertStringContainsString( 'Incorrect API key provided.', $response->get_data()['message'] );
	}

	public function test_an_answer_without_text_is_reported(): void {
		$this->assertRestError( 502, 'sightline_ai_empty', $this->generate( array( 'model' => 'empty-model' ) ) );
	}

	public function test_a_slow_provider_times_out_with_a_clear_message(): void {
		$started  = microtime( true );
		$response = $this->generate( array( 'model' => 'slow-model', 'timeout' => 1 ) );
		$this->assertLessThan( 2.5, microtime( true ) - $started, 'The request gives up after the configured timeout.' );
		$this->assertRestError( 504, 'sightline_ai_timeout', $response );
		$this->assertSame( 'The AI provider did not answer within 1 seconds. Try again, or raise the timeout.', $response->get_data()['message'] );
	}

	public function test_an_unreachable_provider_is_reported(): void {
		$socket = stream_socket_server( 'tcp://127.0.0.1:0' );
		$port   = (int) substr( (string) stream_socket_get_name( $socket, false ), strrpos( (string) stream_socket_get_name( $socket, false ), ':' ) + 1 );
		fclose( $socket ); // Nothing listens there now.
		$response = $this->generate( array( 'base_url' => 'http://localhost:' . $port . '/v1' ) );
		$this->assertRestError( 502, 'sightline_ai_unreachable', $response );
		$this->assertStringStartsWith( 'The AI provider could not be reached: ', $response->get_data()['message'] );
	}

	public function test_missing_configuration_sends_nothing_and_says_what_is_missing(): void {
		$before   = count( self::$server->requests() );
		$response = $this->generate( array( 'api_key' => '' ) );
		$this->assertRestError( 503, 'sightline_ai_not_configured', $response );
		$this->assertSame( 'The OpenAI-compatible provider is not configured: set its base URL, model and API key.', $response->get_data()['message'] );
		$this->assertCount( $before, self::$server->requests() );
	}
}
