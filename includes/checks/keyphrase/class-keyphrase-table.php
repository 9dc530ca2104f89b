<?php
/**
 * The focus keyphrase index ({prefix}sightline_keyphrases): one row per post with a focus keyphrase,
 * its normalised text and that text's hash, so "which other posts have this focus keyphrase?" is one
 * lookup on the (hash, post_id) index whatever the number of posts. Post meta cannot answer that
 * flat: WordPress indexes meta_key, not meta_value. Installed with dbDelta on its first use in a
 * request that writes or asks (never on a page view), and whenever its schema version changes.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Keyphrase;

use Sightline\Db\Own_Table;

defined( 'ABSPATH' ) || exit;

final class Keyphrase_Table extends Own_Table {

	/** Bump when COLUMNS change: the next use runs dbDelta. */
	public const DB_VERSION = '1';

	public const VERSION_OPTION = 'sightline_keyphrases_db';

	public const NAME = 'sightline_keyphrases';

	protected const COLUMNS = 'post_id bigint(20) unsigned NOT NULL,
hash char(32) NOT NULL,
keyphrase varchar(200) NOT NULL,
PRIMARY KEY  (post_id),
KEY hash_post (hash,post_id)';
}
