<?php
/**
 * How the redirect migration's services are built, for the composition root.
 *
 * @package Sightline
 */

namespace Sightline\Migration;

use Sightline\Container;
use Sightline\Redirects\Redirects;
use Sightline\Rest\Migration_Redirects_Controller;

defined( 'ABSPATH' ) || exit;

final class Redirect_Module {

	/**
	 * @return array<class-string, \Closure(Container): object>
	 */
	public static function factories(): array {
		return array(
			Redirect_Migrator::class              => static fn( Container $c ) => new Redirect_Migrator( static fn() => $c->get( Redirects::class ) ),
			Migration_Redirects_Controller::class => static fn( Container $c ) => new Migration_Redirects_Controller( $c->get( Redirect_Migrator::class ), $c->get( Detector::class ) ),
		);
	}
}
