<?php
/**
 * The head's wiring (titles, descriptions, robots, canonical, Open Graph, X and the JSON-LD graph, with one resolver, one renderer and one breadcrumb builder shared by all), the per-object SEO fields' REST routes and abilities, and the `sightline_head` REST field.
 *
 * @package Sightline
 */

namespace Sightline\Head;

use Sightline\Container;
use Sightline\Module_Interface;
use Sightline\Multilingual\Languages_Interface;
use Sightline\Multilingual\X_Default;
use Sightline\Settings\Indexing;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Module implements Module_Interface {

	/** The writes after which a value the head resolved may be stale (Head_Freshness listens to them). */
	public const FRESHNESS_HOOKS = array(
		'update_option_sightline_settings',
		'add_option_sightline_settings',
		'sightline_settings_updated',
		'clean_post_cache',
		'clean_term_cache',
		'updated_post_meta',
		'added_post_meta',
		'deleted_post_meta',
		'updated_term_meta',
		'added_term_meta',
		'deleted_term_meta',
	);

	/**
	 * @return array<class-string, list<class-string>|\Closure(Container): object>
	 */
	public static function factories(): array {
		return array(
			Settings_Images::class           => array(),
			Images::class                    => array( Settings::class, Settings_Images::class ),
			Variables::class                 => array( Settings::class ),
			Context_Language::class          => array( Languages_Interface::class ),
			Resolver::class                  => array( Settings::class, Indexing::class, Variables::class, Images::class, Context_Language::class ),
			Tag_Renderer::class              => array(),
			Breadcrumbs::class               => array( Resolver::class, Context_Language::class, Settings::class ),
			Alternates::class                => array( Context_Language::class, Resolver::class, X_Default::class ),
			Head_Output::class               => static fn( Container $c ) => new Head_Output(
				$c->get( Resolver::class ),
				array(
					new Generators\Meta_Tags( $c->get( Resolver::class ), $c->get( Settings::class ) ),
					new Generators\Alternate_Links( $c->get( Alternates::class ) ),
					new Generators\Open_Graph( $c->get( Resolver::class ), $c->get( Settings::class ), $c->get( Alternates::class ) ),
					new Generators\X_Card( $c->get( Resolver::class ), $c->get( Settings::class ) ),
				),
				new Generators\Schema_Graph( $c->get( Resolver::class ), $c->get( Breadcrumbs::class ), $c->get( Images::class ), $c->get( Settings::class ) ),
				$c->get( Tag_Renderer::class )
			),
			Object_Settings::class           => array( Head_Output::class, Breadcrumbs::class, Settings::class, Indexing::class ),
			Head::class                      => array( Head_Output::class, Breadcrumbs::class, Tag_Renderer::class, Alternates::class ),
			Head_Freshness::class            => static fn( Container $c ) => new Head_Freshness( static fn() => $c->is_built( Head::class ) ? $c->get( Head::class ) : null ),
			Archive_Redirects::class         => array( Indexing::class, Settings::class ),
			Post_Settings_Controller::class  => array( Object_Settings::class ),
			Term_Settings_Controller::class  => array( Object_Settings::class ),
			Head_Field::class                => array( Head_Output::class ),
			Get_Seo_Fields_Ability::class    => array( Object_Settings::class ),
			Update_Seo_Fields_Ability::class => array( Get_Seo_Fields_Ability::class ),
		);
	}

	/**
	 * @return array<string, list<class-string<\Sightline\Hookable_Interface>>>
	 */
	public static function hooks(): array {
		return array(
			self::SITE      => array( Head::class, Archive_Redirects::class ),
			// The head's values resolved before a write (a REST save, then its head) are forgotten.
			self::WRITES    => array( Head_Freshness::class, Settings_Images::class ),
			self::REST      => array( Post_Settings_Controller::class, Term_Settings_Controller::class, Head_Field::class ),
			self::ABILITIES => array( Get_Seo_Fields_Ability::class, Update_Seo_Fields_Ability::class ),
		);
	}

	/**
	 * @return list<string>
	 */
	public static function write_hooks(): array {
		return array_merge(
			self::FRESHNESS_HOOKS,
			array(
				'delete_option_sightline_settings',
				'attachment_updated',
				'deleted_post',
				'admin_init',
			)
		);
	}

	/**
	 * @return array<string, class-string>
	 */
	public static function commands(): array {
		return array();
	}
}
