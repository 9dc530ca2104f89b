<?php
/**
 * The link terms index ({prefix}sightline_link_terms): for each published post, its few weighted
 * terms (Link_Terms), one row per term. The (term, weight) index lets the suggestions read, for each
 * term asked, only the posts where it weighs most, so a lookup reads a bounded number of rows at a
 * thousand posts or a hundred thousand. Made at activation and on first use by a write or a lookup.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Links;

use Sightline\Db\Own_Table;

defined( 'ABSPATH' ) || exit;

final class Link_Table extends Own_Table {

	/** Bump when COLUMNS change: the next use runs dbDelta. */
	public const DB_VERSION = '1';

	public const VERSION_OPTION = 'sightline_link_terms_db';

	public const NAME = 'sightline_link_terms';

	protected const COLUMNS = 'post_id bigint(20) unsigned NOT NULL,
term varchar(40) NOT NULL,
weight smallint(5) unsigned NOT NULL,
PRIMARY KEY  (post_id,term),
KEY term_weight (term,weight)';
}
