<?php
/**
 * The stored scores: a post saved through REST gets the SEO and readability scores of the server's
 * analysis (the one the analyse-post ability answers), a language without readability rules gets
 * no readability score, an ignored check changes the score, placeholders and private types get
 * none; the Posts list column prints escaped badges with the band in words, sorts by the SEO score
 * with unscored posts last and filters by band; GET scores/counts counts by band per role, names a
 * bad field and forgets its cached counts when a score is stored.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Checks;

use Sightline\Checks\Post_Analysis;
use Sightline\Checks\Score\Posts_List_Column;
use Sightline\Checks\Score\Score_Counts;
use Sightline\Checks\Score\Score_Counts_Job;
use Sightline\Checks\Score\Score_Rule;
use Sightline\Checks\Score\Score_Store;
use Sightline\Llms\Llms_Txt;
use Sightline\Plugin;
use Sightline\Sitemaps\State;
use Sightline\Tests\TestCase;
use WP_Query;

final class ScoresTest extends TestCase {

	private const COUNTS = '/sightline/v1/scores/counts';

	private const CONTENT = '<!-- wp:paragraph --><p>Garden tools make garden work lighter. A good spade lasts for years. Keep the blade clean and dry. Oil the handle once a year. Store it in a shed. Sharpen the edge in spring. Buy one that fits your hand. Try it in the shop first. A light spade is easier to use. Your back will thank you.</p><!-- /wp:paragraph -->';

	/** Saves a post as the block editor does, through REST, and answers its id. */
	private function save_through_rest( array $fields ): int {
		$response = $this->rest( 'POST', '/wp/v2/posts', $fields + array( 'status' => 'publish' ), 'editor' );
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return (int) $response->get_data()['id'];
	}

	/** @return array{seo: int|null, readability: int|null} The scores the rule gives the ability's analysis. */
	private function expected_scores( int $post_id ): array {
		$analysis = Plugin::get( Post_Analysis::class )->of( get_post( $post_id ) );
		return array(
			'seo'         => Score_Rule::score( array_merge( $analysis['checks'], $analysis['keyphrases']['focus'] ) ),
			'readability' => Score_Rule::score( $analysis['readability']['checks'] ),
		);
	}

	public function test_a_post_saved_through_rest_stores_the_scores_of_its_analysis(): void {
		$post   = $this->save_through_rest(
			array(
				'title'   => 'Garden tools that last',
				'content' => self::CONTENT,
				'meta'    => array( '_sightline_focus_keyword' => 'garden tools' ),
			)
		);
		$stored = Score_Store::of( $post );
		$this->assertIsInt( $stored['seo'] );
		$this->assertIsInt( $stored['readability'] );
		$this->assertSame( $this->expected_scores( $post ), $stored, 'the same run as the analyse-post ability' );
		$this->assertNotContains( Score_Store::SEO_KEY, array_keys( $this->rest( 'GET', '/wp/v2/posts/' . $post, array( 'context' => 'edit' ), 'editor' )->get_data()['meta'] ), 'not shown in REST' );

		$before = $stored['seo'];
		$errors = array_values( array_filter( Plugin::get( Post_Analysis::class )->of( get_post( $post ) )['checks'], static fn( array $check ): bool => 'error' === $check['status'] || 'warning' === $check['status'] ) );
		$this->assertNotEmpty( $errors, 'the post has something to fix' );
		$this->save_through_rest_update( $post, array( 'meta' => array( '_sightline_ignored_checks' => array_column( $errors, 'id' ) ) ) );
		$this->assertGreaterThan( $before, Score_Store::of( $post )['seo'], 'an ignored check no longer lowers the score' );
		$this->assertSame( $this->expected_scores( $post ), Score_Store::of( $post ) );
	}

	private function save_through_rest_update( int $post, array $fields ): void {
		$response = $this->rest( 'POST', '/wp/v2/posts/' . $post, $fields, 'editor' );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
	}

	public function test_a_language_without_readability_rules_has_no_readability_score(): void {
		add_filter( 'wpml_post_language_details', static fn() => array( 'locale' => 'ja' ) );
		$post = $this->save_through_rest(
			array(
				'title'   => '庭の道具',
				'content' => '<!-- wp:paragraph --><p>庭の道具は長く使えます。</p><!-- /wp:paragraph -->',
			)
		);
		$stored = Score_Store::of( $post );
		$this->assertNull( $stored['readability'], 'not analysed, never 0' );
		$this->assertSame( '', get_post_meta( $post, Score_Store::READABILITY_KEY, true ) );
		$this->assertIsInt( $stored['seo'] );
	}

	public function test_placeholders_and_private_types_get_no_scores(): void {
		$draft = self::factory()->post->create( array( 'post_status' => 'auto-draft' ) );
		$this->assertSame( array( 'seo' => null, 'readability' => null ), Score_Store::of( $draft ) );
		register_post_type( 'sightline_private', array( 'public' => false ) );
		$private = self::factory()->post->create( array( 'post_type' => 'sightline_private' ) );
		$this->assertSame( array( 'seo' => null, 'readability' => null ), Score_Store::of( $private ) );
		unregister_post_type( 'sightline_private' );
		$page = self::factory()->post->create( array( 'post_type' => 'page', 'post_content' => self::CONTENT ) );
		$this->assertIsInt( Score_Store::of( $page )['seo'], 'pages are a public type' );
	}

	public function test_types_without_the_editor_revisions_and_autosaves_get_no_scores(): void {
		register_post_type(
			'sightline_no_editor',
			array(
				'public'   => true,
				'supports' => array( 'title' ),
			)
		);
		$this->assertNotContains( 'sightline_no_editor', Score_Counts::post_types() );
		$no_editor = self::factory()->post->create( array( 'post_type' => 'sightline_no_editor', 'post_content' => self::CONTENT ) );
		unregister_post_type( 'sightline_no_editor' );
		$this->assertSame( array( 'seo' => null, 'readability' => null ), Score_Store::of( $no_editor ), 'a type without the editor' );
		$this->assertNotContains( 'attachment', Score_Counts::post_types() );

		$post = self::factory()->post->create( array( 'post_content' => self::CONTENT ) );
		wp_update_post(
			array(
				'ID'           => $post,
				'post_content' => self::CONTENT . '<!-- wp:paragraph --><p>One more line.</p><!-- /wp:paragraph -->',
			)
		);
		$revisions = wp_get_post_revisions( $post );
		$this->assertNotEmpty( $revisions );
		$autosave = _wp_put_post_revision( get_post( $post ), true );
		$this->assertIsInt( $autosave );
		foreach ( array_merge( array_keys( $revisions ), array( $autosave ) ) as $copy ) {
			$this->assertSame( array( 'seo' => null, 'readability' => null ), Score_Store::of( $copy ), "revision or autosave {$copy}" );
		}
		$this->assertIsInt( Score_Store::of( $post )['seo'], 'the post itself is scored' );
	}

	public function test_a_save_that_changes_no_score_writes_nothing(): void {
		$post = $this->save_through_rest(
			array(
				'title'   => 'Garden tools that last',
				'content' => self::CONTENT,
			)
		);
		$this->assertIsInt( Score_Store::of( $post )['seo'] );
		$writes = array();
		$record = static function ( $meta_id, $object_id, $meta_key ) use ( &$writes ): void {
			if ( in_array( $meta_key, array( Score_Store::SEO_KEY, Score_Store::READABILITY_KEY ), true ) ) {
				$writes[] = $meta_key;
			}
		};
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, $record, 10, 3 );
		}
		$counts_version = wp_cache_get_last_changed( 'sightline_scores' );
		$analysed       = 0;
		$count          = static function ( $saved ) use ( &$analysed, $post ): void {
			$analysed += (int) ( $post === (int) $saved );
		};
		add_action( 'wp_after_insert_post', $count, 21 );
		$this->save_through_rest_update( $post, array( 'title' => 'Garden tools that last' ) );
		$this->assertSame( 1, $analysed, 'the save went through wp_after_insert_post' );
		$this->assertSame( array(), $writes, 'no score meta written' );
		$this->assertSame( $counts_version, wp_cache_get_last_changed( 'sightline_scores' ), 'the cached counts are kept' );
	}

	public function test_a_score_written_is_no_content_change(): void {
		$post = self::factory()->post->create( array( 'post_content' => self::CONTENT ) );
		update_post_meta( $post, Score_Store::SEO_KEY, 1 );
		update_post_meta( $post, Score_Store::READABILITY_KEY, 1 );
		$sitemaps = get_option( State::OPTION );
		$llms     = get_option( Llms_Txt::STAMP_OPTION );
		$updated  = 0;
		$count    = static function ( $meta_id, $object_id, $meta_key ) use ( &$updated ): void {
			$updated += (int) ( Score_Store::SEO_KEY === $meta_key );
		};
		add_action( 'updated_post_meta', $count, 10, 3 );
		$scores = Plugin::get( Score_Store::class )->store( get_post( $post ) );
		$this->assertSame( 1, $updated, 'the stale SEO score was rewritten' );
		$this->assertSame( $scores, Score_Store::of( $post ) );
		$this->assertSame( $sitemaps, get_option( State::OPTION ), 'no sitemap stamp moved' );
		$this->assertSame( $llms, get_option( Llms_Txt::STAMP_OPTION ), 'llms.txt is not made stale' );
	}

	public function test_nothing_is_scored_inside_a_bulk_write(): void {
		$post   = self::factory()->post->create( array( 'post_content' => self::CONTENT ) );
		$before = Score_Store::of( $post );
		$titled = array(
			'ID'         => $post,
			'post_title' => 'Garden tools that last',
		);
		do_action( 'sightline_bulk_write_start' );
		update_post_meta( $post, '_sightline_focus_keyword', 'garden tools' );
		wp_update_post( $titled );
		do_action( 'sightline_bulk_write_end' );
		$this->assertSame( $before, Score_Store::of( $post ), 'not scored inside the batch' );
		wp_update_post( $titled );
		$this->assertNotSame( $before, Score_Store::of( $post ), 'scored again at the next save after it' );
	}

	/** @return array{good: int, improve: int, problem: int, none: int} Three posts given a score each and one with none. */
	private function scored_posts(): array {
		$posts = array(
			'good'    => self::factory()->post->create( array( 'post_title' => 'Good' ) ),
			'improve' => self::factory()->post->create( array( 'post_title' => 'Improve' ) ),
			'problem' => self::factory()->post->create( array( 'post_title' => 'Problem' ) ),
			'none'    => self::factory()->post->create( array( 'post_title' => 'None' ) ),
		);
		update_post_meta( $posts['good'], Score_Store::SEO_KEY, 90 );
		update_post_meta( $posts['improve'], Score_Store::SEO_KEY, 45 );
		update_post_meta( $posts['problem'], Score_Store::SEO_KEY, 44 );
		delete_post_meta( $posts['none'], Score_Store::SEO_KEY );
		return $posts;
	}

	public function test_the_column_prints_escaped_badges_with_the_band_in_words(): void {
		$post = self::factory()->post->create();
		update_post_meta( $post, Score_Store::SEO_KEY, 82 );
		delete_post_meta( $post, Score_Store::READABILITY_KEY );
		$column = new Posts_List_Column();
		$this->assertSame( 'SEO', $column->columns( array( 'title' => 'Title' ) )[ Posts_List_Column::COLUMN ] );
		$this->assertSame( array( Posts_List_Column::ORDERBY, true ), $column->sortable( array() )[ Posts_List_Column::COLUMN ] );
		ob_start();
		$column->print_cell( Posts_List_Column::COLUMN, $post );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'sightline-score--good', $html );
		$this->assertStringContainsString( '<span aria-hidden="true">SEO 82</span>', $html );
		$this->assertStringContainsString( '<span class="screen-reader-text">SEO score: 82 of 100, Good.</span>', $html );
		$this->assertStringContainsString( 'sightline-score--none', $html );
		$this->assertStringContainsString( 'Readability score: not analysed.', $html );
		ob_start();
		$column->print_cell( 'title', $post );
		$this->assertSame( '', ob_get_clean(), 'other columns are left alone' );
	}

	public function test_the_list_screen_wires_the_column_for_public_types_only(): void {
		$this->act_as( 'editor' );
		$column = new Posts_List_Column();
		$this->set_current_screen( 'edit-post' );
		$column->on_list_screen();
		$this->assertNotFalse( has_filter( 'manage_post_posts_columns', array( $column, 'columns' ) ) );
		$this->assertNotFalse( has_filter( 'manage_edit-post_sortable_columns', array( $column, 'sortable' ) ) );
		$this->assertNotFalse( has_action( 'restrict_manage_posts', array( $column, 'print_filter' ) ) );
		$this->assertNotFalse( has_action( 'pre_get_posts', array( $column, 'on_query' ) ) );
		remove_action( 'pre_get_posts', array( $column, 'on_query' ) );
		$this->set_current_screen( 'edit-wp_block' );
		$column->on_list_screen();
		$this->assertFalse( has_filter( 'manage_wp_block_posts_columns', array( $column, 'columns' ) ), 'not on a type that is not public' );
	}

	public function test_the_list_sorts_by_seo_score_with_unscored_posts_last(): void {
		$posts  = $this->scored_posts();
		$column = new Posts_List_Column();
		foreach ( array( 'DESC' => array( 'good', 'improve', 'problem', 'none' ), 'ASC' => array( 'problem', 'improve', 'good', 'none' ) ) as $order => $expected ) {
			add_filter( 'posts_clauses', array( $column, 'sort_clauses' ), 10, 2 );
			$query = new WP_Query(
				array(
					'post__in'      => array_values( $posts ),
					'orderby'       => Posts_List_Column::ORDERBY,
					'order'         => $order,
					'fields'        => 'ids',
					'no_found_rows' => true,
				)
			);
			$this->assertSame( array_map( static fn( string $band ): int => $posts[ $band ], $expected ), array_map( 'intval', $query->posts ), $order );
			$this->assertSame( 1, substr_count( $query->request, 'JOIN' ), 'one meta join: ' . $query->request );
		}
	}

	public function test_the_list_filters_by_band_through_a_meta_query(): void {
		$posts  = $this->scored_posts();
		$column = new Posts_List_Column();
		foreach ( array( 'good', 'improve', 'problem', 'none' ) as $band ) {
			$query = new WP_Query();
			$query->query_vars = array( 'post__in' => array_values( $posts ), 'fields' => 'ids', 'orderby' => 'ID' );
			$column->filter( $query, $band );
			$this->assertSame( array( $posts[ $band ] ), array_map( 'intval', $query->query( $query->query_vars ) ), $band );
		}
		$_GET[ Posts_List_Column::FILTER ] = 'improve';
		$this->assertSame( 'improve', Posts_List_Column::requested_band() );
		ob_start();
		$column->print_filter( 'post' );
		$select = (string) ob_get_clean();
		$this->assertStringContainsString( '<option value="improve" selected=\'selected\'>Needs improvement</option>', $select );
		foreach ( array( 'All SEO scores', 'Good', 'Problem', 'Not analysed' ) as $label ) {
			$this->assertStringContainsString( '>' . $label . '</option>', $select );
		}
		$_GET[ Posts_List_Column::FILTER ] = '<script>';
		$this->assertSame( '', Posts_List_Column::requested_band(), 'an unknown band is ignored' );
		unset( $_GET[ Posts_List_Column::FILTER ] );
	}

	public function test_the_counts_route_counts_by_band_per_role(): void {
		$posts = $this->scored_posts();
		$this->assertRestError( 401, 'rest_forbidden', $this->rest( 'GET', self::COUNTS ) );
		$this->assertRestError( 403, 'rest_forbidden', $this->rest( 'GET', self::COUNTS, array(), 'subscriber' ) );
		$before = $this->rest( 'GET', self::COUNTS, array(), 'contributor' );
		$this->assertSame( 200, $before->get_status() );
		$this->assertKeepsContract( 'rest-score-counts', $before->get_data() );
		$counts = $before->get_data()['counts'];
		$this->assertSame( array( 'good', 'improve', 'problem', 'none' ), array_keys( $counts ) );
		$this->assertGreaterThanOrEqual( 1, $counts['good'] );

		update_post_meta( $posts['none'], Score_Store::SEO_KEY, 100 );
		$this->assertSame( $counts, $this->rest( 'GET', self::COUNTS, array(), 'contributor' )->get_data()['counts'], 'cached briefly' );
		Plugin::get( Score_Store::class )->store( get_post( $posts['problem'] ) );
		$after = $this->rest( 'GET', self::COUNTS, array(), 'contributor' )->get_data()['counts'];
		$this->assertSame( $counts['none'] - 1, $after['none'], 'a stored score forgets the cached counts' );
		$this->assertSame( array_sum( $counts ), array_sum( $after ) );

		$readability = $this->rest( 'GET', self::COUNTS, array( 'kind' => 'readability', 'post_type' => 'page' ), 'editor' )->get_data();
		$this->assertSame( 'readability', $readability['kind'] );
		$this->assertSame( 'page', $readability['post_type'] );

		$bad_type = $this->rest( 'GET', self::COUNTS, array( 'post_type' => 'wp_block' ), 'editor' );
		$this->assertRestError( 400, 'rest_invalid_param', $bad_type );
		$this->assertArrayHasKey( 'post_type', $bad_type->get_data()['data']['params'] );
		$bad_kind = $this->rest( 'GET', self::COUNTS, array( 'kind' => 'speed' ), 'editor' );
		$this->assertRestError( 400, 'rest_invalid_param', $bad_kind );
		$this->assertArrayHasKey( 'kind', $bad_kind->get_data()['data']['params'] );
	}

	public function test_the_counts_are_one_grouped_query_then_none(): void {
		global $wpdb;
		$this->scored_posts();
		$counts = Plugin::get( \Sightline\Checks\Score\Score_Counts::class );
		$this->rest( 'GET', self::COUNTS, array( 'post_type' => 'post' ), 'editor' );
		$counts->flush();
		$queries = $wpdb->num_queries;
		$this->rest( 'GET', self::COUNTS, array( 'post_type' => 'post' ), 'editor' );
		$this->assertSame( 2, $wpdb->num_queries - $queries, 'the highest post id, then one query for both scores' );
		$this->assertStringContainsString( 'GROUP BY type, seo, readability', (string) $wpdb->last_query );
		$this->assertStringNotContainsString( 'p.ID >', (string) $wpdb->last_query, 'an ordinary site is counted whole, on request' );
		$queries = $wpdb->num_queries;
		$this->rest( 'GET', self::COUNTS, array( 'post_type' => 'post' ), 'editor' );
		$this->assertSame( 0, $wpdb->num_queries - $queries, 'cached' );
	}

	/** A step size that splits the site's post ids into about $steps ranges (earlier tests move the ids). */
	private static function count_step( int $steps ): int {
		global $wpdb;
		return max( 1, (int) ceil( (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->posts}" ) / $steps ) );
	}

	/**
	 * Runs the background count to its end as WP-Cron would, one scheduled run after another, and
	 * answers the queries each run sent that count posts.
	 *
	 * @return list<list<string>>
	 */
	private function run_count_job(): array {
		$job  = Plugin::get( Score_Counts_Job::class );
		$runs = array();
		for ( $guard = 0; wp_next_scheduled( Score_Counts_Job::HOOK ) && $guard < 50; $guard++ ) {
			wp_clear_scheduled_hook( Score_Counts_Job::HOOK );
			$sent   = self::queries_sent( array( $job, 'run' ) );
			$runs[] = array_values( array_filter( $sent, static fn( string $sql ): bool => str_contains( $sql, 'GROUP BY type, seo, readability' ) ) );
		}
		$this->assertLessThan( 50, $guard, 'the count ends' );
		return $runs;
	}

	public function test_a_large_site_is_counted_in_the_background_by_ranges_of_post_ids(): void {
		$this->scored_posts();
		$exact = $this->rest( 'GET', self::COUNTS, array( 'post_type' => 'post' ), 'editor' )->get_data();
		$this->assertFalse( $exact['counting'] );
		$this->assertGreaterThan( 0, $exact['counted_at'] );

		add_filter( 'sightline_score_counts_inline_ids', '__return_zero' );
		// About 25 steps, so the count takes three runs whatever ids earlier tests used.
		$step = self::count_step( 25 );
		add_filter( 'sightline_score_counts_step', static fn() => $step );
		Plugin::get( Score_Counts::class )->flush();
		$first = $this->rest( 'GET', self::COUNTS, array( 'post_type' => 'post' ), 'editor' )->get_data();
		$this->assertKeepsContract( 'rest-score-counts', $first );
		$this->assertTrue( $first['counting'] );
		$this->assertSame( 0, $first['counted_at'], 'no counts taken yet' );
		$this->assertSame( array( 'good' => 0, 'improve' => 0, 'problem' => 0, 'none' => 0 ), $first['counts'] );
		$this->assertNotFalse( wp_next_scheduled( Score_Counts_Job::HOOK ), 'the count is queued' );

		$runs    = $this->run_count_job();
		$last_id = (int) $GLOBALS['wpdb']->get_var( "SELECT MAX(ID) FROM {$GLOBALS['wpdb']->posts}" );
		$steps   = array_merge( ...$runs );
		$this->assertCount( (int) ceil( $last_id / $step ), $steps, 'one query per range of post ids' );
		$this->assertCount( (int) ceil( ceil( $last_id / $step ) / Score_Counts_Job::STEPS_PER_RUN ), $runs, 'as many runs as their steps need' );
		foreach ( $steps as $sql ) {
			$this->assertMatchesRegularExpression( '/p\.ID > \d+ AND p\.ID <= \d+/', $sql, 'every query reads a bounded range' );
		}
		$this->assertLessThanOrEqual( Score_Counts_Job::STEPS_PER_RUN, max( array_map( 'count', $runs ) ), 'a run takes a bounded number of steps' );

		$done = $this->rest( 'GET', self::COUNTS, array( 'post_type' => 'post' ), 'editor' )->get_data();
		$this->assertFalse( $done['counting'] );
		$this->assertGreaterThan( 0, $done['counted_at'] );
		$this->assertSame( $exact['counts'], $done['counts'], 'the same counts as one query over the whole site' );
		$this->assertFalse( wp_next_scheduled( Score_Counts_Job::HOOK ), 'nothing more to do' );
		$this->assertSame( $done, $this->rest( 'GET', self::COUNTS, array( 'post_type' => 'post' ), 'editor' )->get_data(), 'fresh counts are served as taken' );
	}

	public function test_a_stored_score_makes_the_background_counts_old_even_during_a_count(): void {
		$posts = $this->scored_posts();
		add_filter( 'sightline_score_counts_inline_ids', '__return_zero' );
		Plugin::get( Score_Counts::class )->flush();
		$this->rest( 'GET', self::COUNTS, array( 'post_type' => 'post' ), 'editor' );
		$this->run_count_job();
		$before = $this->rest( 'GET', self::COUNTS, array( 'post_type' => 'post' ), 'editor' )->get_data();
		$this->assertFalse( $before['counting'] );

		update_post_meta( $posts['none'], Score_Store::SEO_KEY, 95 );
		Plugin::get( Score_Counts::class )->flush();
		$stale = $this->rest( 'GET', self::COUNTS, array( 'post_type' => 'post' ), 'editor' )->get_data();
		$this->assertTrue( $stale['counting'], 'a stored score makes the counts old' );
		$this->assertSame( $before['counts'], $stale['counts'], 'the older counts are shown meanwhile' );
		$this->assertSame( $before['counted_at'], $stale['counted_at'] );

		// A score stored while a count runs: the count's result is old when it ends.
		$step = self::count_step( 15 );
		add_filter( 'sightline_score_counts_step', static fn() => $step );
		wp_clear_scheduled_hook( Score_Counts_Job::HOOK );
		Plugin::get( Score_Counts_Job::class )->run();
		Plugin::get( Score_Counts::class )->flush();
		$this->run_count_job();
		$during = $this->rest( 'GET', self::COUNTS, array( 'post_type' => 'post' ), 'editor' )->get_data();
		$this->assertTrue( $during['counting'], 'counted again: a score was stored during the last count' );
		$this->assertSame( $before['counts']['none'] - 1, $during['counts']['none'], 'the finished count holds the score stored before it began' );
		$this->run_count_job();
		$this->assertFalse( $this->rest( 'GET', self::COUNTS, array( 'post_type' => 'post' ), 'editor' )->get_data()['counting'] );
	}
}
