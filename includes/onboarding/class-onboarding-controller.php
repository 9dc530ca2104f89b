<?php
/**
 * `POST /sightline/v1/onboarding`: saves the setup wizard. The website details
 * become the `website` setting (read by the Organization / Person JSON-LD: personal and blog sites are a
 * Person, every other type an Organization of the chosen schema.org type), the social profiles become
 * `social_profiles` (the sameAs list), a given website name becomes the site title, and the admin's own
 * details and consent stay in a private option. Nothing is sent to any other server.
 * `POST /sightline/v1/onboarding/ai-crawlers`: the setup's offer of an AI crawler policy, accepted.
 *
 * @package Sightline
 */

namespace Sightline\Onboarding;

use Sightline\Rest\Rest_Controller;
use Sightline\Hookable_Interface;
use Sightline\Settings\Settings;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

final class Onboarding_Controller extends Rest_Controller implements Hookable_Interface {

	/** @var string */
	protected $rest_base = 'onboarding';

	/** The personal fields; absent when the admin skipped the last step. */
	private const USER_FIELDS = array( 'first_name', 'last_name', 'email' );

	public function __construct( private Settings $settings ) {}

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => $this->get_endpoint_args_for_item_schema( WP_REST_Server::CREATABLE ),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		// The setup's offer of an AI crawler policy, accepted: a call of its own, so the wizard's save body
		// holds the setup's answers only.
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/ai-crawlers',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'accept_crawler_offer' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => array(
						'policy' => array(
							'description' => __( 'The policy the setup offers: allow AI answer engines, block AI training in robots.txt.', 'sightline-seo' ),
							'type'        => 'string',
							'enum'        => array( 'block_training' ),
							'required'    => true,
						),
					),
				),
			)
		);
	}

	/**
	 * Sets the AI crawler policy the setup offered, each crawler's own choice kept. A robots.txt editor
	 * line that contradicts it keeps the policy as it was (the AI Crawlers screen names that line).
	 *
	 * @param WP_REST_Request $request
	 */
	public function accept_crawler_offer( $request ): \WP_REST_Response|WP_Error {
		$crawlers = (array) $this->settings->get( 'ai_crawlers' );
		$saved    = $this->settings->update(
			array(
				'ai_crawlers' => array(
					'policy' => (string) $request['policy'],
					'bots'   => (array) ( $crawlers['bots'] ?? array() ),
				),
			)
		);
		if ( is_wp_error( $saved ) ) {
			return $saved;
		}
		return $this->success( __( 'AI crawler policy saved.', 'sightline-seo' ), array( 'ai_crawlers' => $saved['ai_crawlers'] ) );
	}

	/**
	 * @param WP_REST_Request $request
	 */
	public function create_item( $request ) {
		$current  = (array) $this->settings->get( 'social_profiles' );
		$profiles = array_map( static fn( $url ): string => trim( sanitize_text_field( (string) $url ) ), (array) $request['social_profiles'] );
		$logo     = (string) $request['website_logo'];
		$website  = array(
			'type'              => (string) $request['website_type'],
			'name'              => sanitize_text_field( (string) $request['website_name'] ),
			'owner_name'        => sanitize_text_field( (string) $request['website_owner_name'] ),
			'organization_type' => (string) $request['organization_type'],
			'owner_phone'       => sanitize_text_field( (string) $request['website_owner_phone'] ),
			'logo'              => $logo,
			'logo_id'           => '' !== $logo ? attachment_url_to_postid( $logo ) : 0,
			'about_page'        => (int) $request['about_page'],
			'contact_page'      => (int) $request['contact_page'],
		);
		$saved    = $this->settings->update(
			array(
				'website'         => $website,
				// Profiles the request leaves out keep their value (the wizard sends every one it shows).
				'social_profiles' => array_replace( $current, $profiles ),
			)
		);
		if ( is_wp_error( $saved ) ) {
			return $saved;
		}
		if ( '' !== $website['name'] ) {
			update_option( 'blogname', $website['name'] );
		}
		$params = $request->get_json_params();
		if ( ! $params ) {
			$params = $request->get_body_params();
		}
		if ( array_intersect( self::USER_FIELDS, array_keys( (array) $params ) ) ) {
			User_Details::save(
				array(
					'first_name'     => (string) $request['first_name'],
					'last_name'      => (string) $request['last_name'],
					'email'          => (string) $request['email'],
					// The wizard sends the personal fields only once its required agreement is ticked.
					'agree_to_terms' => null === $request['agree_to_terms'] ? true : (bool) $request['agree_to_terms'],
				)
			);
		}
		$crawlers = (array) $saved['ai_crawlers'];
		Status::mark( Status::FINISHED );
		return $this->success(
			__( 'Setup saved.', 'sightline-seo' ),
			array(
				'website'         => $saved['website'],
				'social_profiles' => $saved['social_profiles'],
				'ai_crawlers'     => $crawlers,
			)
		);
	}

	/**
	 * @param mixed  $value
	 * @param string $param
	 * @return true|WP_Error
	 */
	public function validate_organization_type( $value, WP_REST_Request $request, $param ) {
		if ( is_string( $value ) && Organization_Types::is_valid( $value ) ) {
			return true;
		}
		/* translators: %s: parameter name. */
		return self::invalid( $param, sprintf( __( '%s must be a schema.org Organization type, such as Organization or LocalBusiness.', 'sightline-seo' ), $param ) );
	}

	/**
	 * @param mixed  $value
	 * @param string $param
	 * @return true|WP_Error
	 */
	public function validate_logo( $value, WP_REST_Request $request, $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( true !== $valid || '' === $value ) {
			return $valid;
		}
		$scheme = wp_parse_url( (string) $value, PHP_URL_SCHEME );
		if ( in_array( $scheme, array( 'http', 'https' ), true ) && wp_parse_url( (string) $value, PHP_URL_HOST ) ) {
			return true;
		}
		/* translators: %s: parameter name. */
		return self::invalid( $param, sprintf( __( '%s must be the http(s) URL of an image, or empty.', 'sightline-seo' ), $param ) );
	}

	/**
	 * @param mixed  $value
	 * @param string $param
	 * @return true|WP_Error
	 */
	public function validate_page( $value, WP_REST_Request $request, $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( true !== $valid || 0 === (int) $value ) {
			return $valid;
		}
		$post = get_post( (int) $value );
		if ( $post && 'page' === $post->post_type && 'trash' !== $post->post_status ) {
			return true;
		}
		/* translators: %s: parameter name. */
		return self::invalid( $param, sprintf( __( '%s must be the id of a page, or 0 for none.', 'sightline-seo' ), $param ) );
	}

	/**
	 * @param mixed  $value
	 * @param string $param
	 * @return true|WP_Error
	 */
	public function validate_email( $value, WP_REST_Request $request, $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( true !== $valid || '' === $value || is_email( (string) $value ) ) {
			return $valid;
		}
		/* translators: %s: parameter name. */
		return self::invalid( $param, sprintf( __( '%s: Please enter a valid email address', 'sightline-seo' ), $param ) );
	}

	private static function invalid( string $param, string $message ): WP_Error {
		return new WP_Error(
			'rest_invalid_param',
			$message,
			array(
				'status' => 400,
				'field'  => $param,
			)
		);
	}

	/**
	 * The request body, described once: it drives validation, sanitising and the OPTIONS answer.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$settings = Settings::schema()['properties'];
		$website  = $settings['website']['properties'];
		$text     = static fn( string $description, int $max ): array => array(
			'description' => $description,
			'type'        => 'string',
			'maxLength'   => $max,
			'default'     => '',
		);
		$page     = fn( string $description ): array => array(
			'description' => $description,
			'type'        => 'integer',
			'minimum'     => 0,
			'default'     => 0,
			'arg_options' => array( 'validate_callback' => array( $this, 'validate_page' ) ),
		);

		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'sightline-onboarding',
			'type'       => 'object',
			'properties' => array(
				'website_type'        => array(
					'description' => __( 'What the website represents.', 'sightline-seo' ),
					'type'        => 'string',
					'enum'        => $website['type']['enum'],
					'required'    => true,
				),
				'website_name'        => $text( __( 'Name of the organisation; also becomes the site title when given.', 'sightline-seo' ), (int) $website['name']['maxLength'] ),
				'website_owner_name'  => $text( __( 'Name of the person the website represents.', 'sightline-seo' ), (int) $website['owner_name']['maxLength'] ),
				'organization_type'   => array(
					'description' => __( 'schema.org Organization type.', 'sightline-seo' ),
					'type'        => 'string',
					'default'     => Organization_Types::default_type(),
					'arg_options' => array( 'validate_callback' => array( $this, 'validate_organization_type' ) ),
				),
				'website_owner_phone' => $text( __( 'Contact phone (optional, free text).', 'sightline-seo' ), (int) $website['owner_phone']['maxLength'] ),
				'website_logo'        => array( 'arg_options' => array( 'validate_callback' => array( $this, 'validate_logo' ) ) ) + $text( __( 'Logo URL.', 'sightline-seo' ), (int) $website['logo']['maxLength'] ),
				'about_page'          => $page( __( 'Id of the About page, 0 for none.', 'sightline-seo' ) ),
				'contact_page'        => $page( __( 'Id of the Contact page, 0 for none.', 'sightline-seo' ) ),
				'social_profiles'     => array(
					'description'          => __( 'Social profile URLs keyed by profile id.', 'sightline-seo' ),
					'type'                 => 'object',
					'properties'           => array_map( static fn( array $p ): array => array_diff_key( $p, array( 'default' => 1 ) ), $settings['social_profiles']['properties'] ),
					'additionalProperties' => false,
					'default'              => array(),
				),
				'first_name'          => $text( __( 'First name of the admin (kept on this site).', 'sightline-seo' ), 100 ),
				'last_name'           => $text( __( 'Last name of the admin (kept on this site).', 'sightline-seo' ), 100 ),
				'email'               => array( 'arg_options' => array( 'validate_callback' => array( $this, 'validate_email' ) ) ) + $text( __( 'Email of the admin (kept on this site).', 'sightline-seo' ), 100 ),
				'agree_to_terms'      => array(
					'description' => __( 'The admin agreed to be notified and to share usage; only recorded. Left out with the personal fields, it is taken as agreed (the wizard requires it before sending them).', 'sightline-seo' ),
					'type'        => 'boolean',
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}
