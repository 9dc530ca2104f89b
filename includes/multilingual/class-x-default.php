<?php
/**
 * Which language version is a page's x-default (the version for searchers whose language has none),
 * one rule for the head's hreflang links and the sitemaps' xhtml:link entries: the setting
 * hreflang_x_default names a language (its slug), "default" the default language, "none" no x-default.
 * A named language the page has no version in (or one the site no longer has) gives way to the
 * default language, so a page never names an address outside its own set.
 *
 * @package Sightline
 */

namespace Sightline\Multilingual;

use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class X_Default {

	public const DEFAULT_LANGUAGE = 'default';

	public const NONE = 'none';

	public function __construct( private Languages_Interface $languages, private Settings $settings ) {}

	/**
	 * The slug of the version that is the x-default, among the slugs of the versions the page has;
	 * null when none is.
	 *
	 * @param list<string> $available Slugs of the page's versions.
	 */
	public function among( array $available ): ?string {
		$choice = (string) $this->settings->get( 'hreflang_x_default' );
		if ( self::NONE === $choice ) {
			return null;
		}
		if ( self::DEFAULT_LANGUAGE !== $choice && in_array( $choice, $available, true ) ) {
			return $choice;
		}
		$default = $this->languages->default_language();
		return null !== $default && in_array( $default->slug, $available, true ) ? $default->slug : null;
	}
}
