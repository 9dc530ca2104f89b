<?php
/**
 * The FAQ and how-to blocks of the SEO plugins sites move to us from, read from the attributes they
 * saved in the content, so their structured data survives the move without the plugin:
 *
 * - Yoast SEO `yoast/faq-block`: `questions` [{id, question, answer, jsonQuestion, jsonAnswer}], the
 *   json* fields the plain copies Yoast's own schema reads; `yoast/how-to-block`: `jsonDescription`,
 *   `hasDuration` with `days`/`hours`/`minutes`, `steps` [{id, name, text, jsonName, jsonText, images}].
 * - Rank Math `rank-math/faq-block`: `questions` [{id, title, content, visible}];
 *   `rank-math/howto-block`: `description`, `hasDuration` with `days`/`hours`/`minutes`, `imageID`,
 *   `steps` [{id, title, content, visible, imageID, imageUrl}]. Only visible items count, as in Rank Math.
 * - All in One SEO `aioseo/faq`: one question a block, `question` in the attributes, the answer its
 *   inner blocks; a block marked `hidden` (shown in the schema only) is left out: Google requires the
 *   answers a page's FAQ data gives to be on the page.
 *
 * @package Sightline
 */

namespace Sightline\Structured_Data;

defined( 'ABSPATH' ) || exit;

/**
 * @phpstan-import-type Question from Content_Blocks
 * @phpstan-import-type How_To from Content_Blocks
 */
final class Peer_Blocks {

	/**
	 * @param array<string, mixed> $attrs
	 * @return list<Question>
	 */
	public static function yoast_questions( array $attrs ): array {
		$questions = array();
		foreach ( Content_Blocks::list_of( $attrs['questions'] ?? null ) as $item ) {
			$questions[] = Content_Blocks::question( self::first( $item, 'jsonQuestion', 'question' ), self::first( $item, 'jsonAnswer', 'answer' ) );
		}
		return array_values( array_filter( $questions ) );
	}

	/**
	 * @param array<string, mixed> $attrs
	 * @return How_To
	 */
	public static function yoast_how_to( array $attrs ): array {
		$steps = array();
		foreach ( Content_Blocks::list_of( $attrs['steps'] ?? null ) as $step ) {
			$steps[] = Content_Blocks::step( self::first( $step, 'jsonName', 'name' ), self::first( $step, 'jsonText', 'text' ), self::yoast_image( $step ) );
		}
		return Content_Blocks::how_to(
			array(
				'description' => Rich_Text::plain( self::first( $attrs, 'jsonDescription', 'description' ) ),
				'totalTime'   => self::duration( $attrs ),
				'step'        => $steps,
			)
		);
	}

	/**
	 * @param array<string, mixed> $attrs
	 * @return list<Question>
	 */
	public static function rank_math_questions( array $attrs ): array {
		$questions = array();
		foreach ( Content_Blocks::list_of( $attrs['questions'] ?? null ) as $item ) {
			if ( ! empty( $item['visible'] ) ) {
				$questions[] = Content_Blocks::question( $item['title'] ?? '', $item['content'] ?? '' );
			}
		}
		return array_values( array_filter( $questions ) );
	}

	/**
	 * @param array<string, mixed> $attrs
	 * @return How_To
	 */
	public static function rank_math_how_to( array $attrs ): array {
		$steps = array();
		foreach ( Content_Blocks::list_of( $attrs['steps'] ?? null ) as $step ) {
			if ( ! empty( $step['visible'] ) ) {
				$steps[] = Content_Blocks::step( $step['title'] ?? '', $step['content'] ?? '', self::rank_math_image( $step ) );
			}
		}
		return Content_Blocks::how_to(
			array(
				'description' => Rich_Text::plain( $attrs['description'] ?? '' ),
				'totalTime'   => self::duration( $attrs ),
				'step'        => $steps,
				'image'       => self::rank_math_image( $attrs ),
			)
		);
	}

	/**
	 * @param array<string, mixed> $attrs
	 * @return list<Question>
	 */
	public static function aioseo_questions( array $attrs, string $answer ): array {
		if ( ! empty( $attrs['hidden'] ) ) {
			return array();
		}
		$question = Content_Blocks::question( $attrs['question'] ?? '', $answer );
		return null === $question ? array() : array( $question );
	}

	/**
	 * The first of two fields that has a value (the plain copy, else the rich text).
	 *
	 * @param array<mixed> $item
	 */
	private static function first( array $item, string $field, string $fallback ): mixed {
		$value = $item[ $field ] ?? null;
		return null !== $value && '' !== $value && array() !== $value ? $value : ( $item[ $fallback ] ?? '' );
	}

	/**
	 * The ISO 8601 duration of the days, hours and minutes both plugins save ('' when none is on).
	 *
	 * @param array<string, mixed> $attrs
	 */
	private static function duration( array $attrs ): string {
		if ( empty( $attrs['hasDuration'] ) ) {
			return '';
		}
		$parts = array();
		foreach ( array(
			'days'    => 'D',
			'hours'   => 'H',
			'minutes' => 'M',
		) as $field => $unit ) {
			$parts[ $unit ] = is_numeric( $attrs[ $field ] ?? null ) ? max( 0, (int) $attrs[ $field ] ) : 0;
		}
		if ( 0 === array_sum( $parts ) ) {
			return '';
		}
		$time = ( $parts['H'] ? $parts['H'] . 'H' : '' ) . ( $parts['M'] ? $parts['M'] . 'M' : '' );
		return 'P' . ( $parts['D'] ? $parts['D'] . 'D' : '' ) . ( '' !== $time ? 'T' . $time : '' );
	}

	/**
	 * A Yoast step's image: the first `img` of its `images` ({type: 'img', props: {src}}).
	 *
	 * @param array<mixed> $step
	 */
	private static function yoast_image( array $step ): string {
		foreach ( Content_Blocks::list_of( $step['images'] ?? null ) as $image ) {
			if ( 'img' === ( $image['type'] ?? null ) && is_string( $image['props']['src'] ?? null ) ) {
				return $image['props']['src'];
			}
		}
		return '';
	}

	/**
	 * A Rank Math image: its `imageUrl`, else the full size of the attachment `imageID` names.
	 *
	 * @param array<mixed> $item
	 */
	private static function rank_math_image( array $item ): string {
		if ( is_string( $item['imageUrl'] ?? null ) && '' !== $item['imageUrl'] ) {
			return $item['imageUrl'];
		}
		$id  = is_numeric( $item['imageID'] ?? null ) ? (int) $item['imageID'] : 0;
		$url = $id > 0 ? wp_get_attachment_image_url( $id, 'full' ) : false;
		return is_string( $url ) ? $url : '';
	}
}
