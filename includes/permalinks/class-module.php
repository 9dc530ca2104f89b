<?php
/**
 * The permalinks' wiring: category archives without the category base, and the flush of WordPress's
 * rewrite rules when a category or that setting changes.
 *
 * @package Sightline
 */

namespace Sightline\Permalinks;

use Sightline\Module_Interface;

defined( 'ABSPATH' ) || exit;

final class Module implements Module_Interface {

	/**
	 * @return array<class-string, list<class-string>|\Closure(\Sightline\Container): object>
	 */
	public static function factories(): array {
		return array(
			Category_Base::class        => array(),
			Category_Rules_Flush::class => array(),
		);
	}

	/**
	 * @return array<string, list<class-string<\Sightline\Hookable_Interface>>>
	 */
	public static function hooks(): array {
		return array(
			self::SITE   => array( Category_Base::class ),
			self::WRITES => array( Category_Rules_Flush::class ),
		);
	}

	/**
	 * @return list<string>
	 */
	public static function write_hooks(): array {
		return array( 'created_category', 'edited_category', 'delete_category', 'sightline_settings_updated' );
	}

	/**
	 * @return array<string, class-string>
	 */
	public static function commands(): array {
		return array();
	}
}
