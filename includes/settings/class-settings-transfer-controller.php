<?php
/**
 * Import/Export of all global settings (Tools > Import/Export).
 *
 * `GET  /sightline/v1/admin/settings-transfer` answers the export file: plugin, version, date, settings.
 * `POST /sightline/v1/admin/settings-transfer` imports `{settings, dry_run}`: every key is validated
 * against the schema first and the first bad one is named in a 400; nothing is stored unless all are
 * valid. The answer lists what changes (key, from, to); with dry_run nothing is stored.
 *
 * @package Sightline
 */

namespace Sightline\Settings;

use Sightline\Rest\Rest_Controller;
use Sightline\Hookable_Interface;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

final class Settings_Transfer_Controller extends Rest_Controller implements Hookable_Interface {

	/** Marks our export files so a file from another plugin is refused with a clear message. */
	public const FILE_PLUGIN = 'sightline-seo';

	/** @var string */
	protected $rest_base = 'admin/settings-transfer';

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
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'export' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => array(),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'import' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => array(
						'plugin'   => array(
							'description' => __( 'Which plugin wrote the file; must be sightline-seo when given.', 'sightline-seo' ),
							'type'        => 'string',
							'enum'        => array( self::FILE_PLUGIN ),
						),
						'settings' => array(
							'description'       => __( 'The settings to import, keyed by setting name.', 'sightline-seo' ),
							'type'              => 'object',
							'required'          => true,
							'validate_callback' => array( $this, 'validate_settings' ),
						),
						'dry_run'  => array(
							'description' => __( 'Only report what would change.', 'sightline-seo' ),
							'type'        => 'boolean',
							'default'     => false,
						),
					),
				),
			)
		);
	}

	/**
	 * @param mixed $value
	 * @return true|WP_Error
	 */
	public function validate_settings( $value ) {
		if ( ! is_array( $value ) || array() === $value || array_is_list( $value ) ) {
			return new WP_Error( 'sightline_invalid_import', __( 'settings must be an object of Sightline SEO settings keyed by name.', 'sightline-seo' ), array( 'status' => 400 ) );
		}
		$clean = $this->settings->validate( $value );
		return is_wp_error( $clean ) ? $clean : true;
	}

	/**
	 * @param WP_REST_Request $request
	 * @return \WP_REST_Response
	 */
	public function export( $request ) {
		$response = rest_ensure_response(
			array(
				'plugin'      => self::FILE_PLUGIN,
				'version'     => SIGHTLINE_VERSION,
				'exported_at' => gmdate( 'c' ),
				'settings'    => Schema::for_json( Settings::schema(), $this->settings->all() ),
			)
		);
		// The export holds the whole configuration: never let a shared cache keep it.
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}

	/**
	 * @param WP_REST_Request $request
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function import( $request ) {
		$clean = $this->settings->validate( (array) $request->get_param( 'settings' ) );
		if ( is_wp_error( $clean ) ) {
			return $clean;
		}
		$current = $this->settings->all();
		$changes = array();
		$changed = array();
		foreach ( $clean as $key => $value ) {
			// Compare with the defaults filled in, so a partial object equal to the current one is no change.
			$after = Schema::merge( Settings::schema()['properties'][ $key ], $value );
			if ( $after !== $current[ $key ] ) {
				$changes[]       = array(
					'key'  => $key,
					'from' => $current[ $key ],
					'to'   => $after,
				);
				$changed[ $key ] = $value;
			}
		}

		$dry_run = (bool) $request->get_param( 'dry_run' );
		if ( ! $dry_run && $changed ) {
			$saved = $this->settings->update( $changed );
			if ( is_wp_error( $saved ) ) {
				return $saved;
			}
		}

		if ( ! $changes ) {
			$message = __( 'The file matches the current settings: nothing to import.', 'sightline-seo' );
		} elseif ( $dry_run ) {
			/* translators: %d: number of settings. */
			$message = sprintf( _n( '%d setting will change.', '%d settings will change.', count( $changes ), 'sightline-seo' ), count( $changes ) );
		} else {
			/* translators: %d: number of settings. */
			$message = sprintf( _n( '%d setting imported.', '%d settings imported.', count( $changes ), 'sightline-seo' ), count( $changes ) );
		}
		return $this->success(
			$message,
			array(
				'dry_run' => $dry_run,
				'applied' => ! $dry_run && (bool) $changes,
				'changes' => $changes,
			)
		);
	}
}
