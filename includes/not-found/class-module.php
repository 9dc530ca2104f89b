<?php
/**
 * The 404 monitor's wiring: the recorder on page views, the log and its fold into the table, Site Health, the REST routes and `wp sightline 404`.
 *
 * @package Sightline
 */

namespace Sightline\Not_Found;

use Sightline\Container;
use Sightline\Module_Interface;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Module implements Module_Interface {

	/**
	 * @return array<class-string, list<class-string>|\Closure(Container): object>
	 */
	public static function factories(): array {
		return array(
			Log::class                  => array(),
			Table::class                => array(),
			Monitor::class              => array( Log::class, Table::class ),
			Recorder::class             => static fn( Container $c ) => new Recorder( $c->get( Settings::class ), static fn() => $c->get( Log::class ) ),
			Maintenance::class          => static fn( Container $c ) => new Maintenance( static fn() => $c->get( Monitor::class ) ),
			Site_Health::class          => static fn( Container $c ) => new Site_Health( $c->get( Settings::class ), static fn() => $c->get( Monitor::class ) ),
			Not_Found_Controller::class => array( Monitor::class ),
			Not_Found_Command::class    => array( Monitor::class ),
		);
	}

	/**
	 * @return array<string, list<class-string<\Sightline\Hookable_Interface>>>
	 */
	public static function hooks(): array {
		return array(
			// The recorder (last on template_redirect).
			self::SITE   => array( Recorder::class ),
			self::WRITES => array( Maintenance::class ),
			self::ADMIN  => array( Site_Health::class ),
			self::REST   => array( Not_Found_Controller::class ),
		);
	}

	/**
	 * @return list<string>
	 */
	public static function write_hooks(): array {
		return array(
			'sightline_activated',
			'sightline_deactivated',
			'admin_init',
			'sightline_404_monitor_fold',
		);
	}

	/**
	 * @return array<string, class-string>
	 */
	public static function commands(): array {
		return array( 'sightline 404' => Not_Found_Command::class );
	}
}
