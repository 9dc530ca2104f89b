<?php
/**
 * The blocks' wiring: the Breadcrumbs block, whose trail is the head's BreadcrumbList.
 *
 * @package Sightline
 */

namespace Sightline\Blocks;

use Sightline\Container;
use Sightline\Head\Breadcrumbs;
use Sightline\Head\Tag_Renderer;
use Sightline\Module_Interface;

defined( 'ABSPATH' ) || exit;

final class Module implements Module_Interface {

	/**
	 * @return array<class-string, list<class-string>|\Closure(Container): object>
	 */
	public static function factories(): array {
		return array(
			Breadcrumbs_Block::class => array( Breadcrumbs::class, Tag_Renderer::class ),
		);
	}

	/**
	 * @return array<string, list<class-string<\Sightline\Hookable_Interface>>>
	 */
	public static function hooks(): array {
		return array(
			self::SITE => array( Breadcrumbs_Block::class ),
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
