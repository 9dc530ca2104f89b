<?php
/**
 * The count of images without alt text kept between requests (Image_Alt_Count): a second view sends no
 * COUNT, every change that moves the count drops it (an alt text written, emptied or removed; an image
 * uploaded, trashed or deleted; an upload given to another author), each author's count is kept apart,
 * a count taken while a change was made is not kept, and an old count is taken again.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Ai;

use Sightline\Ai\Image_Alt_Count;
use Sightline\Ai\Image_Candidates;
use Sightline\Tests\TestCase;

final class ImageAltCountTest extends TestCase {

	public function set_up(): void {
		parent::set_up();
		foreach ( get_posts( array( 'post_type' => 'attachment', 'numberposts' => -1, 'post_status' => 'any', 'fields' => 'ids' ) ) as $id ) {
			wp_delete_attachment( $id, true );
		}
		delete_option( Image_Alt_Count::OPTION );
	}

	private function image( int $author = 0 ): int {
		static $n = 0;
		++$n;
		$id = self::factory()->attachment->create_image( array( 'width' => 40, 'height' => 30, 'filename' => "kept-{$n}.png" ) );
		if ( $author > 0 ) {
			wp_update_post( array( 'ID' => $id, 'post_author' => $author ) );
		}
		return $id;
	}

	/** The COUNT queries a count sends. */
	private static function counts_sent( int $author = 0 ): array {
		$answer = null;
		$sent   = self::queries_sent(
			static function () use ( $author, &$answer ): void {
				$answer = Image_Candidates::count_without_alt( $author );
			}
		);
		return array( $answer, count( array_filter( $sent, static fn( string $q ): bool => str_contains( $q, 'SELECT COUNT(*)' ) ) ) );
	}

	public function test_a_second_count_is_answered_from_what_was_kept(): void {
		$this->image();
		$this->image();
		$this->assertSame( array( 2, 1 ), self::counts_sent(), 'counted once' );
		$this->assertSame( array( 2, 0 ), self::counts_sent(), 'then kept' );
	}

	public function test_every_change_that_moves_the_count_drops_what_was_kept(): void {
		$first = $this->image();
		$this->image();
		$this->assertSame( 2, self::counts_sent()[0] );

		update_post_meta( $first, '_wp_attachment_image_alt', 'An owl' );
		$this->assertSame( array( 1, 1 ), self::counts_sent(), 'an alt text written' );
		update_post_meta( $first, '_wp_attachment_image_alt', '' );
		$this->assertSame( array( 2, 1 ), self::counts_sent(), 'an alt text emptied' );
		update_post_meta( $first, '_wp_attachment_image_alt', 'An owl again' );
		$this->assertSame( 1, self::counts_sent()[0] );
		delete_post_meta( $first, '_wp_attachment_image_alt' );
		$this->assertSame( array( 2, 1 ), self::counts_sent(), 'an alt text removed' );

		$third = $this->image();
		$this->assertSame( array( 3, 1 ), self::counts_sent(), 'an image uploaded' );
		wp_update_post( array( 'ID' => $third, 'post_status' => 'trash' ) );
		$this->assertSame( array( 2, 1 ), self::counts_sent(), 'an image trashed' );
		wp_delete_attachment( $first, true );
		$this->assertSame( array( 1, 1 ), self::counts_sent(), 'an image deleted' );

		update_post_meta( $third, '_sightline_unrelated', 'x' );
		$this->assertSame( array( 1, 0 ), self::counts_sent(), 'other meta keeps the count' );
	}

	public function test_each_authors_count_is_kept_apart_and_dropped_with_the_others(): void {
		$author = self::factory()->user->create( array( 'role' => 'author' ) );
		$other  = self::factory()->user->create( array( 'role' => 'author' ) );
		$this->image( $author );
		$theirs = $this->image( $other );
		$this->image( $other );
		$this->assertSame( array( 1, 1 ), self::counts_sent( $author ) );
		$this->assertSame( array( 2, 1 ), self::counts_sent( $other ) );
		$this->assertSame( array( 3, 1 ), self::counts_sent() );
		$this->assertSame( array( 1, 0 ), self::counts_sent( $author ), 'each kept apart' );

		wp_update_post( array( 'ID' => $theirs, 'post_author' => $author ) );
		$this->assertSame( array( 2, 1 ), self::counts_sent( $author ), 'an upload given to another author' );
		$this->assertSame( array( 1, 1 ), self::counts_sent( $other ) );
	}

	public function test_a_count_taken_while_an_alt_text_was_written_is_not_kept(): void {
		$image = $this->image();
		$this->image();
		// Another request writes an alt text while this one counts: the change lands after the COUNT read.
		$write_once = function ( $query ) use ( $image, &$write_once ) {
			if ( is_string( $query ) && str_contains( $query, 'SELECT COUNT(*)' ) ) {
				remove_filter( 'query', $write_once );
				update_post_meta( $image, '_wp_attachment_image_alt', 'Written meanwhile' );
			}
			return $query;
		};
		add_filter( 'query', $write_once );
		Image_Candidates::count_without_alt();
		remove_filter( 'query', $write_once );

		$this->assertSame( array( 1, 1 ), self::counts_sent(), 'counted again, with the alt text written meanwhile' );
	}

	public function test_an_old_count_is_taken_again(): void {
		$this->image();
		$this->assertSame( 1, self::counts_sent()[0] );
		$kept                  = get_option( Image_Alt_Count::OPTION );
		$kept['counts'][0][1] -= Image_Alt_Count::MAX_AGE + 1;
		update_option( Image_Alt_Count::OPTION, $kept, false );
		$this->assertSame( array( 1, 1 ), self::counts_sent() );
		$this->assertSame( array( 1, 0 ), self::counts_sent() );
	}
}
