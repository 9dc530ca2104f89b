<?php
/**
 * The blocks' wiring: the Breadcrumbs block, whose trail is the head's BreadcrumbList, the same trail
 * fed to WordPress's own Breadcrumbs block (7.0+), and the FAQ and How-to blocks.
 *
 * @package Sightline
 */

namespace Sightline\Blocks;

use Sightline\Container;
use Sightline\Head\Breadcrumbs;
use Sightline\Head\Head;
use Sightline\Head\Tag_Renderer;
use Sightline\Module_Interface;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Module implements Module_Interface {

	/**
	 * @return array<class-string, list<class-string>|\Closure(Container): object>
	 */
	public static function factories(): array {
		return array(
			Breadcrumbs_Block::class      => array( Breadcrumbs::class, Tag_Renderer::class ),
			Core_Breadcrumbs::class       => array( Breadcrumbs::class, Head::class, Settings::class ),
			Structured_Data_Blocks::class => array(),
		);
	}

	/**
	 * @return array<string, list<class-string<\Sightline\Hookable_Interface>>>
	 */
	public static function hooks(): array {
		return array(
			// Core_Breadcrumbs adds one filter, and only where WordPress has its Breadcrumbs block.
			self::SITE  => array( Breadcrumbs_Block::class, Core_Breadcrumbs::class ),
			// The FAQ and How-to blocks save static HTML: only the editor and the REST API need their types.
			self::ADMIN => array( Structured_Data_Blocks::class ),
			self::REST  => array( Structured_Data_Blocks::class ),
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
