<?php
/**
 * The redirects' wiring: the rules' one write path (validation, chains, table, compiled lookup), the early answer on page views, the hits, the automatic rules when addresses move, the offers, the REST routes and `wp sightline redirect`.
 *
 * @package Sightline
 */

namespace Sightline\Redirects;

use Sightline\Container;
use Sightline\Module_Interface;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Module implements Module_Interface {

	/**
	 * @return array<class-string, list<class-string>|\Closure(Container): object>
	 */
	public static function factories(): array {
		return array(
			Table::class                => array(),
			Lookup_Store::class         => array(),
			Compiler::class             => static fn( Container $c ) => new Compiler( static fn() => $c->get( Table::class ), $c->get( Lookup_Store::class ) ),
			Hits::class                 => array( Lookup_Store::class ),
			Redirects::class            => array( Table::class, Compiler::class, Hits::class ),
			Address_Moves::class        => array( Redirects::class ),
			Responder::class            => static fn( Container $c ) => new Responder( static fn() => $c->get( Compiler::class ), static fn() => $c->get( Hits::class ), static fn() => $c->get( Sitemap_Exclusions::class ) ),
			Sitemap_Exclusions::class   => static fn( Container $c ) => new Sitemap_Exclusions( static fn() => $c->get( Compiler::class ) ),
			Maintenance::class          => static fn( Container $c ) => new Maintenance( static fn() => $c->get( Compiler::class ), static fn() => $c->get( Hits::class ), static fn() => $c->get( Table::class ) ),
			Slug_Watcher::class         => static fn( Container $c ) => new Slug_Watcher( $c->get( Settings::class ), static fn() => $c->get( Address_Moves::class ) ),
			Permalink_Watcher::class    => array( Settings::class ),
			Offer_Notices::class        => static fn( Container $c ) => new Offer_Notices( static fn() => $c->get( Address_Moves::class ) ),
			Site_Health::class          => array(),
			Moves_Job::class            => static fn( Container $c ) => new Moves_Job( static fn() => $c->get( Address_Moves::class ) ),
			Redirects_Controller::class => array( Redirects::class, Maintenance::class ),
			Redirect_Command::class     => array( Redirects::class, Maintenance::class ),
		);
	}

	/**
	 * @return array<string, list<class-string<\Sightline\Hookable_Interface>>>
	 */
	public static function hooks(): array {
		return array(
			// The early answer.
			self::SITE   => array( Responder::class ),
			// The table's upkeep, the automatic rules on address changes.
			self::WRITES => array( Maintenance::class, Permalink_Watcher::class, Slug_Watcher::class, Moves_Job::class ),
			self::ADMIN  => array( Offer_Notices::class, Site_Health::class ),
			// The sitemaps leave out what the rules answer: where sitemaps are built (REST, WP-CLI; on a
			// sitemap's page view Responder adds it).
			self::REST   => array( Redirects_Controller::class, Sitemap_Exclusions::class ),
			self::CLI    => array( Sitemap_Exclusions::class ),
		);
	}

	/**
	 * @return list<string>
	 */
	public static function write_hooks(): array {
		return array(
			'sightline_activated',
			'sightline_deactivated',
			'admin_init',
			'sightline_redirects_fold_hits',
			'sightline_redirects_apply_moves',
			'update_option_permalink_structure',
			'update_option_category_base',
			'update_option_tag_base',
			'pre_post_update',
			'post_updated',
			'edit_terms',
			'edited_term',
		);
	}

	/**
	 * @return array<string, class-string>
	 */
	public static function commands(): array {
		return array( 'sightline redirect' => Redirect_Command::class );
	}
}
