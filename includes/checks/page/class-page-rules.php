<?php
/**
 * The page-level check rules in PHP, the twin of src/checks/rules.ts (same ids, statuses and words;
 * tests/fixtures/page-checks/cases.json holds both to the same results). Each rule is a pure function
 * of the resolved page values and the length limits, and answers a draft result (id, status, message,
 * description) or null when it has nothing to say.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Page;

use Sightline\Checks\Check_Result;

defined( 'ABSPATH' ) || exit;

final class Page_Rules {

	/**
	 * @param array<string, int> $limits
	 */
	public function __construct(
		private Page_Check_Input $input,
		private array $limits,
		private Content_Facts $content,
	) {}

	/**
	 * The draft of a page rule by its id (page-checks.json "page").
	 *
	 * @return array{id: string, status: string, message: string, description: string}|null
	 */
	public function page( string $id ): ?array {
		return match ( $id ) {
			'search_engine_title'       => $this->length_rule( $id ),
			'search_engine_description' => $this->length_rule( $id ),
			'url_length'                => $this->url_length(),
			'h2_subheadings'            => $this->subheadings(),
			'image_alt_text'            => $this->image_alt_text(),
			'media_present'             => $this->media_present(),
			'links_present'             => $this->links_present(),
			'canonical_url'             => $this->canonical(),
			'open_graph_tags'           => $this->open_graph(),
			default                     => throw new \LogicException( sprintf( 'No page rule "%s".', $id ) ),
		};
	}

	/**
	 * The drafts of the focus keyword rules (page-checks.json "keyword"), or the one "no focus keyword" draft.
	 *
	 * @param list<string> $ids
	 * @return list<array{id: string, status: string, message: string, description: string}>
	 */
	public function keyword( array $ids, string $no_keyword_id ): array {
		$keyword = $this->input->focus_keyword;
		if ( '' === Page_Text::normalize( $keyword ) ) {
			return array(
				self::draft(
					$no_keyword_id,
					Check_Result::SUGGESTION,
					__( 'No focus keyword set.', 'sightline-seo' ),
					__( 'Set the phrase people search for to check that the title, description, URL and content use it.', 'sightline-seo' )
				),
			);
		}
		$help   = __( 'Matching is by whole words, ignoring case and accents.', 'sightline-seo' );
		$drafts = array();
		foreach ( $ids as $id ) {
			list( $text, $found, $not_found, $empty ) = $this->keyword_rule( $id );
			if ( '' === Page_Text::trim( $text ) ) {
				$drafts[] = self::draft( $id, Check_Result::WARNING, $empty, $help );
			} elseif ( Page_Text::contains_keyword( $text, $keyword ) ) {
				$drafts[] = self::draft( $id, Check_Result::SUCCESS, $found, $help );
			} else {
				$drafts[] = self::draft( $id, Check_Result::WARNING, $not_found, $help );
			}
		}
		return $drafts;
	}

	/**
	 * The text a keyword rule looks in, and its found / not found / nothing to look in messages.
	 *
	 * @return array{0: string, 1: string, 2: string, 3: string}
	 */
	private function keyword_rule( string $id ): array {
		return match ( $id ) {
			'keyword_in_title'       => array(
				$this->input->title,
				__( 'Focus keyword appears in the search title.', 'sightline-seo' ),
				__( 'Focus keyword does not appear in the search title.', 'sightline-seo' ),
				__( 'There is no search title to look for the focus keyword in.', 'sightline-seo' ),
			),
			'keyword_in_description' => array(
				$this->input->description,
				__( 'Focus keyword appears in the search description.', 'sightline-seo' ),
				__( 'Focus keyword does not appear in the search description.', 'sightline-seo' ),
				__( 'There is no search description to look for the focus keyword in.', 'sightline-seo' ),
			),
			'keyword_in_url'         => array(
				Page_Text::url_words( $this->input->url ),
				__( 'Focus keyword appears in the URL.', 'sightline-seo' ),
				__( 'Focus keyword does not appear in the URL.', 'sightline-seo' ),
				__( 'There is no URL to look for the focus keyword in.', 'sightline-seo' ),
			),
			'keyword_in_content'     => array(
				$this->content->text,
				__( 'Focus keyword appears in the content.', 'sightline-seo' ),
				__( 'Focus keyword does not appear in the content.', 'sightline-seo' ),
				__( 'There is no content to look for the focus keyword in.', 'sightline-seo' ),
			),
			default                  => throw new \LogicException( sprintf( 'No keyword rule "%s".', $id ) ),
		};
	}

	/**
	 * A search title or description: missing, too long for its limit, or present and within it.
	 *
	 * @return array{id: string, status: string, message: string, description: string}
	 */
	private function length_rule( string $id ): array {
		list( $text, $limit, $missing_status, $missing, $missing_help, $too_long, $too_long_help, $fine, $fine_help ) = $this->length_rule_texts( $id );
		$length = Page_Text::length( Page_Text::trim( $text ) );
		if ( 0 === $length ) {
			return self::draft( $id, $missing_status, $missing, $missing_help );
		}
		if ( $length > $limit ) {
			return self::draft( $id, Check_Result::WARNING, sprintf( $too_long, $length, $limit ), $too_long_help );
		}
		return self::draft( $id, Check_Result::SUCCESS, $fine, $fine_help );
	}

	/**
	 * The text a length rule measures, its limit, the status when it is empty, and its messages and help:
	 * missing, too long (a format of the length and the limit), present and within the limit.
	 *
	 * @return array{0: string, 1: int, 2: string, 3: string, 4: string, 5: string, 6: string, 7: string, 8: string}
	 */
	private function length_rule_texts( string $id ): array {
		return match ( $id ) {
			'search_engine_title'       => array(
				$this->input->title,
				$this->limits['title'],
				Check_Result::ERROR,
				__( 'Search engine title is missing.', 'sightline-seo' ),
				__( 'Search engines show the title as the link to your page. Write one in Search appearance.', 'sightline-seo' ),
				/* translators: 1: title length, 2: maximum length. */
				__( 'Search engine title is too long (%1$d of %2$d characters).', 'sightline-seo' ),
				__( 'Longer titles are cut off in search results. Keep the important words at the start.', 'sightline-seo' ),
				__( 'Search engine title is present and within the limit.', 'sightline-seo' ),
				__( 'The whole title fits in search results.', 'sightline-seo' ),
			),
			'search_engine_description' => array(
				$this->input->description,
				$this->limits['description'],
				Check_Result::WARNING,
				__( 'Search engine description is missing.', 'sightline-seo' ),
				__( 'Without a description, search engines pick a snippet from the page. Write one that invites the click.', 'sightline-seo' ),
				/* translators: 1: description length, 2: maximum length. */
				__( 'Search engine description is too long (%1$d of %2$d characters).', 'sightline-seo' ),
				__( 'Longer descriptions are cut off in search results.', 'sightline-seo' ),
				__( 'Search engine description is present and within the limit.', 'sightline-seo' ),
				__( 'The whole description fits in search results.', 'sightline-seo' ),
			),
			default                     => throw new \LogicException( sprintf( 'No length rule "%s".', $id ) ),
		};
	}

	/** @return array{id: string, status: string, message: string, description: string} */
	private function url_length(): array {
		$length = Page_Text::length( $this->input->url );
		if ( $length > $this->limits['url'] ) {
			return self::draft(
				'url_length',
				Check_Result::WARNING,
				sprintf(
					/* translators: 1: URL length, 2: maximum length. */
					__( 'URL is too long (%1$d of %2$d characters).', 'sightline-seo' ),
					$length,
					$this->limits['url']
				),
				__( 'Short, readable URLs are easier to share and show in full in search results. Shorten the slug.', 'sightline-seo' )
			);
		}
		return self::draft(
			'url_length',
			Check_Result::SUCCESS,
			__( 'URL length is within the limit.', 'sightline-seo' ),
			__( 'The URL is short enough to show in full.', 'sightline-seo' )
		);
	}

	/** @return array{id: string, status: string, message: string, description: string} */
	private function subheadings(): array {
		if ( 0 === $this->content->subheadings ) {
			return self::draft(
				'h2_subheadings',
				Check_Result::WARNING,
				__( 'No subheadings found in the content.', 'sightline-seo' ),
				__( 'Subheadings (H2 to H6) structure the page for readers and search engines.', 'sightline-seo' )
			);
		}
		return self::draft(
			'h2_subheadings',
			Check_Result::SUCCESS,
			__( 'The content uses subheadings.', 'sightline-seo' ),
			__( 'Subheadings structure the page for readers and search engines.', 'sightline-seo' )
		);
	}

	/** @return array{id: string, status: string, message: string, description: string}|null */
	private function image_alt_text(): ?array {
		if ( 0 === $this->content->images ) {
			return null; // Nothing to describe; "no media" is its own check.
		}
		$missing = count( $this->content->images_without_alt );
		if ( $missing > 0 ) {
			$sources = implode( ', ', array_filter( $this->content->images_without_alt, static fn( string $src ): bool => '' !== $src ) );
			return self::draft(
				'image_alt_text',
				Check_Result::SUGGESTION,
				sprintf(
					/* translators: %d: number of images. */
					_n( '%d image has no alt text.', '%d images have no alt text.', $missing, 'sightline-seo' ),
					$missing
				),
				sprintf(
					/* translators: %s: list of image addresses. */
					__( 'Alt text describes an image to screen readers and search engines. Images without it: %s', 'sightline-seo' ),
					'' !== $sources ? $sources : __( '(no address)', 'sightline-seo' )
				)
			);
		}
		return self::draft(
			'image_alt_text',
			Check_Result::SUCCESS,
			__( 'All images have alt text.', 'sightline-seo' ),
			__( 'Every image is described for screen readers and search engines.', 'sightline-seo' )
		);
	}

	/** @return array{id: string, status: string, message: string, description: string} */
	private function media_present(): array {
		if ( $this->content->images > 0 || $this->input->has_featured_image ) {
			return self::draft(
				'media_present',
				Check_Result::SUCCESS,
				__( 'The page has images.', 'sightline-seo' ),
				__( 'Images make the page more engaging and can appear in image search.', 'sightline-seo' )
			);
		}
		if ( $this->content->videos > 0 ) {
			return self::draft(
				'media_present',
				Check_Result::WARNING,
				__( 'The page has videos but no images.', 'sightline-seo' ),
				__( 'Add a featured image or an image in the content: it is used when the page is shared and in image search.', 'sightline-seo' )
			);
		}
		return self::draft(
			'media_present',
			Check_Result::WARNING,
			__( 'No images or videos found.', 'sightline-seo' ),
			__( 'Add a featured image or media to the content to make the page more engaging.', 'sightline-seo' )
		);
	}

	/** @return array{id: string, status: string, message: string, description: string} */
	private function links_present(): array {
		if ( 0 === $this->content->links ) {
			return self::draft(
				'links_present',
				Check_Result::WARNING,
				__( 'No links found in the content.', 'sightline-seo' ),
				__( 'Links to related pages help readers and search engines discover more of your site.', 'sightline-seo' )
			);
		}
		return self::draft(
			'links_present',
			Check_Result::SUCCESS,
			__( 'The content has links.', 'sightline-seo' ),
			__( 'Links help readers and search engines discover related pages.', 'sightline-seo' )
		);
	}

	/** @return array{id: string, status: string, message: string, description: string} */
	private function canonical(): array {
		$value = Page_Text::trim( $this->input->canonical );
		if ( '' === $value ) {
			return self::draft(
				'canonical_url',
				Check_Result::WARNING,
				__( 'Canonical URL is missing.', 'sightline-seo' ),
				__( 'The canonical URL tells search engines which address is the original. It is printed once the page has a permalink.', 'sightline-seo' )
			);
		}
		if ( 1 !== preg_match( '/^https?:\/\/[^\s\/]+/i', $value ) ) {
			return self::draft(
				'canonical_url',
				Check_Result::ERROR,
				__( 'Canonical URL is not a full web address.', 'sightline-seo' ),
				__( 'Use an absolute URL starting with https:// in Advanced, or leave it empty to use the permalink.', 'sightline-seo' )
			);
		}
		if ( '' !== $this->input->url && rtrim( $value, '/' ) !== rtrim( $this->input->url, '/' ) ) {
			return self::draft(
				'canonical_url',
				Check_Result::SUGGESTION,
				__( 'Canonical URL points to another address.', 'sightline-seo' ),
				__( 'Search engines will index the other address instead of this page. Leave it empty unless this page is a copy.', 'sightline-seo' )
			);
		}
		return self::draft(
			'canonical_url',
			Check_Result::SUCCESS,
			__( 'Canonical URL is set.', 'sightline-seo' ),
			__( 'Search engines know this address is the original.', 'sightline-seo' )
		);
	}

	/** @return array{id: string, status: string, message: string, description: string} */
	private function open_graph(): array {
		if ( ! $this->input->open_graph ) {
			return self::draft(
				'open_graph_tags',
				Check_Result::SUGGESTION,
				__( 'Open Graph tags are turned off.', 'sightline-seo' ),
				__( 'Without Open Graph tags, social networks guess the title, description and image of shared links.', 'sightline-seo' )
			);
		}
		return self::draft(
			'open_graph_tags',
			Check_Result::SUCCESS,
			__( 'Open Graph tags are printed.', 'sightline-seo' ),
			__( 'Social networks show the title, description and image you chose.', 'sightline-seo' )
		);
	}

	/** @return array{id: string, status: string, message: string, description: string} */
	private static function draft( string $id, string $status, string $message, string $description ): array {
		return array(
			'id'          => $id,
			'status'      => $status,
			'message'     => $message,
			'description' => $description,
		);
	}
}
