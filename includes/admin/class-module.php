<?php
/**
 * The admin's wiring: the settings app's menu pages and scripts, its REST preloading, the block editor's panels, the term screen
 * and the profile screen's Schema panel.
 *
 * @package Sightline
 */

namespace Sightline\Admin;

use Sightline\Container;
use Sightline\Head\Head_Output;
use Sightline\Module_Interface;
use Sightline\Multilingual\Content_Language;
use Sightline\Multilingual\Languages_Interface;
use Sightline\Settings\Settings;
use Sightline\Structured_Data\Own_Structured_Data;

defined( 'ABSPATH' ) || exit;

final class Module implements Module_Interface {

	/**
	 * @return array<class-string, list<class-string>|\Closure(Container): object>
	 */
	public static function factories(): array {
		return array(
			Assets::class               => array(),
			Admin_Menu::class           => array( Settings::class, Languages_Interface::class ),
			Settings_App_Preload::class => array(),
			Editor_Assets::class        => static fn( Container $c ) => new Editor_Assets( $c->get( Settings::class ), static fn() => $c->get( Head_Output::class ), $c->get( Content_Language::class ) ),
			Term_Screen::class          => static fn( Container $c ) => new Term_Screen( $c->get( Editor_Assets::class ), static fn() => $c->get( Own_Structured_Data::class ) ),
			Author_Fields::class        => array(),
			Profile_Screen::class       => static fn( Container $c ) => new Profile_Screen( $c->get( Editor_Assets::class ), static fn() => $c->get( Own_Structured_Data::class ) ),
		);
	}

	/**
	 * @return array<string, list<class-string<\Sightline\Hookable_Interface>>>
	 */
	public static function hooks(): array {
		return array(
			self::ADMIN => array( Assets::class, Admin_Menu::class, Settings_App_Preload::class, Editor_Assets::class, Term_Screen::class, Profile_Screen::class, Author_Fields::class ),
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
