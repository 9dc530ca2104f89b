<?php
/**
 * The focus keyphrase index and its route: the index follows the focus keyword as posts are saved
 * (added, changed, cleared, post deleted), compares keyphrases normalised, leaves out trashed posts,
 * looks up by its (hash, post_id) index (EXPLAIN on MariaDB), and GET keyphrase/uses answers per
 * role with its contract, naming a bad field and a missing post.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Checks;

use Sightline\Checks\Keyphrase\Keyphrase_Index;
use Sightline\Checks\Keyphrase\Keyphrase_Table;
use Sightline\Plugin;
use Sightline\Tests\TestCase;

final class KeyphraseIndexTest extends TestCase {

	private const ROUTE = '/sightline/v1/keyphrase/uses';

	private function index(): Keyphrase_Index {
		return Plugin::get( Keyphrase_Index::class );
	}

	private function post_with( string $keyphrase, array $args = array() ): int {
		$post = self::factory()->post->create( $args );
		update_post_meta( $post, '_sightline_focus_keyword', $keyphrase );
		return $post;
	}

	public function test_activation_makes_the_table_before_any_post_is_saved(): void {
		global $wpdb;
		delete_option( Keyphrase_Table::VERSION_OPTION );
		do_action( 'sightline_activated', false );
		$this->assertSame( Keyphrase_Table::DB_VERSION, get_option( Keyphrase_Table::VERSION_OPTION ) );
		$this->assertSame( '0', $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Keyphrase_Table::name() ) ); // phpcs:ignore WordPress.DB
	}

	public function test_the_index_follows_the_focus_keyword_as_posts_are_saved(): void {
		$first  = $this->post_with( 'Running Shoes' );
		$second = $this->post_with( "  running \u{00A0} shoes " );
		$third  = $this->post_with( 'trail shoes' );
		$this->assertSame( array( $second ), $this->index()->others( 'running shoes', $first ), 'compared in lower case, spaces collapsed' );
		$this->assertSame( array( $first ), $this->index()->others( 'RUNNING SHOES', $second ) );
		$this->assertSame( array(), $this->index()->others( 'trail shoes', $third ) );

		update_post_meta( $second, '_sightline_focus_keyword', 'trail shoes' );
		$this->assertSame( array(), $this->index()->others( 'running shoes', $first ), 'a changed keyphrase leaves its old entry' );
		$this->assertSame( array( $second ), $this->index()->others( 'trail shoes', $third ) );

		delete_post_meta( $second, '_sightline_focus_keyword' );
		$this->assertSame( array(), $this->index()->others( 'trail shoes', $third ), 'a deleted keyphrase leaves the index' );

		update_post_meta( $second, '_sightline_focus_keyword', 'trail shoes' );
		update_post_meta( $second, '_sightline_focus_keyword', '' );
		$this->assertSame( array(), $this->index()->others( 'trail shoes', $third ), 'an emptied keyphrase leaves the index' );

		$fourth = $this->post_with( 'trail shoes' );
		wp_trash_post( $fourth );
		$this->assertSame( array(), $this->index()->others( 'trail shoes', $third ), 'a trashed post does not compete' );
		wp_untrash_post( $fourth );
		$this->assertSame( array( $fourth ), $this->index()->others( 'trail shoes', $third ) );
		wp_delete_post( $fourth, true );
		global $wpdb;
		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Keyphrase_Table::name() . ' WHERE post_id = %d', $fourth ) ), 'a deleted post leaves the index' ); // phpcs:ignore WordPress.DB
	}

	/**
	 * A migration batch (a bulk write) of many posts writes the index at its end in one DELETE and one
	 * REPLACE, not a query a post; the index ends as if each post had been saved on its own.
	 */
	public function test_a_bulk_write_writes_the_index_in_two_queries_whatever_its_size(): void {
		global $wpdb;
		$kept    = $this->post_with( 'running shoes' );
		$removed = $this->post_with( 'running shoes' );
		$posts   = self::factory()->post->create_many( 12 );
		$writes  = 0;
		$count   = static function ( $query ) use ( &$writes ) {
			if ( is_string( $query ) && preg_match( '/^(REPLACE|INSERT|DELETE|UPDATE)\b[^(]*' . preg_quote( Keyphrase_Table::name(), '/' ) . '/i', $query ) ) {
				++$writes;
			}
			return $query;
		};
		add_filter( 'query', $count );
		do_action( 'sightline_bulk_write_start' );
		foreach ( $posts as $post ) {
			update_post_meta( $post, '_sightline_focus_keyword', 'Running Shoes' );
		}
		delete_post_meta( $removed, '_sightline_focus_keyword' );
		$during = $writes;
		do_action( 'sightline_bulk_write_end' );
		remove_filter( 'query', $count );

		$this->assertSame( 0, $during, 'held while the bulk write runs' );
		$this->assertSame( 2, $writes, 'one DELETE and one REPLACE for the batch' );
		$expected = $posts;
		rsort( $expected );
		$this->assertSame( $expected, $this->index()->others( 'running shoes', $kept ), 'newest first' );
		$this->assertSame( array( $kept ), array_values( array_diff( $this->index()->others( 'running shoes', $posts[0] ), $posts ) ), 'the removed post left' );
	}

	public function test_the_lookup_reads_the_hash_index_not_the_table(): void {
		global $wpdb;
		if ( defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE ) {
			$this->markTestSkipped( 'EXPLAIN of MariaDB (run with --db mariadb).' );
		}
		$this->post_with( 'flat lookups' );
		$plan = $wpdb->get_results( $wpdb->prepare( 'EXPLAIN SELECT post_id FROM ' . Keyphrase_Table::name() . ' WHERE hash = %s AND post_id <> %d', md5( 'flat lookups' ), 1 ), ARRAY_A ); // phpcs:ignore WordPress.DB
		$this->assertSame( 'hash_post', $plan[0]['key'], wp_json_encode( $plan ) );
	}

	/**
	 * On a multilingual site the lookup keeps its plan: the keyphrase's range of hash_post, each row
	 * probed for its language on term_relationships' primary key (Polylang's relation), never a walk
	 * of a language's posts.
	 */
	public function test_the_lookup_in_one_language_reads_the_hash_index_and_probes_the_language(): void {
		global $wpdb;
		if ( defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE ) {
			$this->markTestSkipped( 'EXPLAIN of MariaDB (run with --db mariadb).' );
		}
		$post     = $this->post_with( 'flat lookups' );
		$category = (int) get_term( (int) get_option( 'default_category' ), 'category' )->term_taxonomy_id;
		// The language's term holds many posts, as on a real site (the optimizer reads small tables whole).
		$rows = array();
		for ( $i = 1; $i <= 3000; $i++ ) {
			$rows[] = sprintf( '(%d, %d)', 1000000 + $i, $category );
		}
		$wpdb->query( "INSERT INTO {$wpdb->term_relationships} (object_id, term_taxonomy_id) VALUES " . implode( ',', $rows ) ); // phpcs:ignore WordPress.DB
		$language = ' AND ' . \Sightline\Multilingual\Polylang_Languages::relation_sql( $category, 'k.post_id' );
		$plan     = $wpdb->get_results( 'EXPLAIN ' . Keyphrase_Index::query( 'flat lookups', $post, $language ), ARRAY_A ); // phpcs:ignore WordPress.DB
		$by_table = array();
		foreach ( $plan as $row ) {
			$by_table[ (string) $row['table'] ] = $row;
		}
		$this->assertSame( 'hash_post', $by_table['k']['key'] ?? null, wp_json_encode( $plan ) );
		$this->assertSame( 'PRIMARY', $by_table['sightline_language']['key'] ?? null, wp_json_encode( $plan ) );
		$this->assertContains( $by_table['sightline_language']['type'] ?? null, array( 'eq_ref', 'ref' ), wp_json_encode( $plan ) );
	}

	public function test_the_route_answers_per_role_with_its_contract(): void {
		$author = self::factory()->user->create( array( 'role' => 'author' ) );
		$mine   = $this->post_with( 'Garden tools', array( 'post_author' => $author ) );
		$other  = $this->post_with( 'garden tools', array( 'post_title' => 'Tools & more' ) );
		$args   = array(
			'post'      => $mine,
			'keyphrase' => 'Garden  Tools',
		);
		$this->assertRestError( 401, 'rest_forbidden', $this->rest( 'GET', self::ROUTE, $args ) );
		$this->assertRestError( 403, 'rest_forbidden', $this->rest( 'GET', self::ROUTE, $args, 'subscriber' ) );
		$this->assertRestError( 403, 'rest_forbidden', $this->rest( 'GET', self::ROUTE, array( 'post' => $other ) + $args, $author ), 'another author\'s post' );

		$as_author = $this->rest( 'GET', self::ROUTE, $args, $author );
		$this->assertSame( 200, $as_author->get_status() );
		$this->assertKeepsContract( 'rest-keyphrase-uses', $as_author->get_data() );
		$this->assertSame(
			array(
				'keyphrase' => 'garden tools',
				'count'     => 1,
				'posts'     => array(),
			),
			$as_author->get_data(),
			'counted, but not listed: the author may not edit it'
		);
		$as_editor = $this->rest( 'GET', self::ROUTE, $args, 'editor' )->get_data();
		$this->assertSame( 1, $as_editor['count'] );
		$this->assertSame( $other, $as_editor['posts'][0]['id'] );
		$this->assertSame( 'Tools & more', $as_editor['posts'][0]['title'] );
		$this->assertStringContainsString( 'post=' . $other, $as_editor['posts'][0]['edit_link'] );

		$this->assertRestError( 404, 'rest_post_invalid_id', $this->rest( 'GET', self::ROUTE, array( 'post' => 987654 ) + $args, 'editor' ) );
		$missing = $this->rest( 'GET', self::ROUTE, array( 'post' => $mine ), 'editor' );
		$this->assertRestError( 400, 'rest_missing_callback_param', $missing );
		$this->assertContains( 'keyphrase', $missing->get_data()['data']['params'] );
		$long = $this->rest( 'GET', self::ROUTE, array( 'keyphrase' => str_repeat( 'a', 201 ) ) + $args, 'editor' );
		$this->assertRestError( 400, 'rest_invalid_param', $long );
		$this->assertArrayHasKey( 'keyphrase', $long->get_data()['data']['params'] );
	}

	public function test_the_route_reads_the_posts_it_lists_in_one_query(): void {
		global $wpdb;
		$editor = self::factory()->user->create( array( 'role' => 'editor' ) );
		$alone  = $this->post_with( 'one other post' );
		$this->post_with( 'one other post' );
		$many = $this->post_with( 'many other posts' );
		for ( $i = 0; $i < 8; $i++ ) {
			$this->post_with( 'many other posts' );
		}
		$queries = function ( int $post, string $keyphrase, int $listed ) use ( $wpdb, $editor ): int {
			wp_cache_flush();
			$before   = $wpdb->num_queries;
			$response = $this->rest(
				'GET',
				self::ROUTE,
				array(
					'post'      => $post,
					'keyphrase' => $keyphrase,
				),
				$editor
			);
			$this->assertCount( $listed, $response->get_data()['posts'] );
			return $wpdb->num_queries - $before;
		};
		$queries( $alone, 'one other post', 1 ); // Loads what the first request of a process loads.
		$this->assertSame( $queries( $alone, 'one other post', 1 ), $queries( $many, 'many other posts', 5 ), 'five posts listed cost the queries of one (was a query a post)' );
	}

	public function test_the_route_publishes_its_schema(): void {
		$schema = $this->rest( 'OPTIONS', self::ROUTE, array(), 'editor' )->get_data()['schema'];
		$this->assertSame( 'rest-keyphrase-uses', $schema['title'] );
		$this->assertSame( array( 'keyphrase', 'count', 'posts' ), $schema['required'] );
	}
}
