<?php
/**
 * What to write and from what: the generated text's kind and length limit, and the page it is for.
 * Remote providers receive it as a system instruction plus a user message; the offline generator reads
 * the fields directly.
 *
 * @package Sightline
 */

namespace Sightline\Ai;

defined( 'ABSPATH' ) || exit;

final class Prompt {

	/** Content sent to a remote model is cut to this many words (enough context, bounded cost). */
	public const MAX_WORDS = 500;

	/**
	 * @param string $type     One of Content_Generator::TYPES.
	 * @param int    $limit    Maximum length of the answer, in characters.
	 * @param string $title    Title of the post or term.
	 * @param string $content  Plain text of the content or term description.
	 * @param string $keyword  Focus keyword, may be empty.
	 * @param string $site     Site name.
	 * @param string $kind     What the object is, e.g. "Post" or "Category".
	 * @param int    $attempt  0 for the first answer, 1+ when the author asked to try again.
	 */
	public function __construct(
		public readonly string $type,
		public readonly int $limit,
		public readonly string $title,
		public readonly string $content,
		public readonly string $keyword = '',
		public readonly string $site = '',
		public readonly string $kind = '',
		public readonly int $attempt = 0,
	) {}

	public function is_title(): bool {
		return str_ends_with( $this->type, '_title' );
	}

	public function system_instruction(): string {
		$what = match ( $this->type ) {
			'page_title'           => 'an SEO title for search results',
			'page_description'     => 'a meta description for search results',
			'facebook_title'       => 'a title for sharing the page on Facebook',
			'facebook_description' => 'a description for sharing the page on Facebook',
			'twitter_title'        => 'a title for sharing the page on X (Twitter)',
			default                => 'a description for sharing the page on X (Twitter)',
		};
		return sprintf(
			'You write %1$s. Answer with the text only: no quotes, no labels, no markdown. Use at most %2$d characters. Write in the language of the content.%3$s',
			$what,
			$this->limit,
			'' !== $this->keyword ? ' Include the focus keyword naturally.' : ''
		);
	}

	public function user_message(): string {
		$words   = preg_split( '/\s+/u', trim( $this->content ) );
		$words   = $words ? $words : array();
		$content = implode( ' ', array_slice( $words, 0, self::MAX_WORDS ) );
		$lines   = array(
			'Site: ' . $this->site,
			'Type: ' . $this->kind,
			'Title: ' . $this->title,
		);
		if ( '' !== $this->keyword ) {
			$lines[] = 'Focus keyword: ' . $this->keyword;
		}
		$lines[] = 'Content: ' . $content;
		return implode( "\n", $lines );
	}
}
