<?php
/**
 * How the redirect feature's services are built, for the composition root. Page views get only the
 * Responder (and, when a rule is enabled, the compiled lookup); the table, validation and import code
 * load on admin, REST and CLI requests.
 *
 * @package Sightline
 */

namespace Sightline\Redirects;

use Sightline\Cli\Redirect_Command;
use Sightline\Container;
use Sightline\Rest\Redirects_Controller;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Module {

	/**
	 * @return array<class-string, list<class-string>|\Closure(Container): object>
	 */
	public static function factories(): array {
		return array(
			Table::class                => array(),
			Lookup_Store::class         => array(),
			Compiler::class             => static fn( Container $c ) => new Compiler( static fn() => $c->get( Table::class ), $c->get( Lookup_Store::class ) ),
			Hits::class                 => array( Lookup_Store::class ),
			Redirects::class            => array( Table::class, Compiler::class, Hits::class ),
			Responder::class            => static fn( Container $c ) => new Responder( static fn() => $c->get( Compiler::class ), static fn() => $c->get( Hits::class ) ),
			Maintenance::class          => array(),
			Slug_Watcher::class         => array( Settings::class ),
			Permalink_Watcher::class    => array( Settings::class ),
			Offer_Notices::class        => array(),
			Redirects_Controller::class => array( Redirects::class ),
			Redirect_Command::class     => array( Redirects::class ),
		);
	}
}
