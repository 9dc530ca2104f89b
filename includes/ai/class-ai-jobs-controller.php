<?php
/**
 * The background AI jobs under /sightline/v1/ai/jobs: start a job over picked objects, run it a few rows
 * per request, read it back (the newest unfinished one after a closed tab), retry its failed rows, and
 * apply or discard each suggestion after review. Every route answers the job as the review reads it. A job belongs to the user who started it; running and
 * applying check edit rights on each object again.
 *
 * @package Sightline
 */

namespace Sightline\Ai;

use Sightline\Contracts\Contract;
use Sightline\Hookable_Interface;
use Sightline\Rest\Rest_Controller;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

final class Ai_Jobs_Controller extends Rest_Controller implements Hookable_Interface {

	/** @var string */
	protected $rest_base = 'ai/jobs';

	/** @var array<string, Suggester_Interface> */
	private array $suggesters = array();

	/**
	 * @param list<Suggester_Interface> $suggesters
	 */
	public function __construct( private Jobs $jobs, private Job_Runner $runner, array $suggesters ) {
		foreach ( $suggesters as $suggester ) {
			$this->suggesters[ $suggester->kind() ] = $suggester;
		}
	}

	public function register_routes(): void {
		Jobs_Table::upgrade();
		$base   = '/' . $this->rest_base;
		$job    = '/(?P<job>[0-9a-f]{32})';
		$can    = array( $this, 'can_edit_posts' );
		$owns   = array( $this, 'owns_job' );
		$schema = static fn() => Contract::schema( 'rest-ai-job' );
		$routes = array(
			$base                     => array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'create_job' ),
				'permission_callback' => $can,
				'args'                => array(
					'kind'   => $this->kind_arg(),
					'ids'    => array(
						'description' => __( 'The posts or images to write for.', 'sightline-seo' ),
						'type'        => 'array',
						'items'       => array(
							'type'    => 'integer',
							'minimum' => 1,
						),
						'minItems'    => 1,
						'maxItems'    => Jobs::MAX_OBJECTS,
						'required'    => true,
					),
					'fields' => array(
						'description' => __( 'What to write for each: title and description for posts, alt for images.', 'sightline-seo' ),
						'type'        => 'array',
						'items'       => array(
							'type' => 'string',
							'enum' => array( 'title', 'description', 'alt' ),
						),
						'minItems'    => 1,
						'uniqueItems' => true,
						'required'    => true,
					),
					'post'   => array(
						'description' => __( 'Alt text jobs: the post whose image blocks without alt text also get it when applied; 0 for the images alone.', 'sightline-seo' ),
						'type'        => 'integer',
						'minimum'     => 0,
						'default'     => 0,
					),
				),
			),
			$base . '/latest'         => array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'latest' ),
				'permission_callback' => $can,
				'args'                => array( 'kind' => $this->kind_arg() ),
			),
			$base . $job              => array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_job' ),
				'permission_callback' => $owns,
			),
			$base . $job . '/run'     => array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'run' ),
				'permission_callback' => $owns,
				'args'                => array(
					'count' => array(
						'description' => __( 'How many objects this request writes for.', 'sightline-seo' ),
						'type'        => 'integer',
						'minimum'     => 1,
						'maximum'     => 10,
						'default'     => Job_Runner::PER_REQUEST,
					),
				),
			),
			$base . $job . '/retry'   => array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'retry' ),
				'permission_callback' => $owns,
			),
			$base . $job . '/apply'   => array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'apply' ),
				'permission_callback' => $owns,
				'args'                => array(
					'items' => array(
						'description' => __( 'The reviewed suggestions to write: each object id with the values to write (the suggestion or its edit).', 'sightline-seo' ),
						'type'        => 'array',
						'minItems'    => 1,
						'maxItems'    => Jobs::MAX_OBJECTS,
						'required'    => true,
						'items'       => array(
							'type'                 => 'object',
							'additionalProperties' => false,
							'required'             => array( 'id', 'values' ),
							'properties'           => array(
								'id'     => array(
									'type'    => 'integer',
									'minimum' => 1,
								),
								'values' => array(
									'type'                 => 'object',
									'additionalProperties' => false,
									'properties'           => array(
										'title'       => array(
											'type'      => 'string',
											'maxLength' => 1000,
										),
										'description' => array(
											'type'      => 'string',
											'maxLength' => 1000,
										),
										'alt'         => array(
											'type'      => 'string',
											'maxLength' => 1000,
										),
									),
								),
							),
						),
					),
				),
			),
			$base . $job . '/discard' => array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'discard' ),
				'permission_callback' => $owns,
				'args'                => array(
					'ids' => array(
						'description' => __( 'The objects whose suggestions to discard.', 'sightline-seo' ),
						'type'        => 'array',
						'items'       => array(
							'type'    => 'integer',
							'minimum' => 1,
						),
						'minItems'    => 1,
						'maxItems'    => Jobs::MAX_OBJECTS,
						'required'    => true,
					),
				),
			),
		);
		foreach ( $routes as $path => $endpoint ) {
			register_rest_route(
				$this->namespace,
				$path,
				array(
					$endpoint,
					'schema' => $schema,
				)
			);
		}
	}

	/**
	 * @return array<string, mixed>
	 */
	private function kind_arg(): array {
		return array(
			'description' => __( 'The kind of job: seo (titles and descriptions of posts) or alt (alt text of images).', 'sightline-seo' ),
			'type'        => 'string',
			'enum'        => array_keys( $this->suggesters ),
			'required'    => true,
		);
	}

	/**
	 * @return true|WP_Error
	 */
	public function can_edit_posts() {
		return $this->require_capability( 'edit_posts' );
	}

	/**
	 * Only the user who started a job reads, runs or reviews it; anyone else gets the answer an unknown
	 * job gets.
	 *
	 * @param WP_REST_Request $request
	 * @return true|WP_Error
	 */
	public function owns_job( $request ) {
		$allowed = $this->can_edit_posts();
		if ( is_wp_error( $allowed ) ) {
			return $allowed;
		}
		$found = $this->jobs->find( (string) $request['job'] );
		if ( ! $found || get_current_user_id() !== $found['user_id'] || ! isset( $this->suggesters[ $found['kind'] ] ) ) {
			return new WP_Error( 'sightline_ai_job_unknown', __( 'job: there is no such job of yours.', 'sightline-seo' ), array( 'status' => 404 ) );
		}
		return true;
	}

	/**
	 * @return \WP_REST_Response|WP_Error
	 */
	public function create_job( WP_REST_Request $request ) {
		$suggester = $this->suggesters[ (string) $request['kind'] ];
		$fields    = array_values( array_map( 'strval', (array) $request['fields'] ) );
		$wrong     = array_diff( $fields, $suggester->fields() );
		if ( $wrong ) {
			return new WP_Error(
				'rest_invalid_param',
				/* translators: 1: the fields refused, 2: the fields allowed. */
				sprintf( __( 'fields: %1$s cannot be written by this kind of job (it writes %2$s).', 'sightline-seo' ), implode( ', ', $wrong ), implode( ', ', $suggester->fields() ) ),
				array(
					'status' => 400,
					'field'  => 'fields',
				)
			);
		}
		$post = (int) $request['post'];
		if ( $post > 0 && ( 'alt' !== $suggester->kind() || ! get_post( $post ) || ! current_user_can( 'edit_post', $post ) ) ) {
			return new WP_Error(
				'rest_invalid_param',
				/* translators: %d: the post id received. */
				sprintf( __( 'post: you cannot edit post %d (or it does not exist, or this kind of job writes to no post).', 'sightline-seo' ), $post ),
				array(
					'status' => 400,
					'field'  => 'post',
				)
			);
		}
		// A job that cannot run on this site (no model that reads images) is refused before it is stored.
		$unavailable = $suggester->unavailable();
		if ( $unavailable ) {
			return $unavailable;
		}
		$ids     = array_values( array_unique( array_map( 'intval', (array) $request['ids'] ) ) );
		$refused = array_values( array_filter( $ids, static fn( int $id ): bool => ! $suggester->may_edit( $id, $post ) ) );
		if ( $refused ) {
			return new WP_Error(
				'rest_invalid_param',
				/* translators: %s: comma-separated ids. */
				sprintf( __( 'ids: you cannot edit %s (or they do not exist).', 'sightline-seo' ), implode( ', ', $refused ) ),
				array(
					'status' => 400,
					'field'  => 'ids',
					'ids'    => $refused,
				)
			);
		}
		$job      = $this->jobs->create( $suggester->kind(), get_current_user_id(), $ids, $fields, $post );
		$response = rest_ensure_response( $this->view( $job ) );
		$response->set_status( 201 );
		return $response;
	}

	/**
	 * @return \WP_REST_Response
	 */
	public function latest( WP_REST_Request $request ) {
		$job = $this->jobs->latest( get_current_user_id(), (string) $request['kind'] );
		if ( $job ) {
			return rest_ensure_response( $this->view( $job ) );
		}
		return rest_ensure_response(
			array(
				'job'         => null,
				'kind'        => (string) $request['kind'],
				'fields'      => array(),
				'post'        => 0,
				'counts'      => array_fill_keys( Jobs::STATES, 0 ) + array( 'total' => 0 ),
				'items'       => array(),
				'retry_after' => null,
				'applied'     => array(),
				'refused'     => array(),
			)
		);
	}

	/**
	 * @return \WP_REST_Response
	 */
	public function get_job( WP_REST_Request $request ) {
		return rest_ensure_response( $this->view( (string) $request['job'] ) );
	}

	/**
	 * @return \WP_REST_Response
	 */
	public function run( WP_REST_Request $request ) {
		$job                 = (string) $request['job'];
		$found               = (array) $this->jobs->find( $job );
		$result              = $this->runner->run( $job, $this->suggesters[ $found['kind'] ], (int) $request['count'] );
		$view                = $this->view( $job );
		$view['retry_after'] = $result['retry_after'];
		$response            = rest_ensure_response( $view );
		if ( null !== $result['retry_after'] ) {
			// The provider's rate limit stopped this run: the browser waits as HTTP clients do.
			$response->header( 'Retry-After', (string) $result['retry_after'] );
		}
		return $response;
	}

	/**
	 * @return \WP_REST_Response
	 */
	public function retry( WP_REST_Request $request ) {
		$job = (string) $request['job'];
		$this->jobs->retry_failed( $job );
		return rest_ensure_response( $this->view( $job ) );
	}

	/**
	 * @return \WP_REST_Response
	 */
	public function apply( WP_REST_Request $request ) {
		$job       = (string) $request['job'];
		$found     = (array) $this->jobs->find( $job );
		$suggester = $this->suggesters[ $found['kind'] ];
		$applied   = array();
		$refused   = array();
		foreach ( (array) $request['items'] as $item ) {
			$id     = (int) $item['id'];
			$values = array_intersect_key( array_map( 'strval', (array) $item['values'] ), array_flip( $found['fields'] ) );
			$row    = $this->jobs->row( $job, $id );
			$result = $this->apply_one( $suggester, $job, $id, $values, $row, $found['post_id'] );
			if ( true === $result ) {
				$applied[] = $id;
				continue;
			}
			$refused[] = array(
				'id'      => $id,
				'message' => $result->get_error_message(),
			);
		}
		$view            = $this->view( $job );
		$view['applied'] = $applied;
		$view['refused'] = $refused;
		return rest_ensure_response( $view );
	}

	/**
	 * @param array<string, string>     $values
	 * @param array<string, mixed>|null $row
	 * @return true|WP_Error
	 */
	private function apply_one( Suggester_Interface $suggester, string $job, int $id, array $values, ?array $row, int $in_post ) {
		if ( ! $row || ! in_array( $row['status'], array( Jobs::READY, Jobs::FAILED ), true ) ) {
			return new WP_Error( 'sightline_ai_not_reviewable', __( 'This item has no suggestion waiting for review.', 'sightline-seo' ) );
		}
		if ( ! $suggester->may_edit( $id, $in_post ) ) {
			return new WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to edit this item.', 'sightline-seo' ) );
		}
		if ( ! $values ) {
			return new WP_Error( 'rest_invalid_param', __( 'values: nothing to write for this item.', 'sightline-seo' ) );
		}
		$written = $suggester->apply( $id, $values, $in_post );
		if ( is_wp_error( $written ) ) {
			return $written;
		}
		$this->jobs->settle( $job, $id, Jobs::APPLIED );
		return true;
	}

	/**
	 * @return \WP_REST_Response
	 */
	public function discard( WP_REST_Request $request ) {
		$job = (string) $request['job'];
		foreach ( (array) $request['ids'] as $id ) {
			$this->jobs->settle( $job, (int) $id, Jobs::DISCARDED );
		}
		return rest_ensure_response( $this->view( $job ) );
	}

	/**
	 * The job as the review screen reads it: its counts and each object with its current values, the
	 * suggestion and the error. Values are plain text; the screen escapes them.
	 *
	 * @return array<string, mixed>
	 */
	private function view( string $job ): array {
		$found     = (array) $this->jobs->find( $job );
		$suggester = $this->suggesters[ $found['kind'] ];
		$items     = array();
		foreach ( $this->jobs->rows( $job ) as $row ) {
			$id      = $row['object_id'];
			$items[] = array(
				'id'         => $id,
				'label'      => $suggester->label( $id ),
				'status'     => $row['status'],
				'current'    => (object) $suggester->current( $id ),
				'suggestion' => (object) $row['suggestion'],
				'error'      => $row['error'],
			);
		}
		return array(
			'job'         => $job,
			'kind'        => $found['kind'],
			'fields'      => $found['fields'],
			'post'        => $found['post_id'],
			'counts'      => $this->jobs->counts( $job ),
			'items'       => $items,
			'retry_after' => null,
			'applied'     => array(),
			'refused'     => array(),
		);
	}
}
