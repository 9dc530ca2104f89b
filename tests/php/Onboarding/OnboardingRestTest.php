<?php
/**
 * POST /sightline/v1/onboarding: roles, validation (400s naming the field), what is stored where, and
 * that personal details never leave the site.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Onboarding;

use Sightline\Onboarding\Status;
use Sightline\Onboarding\User_Details;
use Sightline\Settings\Settings;
use Sightline\Tests\TestCase;

final class OnboardingRestTest extends TestCase {

	private const ROUTE = '/sightline/v1/onboarding';

	/** @var list<string> URLs of outgoing HTTP requests attempted during the test. */
	private array $outgoing = array();

	protected function setUp(): void {
		parent::setUp();
		$this->outgoing = array();
		add_filter(
			'pre_http_request',
			function ( $pre, $args, $url ) {
				$this->outgoing[] = $url;
				return new \WP_Error( 'blocked', 'No outgoing requests in tests.' );
			},
			10,
			3
		);
	}

	/**
	 * @return array<string, mixed>
	 */
	private function body( array $overrides = array() ): array {
		return array_merge(
			array(
				'website_type'        => 'business',
				'website_name'        => 'Acme Bakery',
				'website_owner_name'  => '',
				'organization_type'   => 'Bakery',
				'website_owner_phone' => '+1 555 0100',
				'website_logo'        => 'http://example.org/wp-content/uploads/logo.png',
				'about_page'          => 0,
				'contact_page'        => 0,
				'social_profiles'     => array(
					'facebook' => 'https://facebook.com/acme',
					'bluesky'  => 'https://bsky.app/profile/acme',
				),
				'first_name'          => 'Ada',
				'last_name'           => 'Lovelace',
				'email'               => 'ada@example.org',
				'agree_to_terms'      => true,
			),
			$overrides
		);
	}

	/**
	 * @return array<string, array{0: string|null, 1: int}>
	 */
	public static function roles(): array {
		return array(
			'anonymous'     => array( null, 401 ),
			'subscriber'    => array( 'subscriber', 403 ),
			'author'        => array( 'author', 403 ),
			'editor'        => array( 'editor', 403 ),
			'administrator' => array( 'administrator', 200 ),
		);
	}

	/**
	 * @dataProvider roles
	 */
	public function test_only_site_managers_can_save( ?string $role, int $status ): void {
		$before   = get_option( 'blogname' );
		$response = $this->rest( 'POST', self::ROUTE, $this->body(), $role );
		$this->assertSame( $status, $response->get_status() );
		if ( 200 === $status ) {
			$this->assertSame( 'Acme Bakery', get_option( 'blogname' ) );
			$this->assertSame( Status::FINISHED, Status::get() );
		} else {
			$this->assertSame( $before, get_option( 'blogname' ) );
			$this->assertFalse( get_option( User_Details::OPTION ) );
			$this->assertSame( '', Status::get() );
		}
	}

	public function test_saves_website_details_profiles_site_title_and_user_details(): void {
		$about    = self::factory()->post->create( array( 'post_type' => 'page', 'post_title' => 'About us' ) );
		$contact  = self::factory()->post->create( array( 'post_type' => 'page', 'post_title' => 'Contact' ) );
		update_option( Settings::OPTION, array( 'social_profiles' => array( 'youtube' => 'https://youtube.com/@kept' ) ) );
		$response = $this->rest( 'POST', self::ROUTE, $this->body( array( 'about_page' => $about, 'contact_page' => $contact ) ), 'administrator' );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertTrue( $response->get_data()['success'] );

		$stored = get_option( Settings::OPTION );
		$this->assertSame(
			array(
				'type'              => 'business',
				'name'              => 'Acme Bakery',
				'owner_name'        => '',
				'organization_type' => 'Bakery',
				'owner_phone'       => '+1 555 0100',
				'logo'              => 'http://example.org/wp-content/uploads/logo.png',
				'logo_id'           => 0,
				'about_page'        => $about,
				'contact_page'      => $contact,
			),
			$stored['website']
		);
		$this->assertSame( 'https://facebook.com/acme', $stored['social_profiles']['facebook'] );
		$this->assertSame( 'https://bsky.app/profile/acme', $stored['social_profiles']['bluesky'] );
		$this->assertSame( 'https://youtube.com/@kept', $stored['social_profiles']['youtube'], 'profiles left out keep their value' );
		$this->assertSame( 'Acme Bakery', get_option( 'blogname' ) );

		$user = User_Details::get();
		$this->assertSame( array( 'Ada', 'Lovelace', 'ada@example.org', true ), array( $user['first_name'], $user['last_name'], $user['email'], $user['agree_to_terms'] ) );
		$this->assertGreaterThan( 0, $user['consent_time'] );
		$this->assertSame( array(), $this->outgoing, 'the wizard never calls another server' );
	}

	public function test_user_details_are_private_not_autoloaded_and_not_in_settings(): void {
		$this->rest( 'POST', self::ROUTE, $this->body(), 'administrator' );
		global $wpdb;
		$autoload = $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", User_Details::OPTION ) ); // phpcs:ignore WordPress.DB
		$this->assertContains( $autoload, array( 'no', 'off' ) );
		$this->assertStringNotContainsString( 'ada@example.org', wp_json_encode( get_option( Settings::OPTION ) ) );
		$this->assertStringNotContainsString( 'ada@example.org', wp_json_encode( $this->rest( 'GET', '/sightline/v1/admin/global-settings', array(), 'administrator' )->get_data() ) );
	}

	public function test_skipped_user_details_store_nothing_personal_and_keep_the_title_when_no_name(): void {
		update_option( 'blogname', 'My Blog' );
		$body = $this->body( array( 'website_type' => 'personal', 'website_name' => '', 'website_owner_name' => 'Ada Lovelace' ) );
		unset( $body['first_name'], $body['last_name'], $body['email'], $body['agree_to_terms'] );
		$response = $this->rest( 'POST', self::ROUTE, $body, 'administrator' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertFalse( get_option( User_Details::OPTION ) );
		$this->assertSame( 'My Blog', get_option( 'blogname' ) );
		$website = get_option( Settings::OPTION )['website'];
		$this->assertSame( array( 'personal', 'Ada Lovelace' ), array( $website['type'], $website['owner_name'] ) );
	}

	/** The wizard's body (SPEC: the personal fields, no agreement): it sends them only once agreed. */
	public function test_personal_fields_without_the_agreement_record_it_as_given(): void {
		$body = $this->body();
		unset( $body['agree_to_terms'] );
		$this->assertSame( 200, $this->rest( 'POST', self::ROUTE, $body, 'administrator' )->get_status() );
		$user = User_Details::get();
		$this->assertTrue( $user['agree_to_terms'] );
		$this->assertGreaterThan( 0, $user['consent_time'] );
	}

	public function test_withdrawn_consent_is_recorded_as_such(): void {
		$this->rest( 'POST', self::ROUTE, $this->body(), 'administrator' );
		$this->rest( 'POST', self::ROUTE, $this->body( array( 'agree_to_terms' => false ) ), 'administrator' );
		$user = User_Details::get();
		$this->assertFalse( $user['agree_to_terms'] );
		$this->assertSame( 0, $user['consent_time'] );
	}

	public function test_logo_url_of_a_media_item_records_its_attachment_id(): void {
		$attachment = self::factory()->attachment->create_image( array( 'filename' => 'logo.png', 'width' => 200, 'height' => 200 ) );
		$url        = wp_get_attachment_url( $attachment );
		$this->rest( 'POST', self::ROUTE, $this->body( array( 'website_logo' => $url ) ), 'administrator' );
		$this->assertSame( $attachment, get_option( Settings::OPTION )['website']['logo_id'] );
	}

	/**
	 * @return array<string, array{0: array<string, mixed>, 1: string}>
	 */
	public static function invalid_bodies(): array {
		return array(
			'website_type missing'        => array( array( 'website_type' => null ), 'website_type' ),
			'website_type unknown'        => array( array( 'website_type' => 'spaceship' ), 'website_type' ),
			'organization_type unknown'   => array( array( 'organization_type' => 'Bakeryy' ), 'organization_type' ),
			'organization_type not text'  => array( array( 'organization_type' => array( 'Bakery' ) ), 'organization_type' ),
			'website_name too long'       => array( array( 'website_name' => str_repeat( 'a', 201 ) ), 'website_name' ),
			'website_logo not a URL'      => array( array( 'website_logo' => 'javascript:alert(1)' ), 'website_logo' ),
			'about_page negative'         => array( array( 'about_page' => -3 ), 'about_page' ),
			'about_page not a page'       => array( array( 'about_page' => 'post' ), 'about_page' ),
			'contact_page not an integer' => array( array( 'contact_page' => 'contact' ), 'contact_page' ),
			'social_profiles unknown id'  => array( array( 'social_profiles' => array( 'myspace' => 'https://myspace.com/a' ) ), 'social_profiles' ),
			'social_profiles not text'    => array( array( 'social_profiles' => array( 'facebook' => array( 1 ) ) ), 'social_profiles' ),
			'email invalid'               => array( array( 'email' => 'not-an-address' ), 'email' ),
			'agree_to_terms not boolean'  => array( array( 'agree_to_terms' => 'perhaps' ), 'agree_to_terms' ),
		);
	}

	/**
	 * @dataProvider invalid_bodies
	 * @param array<string, mixed> $overrides
	 */
	public function test_invalid_body_is_a_400_naming_the_field_and_stores_nothing( array $overrides, string $field ): void {
		$post = self::factory()->post->create();
		if ( 'post' === ( $overrides['about_page'] ?? null ) ) {
			$overrides['about_page'] = $post;
		}
		$body = $this->body( $overrides );
		$body = array_filter( $body, static fn( $value ): bool => null !== $value );
		update_option( 'blogname', 'Before' );

		$response = $this->rest( 'POST', self::ROUTE, $body, 'administrator' );
		$this->assertRestError( 400, null, $response );
		$data = $response->get_data();
		$this->assertContains( $data['code'], array( 'rest_invalid_param', 'rest_missing_callback_param' ) );
		$this->assertStringContainsString( $field, wp_json_encode( $data['data']['params'] ?? $data['message'] ) );
		$this->assertEmpty( get_option( Settings::OPTION ), 'no setting stored' );
		$this->assertFalse( get_option( User_Details::OPTION ) );
		$this->assertSame( 'Before', get_option( 'blogname' ) );
		$this->assertSame( '', Status::get() );
	}

	public function test_invalid_email_names_the_message_of_the_specification(): void {
		$response = $this->rest( 'POST', self::ROUTE, $this->body( array( 'email' => 'ada@' ) ), 'administrator' );
		$this->assertSame( 400, $response->get_status() );
		$this->assertStringContainsString( 'Please enter a valid email address', $response->get_data()['data']['params']['email'] );
	}

	public function test_every_website_type_and_grouped_organization_type_is_accepted(): void {
		foreach ( array( 'personal', 'business', 'organization', 'blog', 'community', 'ecommerce' ) as $type ) {
			$response = $this->rest( 'POST', self::ROUTE, $this->body( array( 'website_type' => $type, 'organization_type' => 'MedicalClinic' ) ), 'administrator' );
			$this->assertSame( 200, $response->get_status(), $type );
			$this->assertSame( $type, get_option( Settings::OPTION )['website']['type'] );
		}
	}
}
