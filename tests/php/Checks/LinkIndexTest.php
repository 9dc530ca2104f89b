<?php
/**
 * The link terms index, its background job and the suggestions route: a published post's terms are
 * written on save, as their 8-byte keys in the primary key's order, and leave when it is unpublished,
 * trashed, protected or deleted; the job indexes older posts in batches from its cursor and resumes
 * from it; a table of an older version is replaced and the job starts over; the suggestions rank by
 * shared terms as the terms' text did, leave out the post and what it links to, read the
 * (term, weight) index (EXPLAIN on MariaDB), and the routes answer per role with their contracts,
 * naming a bad field and a missing post.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Checks;

use Sightline\Checks\Links\Link_Index;
use Sightline\Checks\Links\Link_Index_Job;
use Sightline\Checks\Links\Link_Suggestions;
use Sightline\Checks\Links\Link_Table;
use Sightline\Checks\Links\Link_Terms;
use Sightline\Plugin;
use Sightline\Tests\TestCase;

final class LinkIndexTest extends TestCase {

	private const ROUTE = '/sightline/v1/links/suggestions';

	private const STATUS_ROUTE = '/sightline/v1/links/index';

	/** The words of this class's posts: a row's key is named by the word it is the key of (rows()). */
	private const WORDS = 'trail running shoes mountain mountains boots chocolate cake older post one two three batch alpha beta gamma';

	/**
	 * A post's rows, each key named by its word in WORDS (an unknown key by '#' and the key).
	 *
	 * @return array<string, int> Term => weight.
	 */
	private function rows( int $post_id ): array {
		global $wpdb;
		$names = array();
		foreach ( explode( ' ', self::WORDS ) as $word ) {
			$names[ Link_Terms::hash( $word ) ] = $word;
		}
		$rows  = $wpdb->get_results( $wpdb->prepare( 'SELECT term, weight FROM ' . Link_Table::name() . ' WHERE post_id = %d', $post_id ), ARRAY_A ); // phpcs:ignore WordPress.DB
		$terms = array();
		foreach ( $rows as $row ) {
			$terms[ $names[ (int) $row['term'] ] ?? '#' . $row['term'] ] = (int) $row['weight'];
		}
		ksort( $terms );
		return $terms;
	}

	private function publish( string $title, string $content = '', array $args = array() ): int {
		return self::factory()->post->create(
			$args + array(
				'post_title'   => $title,
				'post_content' => $content,
				'post_status'  => 'publish',
			)
		);
	}

	private function empty_the_index(): void {
		global $wpdb;
		Link_Table::upgrade();
		$wpdb->query( 'DELETE FROM ' . Link_Table::name() ); // phpcs:ignore WordPress.DB
	}

	public function test_terms_are_weighed_by_where_they_stand_without_stop_words(): void {
		$terms = Link_Terms::of( 'The Trail Running Guide', 'trail shoes', '<h2>Choosing shoes</h2><p>Trail running is fun. It is 2024 and we run.</p>', 'en_US' );
		$this->assertSame( 8 + 5 + 1, $terms['trail'], 'keyphrase, title and text' );
		$this->assertSame( 8 + 3 + 1, $terms['shoes'], 'keyphrase, subheading (also part of the text)' );
		$this->assertSame( 5 + 1, $terms['running'] );
		$this->assertArrayNotHasKey( 'the', $terms, 'a stop word' );
		$this->assertArrayNotHasKey( 'is', $terms, 'under three letters' );
		$this->assertArrayNotHasKey( '2024', $terms, 'a number' );
		$this->assertSame( array( 'trail', 'shoes', 'running', 'guide' ), array_slice( array_keys( $terms ), 0, 4 ), 'heaviest first' );
		$this->assertArrayNotHasKey( 'und', Link_Terms::of( 'Schuhe und Socken', '', '', 'de_DE' ), 'the stop words of the post\'s language' );
		$many = Link_Terms::of( implode( ' ', array_map( static fn( int $i ): string => 'word' . chr( 97 + $i % 26 ) . chr( 97 + intdiv( $i, 26 ) ), range( 0, 60 ) ) ), '', '', 'en_US' );
		$this->assertCount( Link_Terms::MAX_TERMS, $many );
	}

	public function test_activation_makes_the_table_and_starts_the_job(): void {
		global $wpdb;
		delete_option( Link_Table::VERSION_OPTION );
		delete_option( Link_Index_Job::OPTION );
		wp_clear_scheduled_hook( Link_Index_Job::HOOK );
		do_action( 'sightline_activated', false );
		$this->assertSame( Link_Table::DB_VERSION, get_option( Link_Table::VERSION_OPTION ) );
		$this->assertNotNull( $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Link_Table::name() ) ); // phpcs:ignore WordPress.DB
		$this->assertSame( 'running', Link_Index_Job::progress()['status'] );
		$this->assertNotFalse( wp_next_scheduled( Link_Index_Job::HOOK ) );

		do_action( 'sightline_deactivated', false );
		$this->assertFalse( wp_next_scheduled( Link_Index_Job::HOOK ), 'stopped with the plugin' );
		update_option( Link_Index_Job::OPTION, array( 'cursor' => 7 ) + get_option( Link_Index_Job::OPTION ), false );
		do_action( 'sightline_activated', false );
		$this->assertSame( 7, Link_Index_Job::progress()['cursor'], 'a second activation resumes, it does not start over' );
		$this->assertNotFalse( wp_next_scheduled( Link_Index_Job::HOOK ) );
	}

	public function test_the_index_follows_the_post_as_it_is_saved(): void {
		$post = $this->publish( 'Trail running shoes' );
		$this->assertSame(
			array(
				'running' => 5,
				'shoes'   => 5,
				'trail'   => 5,
			),
			$this->rows( $post ),
			'published: its title\'s terms'
		);

		update_post_meta( $post, '_sightline_focus_keyword', 'mountain boots' );
		wp_update_post(
			array(
				'ID'         => $post,
				'post_title' => 'Chocolate cake',
			)
		);
		$rows = $this->rows( $post );
		$this->assertArrayNotHasKey( 'trail', $rows, 'the old title\'s terms leave' );
		$this->assertSame( 5, $rows['chocolate'] );
		$this->assertSame( 8, $rows['mountain'], 'the focus keyphrase, saved before wp_after_insert_post' );

		wp_update_post(
			array(
				'ID'          => $post,
				'post_status' => 'draft',
			)
		);
		$this->assertSame( array(), $this->rows( $post ), 'unpublished' );
		wp_publish_post( $post );
		$this->assertNotSame( array(), $this->rows( $post ), 'published again' );
		wp_trash_post( $post );
		$this->assertSame( array(), $this->rows( $post ), 'trashed' );
		wp_untrash_post( $post );
		wp_publish_post( $post );
		$this->assertNotSame( array(), $this->rows( $post ) );
		wp_update_post(
			array(
				'ID'            => $post,
				'post_password' => 'secret',
			)
		);
		$this->assertSame( array(), $this->rows( $post ), 'password-protected' );
		wp_update_post(
			array(
				'ID'            => $post,
				'post_password' => '',
			)
		);
		$this->assertNotSame( array(), $this->rows( $post ) );
		wp_delete_post( $post, true );
		$this->assertSame( array(), $this->rows( $post ), 'deleted' );

		$draft = self::factory()->post->create(
			array(
				'post_title'  => 'Draft about trails',
				'post_status' => 'draft',
			)
		);
		$this->assertSame( array(), $this->rows( $draft ), 'a draft is never a suggestion' );
	}

	public function test_the_job_indexes_older_posts_from_its_cursor_and_resumes(): void {
		$first  = $this->publish( 'Older post one' );
		$second = $this->publish( 'Older post two' );
		$third  = $this->publish( 'Older post three' );
		self::factory()->post->create(
			array(
				'post_title'  => 'Not published',
				'post_status' => 'draft',
			)
		);
		$this->empty_the_index();
		$job = Plugin::get( Link_Index_Job::class );

		// A job cut off after its first batch: its cursor says where to go on.
		Link_Index_Job::start();
		update_option( Link_Index_Job::OPTION, array( 'cursor' => $first ) + get_option( Link_Index_Job::OPTION ), false );
		wp_clear_scheduled_hook( Link_Index_Job::HOOK );
		$job->run();
		$this->assertSame( array(), $this->rows( $first ), 'before the cursor: done by the earlier batch' );
		$this->assertArrayHasKey( 'two', $this->rows( $second ) );
		$this->assertArrayHasKey( 'three', $this->rows( $third ) );
		$progress = Link_Index_Job::progress();
		$this->assertSame( 'done', $progress['status'], 'a short batch is the last' );
		$this->assertGreaterThanOrEqual( $third, $progress['cursor'] );
		$this->assertFalse( wp_next_scheduled( Link_Index_Job::HOOK ), 'nothing left to schedule' );

		$job->run();
		$this->assertSame( $progress, Link_Index_Job::progress(), 'a finished job does nothing when run again' );

		// Started over: every published post, in batches of BATCH, each batch scheduling the next.
		$this->empty_the_index();
		for ( $i = 0; $i < Link_Index_Job::BATCH; $i++ ) {
			$this->publish( 'Batch post ' . $i );
		}
		Link_Index_Job::start();
		$job->run();
		$this->assertSame( 'running', Link_Index_Job::progress()['status'] );
		$this->assertSame( Link_Index_Job::BATCH, Link_Index_Job::progress()['indexed'] );
		$this->assertNotFalse( wp_next_scheduled( Link_Index_Job::HOOK ), 'a full batch schedules the next' );
		wp_clear_scheduled_hook( Link_Index_Job::HOOK );
		$job->run();
		$this->assertSame( 'done', Link_Index_Job::progress()['status'] );
		$this->assertArrayHasKey( 'one', $this->rows( $first ) );
		$this->assertArrayHasKey( 'three', $this->rows( $third ) );
	}

	/** Issue 32: a batch writes its rows in the same number of queries whatever its size (two a post before). */
	public function test_a_batch_writes_its_rows_in_as_many_queries_for_twelve_posts_as_for_two(): void {
		global $wpdb;
		$job     = Plugin::get( Link_Index_Job::class );
		$queries = function () use ( $job, $wpdb ): int {
			$this->empty_the_index();
			Link_Index_Job::start();
			wp_clear_scheduled_hook( Link_Index_Job::HOOK );
			wp_cache_flush();
			$before = $wpdb->num_queries;
			$job->run();
			return $wpdb->num_queries - $before;
		};
		$posts = array( $this->publish( 'Batch alpha post' ), $this->publish( 'Batch beta post' ) );
		$two   = $queries();
		for ( $i = 0; $i < 10; $i++ ) {
			$posts[] = $this->publish( 'Batch gamma post ' . $i, '<p>Gamma words for the index.</p>' );
		}
		$this->assertSame( $two, $queries(), 'twelve posts in as many queries as two' );
		foreach ( $posts as $post ) {
			$this->assertArrayHasKey( 'batch', $this->rows( $post ), 'every post of the batch indexed' );
		}
	}

	public function test_suggestions_rank_shared_terms_and_leave_out_the_post_and_its_links(): void {
		$close    = $this->publish( 'Trail running shoes for mountains' );
		$closer   = $this->publish( 'Trail running shoes', '', array( 'meta_input' => array( '_sightline_focus_keyword' => 'trail running' ) ) );
		$unrelate = $this->publish( 'Chocolate cake recipe' );
		$linked   = $this->publish( 'Running shoes reviewed' );
		wp_publish_post( $closer ); // The focus keyphrase is saved after the first insert: indexed again with it.
		$source = self::factory()->post->create(
			array(
				'post_status'  => 'draft',
				'post_title'   => 'Trail running tips',
				'post_content' => '<p>See <a href="' . get_permalink( $linked ) . '">reviews</a>.</p>',
			)
		);
		$suggestions = Plugin::get( Link_Suggestions::class );
		$ids         = array_column( $suggestions->for_post( get_post( $source ) ), 'id' );
		global $wpdb;
		$this->assertSame( '', $wpdb->last_error );
		$this->assertSame( array( $closer, $close ), array_slice( $ids, 0, 2 ), 'heaviest shared terms first' );
		$this->assertNotContains( $unrelate, $ids );
		$this->assertNotContains( $linked, $ids, 'already linked' );
		$this->assertNotContains( $source, $ids );

		$own = array_column( $suggestions->for_post( get_post( $closer ) ), 'id' );
		$this->assertNotContains( $closer, $own, 'a published post is not its own suggestion' );

		$blank = self::factory()->post->create(
			array(
				'post_title'  => '',
				'post_status' => 'draft',
			)
		);
		$this->assertSame( array(), $suggestions->for_post( get_post( $blank ) ) );
		$this->assertSame( array( $unrelate ), array_column( $suggestions->for_post( get_post( $blank ), array( 'chocolate' ) ), 'id' ), 'the writer\'s unsaved words' );
		$found = $suggestions->for_post( get_post( $blank ), array( 'chocolate' ) )[0];
		$this->assertSame( 'Chocolate cake recipe', $found['title'] );
		$this->assertSame( get_permalink( $unrelate ), $found['url'] );
	}

	/** Issue 32: a row holds its term's 8-byte key, not its text; the key is the same for the same word. */
	public function test_rows_hold_each_term_as_its_integer_key(): void {
		global $wpdb;
		$post = $this->publish( 'Trail running shoes' );
		$raw  = $wpdb->get_col( $wpdb->prepare( 'SELECT term FROM ' . Link_Table::name() . ' WHERE post_id = %d ORDER BY term', $post ) ); // phpcs:ignore WordPress.DB
		$keys = array( Link_Terms::hash( 'trail' ), Link_Terms::hash( 'running' ), Link_Terms::hash( 'shoes' ) );
		sort( $keys );
		$this->assertSame( array_map( 'strval', $keys ), array_map( 'strval', $raw ), 'each term held as its key' );
		// The rule is pinned: another rule would need a new table version (the stored keys would no longer match).
		$this->assertSame( -4127352038544478632, Link_Terms::hash( 'trail' ), 'the first 8 bytes of MD5, signed' );
		$this->assertSame( Link_Terms::hash( 'trail' ), Link_Terms::hash( 'trail' ) );
		$this->assertNotSame( Link_Terms::hash( 'trail' ), Link_Terms::hash( 'trails' ) );
		$this->assertSame(
			array(
				Link_Terms::hash( 'trail' ) => 13,
				Link_Terms::hash( 'shoes' ) => 5,
			),
			Link_Terms::by_hash(
				array(
					'trail' => 13,
					'shoes' => 5,
				)
			),
			'a lookup\'s terms by their keys, in order'
		);
		if ( ! defined( 'DB_ENGINE' ) || 'sqlite' !== DB_ENGINE ) {
			$type = $wpdb->get_var( $wpdb->prepare( 'SELECT DATA_TYPE FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = %s AND COLUMN_NAME = %s', Link_Table::name(), 'term' ) ); // phpcs:ignore WordPress.DB
			$this->assertSame( 'bigint', $type );
		}
	}

	/**
	 * Issue 32: a batch's rows go in the primary key's order, (post_id, term), whatever the order of the
	 * posts given and of their terms' weights, so InnoDB appends them to full pages.
	 */
	public function test_a_batch_inserts_its_rows_in_the_primary_keys_order(): void {
		$lower  = $this->publish( 'Chocolate cake with chocolate icing', '<p>Cake, cake, cake and more chocolate.</p>' );
		$higher = $this->publish( 'Trail running shoes', '<h2>Mountain boots</h2><p>Trail trail trail.</p>' );
		$inserts = array();
		$watch   = static function ( $query ) use ( &$inserts ) {
			if ( is_string( $query ) && str_starts_with( $query, 'INSERT INTO ' . Link_Table::name() ) ) {
				$inserts[] = $query;
			}
			return $query;
		};
		add_filter( 'query', $watch );
		Plugin::get( Link_Index::class )->index_many( array( get_post( $higher ), get_post( $lower ) ) );
		remove_filter( 'query', $watch );
		$this->assertCount( 1, $inserts );
		preg_match_all( '/\((\d+), (-?\d+), (\d+)\)/', $inserts[0], $tuples, PREG_SET_ORDER );
		$keys = array_map( static fn( array $tuple ): array => array( (int) $tuple[1], (int) $tuple[2] ), $tuples );
		$this->assertGreaterThan( 6, count( $keys ) );
		$sorted = $keys;
		sort( $sorted );
		$this->assertSame( $sorted, $keys, 'by post, then by key' );
		$this->assertSame( $lower, $keys[0][0], 'the lower id first' );
	}

	/**
	 * Issue 32: the suggestions for a fixed corpus are those the terms' text gave (the titles below
	 * were read from the index of version 1, which held the text) and those a ranking of the terms
	 * themselves in PHP gives.
	 */
	public function test_suggestions_for_a_fixed_corpus_are_those_of_the_terms_themselves(): void {
		$corpus = array(
			'Trail running shoes for mountains' => '<p>Light shoes with grip for trail running on rock.</p>',
			'Choosing trail shoes'              => '<h2>Grip on wet rock</h2><p>Trail shoes need grip and a firm heel.</p>',
			'Mountain boots for winter hiking'  => '<p>Warm boots, crampons and poles for the mountains in winter.</p>',
			'Winter hiking with poles'          => '<p>Poles help on snow; boots keep feet dry.</p>',
			'Chocolate cake recipe'             => '<p>Flour, sugar, eggs and dark chocolate.</p>',
			'Baking a chocolate tart'           => '<p>Dark chocolate, butter and a crisp crust.</p>',
			'Running a marathon in the hills'   => '<h2>Training plan</h2><p>Running hills builds strength for the marathon.</p>',
			'Camera lenses for hiking photos'   => '<p>A light lens for mountain views on a hike.</p>',
		);
		$ids    = array();
		foreach ( $corpus as $title => $content ) {
			$ids[ $title ] = $this->publish( $title, $content );
		}
		$source = self::factory()->post->create(
			array(
				'post_status'  => 'draft',
				'post_title'   => 'Trail running in the mountains',
				'post_content' => '<h2>Shoes and boots</h2><p>Grip matters on rock and snow when running a trail.</p>',
				'meta_input'   => array( '_sightline_focus_keyword' => 'trail running' ),
			)
		);
		$suggestions = Plugin::get( Link_Suggestions::class );
		$found       = array_column( $suggestions->for_post( get_post( $source ), array( 'winter' ) ), 'title' );
		$this->assertSame(
			array( 'Trail running shoes for mountains', 'Choosing trail shoes', 'Running a marathon in the hills', 'Mountain boots for winter hiking', 'Winter hiking with poles' ),
			$found
		);

		// The same ranking over the terms' text: the sum over shared terms of the two weights' product.
		$index  = Plugin::get( Link_Index::class );
		$asked  = $index->terms_of( get_post( $source ) );
		$asked['winter'] = ( $asked['winter'] ?? 0 ) + 8;
		$asked  = Link_Terms::heaviest( $asked );
		$totals = array();
		foreach ( $ids as $title => $id ) {
			$total = 0;
			foreach ( $index->terms_of( get_post( $id ) ) as $term => $weight ) {
				$total += $weight * ( $asked[ $term ] ?? 0 );
			}
			if ( $total > 0 ) {
				$totals[ $title ] = array( $total, $id );
			}
		}
		uasort( $totals, static fn( array $a, array $b ): int => array( $b[0], $b[1] ) <=> array( $a[0], $a[1] ) );
		$this->assertSame( array_keys( $totals ), $found, 'as ranked on the terms themselves' );
	}

	/**
	 * Issue 32: a table of version 1 (the terms' text) is dropped and made anew, empty, and the job
	 * starts over from the first post; the suggestions meanwhile answer from what is indexed so far;
	 * once the job has run they are those of before.
	 */
	public function test_an_older_table_is_replaced_and_the_index_built_again(): void {
		global $wpdb;
		$close  = $this->publish( 'Trail running shoes for mountains' );
		$closer = $this->publish( 'Trail running shoes' );
		$this->publish( 'Chocolate cake recipe' );
		$source = self::factory()->post->create(
			array(
				'post_status' => 'draft',
				'post_title'  => 'Trail running tips',
			)
		);
		Link_Index_Job::start();
		wp_clear_scheduled_hook( Link_Index_Job::HOOK );
		Plugin::get( Link_Index_Job::class )->run();
		$before = array_column( Plugin::get( Link_Suggestions::class )->for_post( get_post( $source ) ), 'id' );
		$this->assertSame( array( $closer, $close ), array_slice( $before, 0, 2 ) );

		// A site of version 1: its table held the terms' text, its job was done. The table is made by a
		// plain CREATE TABLE (temporary on MariaDB, in this test's transaction: never dbDelta, which
		// would ALTER the real table and commit), after the current one is emptied (SQLite: dropped,
		// in the transaction).
		$this->empty_the_index();
		$wpdb->query( 'DROP TABLE IF EXISTS ' . Link_Table::name() ); // phpcs:ignore WordPress.DB
		$wpdb->query( 'CREATE TABLE ' . Link_Table::name() . ' (post_id bigint(20) unsigned NOT NULL, term varchar(40) NOT NULL, weight smallint(5) unsigned NOT NULL, PRIMARY KEY (post_id, term))' ); // phpcs:ignore WordPress.DB
		$wpdb->query( $wpdb->prepare( 'INSERT INTO ' . Link_Table::name() . " (post_id, term, weight) VALUES (%d, 'trail', 5), (%d, 'running', 5)", $close, $closer ) ); // phpcs:ignore WordPress.DB
		$this->assertSame( '', $wpdb->last_error );
		update_option( Link_Table::VERSION_OPTION, '1' );
		update_option(
			Link_Index_Job::OPTION,
			array(
				'status'   => 'done',
				'cursor'   => $source,
				'indexed'  => 3,
				'started'  => 1,
				'finished' => 2,
			),
			false
		);
		wp_clear_scheduled_hook( Link_Index_Job::HOOK );
		$queries = array();
		$watch   = static function ( $query ) use ( &$queries ) {
			$queries[] = $query;
			return $query;
		};
		add_filter( 'query', $watch );

		// The first lookup after the update: the table is replaced, and answers from what is indexed (nothing yet).
		$answer = $this->rest( 'GET', self::ROUTE, array( 'post' => $source ), 'editor' );
		$this->assertSame( 200, $answer->get_status() );
		$this->assertSame( array(), $answer->get_data()['suggestions'], 'nothing indexed yet: no suggestion, no error' );
		$this->assertSame( '', $wpdb->last_error );
		$this->assertNotEmpty( preg_grep( '/^DROP (TEMPORARY )?TABLE IF EXISTS ' . preg_quote( Link_Table::name(), '/' ) . '$/', $queries ), 'the old table dropped' );
		$this->assertSame( Link_Table::DB_VERSION, get_option( Link_Table::VERSION_OPTION ) );
		$this->assertSame( '0', (string) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Link_Table::name() ), 'the old rows gone' ); // phpcs:ignore WordPress.DB
		$job = Link_Index_Job::progress();
		$this->assertSame( 'running', $job['status'], 'the job started over' );
		$this->assertSame( 0, $job['cursor'], 'from the first post' );
		$this->assertNotFalse( wp_next_scheduled( Link_Index_Job::HOOK ) );
		$this->rest( 'GET', self::ROUTE, array( 'post' => $source ), 'editor' );
		remove_filter( 'query', $watch );
		$this->assertCount( 1, preg_grep( '/^DROP /', $queries ), 'replaced once: the next lookup finds it current' );

		wp_clear_scheduled_hook( Link_Index_Job::HOOK );
		Plugin::get( Link_Index_Job::class )->run();
		$this->assertSame( 'done', Link_Index_Job::progress()['status'] );
		$this->assertSame(
			array(
				'mountains' => 5,
				'running'   => 5,
				'shoes'     => 5,
				'trail'     => 5,
			),
			$this->rows( $close ),
			'indexed again by the job, as keys'
		);
		$this->assertSame( $before, array_column( Plugin::get( Link_Suggestions::class )->for_post( get_post( $source ) ), 'id' ), 'the suggestions of before' );
	}

	/** A job under way when the plugin was updated starts over from the first post, not from its cursor. */
	public function test_a_batch_after_the_update_starts_the_walk_over(): void {
		$first  = $this->publish( 'Older post one' );
		$second = $this->publish( 'Older post two' );
		$this->empty_the_index();
		Link_Index_Job::start();
		update_option( Link_Index_Job::OPTION, array( 'cursor' => $first ) + get_option( Link_Index_Job::OPTION ), false );
		wp_clear_scheduled_hook( Link_Index_Job::HOOK );
		update_option( Link_Table::VERSION_OPTION, '1' );
		Plugin::get( Link_Index_Job::class )->run();
		$this->assertSame( Link_Table::DB_VERSION, get_option( Link_Table::VERSION_OPTION ) );
		$this->assertArrayHasKey( 'one', $this->rows( $first ), 'the post before the old cursor indexed again' );
		$this->assertArrayHasKey( 'two', $this->rows( $second ) );
		$this->assertSame( 'done', Link_Index_Job::progress()['status'] );
	}

	/** Uninstall with data removal still takes the table (after its upgrade), its version and the job's progress. */
	public function test_uninstall_removes_the_upgraded_table_and_its_options(): void {
		update_option( Link_Table::VERSION_OPTION, '1' );
		Link_Table::upgrade();
		$this->publish( 'Trail running shoes' );
		\Sightline\Plugin::get( \Sightline\Settings\Settings::class )->update( array( 'delete_data_on_uninstall' => true ) );
		$queries = self::queries_sent( array( \Sightline\Uninstaller::class, 'run' ) );
		$this->assertNotEmpty( preg_grep( '/^DROP (TEMPORARY )?TABLE IF EXISTS ' . preg_quote( Link_Table::name(), '/' ) . '$/', $queries ) );
		$this->assertContains( Link_Table::name(), array_keys( \Sightline\Uninstaller::tables() ) );
		$this->assertFalse( get_option( Link_Table::VERSION_OPTION ) );
		$this->assertFalse( get_option( Link_Index_Job::OPTION ) );
	}

	public function test_the_ranking_reads_the_term_weight_index(): void {
		global $wpdb;
		if ( defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE ) {
			$this->markTestSkipped( 'EXPLAIN of MariaDB (run with --db mariadb).' );
		}
		$this->publish( 'Indexed lookups for trails' );
		$plan = $wpdb->get_results( 'EXPLAIN ' . Link_Suggestions::query( array( 'trails' => 8, 'lookups' => 5, 'indexed' => 1 ), 1 ), ARRAY_A ); // phpcs:ignore WordPress.DB
		$reads = array_values( array_filter( $plan, static fn( array $row ): bool => str_contains( (string) $row['table'], 'link_terms' ) ) );
		$this->assertCount( 3, $reads, wp_json_encode( $plan ) );
		foreach ( $reads as $read ) {
			$this->assertSame( 'term_weight', $read['key'], wp_json_encode( $plan ) );
			$this->assertSame( 'ref', $read['type'], wp_json_encode( $plan ) );
		}
	}

	/**
	 * On a multilingual site each term's part still reads its (term, weight) range, a bounded one (the
	 * languages' share of rows), and probes each row's language on term_relationships' primary key
	 * (Polylang's relation), never a walk of a language's posts.
	 */
	public function test_the_ranking_in_one_language_reads_the_term_weight_index_and_probes_the_language(): void {
		global $wpdb;
		if ( defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE ) {
			$this->markTestSkipped( 'EXPLAIN of MariaDB (run with --db mariadb).' );
		}
		$this->publish( 'Indexed lookups for trails' );
		$category = (int) get_term( (int) get_option( 'default_category' ), 'category' )->term_taxonomy_id;
		// The language's term holds many posts, as on a real site (the optimizer reads small tables whole).
		$rows = array();
		for ( $i = 1; $i <= 3000; $i++ ) {
			$rows[] = sprintf( '(%d, %d)', 1000000 + $i, $category );
		}
		$wpdb->query( "INSERT INTO {$wpdb->term_relationships} (object_id, term_taxonomy_id) VALUES " . implode( ',', $rows ) ); // phpcs:ignore WordPress.DB
		$language = static fn( string $column ): string => \Sightline\Multilingual\Polylang_Languages::relation_sql( $category, $column );
		$plan     = $wpdb->get_results( 'EXPLAIN ' . Link_Suggestions::query( array( 'trails' => 8, 'lookups' => 5, 'indexed' => 1 ), 1, $language, 3 ), ARRAY_A ); // phpcs:ignore WordPress.DB
		$reads    = array_values( array_filter( $plan, static fn( array $row ): bool => str_contains( (string) $row['table'], 'link_terms' ) ) );
		$this->assertCount( 3, $reads, wp_json_encode( $plan ) );
		foreach ( $reads as $read ) {
			$this->assertSame( 'term_weight', $read['key'], wp_json_encode( $plan ) );
			$this->assertSame( 'ref', $read['type'], wp_json_encode( $plan ) );
		}
		$probes = array_values( array_filter( $plan, static fn( array $row ): bool => 'sightline_language' === $row['table'] ) );
		$this->assertCount( 3, $probes, wp_json_encode( $plan ) );
		foreach ( $probes as $probe ) {
			$this->assertSame( 'PRIMARY', $probe['key'], wp_json_encode( $plan ) );
		}
	}

	public function test_the_suggestions_route_answers_per_role_with_its_contract(): void {
		$author = self::factory()->user->create( array( 'role' => 'author' ) );
		$target = $this->publish( 'Garden tools &amp; more' );
		$mine   = self::factory()->post->create(
			array(
				'post_title'  => 'Garden tools',
				'post_author' => $author,
				'post_status' => 'draft',
			)
		);
		$args   = array( 'post' => $mine );
		$this->assertRestError( 401, 'rest_forbidden', $this->rest( 'GET', self::ROUTE, $args ) );
		$this->assertRestError( 403, 'rest_forbidden', $this->rest( 'GET', self::ROUTE, $args, 'subscriber' ) );
		$this->assertRestError( 403, 'rest_forbidden', $this->rest( 'GET', self::ROUTE, array( 'post' => $target ), $author ), 'another author\'s post' );

		$answer = $this->rest( 'GET', self::ROUTE, $args, $author );
		$this->assertSame( 200, $answer->get_status() );
		$this->assertKeepsContract( 'rest-link-suggestions', $answer->get_data() );
		$this->assertSame( $mine, $answer->get_data()['post'] );
		$this->assertSame( $target, $answer->get_data()['suggestions'][0]['id'] );
		$this->assertSame( 'Garden tools & more', $answer->get_data()['suggestions'][0]['title'] );

		$words = $this->rest( 'GET', self::ROUTE, array( 'words' => array( 'The', 'MORE' ) ) + $args, $author );
		$this->assertSame( $target, $words->get_data()['suggestions'][0]['id'], 'words lower-cased, stop words left out' );

		$this->assertRestError( 404, 'rest_post_invalid_id', $this->rest( 'GET', self::ROUTE, array( 'post' => 987654 ), 'editor' ) );
		$missing = $this->rest( 'GET', self::ROUTE, array(), 'editor' );
		$this->assertRestError( 400, 'rest_missing_callback_param', $missing );
		$this->assertContains( 'post', $missing->get_data()['data']['params'] );
		$many = $this->rest( 'GET', self::ROUTE, array( 'words' => array_fill( 0, Link_Terms::MAX_TERMS + 1, 'word' ) ) + $args, 'editor' );
		$this->assertRestError( 400, 'rest_invalid_param', $many );
		$this->assertArrayHasKey( 'words', $many->get_data()['data']['params'] );
		$long = $this->rest( 'GET', self::ROUTE, array( 'words' => array( str_repeat( 'a', Link_Terms::MAX_LENGTH + 1 ) ) ) + $args, 'editor' );
		$this->assertRestError( 400, 'rest_invalid_param', $long );
		$this->assertArrayHasKey( 'words', $long->get_data()['data']['params'] );

		$schema = $this->rest( 'OPTIONS', self::ROUTE, array(), 'editor' )->get_data()['schema'];
		$this->assertSame( 'rest-link-suggestions', $schema['title'] );
	}

	public function test_the_index_route_shows_progress_and_only_admins_start_it_over(): void {
		delete_option( Link_Index_Job::OPTION );
		wp_clear_scheduled_hook( Link_Index_Job::HOOK );
		$this->assertRestError( 401, 'rest_forbidden', $this->rest( 'GET', self::STATUS_ROUTE ) );
		$this->assertRestError( 403, 'rest_forbidden', $this->rest( 'GET', self::STATUS_ROUTE, array(), 'subscriber' ) );
		$status = $this->rest( 'GET', self::STATUS_ROUTE, array(), 'contributor' );
		$this->assertSame( 200, $status->get_status() );
		$this->assertKeepsContract( 'rest-link-index', $status->get_data() );
		$this->assertSame( 'not_started', $status->get_data()['status'] );

		$this->assertRestError( 403, 'rest_forbidden', $this->rest( 'POST', self::STATUS_ROUTE, array(), 'editor' ) );
		$started = $this->rest( 'POST', self::STATUS_ROUTE, array(), 'administrator' );
		$this->assertSame( 202, $started->get_status() );
		$this->assertKeepsContract( 'rest-link-index', $started->get_data() );
		$this->assertSame( 'running', $started->get_data()['status'] );

		wp_clear_scheduled_hook( Link_Index_Job::HOOK );
		$this->rest( 'GET', self::STATUS_ROUTE, array(), 'contributor' );
		$this->assertNotFalse( wp_next_scheduled( Link_Index_Job::HOOK ), 'a lost event is scheduled again when the progress is asked' );
	}

	public function test_a_request_that_read_the_old_version_leaves_a_table_another_request_just_made(): void {
		global $wpdb;
		$post = $this->publish( 'Trail running shoes for mountains' );
		Link_Table::upgrade();
		$rows = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Link_Table::name() . ' WHERE post_id = %d', $post ) ); // phpcs:ignore WordPress.DB
		$this->assertGreaterThan( 0, $rows );
		// This request read version 1 before another request replaced the table (the database holds the
		// current version): it must read the version again before it drops anything.
		$alloptions = wp_load_alloptions();
		if ( isset( $alloptions[ Link_Table::VERSION_OPTION ] ) ) {
			$alloptions[ Link_Table::VERSION_OPTION ] = '1';
			wp_cache_set( 'alloptions', $alloptions, 'options' );
		} else {
			wp_cache_set( Link_Table::VERSION_OPTION, '1', 'options' );
		}
		$this->assertSame( '1', get_option( Link_Table::VERSION_OPTION ), 'the stale copy this request holds' );
		Link_Table::upgrade();
		$this->assertSame( $rows, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Link_Table::name() . ' WHERE post_id = %d', $post ) ), 'the table the other request made is kept' ); // phpcs:ignore WordPress.DB
		$this->assertSame( Link_Table::DB_VERSION, get_option( Link_Table::VERSION_OPTION ) );
	}
}
