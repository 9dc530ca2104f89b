<?php
/**
 * Writes a post's SEO title or meta description for a bulk job, with the generator the editor's
 * buttons use (same provider, prompt, limits and rate limit).
 *
 * @package Sightline
 */

namespace Sightline\Ai;

use Sightline\Settings\Object_Meta;
use WP_Error;

defined( 'ABSPATH' ) || exit;

final class Seo_Suggester implements Suggester_Interface {

	/** A job field => the generate-content type that writes it. */
	public const FIELDS = array(
		'title'       => 'page_title',
		'description' => 'page_description',
	);

	public function __construct( private Content_Generator $generator ) {}

	public function kind(): string {
		return 'seo';
	}

	public function fields(): array {
		return array_keys( self::FIELDS );
	}

	public function write( int $object_id, string $field ) {
		$post = get_post( $object_id );
		if ( ! $post instanceof \WP_Post ) {
			return new WP_Error( 'rest_post_invalid_id', __( 'This post no longer exists.', 'sightline-seo' ), array( 'status' => 404 ) );
		}
		if ( ! current_user_can( 'edit_post', $post->ID ) ) {
			return new WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to edit this post.', 'sightline-seo' ), array( 'status' => 403 ) );
		}
		$result = $this->generator->generate( self::FIELDS[ $field ] ?? '', $post );
		return is_wp_error( $result ) ? $result : $result['content'];
	}

	public function label( int $object_id ): string {
		return get_the_title( $object_id );
	}

	public function current( int $object_id ): array {
		$values = array();
		foreach ( $this->fields() as $field ) {
			$values[ $field ] = (string) get_post_meta( $object_id, Object_Meta::key( $field ), true );
		}
		return $values;
	}

	public function unavailable(): ?WP_Error {
		return null;
	}

	public function may_edit( int $object_id, int $in_post = 0 ): bool {
		return get_post( $object_id ) instanceof \WP_Post && current_user_can( 'edit_post', $object_id );
	}

	public function apply( int $object_id, array $values, int $in_post = 0 ) {
		foreach ( $values as $field => $text ) {
			// The registered meta field sanitises and validates as a save from the editor would.
			update_post_meta( $object_id, Object_Meta::key( $field ), wp_slash( sanitize_text_field( $text ) ) );
		}
		return true;
	}
}
