<?php
/**
 * Creates the AI jobs' table on activation, and brings it to a new schema version on the next wp-admin
 * request after an update (the jobs also check it before their first use in a request).
 *
 * @package Sightline
 */

namespace Sightline\Ai;

use Sightline\Hookable_Interface;

defined( 'ABSPATH' ) || exit;

final class Jobs_Maintenance implements Hookable_Interface {

	public function add_hooks(): void {
		add_action( 'sightline_activated', array( Jobs_Table::class, 'upgrade' ) );
		add_action( 'admin_init', array( Jobs_Table::class, 'upgrade' ) );
	}
}
