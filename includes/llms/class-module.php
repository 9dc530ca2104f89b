<?php
/**
 * How the /llms.txt services are built, for the composition root. The Builder (and the head Resolver
 * it uses) is built only when the file must be written.
 *
 * @package Sightline
 */

namespace Sightline\Llms;

use Sightline\Container;
use Sightline\Head\Resolver;
use Sightline\Settings\Indexing;
use Sightline\Settings\Settings;
use Sightline\Sitemaps\State;
use Sightline\Sitemaps\Store;

defined( 'ABSPATH' ) || exit;

final class Module {

	/**
	 * @return array<class-string, list<class-string>|\Closure(Container): object>
	 */
	public static function factories(): array {
		return array(
			Builder::class              => array( Settings::class, Indexing::class, Resolver::class ),
			Llms_Txt::class             => static fn( Container $c ) => new Llms_Txt( $c->get( Settings::class ), static fn() => $c->get( State::class ), static fn() => $c->get( Store::class ), static fn() => $c->get( Builder::class ) ),
			Llms_Txt_Invalidator::class => static fn( Container $c ) => new Llms_Txt_Invalidator( static fn() => $c->get( Store::class ) ),
		);
	}
}
