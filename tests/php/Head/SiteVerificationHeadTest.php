<?php
/**
 * The search engines' site verification tags: on the home page's first page only (a list of posts or a
 * static page), one tag per code set, under each engine's meta name, escaped by the one renderer; none on
 * other pages, on page 2, or for an engine without a code.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Head;

use Sightline\Settings\Settings;

require_once __DIR__ . '/class-head-testcase.php';

final class SiteVerificationHeadTest extends Head_TestCase {

	private const NAMES = array(
		'google'    => 'google-site-verification',
		'bing'      => 'msvalidate.01',
		'baidu'     => 'baidu-site-verification',
		'yandex'    => 'yandex-verification',
		'pinterest' => 'p:domain_verify',
	);

	private const CODES = array(
		'google'    => 'G00gle-code_1=+/.:',
		'bing'      => '0123456789ABCDEF0123456789ABCDEF',
		'baidu'     => 'codeva-baidu42',
		'yandex'    => 'ya1234abcd',
		'pinterest' => 'pin0123456789abcdef',
	);

	/**
	 * Every verification tag of a head, as name => contents.
	 *
	 * @return array<string, list<string>>
	 */
	private function verification_tags( string $html ): array {
		$out = array();
		foreach ( self::NAMES as $name ) {
			$values = $this->metas( $html, $name );
			if ( $values ) {
				$out[ $name ] = $values;
			}
		}
		return $out;
	}

	/**
	 * @return array<string, list<string>>
	 */
	private static function all_tags(): array {
		$out = array();
		foreach ( self::CODES as $engine => $code ) {
			$out[ self::NAMES[ $engine ] ] = array( $code );
		}
		return $out;
	}

	public function test_a_home_page_listing_posts_prints_each_code_once_and_page_2_none(): void {
		update_option( 'posts_per_page', 1 );
		self::factory()->post->create_many( 3 );
		$this->assertSame( array(), $this->verification_tags( $this->head_of( home_url( '/' ) ) ), 'no code, no tag' );

		$this->settings( array( 'site_verification' => self::CODES ) );
		$html = $this->head_of( home_url( '/' ) );
		$this->assertTrue( is_front_page() && is_home() );
		$this->assertSame( self::all_tags(), $this->verification_tags( $html ) );
		$this->assertStringContainsString( '<meta name="google-site-verification" content="G00gle-code_1=+/.:"', $html );
		$this->assertStringContainsString( '<meta name="p:domain_verify" content="pin0123456789abcdef"', $html );

		$this->assertSame( array(), $this->verification_tags( $this->head_of( home_url( '/?paged=2' ) ) ), 'page 2' );
		$this->set_permalink_structure( '/%postname%/' );
		$this->assertSame( array(), $this->verification_tags( $this->head_of( home_url( '/page/2/' ) ) ), 'page 2, pretty address' );
		$this->assertSame( self::all_tags(), $this->verification_tags( $this->head_of( home_url( '/' ) ) ) );
	}

	public function test_an_engine_without_a_code_prints_no_tag(): void {
		$this->settings( array( 'site_verification' => array( 'bing' => 'only-bing' ) ) );
		$this->assertSame( array( 'msvalidate.01' => array( 'only-bing' ) ), $this->verification_tags( $this->head_of( home_url( '/' ) ) ) );
	}

	public function test_a_static_front_page_prints_them_and_no_other_page_does(): void {
		$front = self::factory()->post->create(
			array(
				'post_type'    => 'page',
				'post_title'   => 'Front',
				'post_content' => 'One<!--nextpage-->Two',
			)
		);
		$blog  = self::factory()->post->create(
			array(
				'post_type'  => 'page',
				'post_title' => 'Blog',
			)
		);
		$other = self::factory()->post->create(
			array(
				'post_type'  => 'page',
				'post_title' => 'About',
			)
		);
		$post  = self::factory()->post->create( array( 'post_title' => 'A post' ) );
		$cat   = self::factory()->category->create( array( 'name' => 'News' ) );
		wp_set_post_categories( $post, array( $cat ) );
		$user = self::factory()->user->create( array( 'role' => 'author' ) );
		self::factory()->post->create( array( 'post_author' => $user ) );
		update_option( 'show_on_front', 'page' );
		update_option( 'page_on_front', $front );
		update_option( 'page_for_posts', $blog );
		$this->settings( array( 'site_verification' => self::CODES ) );

		$html = $this->head_of( home_url( '/' ) );
		$this->assertTrue( is_front_page() && ! is_home() );
		$this->assertSame( self::all_tags(), $this->verification_tags( $html ) );
		$this->assertSame( array(), $this->verification_tags( $this->head_of( home_url( '/?page=2' ) ) ), 'page 2 of the front page' );

		$others = array(
			'the posts page' => get_permalink( $blog ),
			'a page'         => get_permalink( $other ),
			'a post'         => get_permalink( $post ),
			'a category'     => get_term_link( $cat ),
			'an author'      => get_author_posts_url( $user ),
			'a search'       => home_url( '/?s=post' ),
			'not found'      => home_url( '/?p=999999' ),
		);
		foreach ( $others as $what => $url ) {
			$this->assertSame( array(), $this->verification_tags( $this->head_of( $url ) ), $what );
		}
	}

	/**
	 * The rule refuses such a value when it is saved; one stored otherwise (an old row, a filter) is still
	 * escaped by the renderer.
	 */
	public function test_the_code_is_printed_escaped(): void {
		add_filter(
			'option_' . Settings::OPTION,
			static fn() => array( 'site_verification' => array( 'google' => 'a"><script>alert(1)</script>&b' ) )
		);
		\Sightline\Plugin::get( Settings::class )->flush();
		$html = $this->head_of( home_url( '/' ) );
		$this->assertStringNotContainsString( '<script>alert', $html );
		$this->assertStringContainsString( '<meta name="google-site-verification" content="a&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;b"', $html );
		$this->assertSame( array( 'a"><script>alert(1)</script>&b' ), $this->metas( $html, 'google-site-verification' ) );
	}
}
