<?php
/**
 * The settings feature's wiring: the global settings, the per-object fields, the index of terms with fields, and their REST routes.
 *
 * @package Sightline
 */

namespace Sightline\Settings;

use Sightline\Container;
use Sightline\Module_Interface;

defined( 'ABSPATH' ) || exit;

final class Module implements Module_Interface {

	/**
	 * @return array<class-string, list<class-string>|\Closure(Container): object>
	 */
	public static function factories(): array {
		return array(
			Settings::class                     => array(),
			Indexing::class                     => array( Settings::class ),
			Object_Meta::class                  => array(),
			Term_Meta_Index::class              => array(),
			Global_Settings_Controller::class   => array( Settings::class ),
			Site_Settings_Controller::class     => array(),
			Settings_Transfer_Controller::class => array( Settings::class ),
		);
	}

	/**
	 * @return array<string, list<class-string<\Sightline\Hookable_Interface>>>
	 */
	public static function hooks(): array {
		return array(
			self::SITE   => array( Settings::class, Object_Meta::class ),
			self::WRITES => array( Term_Meta_Index::class ),
			self::REST   => array( Global_Settings_Controller::class, Site_Settings_Controller::class, Settings_Transfer_Controller::class ),
		);
	}

	/**
	 * @return list<string>
	 */
	public static function write_hooks(): array {
		return array(
			'added_term_meta',
			'updated_term_meta',
			'deleted_term_meta',
			'sightline_bulk_write_start',
			'sightline_bulk_write_end',
			'sightline_activated',
			'admin_init',
		);
	}

	/**
	 * @return array<string, class-string>
	 */
	public static function commands(): array {
		return array();
	}
}
