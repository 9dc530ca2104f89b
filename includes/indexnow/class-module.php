<?php
/**
 * IndexNow's wiring: the key and its file, the queue of changed addresses and its sender, Site Health and the REST status.
 *
 * @package Sightline
 */

namespace Sightline\Indexnow;

use Sightline\Container;
use Sightline\Module_Interface;
use Sightline\Settings\Indexing;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Module implements Module_Interface {

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

	/**
	 * @return array<string, list<class-string<\Sightline\Hookable_Interface>>>
	 */
	public static function hooks(): array {
		return array(
			self::SITE   => array( Key_File::class ),
			self::WRITES => array( Change_Watcher::class, Indexnow::class ),
			self::ADMIN  => array( Site_Health::class ),
			self::REST   => array( Indexnow_Controller::class ),
		);
	}

	/**
	 * @return list<string>
	 */
	public static function write_hooks(): array {
		return array(
			'wp_after_insert_post',
			'before_delete_post',
			'added_post_meta',
			'updated_post_meta',
			'deleted_post_meta',
			'sightline_bulk_write_start',
			'sightline_bulk_write_end',
			'sightline_settings_updated',
			'sightline_deactivated',
			'sightline_indexnow_send',
		);
	}

	/**
	 * @return array<string, class-string>
	 */
	public static function commands(): array {
		return array();
	}
}
