<?php
/**
 * The keyphrase checks: the focus keyphrase in the SEO title (and at its start), the first
 * paragraph, the meta description, the slug, the subheadings (how many of them), image alt text,
 * its density against the text's length, its own length, the text's length for the content type,
 * and whether another post already has it as its focus keyphrase (Keyphrase_Index). Related
 * keyphrases get the same checks but the last two. The PHP twin of src/checks/keyphrase/rules.ts;
 * tests/fixtures/keyphrase/cases.json holds both to the same results.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Keyphrase;

use Sightline\Checks\Check_Drafts;

defined( 'ABSPATH' ) || exit;

/**
 * @phpstan-import-type Phrase from Keyphrase_Facts
 * @phpstan-import-type Facts from Keyphrase_Facts
 * @phpstan-type Draft array{id: string, status: string, message: string, description: string}
 * @phpstan-type Result array{id: string, status: string, message: string, description: string, category: string, ignore: bool}
 */
final class Keyphrase_Checks {

	/**
	 * The results of measured facts. $uses is how many other posts have the focus keyphrase, null
	 * when unknown (no result then).
	 *
	 * @param Facts        $facts
	 * @param list<string> $ignored Check ids the author chose to ignore.
	 * @return array{focus: list<Result>, related: list<array{keyphrase: string, checks: list<Result>}>}
	 */
	public static function results( array $facts, ?int $uses, array $ignored = array() ): array {
		$focus = array();
		if ( null === $facts['focus'] ) {
			$focus[] = Check_Drafts::draft(
				'keyphrase_missing',
				'suggestion',
				__( 'No focus keyphrase is set.', 'sightline-seo' ),
				__( 'Enter the phrase people would search for to find this page; the checks then measure how the text uses it.', 'sightline-seo' )
			);
		} else {
			if ( ! $facts['stemmed'] ) {
				$focus[] = Check_Drafts::draft(
					'keyphrase_forms',
					'suggestion',
					/* translators: %s: language code. */
					sprintf( __( 'Word forms are not matched in this language (%s).', 'sightline-seo' ), '' !== $facts['language'] ? $facts['language'] : '?' ),
					__( 'Only the words of the keyphrase as written are found, so use them as written.', 'sightline-seo' )
				);
			}
			array_push( $focus, ...self::phrase_checks( $facts['focus'], $facts['text_words'] ) );
			if ( null !== $uses ) {
				$focus[] = self::used( $uses );
			}
		}
		$focus[] = self::text_length( $facts['text_words'], $facts['content_type'] );
		$related = array();
		foreach ( $facts['related'] as $phrase ) {
			$related[] = array(
				'keyphrase' => $phrase['keyphrase'],
				'checks'    => Check_Drafts::finish( 'keyphrase', self::phrase_checks( $phrase, $facts['text_words'] ), array() ),
			);
		}
		return array(
			'focus'   => Check_Drafts::finish( 'keyphrase', $focus, $ignored ),
			'related' => $related,
		);
	}

	/**
	 * @param Phrase $phrase
	 * @return list<Draft>
	 */
	private static function phrase_checks( array $phrase, int $text_words ): array {
		return array(
			self::length( $phrase['words'] ),
			self::title( $phrase['title'] ),
			self::introduction( $phrase['introduction'] ),
			self::description( $phrase['description'] ),
			self::slug( $phrase['slug'] ),
			self::subheadings( $phrase['subheadings']['count'], $phrase['subheadings']['with'] ),
			self::images( $phrase['images']['count'], $phrase['images']['with'] ),
			self::density( $phrase['occurrences'], $text_words ),
		);
	}

	/** @return Draft */
	private static function length( int $words ): array {
		/* translators: %d: number of words. */
		$message = sprintf( _n( 'The keyphrase has %d word.', 'The keyphrase has %d words.', $words, 'sightline-seo' ), $words );
		if ( $words <= Rule_Set::threshold( 'keyphrase_words_success' ) ) {
			return Check_Drafts::draft( 'keyphrase_length', 'success', $message, __( 'Short keyphrases match what people type into a search engine.', 'sightline-seo' ) );
		}
		return $words <= Rule_Set::threshold( 'keyphrase_words_warning' )
			? Check_Drafts::draft( 'keyphrase_length', 'warning', $message, __( 'Long keyphrases are rarely searched as a whole. Keep the main idea in four words or fewer.', 'sightline-seo' ) )
			: Check_Drafts::draft( 'keyphrase_length', 'error', $message, __( 'Searchers seldom type this many words. Shorten the keyphrase to its main idea, four words or fewer.', 'sightline-seo' ) );
	}

	/**
	 * @param array{found: bool, start: bool} $title
	 * @return Draft
	 */
	private static function title( array $title ): array {
		if ( $title['start'] ) {
			return Check_Drafts::draft( 'keyphrase_title', 'success', __( 'The keyphrase opens the SEO title.', 'sightline-seo' ), __( 'The first words of a title weigh most for searchers scanning the results.', 'sightline-seo' ) );
		}
		return $title['found']
			? Check_Drafts::draft( 'keyphrase_title', 'warning', __( 'The keyphrase is in the SEO title, but not at its start.', 'sightline-seo' ), __( 'Searchers scan the first words of a result. Move the keyphrase to the start of the title.', 'sightline-seo' ) )
			: Check_Drafts::draft( 'keyphrase_title', 'error', __( 'The keyphrase is not in the SEO title.', 'sightline-seo' ), __( 'The title is the strongest sign of what a page is about. Put the keyphrase in it, near the start.', 'sightline-seo' ) );
	}

	/** @return Draft */
	private static function introduction( bool $found ): array {
		return $found
			? Check_Drafts::draft( 'keyphrase_introduction', 'success', __( 'The keyphrase appears in the first paragraph.', 'sightline-seo' ), __( 'Readers and search engines learn early what the text is about.', 'sightline-seo' ) )
			: Check_Drafts::draft( 'keyphrase_introduction', 'warning', __( 'The keyphrase is not in the first paragraph.', 'sightline-seo' ), __( 'Say early what the text is about: use the keyphrase in the first paragraph.', 'sightline-seo' ) );
	}

	/** @return Draft */
	private static function description( bool $found ): array {
		return $found
			? Check_Drafts::draft( 'keyphrase_description', 'success', __( 'The keyphrase appears in the meta description.', 'sightline-seo' ), __( 'Search engines highlight the searched words in the snippet, which draws the eye.', 'sightline-seo' ) )
			: Check_Drafts::draft( 'keyphrase_description', 'warning', __( 'The keyphrase is not in the meta description.', 'sightline-seo' ), __( 'Search engines highlight the searched words in snippets. Write a meta description that uses the keyphrase.', 'sightline-seo' ) );
	}

	/** @return Draft */
	private static function slug( bool $found ): array {
		return $found
			? Check_Drafts::draft( 'keyphrase_slug', 'success', __( 'The keyphrase appears in the slug.', 'sightline-seo' ), __( 'An address that names the topic tells searchers what they will find.', 'sightline-seo' ) )
			: Check_Drafts::draft( 'keyphrase_slug', 'warning', __( 'The keyphrase is not in the slug.', 'sightline-seo' ), __( 'Put the words of the keyphrase in the slug so the address names the topic.', 'sightline-seo' ) );
	}

	/** @return Draft */
	private static function subheadings( int $count, int $using ): array {
		if ( 0 === $count ) {
			return Check_Drafts::draft( 'keyphrase_subheadings', 'suggestion', __( 'The text has no subheadings.', 'sightline-seo' ), __( 'Subheadings that use the keyphrase show how the text covers the topic. Add some.', 'sightline-seo' ) );
		}
		/* translators: 1: subheadings with the keyphrase, 2: all subheadings. */
		$message = sprintf( __( '%1$d of %2$d subheadings use the keyphrase.', 'sightline-seo' ), $using, $count );
		if ( 0 === $using ) {
			return Check_Drafts::draft( 'keyphrase_subheadings', 'warning', $message, __( 'Use the keyphrase, or its forms, in some subheadings to show how the text covers the topic.', 'sightline-seo' ) );
		}
		return $count > 1 && $using / $count > Rule_Set::threshold( 'subheadings_most' )
			? Check_Drafts::draft( 'keyphrase_subheadings', 'warning', $message, __( 'The keyphrase in nearly every subheading reads as repetitive. Vary some of them.', 'sightline-seo' ) )
			: Check_Drafts::draft( 'keyphrase_subheadings', 'success', $message, __( 'The keyphrase is spread over the sections of the text.', 'sightline-seo' ) );
	}

	/** @return Draft */
	private static function images( int $count, int $with ): array {
		if ( 0 === $count ) {
			return Check_Drafts::draft( 'keyphrase_images', 'suggestion', __( 'The text has no images.', 'sightline-seo' ), __( 'An image whose alt text uses the keyphrase helps image search and readers who cannot see it.', 'sightline-seo' ) );
		}
		/* translators: 1: images whose alt text has the keyphrase, 2: all images. */
		$message = sprintf( __( '%1$d of %2$d images have the keyphrase in their alt text.', 'sightline-seo' ), $with, $count );
		return $with > 0
			? Check_Drafts::draft( 'keyphrase_images', 'success', $message, __( 'Image search and screen readers can connect the images to the topic.', 'sightline-seo' ) )
			: Check_Drafts::draft( 'keyphrase_images', 'warning', $message, __( 'Describe at least one relevant image with alt text that uses the keyphrase.', 'sightline-seo' ) );
	}

	/** @return Draft */
	private static function density( int $occurrences, int $text_words ): array {
		$min = (int) Rule_Set::threshold( 'density_min_words' );
		if ( $text_words < $min ) {
			/* translators: 1: number of words, 2: minimum number of words. */
			return Check_Drafts::draft( 'keyphrase_density', 'suggestion', sprintf( __( 'The text is too short to measure keyphrase density (%1$d of %2$d words).', 'sightline-seo' ), $text_words, $min ), __( 'Write more, then check how often the keyphrase is used.', 'sightline-seo' ) );
		}
		if ( 0 === $occurrences ) {
			return Check_Drafts::draft( 'keyphrase_density', 'error', __( 'The keyphrase does not appear in the text.', 'sightline-seo' ), __( 'Search engines need to see the topic in the text. Use the keyphrase, or its forms, a few times.', 'sightline-seo' ) );
		}
		$density = 100 * $occurrences / $text_words;
		/* translators: 1: percentage, 2: sentences with the keyphrase, 3: number of words. */
		$message = sprintf( _n( 'Keyphrase density: %1$s%% (found %2$d time in %3$d words).', 'Keyphrase density: %1$s%% (found %2$d times in %3$d words).', $occurrences, 'sightline-seo' ), number_format( floor( $density * 10 + 0.5 ) / 10, 1, '.', '' ), $occurrences, $text_words );
		if ( $density < Rule_Set::threshold( 'density_low' ) ) {
			return Check_Drafts::draft( 'keyphrase_density', 'warning', $message, __( 'The keyphrase is rare in this text. Use it, or its forms, a little more often.', 'sightline-seo' ) );
		}
		if ( $density <= Rule_Set::threshold( 'density_high' ) ) {
			return Check_Drafts::draft( 'keyphrase_density', 'success', $message, __( 'The keyphrase is used often enough without being forced.', 'sightline-seo' ) );
		}
		return $density <= Rule_Set::threshold( 'density_stuffing' )
			? Check_Drafts::draft( 'keyphrase_density', 'warning', $message, __( 'The keyphrase is used a lot. Replace some uses with other words so the text reads naturally.', 'sightline-seo' ) )
			: Check_Drafts::draft( 'keyphrase_density', 'error', $message, __( 'This reads as keyword stuffing, which search engines penalise. Use the keyphrase far less often.', 'sightline-seo' ) );
	}

	/** @return Draft */
	private static function used( int $uses ): array {
		if ( 0 === $uses ) {
			return Check_Drafts::draft( 'keyphrase_used', 'success', __( 'No other post has this focus keyphrase.', 'sightline-seo' ), __( 'This post does not compete with another of the site for the same search.', 'sightline-seo' ) );
		}
		return Check_Drafts::draft(
			'keyphrase_used',
			'warning',
			/* translators: %d: number of posts. */
			sprintf( _n( '%d other post already has this focus keyphrase.', '%d other posts already have this focus keyphrase.', $uses, 'sightline-seo' ), $uses ),
			__( 'Posts with the same focus keyphrase compete with each other in search. Choose another keyphrase, or merge the posts.', 'sightline-seo' )
		);
	}

	/** @return Draft */
	private static function text_length( int $words, string $content_type ): array {
		$limits = Rule_Set::text_length( $content_type );
		/* translators: %d: number of words. */
		$message = sprintf( _n( 'The text has %d word.', 'The text has %d words.', $words, 'sightline-seo' ), $words );
		if ( $words >= $limits['success'] ) {
			return Check_Drafts::draft( 'text_length', 'success', $message, __( 'The text is long enough to cover its topic.', 'sightline-seo' ) );
		}
		return Check_Drafts::draft(
			'text_length',
			$words >= $limits['warning'] ? 'warning' : 'error',
			$message,
			/* translators: %d: number of words. */
			sprintf( __( 'Short texts rarely cover a topic well enough to rank. Aim for at least %d words.', 'sightline-seo' ), $limits['success'] )
		);
	}
}
