<?php
/**
 * The switches of the Open Graph tags (setting enable_open_graph) and the X card tags (enable_x_cards),
 * which every source plugin but Rank Math offers, for a site whose theme or another plugin prints its
 * own: off prints none of that family on any page; the title, description, canonical, robots and
 * JSON-LD stay exactly as they were.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Head;

require_once __DIR__ . '/class-head-testcase.php';

final class SocialSwitchesTest extends Head_TestCase {

	/** @var array<string, string> Page name => address. */
	private array $pages = array();

	protected function setUp(): void {
		parent::setUp();
		$this->set_permalink_structure( '/%postname%/' );
		$author = self::factory()->user->create(
			array(
				'role'          => 'author',
				'user_nicename' => 'ada',
			)
		);
		update_user_meta( $author, 'facebook', 'https://facebook.com/ada' );
		update_user_meta( $author, 'twitter', 'ada' );
		$category = self::factory()->category->create( array( 'name' => 'Bread' ) );
		$post     = self::factory()->post->create(
			array(
				'post_title'    => 'Sourdough',
				'post_excerpt'  => 'A loaf shared.',
				'post_author'   => $author,
				'post_category' => array( $category ),
			)
		);
		$image    = self::factory()->attachment->create_image(
			array(
				'width'  => 1200,
				'height' => 630,
				'parent' => $post,
				'alt'    => 'Crust',
			)
		);
		set_post_thumbnail( $post, $image );
		$this->settings(
			array(
				'enable_schemas'           => true,
				'facebook_page_url'        => 'https://facebook.com/bakery',
				'twitter_profile_username' => 'bakery',
				// Every social tag on a page not found too, so the switches are seen there as well.
				'social_on_404'            => 'article',
			)
		);
		$this->pages = array(
			'post'      => (string) get_permalink( $post ),
			'home'      => home_url( '/' ),
			'category'  => (string) get_category_link( $category ),
			'author'    => home_url( '/author/ada/' ),
			'search'    => home_url( '/?s=loaf' ),
			'not found' => home_url( '/no-such-page/' ),
		);
	}

	/**
	 * The property or name of every meta tag of the head, in order.
	 *
	 * @return list<string>
	 */
	private static function meta_keys( string $html ): array {
		preg_match_all( '#<meta (?:property|name)=["\']([^"\']+)["\']#', $html, $m );
		return $m[1];
	}

	/**
	 * @return list<string> The meta tags of one family (og:, article:, fb: or twitter:).
	 */
	private static function family( string $html, string ...$prefixes ): array {
		return array_values( array_filter( self::meta_keys( $html ), static fn( string $key ): bool => (bool) array_filter( $prefixes, static fn( string $prefix ): bool => str_starts_with( $key, $prefix ) ) ) );
	}

	/**
	 * What no switch may change: the title, the description, the canonical, the robots and the JSON-LD.
	 *
	 * @return array<string, mixed>
	 */
	private function rest_of( string $html ): array {
		preg_match_all( '#<script type="application/ld\+json"[^>]*>(.*?)</script>#s', $html, $json );
		return array(
			'title'       => $this->titles( $html ),
			'description' => $this->meta( $html, 'description' ),
			'canonical'   => $this->canonicals( $html ),
			'robots'      => $this->robots_meta( $html ),
			'json_ld'     => $json[1],
		);
	}

	/**
	 * @return array<string, array{0: array<string, bool>, 1: bool, 2: bool}>
	 */
	public static function switches(): array {
		return array(
			'Open Graph off' => array( array( 'enable_open_graph' => false ), false, true ),
			'X cards off'    => array( array( 'enable_x_cards' => false ), true, false ),
			'both off'       => array(
				array(
					'enable_open_graph' => false,
					'enable_x_cards'    => false,
				),
				false,
				false,
			),
		);
	}

	/**
	 * @dataProvider switches
	 * @param array<string, bool> $changes
	 */
	public function test_a_family_switched_off_prints_none_of_its_tags_and_nothing_else_changes( array $changes, bool $open_graph, bool $x_cards ): void {
		$before = array();
		foreach ( $this->pages as $name => $url ) {
			$before[ $name ] = $this->head_of( $url );
			$this->assertNotSame( array(), self::family( $before[ $name ], 'og:' ), "Open Graph tags on the $name page by default" );
			$this->assertNotSame( array(), self::family( $before[ $name ], 'twitter:' ), "X tags on the $name page by default" );
		}
		foreach ( array( 'og:title', 'og:image', 'article:published_time', 'article:publisher', 'twitter:card', 'twitter:title', 'twitter:creator' ) as $key ) {
			$this->assertNotNull( $this->meta( $before['post'], $key ), "$key by default" );
		}
		$this->settings( $changes );
		foreach ( $this->pages as $name => $url ) {
			$html = $this->head_of( $url );
			$this->assertSame( $this->rest_of( $before[ $name ] ), $this->rest_of( $html ), "the $name page's title, description, canonical, robots and JSON-LD stay" );
			$og = self::family( $html, 'og:', 'article:', 'fb:' );
			$x  = self::family( $html, 'twitter:' );
			if ( $open_graph ) {
				$this->assertSame( self::family( $before[ $name ], 'og:', 'article:', 'fb:' ), $og, "the $name page keeps its Open Graph tags" );
			} else {
				$this->assertSame( array(), $og, "no Open Graph tag on the $name page" );
			}
			if ( $x_cards ) {
				$this->assertSame( self::family( $before[ $name ], 'twitter:' ), $x, "the $name page keeps its X tags" );
			} else {
				$this->assertSame( array(), $x, "no X tag on the $name page" );
			}
		}
		$post = $this->graph( $this->head_of( $this->pages['post'] ) );
		$this->assertArrayHasKey( 'primaryImageOfPage', $post['WebPage'], 'the JSON-LD still names the social image' );
	}

	/** Switched back on, both families print again as before. */
	public function test_switched_back_on_prints_as_before(): void {
		$before = $this->head_of( $this->pages['post'] );
		$this->settings(
			array(
				'enable_open_graph' => false,
				'enable_x_cards'    => false,
			)
		);
		$this->head_of( $this->pages['post'] );
		$this->settings(
			array(
				'enable_open_graph' => true,
				'enable_x_cards'    => true,
			)
		);
		$this->assertSame( $this->ours( $before ), $this->ours( $this->head_of( $this->pages['post'] ) ) );
	}

	/** The block the plugin prints into the head. */
	private function ours( string $html ): string {
		$this->assertSame( 1, preg_match( '#<!-- Sightline SEO -->.*<!-- /Sightline SEO -->#s', $html, $m ) );
		return $m[0];
	}
}
