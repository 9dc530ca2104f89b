<?php
/**
 * og:locale wants language_TERRITORY: the multilingual plugin's own Facebook locale first (Polylang
 * knows ja → ja_JP, el → el_GR), else the WordPress locale cut to its language and territory.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Multilingual;

use Sightline\Multilingual\Language;
use Sightline\Tests\TestCase;

final class LanguageTest extends TestCase {

	/**
	 * @return array<string, array{0: string, 1: string, 2: string}>
	 */
	public static function locales(): array {
		return array(
			'a territory'                => array( 'fr_FR', '', 'fr_FR' ),
			'Polylang\'s Facebook locale' => array( 'ja', 'ja_JP', 'ja_JP' ),
			'a language alone'           => array( 'el', '', 'el_EL' ),
			'a variant cut off'          => array( 'de_CH_informal', '', 'de_CH' ),
			'a variant, Facebook\'s'     => array( 'de_DE_formal', 'de_DE', 'de_DE' ),
			'a three-letter language'    => array( 'haz', '', 'haz_HAZ' ),
			'no valid Facebook locale'   => array( 'pt_BR', 'portuguese', 'pt_BR' ),
		);
	}

	/**
	 * @dataProvider locales
	 */
	public function test_og_locale( string $locale, string $facebook, string $expected ): void {
		$this->assertSame( $expected, ( new Language( 'x', $locale, 'x', 'X', $facebook ) )->og_locale() );
	}
}
