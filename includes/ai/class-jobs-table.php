<?php
/**
 * The table of AI suggestions waiting for review ({prefix}sightline_ai_suggestions): one row per object
 * of a background job (a post for its SEO title and description, an image for its alt text), with its
 * state, what the model wrote and the error a provider gave. A suggestion lives here, not on the
 * object, until the user applies it: nothing is written to a post before review. Installed with dbDelta
 * when the REST API starts or a job is first used in a request, and whenever its schema version changes
 * (only AI job requests need it: no hook on page views).
 *
 * @package Sightline
 */

namespace Sightline\Ai;

use Sightline\Db\Own_Table;

defined( 'ABSPATH' ) || exit;

final class Jobs_Table extends Own_Table {

	/** Bump when COLUMNS change: the next REST request or job runs dbDelta. */
	public const DB_VERSION = '2';

	public const VERSION_OPTION = 'sightline_ai_suggestions_db';

	public const NAME = 'sightline_ai_suggestions';

	protected const COLUMNS = 'id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
job char(32) NOT NULL,
user_id bigint(20) unsigned NOT NULL,
kind varchar(20) NOT NULL,
object_id bigint(20) unsigned NOT NULL,
fields varchar(100) NOT NULL,
post_id bigint(20) unsigned NOT NULL DEFAULT 0,
status varchar(20) NOT NULL,
suggestion longtext NOT NULL,
error text NOT NULL,
claimed bigint(20) unsigned NOT NULL DEFAULT 0,
updated datetime NOT NULL,
PRIMARY KEY  (id),
UNIQUE KEY job_object (job,object_id),
KEY user_job (user_id,job)';
}
