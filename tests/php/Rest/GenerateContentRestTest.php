<?php
/**
 * POST /sightline/v1/generate-content: each role on posts, terms and the site; every type; the
 * provider the admin chose (offline by default, the OpenAI-compatible fake server when configured).
 *
 * @package Sightline
 */

namespace Sightline\Tests\Rest;

use Sightline\Ai\Ai_Config;
use Sightline\Settings\Limits;
use Sightline\Tests\Ai\FakeOpenAiServer;
use Sightline\Tests\TestCase;

require_once dirname( __DIR__ ) . '/Ai/FakeOpenAiServer.php';

final class GenerateContentRestTest extends TestCase {

	private const ROUTE = '/sightline/v1/generate-content';

	private const CONTENT = '<!-- wp:paragraph --><p>Alpine lakes freeze early in the autumn months. Hikers should carry warm layers and check the forecast before every trip.</p><!-- /wp:paragraph --><!-- wp:heading --><h2>Gear</h2><!-- /wp:heading --><p>Good boots matter more than a light pack on rocky alpine trails.</p>';

	private static ?FakeOpenAiServer $server = null;

	public static function tearDownAfterClass(): void {
		self::$server?->stop();
		self::$server = null;
		parent::tearDownAfterClass();
	}

	private function post( int $author = 0 ): int {
		return self::factory()->post->create(
			array(
				'post_title'   => 'Hiking alpine lakes in autumn',
				'post_content' => self::CONTENT,
				'post_author'  => $author,
				'post_status'  => 'draft',
			)
		);
	}

	/**
	 * @return array<string, array{0: string|null, 1: int}>
	 */
	public static function roles_on_others_post(): array {
		return array(
			'anonymous'     => array( null, 401 ),
			'subscriber'    => array( 'subscriber', 403 ),
			'contributor'   => array( 'contributor', 403 ),
			'author'        => array( 'author', 403 ),
			'editor'        => array( 'editor', 200 ),
			'administrator' => array( 'administrator', 200 ),
		);
	}

	/**
	 * @dataProvider roles_on_others_post
	 */
	public function test_needs_edit_post_on_the_post( ?string $role, int $status ): void {
		$post_id  = $this->post( self::factory()->user->create( array( 'role' => 'editor' ) ) );
		$response = $this->rest( 'POST', self::ROUTE, array( 'type' => 'page_description', 'post_id' => $post_id ), $role );
		$this->assertSame( $status, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
	}

	public function test_a_contributor_may_generate_for_their_own_draft(): void {
		$user     = self::factory()->user->create( array( 'role' => 'contributor' ) );
		$response = $this->rest( 'POST', self::ROUTE, array( 'type' => 'page_title', 'post_id' => $this->post( $user ) ), $user );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'Hiking alpine lakes in autumn', $response->get_data()['content'] );
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public static function types(): array {
		return array_combine( array_keys( \Sightline\Ai\Content_Generator::TYPES ), array_map( static fn( $type ) => array( $type ), array_keys( \Sightline\Ai\Content_Generator::TYPES ) ) );
	}

	/**
	 * @dataProvider types
	 */
	public function test_every_type_is_written_offline_within_its_limit( string $type ): void {
		$response = $this->rest( 'POST', self::ROUTE, array( 'type' => $type, 'post_id' => $this->post() ), 'administrator' );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertTrue( $data['success'] );
		$this->assertSame( $type, $data['type'] );
		$this->assertSame( 'offline', $data['provider'] );
		$this->assertNotSame( '', $data['content'] );
		$this->assertLessThanOrEqual( Limits::get( \Sightline\Ai\Content_Generator::TYPES[ $type ] ), mb_strlen( $data['content'] ) );
		if ( str_ends_with( $type, '_description' ) ) {
			$this->assertStringContainsString( 'alpine', strtolower( $data['content'] ) );
			$this->assertStringNotContainsString( 'wp:', $data['content'], 'Block markup never leaks into the text.' );
		}
	}

	public function test_unsaved_editor_values_are_used(): void {
		$response = $this->rest(
			'POST',
			self::ROUTE,
			array(
				'type'    => 'page_description',
				'post_id' => $this->post(),
				'title'   => 'Sea kayaking',
				'content' => '<p>Sea kayaking along the rugged coast rewards careful paddlers with hidden coves.</p>',
			),
			'administrator'
		);
		$this->assertSame( 'Sea kayaking along the rugged coast rewards careful paddlers with hidden coves.', $response->get_data()['content'] );
	}

	public function test_terms_need_edit_term(): void {
		$term_id = self::factory()->term->create( array( 'name' => 'Alpine hiking', 'description' => 'Routes, huts and safety advice for hiking in the high Alps every summer.' ) );
		$payload = array( 'type' => 'page_description', 'post_id' => $term_id, 'is_taxonomy' => true );
		$this->assertSame( 403, $this->rest( 'POST', self::ROUTE, $payload, 'author' )->get_status() );
		$response = $this->rest( 'POST', self::ROUTE, $payload, 'editor' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'Routes, huts and safety advice for hiking in the high Alps every summer.', $response->get_data()['content'] );
	}

	public function test_without_post_id_it_writes_for_the_site_and_needs_manage_options(): void {
		update_option( 'blogdescription', 'Trail notes, gear reviews and route guides for hikers of every level.' );
		$this->assertSame( 403, $this->rest( 'POST', self::ROUTE, array( 'type' => 'page_description' ), 'editor' )->get_status() );
		$response = $this->rest( 'POST', self::ROUTE, array( 'type' => 'page_description' ), 'administrator' );
		$this->assertSame( 'Trail notes, gear reviews and route guides for hikers of every level.', $response->get_data()['content'] );
	}

	public function test_bad_requests_name_the_field(): void {
		$bad_type = $this->rest( 'POST', self::ROUTE, array( 'type' => 'poem', 'post_id' => $this->post() ), 'administrator' );
		$this->assertRestError( 400, 'rest_invalid_param', $bad_type );
		$this->assertArrayHasKey( 'type', $bad_type->get_data()['data']['params'] );

		$this->assertRestError( 400, 'rest_missing_callback_param', $this->rest( 'POST', self::ROUTE, array( 'post_id' => 1 ), 'administrator' ) );
		$this->assertRestError( 404, 'rest_post_invalid_id', $this->rest( 'POST', self::ROUTE, array( 'type' => 'page_title', 'post_id' => 999999 ), 'administrator' ) );
		$this->assertRestError( 404, 'rest_term_invalid', $this->rest( 'POST', self::ROUTE, array( 'type' => 'page_title', 'post_id' => 999999, 'is_taxonomy' => true ), 'administrator' ) );
	}

	public function test_an_empty_post_gives_a_clear_error(): void {
		$post_id  = self::factory()->post->create( array( 'post_title' => '', 'post_content' => '' ) );
		$response = $this->rest( 'POST', self::ROUTE, array( 'type' => 'page_description', 'post_id' => $post_id ), 'administrator' );
		$this->assertRestError( 422, 'sightline_ai_no_content', $response );
		$this->assertSame( 'There is no title or content to write from yet. Add some content first.', $response->get_data()['message'] );
	}

	public function test_nothing_is_sent_anywhere_with_the_default_provider(): void {
		$sent = 0;
		add_filter(
			'pre_http_request',
			static function ( $pre ) use ( &$sent ) {
				++$sent;
				return $pre;
			}
		);
		$this->rest( 'POST', self::ROUTE, array( 'type' => 'page_title', 'post_id' => $this->post() ), 'administrator' );
		$this->assertSame( 0, $sent );
	}

	public function test_the_configured_openai_compatible_provider_is_used(): void {
		self::$server ??= new FakeOpenAiServer();
		add_filter( 'sightline_ai_private_hosts', static fn() => array( 'localhost' ) ); // The server owner's choice.
		update_option(
			Ai_Config::OPTION,
			array(
				'provider' => 'openai',
				'base_url' => self::$server->base_url(),
				'model'    => 'test-model',
				'api_key'  => 'sk-test-123',
			)
		);
		$response = $this->rest( 'POST', self::ROUTE, array( 'type' => 'facebook_title', 'post_id' => $this->post() ), 'administrator' );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'openai', $response->get_data()['provider'] );
		$this->assertSame( 'Fresh remote text for the page', $response->get_data()['content'], 'Quotes, the label and markdown are cleaned away.' );
		$last = array_slice( self::$server->requests(), -1 )[0];
		$this->assertSame( 'Bearer sk-test-123', $last['authorization'] );
		$this->assertSame( 'test-model', $last['body']['model'] );
		$this->assertStringContainsString( 'Facebook', $last['body']['messages'][0]['content'] );
		$this->assertStringContainsString( 'Title: Hiking alpine lakes in autumn', $last['body']['messages'][1]['content'] );
	}
}
