<?php
/**
 * The migration routes under /sightline/v1/migration: list a source's terms and posts in
 * pages, migrate its global settings, terms and posts (one id from the UI, or a batch), record the
 * completion, and return the migrated social profiles and website details for the wizard.
 *
 * @package Sightline
 */

namespace Sightline\Migration;

use Sightline\Rest\Rest_Controller;
use Sightline\Hookable_Interface;
use Sightline\Settings\Settings;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

final class Migration_Controller extends Rest_Controller implements Hookable_Interface {

	/** Most ids one POST accepts (the UI sends one; WP-CLI and scripts may batch). */
	public const MAX_BATCH = 100;

	/** @var string */
	protected $rest_base = 'migration';

	public function __construct( private Migrator $migrator, private Detector $detector, private Settings $settings ) {}

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	public function register_routes(): void {
		$base = '/' . $this->rest_base;
		$auth = array( $this, 'can_manage_options' );
		foreach ( array( 'terms', 'posts' ) as $kind ) {
			register_rest_route(
				$this->namespace,
				$base . '/' . $kind,
				array(
					array(
						'methods'             => WP_REST_Server::READABLE,
						'callback'            => fn( WP_REST_Request $request ) => $this->list_items( $request, $kind ),
						'permission_callback' => $auth,
						'args'                => array(
							'plugin_slug' => $this->slug_arg(),
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
						'callback'            => fn( WP_REST_Request $request ) => $this->migrate_items( $request, $kind ),
						'permission_callback' => $auth,
						'args'                => array(
							'plugin_slug' => $this->slug_arg(),
							( 'terms' === $kind ? 'term' : 'post' ) . '_ids' => array(
								'description' => __( 'Ids to migrate (the settings app sends one per request).', 'sightline-seo' ),
								'type'        => 'array',
								'items'       => array(
									'type'    => 'integer',
									'minimum' => 1,
								),
								'minItems'    => 1,
								'maxItems'    => self::MAX_BATCH,
								'required'    => true,
							),
							'cleanup'     => self::cleanup_arg(),
							'start_over'  => array(
								'description' => __( 'Migrate items already migrated from this source again (the user chose Start over). Fields edited on this site since are kept and reported.', 'sightline-seo' ),
								'type'        => 'boolean',
								'default'     => false,
							),
						),
					),
				)
			);
		}
		register_rest_route(
			$this->namespace,
			$base . '/global-settings',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'migrate_global' ),
				'permission_callback' => $auth,
				'args'                => array(
					'plugin_slug' => $this->slug_arg(),
					'cleanup'     => self::cleanup_arg(),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			$base . '/completed',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'completed' ),
				'permission_callback' => $auth,
				'args'                => array( 'plugin_slug' => $this->slug_arg() ),
			)
		);
		register_rest_route(
			$this->namespace,
			$base . '/migrated-data',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'migrated_data' ),
				'permission_callback' => $auth,
			)
		);
	}

	/**
	 * @return array<string, mixed>
	 */
	private function slug_arg(): array {
		return array(
			'description' => __( 'The source plugin, by its WordPress.org slug.', 'sightline-seo' ),
			'type'        => 'string',
			'enum'        => array_column( $this->detector->definitions(), 'slug' ),
			'required'    => true,
		);
	}

	/**
	 * @return array<string, mixed>
	 */
	/**
	 * The `cleanup` argument of every item route (the settings app always sends false). WordPress words
	 * an enum of false as "cleanup is not ." (the value prints empty), so true gets a sentence of its own.
	 *
	 * @return array<string, mixed>
	 */
	public static function cleanup_arg(): array {
		return array(
			'description'       => __( "Always false: the source plugin's data is never modified.", 'sightline-seo' ),
			'type'              => 'boolean',
			'enum'              => array( false ),
			'default'           => false,
			'validate_callback' => static function ( $value, WP_REST_Request $request, string $param ) {
				if ( is_scalar( $value ) && true === rest_sanitize_boolean( $value ) ) {
					/* translators: %s: the argument's name (cleanup). */
					return new WP_Error( 'rest_invalid_param', sprintf( __( "%s must be false: the source plugin's data is never modified.", 'sightline-seo' ), $param ), array( 'status' => 400 ) );
				}
				return rest_validate_request_arg( $value, $request, $param );
			},
		);
	}

	private function source( WP_REST_Request $request ): Source_Interface|WP_Error {
		return $this->migrator->source( (string) $request->get_param( 'plugin_slug' ) );
	}

	/**
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function list_items( WP_REST_Request $request, string $kind ) {
		$source = $this->source( $request );
		if ( is_wp_error( $source ) ) {
			return $source;
		}
		$page = $this->migrator->page( $source, $kind, (int) $request->get_param( 'page' ) );
		// Keyed by taxonomy or post type: a JSON object, {} when there is nothing to migrate (not []).
		$page['data'] = $page['data'] ? $page['data'] : new \stdClass();
		return rest_ensure_response( array( 'success' => true ) + $page );
	}

	/**
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function migrate_items( WP_REST_Request $request, string $kind ) {
		$source = $this->source( $request );
		if ( is_wp_error( $source ) ) {
			return $source;
		}
		$type     = 'terms' === $kind ? 'term' : 'post';
		$ids      = array_values( array_unique( array_map( 'intval', (array) $request->get_param( $type . '_ids' ) ) ) );
		$migrated = array();
		$skipped  = array();
		$report   = array();
		$written  = 0;
		// One batch whatever the count: the UI's one-id request costs two reads and, when something
		// changed, one transaction with one INSERT.
		$already = array();
		// A second run skips what this source already migrated, unless the user asked to start over.
		foreach ( $this->migrator->migrate_batch( $source, $type, $ids, false, ! $request->get_param( 'start_over' ) ) as $id => $result ) {
			if ( null === $result ) {
				$migrated[] = $id;
				$already[]  = $id;
				continue;
			}
			if ( is_wp_error( $result ) ) {
				if ( 'sightline_migration_unknown_item' !== $result->get_error_code() ) {
					return $result;
				}
				$skipped[] = $id;
				continue;
			}
			$migrated[] = $id;
			$written   += $result['written'];
			$report     = array_merge( $report, $result['report'] );
		}
		if ( ! $migrated ) {
			return new WP_Error(
				'sightline_migration_unknown_item',
				/* translators: 1: post or term, 2: comma-separated ids. */
				sprintf( __( 'There is no %1$s with the id %2$s.', 'sightline-seo' ), $type, implode( ', ', $skipped ) ),
				array(
					'status' => 404,
					'field'  => $type . '_ids',
				)
			);
		}
		return $this->success(
			/* translators: %d: number of items. */
			sprintf( _n( '%d item migrated.', '%d items migrated.', count( $migrated ), 'sightline-seo' ), count( $migrated ) ),
			array(
				'migrated'       => $migrated,
				'already'        => $already,
				'skipped'        => $skipped,
				'fields_written' => $written,
				'report'         => $report,
			)
		);
	}

	/**
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function migrate_global( WP_REST_Request $request ) {
		$source = $this->source( $request );
		if ( is_wp_error( $source ) ) {
			return $source;
		}
		$result = $this->migrator->migrate_global( $source );
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		return $this->success(
			__( 'Global settings migrated.', 'sightline-seo' ),
			array(
				'imported'       => $result['imported'],
				'fields_written' => $result['written'],
				'report'         => $result['report'],
			)
		);
	}

	/**
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function completed( WP_REST_Request $request ) {
		$source = $this->source( $request );
		if ( is_wp_error( $source ) ) {
			return $source;
		}
		$this->migrator->complete( $source );
		return $this->success( __( 'Migration completed.', 'sightline-seo' ) );
	}

	/**
	 * @return \WP_REST_Response
	 */
	public function migrated_data() {
		$site = (array) $this->settings->get( 'website' );
		return rest_ensure_response(
			array(
				'social_profiles' => (array) $this->settings->get( 'social_profiles' ),
				'website_details' => array(
					'website_type'        => (string) ( $site['type'] ?? '' ),
					'website_name'        => (string) ( $site['name'] ?? '' ),
					'website_owner_name'  => (string) ( $site['owner_name'] ?? '' ),
					'organization_type'   => (string) ( $site['organization_type'] ?? 'Organization' ),
					'website_owner_phone' => (string) ( $site['owner_phone'] ?? '' ),
					'website_logo'        => (string) ( $site['logo'] ?? '' ),
					'about_page'          => (int) ( $site['about_page'] ?? 0 ),
					'contact_page'        => (int) ( $site['contact_page'] ?? 0 ),
				),
			)
		);
	}
}
