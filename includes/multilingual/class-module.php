<?php
/**
 * The multilingual plugin's answers (languages, translations) behind one interface, and what we take
 * over from it on the front end. Without a multilingual plugin the answers are Single_Language's and
 * the one front-end hook returns at once.
 *
 * @package Sightline
 */

namespace Sightline\Multilingual;

use Sightline\Module_Interface;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Module implements Module_Interface {

	/**
	 * @return array<class-string, list<class-string>|\Closure(\Sightline\Container): object>
	 */
	public static function factories(): array {
		return array(
			Languages_Interface::class => static fn() => new Detected_Languages(),
			Polylang_Head::class       => array(),
			Content_Language::class    => array( Languages_Interface::class ),
			X_Default::class           => array( Languages_Interface::class, Settings::class ),
		);
	}

	/**
	 * @return array<string, list<class-string<\Sightline\Hookable_Interface>>>
	 */
	public static function hooks(): array {
		return array(
			self::SITE => array( Polylang_Head::class ),
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
