<?php
/**
 * The migration's wiring: the source plugins' detection, the migrator of settings, posts and terms, the redirects' migrator, their REST routes and `wp sightline migrate`.
 *
 * @package Sightline
 */

namespace Sightline\Migration;

use Sightline\Container;
use Sightline\Structured_Data\Instance_Validator;
use Sightline\Module_Interface;
use Sightline\Redirects\Redirects;
use Sightline\Robots\Robots_Txt;
use Sightline\Settings\Settings;
use Sightline\Sitemaps\State;

defined( 'ABSPATH' ) || exit;

final class Module implements Module_Interface {

	/**
	 * @return array<class-string, list<class-string>|\Closure(Container): object>
	 */
	public static function factories(): array {
		return array(
			Detector::class                       => array(),
			Instance_Fitter::class                => array( Instance_Validator::class ),
			Post_Count::class                     => array( Detector::class ),
			Migrator::class                       => static fn( Container $c ) => new Migrator( $c->get( Settings::class ), $c->get( Detector::class ), static fn() => $c->get( State::class ), $c->get( Instance_Fitter::class ), $c->get( Post_Count::class ), static fn() => $c->get( Robots_Txt::class ) ),
			Redirect_Migrator::class              => static fn( Container $c ) => new Redirect_Migrator( static fn() => $c->get( Redirects::class ) ),
			Migration_Controller::class           => array( Migrator::class, Detector::class, Settings::class ),
			Migration_Redirects_Controller::class => array( Redirect_Migrator::class, Detector::class ),
			Plugins_Controller::class             => array( Detector::class ),
			Migrate_Command::class                => array( Migrator::class, Redirect_Migrator::class, Post_Count::class ),
		);
	}

	/**
	 * @return array<string, list<class-string<\Sightline\Hookable_Interface>>>
	 */
	public static function hooks(): array {
		return array(
			// Post_Count's listeners (a change to a counted post throws its stored count away) on the requests
			// where posts and their SEO data are edited; not as write listeners, which a page view would load.
			self::ADMIN => array( Detector::class, Post_Count::class ),
			self::REST  => array( Migration_Controller::class, Migration_Redirects_Controller::class, Plugins_Controller::class, Post_Count::class ),
			self::CLI   => array( Post_Count::class ),
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
		return array( 'sightline migrate' => Migrate_Command::class );
	}
}
