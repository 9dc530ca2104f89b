<?php
/**
 * What of bulk alt text needs no AI client (any WordPress version): the media library's pick list
 * (images whose alt text is missing or empty, newest upload first, a page at a time), one post's
 * images in as many queries for 8 images as for 2, the site check that counts them in one COUNT query and
 * links to the Images mode of the Bulk AI screen, and the refusal, with its reason, of an alt text job
 * when the site's AI provider cannot read images.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Ai;

use Sightline\Ai\Ai_Config;
use Sightline\Ai\Image_Alt_Count;
use Sightline\Checks\Site\Images_Without_Alt_Check;
use Sightline\Checks\Site\Site_Context;
use Sightline\Plugin;
use Sightline\Settings\Settings;
use Sightline\Tests\TestCase;

final class AltTextAccessTest extends TestCase {

	private const NS = '/sightline/v1/ai/';

	/**
	 * @return list<int>
	 */
	private function images( int $count ): array {
		$ids = array();
		for ( $i = 1; $i <= $count; $i++ ) {
			$ids[] = self::factory()->attachment->create_image( array( 'width' => 40, 'height' => 30, 'filename' => "owl-{$i}.png", 'title' => "Owl {$i}" ) );
		}
		return $ids;
	}

	public function test_the_library_list_holds_images_whose_alt_is_missing_or_empty_a_page_at_a_time(): void {
		foreach ( get_posts( array( 'post_type' => 'attachment', 'numberposts' => -1, 'post_status' => 'any', 'fields' => 'ids' ) ) as $id ) {
			wp_delete_attachment( $id, true );
		}
		$ids = $this->images( 4 );
		update_post_meta( $ids[0], '_wp_attachment_image_alt', 'Described' );
		update_post_meta( $ids[1], '_wp_attachment_image_alt', '' );
		self::factory()->attachment->create( array( 'file' => 'notes.pdf', 'post_mime_type' => 'application/pdf' ) );

		$first = $this->rest( 'GET', self::NS . 'candidates/images', array( 'per_page' => 2 ), 'editor' )->get_data();
		$this->assertKeepsContract( 'rest-ai-image-candidates', $first );
		$this->assertSame( array( $ids[3], $ids[2] ), array_column( $first['items'], 'id' ), 'newest first' );
		$this->assertSame( 3, $first['total'] );
		$this->assertSame( 2, $first['pages'] );
		$this->assertStringEndsWith( '.png', $first['items'][0]['file'] );
		$second = $this->rest( 'GET', self::NS . 'candidates/images', array( 'per_page' => 2, 'page' => 2 ), 'editor' )->get_data();
		$this->assertSame( array( $ids[1] ), array_column( $second['items'], 'id' ), 'an empty alt counts as none' );

		// The site check counts them in one COUNT query (or none, the list's count being kept: ImageAltCountTest)
		// and links to the Bulk AI screen.
		Image_Alt_Count::forget();
		$result = null;
		$sent   = self::queries_sent(
			static function () use ( &$result ): void {
				$result = ( new Images_Without_Alt_Check() )->run( new Site_Context( Plugin::get( Settings::class ) ) );
			}
		);
		$this->assertCount( 1, array_filter( $sent, static fn( string $q ): bool => str_contains( $q, 'COUNT(' ) ), 'one COUNT query' );
		$this->assertSame( 'warning', $result->status );
		$this->assertSame( '3 images in the Media Library have no alt text.', $result->message );
		$this->assertStringEndsWith( '#/tools/bulk-ai/images', $result->link['url'] );
		foreach ( array_slice( $ids, 1 ) as $id ) {
			update_post_meta( $id, '_wp_attachment_image_alt', 'Described' );
		}
		$this->assertSame( 'success', ( new Images_Without_Alt_Check() )->run( new Site_Context( Plugin::get( Settings::class ) ) )->status );
	}

	public function test_the_library_lists_newest_uploads_first_and_leaves_out_trashed_images(): void {
		foreach ( get_posts( array( 'post_type' => 'attachment', 'numberposts' => -1, 'post_status' => 'any', 'fields' => 'ids' ) ) as $id ) {
			wp_delete_attachment( $id, true );
		}
		list( $old, $new, $trashed ) = $this->images( 3 );
		// Uploaded earlier though created last: the upload date orders the list, the id breaks ties.
		wp_update_post( array( 'ID' => $old, 'post_date' => '2020-01-01 10:00:00' ) );
		wp_update_post( array( 'ID' => $trashed, 'post_status' => 'trash' ) );
		$answer = $this->rest( 'GET', self::NS . 'candidates/images', array(), 'editor' )->get_data();
		$this->assertSame( array( $new, $old ), array_column( $answer['items'], 'id' ) );
		$this->assertSame( 2, $answer['total'] );
	}

	public function test_one_posts_images_are_listed_in_as_many_queries_for_eight_images_as_for_two(): void {
		$queries = function ( int $count ): int {
			$blocks = '';
			foreach ( $this->images( $count ) as $id ) {
				$blocks .= "<!-- wp:image {\"id\":{$id}} -->\n<figure class=\"wp-block-image\"><img src=\"x.png\" alt=\"\" class=\"wp-image-{$id}\"/></figure>\n<!-- /wp:image -->\n\n";
			}
			$post = self::factory()->post->create( array( 'post_content' => $blocks ) );
			wp_cache_flush();
			global $wpdb;
			$before = $wpdb->num_queries;
			$answer = $this->rest( 'GET', self::NS . 'candidates/images', array( 'post' => $post ), 'editor' )->get_data();
			$this->assertCount( $count, $answer['items'] );
			return $wpdb->num_queries - $before;
		};
		$queries( 1 ); // The first request creates the editor.
		$two = $queries( 2 );
		$this->assertSame( $two, $queries( 8 ), 'no query per image' );
	}

	public function test_an_alt_text_job_is_refused_with_the_reason_when_the_provider_cannot_read_images(): void {
		$ids = $this->images( 1 );
		update_option( Ai_Config::OPTION, array( 'provider' => 'offline' ) );

		$refused = $this->rest( 'POST', self::NS . 'jobs', array( 'kind' => 'alt', 'ids' => $ids, 'fields' => array( 'alt' ) ), 'editor' );

		$this->assertRestError( 400, 'sightline_ai_no_image_input', $refused );
		$reason = 'Alt text needs an AI model that can see the image. The AI provider chosen for this site cannot read images: choose WordPress AI (Settings > Connectors, WordPress 7.0 or later) with a model that accepts images.';
		$this->assertSame( $reason, $refused->get_data()['message'] );
		$this->assertSame( $reason, $this->rest( 'GET', self::NS . 'candidates/images', array(), 'editor' )->get_data()['unavailable'], 'the pick list says so before anything is picked' );
		$this->assertNull( $this->rest( 'GET', self::NS . 'jobs/latest', array( 'kind' => 'alt' ), 'editor' )->get_data()['job'], 'no job was stored' );

		$wrong = $this->rest( 'POST', self::NS . 'jobs', array( 'kind' => 'seo', 'ids' => array( self::factory()->post->create() ), 'fields' => array( 'title' ), 'post' => 1 ), 'editor' );
		// A post's blocks are for alt text jobs only.
		$this->assertRestError( 400, 'rest_invalid_param', $wrong );
	}
}
