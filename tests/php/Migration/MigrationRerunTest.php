<?php
/**
 * Running a migration again: items this source already migrated are skipped, unless the user chose
 * Start over; then a field the admin edited on this site since the first migration keeps the admin's
 * value and the summary says so, while the others take the source's current value.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Migration;

use Sightline\Settings\Object_Meta;
use Sightline\Tests\TestCase;

final class MigrationRerunTest extends TestCase {

	private const ROUTE = '/sightline/v1/migration/posts';

	private int $post;

	protected function setUp(): void {
		parent::setUp();
		add_filter( 'sightline_migration_transactions', '__return_false' );
		$this->post = self::factory()->post->create( array( 'post_title' => 'Rerun' ) );
		update_post_meta( $this->post, '_yoast_wpseo_title', 'First title' );
		update_post_meta( $this->post, '_yoast_wpseo_metadesc', 'First description' );
	}

	private function migrate( bool $start_over = false ): array {
		$response = $this->rest( 'POST', self::ROUTE, array( 'plugin_slug' => 'wordpress-seo', 'post_ids' => array( $this->post ), 'start_over' => $start_over ), 'administrator' );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	private function field( string $name ): string {
		wp_cache_delete( $this->post, 'post_meta' );
		return (string) get_post_meta( $this->post, Object_Meta::key( $name ), true );
	}

	public function test_a_second_run_skips_what_was_migrated_unless_starting_over(): void {
		$this->migrate();
		$this->assertSame( 'First title', $this->field( 'title' ) );

		update_post_meta( $this->post, '_yoast_wpseo_title', 'Changed in Yoast' );
		$again = $this->migrate();
		$this->assertSame( array( $this->post ), $again['already'] );
		$this->assertSame( 'First title', $this->field( 'title' ), 'an item already migrated is left alone' );

		$over = $this->migrate( true );
		$this->assertSame( array(), $over['already'] );
		$this->assertSame( 'Changed in Yoast', $this->field( 'title' ), 'Start over takes the source again' );
	}

	public function test_start_over_keeps_a_field_the_admin_edited_and_says_so(): void {
		$this->migrate();
		update_post_meta( $this->post, Object_Meta::key( 'description' ), 'Written by the admin afterwards' );
		update_post_meta( $this->post, '_yoast_wpseo_title', 'Changed in Yoast' );
		update_post_meta( $this->post, '_yoast_wpseo_metadesc', 'Changed description in Yoast' );

		$over = $this->migrate( true );

		$this->assertSame( 'Written by the admin afterwards', $this->field( 'description' ) );
		$this->assertSame( 'Changed in Yoast', $this->field( 'title' ), 'an untouched field follows the source' );
		$this->assertContains(
			array(
				'item'   => 'post:' . $this->post,
				'field'  => 'description',
				'value'  => 'edited on this site after the first migration: the edited value was kept.',
				'reason' => 'kept_difference',
			),
			$over['report']
		);
	}
}
