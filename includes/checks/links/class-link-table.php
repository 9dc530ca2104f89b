<?php
/**
 * The link terms index ({prefix}sightline_link_terms): for each published post, its few weighted
 * terms (Link_Terms), one row per term, each term held as its 8-byte key (Link_Terms::hash()), not its
 * text: a row's size no longer depends on the word's length or script (issue 32). The (term, weight)
 * index lets the suggestions read, for each term asked, only the posts where it weighs most, so a
 * lookup reads a bounded number of rows at a thousand posts or a million. Made at activation and on
 * first use by a write or a lookup.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Links;

use Sightline\Db\Lock;
use Sightline\Db\Own_Table;
use Sightline\Db\Primary;

defined( 'ABSPATH' ) || exit;

final class Link_Table extends Own_Table {

	/** Bump when COLUMNS change: the next use replaces the table and the job indexes every post again. */
	public const DB_VERSION = '2';

	public const VERSION_OPTION = 'sightline_link_terms_db';

	public const NAME = 'sightline_link_terms';

	/** Seconds a request waits for another's upgrade before it upgrades itself. */
	private const UPGRADE_WAIT = 10;

	protected const COLUMNS = 'post_id bigint(20) unsigned NOT NULL,
term bigint(20) NOT NULL,
weight smallint(5) unsigned NOT NULL,
PRIMARY KEY  (post_id,term),
KEY term_weight (term,weight)';

	/**
	 * Unless the recorded version is this schema's, the table is dropped and made anew, empty, and the
	 * background job indexes every post again from the first: the rows are only derived from the posts,
	 * and an older table's cannot be converted (version 1 held the terms' text, not their keys).
	 * Meanwhile the suggestions come from the posts indexed so far, as before the first run. On a site
	 * that never had the table (no version recorded, no job run) only the table is made: activation
	 * starts the job. One request upgrades at a time (a named lock on the primary); one that waited
	 * reads the version again and finds the table already made, so no request drops a table another
	 * has just made and is writing to.
	 */
	public static function upgrade(): void {
		$schema = static::schema();
		if ( $schema->is_current() ) {
			return;
		}
		$locked = Lock::acquire( 'link_table_upgrade', self::UPGRADE_WAIT );
		try {
			// Read where the other request wrote it, not this request's cached copy.
			Primary::reads();
			wp_cache_delete( static::VERSION_OPTION, 'options' );
			wp_cache_delete( 'alloptions', 'options' );
			if ( get_option( static::VERSION_OPTION ) === static::DB_VERSION ) {
				return;
			}
			$had_rows = false !== get_option( static::VERSION_OPTION ) || null !== Link_Index_Job::progress();
			$schema->drop();
			$schema->install();
			if ( $had_rows ) {
				Link_Index_Job::start();
			}
		} finally {
			if ( $locked ) {
				Lock::release( 'link_table_upgrade' );
			}
		}
	}
}
