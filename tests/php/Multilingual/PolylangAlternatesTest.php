<?php
/**
 * On a Polylang site in three languages (English, the default, at /; French at /fr/; German at /de/),
 * every page of a translation group prints the same hreflang set, its own address included, plus the
 * x-default (the English version): complete, reciprocal, each link at the translation's canonical
 * address, with valid BCP 47 codes; a draft or noindexed translation is left out of every member's set,
 * and a noindexed page prints none; og:locale is the page's language and og:locale:alternate names the
 * others; Polylang's own hreflang links are gone (one set per page). The alternates cost no query: a
 * page view with Sightline SEO makes no more queries than the same view with Polylang alone (which
 * prints its own hreflang links, finding each translation one by one).
 *
 * The site and how Polylang is found: Polylang_TestCase (skipped, saying why, without Polylang).
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Multilingual;

require_once __DIR__ . '/Polylang_TestCase.php';

final class PolylangAlternatesTest extends Polylang_TestCase {

	/** @var array<string, array{html: string, queries: list<string>, loaded: bool}> Each rendered page, by "case:lang:side". */
	private static array $pages = array();

	/** @var array<string, mixed> The settings app's page data. */
	private static array $admin_data = array();

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		if ( null !== self::$missing ) {
			return;
		}
		foreach ( self::$content['urls'] as $case => $urls ) {
			foreach ( $urls as $lang => $url ) {
				self::$pages[ "{$case}:{$lang}:on" ] = self::page( $url, 'on' );
			}
		}
		self::$admin_data = self::json( self::site( 'admin-data' ) );
		// Polylang alone, for the query count (WordPress's first-render caches filled by a first view).
		// Each side is viewed twice, alternately, and its view with fewer queries counts: now and then
		// one view of either side made a query of WordPress's or Polylang's own priming that the other
		// did not (seen once in CI: 49 against 48, every query added being Polylang's priming).
		foreach ( array( 'complete', 'category', 'home', 'page' ) as $case ) {
			$url = self::$content['urls'][ $case ]['fr'];
			self::page( $url, 'off' );
			unset( self::$pages[ "{$case}:fr:on" ] );
			foreach ( array( 'off', 'on', 'off', 'on' ) as $side ) {
				$view = self::page( $url, $side );
				$key  = "{$case}:fr:{$side}";
				if ( ! isset( self::$pages[ $key ] ) || count( $view['queries'] ) < count( self::$pages[ $key ]['queries'] ) ) {
					self::$pages[ $key ] = $view;
				}
			}
		}
		// Page 2 of the categories (two posts a page: English and French have one, German has not).
		foreach ( array( 'en', 'fr', 'de' ) as $lang ) {
			self::$pages[ "category2:{$lang}:on" ] = self::page( self::$content['urls']['category'][ $lang ] . 'page/2/', 'on' );
		}
		// The x-default chosen in the settings, then none, then back to the default language.
		foreach ( array( 'fr', 'de', 'none' ) as $choice ) {
			self::site( 'settings', (string) wp_json_encode( array( 'hreflang_x_default' => $choice ) ) );
			foreach ( array( 'complete:en', 'complete:de', 'draft:en' ) as $page ) {
				list( $case, $lang ) = explode( ':', $page );
				self::$pages[ "{$page}:x-{$choice}" ] = self::page( self::$content['urls'][ $case ][ $lang ], 'on' );
			}
		}
		self::site( 'settings', (string) wp_json_encode( array( 'hreflang_x_default' => 'default' ) ) );
	}

	/**
	 * The hreflang links of a page's head: code => address, in order.
	 *
	 * @return array<string, string>
	 */
	private function hreflangs( string $html ): array {
		$this->assertStringNotContainsString( 'Fatal error', $html );
		$this->assertDoesNotMatchRegularExpression( '#<b>(Warning|Notice|Deprecated)</b>#', $html, 'the page printed a PHP notice' );
		$head = (string) strstr( $html, '</head>', true );
		preg_match_all( '#<link\b[^>]*\bhreflang="([^"]*)"[^>]*>#', $head, $m, PREG_SET_ORDER );
		$links = array();
		foreach ( $m as $match ) {
			$this->assertArrayNotHasKey( $match[1], $links, "hreflang {$match[1]} is printed once" );
			$this->assertMatchesRegularExpression( '#\brel="alternate"#', $match[0] );
			$this->assertSame( 1, preg_match( '#\bhref="([^"]*)"#', $match[0], $href ) );
			$links[ $match[1] ] = html_entity_decode( $href[1] );
		}
		return $links;
	}

	/**
	 * @return list<string>
	 */
	private function metas( string $html, string $property ): array {
		preg_match_all( '#<meta property="' . preg_quote( $property, '#' ) . '" content="([^"]*)"#', $html, $m );
		return $m[1];
	}

	private function canonical( string $html ): string {
		return preg_match( '#<link rel="canonical" href="([^"]*)"#', $html, $m ) ? html_entity_decode( $m[1] ) : '';
	}

	/**
	 * The hreflang set of a whole group, asked of every member: the same everywhere, every language
	 * once, each link at that page's own canonical, x-default the English version.
	 *
	 * @return list<array{0: string, 1: list<string>}>
	 */
	public static function groups(): array {
		return array(
			'three published translations' => array( 'complete', array( 'en', 'fr', 'de' ) ),
			'translated pages'             => array( 'page', array( 'en', 'fr', 'de' ) ),
			'translated categories'        => array( 'category', array( 'en', 'fr', 'de' ) ),
			'home pages'                   => array( 'home', array( 'en', 'fr', 'de' ) ),
			'a German draft'               => array( 'draft', array( 'en', 'fr' ) ),
			'a German version noindexed'   => array( 'noindex', array( 'en', 'fr' ) ),
		);
	}

	/**
	 * @dataProvider groups
	 * @param list<string> $members
	 */
	public function test_every_member_prints_the_same_complete_set( string $case, array $members ): void {
		$this->needs_polylang();
		$expected = array();
		foreach ( $members as $lang ) {
			$expected[ self::LANGUAGES[ $lang ] ] = $this->canonical( self::$pages[ "{$case}:{$lang}:on" ]['html'] );
			$this->assertNotSame( '', $expected[ self::LANGUAGES[ $lang ] ], "the {$lang} {$case} page has a canonical" );
		}
		$expected['x-default'] = $expected['en-US'];
		foreach ( $members as $lang ) {
			$html = self::$pages[ "{$case}:{$lang}:on" ]['html'];
			$this->assertEquals( $expected, $this->hreflangs( $html ), "the {$lang} {$case} page's hreflang set" );
			$this->assertSame( array( str_replace( '-', '_', self::LANGUAGES[ $lang ] ) ), $this->metas( $html, 'og:locale' ) );
			$others = array_map( static fn( string $other ) => str_replace( '-', '_', self::LANGUAGES[ $other ] ), array_values( array_diff( $members, array( $lang ) ) ) );
			$this->assertEqualsCanonicalizing( $others, $this->metas( $html, 'og:locale:alternate' ) );
		}
		$codes = array_keys( $expected );
		foreach ( $codes as $code ) {
			$this->assertMatchesRegularExpression( '#^([a-z]{2,3}(-[A-Z]{2})?|x-default)$#', $code, 'a valid hreflang code' );
		}
		$this->assertCount( count( array_unique( $expected ) ), array_diff_key( $expected, array( 'x-default' => 1 ) ), 'each language at its own address' );
	}

	/**
	 * The site-wide texts stored in English and translated in Polylang's string translations (the
	 * admin-texts of wpml-config.xml, which Polylang reads): each language's pages print its own.
	 */
	public function test_site_wide_templates_print_in_the_page_language(): void {
		$this->needs_polylang();
		$titles = array();
		foreach ( array( 'home:en', 'home:fr', 'home:de', 'complete:en', 'complete:fr', 'complete:de' ) as $page ) {
			$this->assertSame( 1, preg_match( '#<title>([^<]*)</title>#', self::$pages[ "{$page}:on" ]['html'], $m ), "{$page} has a title" );
			$titles[ $page ] = html_entity_decode( $m[1] );
		}
		$this->assertSame(
			array(
				'home:en'     => 'Welcome home',
				'home:fr'     => 'Bienvenue',
				'home:de'     => 'Willkommen',
				'complete:en' => 'Read complete en',
				'complete:fr' => 'Lire complete fr',
				'complete:de' => 'Lesen complete de',
			),
			$titles
		);
	}

	public function test_the_settings_app_says_which_language_it_edits(): void {
		$this->needs_polylang();
		$this->assertTrue( \Sightline\Contracts\Contract::check( 'page-data-admin', self::$admin_data ) );
		$this->assertSame(
			array(
				'name'         => 'English',
				'locale'       => 'en_US',
				'translateUrl' => 'http://example.org/wp-admin/admin.php?page=mlang_strings',
			),
			self::$admin_data['editingLanguage'] ?? null
		);
		$this->assertSame(
			array(
				array(
					'slug' => 'en',
					'name' => 'English',
				),
				array(
					'slug' => 'fr',
					'name' => 'Français',
				),
				array(
					'slug' => 'de',
					'name' => 'Deutsch',
				),
			),
			self::$admin_data['languages'] ?? null,
			'the choices of the x-default'
		);
	}

	/**
	 * Page 2 of a category names page 2 of each translation that has one: the German category has two
	 * posts (one page) and is left out of the English and French page 2; the German page 2 does not
	 * exist and names nothing.
	 */
	public function test_a_later_page_of_a_category_names_the_same_page_of_its_translations(): void {
		$this->needs_polylang();
		$en       = $this->canonical( self::$pages['category2:en:on']['html'] );
		$fr       = $this->canonical( self::$pages['category2:fr:on']['html'] );
		$expected = array(
			'en-US'     => $en,
			'fr-FR'     => $fr,
			'x-default' => $en,
		);
		$this->assertStringEndsWith( '/page/2/', $en );
		$this->assertStringEndsWith( '/page/2/', $fr );
		$this->assertStringContainsString( '/fr/', $fr );
		$this->assertEquals( $expected, $this->hreflangs( self::$pages['category2:en:on']['html'] ), 'the English page 2' );
		$this->assertEquals( $expected, $this->hreflangs( self::$pages['category2:fr:on']['html'] ), 'the French page 2' );
		$this->assertSame( array(), $this->hreflangs( self::$pages['category2:de:on']['html'] ), 'the German category has no page 2' );
	}

	/**
	 * The setting hreflang_x_default: a chosen language's version is the x-default on every member of
	 * the group; a group without a version in that language falls back to the default language's;
	 * "none" prints no x-default and leaves the languages' links as they were.
	 */
	public function test_the_x_default_is_the_chosen_language_or_none(): void {
		$this->needs_polylang();
		$complete_fr = $this->canonical( self::$pages['complete:fr:on']['html'] );
		$draft_en    = $this->canonical( self::$pages['draft:en:on']['html'] );
		$draft_fr    = $this->canonical( self::$pages['draft:fr:on']['html'] );
		$complete_de = $this->canonical( self::$pages['complete:de:on']['html'] );
		foreach ( array( 'complete:en', 'complete:de' ) as $page ) {
			$this->assertSame( $complete_fr, $this->hreflangs( self::$pages[ "{$page}:x-fr" ]['html'] )['x-default'] ?? null, "{$page} with French chosen" );
			$this->assertSame( $complete_de, $this->hreflangs( self::$pages[ "{$page}:x-de" ]['html'] )['x-default'] ?? null, "{$page} with German chosen" );
			$none = $this->hreflangs( self::$pages[ "{$page}:x-none" ]['html'] );
			$this->assertArrayNotHasKey( 'x-default', $none, "{$page} with no x-default" );
			$this->assertEquals( array_diff_key( $this->hreflangs( self::$pages[ "{$page}:on" ]['html'] ), array( 'x-default' => 1 ) ), $none );
		}
		$this->assertSame( $draft_fr, $this->hreflangs( self::$pages['draft:en:x-fr']['html'] )['x-default'] ?? null, 'the draft group with French chosen' );
		$this->assertSame( $draft_en, $this->hreflangs( self::$pages['draft:en:x-de']['html'] )['x-default'] ?? null, 'German chosen, the group has no published German version: the default language' );
	}

	/**
	 * The BreadcrumbList of the head (the Breadcrumbs block's trail) in the page's language: the home
	 * crumb is that language's home page named in its locale, the category and the post the translation's.
	 *
	 * @return list<array{0: string, 1: string, 2: string}>
	 */
	public static function trails(): array {
		return array(
			'English' => array( 'en', 'Home', 'News' ),
			'French'  => array( 'fr', 'Accueil', 'Actualites' ),
			'German'  => array( 'de', 'Startseite', 'Nachrichten' ),
		);
	}

	/**
	 * @dataProvider trails
	 */
	public function test_the_breadcrumbs_are_in_the_page_language( string $lang, string $home, string $category ): void {
		$this->needs_polylang();
		$this->assertSame(
			array(
				array( $home, self::$content['urls']['home'][ $lang ] ),
				array( $category, self::$content['urls']['category'][ $lang ] ),
				array( "complete {$lang}", self::$content['urls']['complete'][ $lang ] ),
			),
			$this->breadcrumbs( self::$pages[ "complete:{$lang}:on" ]['html'] )
		);
		$this->assertSame( array( $home, self::$content['urls']['home'][ $lang ] ), $this->breadcrumbs( self::$pages[ "category:{$lang}:on" ]['html'] )[0] ?? null );
	}

	/**
	 * The crumbs of the head's BreadcrumbList: name and address.
	 *
	 * @return list<array{0: string, 1: string}>
	 */
	private function breadcrumbs( string $html ): array {
		$this->assertSame( 1, preg_match( '#<script type="application/ld\+json"[^>]*>(.*?)</script>#s', $html, $m ), 'the head has a graph' );
		foreach ( (array) ( json_decode( $m[1], true )['@graph'] ?? array() ) as $node ) {
			if ( 'BreadcrumbList' === ( $node['@type'] ?? '' ) ) {
				return array_map( static fn( array $item ) => array( (string) $item['name'], (string) ( $item['item'] ?? '' ) ), $node['itemListElement'] );
			}
		}
		$this->fail( 'the head has no BreadcrumbList' );
	}

	/**
	 * A translation that is not a canonical page (its written canonical names another address) or is
	 * locked by a password is named by no one and names no one, so every set stays reciprocal.
	 */
	public function test_a_translation_with_a_foreign_canonical_or_a_password_is_no_version(): void {
		$this->needs_polylang();
		foreach ( array( 'canonical' => 'de', 'locked' => 'fr' ) as $case => $left_out ) {
			$members = array_diff( array( 'en', 'fr', 'de' ), array( $left_out ) );
			$expected = array();
			foreach ( $members as $lang ) {
				$expected[ self::LANGUAGES[ $lang ] ] = self::$content['urls'][ $case ][ $lang ];
			}
			$expected['x-default'] = self::$content['urls'][ $case ]['en'];
			foreach ( $members as $lang ) {
				$this->assertEquals( $expected, $this->hreflangs( self::$pages[ "{$case}:{$lang}:on" ]['html'] ), "{$case} {$lang}" );
			}
			$this->assertSame( array(), $this->hreflangs( self::$pages[ "{$case}:{$left_out}:on" ]['html'] ), "{$case} {$left_out} itself" );
		}
	}

	public function test_a_noindexed_or_untranslated_page_prints_no_alternate(): void {
		$this->needs_polylang();
		$this->assertSame( array(), $this->hreflangs( self::$pages['noindex:de:on']['html'] ), 'the noindexed German version' );
		$this->assertSame( array(), $this->hreflangs( self::$pages['alone:en:on']['html'] ), 'a post without translations' );
		$this->assertSame( array(), $this->metas( self::$pages['alone:en:on']['html'], 'og:locale:alternate' ) );
		$this->assertSame( array( 'en_US' ), $this->metas( self::$pages['alone:en:on']['html'], 'og:locale' ) );
	}

	public function test_polylang_alone_prints_its_own_alternates_and_ours_replace_them(): void {
		$this->needs_polylang();
		$off = self::$pages['complete:fr:off'];
		$this->assertFalse( $off['loaded'], 'Sightline SEO was not loaded' );
		$this->assertNotSame( array(), $this->hreflangs( $off['html'] ), 'Polylang prints hreflang links by itself' );
		$this->assertSame( 1, substr_count( self::$pages['complete:fr:on']['html'], 'hreflang="fr-FR"' ) );
	}

	/**
	 * @return list<array{0: string}>
	 */
	public static function counted(): array {
		return array( array( 'complete' ), array( 'category' ), array( 'home' ), array( 'page' ) );
	}

	/**
	 * @dataProvider counted
	 */
	public function test_the_alternates_add_no_query( string $case ): void {
		$this->needs_polylang();
		$on    = self::$pages[ "{$case}:fr:on" ];
		$off   = self::$pages[ "{$case}:fr:off" ];
		$this->assertTrue( $on['loaded'] );
		$this->assertNotSame( array(), $this->hreflangs( $on['html'] ) );
		// Polylang alone finds each translation with a query or two of its own; ours are primed together,
		// so the page makes the same number of queries or fewer, whatever the number of translations.
		$this->assertLessThanOrEqual(
			count( $off['queries'] ),
			count( $on['queries'] ),
			sprintf( "the French %s page: %d queries with Polylang alone, %d with Sightline SEO; added:\n%s", $case, count( $off['queries'] ), count( $on['queries'] ), implode( "\n", array_diff( $on['queries'], $off['queries'] ) ) )
		);
		if ( (int) getenv( 'SIGHTLINE_POLYLANG_BULK' ) > 0 ) {
			// The bench's figure (bench/README.md), printed only when the bench asks for its volume.
			fwrite( STDERR, sprintf( "[bench] %d posts per language, French %s page: %d queries with Polylang alone, %d with Sightline SEO\n", (int) getenv( 'SIGHTLINE_POLYLANG_BULK' ) + 5, $case, count( $off['queries'] ), count( $on['queries'] ) ) );
		}
	}
}
