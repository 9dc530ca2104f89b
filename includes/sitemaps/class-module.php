<?php
/**
 * The XML sitemaps' wiring: the registry of what they list, the stored copies and their stamps, the early answer, the invalidation on writes, the REST status, `wp sightline sitemap` and the sitemap-status ability.
 *
 * @package Sightline
 */

namespace Sightline\Sitemaps;

use Sightline\Container;
use Sightline\Module_Interface;
use Sightline\Multilingual\Languages_Interface;
use Sightline\Multilingual\X_Default;
use Sightline\Settings\Indexing;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Module implements Module_Interface {

	/**
	 * @return array<class-string, list<class-string>|\Closure(Container): object>
	 */
	public static function factories(): array {
		return array(
			Alternates::class                 => array( Languages_Interface::class, Indexing::class, X_Default::class ),
			Registry::class                   => array( Settings::class, Indexing::class, Alternates::class ),
			State::class                      => array(),
			Store::class                      => array(),
			Server::class                     => array( Registry::class, State::class, Store::class, Page_Boundaries::class ),
			Page_Boundaries::class            => array( Registry::class, State::class, Store::class ),
			Early_Answer::class               => array( State::class, Store::class ),
			Sitemaps::class                   => static fn( Container $c ) => new Sitemaps( static fn() => $c->get( Registry::class ), static fn() => $c->get( Server::class ), static fn() => $c->get( Early_Answer::class ) ),
			Boundaries_Job::class             => array( Registry::class, State::class, Page_Boundaries::class ),
			Stale_Pages::class                => array( Registry::class, State::class, Server::class, Page_Boundaries::class ),
			Invalidator::class                => array( Registry::class, State::class, Server::class, Indexing::class, Languages_Interface::class, Boundaries_Job::class, Stale_Pages::class ),
			Save_Batch::class                 => array( State::class ),
			Sitemap_Controller::class         => array( Registry::class, Server::class ),
			Sitemap_Command::class            => array( Server::class ),
			Get_Sitemap_Status_Ability::class => array( Registry::class, Page_Boundaries::class, State::class ),
		);
	}

	/**
	 * @return array<string, list<class-string<\Sightline\Hookable_Interface>>>
	 */
	public static function hooks(): array {
		return array(
			self::SITE      => array( Sitemaps::class ),
			self::WRITES    => array( Save_Batch::class, Invalidator::class, Boundaries_Job::class ),
			self::REST      => array( Sitemap_Controller::class ),
			self::ABILITIES => array( Get_Sitemap_Status_Ability::class ),
		);
	}

	/**
	 * @return list<string>
	 */
	public static function write_hooks(): array {
		return array(
			'wp_insert_post_data',
			'wp_after_insert_post',
			'before_delete_post',
			'added_post_meta',
			'updated_post_meta',
			'deleted_post_meta',
			'added_term_meta',
			'updated_term_meta',
			'deleted_term_meta',
			'edit_terms',
			'saved_term',
			'delete_term',
			'set_object_terms',
			'profile_update',
			'added_user_meta',
			'updated_user_meta',
			'deleted_user_meta',
			'deleted_user',
			'sightline_settings_updated',
			Sitemaps::ENTRIES_CHANGED,
			'update_option_permalink_structure',
			'update_option_category_base',
			'update_option_tag_base',
			'update_option_show_on_front',
			'update_option_page_on_front',
			'update_option_page_for_posts',
			'update_option_polylang',
			'sightline_bulk_write_start',
			'sightline_bulk_write_end',
			'sightline_activated',
			'sightline_deactivated',
			'sightline_sitemaps_boundaries',
		);
	}

	/**
	 * @return array<string, class-string>
	 */
	public static function commands(): array {
		return array( 'sightline sitemap' => Sitemap_Command::class );
	}
}
