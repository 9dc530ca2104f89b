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
	 * @return array<class-string, \Closure(Container): object>
	 */
	public static function factories(): array {
		return array(
			Table::class                => static fn() => new Table(),
			Lookup_Store::class         => static fn() => new Lookup_Store(),
			Compiler::class             => static fn( Container $c ) => new Compiler( static fn() => $c->get( Table::class ), $c->get( Lookup_Store::class ) ),
			Hits::class                 => static fn( Container $c ) => new Hits( $c->get( Lookup_Store::class ) ),
			Redirects::class            => static fn( Container $c ) => new Redirects( $c->get( Table::class ), $c->get( Compiler::class ), $c->get( Hits::class ) ),
			Responder::class            => static fn( Container $c ) => new Responder( static fn() => $c->get( Compiler::class ), static fn() => $c->get( Hits::class ) ),
			Maintenance::class          => static fn() => new Maintenance(),
			Slug_Watcher::class         => static fn( Container $c ) => new Slug_Watcher( $c->get( Settings::class ) ),
			Permalink_Watcher::class    => static fn( Container $c ) => new Permalink_Watcher( $c->get( Settings::class ) ),
			Offer_Notices::class        => static fn() => new Offer_Notices(),
			Redirects_Controller::class => static fn( Container $c ) => new Redirects_Controller( $c->get( Redirects::class ) ),
			Redirect_Command::class     => static fn( Container $c ) => new Redirect_Command( $c->get( Redirects::class ) ),
		);
	}
}
