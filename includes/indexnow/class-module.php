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
	 * @return array<class-string, list<class-string>|\Closure(Container): object>
	 */
	public static function factories(): array {
		return array(
			Key::class                 => array(),
			Queue::class               => array(),
			Last_Result::class         => array(),
			Key_File::class            => static fn( Container $c ) => new Key_File( $c->get( Settings::class ), static fn() => $c->get( Key::class ) ),
			Change_Watcher::class      => array( Settings::class, Indexing::class, Queue::class ),
			Submitter::class           => array( Settings::class, Key::class, Queue::class, Last_Result::class ),
			Indexnow::class            => static fn( Container $c ) => new Indexnow( $c->get( Key::class ), $c->get( Queue::class ), static fn() => $c->get( Submitter::class ) ),
			Site_Health::class         => array( Settings::class, Last_Result::class ),
			Indexnow_Controller::class => array( Settings::class, Key::class, Queue::class, Last_Result::class ),
		);
	}
}
