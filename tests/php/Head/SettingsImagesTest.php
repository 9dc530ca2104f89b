<?php
/**
 * The images the global settings point at (logo, default social image) are printed from the index kept
 * when the settings are saved, without asking the database for the attachment; the index follows every
 * change of those attachments (alt text, file, deletion), and an id it does not know is still printed.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Head;

use Sightline\Plugin;
use Sightline\Head\Settings_Images;

require_once __DIR__ . '/class-head-testcase.php';

final class SettingsImagesTest extends Head_TestCase {

	/**
	 * $url's head and the queries rendering it made for the posts or post meta of $ids.
	 *
	 * @param list<int> $ids
	 * @return array{0: string, 1: list<string>}
	 */
	private function head_and_attachment_queries( string $url, array $ids ): array {
		$this->go_to( $url );
		$queries = array();
		$watch   = static function ( $sql ) use ( &$queries, $ids ) {
			if ( preg_match( '/\b(?:ID|post_id)\s*(?:=|IN\s*\()\s*\'?(\d+)/i', $sql, $m ) && in_array( (int) $m[1], $ids, true ) ) {
				$queries[] = $sql;
			}
			return $sql;
		};
		add_filter( 'query', $watch );
		$html = $this->render_head();
		remove_filter( 'query', $watch );
		return array( $html, $queries );
	}

	public function test_the_logo_and_default_image_are_printed_without_a_query(): void {
		$logo    = self::factory()->attachment->create_image();
		$default = self::factory()->attachment->create_image();
		update_post_meta( $default, '_wp_attachment_image_alt', 'Default card' );
		$this->settings(
			array(
				'fallback_image_id' => $default,
				'website'           => array(
					'type'    => 'organization',
					'name'    => 'Index Ltd',
					'logo'    => wp_get_attachment_url( $logo ),
					'logo_id' => $logo,
				),
			)
		);
		$category = self::factory()->category->create( array( 'name' => 'Empty' ) );
		self::flush_cache();

		list( $html, $queries ) = $this->head_and_attachment_queries( get_category_link( $category ), array( $logo, $default ) );

		$this->assertSame( wp_get_attachment_url( $default ), $this->meta( $html, 'og:image' ) );
		$this->assertSame( 'Default card', $this->meta( $html, 'og:image:alt' ) );
		$organization = $this->graph( $html )['Organization'];
		$this->assertSame( wp_get_attachment_url( $logo ), $organization['logo']['url'] );
		$this->assertGreaterThan( 0, $organization['logo']['width'], 'the size comes with the index' );
		$this->assertSame( array(), $queries, 'neither attachment was read from the database' );
	}

	public function test_the_index_follows_changes_of_the_attachment(): void {
		$default = self::factory()->attachment->create_image();
		$this->settings( array( 'fallback_image_id' => $default ) );

		update_post_meta( $default, '_wp_attachment_image_alt', 'New alt' );
		$this->assertSame( 'New alt', get_option( Settings_Images::OPTION )[ $default ]['alt'], 'alt text edited' );

		wp_delete_attachment( $default, true );
		$this->assertFalse( get_option( Settings_Images::OPTION )[ $default ], 'deleted: known to be gone' );
		self::flush_cache();
		$category = self::factory()->category->create();
		list( $html, $queries ) = $this->head_and_attachment_queries( get_category_link( $category ), array( $default ) );
		$this->assertNull( $this->meta( $html, 'og:image' ), 'a deleted default image is not printed' );
		$this->assertSame( array(), $queries );
	}

	public function test_an_image_the_index_does_not_know_is_still_printed(): void {
		$default = self::factory()->attachment->create_image();
		$this->settings( array( 'fallback_image_id' => $default ) );
		delete_option( Settings_Images::OPTION ); // As on a site updated from a version without the index.
		self::flush_cache();

		$html = $this->head_of( get_category_link( self::factory()->category->create() ) );

		$this->assertSame( wp_get_attachment_url( $default ), $this->meta( $html, 'og:image' ) );
		$this->assertFalse( get_option( Settings_Images::OPTION ), 'a page view does not write it' );
		Plugin::get( Settings_Images::class )->build_when_missing(); // Hooked on admin_init.
		$this->assertArrayHasKey( $default, get_option( Settings_Images::OPTION ), 'the next admin request does' );
	}
}
