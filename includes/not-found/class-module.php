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
	 * @return array<class-string, \Closure(Container): object>
	 */
	public static function factories(): array {
		return array(
			Log::class                  => static fn() => new Log(),
			Table::class                => static fn() => new Table(),
			Monitor::class              => static fn( Container $c ) => new Monitor( $c->get( Log::class ), $c->get( Table::class ) ),
			Recorder::class             => static fn( Container $c ) => new Recorder( $c->get( Settings::class ), static fn() => $c->get( Log::class ) ),
			Maintenance::class          => static fn() => new Maintenance(),
			Site_Health::class          => static fn( Container $c ) => new Site_Health( $c->get( Settings::class ), static fn() => $c->get( Monitor::class ) ),
			Not_Found_Controller::class => static fn( Container $c ) => new Not_Found_Controller( $c->get( Monitor::class ) ),
			Not_Found_Command::class    => static fn( Container $c ) => new Not_Found_Command( $c->get( Monitor::class ) ),
		);
	}
}
