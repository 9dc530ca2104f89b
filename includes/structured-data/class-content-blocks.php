<?php
/**
 * The questions and how-tos a post's content holds in blocks, read from what the blocks saved: our FAQ
 * and How-to blocks (their attributes), the FAQ and how-to blocks of Yoast SEO, Rank Math and All in One
 * SEO that sites moving to us still have in their content (Peer_Blocks reads their formats), and, when
 * the admin chooses, WordPress's Details blocks (summary = question, content = answer).
 *
 * Only what a visitor sees counts (Google's rule for FAQ and how-to data): a question without an answer,
 * a question Rank Math marks hidden or All in One SEO shows "in the schema only" is left out.
 *
 * @package Sightline
 */

namespace Sightline\Structured_Data;

defined( 'ABSPATH' ) || exit;

/**
 * @phpstan-type Question array{question: string, answer: string}
 * @phpstan-type Step array{name: string, text: string, image: string}
 * @phpstan-type How_To array{name: string, description: string, totalTime: string, cost: array{value: string, currency: string}, supply: list<string>, tool: list<string>, step: list<Step>, image: string}
 * @phpstan-type Found array{questions: list<Question>, how_tos: list<How_To>}
 */
final class Content_Blocks {

	public const FAQ_BLOCK    = 'sightline/faq';
	public const HOW_TO_BLOCK = 'sightline/how-to';
	public const DETAILS      = 'core/details';

	/**
	 * The start of each block comment that may give questions or how-tos (what a cheap look at the
	 * content searches before anything is parsed); Details blocks only when they count as FAQ.
	 */
	private const MARKERS = array(
		'<!-- wp:sightline/faq',
		'<!-- wp:sightline/how-to',
		'<!-- wp:yoast/faq-block',
		'<!-- wp:yoast/how-to-block',
		'<!-- wp:rank-math/faq-block',
		'<!-- wp:rank-math/howto-block',
		'<!-- wp:aioseo/faq',
	);

	private const DETAILS_MARKER = '<!-- wp:details';

	/**
	 * Whether $content may hold a block this class reads: a few substring searches, no parsing.
	 */
	public static function may_hold( string $content, bool $details_as_faq ): bool {
		if ( ! str_contains( $content, '<!-- wp:' ) ) {
			return false;
		}
		foreach ( $details_as_faq ? array_merge( self::MARKERS, array( self::DETAILS_MARKER ) ) : self::MARKERS as $marker ) {
			if ( str_contains( $content, $marker ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Every question of every FAQ block of the content and every how-to, in the order of the content.
	 *
	 * @return Found
	 */
	public static function read( string $content, bool $details_as_faq ): array {
		$found = array(
			'questions' => array(),
			'how_tos'   => array(),
		);
		self::walk( parse_blocks( $content ), $details_as_faq, $found );
		// A how-to without a step is no how-to (Google requires steps).
		$found['how_tos'] = array_values( array_filter( $found['how_tos'], static fn( $how_to ) => array() !== $how_to['step'] ) );
		return $found;
	}

	/**
	 * @param array<mixed> $blocks
	 * @param Found        $found
	 */
	private static function walk( array $blocks, bool $details_as_faq, array &$found ): void {
		foreach ( $blocks as $block ) {
			if ( ! is_array( $block ) ) {
				continue;
			}
			$name  = $block['blockName'] ?? null;
			$attrs = isset( $block['attrs'] ) && is_array( $block['attrs'] ) ? $block['attrs'] : array();
			switch ( $name ) {
				case self::FAQ_BLOCK:
					array_push( $found['questions'], ...self::own_questions( $attrs ) );
					continue 2;
				case self::HOW_TO_BLOCK:
					$found['how_tos'][] = self::own_how_to( $attrs );
					continue 2;
				case 'yoast/faq-block':
					array_push( $found['questions'], ...Peer_Blocks::yoast_questions( $attrs ) );
					continue 2;
				case 'yoast/how-to-block':
					$found['how_tos'][] = Peer_Blocks::yoast_how_to( $attrs );
					continue 2;
				case 'rank-math/faq-block':
					array_push( $found['questions'], ...Peer_Blocks::rank_math_questions( $attrs ) );
					continue 2;
				case 'rank-math/howto-block':
					$found['how_tos'][] = Peer_Blocks::rank_math_how_to( $attrs );
					continue 2;
				case 'aioseo/faq':
					array_push( $found['questions'], ...Peer_Blocks::aioseo_questions( $attrs, self::inner_html( $block ) ) );
					continue 2;
				case self::DETAILS:
					if ( $details_as_faq ) {
						array_push( $found['questions'], ...self::details_question( $block ) );
						continue 2;
					}
			}
			if ( ! empty( $block['innerBlocks'] ) && is_array( $block['innerBlocks'] ) ) {
				self::walk( $block['innerBlocks'], $details_as_faq, $found );
			}
		}
	}

	/**
	 * Our FAQ block's questions (`questions`: list of {id, question, answer}, rich text).
	 *
	 * @param array<string, mixed> $attrs
	 * @return list<Question>
	 */
	private static function own_questions( array $attrs ): array {
		$questions = array();
		foreach ( self::list_of( $attrs['questions'] ?? null ) as $item ) {
			$questions[] = self::question( $item['question'] ?? '', $item['answer'] ?? '' );
		}
		return array_values( array_filter( $questions ) );
	}

	/**
	 * Our How-to block: name, description, totalTime (ISO 8601), the cost, supplies and tools (lists of
	 * text), steps ({id, name, text, image: {url}}).
	 *
	 * @param array<string, mixed> $attrs
	 * @return How_To
	 */
	private static function own_how_to( array $attrs ): array {
		$steps = array();
		foreach ( self::list_of( $attrs['steps'] ?? null ) as $step ) {
			$image   = isset( $step['image'] ) && is_array( $step['image'] ) ? $step['image'] : array();
			$steps[] = self::step( $step['name'] ?? '', $step['text'] ?? '', is_string( $image['url'] ?? null ) ? $image['url'] : '' );
		}
		$cost = isset( $attrs['estimatedCost'] ) && is_array( $attrs['estimatedCost'] ) ? $attrs['estimatedCost'] : array();
		return self::how_to(
			array(
				'name'        => Rich_Text::plain( $attrs['name'] ?? '' ),
				'description' => Rich_Text::plain( $attrs['description'] ?? '' ),
				'totalTime'   => is_string( $attrs['totalTime'] ?? null ) ? $attrs['totalTime'] : '',
				'cost'        => array(
					'value'    => is_scalar( $cost['value'] ?? null ) ? (string) $cost['value'] : '',
					'currency' => is_string( $cost['currency'] ?? null ) ? $cost['currency'] : '',
				),
				'supply'      => array_map( array( Rich_Text::class, 'plain' ), self::strings( $attrs['supplies'] ?? null ) ),
				'tool'        => array_map( array( Rich_Text::class, 'plain' ), self::strings( $attrs['tools'] ?? null ) ),
				'step'        => $steps,
			)
		);
	}

	/**
	 * A Details block as a question: its summary (saved in its HTML) and its inner blocks.
	 *
	 * @param array<string, mixed> $block
	 * @return list<Question>
	 */
	private static function details_question( array $block ): array {
		$html = is_string( $block['innerHTML'] ?? null ) ? $block['innerHTML'] : '';
		if ( 1 !== preg_match( '#<summary[^>]*>(.*?)</summary>#is', $html, $m ) ) {
			return array();
		}
		$question = self::question( $m[1], self::inner_html( $block ) );
		return null === $question ? array() : array( $question );
	}

	/**
	 * A question with its answer, or null when either is empty: the question as plain text, the answer
	 * with the HTML Google allows.
	 *
	 * @return Question|null
	 */
	public static function question( mixed $question, mixed $answer ): ?array {
		$question = Rich_Text::plain( $question );
		$answer   = Rich_Text::answer( $answer );
		return '' === $question || '' === $answer ? null : array(
			'question' => $question,
			'answer'   => $answer,
		);
	}

	/**
	 * A step: its name as plain text, its text with the step's own image taken out (as the image).
	 *
	 * @return Step
	 */
	public static function step( mixed $name, mixed $text, string $image ): array {
		$html = is_string( $text ) ? $text : '';
		if ( '' === $image && 1 === preg_match( '#<img\s[^>]*\bsrc=["\']([^"\']+)["\']#i', $html, $m ) ) {
			$image = html_entity_decode( $m[1], ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		}
		return array(
			'name'  => Rich_Text::plain( $name ),
			'text'  => Rich_Text::plain( $html ),
			'image' => $image,
		);
	}

	/**
	 * A how-to with each field present, steps without name and text left out.
	 *
	 * @param array<string, mixed> $fields
	 * @return How_To
	 */
	public static function how_to( array $fields ): array {
		$steps = array();
		foreach ( is_array( $fields['step'] ?? null ) ? $fields['step'] : array() as $step ) {
			if ( '' !== $step['text'] || '' !== $step['name'] ) {
				$steps[] = $step;
			}
		}
		$cost = is_array( $fields['cost'] ?? null ) ? $fields['cost'] : array();
		return array(
			'name'        => is_string( $fields['name'] ?? null ) ? $fields['name'] : '',
			'description' => is_string( $fields['description'] ?? null ) ? $fields['description'] : '',
			'totalTime'   => is_string( $fields['totalTime'] ?? null ) ? $fields['totalTime'] : '',
			'cost'        => array(
				'value'    => is_string( $cost['value'] ?? null ) ? $cost['value'] : '',
				'currency' => is_string( $cost['currency'] ?? null ) ? $cost['currency'] : '',
			),
			'supply'      => array_values( array_filter( is_array( $fields['supply'] ?? null ) ? $fields['supply'] : array(), static fn( $item ) => '' !== $item ) ),
			'tool'        => array_values( array_filter( is_array( $fields['tool'] ?? null ) ? $fields['tool'] : array(), static fn( $item ) => '' !== $item ) ),
			'step'        => $steps,
			'image'       => is_string( $fields['image'] ?? null ) ? $fields['image'] : '',
		);
	}

	/**
	 * The HTML of a block's inner blocks as saved (not rendered: reading data never runs a block).
	 *
	 * @param array<string, mixed> $block
	 */
	public static function inner_html( array $block ): string {
		$html = '';
		foreach ( is_array( $block['innerBlocks'] ?? null ) ? $block['innerBlocks'] : array() as $inner ) {
			$html .= is_array( $inner ) ? self::block_html( $inner ) : '';
		}
		return $html;
	}

	/**
	 * @param array<mixed> $block
	 */
	private static function block_html( array $block ): string {
		$html   = '';
		$inner  = is_array( $block['innerBlocks'] ?? null ) ? array_values( $block['innerBlocks'] ) : array();
		$next   = 0;
		$chunks = is_array( $block['innerContent'] ?? null ) ? $block['innerContent'] : array();
		foreach ( $chunks as $chunk ) {
			if ( is_string( $chunk ) ) {
				$html .= $chunk;
			} elseif ( isset( $inner[ $next ] ) && is_array( $inner[ $next ] ) ) {
				$html .= self::block_html( $inner[ $next++ ] );
			}
		}
		return $html;
	}

	/**
	 * The arrays of a list attribute (anything else in it is skipped).
	 *
	 * @return list<array<mixed>>
	 */
	public static function list_of( mixed $value ): array {
		return is_array( $value ) ? array_values( array_filter( $value, 'is_array' ) ) : array();
	}

	/**
	 * The strings of a list attribute.
	 *
	 * @return list<string>
	 */
	private static function strings( mixed $value ): array {
		return is_array( $value ) ? array_values( array_filter( $value, 'is_string' ) ) : array();
	}
}
