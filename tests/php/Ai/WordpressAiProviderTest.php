<?php
/**
 * WordPress's AI client provider on a WordPress without the AI client (before 7.0): unavailable, and
 * clear about it. Its work against the real client is tested on 7.x by WordpressAiClientTest.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Ai;

use Sightline\Ai\Ai_Config;
use Sightline\Ai\Content_Generator;
use Sightline\Ai\Prompt;
use Sightline\Ai\Providers\WordPress_Ai_Provider;
use Sightline\Tests\TestCase;

final class WordpressAiProviderTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		if ( function_exists( 'wp_ai_client_prompt' ) ) {
			$this->markTestSkipped( 'WordPress ' . get_bloginfo( 'version' ) . ' has the AI client: WordpressAiClientTest covers the provider there.' );
		}
	}

	public function test_it_is_unavailable_and_clear_about_it_without_wp_ai_client_prompt(): void {
		$provider = new WordPress_Ai_Provider();
		$this->assertFalse( $provider->is_available() );
		$error = $provider->generate( new Prompt( 'page_title', 60, 'Owls at night', 'Owls hunt silently.', 'owls', 'Test Blog', 'Post' ) );
		$this->assertInstanceOf( \WP_Error::class, $error );
		$this->assertSame( 'sightline_ai_not_configured', $error->get_error_code() );
		$this->assertSame( "WordPress's AI client is not available on this site (it needs WordPress 7.0 or later). Choose another provider.", $error->get_error_message() );
	}

	public function test_choosing_it_on_a_site_without_the_client_gives_a_503_over_rest(): void {
		update_option( Ai_Config::OPTION, array( 'provider' => 'wordpress' ) );
		$post_id  = self::factory()->post->create( array( 'post_title' => 'Owls' ) );
		$response = $this->rest( 'POST', '/sightline/v1/generate-content', array( 'type' => 'page_title', 'post_id' => $post_id ), 'administrator' );
		$this->assertRestError( 503, 'sightline_ai_not_configured', $response );
	}

	public function test_the_generator_reports_the_same_when_it_is_chosen(): void {
		update_option( Ai_Config::OPTION, array( 'provider' => 'wordpress' ) );
		$result = ( new Content_Generator( new Ai_Config() ) )->generate( 'page_title', null );
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 'sightline_ai_not_configured', $result->get_error_code() );
	}
}
