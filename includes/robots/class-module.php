<?php
/**
 * The virtual robots.txt's wiring: the file, its editor's REST route, the AI crawler policy (its list,
 * the check of a policy being saved against the editor's text, its two abilities).
 *
 * @package Sightline
 */

namespace Sightline\Robots;

use Sightline\Container;
use Sightline\Module_Interface;
use Sightline\Settings\Settings;
use Sightline\Sitemaps\Registry;

defined( 'ABSPATH' ) || exit;

final class Module implements Module_Interface {

	/**
	 * @return array<class-string, list<class-string>|\Closure(Container): object>
	 */
	public static function factories(): array {
		return array(
			Robots_Txt::class                    => static fn( Container $c ) => new Robots_Txt( static fn() => $c->get( Registry::class ), static fn() => $c->get( Crawler_Policy::class ) ),
			Robots_Txt_Controller::class         => array( Robots_Txt::class ),
			Ai_Crawlers::class                   => array(),
			Crawler_Policy::class                => array( Settings::class, Ai_Crawlers::class ),
			Crawler_Policy_Validator::class      => array( Crawler_Policy::class, Robots_Txt::class ),
			Get_Crawler_Policy_Ability::class    => array( Crawler_Policy::class, Robots_Txt::class ),
			Update_Crawler_Policy_Ability::class => array( Crawler_Policy::class, Robots_Txt::class, Settings::class ),
		);
	}

	/**
	 * @return array<string, list<class-string<\Sightline\Hookable_Interface>>>
	 */
	public static function hooks(): array {
		return array(
			self::SITE      => array( Robots_Txt::class ),
			self::ADMIN     => array( Crawler_Policy_Validator::class ),
			self::REST      => array( Robots_Txt_Controller::class, Crawler_Policy_Validator::class ),
			self::CLI       => array( Crawler_Policy_Validator::class ),
			self::ABILITIES => array( Get_Crawler_Policy_Ability::class, Update_Crawler_Policy_Ability::class ),
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
