<?php
/**
 * Token translation: tokenized per source syntax, longest tag first, literal text and `%` untouched,
 * untranslatable tokens left out and reported.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Migration;

use Sightline\Migration\Tokens;
use Sightline\Tests\TestCase;

final class TokensTest extends TestCase {

	/**
	 * @return array<string, array{0: string, 1: string, 2: array<string, string>, 3: list<string>, 4: string, 5: list<string>}>
	 */
	public static function cases(): array {
		$aioseo = array( 'post_excerpt' => '%excerpt%', 'category' => '%category%', 'site_title' => '%site_name%' );
		return array(
			'yoast vars, literal percent'      => array( '50% off %%title%% %%sep%% %%sitename%% 100%', 'double_percent', array( 'title' => '%title%', 'sep' => '%separator%', 'sitename' => '%site_name%' ), array(), '50% off %title% %separator% %site_name% 100%', array() ),
			'yoast unknown dropped + reported' => array( '%%title%% %%cf_price%% %%sep%%', 'double_percent', array( 'title' => '%title%', 'sep' => '%separator%' ), array(), '%title% %separator%', array( '%%cf_price%%' ) ),
			'aioseo longest tag first'         => array( '#post_excerpt_only #post_excerpt #categories #category', 'hash', $aioseo, array( 'post_excerpt_only', 'categories' ), '%excerpt% %category%', array( '#post_excerpt_only', '#categories' ) ),
			'aioseo unknown hash is text'      => array( '#1 pick #hashtag on #site_title', 'hash', $aioseo, array(), '#1 pick #hashtag on %site_name%', array() ),
			'aioseo custom field pattern'      => array( '#site_title #custom_field-price', 'hash', $aioseo, array(), '%site_name%', array( '#custom_field-price' ) ),
			'rank math args and literal'       => array( 'Save 20% %title% %date(F j)% %customfield(x)% 30%off', 'percent', array( 'title' => '%title%' ), array(), 'Save 20% %title% 30%off', array( '%date(F j)%', '%customfield(x)%' ) ),
			'rank math unknown word is text'   => array( '%title% %notavar%', 'percent', array( 'title' => '%title%' ), array( 'categories' ), '%title% %notavar%', array() ),
			'slim seo twig'                    => array( '{{ post.title }} {{sep}} {{ site.title }} {{ post.thing }}', 'twig', array( 'post.title' => '%title%', 'sep' => '%separator%', 'site.title' => '%site_name%' ), array(), '%title% %separator% %site_name%', array( '{{ post.thing }}' ) ),
		);
	}

	/**
	 * @dataProvider cases
	 */
	public function test_translation( string $text, string $syntax, array $table, array $known, string $expected, array $dropped ): void {
		$lost = array();
		$this->assertSame( $expected, Tokens::translate( $text, $syntax, $table, $known, $lost ) );
		$this->assertSame( $dropped, $lost );
	}
}
