<?php
/**
 * How the 404 monitor's services are built, for the composition root. Page views get the Recorder,
 * and the Log only when a 404 is recorded; the table and its upkeep load on cron, admin, REST and CLI.
 *
 * @package Sightline
 */

namespace Sightline\Not_Found;

use Sightline\Cli\Not_Found_Command;
use Sightline\Container;
use Sightline\Rest\Not_Found_Controller;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Module {

	/**
	 * @return array<class-string, list<class-string>|\Closure(Container): object>
	 */
	public static function factories(): array {
		return array(
			Log::class                  => array(),
			Table::class                => array(),
			Monitor::class              => array( Log::class, Table::class ),
			Recorder::class             => static fn( Container $c ) => new Recorder( $c->get( Settings::class ), static fn() => $c->get( Log::class ) ),
			Maintenance::class          => array(),
			Site_Health::class          => static fn( Container $c ) => new Site_Health( $c->get( Settings::class ), static fn() => $c->get( Monitor::class ) ),
			Not_Found_Controller::class => array( Monitor::class ),
			Not_Found_Command::class    => array( Monitor::class ),
		);
	}
}
