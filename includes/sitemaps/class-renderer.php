<?php
/**
 * Writes sitemap XML (sitemaps.org 0.9 and Google's image extension). Every value is escaped here and
 * only here.
 *
 * @package Sightline
 */

namespace Sightline\Sitemaps;

defined( 'ABSPATH' ) || exit;

final class Renderer {

	public const NS       = 'http://www.sitemaps.org/schemas/sitemap/0.9';
	public const NS_IMAGE = 'http://www.google.com/schemas/sitemap-image/1.1';
	public const NS_XHTML = 'http://www.w3.org/1999/xhtml';

	public function __construct( private string $stylesheet_url ) {}

	/**
	 * @param list<array{loc: string, lastmod: int}> $sitemaps
	 */
	public function index( array $sitemaps ): string {
		$xml = $this->prolog() . '<sitemapindex xmlns="' . self::NS . '">' . "\n";
		foreach ( $sitemaps as $sitemap ) {
			$xml .= "\t<sitemap>\n\t\t<loc>" . self::esc( $sitemap['loc'] ) . "</loc>\n";
			if ( $sitemap['lastmod'] > 0 ) {
				$xml .= "\t\t<lastmod>" . self::date( $sitemap['lastmod'] ) . "</lastmod>\n";
			}
			$xml .= "\t</sitemap>\n";
		}
		return $xml . "</sitemapindex>\n";
	}

	/**
	 * @param list<array{loc: string, lastmod: int, images: list<string>, alternates?: list<array{hreflang: string, href: string}>}> $entries
	 */
	public function urlset( array $entries, bool $with_images ): string {
		$alternates = (bool) array_filter( array_column( $entries, 'alternates' ) );
		$xml        = $this->prolog() . '<urlset xmlns="' . self::NS . '"' . ( $with_images ? ' xmlns:image="' . self::NS_IMAGE . '"' : '' ) . ( $alternates ? ' xmlns:xhtml="' . self::NS_XHTML . '"' : '' ) . ">\n";
		foreach ( $entries as $entry ) {
			$xml .= "\t<url>\n\t\t<loc>" . self::esc( $entry['loc'] ) . "</loc>\n";
			if ( $entry['lastmod'] > 0 ) {
				$xml .= "\t\t<lastmod>" . self::date( $entry['lastmod'] ) . "</lastmod>\n";
			}
			// Each language version, this one included, and the x-default (Google's hreflang in sitemaps).
			foreach ( $entry['alternates'] ?? array() as $alternate ) {
				$xml .= "\t\t<xhtml:link rel=\"alternate\" hreflang=\"" . self::esc( $alternate['hreflang'] ) . '" href="' . self::esc( $alternate['href'] ) . "\"/>\n";
			}
			if ( $with_images ) {
				foreach ( $entry['images'] as $image ) {
					$xml .= "\t\t<image:image>\n\t\t\t<image:loc>" . self::esc( $image ) . "</image:loc>\n\t\t</image:image>\n";
				}
			}
			$xml .= "\t</url>\n";
		}
		return $xml . "</urlset>\n";
	}

	/** W3C datetime, as sitemaps.org asks for. */
	public static function date( int $timestamp ): string {
		return gmdate( 'Y-m-d\TH:i:s+00:00', $timestamp );
	}

	/** XML text: entity-escaped, with characters XML 1.0 forbids removed. */
	public static function esc( string $text ): string {
		$text = (string) preg_replace( '/[^\x{9}\x{A}\x{D}\x{20}-\x{D7FF}\x{E000}-\x{FFFD}\x{10000}-\x{10FFFF}]/u', '', $text );
		return htmlspecialchars( $text, ENT_XML1 | ENT_QUOTES, 'UTF-8' );
	}

	private function prolog(): string {
		return '<?xml version="1.0" encoding="UTF-8"?>' . "\n"
			. '<?xml-stylesheet type="text/xsl" href="' . self::esc( $this->stylesheet_url ) . '"?>' . "\n";
	}
}
