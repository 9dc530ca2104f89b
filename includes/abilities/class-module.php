<?php
/**
 * The Abilities API's shared part: the `sightline-seo` category every feature's abilities are in.
 *
 * @package Sightline
 */

namespace Sightline\Abilities;

use Sightline\Container;
use Sightline\Module_Interface;

defined( 'ABSPATH' ) || exit;

final class Module implements Module_Interface {

	/**
	 * @return array<class-string, list<class-string>|\Closure(Container): object>
	 */
	public static function factories(): array {
		return array(
			Abilities::class => array(),
		);
	}

	/**
	 * @return array<string, list<class-string<\Sightline\Hookable_Interface>>>
	 */
	public static function hooks(): array {
		return array(
			self::ABILITIES => array( Abilities::class ),
		);
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
