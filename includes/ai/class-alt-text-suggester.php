<?php
/**
 * Writes an image's alt text for a bulk job with WordPress's AI client (7.0+), the image itself
 * attached to the prompt: only a model that reads images can describe one, so the job is refused up
 * front (and each row fails saying so) when the site's AI provider is another one, or when no model of
 * the connectors set up under Settings > Connectors accepts image input. Applying writes the
 * attachment's alt text and, for a job over one post's images, the alt of that post's image blocks
 * that have none.
 *
 * @package Sightline
 */

namespace Sightline\Ai;

use Sightline\Ai\Providers\WordPress_Ai_Provider;
use WP_AI_Client_Prompt_Builder;
use WP_Error;

defined( 'ABSPATH' ) || exit;

final class Alt_Text_Suggester implements Suggester_Interface {

	/** The attachment's alt text meta key (WordPress's own). */
	public const META_KEY = '_wp_attachment_image_alt';

	/** Screen readers and image search read short alt texts best. */
	public const LIMIT = 125;

	/** A 1×1 PNG: asks the AI client whether some model takes an image, without reading one from disk. */
	private const PROBE_IMAGE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

	public function __construct( private Ai_Config $config ) {}

	public function kind(): string {
		return 'alt';
	}

	public function fields(): array {
		return array( 'alt' );
	}

	/**
	 * Why no alt text can be written on this site now, or null: the provider chosen cannot see images,
	 * no connector writes text, or none of their models accepts an image.
	 */
	public function unavailable(): ?WP_Error {
		if ( ( new WordPress_Ai_Provider() )->id() !== $this->config->get()['provider'] || ! function_exists( 'wp_ai_client_prompt' ) ) {
			return new WP_Error(
				'sightline_ai_no_image_input',
				__( 'Alt text needs an AI model that can see the image. The AI provider chosen for this site cannot read images: choose WordPress AI (Settings > Connectors, WordPress 7.0 or later) with a model that accepts images.', 'sightline-seo' ),
				array( 'status' => 400 )
			);
		}
		if ( ! wp_ai_client_prompt( 'ping' )->is_supported_for_text_generation() ) {
			return new WP_Error( 'sightline_ai_not_configured', __( 'No AI connector that writes text is set up. Add one under Settings > Connectors, or choose another provider.', 'sightline-seo' ), array( 'status' => 400 ) );
		}
		if ( ! $this->builder( 'Describe this image.', self::PROBE_IMAGE, '' )->is_supported_for_text_generation() ) {
			return new WP_Error(
				'sightline_ai_no_image_input',
				__( 'The AI connector set up for this site does not accept images, so it cannot write alt text. Choose a connector or model that reads images under Settings > Connectors.', 'sightline-seo' ),
				array( 'status' => 400 )
			);
		}
		return null;
	}

	public function write( int $object_id, string $field ) {
		if ( ! wp_attachment_is_image( $object_id ) ) {
			return new WP_Error( 'rest_post_invalid_id', __( 'This image no longer exists.', 'sightline-seo' ), array( 'status' => 404 ) );
		}
		if ( ! current_user_can( 'edit_post', $object_id ) ) {
			return new WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to edit this image.', 'sightline-seo' ), array( 'status' => 403 ) );
		}
		$refused = $this->unavailable();
		if ( $refused ) {
			return $refused;
		}
		$limited = Rate_Limit::take( get_current_user_id() );
		if ( is_wp_error( $limited ) ) {
			return $limited;
		}
		$result = $this->builder( $this->user_message( $object_id ), self::image_file( $object_id ), (string) get_post_mime_type( $object_id ) )->generate_text_result();
		if ( is_wp_error( $result ) ) {
			/* translators: %s: error message. */
			$error = new WP_Error( 'sightline_ai_provider_error', sprintf( __( 'The AI provider answered with an error: %s', 'sightline-seo' ), $result->get_error_message() ), array( 'status' => 502 ) );
			return Content_Generator::for_this_user( $error );
		}
		$text = Text_Fit::fit( Text_Fit::clean( (string) ( $result->toTexts()[0] ?? '' ) ), self::LIMIT );
		if ( '' === $text ) {
			return new WP_Error( 'sightline_ai_empty', __( 'The AI provider returned no text. Try again.', 'sightline-seo' ), array( 'status' => 502 ) );
		}
		return $text;
	}

	public function label( int $object_id ): string {
		$title = get_the_title( $object_id );
		return '' !== $title ? $title : wp_basename( (string) get_attached_file( $object_id ) );
	}

	public function current( int $object_id ): array {
		return array( 'alt' => (string) get_post_meta( $object_id, self::META_KEY, true ) );
	}

	public function may_edit( int $object_id, int $in_post = 0 ): bool {
		if ( ! wp_attachment_is_image( $object_id ) || ! current_user_can( 'edit_post', $object_id ) ) {
			return false;
		}
		return 0 === $in_post || ( get_post( $in_post ) instanceof \WP_Post && current_user_can( 'edit_post', $in_post ) );
	}

	public function apply( int $object_id, array $values, int $in_post = 0 ) {
		$alt = sanitize_text_field( $values['alt'] ?? '' );
		if ( '' === $alt ) {
			return new WP_Error( 'rest_invalid_param', __( 'alt: the alt text is empty.', 'sightline-seo' ), array( 'status' => 400 ) );
		}
		update_post_meta( $object_id, self::META_KEY, wp_slash( $alt ) );
		if ( $in_post > 0 ) {
			$blocks = Image_Blocks::set_alt( $in_post, $object_id, $alt );
			if ( is_wp_error( $blocks ) ) {
				return $blocks;
			}
		}
		return true;
	}

	/**
	 * The prompt: what to write as the system instruction; the image, with what the site says of it
	 * (its title, caption and the post it belongs to), as the user message.
	 */
	private function builder( string $message, string $file, string $mime ): WP_AI_Client_Prompt_Builder {
		$instruction = sprintf(
			'You write the alt text of an image, for people who cannot see it and for image search. Describe what the image shows in one sentence of at most %d characters. Do not begin with "Image of" or "Picture of". Answer with the text only: no quotes, no labels, no markdown. Write in the language of the site (%s).',
			self::LIMIT,
			get_bloginfo( 'language' )
		);
		return wp_ai_client_prompt( $message )->with_file( $file, '' !== $mime ? $mime : null )->using_system_instruction( $instruction );
	}

	private function user_message( int $object_id ): string {
		$lines   = array( 'Write the alt text for the attached image.' );
		$file    = wp_basename( (string) get_attached_file( $object_id ) );
		$title   = get_the_title( $object_id );
		$parent  = (int) wp_get_post_parent_id( $object_id );
		$lines[] = 'File name: ' . $file;
		if ( '' !== $title ) {
			$lines[] = 'Title: ' . $title;
		}
		$caption = wp_get_attachment_caption( $object_id );
		if ( is_string( $caption ) && '' !== $caption ) {
			$lines[] = 'Caption: ' . wp_strip_all_tags( $caption );
		}
		if ( $parent > 0 ) {
			$lines[] = 'Shown in: ' . wp_strip_all_tags( get_the_title( $parent ) );
		}
		return implode( "\n", $lines );
	}

	/**
	 * The image the model reads: the "large" size on disk when there is one (a few hundred KB at most),
	 * else the original file, else its address for a connector that fetches it.
	 */
	private static function image_file( int $object_id ): string {
		$original = (string) get_attached_file( $object_id );
		$meta     = wp_get_attachment_metadata( $object_id );
		$large    = is_array( $meta ) ? (string) ( $meta['sizes']['large']['file'] ?? '' ) : '';
		if ( '' !== $large && '' !== $original && is_file( path_join( dirname( $original ), $large ) ) ) {
			return path_join( dirname( $original ), $large );
		}
		if ( '' !== $original && is_file( $original ) ) {
			return $original;
		}
		return (string) wp_get_attachment_url( $object_id );
	}
}
