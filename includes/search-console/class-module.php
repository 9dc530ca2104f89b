<?php
/**
 * Search Console's wiring: the OAuth connection, the API client, the report and the imported data, and their REST routes.
 *
 * @package Sightline
 */

namespace Sightline\Search_Console;

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
			Oauth::class                     => array(),
			Api_Client::class                => array( Oauth::class ),
			Report::class                    => array( Oauth::class, Api_Client::class ),
			Importer::class                  => array(),
			Search_Console_Controller::class => array( Oauth::class, Api_Client::class, Report::class, Importer::class, Settings::class ),
		);
	}

	/**
	 * @return array<string, list<class-string<\Sightline\Hookable_Interface>>>
	 */
	public static function hooks(): array {
		return array(
			self::ADMIN => array( Oauth::class ),
			self::REST  => array( Search_Console_Controller::class ),
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
