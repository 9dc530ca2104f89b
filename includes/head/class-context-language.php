<?php
/**
 * The language of a page: its post's or term's language, else (home, archives) the language the
 * visitor is reading, the one the multilingual plugin set the locale to. Null on a single-language
 * site, where nothing depends on it.
 *
 * @package Sightline
 */

namespace Sightline\Head;

use Sightline\Multilingual\Language;
use Sightline\Multilingual\Languages_Interface;

defined( 'ABSPATH' ) || exit;

final class Context_Language {

	public function __construct( private Languages_Interface $languages ) {}

	public function languages(): Languages_Interface {
		return $this->languages;
	}

	public function of( Context $context ): ?Language {
		if ( ! $this->languages->is_multilingual() ) {
			return null;
		}
		if ( null !== $context->post ) {
			return $this->languages->post_language( $context->post->ID );
		}
		if ( null !== $context->term ) {
			return $this->languages->term_language( $context->term->term_id );
		}
		$current = determine_locale();
		foreach ( $this->languages->languages() as $language ) {
			if ( $language->locale === $current ) {
				return $language;
			}
		}
		return $this->languages->default_language();
	}

	/**
	 * The home page of the page's language ('' on a single-language site: WordPress's home_url()).
	 */
	public function home_url( Context $context ): string {
		$language = $this->of( $context );
		return null !== $language ? $this->languages->home_url( $language->slug ) : '';
	}
}
