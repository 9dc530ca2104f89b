<?php
/**
 * The fallback chains of the head, from the fixture the editor's previews are tested against too
 * (tests/fixtures/resolution/fallbacks.json; src/editor/test/fallbacks.test.ts): each case's page is
 * rendered and its title, description, Open Graph and X tags compared, and the template chain the
 * server gives the editor for that post is the one the preview test resolves with.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Head;

use Sightline\Admin\Editor_Assets;
use Sightline\Plugin;
use Sightline\Settings\Object_Meta;

final class FallbackFixturesTest extends Head_TestCase {

	/** The tags compared; X reads the Open Graph tag when the page leaves its own out. */
	private const TAGS = array( 'og:title', 'og:description', 'twitter:title', 'twitter:description', 'og:image', 'twitter:image' );

	/** @return array<string, mixed> */
	private static function fixture(): array {
		return json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/resolution/fallbacks.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- local fixture.
	}

	/** @return iterable<string, array{array<string, mixed>}> */
	public static function cases(): iterable {
		foreach ( self::fixture()['cases'] as $case ) {
			yield $case['name'] => array( $case );
		}
	}

	/**
	 * @dataProvider cases
	 * @param array<string, mixed> $case
	 */
	public function test_the_page_prints_the_fixtures_tags( array $case ): void {
		$fixture = self::fixture();
		update_option( 'blogname', $fixture['site']['name'] );
		if ( isset( $case['settings'] ) ) {
			$this->settings( $case['settings'] );
		}
		$post     = self::factory()->post->create(
			array(
				'post_title'    => $case['post']['title'],
				'post_content'  => $case['post']['content'],
				'post_excerpt'  => $case['post']['excerpt'] ?? '',
				'post_password' => $case['post']['password'] ?? '',
			)
		);
		$this->assertFalse( is_ssl(), 'the fixture\'s pages are requested over ' . $fixture['site']['scheme'] );
		$gallery = '';
		if ( ! empty( $case['post']['gallery'] ) ) {
			// An image with a thumbnail of its own, which the gallery shows by default.
			$image = self::factory()->attachment->create_image(
				array(
					'width'  => 1200,
					'height' => 630,
					'parent' => $post,
				)
			);
			$meta  = (array) wp_get_attachment_metadata( $image );
			$file  = (string) ( $meta['file'] ?? basename( (string) get_attached_file( $image ) ) );
			$thumb = preg_replace( '/(\.\w+)$/', '-150x150$1', basename( $file ) );
			update_post_meta(
				$image,
				'_wp_attachment_metadata',
				array_merge(
					$meta,
					array(
						'width'  => 1200,
						'height' => 630,
						'file'   => $file,
						'sizes'  => array(
							'thumbnail' => array(
								'file'      => $thumb,
								'width'     => 150,
								'height'    => 150,
								'mime-type' => 'image/jpeg',
							),
						),
					)
				)
			);
			wp_update_post(
				array(
					'ID'           => $post,
					'post_content' => str_replace( '{gallery_id}', (string) $image, $case['post']['content'] ),
				)
			);
			$gallery = (string) wp_get_attachment_image_url( $image, 'thumbnail' );
			$this->assertStringEndsWith( '-150x150.jpg', $gallery );
		}
		$featured = '';
		if ( ! empty( $case['post']['featured'] ) ) {
			$image = self::factory()->attachment->create_image(
				array(
					'width'  => 1200,
					'height' => 630,
					'parent' => $post,
				)
			);
			set_post_thumbnail( $post, $image );
			$featured = (string) wp_get_attachment_image_url( $image, 'full' );
		}
		foreach ( $case['meta'] ?? array() as $field => $value ) {
			update_post_meta( $post, Object_Meta::key( $field ), $value );
		}

		$this->act_as( 'editor' );
		$chain = Plugin::get( Editor_Assets::class )->post_data( get_post( $post ) )['templateChain'];
		$this->act_as( null );
		$html   = $this->head_of( get_permalink( $post ) );
		$actual = array(
			'title'       => html_entity_decode( $this->titles( $html )[0] ?? '', ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
			'description' => (string) $this->meta( $html, 'description' ),
		);
		foreach ( self::TAGS as $tag ) {
			$actual[ $tag ] = (string) ( $this->meta( $html, $tag ) ?? ( str_starts_with( $tag, 'twitter:' ) ? $this->meta( $html, 'og:' . substr( $tag, 8 ) ) : '' ) );
		}
		$expected = array_map( static fn( $value ) => str_replace( array( '{featured}', '{gallery}' ), array( $featured, $gallery ), $value ), $case['expected'] );
		if ( getenv( 'SIGHTLINE_PRINT_FIXTURES' ) ) {
			fwrite(
				STDERR,
				$case['name'] . ': ' . wp_json_encode(
					array(
						'tags'          => $actual,
						'templateChain' => $chain,
					),
					JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE
				) . "\n"
			); // phpcs:ignore WordPress.WP.AlternativeFunctions
		}
		$this->assertSame( $case['templateChain'] ?? $fixture['defaults']['templateChain'], $chain, 'the chain the editor resolves with' );
		$this->assertSame( $expected, $actual );
	}
}
