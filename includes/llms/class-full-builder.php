<?php
/**
 * Writes /llms-full.txt: the text of the pages /llms.txt links to, in its order, as Markdown (the
 * llms-full.txt companion files the llms.txt proposal's adopters publish): `# Site name`, `> description`,
 * then per page `## Title`, its address and its content converted by Markdown::from_html().
 *
 * The file is capped at MAX_BYTES (1 MiB, filter `sightline_llms_full_txt_max_bytes`): pages are added
 * whole while they fit, and when one does not the file ends there with a line saying how many pages were
 * left out and that /llms.txt links to every one.
 *
 * Content is read as stored: blocks rendered (do_blocks), classic text given paragraphs, shortcodes
 * removed (their output depends on the request and may be anything) and no oEmbed fetched.
 *
 * @package Sightline
 */

namespace Sightline\Llms;

use WP_Post;

defined( 'ABSPATH' ) || exit;

final class Full_Builder {

	/** The size cap in bytes: AI tools read such files into one context, and few take much more. */
	public const MAX_BYTES = 1048576;

	public function __construct( private Builder $builder ) {}

	public function max_bytes(): int {
		/**
		 * The most bytes /llms-full.txt holds; pages are left out whole beyond it.
		 *
		 * @param int $bytes Default 1 MiB.
		 */
		return max( 4096, (int) apply_filters( 'sightline_llms_full_txt_max_bytes', self::MAX_BYTES ) );
	}

	public function build(): string {
		$text  = '# ' . Markdown::text( get_bloginfo( 'name' ) ) . "\n";
		$about = Markdown::text( get_bloginfo( 'description' ) );
		if ( '' !== $about ) {
			$text .= "\n> " . $about . "\n";
		}
		$posts = $this->builder->posts();
		$max   = $this->max_bytes();
		foreach ( $posts as $index => $post ) {
			$page = "\n" . $this->page( $post );
			// Room is kept for the closing note, so the capped file stays within the cap.
			if ( strlen( $text ) + strlen( $page ) + 512 > $max ) {
				return $text . "\n" . $this->truncated( count( $posts ) - $index, $max ) . "\n";
			}
			$text .= $page;
		}
		return $text;
	}

	private function page( WP_Post $post ): string {
		$title   = Markdown::text( get_the_title( $post ) );
		$url     = Markdown::url( (string) get_permalink( $post ) );
		$content = Markdown::from_html( $this->html( $post ) );
		return '## ' . ( '' === $title ? $url : $title ) . "\n\n"
			/* translators: %s: the page's address. */
			. sprintf( __( 'Address: <%s>', 'sightline-seo' ), $url ) . "\n"
			. ( '' === $content ? '' : "\n" . $content . "\n" );
	}

	private function html( WP_Post $post ): string {
		$content = (string) $post->post_content;
		$html    = has_blocks( $content ) ? do_blocks( $content ) : wpautop( $content );
		return strip_shortcodes( $html );
	}

	private function truncated( int $left, int $max ): string {
		return '---' . "\n\n" . sprintf(
			/* translators: 1: number of pages left out, 2: the size limit in bytes, 3: address of llms.txt. */
			_n(
				'This file ends here: %1$d more page did not fit in its size limit of %2$s bytes. %3$s links to every page.',
				'This file ends here: %1$d more pages did not fit in its size limit of %2$s bytes. %3$s links to every page.',
				$left,
				'sightline-seo'
			),
			$left,
			number_format_i18n( $max ),
			home_url( '/' . Llms_Txt::PATH )
		);
	}
}
