<?php
/**
 * Stored sitemap copies do not linger: a change removes the copies it made stale, and saving settings
 * (turning sitemaps off among them) removes them all.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Sitemaps;

use Sightline\Sitemaps\Store;

require_once __DIR__ . '/Sitemap_TestCase.php';

final class SitemapCacheFilesTest extends Sitemap_TestCase {

	/** @return list<string> The stored copies, by slot. */
	private function stored(): array {
		$store = new Store();
		if ( $store->uses_object_cache() ) {
			$this->markTestSkipped( 'Copies are kept in the object cache here, not in files.' );
		}
		$files = glob( (string) $store->dir() . '/*.cache' );
		$slots = array_map( static fn( $file ) => (string) preg_replace( '/-[0-9a-f]{16}$/', '', basename( (string) $file, '.cache' ) ), (array) $files );
		sort( $slots );
		return $slots;
	}

	private function build(): void {
		$this->server()->index();
		$this->server()->page( 'post-post', 1 );
		$this->server()->page( 'author', 1 );
	}

	public function test_a_saved_post_removes_the_copies_it_made_stale(): void {
		$post = self::factory()->post->create();
		$this->build();
		$this->assertContains( 'post-post-1', $this->stored() );
		$this->assertContains( 'index', $this->stored() );

		wp_update_post(
			array(
				'ID'         => $post,
				'post_title' => 'Changed',
			)
		);

		$this->assertNotContains( 'post-post-1', $this->stored(), 'the page holding the post' );
		$this->assertNotContains( 'index', $this->stored(), 'the index lists the page\'s new lastmod' );
	}

	public function test_saving_settings_and_turning_sitemaps_off_remove_every_copy(): void {
		self::factory()->post->create();
		$this->build();
		$this->assertNotEmpty( $this->stored() );

		$this->update_settings( array( 'enable_xml_sitemap' => false ) );

		$this->assertSame( array(), $this->stored() );
	}
}
