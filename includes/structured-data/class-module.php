<?php
/**
 * The structured data's wiring: the type catalogue, the build rule and the check rule, built on first
 * use for whoever asks for them. None of them adds a hook: nothing of this runs on a request unless a
 * feature that prints or checks structured data asks for it.
 *
 * @package Sightline
 */

namespace Sightline\Structured_Data;

use Sightline\Container;
use Sightline\Module_Interface;

defined( 'ABSPATH' ) || exit;

final class Module implements Module_Interface {

	/**
	 * @return array<class-string, list<class-string>|\Closure(Container): object>
	 */
	public static function factories(): array {
		return array(
			Catalogue::class    => array(),
			Node_Builder::class => array( Catalogue::class ),
			Checker::class      => array( Catalogue::class ),
		);
	}

	/**
	 * @return array<string, list<class-string<\Sightline\Hookable_Interface>>>
	 */
	public static function hooks(): array {
		return array();
	}

	/**
	 * @return list<string>
	 */
	public static function write_hooks(): array {
		return array();
	}

	/**
	 * @return array<string, class-string>
	 */
	public static function commands(): array {
		return array();
	}
}
