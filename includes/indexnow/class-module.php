<?php
/**
 * How the IndexNow services are built, for the composition root. The Submitter, which a page view
 * never needs, is built only when the send event runs.
 *
 * @package Sightline
 */

namespace Sightline\Indexnow;

use Sightline\Container;
use Sightline\Rest\Indexnow_Controller;
use Sightline\Settings\Indexing;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Module {

	/**
	 * @return array<class-string, \Closure(Container): object>
	 */
	public static function factories(): array {
		return array(
			Key::class                 => static fn() => new Key(),
			Queue::class               => static fn() => new Queue(),
			Last_Result::class         => static fn() => new Last_Result(),
			Key_File::class            => static fn( Container $c ) => new Key_File( $c->get( Settings::class ), static fn() => $c->get( Key::class ) ),
			Change_Watcher::class      => static fn( Container $c ) => new Change_Watcher( $c->get( Settings::class ), $c->get( Indexing::class ), $c->get( Queue::class ) ),
			Submitter::class           => static fn( Container $c ) => new Submitter( $c->get( Settings::class ), $c->get( Key::class ), $c->get( Queue::class ), $c->get( Last_Result::class ) ),
			Indexnow::class            => static fn( Container $c ) => new Indexnow( $c->get( Key::class ), $c->get( Queue::class ), static fn() => $c->get( Submitter::class ) ),
			Site_Health::class         => static fn( Container $c ) => new Site_Health( $c->get( Settings::class ), $c->get( Last_Result::class ) ),
			Indexnow_Controller::class => static fn( Container $c ) => new Indexnow_Controller( $c->get( Settings::class ), $c->get( Key::class ), $c->get( Queue::class ), $c->get( Last_Result::class ) ),
		);
	}
}
