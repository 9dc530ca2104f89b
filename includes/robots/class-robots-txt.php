<?php
/**
 * The virtual robots.txt: the saved text (or WordPress's own when none is saved), served by core's
 * do_robots() as text/plain through the `robots_txt` filter, plus a `Sitemap:` line for the sitemap
 * index while the XML sitemaps are on, and the AI crawler policy's groups (Crawler_Policy) after the
 * saved text. Nothing is ever written to disk.
 *
 * @package Sightline
 */

namespace Sightline\Robots;

use Sightline\Hookable_Interface;
use Sightline\Sitemaps\Registry;
use WP_Error;

defined( 'ABSPATH' ) || exit;

final class Robots_Txt implements Hookable_Interface {

	public const OPTION = 'sightline_robots_txt';

	/** Longest accepted line; robots.txt lines are short and parsers ignore overlong ones. */
	public const MAX_LINE = 2048;

	/** Whole file; Google reads the first 500 KiB, a hand-edited file is far smaller. */
	public const MAX_LENGTH = 65536;

	/**
	 * @param \Closure(): Registry       $sitemaps The sitemap registry, built when robots.txt is asked for (a
	 *                                              page view, which only adds this service's hook, never builds it).
	 * @param \Closure(): Crawler_Policy $policy   The AI crawler policy, likewise built only when asked for.
	 */
	public function __construct( private \Closure $sitemaps, private \Closure $policy ) {}

	public function add_hooks(): void {
		add_filter( 'robots_txt', array( $this, 'filter' ), 20, 2 );
	}

	/** The saved text ('' = WordPress manages the file). */
	public function content(): string {
		$content = get_option( self::OPTION, '' );
		return is_string( $content ) ? $content : '';
	}

	/** Path of a physical robots.txt, which the web server serves instead of ours. */
	public function file_path(): string {
		/**
		 * Filters where a physical robots.txt would be (the site root).
		 *
		 * @param string $path
		 */
		return (string) apply_filters( 'sightline_robots_txt_file', ABSPATH . 'robots.txt' );
	}

	public function file_exists(): bool {
		return is_file( $this->file_path() );
	}

	/**
	 * Whether this site's robots.txt is the one crawlers read: they ask for it at a host's root only, so
	 * a site living in a folder (a subfolder network's site, a site installed in a folder) has none of its own.
	 */
	public function at_host_root(): bool {
		$path = wp_parse_url( home_url( '/' ), PHP_URL_PATH );
		return '/' === ( is_string( $path ) && '' !== $path ? $path : '/' );
	}

	public function is_site_public(): bool {
		return '0' !== (string) get_option( 'blog_public', '1' );
	}

	/**
	 * What the robots.txt editor and the AI crawler screen show: the saved text, whether search engines
	 * may index the site, whether a physical robots.txt exists, with its content, whether this site's
	 * robots.txt is at its host's root, the lines the AI crawler policy adds and the known AI crawlers.
	 *
	 * @return array<string, mixed>
	 */
	public function data(): array {
		$exists = $this->file_exists();
		$policy = ( $this->policy )();
		return array(
			'robots_txt_content'       => $this->content(),
			'search_engine_visibility' => $this->is_site_public() ? '1' : '0',
			'robots_file_exists'       => $exists,
			'robot_file_content'       => $exists ? (string) file_get_contents( $this->file_path() ) : '', // phpcs:ignore WordPress.WP.AlternativeFunctions -- the site's own robots.txt on local disk, never a URL.
			'at_host_root'             => $this->at_host_root(),
			'policy_lines'             => $policy->lines(),
			'ai_crawlers'              => $policy->crawlers(),
		);
	}

	/**
	 * Checks text for robots.txt: plain text only, no control characters, lines of sane length.
	 *
	 * @return true|WP_Error
	 */
	public static function validate( string $content ) {
		$field = 'robots_txt_content';
		if ( strlen( $content ) > self::MAX_LENGTH ) {
			/* translators: 1: field name, 2: maximum number of bytes. */
			return self::invalid( sprintf( __( '%1$s is too long: robots.txt may hold at most %2$s bytes.', 'sightline-seo' ), $field, number_format_i18n( self::MAX_LENGTH ) ) );
		}
		if ( ! wp_check_invalid_utf8( $content ) && '' !== $content ) {
			/* translators: %s: field name. */
			return self::invalid( sprintf( __( '%s must be valid UTF-8 text.', 'sightline-seo' ), $field ) );
		}
		foreach ( preg_split( '/\r\n|\r|\n/', $content ) as $index => $line ) {
			$number = $index + 1;
			if ( preg_match( '/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/', $line ) ) {
				/* translators: 1: field name, 2: line number. */
				return self::invalid( sprintf( __( '%1$s contains a control character on line %2$d: robots.txt must be plain text.', 'sightline-seo' ), $field, $number ) );
			}
			if ( preg_match( '/<\s*\/?\s*[a-z!][^>]*>/i', $line ) ) {
				/* translators: 1: field name, 2: line number. */
				return self::invalid( sprintf( __( '%1$s contains HTML on line %2$d: robots.txt must be plain text.', 'sightline-seo' ), $field, $number ) );
			}
			if ( mb_strlen( $line, 'UTF-8' ) > self::MAX_LINE ) {
				/* translators: 1: field name, 2: line number, 3: maximum characters. */
				return self::invalid( sprintf( __( '%1$s line %2$d is too long: a line may hold at most %3$s characters.', 'sightline-seo' ), $field, $number, number_format_i18n( self::MAX_LINE ) ) );
			}
		}
		return true;
	}

	/**
	 * Saves the text ('' hands robots.txt back to WordPress). Refused while a physical file exists or the
	 * site asks search engines not to index it, because the text would have no effect.
	 *
	 * @return true|WP_Error
	 */
	public function save( string $content ) {
		if ( $this->file_exists() ) {
			return new WP_Error( 'sightline_robots_file_exists', __( 'A robots.txt file exists in the site root, so the virtual robots.txt cannot take effect. Delete that file to edit robots.txt here.', 'sightline-seo' ), array( 'status' => 409 ) );
		}
		if ( ! $this->is_site_public() ) {
			return new WP_Error( 'sightline_robots_site_hidden', __( 'Search engines are discouraged from indexing this site (Settings > Reading), so robots.txt cannot be edited. Set search engine visibility to Public first.', 'sightline-seo' ), array( 'status' => 409 ) );
		}
		$valid = self::validate( $content );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		$found = ( $this->policy )()->contradiction( $content );
		if ( null !== $found ) {
			return self::invalid( Crawler_Policy::editor_message( $found ), array( 'line' => $found['line'] ) );
		}
		$content = trim( str_replace( array( "\r\n", "\r" ), "\n", $content ) );
		if ( '' === $content ) {
			delete_option( self::OPTION );
		} else {
			update_option( self::OPTION, $content, true );
		}
		return true;
	}

	/**
	 * @param string      $output WordPress's robots.txt.
	 * @param string|bool $public blog_public: the option's string on older WordPress ('0' when hidden),
	 *                            a boolean on newer ones (7.1).
	 */
	public function filter( $output, $public ): string {
		$output = (string) $output;
		if ( empty( $public ) ) {
			return $output; // A hidden site keeps WordPress's own text (on 6.6 it holds "Disallow: /").
		}
		$saved  = $this->content();
		$text   = '' === $saved ? $output : $saved . "\n";
		$policy = ( $this->policy )()->lines();
		if ( '' !== $policy ) {
			$text = rtrim( $text ) . "\n\n" . $policy;
		}
		$sitemaps = ( $this->sitemaps )();
		$index    = $sitemaps->url( Registry::INDEX );
		$line     = '^[ \t]*Sitemap:[ \t]*' . preg_quote( $index, '/' ) . '[ \t]*$';
		if ( ! $sitemaps->enabled() ) {
			return (string) preg_replace( '/' . $line . '\n?/mi', '', $text );
		}
		if ( ! preg_match( '/' . $line . '/mi', $text ) ) {
			$text = rtrim( $text ) . "\n\nSitemap: " . $index . "\n";
		}
		return $text;
	}

	/**
	 * @param array<string, mixed> $data More about the error (the line it names).
	 */
	private static function invalid( string $message, array $data = array() ): WP_Error {
		return new WP_Error(
			'rest_invalid_param',
			$message,
			array(
				'status' => 400,
				'field'  => 'robots_txt_content',
			) + $data
		);
	}
}
