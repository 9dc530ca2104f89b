<?php
/**
 * One language of a multilingual site, as the head and the sitemaps name it: its code in the
 * multilingual plugin (slug), its WordPress locale (og:locale wants xx_XX) and its hreflang code
 * (a BCP 47 tag such as en-US, what Google and the sitemap's xhtml:link read).
 *
 * @package Sightline
 */

namespace Sightline\Multilingual;

defined( 'ABSPATH' ) || exit;

final class Language {

	public function __construct(
		public readonly string $slug,
		public readonly string $locale,
		public readonly string $hreflang,
		public readonly string $name,
		public readonly string $facebook = '',
	) {}

	/**
	 * The locale as Open Graph writes it (language_TERRITORY): the multilingual plugin's own Facebook
	 * locale when it has one (Polylang's: ja → ja_JP, el → el_GR), else the WordPress locale cut to
	 * language and territory (de_CH_informal → de_CH), the language doubled when it names no
	 * territory (fr → fr_FR).
	 */
	public function og_locale(): string {
		if ( preg_match( '/^[a-z]{2,3}_[A-Z]{2}$/', $this->facebook ) ) {
			return $this->facebook;
		}
		$locale = str_replace( '-', '_', $this->locale );
		if ( preg_match( '/^([a-z]{2,3})_([A-Z]{2})(?:_|$)/', $locale, $m ) ) {
			return $m[1] . '_' . $m[2];
		}
		if ( preg_match( '/^[a-z]{2,3}/', $locale, $m ) ) {
			return $m[0] . '_' . strtoupper( $m[0] );
		}
		return $locale;
	}
}
