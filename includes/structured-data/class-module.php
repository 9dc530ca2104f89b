<?php
/**
 * The structured data's wiring: the type catalogue, the build rule and the check rule, built on first
 * use for whoever asks for them; the own structured data of posts, terms and authors (Own_Structured_Data) and the
 * site-wide sets of the Schema screen, printed in the page's graph on every request (Page_Graph) with
 * the FAQ and how-to blocks of a post's content (Content_Graph) and the YouTube and Vimeo videos it
 * embeds (Embedded_Videos, with what Oembed_Capture kept of Vimeo's answers when WordPress fetched
 * them); the post meta registered and served over REST where the REST API or the admin runs, the sets
 * checked wherever settings are saved (Sets_Validator), and two abilities; with WooCommerce active, a
 * product's page prints one Product node from the product's data (WooCommerce_Graph).
 *
 * @package Sightline
 */

namespace Sightline\Structured_Data;

use Sightline\Container;
use Sightline\Head\Resolver;
use Sightline\Module_Interface;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Module implements Module_Interface {

	/**
	 * @return array<class-string, list<class-string>|\Closure(Container): object>
	 */
	public static function factories(): array {
		return array(
			Catalogue::class                      => array(),
			Node_Builder::class                   => array( Catalogue::class ),
			Checker::class                        => array( Catalogue::class ),
			Instance_Validator::class             => array( Catalogue::class ),
			Own_Structured_Data::class            => array( Catalogue::class, Instance_Validator::class, Node_Builder::class, Checker::class, Resolver::class ),
			// A page view builds the rest only when its post has structured data of its own.
			Page_Graph::class                     => static fn( Container $c ) => new Page_Graph( $c->get( Resolver::class ), $c->get( Settings::class ), static fn() => $c->get( Own_Structured_Data::class ) ),
			Sets_Validator::class                 => array( Instance_Validator::class ),
			// A page view builds the builder and the checker only when its post embeds a video.
			Embedded_Videos::class                => static fn( Container $c ) => new Embedded_Videos( $c->get( Resolver::class ), static fn() => $c->get( Own_Structured_Data::class ), static fn() => $c->get( Checker::class ) ),
			// Its hooks are added only when WooCommerce has loaded; a product's page builds the rest.
			WooCommerce_Graph::class              => static fn( Container $c ) => new WooCommerce_Graph( $c->get( Resolver::class ), $c->get( Settings::class ), static fn() => $c->get( Own_Structured_Data::class ) ),
			// A page view builds the builder and the checker only when its content holds FAQ or how-to blocks.
			Content_Graph::class                  => static fn( Container $c ) => new Content_Graph( $c->get( Resolver::class ), $c->get( Settings::class ), static fn() => $c->get( Own_Structured_Data::class ), static fn() => $c->get( Checker::class ) ),
			Oembed_Capture::class                 => array(),
			Meta_Field::class                     => array( Own_Structured_Data::class ),
			Own_Structured_Data_Controller::class => array( Own_Structured_Data::class ),
			Get_Structured_Data_Ability::class    => array( Own_Structured_Data::class ),
			Update_Structured_Data_Ability::class => array( Own_Structured_Data::class ),
		);
	}

	/**
	 * @return array<string, list<class-string<\Sightline\Hookable_Interface>>>
	 */
	public static function hooks(): array {
		return array(
			// Oembed_Capture adds one filter, run only when WordPress itself fetches an oEmbed answer.
			self::SITE      => array( Page_Graph::class, Content_Graph::class, Embedded_Videos::class, Oembed_Capture::class, WooCommerce_Graph::class ),
			// The meta is registered where it may be read or written over REST: the admin (on init) and REST.
			self::ADMIN     => array( Meta_Field::class, Sets_Validator::class ),
			self::REST      => array( Meta_Field::class, Own_Structured_Data_Controller::class, Sets_Validator::class ),
			self::CLI       => array( Sets_Validator::class ),
			self::ABILITIES => array( Get_Structured_Data_Ability::class, Update_Structured_Data_Ability::class ),
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
