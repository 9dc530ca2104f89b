<?php
/**
 * A page the site checks fetched from the site itself: status, headers and body, or why the request
 * failed. Parses the HTML once, on first use, for the XPath queries of the home page checks.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Site;

use DOMDocument;
use DOMXPath;

defined( 'ABSPATH' ) || exit;

final class Fetched_Page {

	private ?DOMXPath $xpath = null;

	/**
	 * @param array<string, string> $headers Lower-case names.
	 * @param string|null           $error   Why the request failed (transport error); null when it was answered.
	 * @param string                $final_url The URL that answered (after redirects).
	 */
	public function __construct(
		public readonly string $url,
		public readonly int $status = 0,
		public readonly array $headers = array(),
		public readonly string $body = '',
		public readonly ?string $error = null,
		public readonly string $final_url = ''
	) {}

	/**
	 * A page built from HTML, for checks fed directly (tests, previews).
	 *
	 * @param array<string, string> $headers
	 */
	public static function from_html( string $url, string $html, int $status = 200, array $headers = array() ): self {
		return new self( $url, $status, array_change_key_case( $headers ), $html, null, $url );
	}

	public static function failed( string $url, string $error ): self {
		return new self( $url, 0, array(), '', $error, $url );
	}

	/** Answered with a 2xx status. */
	public function ok(): bool {
		return null === $this->error && $this->status >= 200 && $this->status < 300;
	}

	/**
	 * Why the page could not be used, in words for the admin; '' when it is fine.
	 */
	public function problem(): string {
		if ( null !== $this->error ) {
			/* translators: 1: URL, 2: the error. */
			return sprintf( __( 'the request to %1$s failed: %2$s', 'sightline-seo' ), $this->url, $this->error );
		}
		if ( ! $this->ok() ) {
			/* translators: 1: URL, 2: HTTP status code. */
			return sprintf( __( '%1$s answered with HTTP status %2$d', 'sightline-seo' ), $this->url, $this->status );
		}
		return '';
	}

	public function header( string $name ): string {
		return $this->headers[ strtolower( $name ) ] ?? '';
	}

	public function xpath(): DOMXPath {
		if ( null === $this->xpath ) {
			$document = new DOMDocument();
			$previous = libxml_use_internal_errors( true );
			// The XML declaration makes libxml read the markup as UTF-8 instead of Latin-1.
			$document->loadHTML( '<?xml encoding="utf-8" ?>' . ( '' === $this->body ? '<html></html>' : $this->body ), LIBXML_NONET | LIBXML_NOWARNING | LIBXML_NOERROR );
			libxml_clear_errors();
			libxml_use_internal_errors( $previous );
			$this->xpath = new DOMXPath( $document );
		}
		return $this->xpath;
	}

	/**
	 * Trimmed text or attribute values of the nodes an XPath expression selects.
	 *
	 * @return list<string>
	 */
	public function values( string $expression ): array {
		$nodes = $this->xpath()->query( $expression );
		$out   = array();
		foreach ( $nodes ? $nodes : array() as $node ) {
			$out[] = trim( preg_replace( '/\s+/u', ' ', (string) $node->textContent ) ?? '' ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOMNode's own property.
		}
		return $out;
	}

	public function count( string $expression ): int {
		$nodes = $this->xpath()->query( $expression );
		return $nodes ? $nodes->length : 0;
	}

	/**
	 * Content of a <meta name|property="…"> tag (case-insensitive name); null when absent.
	 */
	public function meta( string $name ): ?string {
		$name   = strtolower( $name );
		$lower  = "translate(%s, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')";
		$values = $this->values( sprintf( "//meta[%s='%s' or %s='%s']/@content", sprintf( $lower, '@name' ), $name, sprintf( $lower, '@property' ), $name ) );
		return $values ? $values[0] : null;
	}
}
