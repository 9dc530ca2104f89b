<?php
/**
 * The virtual robots.txt's wiring: the file and its editor's REST route.
 *
 * @package Sightline
 */

namespace Sightline\Robots;

use Sightline\Container;
use Sightline\Module_Interface;
use Sightline\Sitemaps\Registry;

defined( 'ABSPATH' ) || exit;

final class Module implements Module_Interface {

	/**
	 * @return array<class-string, list<class-string>|\Closure(Container): object>
	 */
	public static function factories(): array {
		return array(
			Robots_Txt::class            => static fn( Container $c ) => new Robots_Txt( static fn() => $c->get( Registry::class ) ),
			Robots_Txt_Controller::class => array( Robots_Txt::class ),
		);
	}

	/**
	 * @return array<string, list<class-string<\Sightline\Hookable_Interface>>>
	 */
	public static function hooks(): array {
		return array(
			self::SITE => array( Robots_Txt::class ),
			self::REST => array( Robots_Txt_Controller::class ),
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
