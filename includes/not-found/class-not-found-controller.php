<?php
/**
 * The 404 monitor (Tools > 404 Monitor), manage_options only:
 *
 *   GET  /sightline/v1/404-monitor          search, page, per_page, orderby (hits|last_seen|first_seen|url),
 *                                           order → {items, total, pages} (the log folded first)
 *   POST /sightline/v1/404-monitor/delete   {ids} → {deleted}
 *   POST /sightline/v1/404-monitor/clear    → {deleted} (every row and the log)
 *
 * Answers keep their contracts (includes/contracts/rest-not-found-*.json), published as the routes'
 * schemas.
 *
 * @package Sightline
 */

namespace Sightline\Not_Found;

use Sightline\Rest\Paged_List_Trait;
use Sightline\Rest\Rest_Controller;
use Sightline\Contracts\Contract;
use Sightline\Hookable_Interface;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

final class Not_Found_Controller extends Rest_Controller implements Hookable_Interface {

	use Paged_List_Trait;

	/** @var string */
	protected $rest_base = '404-monitor';

	public function __construct( private Monitor $monitor ) {}

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	public function register_routes(): void {
		Maintenance::upgrade();
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
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		register_rest_route(
			$this->namespace,
			$base . '/delete',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'delete' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => array(
						'ids' => $this->ids_arg( __( 'The ids of the recorded addresses to delete.', 'sightline-seo' ) ),
					),
				),
				'schema' => static fn() => Contract::schema( 'rest-not-found-deleted' ),
			)
		);
		register_rest_route(
			$this->namespace,
			$base . '/clear',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'clear' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
				),
				'schema' => static fn() => Contract::schema( 'rest-not-found-deleted' ),
			)
		);
	}

	/**
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( ! $this->schema ) {
			$this->schema = Contract::schema( 'rest-not-found-page' );
		}
		return $this->schema;
	}

	/**
	 * @return array<string, mixed>
	 */
	public function get_collection_params() {
		return $this->paged_list_params(
			array(
				'search'   => __( 'Only addresses (or referring hosts) that contain this text.', 'sightline-seo' ),
				'page'     => __( 'The page of addresses.', 'sightline-seo' ),
				'per_page' => __( 'Addresses per page.', 'sightline-seo' ),
				'orderby'  => __( 'Sort the addresses by this field.', 'sightline-seo' ),
			),
			Table::ORDER_BY,
			'hits'
		);
	}

	/**
	 * @param WP_REST_Request $request
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		$per_page = (int) $request['per_page'];
		$result   = $this->monitor->page( (string) $request['search'], (int) $request['page'], $per_page, (string) $request['orderby'], (string) $request['order'] );
		return $this->paged_answer( $result['items'], $result['total'], $per_page );
	}

	/**
	 * @param WP_REST_Request $request
	 * @return WP_REST_Response
	 */
	public function delete( $request ) {
		return rest_ensure_response( array( 'deleted' => $this->monitor->delete( array_map( 'intval', (array) $request['ids'] ) ) ) );
	}

	/**
	 * @param WP_REST_Request $request
	 * @return WP_REST_Response
	 */
	public function clear( $request ) {
		return rest_ensure_response( array( 'deleted' => $this->monitor->clear() ) );
	}
}
