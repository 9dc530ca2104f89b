<?php
/**
 * Base of every Sightline SEO REST controller: the namespace and the permission checks they share.
 *
 * @package Sightline
 */

namespace Sightline\Rest;

use WP_Error;
use WP_REST_Controller;

defined( 'ABSPATH' ) || exit;

abstract class Rest_Controller extends WP_REST_Controller {

	public const NAMESPACE = 'sightline/v1';

	/** @var string */
	protected $namespace = self::NAMESPACE;

	/**
	 * Site-wide settings, migration and tools need `manage_options`.
	 *
	 * @return true|WP_Error
	 */
	public function can_manage_options() {
		return $this->require_capability( 'manage_options' );
	}

	/**
	 * @param mixed ...$args Object id for meta capabilities such as edit_post.
	 * @return true|WP_Error
	 */
	protected function require_capability( string $capability, ...$args ) {
		if ( current_user_can( $capability, ...$args ) ) {
			return true;
		}
		return new WP_Error(
			'rest_forbidden',
			__( 'Sorry, you are not allowed to do that.', 'sightline-seo' ),
			array( 'status' => rest_authorization_required_code() )
		);
	}

	/**
	 * The `{success, message}` answer most write routes give (SPEC §7).
	 *
	 * @param array<string, mixed> $extra
	 */
	protected function success( string $message, array $extra = array() ): \WP_REST_Response {
		return rest_ensure_response(
			array(
				'success' => true,
				'message' => $message,
			) + $extra
		);
	}
}
