<?php
/**
 * On the Polylang site, the checks that compare a post with the site's other posts compare it with
 * the posts of its language only: "already another post's focus keyphrase" (GET keyphrase/uses) does
 * not count the post's own translations nor posts in other languages, and the internal-link
 * suggestions (GET links/suggestions) offer posts in the post's language, as the block editor asks
 * for them.
 *
 * The site and how Polylang is found: Polylang_TestCase (skipped, saying why, without Polylang).
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Multilingual;

require_once __DIR__ . '/Polylang_TestCase.php';

final class PolylangChecksTest extends Polylang_TestCase {

	private const KEYPHRASE = 'Fresh bread';

	/** @var array<string, array{status: int, data: array<string, mixed>}> GET keyphrase/uses by language. */
	private static array $uses = array();

	/** @var array<string, array{status: int, data: array<string, mixed>}> GET links/suggestions by language. */
	private static array $suggestions = array();

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		if ( null !== self::$missing ) {
			return;
		}
		// The same focus keyphrase on a post's three versions and on a second French post.
		$with = array_values( self::$content['posts']['complete'] );
		array_push( $with, self::$content['posts']['noindex']['fr'] );
		foreach ( $with as $id ) {
			self::site( 'set-meta', (string) $id, '_sightline_focus_keyword', self::KEYPHRASE );
		}
		self::site( 'index-links' );
		foreach ( self::$content['posts']['complete'] as $lang => $id ) {
			$uses                       = array(
				'post'      => $id,
				'keyphrase' => strtolower( self::KEYPHRASE ),
			);
			$suggestions                = array(
				'post'  => $id,
				'words' => array( 'complete', 'text' ),
			);
			self::$uses[ $lang ]        = self::json( self::site( 'rest', '/sightline/v1/keyphrase/uses?' . http_build_query( $uses ) ) );
			self::$suggestions[ $lang ] = self::json( self::site( 'rest', '/sightline/v1/links/suggestions?' . http_build_query( $suggestions ) ) );
		}
	}

	/**
	 * The language of each post of the site's content, by id.
	 *
	 * @return array<int, string>
	 */
	private function language_of_posts(): array {
		$languages = array();
		foreach ( self::$content['posts'] as $ids ) {
			foreach ( $ids as $lang => $id ) {
				$languages[ $id ] = $lang;
			}
		}
		return $languages;
	}

	public function test_only_posts_in_the_post_s_language_share_its_focus_keyphrase(): void {
		$this->needs_polylang();
		$french = self::$uses['fr'];
		$this->assertSame( 200, $french['status'], wp_json_encode( $french ) );
		$this->assertSame( 1, $french['data']['count'], 'the other French post, not the English and German versions: ' . wp_json_encode( $french ) );
		$this->assertSame( array( self::$content['posts']['noindex']['fr'] ), array_column( $french['data']['posts'], 'id' ) );
		foreach ( array( 'en', 'de' ) as $lang ) {
			$this->assertSame( 0, self::$uses[ $lang ]['data']['count'], "the {$lang} version has no other post in its language with it: " . wp_json_encode( self::$uses[ $lang ] ) );
		}
	}

	public function test_link_suggestions_are_posts_in_the_post_s_language(): void {
		$this->needs_polylang();
		$languages = $this->language_of_posts();
		foreach ( self::$suggestions as $lang => $answer ) {
			$this->assertSame( 200, $answer['status'], wp_json_encode( $answer ) );
			$ids = array_column( $answer['data']['suggestions'], 'id' );
			$this->assertNotEmpty( $ids, "the {$lang} post gets suggestions" );
			$this->assertSame( array_fill( 0, count( $ids ), $lang ), array_map( static fn( int $id ) => $languages[ $id ] ?? "unknown {$id}", $ids ), "the {$lang} post's suggestions: " . wp_json_encode( $answer['data'] ) );
		}
	}
}
