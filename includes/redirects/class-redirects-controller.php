<?php
/**
 * The redirect rules (Tools > Redirects), manage_options only:
 *
 *   GET    /sightline/v1/redirects               search, page, per_page, orderby, order → {items, total, pages}
 *   POST   /sightline/v1/redirects               a rule's fields → the rule (201)
 *   GET    /sightline/v1/redirects/{id}          → the rule
 *   PUT    /sightline/v1/redirects/{id}          the fields to change → the rule
 *   DELETE /sightline/v1/redirects/{id}          → {deleted: true, previous}
 *   POST   /sightline/v1/redirects/bulk          {action: delete|enable|disable, ids} → {changed}
 *   POST   /sightline/v1/redirects/import        a CSV file (multipart `file`) or text (`csv`) → {imported}
 *   GET    /sightline/v1/redirects/export        → {filename, csv}
 *
 * Arguments come from includes/settings/redirect.json; errors name the field or the rule at fault and
 * store nothing.
 *
 * @package Sightline
 */

namespace Sightline\Redirects;

use Sightline\Rest\Paged_List_Trait;
use Sightline\Rest\Rest_Controller;
use Sightline\Contracts\Contract;
use Sightline\Hookable_Interface;
use Sightline\Settings\Schema;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

final class Redirects_Controller extends Rest_Controller implements Hookable_Interface {

	use Paged_List_Trait;

	/** @var string */
	protected $rest_base = 'redirects';

	public function __construct( private Redirects $redirects, private Maintenance $maintenance ) {}

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	public function register_routes(): void {
		$this->maintenance->upgrade();
		$base = '/' . $this->rest_base;
		register_rest_route(
			$this->namespace,
			$base,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => $this->get_collection_params(),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => $this->get_endpoint_args_for_item_schema( WP_REST_Server::CREATABLE ),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		register_rest_route(
			$this->namespace,
			$base . '/(?P<id>\d+)',
			array(
				'args'   => array(
					'id' => array(
						'description' => __( 'The rule\'s id.', 'sightline-seo' ),
						'type'        => 'integer',
						'minimum'     => 1,
					),
				),
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
				),
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update_item' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => $this->get_endpoint_args_for_item_schema( WP_REST_Server::EDITABLE ),
				),
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_item' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		register_rest_route(
			$this->namespace,
			$base . '/bulk',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'bulk' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => array(
						'action' => array(
							'description' => __( 'What to do with the rules.', 'sightline-seo' ),
							'type'        => 'string',
							'enum'        => array( 'delete', 'enable', 'disable' ),
							'required'    => true,
						),
						'ids'    => $this->ids_arg( __( 'The rules\' ids.', 'sightline-seo' ) ),
					),
				),
				'schema' => static fn() => Contract::schema( 'rest-redirects-changed' ),
			)
		);
		register_rest_route(
			$this->namespace,
			$base . '/import',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'import' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => array(
						'csv' => array(
							'description' => __( 'The CSV text, when no file is uploaded.', 'sightline-seo' ),
							'type'        => 'string',
							'maxLength'   => Csv::MAX_BYTES,
						),
					),
				),
				'schema' => static fn() => Contract::schema( 'rest-redirects-imported' ),
			)
		);
		register_rest_route(
			$this->namespace,
			$base . '/export',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'export' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
				),
				'schema' => static fn() => Contract::schema( 'rest-redirects-export' ),
			)
		);
	}

	/**
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( ! $this->schema ) {
			$schema            = Schema::for_rest( Schema::load( 'redirect' ) );
			$schema['$schema'] = 'http://json-schema.org/draft-04/schema#';
			$schema['title']   = 'sightline_redirect';
			foreach ( $schema['properties'] as $name => $property ) {
				$schema['properties'][ $name ]['context'] = array( 'view', 'edit' );
				unset( $schema['properties'][ $name ]['default'] );
			}
			$this->schema = $schema;
		}
		return $this->add_additional_fields_schema( $this->schema );
	}

	/**
	 * @return array<string, mixed>
	 */
	public function get_collection_params() {
		return $this->paged_list_params(
			array(
				'search'   => __( 'Only rules whose source or target contains this text.', 'sightline-seo' ),
				'page'     => __( 'The page of rules.', 'sightline-seo' ),
				'per_page' => __( 'Rules per page.', 'sightline-seo' ),
				'orderby'  => __( 'Sort the rules by this field.', 'sightline-seo' ),
			),
			Table::ORDER_BY,
			'id'
		);
	}

	/**
	 * @param WP_REST_Request $request
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		$per_page = (int) $request['per_page'];
		$result   = $this->redirects->page( (string) $request['search'], (int) $request['page'], $per_page, (string) $request['orderby'], (string) $request['order'] );
		return $this->paged_answer( $result['rules'], $result['total'], $per_page );
	}

	/**
	 * @param WP_REST_Request $request
	 */
	public function get_item( $request ) {
		$rule = $this->redirects->find( (int) $request['id'] );
		return null === $rule ? Redirects::not_found() : rest_ensure_response( $rule );
	}

	/**
	 * @param WP_REST_Request $request
	 */
	public function create_item( $request ) {
		$rule = $this->redirects->create( $this->fields( $request ) );
		if ( is_wp_error( $rule ) ) {
			return $rule;
		}
		$response = new WP_REST_Response( $rule, 201 );
		$response->header( 'Location', rest_url( $this->namespace . '/' . $this->rest_base . '/' . $rule['id'] ) );
		return $response;
	}

	/**
	 * @param WP_REST_Request $request
	 */
	public function update_item( $request ) {
		$rule = $this->redirects->update( (int) $request['id'], $this->fields( $request ) );
		return is_wp_error( $rule ) ? $rule : rest_ensure_response( $rule );
	}

	/**
	 * @param WP_REST_Request $request
	 */
	public function delete_item( $request ) {
		$rule = $this->redirects->find( (int) $request['id'] );
		if ( null === $rule ) {
			return Redirects::not_found();
		}
		$this->redirects->delete( array( (int) $rule['id'] ) );
		return rest_ensure_response(
			array(
				'deleted'  => true,
				'previous' => $rule,
			)
		);
	}

	/**
	 * @param WP_REST_Request $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function bulk( $request ) {
		$ids     = array_map( 'intval', (array) $request['ids'] );
		$changed = 'delete' === $request['action'] ? $this->redirects->delete( $ids ) : $this->redirects->set_enabled( $ids, 'enable' === $request['action'] );
		return is_wp_error( $changed ) ? $changed : rest_ensure_response( array( 'changed' => $changed ) );
	}

	/**
	 * @param WP_REST_Request $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function import( $request ) {
		$files = $request->get_file_params();
		if ( isset( $files['file']['tmp_name'] ) && is_string( $files['file']['tmp_name'] ) && '' !== $files['file']['tmp_name'] ) {
			// File params come from PHP's $_FILES only (WP_REST_Server), never from the request body.
			if ( ! empty( $files['file']['error'] ) ) {
				return new WP_Error( 'sightline_redirect_import', __( 'The file could not be uploaded.', 'sightline-seo' ), array( 'status' => 400 ) );
			}
			$handle = fopen( $files['file']['tmp_name'], 'rb' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- the uploaded file, read line by line.
		} elseif ( is_string( $request['csv'] ) && '' !== $request['csv'] ) {
			$handle = fopen( 'php://temp', 'w+b' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a stream over the posted text.
			if ( false !== $handle ) {
				fwrite( $handle, $request['csv'] ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- see above.
				rewind( $handle );
			}
		} else {
			return new WP_Error( 'sightline_redirect_import', __( 'Choose a CSV file to import.', 'sightline-seo' ), array( 'status' => 400 ) );
		}
		if ( false === $handle ) {
			return new WP_Error( 'sightline_redirect_import', __( 'The file could not be read.', 'sightline-seo' ), array( 'status' => 400 ) );
		}
		$imported = $this->redirects->import( $handle );
		fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- see above.
		if ( is_wp_error( $imported ) ) {
			return $imported;
		}
		return $this->success(
			/* translators: %d: number of rules. */
			sprintf( _n( '%d redirect imported.', '%d redirects imported.', $imported, 'sightline-seo' ), $imported ),
			array( 'imported' => $imported )
		);
	}

	/**
	 * @param WP_REST_Request $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function export( $request ) {
		$handle = fopen( 'php://temp', 'w+b' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- the CSV is built in memory.
		if ( false === $handle ) {
			return new WP_Error( 'sightline_redirect_export', __( 'The export could not be written.', 'sightline-seo' ), array( 'status' => 500 ) );
		}
		$count = Csv::write( $this->redirects->each(), $handle );
		rewind( $handle );
		$csv = (string) stream_get_contents( $handle );
		fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- see above.
		return rest_ensure_response(
			array(
				'filename' => 'redirects-' . gmdate( 'Y-m-d' ) . '.csv',
				'count'    => $count,
				'csv'      => $csv,
			)
		);
	}

	/**
	 * The writable fields the request carries.
	 *
	 * @return array<string, mixed>
	 */
	private function fields( WP_REST_Request $request ): array {
		$fields = array();
		foreach ( Validator::WRITABLE as $field ) {
			if ( null !== $request->get_param( $field ) ) {
				$fields[ $field ] = $request->get_param( $field );
			}
		}
		return $fields;
	}
}
