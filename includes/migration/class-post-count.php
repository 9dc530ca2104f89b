<?php
/**
 * How many posts hold a source plugin's data, counted in bounded steps and kept between requests: the
 * total the migration listing's first page and `wp sightline migrate` show.
 *
 * A source with few rows of data (at most 20,000: Abstract_Source::few_posts()) is counted from them, in
 * one query that stops after that many and a probe of their posts, exactly and afresh every time. For
 * the others, why not one query: every exact form of it (`IN (SELECT post_id …)`, `EXISTS`, a join over the distinct
 * post ids) reads every row of the source's meta, seconds at a million posts, on a request an admin
 * waits for. So the count walks the posts by primary key, a step of STEP ids at a time, each step one
 * range of posts and one probe of their ids in the source's table by its post id index (the walk of
 * Abstract_Source::posts_after()), and stores where it stopped (the last id read, the posts found so
 * far). A request spends a bounded budget on it (REQUEST_STEPS steps, REQUEST_SECONDS after its first
 * SURE_STEPS steps); what is left is
 * finished by the requests after it, each going on where the last one stopped: the listing's pages read
 * after the first (the settings app reads every page before it migrates) and the next listings or runs
 * of the command. Until it reaches the last post the count is only a lower bound, and is said to be one
 * (`exact` false): the listing then pages on by its own walk (Migrator::page()) and the command migrates
 * every post it walks; neither depends on the total. (Not a WP-Cron event: cron requests start only the
 * write listeners, which a page view loads, and a page view loads nothing of the migration.)
 *
 * When is a stored count still right: a count that reached the last post remembers the highest post id
 * then. New posts (by any route, SQL included) have higher ids, so a higher one now resumes the walk from
 * where it stopped: only the new posts are read. A change to a post the walk has passed that may change
 * whether it holds source data throws the stored count away (the walk starts again): meta under one of
 * the source's keys added or deleted (Source_Interface::is_post_data_key()), the post deleted, made an auto-draft or no longer one, and for a source that keeps
 * its data in a table of its own (written on save_post), the post saved. These listeners run on the
 * requests where posts and their SEO data are edited (admin, REST, WP-CLI; Module::hooks()); a change to
 * an old post's source data made by SQL or on another kind of request is not seen. So a site whose posts
 * all fit in one request's budget is counted afresh every time, its total exact whatever wrote to it;
 * only a larger site relies on the stored count.
 *
 * @package Sightline
 */

namespace Sightline\Migration;

use Sightline\Db\Post_Ids;
use Sightline\Hookable_Interface;
use Sightline\Settings\Object_Meta;

defined( 'ABSPATH' ) || exit;

final class Post_Count implements Hookable_Interface {

	/** Option: source slug => the count's state (see fresh()). Autoloaded: the change listeners read it on every edit. */
	public const OPTION = 'sightline_migration_post_count';

	/** Posts read per step (one primary-key range and one probe of its ids). */
	public const STEP = 1000;

	/** Steps and seconds a request spends on the count at most (whichever ends first). */
	public const REQUEST_STEPS = 20;

	public const REQUEST_SECONDS = 0.3;

	/**
	 * Steps a request always takes, however slow the server: a site of up to this many thousand posts
	 * gets its exact total on the listing's first page even on a loaded host.
	 */
	public const SURE_STEPS = 5;

	public function __construct( private Detector $detector ) {}

	public function add_hooks(): void {
		add_action( 'added_post_meta', array( $this, 'meta_changed' ), 10, 3 );
		add_action( 'deleted_post_meta', array( $this, 'meta_changed' ), 10, 3 );
		add_action( 'deleted_post', array( $this, 'post_changed' ) );
		add_action( 'transition_post_status', array( $this, 'status_changed' ), 10, 3 );
		add_action( 'save_post', array( $this, 'post_saved' ) );
	}

	/**
	 * The source's post count, going on from the stored state for at most $steps steps and $seconds.
	 *
	 * @return array{total: int, exact: bool} The count; when not exact, the posts found so far (a lower bound).
	 */
	public function total( Source_Interface $source, int $steps = self::REQUEST_STEPS, float $seconds = self::REQUEST_SECONDS ): array {
		$slug = $source->slug();
		$few  = $source->few_posts();
		if ( null !== $few ) {
			// Few rows of source data: counted from them, exactly, every time (one bounded query and a probe).
			$states = self::states();
			if ( isset( $states[ $slug ] ) ) {
				unset( $states[ $slug ] );
				update_option( self::OPTION, $states, true );
			}
			return array(
				'total' => count( $few ),
				'exact' => true,
			);
		}
		$top   = Post_Ids::highest();
		$state = self::states()[ $slug ] ?? null;
		if ( null === $state || ( $state['done'] && $state['read'] <= self::REQUEST_STEPS * self::STEP ) ) {
			// Nothing stored, or a site small enough to count in this budget: counted afresh.
			$state = self::fresh( $source );
		} elseif ( $state['done'] && $top === $state['top'] ) {
			return array(
				'total' => $state['found'],
				'exact' => true,
			);
		}
		$state['done'] = false; // Posts were added after a finished count: the walk goes on from its last id.
		$start         = microtime( true );
		for ( $step = 0; $step < $steps; $step++ ) {
			if ( $step >= self::SURE_STEPS && microtime( true ) - $start >= $seconds ) {
				break; // The request's time is spent (a loaded server): the next one goes on.
			}
			$counted         = $source->count_step( $state['after'], self::STEP );
			$state['after']  = $counted['last'];
			$state['read']  += $counted['read'];
			$state['found'] += $counted['found'];
			if ( $counted['read'] < self::STEP ) {
				// The last post: the highest id read before this step stamps the count (a post added since has a higher one).
				$state['done'] = true;
				$state['top']  = $top;
				break;
			}
		}
		$this->store( $slug, $state );
		return array(
			'total' => $state['found'],
			'exact' => $state['done'],
		);
	}

	/**
	 * Meta added or deleted: throws away the counts of the sources this key may hold data of (our own
	 * keys, the migration's writes, and keys of other plugins keep them).
	 *
	 * @param int|list<int> $meta_id
	 * @param int|string    $post_id 0 when a key was deleted from every post.
	 */
	public function meta_changed( $meta_id, $post_id, string $key = '' ): void {
		if ( str_starts_with( $key, Object_Meta::PREFIX ) ) {
			return;
		}
		self::forget(
			(int) $post_id,
			function ( string $slug ) use ( $key ): bool {
				$source = $this->detector->source( $slug );
				return ! $source || $source->is_post_data_key( $key );
			}
		);
	}

	/** @param int|string $post_id */
	public function post_changed( $post_id ): void {
		self::forget( (int) $post_id, static fn(): bool => true );
	}

	/** @param \WP_Post $post */
	public function status_changed( string $new_status, string $old_status, $post ): void {
		if ( $new_status !== $old_status && in_array( 'auto-draft', array( $new_status, $old_status ), true ) && $post instanceof \WP_Post ) {
			self::forget( $post->ID, static fn(): bool => true );
		}
	}

	/** @param int|string $post_id */
	public function post_saved( $post_id ): void {
		self::forget( (int) $post_id, static fn( string $slug, array $state ): bool => ! $state['meta'] );
	}

	/**
	 * Throws away the stored counts whose walk has passed this post (a post above the walk is counted
	 * when the walk reaches it) and that the change concerns. Writes only when a count is dropped, so a
	 * run of changes writes once.
	 *
	 * @param callable(string, array{after: int, read: int, found: int, done: bool, top: int, meta: bool}): bool $concerns Whether the change concerns a source's count (slug, state).
	 */
	private static function forget( int $post_id, callable $concerns ): void {
		$states = self::states();
		$kept   = array_filter( $states, static fn( array $state, string $slug ): bool => $post_id > $state['after'] || ! $concerns( $slug, $state ), ARRAY_FILTER_USE_BOTH );
		if ( count( $kept ) !== count( $states ) ) {
			update_option( self::OPTION, $kept, true );
		}
	}

	/**
	 * @return array{after: int, read: int, found: int, done: bool, top: int, meta: bool}
	 */
	private static function fresh( Source_Interface $source ): array {
		return array(
			'after' => 0,     // The last post id the walk read.
			'read'  => 0,     // Posts of real content read.
			'found' => 0,     // Of those, posts with source data.
			'done'  => false, // Whether the walk read the last post.
			'top'   => 0,     // When done: the highest post id before the last step.
			'meta'  => $source->data_in_post_meta(),
		);
	}

	/**
	 * @return array<string, array{after: int, read: int, found: int, done: bool, top: int, meta: bool}>
	 */
	private static function states(): array {
		$stored = get_option( self::OPTION, array() );
		$states = array();
		foreach ( is_array( $stored ) ? $stored : array() as $slug => $state ) {
			if ( is_array( $state ) ) {
				$states[ (string) $slug ] = array(
					'after' => (int) ( $state['after'] ?? 0 ),
					'read'  => (int) ( $state['read'] ?? 0 ),
					'found' => (int) ( $state['found'] ?? 0 ),
					'done'  => (bool) ( $state['done'] ?? false ),
					'top'   => (int) ( $state['top'] ?? 0 ),
					'meta'  => (bool) ( $state['meta'] ?? true ),
				);
			}
		}
		return $states;
	}

	/**
	 * @param array{after: int, read: int, found: int, done: bool, top: int, meta: bool} $state
	 */
	private function store( string $slug, array $state ): void {
		$states          = self::states();
		$states[ $slug ] = $state;
		update_option( self::OPTION, $states, true );
	}
}
