<?php
/**
 * /llms.txt's and /llms-full.txt's wiring: the builders, the stored copy answered early, and the invalidation by our per-post fields.
 *
 * @package Sightline
 */

namespace Sightline\Llms;

use Sightline\Container;
use Sightline\Head\Resolver;
use Sightline\Module_Interface;
use Sightline\Multilingual\Languages_Interface;
use Sightline\Settings\Indexing;
use Sightline\Settings\Settings;
use Sightline\Sitemaps\State;
use Sightline\Sitemaps\Store;

defined( 'ABSPATH' ) || exit;

final class Module implements Module_Interface {

	/**
	 * @return array<class-string, list<class-string>|\Closure(Container): object>
	 */
	public static function factories(): array {
		return array(
			Builder::class              => array( Settings::class, Indexing::class, Resolver::class, Languages_Interface::class ),
			Full_Builder::class         => array( Builder::class ),
			Llms_Txt::class             => static fn( Container $c ) => new Llms_Txt( $c->get( Settings::class ), static fn() => $c->get( State::class ), static fn() => $c->get( Store::class ), static fn() => $c->get( Builder::class ), static fn() => $c->get( Full_Builder::class ) ),
			Llms_Txt_Invalidator::class => static fn( Container $c ) => new Llms_Txt_Invalidator( static fn() => $c->get( Store::class ) ),
		);
	}

	/**
	 * @return array<string, list<class-string<\Sightline\Hookable_Interface>>>
	 */
	public static function hooks(): array {
		return array(
			self::SITE   => array( Llms_Txt::class ),
			// Our per-post fields move its stamp.
			self::WRITES => array( Llms_Txt_Invalidator::class ),
		);
	}

	/**
	 * @return list<string>
	 */
	public static function write_hooks(): array {
		return array(
			'added_post_meta',
			'updated_post_meta',
			'deleted_post_meta',
			'added_term_meta',
			'updated_term_meta',
			'deleted_term_meta',
			'sightline_bulk_write_start',
			'sightline_bulk_write_end',
		);
	}

	/**
	 * @return array<string, class-string>
	 */
	public static function commands(): array {
		return array();
	}
}
