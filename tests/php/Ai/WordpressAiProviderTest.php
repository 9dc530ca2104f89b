<?php
/**
 * WordPress's AI client provider: unavailable on 6.6 (no wp_ai_client_prompt()), and used through
 * the prompt builder when it exists (a stand-in builder plays WordPress 7.0 here).
 *
 * @package Sightline
 */

namespace Sightline\Tests\Ai;

use Sightline\Ai\Ai_Config;
use Sightline\Ai\Content_Generator;
use Sightline\Ai\Prompt;
use Sightline\Ai\Providers\WordPress_Ai_Provider;
use Sightline\Tests\TestCase;

/**
 * Records what the provider asked for and answers like WordPress 7.0's prompt builder.
 */
final class Fake_Prompt_Builder {
	/** @var array<string, mixed> */
	public static array $calls = array();

	/** @var string|\WP_Error */
	public static $answer = 'Written by the site AI';

	public static bool $supported = true;

	public function __construct( string $prompt ) {
		self::$calls['prompt'] = $prompt;
	}

	public function is_supported_for_text_generation(): bool {
		return self::$supported;
	}

	public function using_system_instruction( string $instruction ): self {
		self::$calls['system'] = $instruction;
		return $this;
	}

	public function using_temperature( float $temperature ): self {
		self::$calls['temperature'] = $temperature;
		return $this;
	}

	/** @return string|\WP_Error */
	public function generate_text() {
		return self::$answer;
	}
}

function fake_ai_client_prompt( string $prompt = '' ): Fake_Prompt_Builder {
	return new Fake_Prompt_Builder( $prompt );
}

final class WordpressAiProviderTest extends TestCase {

	private const FAKE = __NAMESPACE__ . '\\fake_ai_client_prompt';

	protected function setUp(): void {
		parent::setUp();
		Fake_Prompt_Builder::$calls     = array();
		Fake_Prompt_Builder::$answer    = 'Written by the site AI';
		Fake_Prompt_Builder::$supported = true;
	}

	private function prompt(): Prompt {
		return new Prompt( 'page_title', 60, 'Owls at night', 'Owls hunt silently thanks to soft feathers.', 'owls', 'Test Blog', 'Post' );
	}

	public function test_it_is_unavailable_and_clear_about_it_without_wp_ai_client_prompt(): void {
		$provider = new WordPress_Ai_Provider();
		if ( function_exists( 'wp_ai_client_prompt' ) ) {
			$this->markTestSkipped( 'This WordPress has the AI client.' );
		}
		$this->assertFalse( $provider->is_available() );
		$error = $provider->generate( $this->prompt() );
		$this->assertInstanceOf( \WP_Error::class, $error );
		$this->assertSame( 'sightline_ai_not_configured', $error->get_error_code() );
		$this->assertStringContainsString( 'WordPress 7.0', $error->get_error_message() );
	}

	public function test_choosing_it_on_a_site_without_the_client_gives_a_503_over_rest(): void {
		if ( function_exists( 'wp_ai_client_prompt' ) ) {
			$this->markTestSkipped( 'This WordPress has the AI client.' );
		}
		update_option( Ai_Config::OPTION, array( 'provider' => 'wordpress' ) );
		$post_id  = self::factory()->post->create( array( 'post_title' => 'Owls' ) );
		$response = $this->rest( 'POST', '/sightline/v1/generate-content', array( 'type' => 'page_title', 'post_id' => $post_id ), 'administrator' );
		$this->assertRestError( 503, 'sightline_ai_not_configured', $response );
	}

	public function test_it_prompts_through_the_builder_when_the_client_exists(): void {
		$provider = new WordPress_Ai_Provider( self::FAKE );
		$this->assertTrue( $provider->is_available() );
		$this->assertSame( 'Written by the site AI', $provider->generate( $this->prompt() ) );
		$this->assertStringContainsString( 'Title: Owls at night', Fake_Prompt_Builder::$calls['prompt'] );
		$this->assertStringContainsString( 'Focus keyword: owls', Fake_Prompt_Builder::$calls['prompt'] );
		$this->assertStringContainsString( 'at most 60 characters', Fake_Prompt_Builder::$calls['system'] );
	}

	public function test_no_text_connector_and_builder_errors_are_clear(): void {
		$provider                       = new WordPress_Ai_Provider( self::FAKE );
		Fake_Prompt_Builder::$supported = false;
		$this->assertFalse( $provider->is_available() );
		$this->assertSame( 'sightline_ai_not_configured', $provider->generate( $this->prompt() )->get_error_code() );

		Fake_Prompt_Builder::$supported = true;
		Fake_Prompt_Builder::$answer    = new \WP_Error( 'quota', 'Quota exceeded.' );
		$error                          = $provider->generate( $this->prompt() );
		$this->assertSame( 'sightline_ai_provider_error', $error->get_error_code() );
		$this->assertSame( 'The AI provider answered with an error: Quota exceeded.', $error->get_error_message() );
	}

	public function test_the_generator_uses_it_when_chosen(): void {
		update_option( Ai_Config::OPTION, array( 'provider' => 'wordpress' ) );
		$config    = new Ai_Config();
		$generator = new Content_Generator( $config, array( 'wordpress' => new WordPress_Ai_Provider( self::FAKE ) ) );
		$result    = $generator->generate( 'page_title', null );
		$this->assertSame( array( 'content' => 'Written by the site AI', 'type' => 'page_title', 'provider' => 'wordpress' ), $result );
	}
}
