<?php
/**
 * A page's published descendants are read from its own subtree, level by level, and match what
 * WordPress's get_pages( child_of ) finds (which reads every published page of the type first).
 *
 * @package Sightline
 */

namespace Sightline\Tests\Db;

use Sightline\Db\Descendants;
use Sightline\Tests\TestCase;

final class DescendantsTest extends TestCase {

	public function test_the_subtree_is_read_level_by_level_and_matches_wordpress(): void {
		$page = fn( string $name, int $parent = 0, string $status = 'publish' ): int => self::factory()->post->create(
			array(
				'post_type'   => 'page',
				'post_name'   => $name,
				'post_parent' => $parent,
				'post_status' => $status,
			)
		);
		$about  = $page( 'about' );
		$team   = $page( 'team', $about );
		$lead   = $page( 'lead', $team );
		$draft  = $page( 'draft', $about, 'draft' );
		$hidden = $page( 'under-draft', $draft );
		$page( 'history', $about );
		for ( $i = 0; $i < 20; $i++ ) {
			$page( "elsewhere-{$i}" );
		}

		global $wpdb;
		$found = array();
		$reads = array_values(
			array_filter(
				self::queries_sent( static function () use ( &$found, $about ): void {
					$found = Descendants::published( get_post( $about ) );
				} ),
				static fn( string $query ): bool => str_contains( $query, "FROM {$wpdb->posts}" ) && str_contains( $query, "'page'" )
			)
		);

		$ids = array_map( static fn( \WP_Post $post ): int => $post->ID, $found );
		$this->assertSame( $lead, end( $ids ), 'nearest first: the grandchild last' );
		$wordpress = array_map( static fn( \WP_Post $post ): int => $post->ID, get_pages( array( 'child_of' => $about, 'post_status' => 'publish' ) ) );
		sort( $wordpress );
		$sorted = $ids;
		sort( $sorted );
		$this->assertSame( $wordpress, $sorted, 'the same pages as get_pages( child_of )' );
		$this->assertNotContains( $hidden, $ids, 'a page under a draft has no published address below this one' );
		$this->assertCount( 3, $reads, 'one query per level, and one that finds the last level empty' );
		foreach ( $reads as $read ) {
			$this->assertStringContainsString( 'post_parent IN', $read, 'only the subtree is read' );
		}

		$this->assertCount( 2, Descendants::published( get_post( $about ), 2 ), 'enough: the first level only' );
		$this->assertSame( array(), Descendants::published( get_post( $lead ) ) );
	}

	public function test_a_page_made_its_own_ancestor_ends(): void {
		$a = self::factory()->post->create( array( 'post_type' => 'page' ) );
		$b = self::factory()->post->create( array( 'post_type' => 'page', 'post_parent' => $a ) );
		global $wpdb;
		$wpdb->update( $wpdb->posts, array( 'post_parent' => $b ), array( 'ID' => $a ) ); // Broken data: a loop.
		clean_post_cache( $a );
		$this->assertSame( array( $b ), array_map( static fn( \WP_Post $post ): int => $post->ID, Descendants::published( get_post( $a ) ) ) );
	}
}
