<?php
/**
 * The virtual robots.txt: saved text or WordPress's own, the Sitemap line (added once, gone when the
 * sitemaps are off), served as text/plain, and the REST route that reads and saves it.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Robots;

use Sightline\Plugin;
use Sightline\Robots\Robots_Txt;
use Sightline\Settings\Settings;
use Sightline\Tests\TestCase;

final class RobotsTxtTest extends TestCase {

	private const ROUTE = '/sightline/v1/robots-txt';

	private string $file = '';

	protected function setUp(): void {
		parent::setUp();
		$this->set_permalink_structure( '/%postname%/' );
		// A physical robots.txt is looked for in a scratch folder, never in the shared WordPress tree.
		$this->file = get_temp_dir() . 'sl-robots-' . wp_generate_password( 6, false ) . '/robots.txt';
		add_filter( 'sightline_robots_txt_file', fn() => $this->file );
	}

	protected function tearDown(): void {
		// The scratch folder goes too when a test already removed the file it made there.
		if ( is_file( $this->file ) ) {
			unlink( $this->file );
		}
		if ( is_dir( dirname( $this->file ) ) ) {
			rmdir( dirname( $this->file ) );
		}
		parent::tearDown();
	}

	/**
	 * What /robots.txt prints: core's do_robots() (which sends text/plain itself; its header() call is
	 * silenced because PHPUnit has already printed).
	 */
	private function robots_txt(): array {
		ob_start();
		@do_robots(); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged
		return array( 'status' => 200, 'body' => (string) ob_get_clean() );
	}

	private function save( string $content, $user = 'administrator' ) {
		return $this->rest( 'POST', self::ROUTE, array( 'robots_txt_content' => $content ), $user );
	}

	public function test_wordpress_output_gets_our_sitemap_line_once(): void {
		$response = $this->robots_txt();
		$this->assertSame( 200, $response['status'] );
		$this->assertStringContainsString( "User-agent: *\nDisallow: /wp-admin/", $response['body'] );
		$this->assertSame( 1, substr_count( $response['body'], 'Sitemap: ' ) );
		$this->assertStringContainsString( 'Sitemap: ' . home_url( '/sitemap_index.xml' ), $response['body'] );
		$this->assertStringNotContainsString( 'wp-sitemap.xml', $response['body'] );
	}

	public function test_saved_content_is_served_as_text_with_the_sitemap_line(): void {
		$this->assertSame( 200, $this->save( "User-agent: *\r\nDisallow: /private/\r\n" )->get_status() );
		$this->assertSame( "User-agent: *\nDisallow: /private/", get_option( Robots_Txt::OPTION ) );
		$body = $this->robots_txt()['body'];
		$this->assertSame( "User-agent: *\nDisallow: /private/\n\nSitemap: " . home_url( '/sitemap_index.xml' ) . "\n", $body );
	}

	public function test_robots_url_reaches_do_robots(): void {
		update_option( Robots_Txt::OPTION, "User-agent: *\nDisallow:" );
		$this->go_to( home_url( '/robots.txt' ) );
		$this->assertQueryTrue( 'is_robots' );
	}

	public function test_no_second_sitemap_line_when_the_content_has_one(): void {
		$this->save( "User-agent: *\nDisallow:\nSitemap: " . home_url( '/sitemap_index.xml' ) );
		$this->assertSame( 1, substr_count( $this->robots_txt()['body'], 'Sitemap:' ) );
	}

	public function test_the_sitemap_line_disappears_when_sitemaps_are_off(): void {
		$this->save( "User-agent: *\nDisallow:\nSitemap: " . home_url( '/sitemap_index.xml' ) );
		Plugin::get( Settings::class )->update( array( 'enable_xml_sitemap' => false ) );
		$body = $this->robots_txt()['body'];
		$this->assertStringNotContainsString( 'Sitemap:', $body );
		delete_option( Robots_Txt::OPTION );
		$this->assertStringNotContainsString( 'Sitemap:', $this->robots_txt()['body'] );
	}

	public function test_empty_content_lets_wordpress_manage_the_file(): void {
		$this->save( "User-agent: *\nDisallow: /x/" );
		$this->assertSame( 200, $this->save( '' )->get_status() );
		$this->assertFalse( get_option( Robots_Txt::OPTION ) );
		$this->assertStringContainsString( 'Disallow: /wp-admin/', $this->robots_txt()['body'] );
	}

	public function test_hidden_site_gets_wordpress_output_untouched(): void {
		update_option( Robots_Txt::OPTION, "User-agent: *\nAllow: /everything/" );
		update_option( 'blog_public', '0' );
		$body = $this->robots_txt()['body'];
		$this->assertStringContainsString( 'Disallow: /wp-admin/', $body, "WordPress's own text" );
		$this->assertStringNotContainsString( 'Allow: /everything/', $body, 'saved text has no effect while hidden' );
		$this->assertStringNotContainsString( 'Sitemap:', $body );
	}

	public function test_get_returns_the_editor_data(): void {
		update_option( Robots_Txt::OPTION, 'User-agent: *' );
		$data = $this->rest( 'GET', self::ROUTE, array(), 'administrator' )->get_data();
		$this->assertSame(
			array(
				'robots_txt_content'       => 'User-agent: *',
				'search_engine_visibility' => '1',
				'robots_file_exists'       => false,
				'robot_file_content'       => '',
			),
			array_diff_key( $data, array_flip( array( 'at_host_root', 'policy_lines', 'ai_crawlers' ) ) )
		);
		$this->assertSame( '', $data['policy_lines'], 'no AI crawler policy by default' );
		$this->assertNotEmpty( $data['ai_crawlers']['crawlers'] );
		update_option( 'blog_public', '0' );
		wp_mkdir_p( dirname( $this->file ) );
		file_put_contents( $this->file, "User-agent: *\nDisallow: /file/" );
		$data = $this->rest( 'GET', self::ROUTE, array(), 'administrator' )->get_data();
		$this->assertSame( '0', $data['search_engine_visibility'] );
		$this->assertTrue( $data['robots_file_exists'] );
		$this->assertSame( "User-agent: *\nDisallow: /file/", $data['robot_file_content'] );
	}

	/**
	 * @return array<string, array{0: string|null, 1: int}>
	 */
	public static function roles(): array {
		return array(
			'anonymous'     => array( null, 401 ),
			'subscriber'    => array( 'subscriber', 403 ),
			'editor'        => array( 'editor', 403 ),
			'administrator' => array( 'administrator', 200 ),
		);
	}

	/**
	 * @dataProvider roles
	 */
	public function test_both_methods_need_manage_options( ?string $role, int $status ): void {
		$this->assertSame( $status, $this->rest( 'GET', self::ROUTE, array(), $role )->get_status() );
		$response = $this->save( 'User-agent: *', $role );
		$this->assertSame( $status, $response->get_status() );
		if ( 200 === $status ) {
			$this->assertSame( array( 'success' => true, 'message' => 'robots.txt saved successfully.' ), $response->get_data() );
		} else {
			$this->assertFalse( get_option( Robots_Txt::OPTION ) );
		}
	}

	public function test_saving_is_refused_while_a_physical_file_exists(): void {
		wp_mkdir_p( dirname( $this->file ) );
		file_put_contents( $this->file, 'User-agent: *' );
		$response = $this->save( 'User-agent: *' );
		$this->assertRestError( 409, 'sightline_robots_file_exists', $response );
		$this->assertStringContainsString( 'Delete that file', $response->get_data()['message'] );
		$this->assertFalse( get_option( Robots_Txt::OPTION ) );
	}

	public function test_saving_is_refused_while_search_engines_are_discouraged(): void {
		update_option( 'blog_public', '0' );
		$response = $this->save( 'User-agent: *' );
		$this->assertRestError( 409, 'sightline_robots_site_hidden', $response );
		$this->assertStringContainsString( 'Public', $response->get_data()['message'] );
		$this->assertFalse( get_option( Robots_Txt::OPTION ) );
	}

	/**
	 * @return array<string, array{0: mixed, 1: string}>
	 */
	public static function bad_content(): array {
		return array(
			'control character' => array( "User-agent: *\nDisallow: /a\x07b", 'contains a control character on line 2' ),
			'NUL byte'          => array( "User-agent: *\x00", 'contains a control character on line 1' ),
			'HTML'              => array( "User-agent: *\n<script>alert(1)</script>", 'contains HTML on line 2' ),
			'long line'         => array( "User-agent: *\nDisallow: /" . str_repeat( 'a', 2100 ), 'line 2 is too long' ),
			'too long'          => array( str_repeat( "Disallow: /abc\n", 5000 ), 'must be at most 65,536 characters long' ),
			'not a string'      => array( array( 'x' ), 'robots_txt_content is not of type string' ),
		);
	}

	/**
	 * @dataProvider bad_content
	 * @param mixed $content
	 */
	public function test_bad_content_is_rejected_naming_the_field( $content, string $message ): void {
		$response = $this->rest( 'POST', self::ROUTE, array( 'robots_txt_content' => $content ), 'administrator' );
		$this->assertRestError( 400, 'rest_invalid_param', $response );
		$details = wp_json_encode( $response->get_data() );
		$this->assertStringContainsString( 'robots_txt_content', $details );
		$this->assertStringContainsString( $message, $details );
		$this->assertFalse( get_option( Robots_Txt::OPTION ) );
	}

	public function test_missing_field_is_rejected(): void {
		$this->assertRestError( 400, 'rest_missing_callback_param', $this->rest( 'POST', self::ROUTE, array(), 'administrator' ) );
	}

	public function test_tabs_and_unicode_are_plain_text(): void {
		$this->assertSame( 200, $this->save( "User-agent: *\tok\nDisallow: /café/" )->get_status() );
		$this->assertStringContainsString( 'Disallow: /café/', $this->robots_txt()['body'] );
	}
}
