<?php
/**
 * What the editor needs to know about one post or term: its stored SEO fields, the values the page
 * really gets (resolved through the same Resolver as the front end) and the global defaults it inherits
 * when a field is left empty. Used by the post/settings and term/settings REST routes.
 *
 * @package Sightline
 */

namespace Sightline\Head;

use Sightline\Settings\Indexing;
use Sightline\Settings\Object_Meta;
use Sightline\Settings\Settings;
use WP_Error;
use WP_Post;
use WP_Term;

defined( 'ABSPATH' ) || exit;

final class Object_Settings {

	public function __construct(
		private Head_Output $output,
		private Breadcrumbs $breadcrumbs,
		private Settings $settings,
		private Indexing $indexing,
	) {}

	/**
	 * @return array<string, mixed>
	 */
	public function for_post( WP_Post $post ): array {
		return array(
			'id'          => $post->ID,
			'object_type' => 'post',
			'subtype'     => $post->post_type,
			'permalink'   => (string) get_permalink( $post ),
		) + $this->describe( Context::for_post( $post ), Object_Meta::values( 'post', $post->ID ) );
	}

	/**
	 * @return array<string, mixed>
	 */
	public function for_term( WP_Term $term ): array {
		$link = get_term_link( $term );
		return array(
			'id'          => $term->term_id,
			'object_type' => 'term',
			'subtype'     => $term->taxonomy,
			'permalink'   => is_wp_error( $link ) ? '' : $link,
		) + $this->describe( Context::for_term( $term ), Object_Meta::values( 'term', $term->term_id ) );
	}

	/**
	 * Whether the current user may edit the object a request names, asked before anything says whether
	 * it exists. An id that names nothing (no object, a trashed one, one of another type) is let through,
	 * for its 404, only to users who may edit everyone's posts; anyone else gets the refusal they get for
	 * an object that is not theirs, so a private id and a missing one answer alike. The REST routes' and
	 * the abilities' rule.
	 */
	public static function may_edit( WP_Post|WP_Term|WP_Error|null $found ): bool {
		if ( $found instanceof WP_Post ) {
			return current_user_can( 'edit_post', $found->ID );
		}
		if ( $found instanceof WP_Term ) {
			return current_user_can( 'edit_term', $found->term_id );
		}
		return current_user_can( 'edit_others_posts' );
	}

	/**
	 * The post a REST request names, or a 404 error that says which id (and type) was not found.
	 */
	public static function find_post( int $id, string $post_type = '' ): WP_Post|WP_Error {
		$post = $id > 0 ? get_post( $id ) : null;
		if ( ! $post instanceof WP_Post || in_array( $post->post_status, array( 'trash', 'auto-draft' ), true ) ) {
			return new WP_Error(
				'sightline_post_not_found',
				/* translators: %d: post id. */
				sprintf( __( 'No post exists with the id %d.', 'sightline-seo' ), $id ),
				array(
					'status' => 404,
					'field'  => 'post_id',
				)
			);
		}
		if ( '' !== $post_type && $post->post_type !== $post_type ) {
			return new WP_Error(
				'sightline_post_not_found',
				/* translators: 1: post id, 2: post type slug. */
				sprintf( __( 'Post %1$d is not of the post type %2$s.', 'sightline-seo' ), $id, $post_type ),
				array(
					'status' => 404,
					'field'  => 'post_type',
				)
			);
		}
		return $post;
	}

	/**
	 * The term a REST request names (in $taxonomy when given), or a 404 error.
	 */
	public static function find_term( int $id, string $taxonomy = '' ): WP_Term|WP_Error {
		$term = $id > 0 ? get_term( $id ) : null;
		if ( ! $term instanceof WP_Term ) {
			return new WP_Error(
				'sightline_term_not_found',
				/* translators: %d: term id. */
				sprintf( __( 'No term exists with the id %d.', 'sightline-seo' ), $id ),
				array(
					'status' => 404,
					'field'  => 'term_id',
				)
			);
		}
		if ( '' !== $taxonomy && $term->taxonomy !== $taxonomy ) {
			return new WP_Error(
				'sightline_term_not_found',
				/* translators: 1: term id, 2: taxonomy slug. */
				sprintf( __( 'Term %1$d is not in the taxonomy %2$s.', 'sightline-seo' ), $id, $taxonomy ),
				array(
					'status' => 404,
					'field'  => 'post_type',
				)
			);
		}
		return $term;
	}

	/**
	 * @param array<string, mixed> $stored
	 * @return array<string, mixed>
	 */
	private function describe( Context $context, array $stored ): array {
		$resolver = $this->output->resolver();
		$resolver->flush();
		$social = $resolver->social( $context );
		$robots = $resolver->robots( $context );
		return array(
			'stored'         => $stored,
			'resolved'       => array(
				'title'                => $resolver->title( $context ),
				'description'          => $resolver->description( $context ),
				'canonical'            => $resolver->canonical( $context ),
				'robots'               => $robots,
				'facebook_title'       => $social['og_title'],
				'facebook_description' => $social['og_description'],
				'facebook_image'       => $social['og_image']['url'] ?? '',
				'twitter_title'        => $social['twitter_title'],
				'twitter_description'  => $social['twitter_description'],
				'twitter_image'        => $social['twitter_image']['url'] ?? '',
				'twitter_card_type'    => (string) $this->settings->get( 'twitter_card_type' ),
				'breadcrumbs'          => $this->breadcrumbs->trail( $context ),
			),
			'global_default' => array(
				'title'            => $resolver->default_template( $context, 'title' ),
				'description'      => $resolver->default_template( $context, 'description' ),
				'page_title'       => (string) $this->settings->get( 'global_default.page_title' ),
				'page_description' => (string) $this->settings->get( 'global_default.page_description' ),
				'robots'           => $this->inherited_robots( $context ),
				'fallback_image'   => (string) $this->settings->get( 'fallback_image' ),
				'separator'        => $resolver->variables()->separator(),
			),
			'variables'      => $resolver->variables()->values( $context ),
		);
	}

	/**
	 * What the robots directives would be with every tri-state on "inherit": the editor's default label.
	 *
	 * @return array<string, bool>
	 */
	private function inherited_robots( Context $context ): array {
		$type   = $context->post->post_type ?? $context->term->taxonomy ?? '';
		$robots = array();
		foreach ( array_keys( Indexing::ROBOTS ) as $directive ) {
			$robots[ $directive ] = $context->is_home_page()
				? in_array( $directive, (array) $this->settings->get( 'home_page_robots.general' ), true )
				: $this->indexing->type_has( $directive, $type );
		}
		return $robots;
	}
}
