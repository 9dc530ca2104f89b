<?php
/**
 * A Vimeo video gets its VideoObject from what Vimeo's oEmbed answer said when WordPress itself fetched
 * it (Oembed_Capture): WordPress caches only the answer's HTML, which names no thumbnail. The answer is
 * faked at the HTTP layer (`pre_http_request`), so WordPress runs its whole oEmbed path offline; the
 * page view after it fetches nothing and writes nothing.
 *
 * @package Sightline
 */

namespace Sightline\Tests\StructuredData;

use Sightline\Plugin;
use Sightline\Structured_Data\Checker;
use Sightline\Structured_Data\Oembed_Capture;
use Sightline\Tests\Head\Head_TestCase;

require_once dirname( __DIR__ ) . '/Head/class-head-testcase.php';

final class VimeoOembedTest extends Head_TestCase {

	private const VIMEO = 'https://vimeo.com/76979871';

	private const THUMBNAIL = 'https://i.vimeocdn.com/video/452001751-8216e0571c4b3b5c0b1f4b5e3b8f1a7e-d_640';

	/** @var list<string> The addresses requested over HTTP. */
	private array $requests = array();

	/**
	 * Vimeo's oEmbed answer for the video, as its endpoint gives it (fields as documented by Vimeo).
	 *
	 * @return array<string, mixed>
	 */
	private static function answer( string $title = 'The New Vimeo Player (You Know, For Videos)' ): array {
		return array(
			'type'             => 'video',
			'version'          => '1.0',
			'provider_name'    => 'Vimeo',
			'provider_url'     => 'https://vimeo.com/',
			'title'            => $title,
			'author_name'      => 'Vimeo',
			'author_url'       => 'https://vimeo.com/staff',
			'is_plus'          => '0',
			'account_type'     => 'enterprise',
			'html'             => '<iframe src="https://player.vimeo.com/video/76979871?dnt=1&amp;app_id=122963" width="500" height="281" frameborder="0" allow="autoplay; fullscreen; picture-in-picture; clipboard-write" title="' . $title . '"></iframe>',
			'width'            => 500,
			'height'           => 281,
			'duration'         => 3725,
			'description'      => 'It may look (mostly) like the same old Vimeo player, but it is so much more.',
			'thumbnail_url'    => self::THUMBNAIL,
			'thumbnail_width'  => 295,
			'thumbnail_height' => 166,
			'upload_date'      => '2013-10-15 14:08:29',
			'video_id'         => 76979871,
			'uri'              => '/videos/76979871',
		);
	}

	/**
	 * Answers Vimeo's oEmbed endpoint with $answer; any other address fails the test.
	 *
	 * @param array<string, mixed>|null $answer Null: every request fails the test.
	 */
	private function http( ?array $answer ): void {
		remove_all_filters( 'pre_http_request' );
		add_filter(
			'pre_http_request',
			function ( $pre, $args, $url ) use ( $answer ) {
				$this->requests[] = $url;
				if ( null === $answer || ! str_starts_with( $url, 'https://vimeo.com/api/oembed.json?' ) ) {
					$this->fail( 'HTTP request to ' . $url );
				}
				return array(
					'headers'  => array( 'content-type' => 'application/json' ),
					'body'     => wp_json_encode( $answer ),
					'response' => array(
						'code'    => 200,
						'message' => 'OK',
					),
					'cookies'  => array(),
					'filename' => null,
				);
			},
			10,
			3
		);
	}

	private function post(): int {
		return self::factory()->post->create(
			array(
				'post_title'   => 'Our trip',
				'post_excerpt' => 'Where we went.',
				'post_content' => '<!-- wp:embed {"url":"' . self::VIMEO . '","type":"video","providerNameSlug":"vimeo","responsive":true} -->'
					. "\n" . '<figure class="wp-block-embed is-type-video is-provider-vimeo wp-block-embed-vimeo"><div class="wp-block-embed__wrapper">'
					. "\n" . self::VIMEO . "\n" . '</div></figure>' . "\n" . '<!-- /wp:embed -->',
			)
		);
	}

	/**
	 * The VideoObject nodes of the post's page.
	 *
	 * @return list<array<string, mixed>>
	 */
	private function videos( int $post ): array {
		preg_match( '#<script type="application/ld\+json" class="sightline-schema-graph">(.*?)</script>#s', $this->head_of( get_permalink( $post ) ), $m );
		$nodes = json_decode( $m[1], true )['@graph'];
		return array_values( array_filter( $nodes, static fn( $node ) => 'VideoObject' === $node['@type'] ) );
	}

	public function test_what_vimeo_said_when_wordpress_fetched_makes_the_video_object(): void {
		$post = $this->post();
		$this->http( self::answer() );
		$GLOBALS['wp_embed']->cache_oembed( $post ); // What WordPress does when it embeds the URL for the post.
		$this->assertCount( 1, $this->requests, 'WordPress asked Vimeo once' );

		$rows = get_post_meta( $post, Oembed_Capture::META_KEY );
		$this->assertCount( 1, $rows );
		$this->assertSame( self::THUMBNAIL, $rows[0]['thumbnailUrl'] );

		$this->http( null ); // From here on, any request fails the test.
		$writes = array();
		$watch  = static function ( $query ) use ( &$writes ) {
			// WordPress's own first-render caches (style transients, theme mods) are not ours to judge.
			if ( 1 === preg_match( '/^\s*(?:INSERT|UPDATE|DELETE|REPLACE)\b.*postmeta/is', $query ) ) {
				$writes[] = $query;
			}
			return $query;
		};
		add_filter( 'query', $watch );
		$videos = $this->videos( $post );
		remove_filter( 'query', $watch );
		$this->assertCount( 1, $videos );
		$video = $videos[0];
		$this->assertSame( get_permalink( $post ) . '#/schema/video-1', $video['@id'] );
		$this->assertSame( 'The New Vimeo Player (You Know, For Videos)', $video['name'] );
		$this->assertSame( array( self::THUMBNAIL ), $video['thumbnailUrl'] );
		$this->assertSame( '2013-10-15T14:08:29', $video['uploadDate'], "the video's upload date, not the post's" );
		$this->assertSame( 'PT1H2M5S', $video['duration'] );
		$this->assertSame( 'https://player.vimeo.com/video/76979871?dnt=1&app_id=122963', $video['embedUrl'] );
		$this->assertSame( array(), array_filter( Plugin::get( Checker::class )->check( $video ), static fn( $finding ) => 'error' === $finding['level'] ), 'the Checker finds no error' );
		$this->assertSame( array(), $writes, 'the page view writes no meta' );
	}

	public function test_a_new_answer_replaces_the_kept_one(): void {
		$post = $this->post();
		$this->http( self::answer() );
		$GLOBALS['wp_embed']->cache_oembed( $post );
		$this->http( self::answer( 'Renamed on Vimeo' ) );
		$GLOBALS['wp_embed']->delete_oembed_caches( $post ); // What WordPress does when the post is updated.
		$GLOBALS['wp_embed']->cache_oembed( $post );
		$this->assertCount( 2, $this->requests, 'WordPress asked Vimeo again' );

		$rows = get_post_meta( $post, Oembed_Capture::META_KEY );
		$this->assertCount( 1, $rows, 'one row a video' );
		$this->assertSame( 'Renamed on Vimeo', $rows[0]['name'] );
	}

	public function test_an_answer_without_a_thumbnail_still_gives_no_node(): void {
		$post   = $this->post();
		$answer = self::answer();
		unset( $answer['thumbnail_url'] );
		$this->http( $answer );
		$GLOBALS['wp_embed']->cache_oembed( $post );

		$this->http( null );
		$this->assertSame( array(), $this->videos( $post ), 'no node Google would reject' );
	}

	public function test_a_page_view_that_embeds_from_the_cache_writes_nothing(): void {
		$post = $this->post();
		$this->http( self::answer() );
		$GLOBALS['wp_embed']->cache_oembed( $post );
		$rows = get_post_meta( $post, Oembed_Capture::META_KEY );

		$this->http( null );
		$this->go_to( get_permalink( $post ) );
		$content = apply_filters( 'the_content', get_post( $post )->post_content ); // WordPress embeds from its cache.
		$this->assertStringContainsString( 'player.vimeo.com', $content );
		$this->assertSame( $rows, get_post_meta( $post, Oembed_Capture::META_KEY ) );
	}
}
