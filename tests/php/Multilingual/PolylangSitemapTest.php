<?php
/**
 * On the Polylang site, the sitemaps list every language's posts, categories and home pages, and each
 * entry with translations carries the whole set of its versions as xhtml:link alternates (itself
 * included) and the x-default, the same set on every member (reciprocal); a draft or noindexed
 * translation is named by no one; the documents are valid against the sitemap, image and xhtml:link
 * schemas (tests/fixtures/xsd); a translation added later is listed, with its alternates on every
 * member, at the next request of the sitemap.
 *
 * The site and how Polylang is found: Polylang_TestCase (skipped, saying why, without Polylang).
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Multilingual;

require_once __DIR__ . '/Polylang_TestCase.php';

final class PolylangSitemapTest extends Polylang_TestCase {

	private const XSD_DIR = SIGHTLINE_TESTS_REPO . '/tests/fixtures/xsd/';

	/** @var array<string, string> The documents, by name; read before any test's transaction (the child processes write). */
	private static array $documents = array();

	/** @var array<string, array{home: string, page: string}> The static front pages' addresses, by language. */
	private static array $fronts = array();

	/** @var array<string, mixed> The translation added between the two reads of the post sitemap. */
	private static array $added = array();

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		if ( null !== self::$missing ) {
			return;
		}
		foreach ( array( 'index', 'home', 'archives', 'post-post', 'post-page', 'tax-category' ) as $group ) {
			self::$documents[ $group ] = self::sitemap( $group );
		}
		self::$added                    = self::json( self::site( 'translate', (string) self::$content['posts']['alone']['en'] ) );
		self::$documents['post-post:2'] = self::sitemap( 'post-post' );
		// The x-default chosen in the settings: the French version, then none (a settings save
		// invalidates the stored sitemaps).
		foreach ( array( 'fr', 'none' ) as $choice ) {
			self::site( 'settings', (string) wp_json_encode( array( 'hreflang_x_default' => $choice ) ) );
			self::$documents[ "post-post:x-{$choice}" ] = self::sitemap( 'post-post' );
		}
		self::site( 'settings', (string) wp_json_encode( array( 'hreflang_x_default' => 'default' ) ) );
		// Static front pages last (they change the home page of every later read).
		self::$fronts = self::json( self::site( 'static-front' ) );
		foreach ( array( 'home', 'post-page' ) as $group ) {
			self::$documents[ "{$group}:static" ] = self::sitemap( $group );
		}
	}

	/**
	 * What a sitemap address serves (what the child printed from the XML declaration on: a database
	 * notice the SQLite driver logs while WordPress loads goes to the same stream before it).
	 */
	private static function sitemap( string $group ): string {
		$out = self::site( 'sitemap', $group, '1' );
		$at  = strpos( $out, '<?xml' );
		return false === $at ? $out : substr( $out, $at );
	}

	/**
	 * Asserts the document is valid against an XSD of tests/fixtures/xsd with xmllint.
	 */
	private function assertValidXml( string $xml, string $xsd ): void {
		$file = wp_tempnam( 'sitemap.xml' );
		file_put_contents( $file, $xml );
		$output = array();
		exec( sprintf( 'xmllint --noout --nonet --schema %s %s 2>&1', escapeshellarg( self::XSD_DIR . $xsd ), escapeshellarg( $file ) ), $output, $status );
		unlink( $file );
		$this->assertSame( 0, $status, "xmllint ({$xsd}):\n" . implode( "\n", $output ) . "\n" . $xml );
	}

	/**
	 * Each entry's alternates: loc => (hreflang => href).
	 *
	 * @return array<string, array<string, string>>
	 */
	private function entries( string $xml ): array {
		$document = new \DOMDocument();
		$this->assertTrue( $document->loadXML( $xml ) );
		$xpath = new \DOMXPath( $document );
		$xpath->registerNamespace( 's', 'http://www.sitemaps.org/schemas/sitemap/0.9' );
		$xpath->registerNamespace( 'x', 'http://www.w3.org/1999/xhtml' );
		$entries = array();
		foreach ( $xpath->query( '/s:urlset/s:url' ) as $url ) {
			$loc             = (string) $xpath->evaluate( 'string(s:loc)', $url );
			$entries[ $loc ] = array();
			foreach ( $xpath->query( 'x:link', $url ) as $link ) {
				$this->assertSame( 'alternate', $link->getAttribute( 'rel' ) );
				$this->assertArrayNotHasKey( $link->getAttribute( 'hreflang' ), $entries[ $loc ], "one {$link->getAttribute( 'hreflang' )} link in {$loc}" );
				$entries[ $loc ][ $link->getAttribute( 'hreflang' ) ] = $link->getAttribute( 'href' );
			}
		}
		return $entries;
	}

	/**
	 * The expected set of a group: its listed members' addresses by hreflang, and the x-default.
	 *
	 * @param list<string> $members
	 * @return array<string, string>
	 */
	private function group( string $case, array $members ): array {
		$set = array();
		foreach ( $members as $lang ) {
			$set[ self::LANGUAGES[ $lang ] ] = self::$content['urls'][ $case ][ $lang ];
		}
		return $set + array( 'x-default' => self::$content['urls'][ $case ]['en'] );
	}

	/**
	 * @param array<string, array<string, string>> $entries
	 * @param array<string, string>                $set
	 */
	private function assertEveryMemberNames( array $entries, array $set, string $what ): void {
		foreach ( array_diff_key( $set, array( 'x-default' => 1 ) ) as $url ) {
			$this->assertArrayHasKey( $url, $entries, "{$url} ({$what}) is listed" );
			$this->assertEquals( $set, $entries[ $url ], "{$url} ({$what}) names every version" );
		}
	}

	public function test_the_post_sitemap_lists_every_language_with_reciprocal_alternates(): void {
		$this->needs_polylang();
		$xml = self::$documents['post-post'];
		$this->assertValidXml( $xml, 'sitemap-with-alternates.xsd' );
		$entries = $this->entries( $xml );
		$this->assertEveryMemberNames( $entries, $this->group( 'complete', array( 'en', 'fr', 'de' ) ), 'complete' );
		$this->assertEveryMemberNames( $entries, $this->group( 'draft', array( 'en', 'fr' ) ), 'German draft' );
		$this->assertArrayNotHasKey( self::$content['urls']['draft']['de'], $entries );
		$this->assertEveryMemberNames( $entries, $this->group( 'noindex', array( 'en', 'fr' ) ), 'German noindexed' );
		$this->assertArrayNotHasKey( self::$content['urls']['noindex']['de'], $entries );
		$this->assertSame( array(), $entries[ self::$content['urls']['alone']['en'] ], 'a post without translations has no alternates' );
		$this->assertEveryMemberNames( $entries, $this->group( 'canonical', array( 'en', 'fr' ) ), 'German canonical elsewhere' );
		$this->assertArrayNotHasKey( self::$content['urls']['canonical']['de'], $entries );

		$pages = $this->entries( self::$documents['post-page'] );
		$this->assertEveryMemberNames( $pages, $this->group( 'page', array( 'en', 'fr', 'de' ) ), 'pages' );
	}

	public function test_the_category_and_home_sitemaps_list_every_language(): void {
		$this->needs_polylang();
		$xml = self::$documents['tax-category'];
		$this->assertValidXml( $xml, 'sitemap-with-alternates.xsd' );
		$this->assertEveryMemberNames( $this->entries( $xml ), $this->group( 'category', array( 'en', 'fr', 'de' ) ), 'categories' );

		$xml = self::$documents['home'];
		$this->assertValidXml( $xml, 'sitemap-with-alternates.xsd' );
		$this->assertEveryMemberNames( $this->entries( $xml ), $this->group( 'home', array( 'en', 'fr', 'de' ) ), 'home pages' );

		$index = self::$documents['index'];
		$this->assertValidXml( $index, 'siteindex.xsd' );
	}

	/**
	 * With static front pages, each language's home is listed while its front page is listable (the
	 * German one is noindexed: no entry, named by no one), and the front pages are not listed again
	 * among the pages.
	 */
	public function test_static_front_pages_are_listed_once_as_their_languages_homes(): void {
		$this->needs_polylang();
		$xml = self::$documents['home:static'];
		$this->assertValidXml( $xml, 'sitemap-with-alternates.xsd' );
		$set = array(
			'en-US'     => self::$fronts['en']['home'],
			'fr-FR'     => self::$fronts['fr']['home'],
			'x-default' => self::$fronts['en']['home'],
		);
		$entries = $this->entries( $xml );
		$this->assertSame( array( self::$fronts['en']['home'], self::$fronts['fr']['home'] ), array_keys( $entries ) );
		$this->assertEveryMemberNames( $entries, $set, 'static front pages' );
		$pages = array_keys( $this->entries( self::$documents['post-page:static'] ) );
		foreach ( self::$fronts as $lang => $urls ) {
			$this->assertNotContains( $urls['page'], $pages, "the {$lang} front page is listed as its home, not as a page" );
			$this->assertNotContains( $urls['home'], $pages );
		}
	}

	/**
	 * A translated post type's archive is listed in every language, each naming the others, as the
	 * home pages are; its posts are listed in their own sitemap, translations named likewise.
	 */
	public function test_a_translated_post_types_archive_is_listed_in_every_language(): void {
		$this->needs_polylang();
		$xml = self::$documents['archives'];
		$this->assertValidXml( $xml, 'sitemap-with-alternates.xsd' );
		$set = array();
		foreach ( self::LANGUAGES as $lang => $hreflang ) {
			$set[ $hreflang ] = self::$content['urls']['home'][ $lang ] . 'books/';
		}
		$set['x-default'] = self::$content['urls']['home']['en'] . 'books/';
		$this->assertSame( array( 'http://' . WP_TESTS_DOMAIN . '/books/', 'http://' . WP_TESTS_DOMAIN . '/fr/books/', 'http://' . WP_TESTS_DOMAIN . '/de/books/' ), array_slice( array_values( $set ), 0, 3 ) );
		$entries = $this->entries( $xml );
		$this->assertCount( 3, $entries );
		$this->assertEveryMemberNames( $entries, $set, 'book archives' );
		$this->assertStringContainsString( '/sitemap-archives-1.xml', self::$documents['index'] );
	}

	/**
	 * The sitemaps follow the head's x-default rule (Multilingual\X_Default): the chosen language's
	 * version on every member, the default language's where the group has none in it, none at all when
	 * the setting says so.
	 */
	public function test_the_x_default_follows_the_setting(): void {
		$this->needs_polylang();
		$french = $this->entries( self::$documents['post-post:x-fr'] );
		$this->assertValidXml( self::$documents['post-post:x-fr'], 'sitemap-with-alternates.xsd' );
		$this->assertEveryMemberNames( $french, array( 'x-default' => self::$content['urls']['complete']['fr'] ) + $this->group( 'complete', array( 'en', 'fr', 'de' ) ), 'complete, French chosen' );
		$none = $this->entries( self::$documents['post-post:x-none'] );
		$this->assertEveryMemberNames( $none, array_diff_key( $this->group( 'complete', array( 'en', 'fr', 'de' ) ), array( 'x-default' => 1 ) ), 'complete, no x-default' );
	}

	public function test_a_new_translation_is_listed_with_its_alternates_at_the_next_request(): void {
		$this->needs_polylang();
		$alone  = self::$content['urls']['alone']['en'];
		$before = $this->entries( self::$documents['post-post'] );
		$this->assertSame( array(), $before[ $alone ] );
		$added = self::$added;
		$after = $this->entries( self::$documents['post-post:2'] );
		$set   = array(
			'en-US'     => $alone,
			'de-DE'     => (string) $added['url'],
			'x-default' => $alone,
		);
		$this->assertEveryMemberNames( $after, $set, 'a translation added later' );
	}
}
