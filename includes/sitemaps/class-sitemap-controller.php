<?php
/**
 * `POST /sightline/v1/sitemap/generate-cache`: drops every cached sitemap and builds the index again,
 * answering `{message, description}` for the settings app's notice. Pages are rebuilt on their next request. manage_options.
 *
 * @package Sightline
 */

namespace Sightline\Sitemaps;

use Sightline\Rest\Rest_Controller;
use Sightline\Hookable_Interface;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

final class Sitemap_Controller extends Rest_Controller implements Hookable_Interface {

	/** @var string */
	protected $rest_base = 'sitemap/generate-cache';

	public function __construct( private Registry $registry, private Server $server ) {}

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
					'args'                => array(),
				),
			)
		);
	}

	/**
	 * @param WP_REST_Request $request
	 */
	public function create_item( $request ) {
		if ( ! $this->registry->enabled() ) {
			return new WP_Error( 'sightline_sitemaps_off', __( 'XML sitemaps are turned off. Turn on XML Sitemap and save before generating the cache.', 'sightline-seo' ), array( 'status' => 409 ) );
		}
		try {
			$totals = $this->server->regenerate();
		} catch ( \Throwable $error ) {
			return new WP_Error( 'sightline_sitemap_cache_failed', __( 'Error generating sitemap cache. Please try again.', 'sightline-seo' ), array( 'status' => 500 ) );
		}
		return rest_ensure_response(
			array(
				'message'     => __( 'Sitemap cache regenerated.', 'sightline-seo' ),
				'description' => sprintf(
					/* translators: 1: number of sitemaps, 2: number of URLs. */
					_n( 'The index lists %1$s sitemap with %2$s URLs; each page is rebuilt on its next request.', 'The index lists %1$s sitemaps with %2$s URLs; each page is rebuilt on its next request.', $totals['sitemaps'], 'sightline-seo' ),
					number_format_i18n( $totals['sitemaps'] ),
					number_format_i18n( $totals['urls'] )
				),
			)
		);
	}
}
