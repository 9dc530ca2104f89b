<?php
/**
 * The `wordpress` AI provider against WordPress 7.0+'s real AI client: `wp_ai_client_prompt()`, its
 * prompt builder, model selection and error handling, with an in-process model provider registered
 * through the client's own registry (tests/php/Ai/fake-ai-client). No network.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Ai;

use Sightline\Ai\Ai_Config;
use Sightline\Ai\Content_Generator;
use Sightline\Ai\Prompt;
use Sightline\Ai\Providers\WordPress_Ai_Provider;
use Sightline\Tests\Ai\FakeAiClient\Fake_Ai_Provider;
use Sightline\Tests\TestCase;
use WordPress\AiClient\Providers\Http\Exception\ClientException;

final class WordpressAiClientTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		if ( ! function_exists( 'wp_ai_client_prompt' ) ) {
			$this->markTestSkipped( "WordPress's AI client needs WordPress 7.0 or later; this is WordPress " . get_bloginfo( 'version' ) . ' (run with --core /opt/wordpress/7.1.0).' );
		}
		require_once __DIR__ . '/fake-ai-client/class-fake-ai-provider.php';
		Fake_Ai_Provider::install();
		update_option( Ai_Config::OPTION, array( 'provider' => 'wordpress' ) );
	}

	private function generator(): Content_Generator {
		return new Content_Generator( new Ai_Config() );
	}

	private function prompt(): Prompt {
		return new Prompt( 'page_title', 60, 'Owls at night', 'Owls hunt silently thanks to soft feathers.', 'owls', 'Test Blog', 'Post' );
	}

	/** The system instruction and the user message the fake model received last. */
	private function last_request(): array {
		$request = end( Fake_Ai_Provider::$requests );
		$this->assertIsArray( $request, 'the model was asked' );
		$texts = array();
		foreach ( $request['messages'] as $message ) {
			foreach ( $message->getParts() as $part ) {
				$texts[] = (string) $part->getText();
			}
		}
		return array(
			'system'      => (string) $request['config']->getSystemInstruction(),
			'user'        => implode( "\n", $texts ),
			'temperature' => $request['config']->getTemperature(),
		);
	}

	public function test_it_is_available_when_a_connector_writes_text(): void {
		$provider = new WordPress_Ai_Provider();
		$this->assertTrue( $provider->is_available() );
		Fake_Ai_Provider::$configured = false;
		$this->assertFalse( $provider->is_available(), 'no connector set up' );
	}

	public function test_a_title_is_generated_with_our_instruction_and_limit(): void {
		$post_id = self::factory()->post->create( array( 'post_title' => 'Owls at night', 'post_content' => '<p>Owls hunt silently thanks to soft feathers.</p>' ) );
		update_post_meta( $post_id, '_sightline_focus_keyword', 'owls' );
		Fake_Ai_Provider::$answer = '"Owls at Night: How They Hunt in Silence"';

		$result = $this->generator()->generate( 'page_title', get_post( $post_id ) );

		$this->assertSame( array( 'content' => 'Owls at Night: How They Hunt in Silence', 'type' => 'page_title', 'provider' => 'wordpress' ), $result );
		$asked = $this->last_request();
		$this->assertStringContainsString( 'You write an SEO title for search results.', $asked['system'] );
		$this->assertStringContainsString( 'Use at most 60 characters.', $asked['system'] );
		$this->assertStringContainsString( 'Include the focus keyword naturally.', $asked['system'] );
		$this->assertStringContainsString( 'Title: Owls at night', $asked['user'] );
		$this->assertStringContainsString( 'Focus keyword: owls', $asked['user'] );
		$this->assertStringContainsString( 'Content: Owls hunt silently thanks to soft feathers.', $asked['user'] );
		$this->assertSame( 0.4, $asked['temperature'] );
	}

	public function test_a_description_is_generated_and_fitted_to_its_limit(): void {
		$post_id                  = self::factory()->post->create( array( 'post_title' => 'Owls', 'post_content' => 'Owls hunt at night.' ) );
		Fake_Ai_Provider::$answer = str_repeat( 'Owls glide through the dark woods on soft feathers. ', 8 );

		$result = $this->generator()->generate( 'page_description', get_post( $post_id ), array(), 1 );

		$this->assertIsArray( $result );
		$this->assertSame( 'page_description', $result['type'] );
		$this->assertLessThanOrEqual( 160, mb_strlen( $result['content'] ), 'the answer is cut to the description limit' );
		$this->assertStringStartsWith( 'Owls glide through the dark woods', $result['content'] );
		$asked = $this->last_request();
		$this->assertStringContainsString( 'You write a meta description for search results.', $asked['system'] );
		$this->assertStringContainsString( 'Use at most 160 characters.', $asked['system'] );
		$this->assertSame( 0.9, $asked['temperature'], 'try again asks for a livelier answer' );
	}

	public function test_a_model_that_takes_no_temperature_still_writes(): void {
		Fake_Ai_Provider::$takes_temperature = false;
		$this->assertSame( 'Written by the fake model', ( new WordPress_Ai_Provider() )->generate( $this->prompt() ) );
		$this->assertStringContainsString( 'Use at most 60 characters.', $this->last_request()['system'] );
		$this->assertNull( $this->last_request()['temperature'] );
	}

	public function test_no_connector_set_up_is_said_clearly(): void {
		Fake_Ai_Provider::$configured = false;
		$error                        = ( new WordPress_Ai_Provider() )->generate( $this->prompt() );
		$this->assertInstanceOf( \WP_Error::class, $error );
		$this->assertSame( 'sightline_ai_not_configured', $error->get_error_code() );
		$this->assertSame( 'No AI connector that writes text is set up. Add one under Settings > Connectors, or choose another provider.', $error->get_error_message() );
		$this->assertSame( array( 'status' => 503 ), $error->get_error_data() );
		$this->assertSame( array(), Fake_Ai_Provider::$requests, 'no model was asked' );
	}

	public function test_a_connector_whose_model_does_not_write_text_is_no_text_connector(): void {
		Fake_Ai_Provider::$writes_text = false;
		$this->assertFalse( ( new WordPress_Ai_Provider() )->is_available() );
		$error = ( new WordPress_Ai_Provider() )->generate( $this->prompt() );
		$this->assertSame( 'sightline_ai_not_configured', $error->get_error_code() );
		$this->assertSame( 'No AI connector that writes text is set up. Add one under Settings > Connectors, or choose another provider.', $error->get_error_message() );
	}

	public function test_an_answer_without_text_is_said_clearly(): void {
		Fake_Ai_Provider::$answer = null;
		$error                    = ( new WordPress_Ai_Provider() )->generate( $this->prompt() );
		$this->assertSame( 'sightline_ai_empty', $error->get_error_code() );
		$this->assertSame( 'The AI provider returned no text. Try again.', $error->get_error_message() );

		Fake_Ai_Provider::$answer = "  \n ";
		$this->assertSame( 'sightline_ai_empty', ( new WordPress_Ai_Provider() )->generate( $this->prompt() )->get_error_code() );
	}

	public function test_provider_errors_carry_the_providers_message(): void {
		Fake_Ai_Provider::$answer = new ClientException( 'Quota exceeded.', 429 );
		$error                    = ( new WordPress_Ai_Provider() )->generate( $this->prompt() );
		$this->assertSame( 'sightline_ai_provider_error', $error->get_error_code() );
		$this->assertSame( 'The AI provider answered with an error: Quota exceeded.', $error->get_error_message() );
		$this->assertSame( array( 'status' => 502 ), $error->get_error_data() );

		Fake_Ai_Provider::$answer = new \RuntimeException( 'The model crashed.' );
		$this->assertSame( 'The AI provider answered with an error: The model crashed.', ( new WordPress_Ai_Provider() )->generate( $this->prompt() )->get_error_message() );
	}

	public function test_ai_turned_off_on_the_site_leaves_no_text_connector(): void {
		add_filter( 'wp_supports_ai', '__return_false' );
		$this->assertFalse( ( new WordPress_Ai_Provider() )->is_available() );
		$this->assertSame( 'sightline_ai_not_configured', ( new WordPress_Ai_Provider() )->generate( $this->prompt() )->get_error_code() );
	}

	public function test_the_generate_content_route_answers_with_the_model_and_its_errors(): void {
		$post_id  = self::factory()->post->create( array( 'post_title' => 'Owls' ) );
		$response = $this->rest( 'POST', '/sightline/v1/generate-content', array( 'type' => 'page_title', 'post_id' => $post_id ), 'administrator' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'success' => true, 'content' => 'Written by the fake model', 'type' => 'page_title', 'provider' => 'wordpress' ), $response->get_data() );

		Fake_Ai_Provider::$configured = false;
		$response                     = $this->rest( 'POST', '/sightline/v1/generate-content', array( 'type' => 'page_title', 'post_id' => $post_id ), 'administrator' );
		$this->assertRestError( 503, 'sightline_ai_not_configured', $response );
	}

	public function test_the_generate_ability_writes_through_the_ai_client_and_passes_its_errors_on(): void {
		if ( ! function_exists( 'wp_get_ability' ) ) {
			$this->markTestSkipped( 'The Abilities API needs WordPress 6.9 or later.' );
		}
		$post_id  = self::factory()->post->create( array( 'post_title' => 'Owls' ) );
		$route    = '/wp-abilities/v1/abilities/sightline-seo/generate-seo-text/run';
		$response = $this->rest( 'GET', $route, array( 'input' => array( 'id' => $post_id, 'type' => 'page_description' ) ), 'editor' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'content' => 'Written by the fake model', 'type' => 'page_description', 'provider' => 'wordpress', 'limit' => 160 ), $response->get_data() );
		$this->assertStringContainsString( 'Use at most 160 characters.', $this->last_request()['system'] );

		Fake_Ai_Provider::$answer = new \RuntimeException( 'Quota exceeded.' );
		$response                 = $this->rest( 'GET', $route, array( 'input' => array( 'id' => $post_id ) ), 'editor' );
		$this->assertRestError( 502, 'sightline_ai_provider_error', $response );
		$this->assertSame( 'The AI provider could not write a suggestion right now. Try again later, or ask a site administrator to check the AI settings.', $response->get_data()['message'], 'the provider\'s own words are for site managers' );
		$response = $this->rest( 'GET', $route, array( 'input' => array( 'id' => $post_id ) ), 'administrator' );
		$this->assertRestError( 502, 'sightline_ai_provider_error', $response );
		$this->assertSame( 'The AI provider answered with an error: Quota exceeded.', $response->get_data()['message'] );
	}
}
