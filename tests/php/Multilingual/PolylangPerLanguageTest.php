<?php
/**
 * On the Polylang site, what is not the head is per language too: /llms.txt has each language's
 * sections (its home page, the picked page's translation and its own posts, headed with the language's
 * name, described with the language's translated templates and home description, as its pages are); a
 * translation whose slug changes gets its own redirect (its old address to its new one, in its
 * language) and IndexNow is sent that translation's old and new addresses, not another language's;
 * the block editor reads a translation's readability in its own language.
 *
 * The site and how Polylang is found: Polylang_TestCase (skipped, saying why, without Polylang).
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Multilingual;

require_once __DIR__ . '/Polylang_TestCase.php';

final class PolylangPerLanguageTest extends Polylang_TestCase {

	private static string $llms = '';

	/** /llms.txt after the French translation of the home description changed on Polylang's Strings screen. */
	private static string $llms_retranslated = '';

	/** @var array{indexnow: list<string>, redirects: list<array{0: string, 1: string}>} */
	private static array $changes = array(
		'indexnow'  => array(),
		'redirects' => array(),
	);

	private static string $renamed = '';

	/** @var array<string, string> The French post's and home page's HTML. */
	private static array $french = array();

	/** @var array<string, string> A translation's robots after another translation's were written. */
	private static array $robots = array();

	/** @var array<string, array<string, mixed>> The editor's page data, by language. */
	private static array $editor = array();

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		if ( null !== self::$missing ) {
			return;
		}
		// The French pages first (a later page view would also spawn WP-Cron for the events the next
		// steps schedule): what they print is what llms.txt must say of them.
		foreach ( array( 'complete', 'home' ) as $case ) {
			self::$french[ $case ] = self::page( self::$content['urls'][ $case ]['fr'], 'on' )['html'];
		}
		self::site(
			'settings',
			(string) wp_json_encode(
				array(
					'enable_llms_txt'       => true,
					'enable_indexnow'       => true,
					'redirects_auto_create' => true,
					'home_page_description' => 'Bread and more',
					'llms_txt_pages'        => array( self::$content['posts']['page']['en'] ),
				)
			)
		);
		self::$llms    = self::site( 'llms' ) . "\n";
		// A string translation changed on Polylang's Strings screen, then put back for the other tests.
		self::site( 'translate-string', 'fr', 'Bread and more', 'Du pain, et bien plus' );
		self::$llms_retranslated = self::site( 'llms' ) . "\n";
		self::site( 'translate-string', 'fr', 'Bread and more', 'Du pain et plus' );
		self::$renamed = (string) self::json( self::site( 'rename', (string) self::$content['posts']['complete']['fr'], 'complet-fr' ) )['url'];
		self::$changes = self::json( self::site( 'after-changes' ) );
		self::$robots  = self::json( self::site( 'set-meta', (string) self::$content['posts']['complete']['de'], '_sightline_robots_noindex', 'on' ) );
		foreach ( array( 'en', 'fr', 'de' ) as $lang ) {
			self::$editor[ $lang ] = self::json( self::site( 'editor-data', (string) self::$content['posts']['complete'][ $lang ] ) );
		}
	}

	/**
	 * The links of one section of /llms.txt.
	 *
	 * @return list<string>
	 */
	private function section( string $heading ): array {
		$this->assertSame( 1, preg_match( '/^## ' . preg_quote( $heading, '/' ) . "\n\n((?:- .*\n)+)/m", self::$llms, $m ), "llms.txt has a section \"{$heading}\":\n" . self::$llms );
		return explode( "\n", trim( $m[1] ) );
	}

	public function test_llms_txt_has_each_language_s_sections(): void {
		$this->needs_polylang();
		$names = array(
			'en' => 'English',
			'fr' => 'Français',
			'de' => 'Deutsch',
		);
		foreach ( $names as $lang => $name ) {
			$home = $this->section( "Home page ({$name})" );
			$this->assertCount( 1, $home );
			$this->assertStringContainsString( '](' . self::$content['urls']['home'][ $lang ] . ')', $home[0] );
			$posts = implode( "\n", $this->section( "Posts ({$name})" ) );
			foreach ( self::$content['urls']['complete'] as $other => $url ) {
				if ( $other === $lang ) {
					$this->assertStringContainsString( "[complete {$lang}]({$url})", $posts, "the {$name} posts list its own" );
				} else {
					$this->assertStringNotContainsString( "({$url})", $posts, "the {$name} posts list no {$other} post" );
				}
			}
			$this->assertStringNotContainsString( 'draft de', $posts, 'a draft is listed nowhere' );
			$this->assertSame( array( "- [about {$lang}](" . self::$content['urls']['page'][ $lang ] . "): The about text in {$lang}." ), $this->section( "Pages ({$name})" ), 'the picked page\'s version in the language' );
		}
		$this->assertLessThan( strpos( self::$llms, '## Home page (Français)' ), strpos( self::$llms, '## Posts (English)' ), "the languages in the site's order" );
	}

	/**
	 * The descriptions are the ones each language's pages print: the site-wide templates and the home
	 * description as Polylang's string translations give them in that language (polylang-content.php),
	 * not the default language's texts in every section.
	 */
	public function test_llms_txt_describes_each_language_with_its_translated_texts(): void {
		$this->needs_polylang();
		$homes = array(
			'en' => array( 'English', 'Bread and more', 'Post about' ),
			'fr' => array( 'Français', 'Du pain et plus', 'Article sur' ),
			'de' => array( 'Deutsch', 'Brot und mehr', 'Beitrag über' ),
		);
		foreach ( $homes as $lang => list( $name, $home, $about ) ) {
			$this->assertContains( "- [complete {$lang}](" . self::$content['urls']['complete'][ $lang ] . "): {$about} complete {$lang}", $this->section( "Posts ({$name})" ), "the {$name} post template" );
			$this->assertSame( array( '- [Test Languages](' . self::$content['urls']['home'][ $lang ] . "): {$home}" ), $this->section( "Home page ({$name})" ), "the {$name} home's description" );
		}
		// What the French pages print, read from the same site.
		$pages = array(
			'complete' => 'Article sur complete fr',
			'home'     => 'Du pain et plus',
		);
		foreach ( $pages as $case => $expected ) {
			$this->assertSame( 1, preg_match( '#<meta name="description" content="([^"]*)"#', self::$french[ $case ], $m ), "the French {$case} page prints a description" );
			$this->assertSame( $expected, html_entity_decode( $m[1] ), "llms.txt and the French {$case} page agree" );
		}
	}

	/**
	 * The stored file is not kept past a change of Polylang's string translations, where our
	 * translated settings live (as with a setting saved in the default language).
	 */
	public function test_llms_txt_follows_a_changed_string_translation(): void {
		$this->needs_polylang();
		$home = '- [Test Languages](' . self::$content['urls']['home']['fr'] . '): ';
		$this->assertContains( $home . 'Du pain et plus', $this->section( 'Home page (Français)' ) );
		$this->assertStringContainsString( "\n{$home}Du pain, et bien plus\n", self::$llms_retranslated );
		$this->assertStringNotContainsString( "{$home}Du pain et plus\n", self::$llms_retranslated );
	}

	public function test_a_translation_s_new_slug_redirects_its_own_old_address(): void {
		$this->needs_polylang();
		$old = self::$content['urls']['complete']['fr'];
		$this->assertStringContainsString( '/fr/complet-fr/', self::$renamed );
		$path = static fn( string $url ): string => (string) wp_parse_url( $url, PHP_URL_PATH );
		$this->assertSame( array( array( $path( $old ), $path( self::$renamed ) ) ), self::$changes['redirects'], 'one rule: the French address to the new French address' );
	}

	public function test_indexnow_is_sent_the_translation_s_own_addresses(): void {
		$this->needs_polylang();
		$this->assertEqualsCanonicalizing( array( self::$content['urls']['complete']['fr'], self::$renamed ), self::$changes['indexnow'] );
	}

	/**
	 * Polylang copies to every translation, at each write, the fields wpml-config.xml marks "copy": a
	 * translation's robots are "copy-once" (given to a new translation, then its own), so noindexing the
	 * German version (in the editor, or a migration writing the German post's own value) leaves the
	 * English and French ones indexable.
	 */
	public function test_a_translation_s_robots_stay_its_own(): void {
		$this->needs_polylang();
		$this->assertEquals(
			array(
				'en' => 'inherit',
				'fr' => 'inherit',
				'de' => 'on',
			),
			self::$robots,
			'the others keep following the site rules (the field\'s default)'
		);
	}

	public function test_the_editor_reads_each_translation_in_its_language(): void {
		$this->needs_polylang();
		$this->assertSame(
			array(
				'en' => 'en_US',
				'fr' => 'fr_FR',
				'de' => 'de_DE',
			),
			array_map( static fn( array $data ) => $data['contentLanguage'] ?? null, self::$editor )
		);
	}
}
