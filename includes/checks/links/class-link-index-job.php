<?php
/**
 * Indexes the posts published before the index existed, in the background (a Post_Cursor_Job: WP-Cron
 * batches from a post id cursor). Indexing a post again replaces its rows, so a batch cut off and run
 * again repeats nothing harmful. Its progress is in OPTION, answered by GET links/index.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Links;

use Sightline\Checks\Post_Cursor_Job;

defined( 'ABSPATH' ) || exit;

final class Link_Index_Job extends Post_Cursor_Job {

	public const HOOK = 'sightline_links_index_batch';

	/** Not autoloaded: array{status: 'running'|'done', cursor: int, indexed: int, started: int, finished?: int}. */
	public const OPTION = 'sightline_links_index_job';

	/** Posts per batch: a few seconds of work on a slow host. */
	public const BATCH = 100;

	public const COUNTER = 'indexed';

	/**
	 * @param \Closure(): Link_Index $index
	 */
	public function __construct( private \Closure $index ) {}

	/**
	 * One batch, after the table is brought to its version: a table of an older version is replaced
	 * and the walk started over before this batch reads its cursor, so a walk under way when the
	 * plugin was updated goes on from the first post, not from where it was.
	 */
	public function run(): void {
		Link_Table::upgrade();
		parent::run();
	}

	/** The next published posts by id. */
	protected static function ids_after( int $cursor, array $job ): array {
		global $wpdb;
		return array_map(
			'intval',
			$wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE ID > %d AND post_status = 'publish' ORDER BY ID ASC LIMIT %d", $cursor, self::BATCH ) ) // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a bounded walk by primary key; caching it would defeat the cursor.
		);
	}

	protected function handle( array $ids ): int {
		// The batch's rows are written in two statements, not two a post (Link_Index::index_many()).
		( $this->index )()->index_many( array_values( array_filter( array_map( 'get_post', $ids ) ) ) );
		return count( $ids );
	}
}
