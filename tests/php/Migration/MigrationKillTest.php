<?php
/**
 * `wp sightline migrate` killed with SIGKILL at random points, then run again until it finishes, ends in
 * exactly the state of one clean run: every `_sightline_*` row once with the same value, the source's rows
 * untouched, our settings, term meta index and migration record the same. After every kill, each item
 * is either migrated whole (marked, every field) or not at all, and the migration is not recorded as
 * finished.
 *
 * The kill points are random from a seed printed with the test (replay one with SIGHTLINE_KILL_SEED=N).
 *
 * @package Sightline
 */

namespace Sightline\Tests\Migration;

use Sightline\Checks\Score\Score_Store;
use Sightline\Migration\Migrator;
use Sightline\Settings\Settings;
use Sightline\Settings\Term_Meta_Index;
use Sightline\Tests\TestCase;

final class MigrationKillTest extends TestCase {

	private const SOURCE = 'wordpress-seo';
	private const POSTS  = 400;
	private const TERMS  = 30;
	private const BATCH  = 2;
	private const KILLS  = 8;

	/** Options our migration writes, and the source's, as they were before any run. */
	private const OUR_OPTIONS    = array( Settings::OPTION, Term_Meta_Index::OPTION, Migrator::STATE_OPTION );
	private const SOURCE_OPTIONS = array( 'wpseo', 'wpseo_titles', 'wpseo_social', 'wpseo_taxonomy_meta' );

	/** @var list<int> */
	private array $posts = array();
	/** @var list<int> */
	private array $terms = array();
	/** @var list<string> Our rows before any migration: the scores stored when the posts were saved. */
	private array $saved_rows = array();
	/** @var array<string, list<string>> The same rows by object: what an item not migrated holds. */
	private array $saved_objects = array();
	/** @var array<string, string|null> Option => stored value before the test (null: none). */
	private array $options_before = array();

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		// The migrations are other processes: this one commits as it goes and reads what they committed.
		self::commit_transaction();
		if ( 'sqlite' !== DB_ENGINE ) {
			$wpdb->query( 'SET autocommit = 1' );
		}
		foreach ( array_merge( self::OUR_OPTIONS, self::SOURCE_OPTIONS ) as $option ) {
			$this->options_before[ $option ] = $this->stored_option( $option );
		}
	}

	protected function tearDown(): void {
		global $wpdb;
		foreach ( $this->posts as $post ) {
			wp_delete_post( $post, true );
		}
		foreach ( $this->terms as $term ) {
			wp_delete_term( $term, 'category' );
		}
		foreach ( $this->options_before as $option => $value ) {
			$this->restore_option( $option, $value );
		}
		self::commit_transaction();
		parent::tearDown();
	}

	public function test_a_cli_migration_killed_at_random_points_then_resumed_ends_as_one_clean_run(): void {
		$seed = (int) ( getenv( 'SIGHTLINE_KILL_SEED' ) ?: random_int( 1, 999999 ) );
		mt_srand( $seed );
		echo "\nMigrationKillTest: seed {$seed} (replay with SIGHTLINE_KILL_SEED={$seed})\n";
		$this->make_source_data();
		$source_before    = $this->source_rows();
		$saved               = $this->our_state();
		$this->saved_rows    = $saved['rows'];
		$this->saved_objects = $saved['objects'];
		$this->assertCount( 2 * self::POSTS, $this->saved_rows, 'each post got its two scores when it was saved, before any migration' );

		// The reference: one clean run, its migration timed from the moment WordPress had loaded.
		$duration = $this->run_cli( null );
		$clean    = $this->our_state();
		$total    = self::POSTS + self::TERMS;
		$this->assertCount( $total, $clean['marked'], 'the clean run migrated every item' );
		$this->assertArrayHasKey( self::SOURCE, $clean['options'][ Migrator::STATE_OPTION ] );
		$this->forget_the_migration();

		$points      = array();
		$interrupted = 0;
		for ( $kill = 1; $kill <= self::KILLS; $kill++ ) {
			// Anywhere in a run: a resumed one first walks the items already migrated, skipping them.
			$at       = round( $duration * ( 0.05 + 0.85 * mt_rand() / mt_getrandmax() ), 3 );
			$finished = null !== $this->run_cli( $at );
			$marked   = count( $this->our_state()['marked'] );
			$points[] = "{$at}s ({$marked}/{$total} items" . ( $finished ? ', had finished' : '' ) . ')';
			$interrupted += (int) ( ! $finished && $marked > 0 && $marked < $total );
			$this->assertConsistent( $clean, "seed {$seed}, kill {$kill} at {$at}s after load" );
			if ( $finished ) {
				// The run ended before its kill point (a loaded machine): start again so the next kills land mid-way.
				$this->forget_the_migration();
			}
		}
		echo 'MigrationKillTest: clean migration ' . round( $duration, 3 ) . 's after load; killed at ' . implode( ', ', $points ) . "\n";
		$this->assertGreaterThan( 0, $interrupted, "seed {$seed}: no kill landed in the middle of the migration" );

		$this->run_cli( null ); // Resumed to the end.
		$final = $this->our_state();
		$this->assertSame( $clean['rows'], $final['rows'], "seed {$seed}: every _sightline_* row once, with the clean run's value" );
		$this->assertSame( $clean['options'], $final['options'], "seed {$seed}: settings, term meta index and migration record" );
		$this->assertSame( $source_before, $this->source_rows(), "seed {$seed}: the source's rows are untouched" );
	}

	/** Yoast SEO data on posts, terms and the site, as Yoast stores it. */
	private function make_source_data(): void {
		update_option( 'wpseo_titles', array( 'separator' => 'sc-pipe', 'title-post' => '%%title%% %%sep%% %%sitename%%', 'metadesc-post' => 'About %%title%%' ) );
		$taxonomy_meta = array();
		for ( $i = 0; $i < self::TERMS; $i++ ) {
			$term                                        = self::factory()->category->create( array( 'name' => "Kill category {$i}" ) );
			$this->terms[]                               = $term;
			$taxonomy_meta['category'][ $term ] = array(
				'wpseo_title'    => "Category title {$i} %%sep%% %%sitename%%",
				'wpseo_desc'     => "Category description {$i}",
				'wpseo_noindex'  => 0 === $i % 3 ? 'noindex' : 'default',
				'wpseo_focuskw'  => "keyword {$i}",
			);
		}
		update_option( 'wpseo_taxonomy_meta', $taxonomy_meta );
		for ( $i = 0; $i < self::POSTS; $i++ ) {
			$post          = self::factory()->post->create( array( 'post_title' => "Kill post {$i}" ) );
			$this->posts[] = $post;
			update_post_meta( $post, '_yoast_wpseo_title', "Own title {$i} %%sep%% %%sitename%%" );
			update_post_meta( $post, '_yoast_wpseo_metadesc', "Own description {$i}" );
			update_post_meta( $post, '_yoast_wpseo_focuskw', "focus {$i}" );
			update_post_meta( $post, '_yoast_wpseo_canonical', "http://example.org/canonical-{$i}/" );
			update_post_meta( $post, '_yoast_wpseo_opengraph-title', "Social title {$i}" );
			if ( 0 === $i % 4 ) {
				update_post_meta( $post, '_yoast_wpseo_meta-robots-noindex', '1' );
			}
		}
		self::commit_transaction();
	}

	/**
	 * Runs the command in a child process; with $kill_after, sends it SIGKILL that many seconds after
	 * WordPress had loaded (the child prints "ready").
	 *
	 * @return float|null Seconds from "ready" to the end of the command, or null when it was killed.
	 */
	private function run_cli( ?float $kill_after ): ?float {
		self::commit_transaction();
		$command = array( PHP_BINARY, dirname( __DIR__ ) . '/includes/cli-migrate.php', self::SOURCE, (string) self::BATCH );
		$process = proc_open( $command, array( 1 => array( 'pipe', 'w' ), 2 => array( 'pipe', 'w' ) ), $pipes );
		$this->assertIsResource( $process );
		stream_set_blocking( $pipes[1], false );
		stream_set_blocking( $pipes[2], false );
		$output = '';
		$ready  = null;
		while ( true ) {
			$output .= stream_get_contents( $pipes[1] ) . stream_get_contents( $pipes[2] );
			if ( null === $ready && str_contains( $output, "ready\n" ) ) {
				$ready = microtime( true );
			}
			$status = proc_get_status( $process );
			if ( ! $status['running'] ) {
				$code = $status['exitcode'];
				break;
			}
			if ( null !== $kill_after && null !== $ready && microtime( true ) - $ready >= $kill_after ) {
				proc_terminate( $process, 9 ); // SIGKILL: no shutdown function, no rollback of its own.
				do {
					usleep( 1000 );
					$status = proc_get_status( $process );
				} while ( $status['running'] );
				fclose( $pipes[1] );
				fclose( $pipes[2] );
				proc_close( $process );
				return null;
			}
			usleep( 1000 );
		}
		$end     = microtime( true );
		$output .= stream_get_contents( $pipes[1] ) . stream_get_contents( $pipes[2] );
		fclose( $pipes[1] );
		fclose( $pipes[2] );
		proc_close( $process );
		$this->assertSame( 0, $code, "the migration failed:\n{$output}" );
		$this->assertStringContainsString( 'Migration finished.', $output, $output );
		return $end - ( $ready ?? $end );
	}

	/**
	 * After a kill: no field twice; each item either migrated whole, as in the clean run, or untouched;
	 * the migration recorded as finished only once every item is.
	 *
	 * @param array<string, mixed> $clean
	 */
	private function assertConsistent( array $clean, string $what ): void {
		$now = $this->our_state();
		$this->assertSame( array(), $now['twice'], "{$what}: fields written twice" );
		foreach ( $now['objects'] as $object => $rows ) {
			if ( ( $this->saved_objects[ $object ] ?? array() ) !== $rows ) {
				$this->assertSame( $clean['objects'][ $object ] ?? array(), $rows, "{$what}: {$object} is migrated whole or not at all" );
			}
		}
		$finished = isset( $now['options'][ Migrator::STATE_OPTION ][ self::SOURCE ] );
		if ( $finished ) {
			$this->assertSame( $clean['rows'], $now['rows'], "{$what}: recorded as finished, so every item is migrated" );
		}
	}

	/**
	 * Our rows and options as comparable values.
	 *
	 * @return array{rows: list<string>, objects: array<string, list<string>>, marked: list<string>, twice: list<string>, options: array<string, mixed>}
	 */
	private function our_state(): array {
		global $wpdb;
		self::commit_transaction();
		$like  = $wpdb->esc_like( '_sightline_' ) . '%';
		$posts = implode( ',', array_map( 'intval', $this->posts ) );
		$terms = implode( ',', array_map( 'intval', $this->terms ) );
		// phpcs:disable WordPress.DB
		$rows = array_merge(
			$wpdb->get_results( $wpdb->prepare( "SELECT CONCAT('post:', post_id) AS object, meta_key, meta_value FROM {$wpdb->postmeta} WHERE post_id IN ({$posts}) AND meta_key LIKE %s", $like ), ARRAY_A ),
			$wpdb->get_results( $wpdb->prepare( "SELECT CONCAT('term:', term_id) AS object, meta_key, meta_value FROM {$wpdb->termmeta} WHERE term_id IN ({$terms}) AND meta_key LIKE %s", $like ), ARRAY_A )
		);
		// phpcs:enable
		$state = array(
			'rows'    => array(),
			'objects' => array(),
			'marked'  => array(),
			'twice'   => array(),
			'options' => array(),
		);
		$seen  = array();
		foreach ( $rows as $row ) {
			$line                                 = $row['object'] . ' ' . $row['meta_key'] . ' = ' . $row['meta_value'];
			$state['rows'][]                      = $line;
			$state['objects'][ $row['object'] ][] = $line;
			$key                                  = $row['object'] . ' ' . $row['meta_key'];
			if ( isset( $seen[ $key ] ) ) {
				$state['twice'][] = $key;
			}
			$seen[ $key ] = true;
			if ( Migrator::MARK_KEY === $row['meta_key'] ) {
				$state['marked'][] = $row['object'];
			}
		}
		sort( $state['rows'] );
		foreach ( $state['objects'] as &$lines ) {
			sort( $lines );
		}
		unset( $lines );
		foreach ( self::OUR_OPTIONS as $option ) {
			$value = maybe_unserialize( (string) $this->stored_option( $option ) );
			if ( Migrator::STATE_OPTION === $option && is_array( $value ) ) {
				foreach ( $value as &$record ) {
					unset( $record['completed'] ); // A time: what was recorded is the item count.
				}
				unset( $record );
			}
			$state['options'][ $option ] = $value;
		}
		return $state;
	}

	/**
	 * The source's rows: its post meta with ids, and its options, exactly as stored.
	 *
	 * @return array<string, mixed>
	 */
	private function source_rows(): array {
		global $wpdb;
		self::commit_transaction();
		$posts = implode( ',', array_map( 'intval', $this->posts ) );
		$rows  = array( 'meta' => $wpdb->get_results( $wpdb->prepare( "SELECT meta_id, post_id, meta_key, meta_value FROM {$wpdb->postmeta} WHERE post_id IN ({$posts}) AND meta_key LIKE %s ORDER BY meta_id", $wpdb->esc_like( '_yoast_' ) . '%' ), ARRAY_A ) ); // phpcs:ignore WordPress.DB
		foreach ( self::SOURCE_OPTIONS as $option ) {
			$rows[ $option ] = $this->stored_option( $option );
		}
		return $rows;
	}

	/**
	 * Back to before the clean run: none of the migration's rows, our options as they were. The posts'
	 * scores stay (stored when make_source_data() saved them, never by the migration); our_state()
	 * still holds them, so a run that wrote or removed one would differ from the clean run.
	 */
	private function forget_the_migration(): void {
		global $wpdb;
		$like  = $wpdb->esc_like( '_sightline_' ) . '%';
		$posts = implode( ',', array_map( 'intval', $this->posts ) );
		$terms = implode( ',', array_map( 'intval', $this->terms ) );
		// phpcs:disable WordPress.DB
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->postmeta} WHERE post_id IN ({$posts}) AND meta_key LIKE %s AND meta_key NOT IN (%s, %s)", $like, Score_Store::SEO_KEY, Score_Store::READABILITY_KEY ) );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->termmeta} WHERE term_id IN ({$terms}) AND meta_key LIKE %s", $like ) );
		// phpcs:enable
		foreach ( self::OUR_OPTIONS as $option ) {
			$this->restore_option( $option, $this->options_before[ $option ] );
		}
		self::commit_transaction();
		self::flush_cache();
		$this->assertSame( $this->saved_rows, $this->our_state()['rows'] );
	}

	private function stored_option( string $option ): ?string {
		global $wpdb;
		$value = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $option ) ); // phpcs:ignore WordPress.DB
		return null === $value ? null : (string) $value;
	}

	private function restore_option( string $option, ?string $value ): void {
		global $wpdb;
		// phpcs:disable WordPress.DB
		if ( null === $value ) {
			$wpdb->delete( $wpdb->options, array( 'option_name' => $option ) );
		} elseif ( null === $this->stored_option( $option ) ) {
			$wpdb->insert( $wpdb->options, array( 'option_name' => $option, 'option_value' => $value, 'autoload' => 'yes' ) );
		} else {
			$wpdb->update( $wpdb->options, array( 'option_value' => $value ), array( 'option_name' => $option ) );
		}
		// phpcs:enable
		wp_cache_delete( $option, 'options' );
		wp_cache_delete( 'alloptions', 'options' );
		wp_cache_delete( 'notoptions', 'options' );
	}
}
