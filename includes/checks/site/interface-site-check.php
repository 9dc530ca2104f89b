<?php
/**
 * A site-level SEO check: one class per check, registered in Sightline\Checks\Site_Checks.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Site;

use Sightline\Checks\Check_Result;

defined( 'ABSPATH' ) || exit;

interface Site_Check_Interface {

	/** Stable id, used by the ignore list and the REST API. */
	public function id(): string;

	/** 'general' (the home page), 'settings' (site configuration) or 'other'. */
	public function category(): string;

	/** Never throws for a site problem: a problem is a result. */
	public function run( Site_Context $context ): Check_Result;
}
