<?php
/**
 * What the page checks look at: the values a visitor and a search engine get, resolved (templates
 * replaced). The PHP twin of PageCheckInput in src/checks/types.ts, with the same field names in
 * its array form so the shared fixtures feed both languages.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Page;

defined( 'ABSPATH' ) || exit;

final class Page_Check_Input {

	public function __construct(
		public readonly string $title,
		public readonly string $description,
		public readonly string $url,
		public readonly string $content,
		public readonly bool $has_featured_image,
		public readonly string $canonical,
		public readonly bool $open_graph,
		public readonly string $focus_keyword,
		public readonly bool $is_taxonomy = false,
	) {}

	/**
	 * From the editor's field names (src/checks/types.ts), as the shared fixtures hold them.
	 *
	 * @param array<string, mixed> $fields
	 */
	public static function from_array( array $fields ): self {
		return new self(
			(string) ( $fields['title'] ?? '' ),
			(string) ( $fields['description'] ?? '' ),
			(string) ( $fields['url'] ?? '' ),
			(string) ( $fields['content'] ?? '' ),
			! empty( $fields['hasFeaturedImage'] ),
			(string) ( $fields['canonical'] ?? '' ),
			! empty( $fields['openGraph'] ),
			(string) ( $fields['focusKeyword'] ?? '' ),
			! empty( $fields['isTaxonomy'] ),
		);
	}
}
