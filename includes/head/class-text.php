<?php
/**
 * Plain-text helpers for meta values: turns post content into a clean excerpt (no shortcodes, scripts or
 * markup) and cuts text at a word boundary. Output is plain text; escaping happens in the renderer.
 *
 * @package Sightline
 */

namespace Sightline\Head;

defined( 'ABSPATH' ) || exit;

final class Text {

	/** Elements whose text content never belongs in a description. */
	private const DROP_ELEMENTS = 'script|style|noscript|iframe|svg|object|embed|template|figcaption|pre|code|table|select|textarea|button|form';

	/**
	 * Elements whose text a reading of paragraphs only (`read` "prose", as The SEO Framework reads
	 * content) drops too: headings, lists, figures, quotes, asides and struck text.
	 */
	private const NOT_PROSE = 'address|area|aside|audio|blockquote|canvas|datalist|del|dialog|dl|fieldset|figure|footer|h[1-6]|header|hgroup|input|label|map|menu|meter|nav|ol|output|progress|s|ul|video';

	/** How deep this request is in shortcodes run for a text of ours (render_shortcodes()). */
	private static int $rendering = 0;

	/** What a cut sentence never ends on: connectors, dashes, marks, ¿ ¡ : ; , and spaces. */
	private const LOOSE_END = '\p{Pc}\p{Pd}\p{M}\x{BF}\x{A1}:;,\p{Z}';

	/** Punctuation that stops a sentence or a clause: other punctuation but : ¿ ¡ (so . , ; ! ? … & " \' *). */
	private const STOP = '[^\P{Po}\x{BF}\x{A1}:]';

	/**
	 * Plain text from HTML: shortcodes, block comments, non-prose elements and tags removed, entities
	 * decoded, whitespace collapsed (with $join "none", as wp_strip_all_tags() collapses it: spaces, tabs
	 * and line breaks, a no-break space kept). $shortcodes, $read and $join: stored().
	 *
	 * @param 'strip'|'keep_unknown'|'render' $shortcodes
	 * @param 'text'|'kses'|'markup'|'prose'  $read
	 * @param 'space'|'none'                  $join
	 */
	public static function clean( string $html, string $shortcodes = 'strip', string $read = 'text', string $join = 'space' ): string {
		$text = html_entity_decode( self::stored( $html, $shortcodes, $read, $join ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		$text = str_replace( array( '[&hellip;]', '[…]', '[...]' ), ' ', $text );
		// wp_strip_all_tags( $text, true ) collapses ASCII spaces only: a no-break space stays one.
		return trim( (string) preg_replace( 'none' === $join ? '/[\r\n\t ]+/' : '/\s+/u', ' ', $text ), " \t\n\r\0\x0B" );
	}

	/**
	 * The text of HTML as stored: clean() before its entities are decoded and its spaces collapsed
	 * (what a length counted on the stored content counts).
	 *
	 * $shortcodes says what becomes of shortcodes: all removed, those not registered too (strip); the
	 * registered ones removed with what they enclose and the others kept as written (keep_unknown, as
	 * The SEO Framework reads content); the registered ones run and the others kept (render, as Slim SEO
	 * reads content). $read says how the markup is read: tags removed, a "<" before a space kept as text
	 * (text); every "<…>" span removed and a lone "&" written "&amp;", as WordPress's kses leaves text
	 * without allowed tags (kses, as Rank Math reads content); every tag and "<…>" span a space, only
	 * scripts, styles and preformatted text dropped with their content (markup, as Slim SEO reads it).
	 *
	 * Or the text of paragraphs only: headings, lists, figures, quotes and asides dropped with their text
	 * too (prose, as The SEO Framework reads content).
	 *
	 * $join says what a removed tag, comment or dropped element leaves between the texts it separated: a
	 * space at block boundaries, so two paragraphs' words never stick together (space); nothing, as
	 * WordPress's strip_tags()-based wp_strip_all_tags() leaves, so "<p>a.</p><p>B</p>" reads "a.B"
	 * (none, as SEOPress, All in One SEO and Yoast SEO read content).
	 *
	 * @param 'strip'|'keep_unknown'|'render' $shortcodes
	 * @param 'text'|'kses'|'markup'|'prose'  $read
	 * @param 'space'|'none'                  $join
	 */
	public static function stored( string $html, string $shortcodes = 'strip', string $read = 'text', string $join = 'space' ): string {
		if ( '' === $html ) {
			return '';
		}
		$gap  = 'none' === $join ? '' : ' ';
		$text = match ( $shortcodes ) {
			'render'       => self::render_shortcodes( $html ),
			'keep_unknown' => strip_shortcodes( $html ),
			// Shortcodes that are not registered on this request still carry their brackets: drop them too.
			default        => (string) preg_replace( '/\[\/?[a-zA-Z][\w-]*(?:\s[^\]]*)?\]/', ' ', strip_shortcodes( $html ) ),
		};
		$text = (string) preg_replace( '/<!--.*?-->/s', $gap, $text );
		if ( 'markup' === $read ) {
			$text = (string) preg_replace( '#<(script|style|pre)\b[^>]*>.*?</\1\s*>#is', ' ', $text );
			return trim( (string) preg_replace( '/<[^>]*>/s', ' ', $text ) );
		}
		$drop = 'prose' === $read ? self::DROP_ELEMENTS . '|' . self::NOT_PROSE : self::DROP_ELEMENTS;
		// Inner elements first: a list inside a list, a heading inside a header (five levels deep at most).
		for ( $pass = 0; $pass < 5; ++$pass ) {
			$outer = $text;
			$text  = (string) preg_replace( '#<(' . $drop . ')\b[^>]*>(?:(?!<\1\b).)*?</\1\s*>#is', $gap, $text );
			if ( $outer === $text ) {
				break;
			}
		}
		// Block-level boundaries become spaces so words from two paragraphs never stick together.
		$text = (string) preg_replace( '#<(?:/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|section|article|header|footer|tr|td|th|dd|dt)\b)[^>]*>#i', $gap, $text );
		if ( 'kses' === $read ) {
			return trim( wp_kses_normalize_entities( (string) preg_replace( '/<[^>]*>/s', '', $text ) ) );
		}
		return wp_strip_all_tags( $text );
	}

	/**
	 * Whether the shortcodes running now run for a text of ours (a description read with `shortcodes`
	 * "render"), not for the page: a shortcode that prints the page's furniture, such as the trail of
	 * the breadcrumb shortcodes, then prints nothing, as the editor's preview of that text shows it.
	 */
	public static function rendering_shortcodes(): bool {
		return self::$rendering > 0;
	}

	private static function render_shortcodes( string $html ): string {
		++self::$rendering;
		try {
			return do_shortcode( $html );
		} finally {
			--self::$rendering;
		}
	}

	/**
	 * Text cut from HTML with its length counted on the stored form (entities written out, as Yoast SEO
	 * and Slim SEO count): whole when that fits in $limit characters; else, spaces collapsed as
	 * WordPress's wp_html_excerpt() collapses them, cut by $cut: at a word (word, cut()), at the last
	 * space of its first $limit characters without a partial entity at the end (last_space), or after
	 * its first $limit characters wherever they end (chars, inside a word or an entity too, as Slim SEO
	 * cuts). Decoded at the end, so a written no-break space stays one. $shortcodes, $read and $join: stored().
	 *
	 * @param 'word'|'last_space'|'chars'     $cut
	 * @param 'strip'|'keep_unknown'|'render' $shortcodes
	 * @param 'text'|'kses'|'markup'          $read
	 * @param 'space'|'none'                  $join
	 */
	public static function cut_stored( string $html, int $limit, string $cut, string $shortcodes = 'strip', string $read = 'text', string $join = 'space' ): string {
		$stored = self::stored( $html, $shortcodes, $read, $join );
		$text   = trim( (string) preg_replace( '/[\r\n\t ]+/', ' ', $stored ) );
		if ( $limit > 0 && mb_strlen( $stored ) > $limit ) {
			$text = match ( $cut ) {
				'last_space' => self::cut_at_last_space( trim( (string) preg_replace( '/&[^;\s]{0,6}$/', '', mb_substr( $text, 0, $limit ) ) ) ),
				'chars'      => mb_substr( $text, 0, $limit ),
				default      => self::cut( $text, $limit ),
			};
		}
		return trim( html_entity_decode( $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' ), " \t\n\r\0\x0B" );
	}

	/**
	 * A whole description as written (entities written out, as stored) cut to $limit characters counted
	 * on that form, then decoded: as Rank Math cuts the description its template makes. Nothing is cut
	 * when it fits and ends without a partial entity; else its first $limit characters, a partial
	 * entity at their end left out, are cut back to their last space (punctuation before it kept), and
	 * nothing is left when they hold no space.
	 */
	public static function cut_written( string $written, int $limit ): string {
		$written = trim( (string) preg_replace( '/[\r\n\t ]+/', ' ', $written ) );
		$window  = (string) preg_replace( '/&[^;\s]{0,6}$/', '', mb_substr( $written, 0, $limit ) );
		if ( $limit > 0 && $window !== $written ) {
			$space   = mb_strrpos( trim( $window ), ' ' );
			$written = false === $space ? '' : mb_substr( $written, 0, $space );
		}
		return trim( html_entity_decode( $written, ENT_QUOTES | ENT_HTML5, 'UTF-8' ), " \t\n\r\0\x0B" );
	}

	/**
	 * Text as written (entities written out) texturised as The SEO Framework prints descriptions: no-break
	 * spaces as spaces, spaces collapsed, WordPress's wptexturize() and capital_P_dangit() on the text as
	 * written (so a quote written "&quot;" stays straight, a typed one curls), then decoded.
	 */
	public static function texturized( string $written ): string {
		$text = str_replace( array( '&nbsp;', '&#160;', "\u{A0}" ), ' ', $written );
		$text = trim( (string) preg_replace( '/\s+/', ' ', $text ) );
		return html_entity_decode( capital_P_dangit( wptexturize( $text ) ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	}

	/**
	 * Text cut at a sentence or clause as The SEO Framework cuts descriptions (its "clamp" of 5.1.4):
	 *
	 * 1. Longer than $limit characters: its longest start of at most $limit characters that a break
	 *    follows (a space, a connector, a dash, a closing quote, punctuation but ' " :), the break kept.
	 * 2. Its opening is the text up to its first stop (punctuation but : ' ¿ ¡), ending on a space or a
	 *    word character (leading punctuation left out). What follows is kept whole when it is one stop,
	 *    holds no further word, or ends with closing punctuation; else it is kept up to its last stop
	 *    (with the digits after it), and past that only when more than three words follow.
	 * 3. Spaces, connectors, dashes and : ; , are taken off its end; text ending on a word or a closing
	 *    quote gets an ellipsis, text ending on other punctuation (". & * !") none.
	 */
	public static function cut_sentence( string $text, int $limit ): string {
		$text = trim( $text );
		if ( $limit > 0 && mb_strlen( $text ) > $limit ) {
			$chars = mb_str_split( $text );
			$start = '';
			for ( $n = $limit; $n >= 0; --$n ) {
				if ( 1 === preg_match( '/^(?:[^\P{Po}\'":]|[\p{Pc}\p{Pd}\p{Pf}\p{Z}])$/u', $chars[ $n ] ) ) {
					$start = implode( '', array_slice( $chars, 0, $n + 1 ) );
					break;
				}
			}
			$text = trim( $start );
		}
		if ( ! preg_match( '/^[\p{P}\p{Z}]*?((?:\P{Po}|[\x{BF}\x{A1}:\'])+[\p{Z}\w])(.*)$/su', $text, $parts ) ) {
			return '';
		}
		$text = $parts[1] . self::sentence_rest( $parts[2] );
		if ( ! preg_match( '/^(.+[^' . self::LOOSE_END . '\p{Po}])(\p{Z}*[^' . self::LOOSE_END . ']+)?/su', $text, $end ) ) {
			return '';
		}
		return isset( $end[2] ) ? $end[1] . $end[2] : $end[1] . '…';
	}

	/** What cut_sentence() keeps of the text after a sentence's opening (its step 2). */
	private static function sentence_rest( string $rest ): string {
		$more_words = 1 === preg_match( '/^.+\w/su', $rest );
		if ( '' === $rest || 1 === preg_match( '/^' . self::STOP . '$/u', $rest ) || ! $more_words || 1 === preg_match( '/[\p{Pe}\p{Pf}]$/u', $rest ) ) {
			return $rest;
		}
		if ( ! preg_match( '/^(.*' . self::STOP . '\d*)(.*)$/su', $rest, $stop ) ) {
			return $rest;
		}
		// Past the last stop: its first character and up to three words, then more (kept) or nothing (cut).
		$words = preg_match( '/^(?>.+?\p{Z}*(?:\w+[\p{Pc}\p{Pd}\p{Pf}\p{Z}]*){1,3}|[^\p{Pc}\p{Pd}\p{M}\x{BF}\x{A1}:])?(.+)?/su', $stop[2], $after );
		return 1 === $words && isset( $after[1] ) && '' !== $after[1] ? $rest : $stop[1];
	}

	/**
	 * $text up to its last space (none: whole), whether or not it ended between two words: the cut of
	 * a text already at most the length (Yoast SEO's and Rank Math's).
	 */
	public static function cut_at_last_space( string $text ): string {
		$space = mb_strrpos( $text, ' ' );
		return false !== $space && $space > 0 ? rtrim( mb_substr( $text, 0, $space ) ) : $text;
	}

	/**
	 * Cuts $text to at most $limit characters at a word boundary, adding nothing (search engines add
	 * their own ellipsis).
	 */
	public static function cut( string $text, int $limit ): string {
		$text = trim( $text );
		if ( $limit <= 0 || mb_strlen( $text ) <= $limit ) {
			return $text;
		}
		$cut   = mb_substr( $text, 0, $limit + 1 );
		$space = mb_strrpos( $cut, ' ' );
		$cut   = false !== $space && $space > 0 ? mb_substr( $cut, 0, $space ) : mb_substr( $text, 0, $limit );
		return rtrim( $cut, " \t\n\r\0\x0B,;:-–—" );
	}

	/**
	 * The first $count words of text from clean() (words are what its single spaces separate, as
	 * wp_trim_words() counts them); the text itself when it has no more.
	 */
	public static function words( string $text, int $count ): string {
		$words = array_values( array_filter( explode( ' ', trim( $text ) ), static fn( string $word ): bool => '' !== $word ) );
		return $count > 0 && count( $words ) > $count ? implode( ' ', array_slice( $words, 0, $count ) ) : trim( $text );
	}

	/**
	 * A clean excerpt of HTML within $limit characters.
	 */
	public static function excerpt( string $html, int $limit ): string {
		return self::cut( self::clean( $html ), $limit );
	}

	/**
	 * Plain single-line text from a setting or meta value that may hold stray markup.
	 */
	public static function line( string $value ): string {
		$value = wp_strip_all_tags( $value );
		return trim( (string) preg_replace( '/\s+/u', ' ', html_entity_decode( $value, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ) );
	}

	/**
	 * A web address typed into a free-text field (the settings accept any text): trimmed, with
	 * `https://` before a bare domain ("facebook.com/acme"); '' for anything that is not an http(s)
	 * address with a host (words, javascript:, data:).
	 */
	public static function web_url( string $value ): string {
		$value = trim( $value );
		if ( preg_match( '#^[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:/\S*)?$#i', $value ) ) {
			$value = 'https://' . $value;
		}
		$parts = wp_parse_url( $value );
		$web   = is_array( $parts ) && in_array( strtolower( (string) ( $parts['scheme'] ?? '' ) ), array( 'http', 'https' ), true );
		return $web && '' !== (string) ( $parts['host'] ?? '' ) && ! preg_match( '/\s/', $value ) ? $value : '';
	}

	/**
	 * A post's title as %title% gives it. $spaces (setting template_spaces): as_written reads it as
	 * SEOPress's %%post_title%% (wp_strip_all_tags(), "<br>" a space: a removed tag leaves its spaces),
	 * tags_after as Yoast SEO's (tags removed after the template is tidied: plain(), spaces and ends
	 * kept), tidy as plain text with spaces collapsed (line()). $the_title (setting texturize_post_title):
	 * texturised as WordPress's get_the_title() prints it (All in One SEO's #post_title).
	 *
	 * @param 'tidy'|'tags_after'|'as_written'|string $spaces
	 */
	public static function post_title( string $title, string $spaces, bool $the_title ): string {
		$value = match ( $spaces ) {
			'as_written' => self::stripped( str_replace( '<br>', ' ', $title ) ),
			'tags_after' => self::plain( $title ),
			default      => self::line( $title ),
		};
		return $the_title ? self::title( $value ) : $value;
	}

	/**
	 * Plain text from a value that may hold markup as WordPress's wp_strip_all_tags() gives it: tags
	 * removed with nothing in their place (so "a <b> c" keeps its two spaces), ends trimmed, runs of
	 * spaces kept, entities decoded (line() also collapses them).
	 */
	public static function stripped( string $value ): string {
		return trim( html_entity_decode( wp_strip_all_tags( $value ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
	}

	/**
	 * Text read from HTML as written, spaces untouched: scripts, styles and tags removed, entities decoded
	 * (the template text around variables; line() also collapses and trims spaces).
	 */
	public static function plain( string $html ): string {
		$html = (string) preg_replace( '@<(script|style)[^>]*?>.*?</\\1>@si', '', $html );
		// Not wp_strip_all_tags(): it also trims, and this text keeps its spaces as written.
		return html_entity_decode( strip_tags( $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.strip_tags_strip_tags
	}

	/**
	 * A title as WordPress prints document titles: wptexturize()'s curly quotes, dashes and ellipses,
	 * and capital_P_dangit(). The separator the site chose is kept as chosen (a lone "-" would become
	 * "–"). Stays plain text (the entities wptexturize() writes are decoded): the renderer escapes once.
	 * Without $texturize (setting texturize_titles off) the title is printed as written.
	 */
	public static function title( string $title, string $separator = '', bool $texturize = true ): string {
		if ( '' === $title || ! $texturize ) {
			return $title;
		}
		// A page's title, og:title and twitter:title are mostly the same text, the latter two made of the
		// first: each is texturised once a request (a title is its own texturised form).
		static $done = array();
		$key         = $separator . "\0" . $title;
		if ( ! isset( $done[ $key ] ) ) {
			$parts = '' === $separator ? array( $title ) : explode( ' ' . $separator . ' ', $title );
			$parts = array_map( static fn( string $part ): string => html_entity_decode( capital_P_dangit( wptexturize( $part ) ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ), $parts );
			$made  = implode( ' ' . $separator . ' ', $parts );
			if ( count( $done ) > 64 ) {
				$done = array();
			}
			$done[ $key ]                      = $made;
			$done[ $separator . "\0" . $made ] = $made;
		}
		return $done[ $key ];
	}

	/**
	 * The first paragraph of post content that has text (paragraphs as wpautop() makes them), or the
	 * whole content when it has none.
	 */
	public static function first_paragraph( string $html ): string {
		$html = (string) preg_replace( '/<!--.*?-->/s', '', $html );
		if ( preg_match_all( '#<p\b[^>]*>(.*?)</p>#is', wpautop( $html ), $matches ) ) {
			foreach ( $matches[1] as $paragraph ) {
				if ( '' !== self::clean( $paragraph ) ) {
					return $paragraph;
				}
			}
		}
		return $html;
	}
}
