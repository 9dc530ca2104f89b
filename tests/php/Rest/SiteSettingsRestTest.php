<?php
/**
 * GET /sightline/v1/admin/site-settings: permissions and the site data the settings screens need.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Rest;

use Sightline\Tests\TestCase;

final class SiteSettingsRestTest extends TestCase {

	private const ROUTE = '/sightline/v1/admin/site-settings';

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
	public function test_needs_manage_options( ?string $role, int $status ): void {
		$response = $this->rest( 'GET', self::ROUTE, array(), $role );
		$this->assertSame( $status, $response->get_status() );
		if ( 200 !== $status ) {
			$this->assertArrayNotHasKey( 'post_types', (array) $response->get_data() );
		}
	}

	public function test_lists_public_post_types_and_taxonomies_with_labels(): void {
		register_post_type(
			'book',
			array(
				'public'      => true,
				'has_archive' => true,
				'labels'      => array( 'name' => 'Books', 'singular_name' => 'Book' ),
			)
		);
		register_post_type( 'secret', array( 'public' => false ) );
		register_taxonomy( 'genre', 'book', array( 'public' => true, 'labels' => array( 'name' => 'Genres', 'singular_name' => 'Genre' ) ) );

		$data = $this->rest( 'GET', self::ROUTE, array(), 'administrator' )->get_data();

		$types = array_column( $data['post_types'], null, 'slug' );
		$this->assertArrayHasKey( 'post', $types );
		$this->assertArrayHasKey( 'page', $types );
		$this->assertSame( array( 'slug' => 'book', 'label' => 'Books', 'singular_label' => 'Book', 'has_archive' => true ), $types['book'] );
		$this->assertArrayNotHasKey( 'secret', $types );
		$this->assertArrayNotHasKey( 'attachment', $types, 'attachments are not offered' );

		$taxonomies = array_column( $data['taxonomies'], null, 'slug' );
		$this->assertSame( 'Categories', $taxonomies['category']['label'] );
		$this->assertSame( array( 'book' ), $taxonomies['genre']['object_types'] );
		$this->assertArrayNotHasKey( 'post_format', $taxonomies );

		$this->assertSame( array( 'author', 'date', 'search' ), array_column( $data['archive_types'], 'slug' ) );
	}

	public function test_reports_site_identity_and_home_page_mode(): void {
		update_option( 'blogname', 'Sightline Test Site' );
		update_option( 'blogdescription', 'Just testing' );
		$data = $this->rest( 'GET', self::ROUTE, array(), 'administrator' )->get_data();
		$this->assertSame( 'Sightline Test Site', $data['site']['site_name'] );
		$this->assertSame( 'Just testing', $data['site']['tagline'] );
		$this->assertSame( home_url( '/' ), $data['site']['site_url'] );
		$this->assertSame( 'posts', $data['home_page']['show_on_front'] );

		$front = self::factory()->post->create( array( 'post_type' => 'page' ) );
		update_option( 'show_on_front', 'page' );
		update_option( 'page_on_front', $front );
		$data = $this->rest( 'GET', self::ROUTE, array(), 'administrator' )->get_data();
		$this->assertSame( 'page', $data['home_page']['show_on_front'] );
		$this->assertSame( $front, $data['home_page']['page_on_front'] );
	}

	public function test_page_without_a_front_page_counts_as_latest_posts(): void {
		update_option( 'show_on_front', 'page' );
		update_option( 'page_on_front', 0 );
		$data = $this->rest( 'GET', self::ROUTE, array(), 'administrator' )->get_data();
		$this->assertSame( 'posts', $data['home_page']['show_on_front'] );
	}

	public function test_filter_lets_add_ons_extend_the_data(): void {
		add_filter(
			'sightline_site_settings',
			static function ( array $data ): array {
				$data['archive_types'][] = array( 'slug' => 'shop', 'label' => 'Shop' );
				return $data;
			}
		);
		$data = $this->rest( 'GET', self::ROUTE, array(), 'administrator' )->get_data();
		$this->assertContains( 'shop', array_column( $data['archive_types'], 'slug' ) );
	}

	public function test_the_settings_page_preloads_it(): void {
		$this->act_as( 'administrator' );
		wp_enqueue_script( 'sightline-admin', 'https://example.org/admin.js', array( 'wp-api-fetch' ), '1', true );
		\Sightline\Plugin::get( \Sightline\Admin\Settings_App_Preload::class )->preload();
		$inline = implode( "\n", (array) wp_scripts()->get_data( 'wp-api-fetch', 'after' ) );
		$this->assertStringContainsString( 'createPreloadingMiddleware', $inline );
		$this->assertStringContainsString( 'admin\/site-settings', $inline );
		$this->assertStringContainsString( 'post_types', $inline );
	}
}
