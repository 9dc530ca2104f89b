<?php
/**
 * Search Console over REST (manage_options). The client secret and tokens are write-only.
 *   GET    search-console/status        connection and import state (+ a fresh consent URL)
 *   POST   search-console/credentials   {client_id, client_secret}
 *   POST   search-console/disconnect
 *   GET    search-console/sites         the admin's properties      POST search-console/site {site_url}
 *   GET    search-console/report        {days}  clicks, impressions, CTR, position, tables
 *   POST   search-console/import        multipart files[] (ZIP or CSVs)   DELETE: forget the import
 *
 * @package Sightline
 */

namespace Sightline\Search_Console;

use Sightline\Rest\Rest_Controller;
use Sightline\Hookable_Interface;
use Sightline\Settings\Settings;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

final class Search_Console_Controller extends Rest_Controller implements Hookable_Interface {

	/** @var string */
	protected $rest_base = 'search-console';

	public function __construct( private Oauth $oauth, private Api_Client $client, private Report $report, private Importer $importer, private Settings $settings ) {}

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	public function register_routes(): void {
		// With the Search Console feature switched off its routes do not exist (404), like its screens.
		if ( ! $this->settings->get( 'enable_google_console' ) ) {
			return;
		}
		$admin = array( $this, 'can_manage_options' );
		$this->route( '/status', WP_REST_Server::READABLE, 'status' );
		$this->route(
			'/credentials',
			WP_REST_Server::CREATABLE,
			'save_credentials',
			array(
				'client_id'     => array(
					'type'        => 'string',
					'required'    => true,
					'minLength'   => 1,
					'maxLength'   => 255,
					'pattern'     => '^[A-Za-z0-9._-]+$',
					'description' => __( 'OAuth client ID from Google Cloud (…apps.googleusercontent.com).', 'sightline-seo' ),
				),
				'client_secret' => array(
					'type'        => 'string',
					'required'    => true,
					'minLength'   => 1,
					'maxLength'   => 255,
					'pattern'     => '^\S+$',
					'description' => __( 'OAuth client secret. Stored on the server, never returned.', 'sightline-seo' ),
				),
			)
		);
		$this->route( '/disconnect', WP_REST_Server::CREATABLE, 'disconnect' );
		$this->route( '/sites', WP_REST_Server::READABLE, 'sites' );
		$this->route(
			'/site',
			WP_REST_Server::CREATABLE,
			'select_site',
			array(
				'site_url' => array(
					'type'        => 'string',
					'required'    => true,
					'minLength'   => 1,
					'pattern'     => '^(https?://\S+|sc-domain:\S+)$',
					'description' => __( 'A Search Console property: a URL prefix (https://example.com/) or sc-domain:example.com.', 'sightline-seo' ),
				),
			)
		);
		$this->route(
			'/report',
			WP_REST_Server::READABLE,
			'get_report',
			array(
				'days' => array(
					'type'        => 'integer',
					'default'     => 28,
					'enum'        => Report::RANGES,
					'description' => __( 'How many days back from today.', 'sightline-seo' ),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/import',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'import' ),
					'permission_callback' => $admin,
				),
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_import' ),
					'permission_callback' => $admin,
				),
			)
		);
	}

	/**
	 * @param array<string, array<string, mixed>> $args
	 */
	private function route( string $path, string $methods, string $callback, array $args = array() ): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . $path,
			array(
				'methods'             => $methods,
				'callback'            => array( $this, $callback ),
				'permission_callback' => array( $this, 'can_manage_options' ),
				'args'                => $args,
			)
		);
	}

	/** @return array<string, mixed> */
	private function status_data(): array {
		return $this->oauth->public_status() + array(
			'auth_url' => $this->oauth->has_client() ? $this->oauth->auth_url() : '',
			'import'   => $this->report->import_summary(),
			'ranges'   => Report::RANGES,
		);
	}

	/**
	 * @param WP_REST_Request $request
	 * @return \WP_REST_Response
	 */
	public function status( $request ) {
		return rest_ensure_response( $this->status_data() );
	}

	/**
	 * @param WP_REST_Request $request
	 * @return \WP_REST_Response
	 */
	public function save_credentials( $request ) {
		$this->oauth->save_client( trim( (string) $request['client_id'] ), trim( (string) $request['client_secret'] ) );
		return $this->success( __( 'OAuth client saved. Connect to authorise access.', 'sightline-seo' ), array( 'status' => $this->status_data() ) );
	}

	/**
	 * @param WP_REST_Request $request
	 * @return \WP_REST_Response
	 */
	public function disconnect( $request ) {
		$revoked = $this->oauth->disconnect();
		return $this->success(
			__( 'Search Console disconnected.', 'sightline-seo' ),
			array(
				'status'  => $this->status_data(),
				'revoked' => $revoked,
			)
		);
	}

	/**
	 * @param WP_REST_Request $request
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function sites( $request ) {
		$sites = $this->client->sites();
		return is_wp_error( $sites ) ? $sites : rest_ensure_response( $sites );
	}

	/**
	 * @param WP_REST_Request $request
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function select_site( $request ) {
		if ( ! $this->oauth->is_connected() ) {
			return new \WP_Error( 'sightline_search_console_not_connected', __( 'Search Console is not connected.', 'sightline-seo' ), array( 'status' => 409 ) );
		}
		$site_url = (string) $request['site_url'];
		$sites    = $this->client->sites();
		if ( is_wp_error( $sites ) ) {
			return $sites;
		}
		if ( ! in_array( $site_url, array_column( $sites, 'site_url' ), true ) ) {
			return new \WP_Error(
				'rest_invalid_param',
				/* translators: %s: property. */
				sprintf( __( 'site_url: %s is not one of your Search Console properties.', 'sightline-seo' ), $site_url ),
				array(
					'status' => 400,
					'params' => array(
						'site_url' => __(
							'Not one of your Search Console properties.',
							'sightline-seo'
						),
					),
				)
			);
		}
		$this->oauth->set_property( $site_url );
		return $this->success( __( 'Property selected.', 'sightline-seo' ), array( 'status' => $this->status_data() ) );
	}

	/**
	 * @param WP_REST_Request $request
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_report( $request ) {
		$report = $this->report->get( (int) $request['days'] );
		return is_wp_error( $report ) ? $report : rest_ensure_response( $report );
	}

	/**
	 * @param WP_REST_Request $request
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function import( $request ) {
		$files = array();
		foreach ( $request->get_file_params() as $upload ) {
			// files[] arrives as parallel arrays; a single "file" field as one entry.
			$names = (array) ( $upload['name'] ?? array() );
			$paths = (array) ( $upload['tmp_name'] ?? array() );
			$codes = (array) ( $upload['error'] ?? array() );
			foreach ( $names as $i => $name ) {
				if ( UPLOAD_ERR_NO_FILE === (int) ( $codes[ $i ] ?? 0 ) ) {
					continue;
				}
				$path = (string) ( $paths[ $i ] ?? '' );
				/**
				 * Filters whether a file of an import request is a real upload (tests mark their fixtures).
				 *
				 * @param bool   $uploaded is_uploaded_file() of the temporary file.
				 * @param string $path     Temporary file.
				 */
				$uploaded = (bool) apply_filters( 'sightline_search_console_is_uploaded_file', is_uploaded_file( $path ), $path );
				if ( UPLOAD_ERR_OK !== (int) ( $codes[ $i ] ?? 0 ) || ! $uploaded ) {
					/* translators: %s: file name. */
					return new \WP_Error( 'sightline_search_console_import', sprintf( __( '%s did not upload completely. Try again.', 'sightline-seo' ), sanitize_file_name( (string) $name ) ), array( 'status' => 400 ) );
				}
				$files[] = array(
					'name' => (string) $name,
					'path' => $path,
				);
			}
		}
		$dataset = $this->importer->import( $files );
		if ( is_wp_error( $dataset ) ) {
			return $dataset;
		}
		$this->report->save_import( $dataset );
		return $this->success( __( 'Search Console export imported.', 'sightline-seo' ), array( 'status' => $this->status_data() ) );
	}

	/**
	 * @param WP_REST_Request $request
	 * @return \WP_REST_Response
	 */
	public function delete_import( $request ) {
		$this->report->delete_import();
		return $this->success( __( 'Imported data removed.', 'sightline-seo' ), array( 'status' => $this->status_data() ) );
	}
}
