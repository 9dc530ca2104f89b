<?php
/**
 * The redirect routes of a migration, beside the terms and posts routes and in their shape:
 * GET /sightline/v1/migration/redirects lists a source's redirect items in pages (data keyed by group,
 * each with count, title and redirect_ids); POST migrates items of one group (the settings app sends up
 * to 50 ids per request: the checks and the compile run once per request). A source without redirects
 * lists nothing. The source's data is only read.
 *
 * @package Sightline
 */

namespace Sightline\Migration;

use Sightline\Rest\Rest_Controller;
use Sightline\Hookable_Interface;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

final class Migration_Redirects_Controller extends Rest_Controller implements Hookable_Interface {

	/** @var string */
	protected $rest_base = 'migration/redirects';

	public function __construct( private Redirect_Migrator $migrator, private Detector $detector ) {}

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	public function register_routes(): void {
		$slug = array(
			'description' => __( 'The source plugin, by its WordPress.org slug.', 'sightline-seo' ),
			'type'        => 'string',
			'enum'        => array_column( $this->detector->definitions(), 'slug' ),
			'required'    => true,
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'list_items' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => array(
						'plugin_slug' => $slug,
						'page'        => array(
							'description' => __( 'Page of ids to read, from 1.', 'sightline-seo' ),
							'type'        => 'integer',
							'minimum'     => 1,
							// Past this the offset of the page would not fit in an integer.
							'maximum'     => 1000000,
							'default'     => 1,
						),
					),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'migrate_items' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => array(
						'plugin_slug'  => $slug,
						'group'        => array(
							'description' => __( 'The group of the ids, as the listing keys them (redirects; post or term for SEOPress).', 'sightline-seo' ),
							'type'        => 'string',
							'pattern'     => '^[a-z_]{1,20}$',
							'default'     => 'redirects',
						),
						'redirect_ids' => array(
							'description' => __( 'Ids to migrate (the settings app sends up to 50 per request).', 'sightline-seo' ),
							'type'        => 'array',
							'items'       => array(
								'type'    => 'integer',
								'minimum' => 1,
							),
							'minItems'    => 1,
							'maxItems'    => Migration_Controller::MAX_BATCH,
							'required'    => true,
						),
						'cleanup'      => Migration_Controller::cleanup_arg(),
						'start_over'   => array(
							'description' => __( 'Accepted like the other item routes; a redirect already migrated is never stored twice either way.', 'sightline-seo' ),
							'type'        => 'boolean',
							'default'     => false,
						),
					),
				),
			)
		);
	}

	/**
	 * @return \WP_REST_Response
	 */
	public function list_items( WP_REST_Request $request ) {
		return rest_ensure_response( array( 'success' => true ) + $this->migrator->page( (string) $request->get_param( 'plugin_slug' ), (int) $request->get_param( 'page' ) ) );
	}

	/**
	 * @return \WP_REST_Response|WP_Error
	 */
	public function migrate_items( WP_REST_Request $request ) {
		$slug  = (string) $request->get_param( 'plugin_slug' );
		$group = (string) $request->get_param( 'group' );
		if ( ! in_array( $group, $this->migrator->groups( $slug ), true ) ) {
			return new WP_Error(
				'sightline_migration_unknown_group',
				/* translators: 1: the group received, 2: the source plugin slug. */
				sprintf( __( 'group "%1$s" is not a group of redirects of %2$s.', 'sightline-seo' ), $group, $slug ),
				array(
					'status' => 400,
					'field'  => 'group',
				)
			);
		}
		$migrated = array();
		$skipped  = array();
		$report   = array();
		$counts   = array(
			'created' => 0,
			'already' => 0,
			'refused' => 0,
		);
		$unknown  = null;
		foreach ( $this->migrator->migrate( $slug, $group, (array) $request->get_param( 'redirect_ids' ) ) as $id => $result ) {
			if ( is_wp_error( $result ) ) {
				if ( 'sightline_migration_unknown_item' !== $result->get_error_code() ) {
					return $result;
				}
				$unknown   = $result;
				$skipped[] = $id;
				continue;
			}
			$migrated[] = $id;
			$report     = array_merge( $report, $result['report'] );
			foreach ( $counts as $key => $count ) {
				$counts[ $key ] = $count + $result[ $key ];
			}
		}
		if ( ! $migrated && null !== $unknown ) {
			return $unknown;
		}
		return $this->success(
			/* translators: %d: number of items. */
			sprintf( _n( '%d item migrated.', '%d items migrated.', count( $migrated ), 'sightline-seo' ), count( $migrated ) ),
			array(
				'migrated'          => $migrated,
				'skipped'           => $skipped,
				'imported'          => $counts['created'] + $counts['already'] > 0 ? array( __( 'Redirects', 'sightline-seo' ) ) : array(),
				'redirects_created' => $counts['created'],
				'redirects_already' => $counts['already'],
				'redirects_refused' => $counts['refused'],
				'report'            => $report,
			)
		);
	}
}
