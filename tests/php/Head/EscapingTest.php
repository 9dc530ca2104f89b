<?php
/**
 * Hostile values (quotes, </script>, <svg onload>, javascript: URLs) in titles, descriptions, URLs and
 * profile fields never break out of the tags or the JSON-LD.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Head;

use Sightline\Head\Tag_Renderer;

require_once __DIR__ . '/class-head-testcase.php';

final class EscapingTest extends Head_TestCase {

	private const HOSTILE = '"\'><svg onload=alert(1)></script><script>alert(2)</script>&amp;';

	public function test_hostile_values_everywhere_stay_inert(): void {
		kses_remove_filters();
		$post = self::factory()->post->create( array( 'post_title' => 'T ' . self::HOSTILE ) );
		foreach ( array( 'title', 'description', 'facebook_title', 'facebook_description', 'twitter_title', 'twitter_description', 'breadcrumb_title' ) as $field ) {
			update_post_meta( $post, '_sightline_' . $field, 'V ' . self::HOSTILE );
		}
		update_post_meta( $post, '_sightline_canonical', 'https://example.org/x"><script>alert(3)</script>' );
		update_post_meta( $post, '_sightline_facebook_image', 'https://example.org/i.png" onerror="alert(4)' );
		update_option( 'blogname', 'Site ' . self::HOSTILE );
		$this->settings(
			array(
				'facebook_page_url'        => 'https://facebook.com/x"><svg onload=alert(5)>',
				'facebook_author_fallback' => 'javascript:alert(6)',
				'twitter_profile_username' => '"><script>alert(7)</script>',
				'website'                  => array( 'type' => 'business', 'name' => 'Org </script><script>alert(8)</script>', 'logo' => 'https://cdn.example.org/l.png"</script>' ),
				'social_profiles'          => array( 'facebook' => 'https://facebook.com/"</script><svg onload=alert(9)>' ),
			)
		);
		$html = $this->head_of( get_permalink( $post ) );

		$this->assertStringNotContainsString( '<svg', $html );
		$this->assertStringNotContainsString( 'onerror="', $html );
		$this->assertStringNotContainsString( 'javascript:', $html );
		$this->assertStringNotContainsString( 'alert(2)</script>', $html );
		// The only script elements in our block are the JSON-LD one; it closes once, at its end.
		preg_match( '#<!-- Sightline SEO -->(.*?)<!-- /Sightline SEO -->#s', $html, $ours );
		$this->assertSame( 1, substr_count( $ours[1], '<script' ) );
		$this->assertSame( 1, substr_count( $ours[1], '</script>' ) );
		$this->assertSame( 1, preg_match_all( '#<title>#', $html ) );

		// Every attribute value is quoted and closed: parsing the block yields only meta/link/script elements.
		$doc = new \DOMDocument();
		@$doc->loadHTML( '<html><head>' . $ours[1] . '</head></html>' ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- HTML5 tags.
		foreach ( $doc->getElementsByTagName( 'head' )->item( 0 )->childNodes as $node ) {
			if ( $node instanceof \DOMElement ) {
				$this->assertContains( $node->nodeName, array( 'meta', 'link', 'script' ) );
				foreach ( $node->attributes as $attribute ) {
					$this->assertStringStartsNotWith( 'on', $attribute->name );
				}
			}
		}
		$graph = $this->graph( $html );
		$this->assertStringStartsWith( 'T "\'>', $graph['Article']['headline'], 'quotes survive as data, markup does not' );
		$this->assertStringNotContainsString( '<', $graph['Organization']['name'] );
		$this->assertSame( $this->meta( $html, 'og:title' ), html_entity_decode( $this->meta( $html, 'og:title' ) ), 'decoded once' );
	}

	public function test_renderer_drops_unsafe_urls_attributes_and_elements(): void {
		$renderer = new Tag_Renderer();
		$this->assertSame( '', $renderer->tag( 'link', array( 'rel' => 'canonical', 'href' => 'javascript:alert(1)' ) ) );
		$this->assertSame( '', $renderer->tag( 'meta', array( 'property' => 'og:image', 'content' => 'data:image/png;base64,AAA' ) ) );
		$this->assertSame( '', $renderer->tag( 'script', array( 'src' => 'https://example.org/x.js' ) ) );
		$this->assertSame( "<meta name=\"x\" content=\"&quot;&gt;&lt;b&gt;\" />\n", $renderer->tag( 'meta', array( 'name' => 'x', 'onclick' => 'alert(1)', 'content' => '"><b>', 'bad name' => 'y' ) ) );
		$json = $renderer->json_ld( array( 'name' => '</script><script>alert(1)</script>' ) );
		$this->assertSame( 1, substr_count( $json, '</script>' ) );
		$this->assertStringContainsString( '\u003C/script\u003E', $json );
		$this->assertSame( '&lt;b&gt; &amp; &quot;', $renderer->title_text( '<b> & "' ) );
	}

	public function test_hostile_search_query_in_title_canonical_and_breadcrumbs(): void {
		$html = $this->head_of( home_url( '/?s=' . rawurlencode( '"><svg onload=alert(1)>' ) ) );
		$this->assertStringNotContainsString( '<svg', $html );
		$this->assertCount( 1, $this->titles( $html ) );
		$this->assertStringNotContainsString( '<svg', do_blocks( '<!-- wp:sightline/breadcrumbs /-->' ) );
	}
}
