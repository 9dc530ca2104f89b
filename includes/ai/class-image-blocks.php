<?php
/**
 * The alt text of a post's image blocks (core/image, nested blocks included). The block keeps its alt
 * in the <img> of its HTML, not in its comment's attributes, so both reading and writing go through
 * the HTML with WP_HTML_Tag_Processor. Writing touches only the blocks of one image whose alt is empty,
 * so an alt an author wrote for this one place is never replaced.
 *
 * @package Sightline
 */

namespace Sightline\Ai;

use WP_HTML_Tag_Processor;

defined( 'ABSPATH' ) || exit;

final class Image_Blocks {

	/**
	 * The attachments shown by the content's image blocks that have no alt there, in order, once each.
	 *
	 * @return list<int>
	 */
	public static function ids_without_alt( string $content ): array {
		$ids = array();
		self::walk(
			parse_blocks( $content ),
			static function ( array $block ) use ( &$ids ): array {
				$id = (int) ( $block['attrs']['id'] ?? 0 );
				if ( $id > 0 && '' === self::alt_of( (string) $block['innerHTML'] ) ) {
					$ids[ $id ] = $id;
				}
				return $block;
			}
		);
		return array_values( $ids );
	}

	/**
	 * Sets the alt of the post's image blocks that show the attachment and have none, and saves the post
	 * (only its content changes). How many blocks changed; 0 saves nothing.
	 *
	 * @return int|\WP_Error
	 */
	public static function set_alt( int $post_id, int $attachment_id, string $alt ) {
		$post = get_post( $post_id );
		if ( ! $post instanceof \WP_Post ) {
			return new \WP_Error( 'rest_post_invalid_id', __( 'The post of these image blocks no longer exists.', 'sightline-seo' ), array( 'status' => 404 ) );
		}
		$changed = 0;
		$blocks  = self::walk(
			parse_blocks( $post->post_content ),
			static function ( array $block ) use ( $attachment_id, $alt, &$changed ): array {
				if ( (int) ( $block['attrs']['id'] ?? 0 ) !== $attachment_id || '' !== self::alt_of( (string) $block['innerHTML'] ) ) {
					return $block;
				}
				$block['innerHTML'] = self::with_alt( (string) $block['innerHTML'], $alt );
				foreach ( $block['innerContent'] as $i => $chunk ) {
					if ( is_string( $chunk ) ) {
						$block['innerContent'][ $i ] = self::with_alt( $chunk, $alt );
					}
				}
				++$changed;
				return $block;
			}
		);
		if ( 0 === $changed ) {
			return 0;
		}
		$saved = wp_update_post(
			array(
				'ID'           => $post->ID,
				'post_content' => wp_slash( serialize_blocks( $blocks ) ),
			),
			true
		);
		return is_wp_error( $saved ) ? $saved : $changed;
	}

	/**
	 * Calls $visit on every core/image block, inner blocks included, and returns the blocks it gave back.
	 *
	 * @param array<int, array<string, mixed>>                     $blocks
	 * @param callable(array<string, mixed>): array<string, mixed> $visit
	 * @return array<int, array<string, mixed>>
	 */
	private static function walk( array $blocks, callable $visit ): array {
		foreach ( $blocks as $i => $block ) {
			if ( ! empty( $block['innerBlocks'] ) ) {
				$block['innerBlocks'] = self::walk( $block['innerBlocks'], $visit );
			}
			if ( 'core/image' === ( $block['blockName'] ?? '' ) ) {
				$block = $visit( $block );
			}
			$blocks[ $i ] = $block;
		}
		return $blocks;
	}

	/** The alt of the first <img> in the HTML; '' when it has none or an empty one. */
	private static function alt_of( string $html ): string {
		$tags = new WP_HTML_Tag_Processor( $html );
		if ( ! $tags->next_tag( array( 'tag_name' => 'img' ) ) ) {
			return '';
		}
		return trim( (string) $tags->get_attribute( 'alt' ) );
	}

	private static function with_alt( string $html, string $alt ): string {
		$tags = new WP_HTML_Tag_Processor( $html );
		if ( ! $tags->next_tag( array( 'tag_name' => 'img' ) ) ) {
			return $html;
		}
		// The processor escapes the value for the attribute.
		$tags->set_attribute( 'alt', $alt );
		return $tags->get_updated_html();
	}
}
