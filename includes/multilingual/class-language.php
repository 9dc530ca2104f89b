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
	) {}

	/**
	 * The locale as Open Graph writes it (language_TERRITORY, the language doubled when the locale
	 * names no territory: fr → fr_FR).
	 */
	public function og_locale(): string {
		$locale = str_replace( '-', '_', $this->locale );
		if ( preg_match( '/^[a-z]{2,3}$/', $locale ) ) {
			$locale .= '_' . strtoupper( $locale );
		}
		return $locale;
	}
}
