<?php
/**
 * How the head feature's services are built, with their shared parts (one Resolver, one renderer, one
 * breadcrumb builder), for the composition root.
 *
 * @package Sightline
 */

namespace Sightline\Head;

use Sightline\Blocks\Breadcrumbs_Block;
use Sightline\Container;
use Sightline\Rest\Head_Field;
use Sightline\Rest\Post_Settings_Controller;
use Sightline\Rest\Term_Settings_Controller;
use Sightline\Settings\Indexing;
use Sightline\Settings\Settings;
use Sightline\Settings\Settings_Images;

defined( 'ABSPATH' ) || exit;

final class Module {

	/**
	 * @return array<class-string, list<class-string>|\Closure(Container): object>
	 */
	public static function factories(): array {
		return array(
			Images::class                   => array( Settings::class, Settings_Images::class ),
			Variables::class                => array( Settings::class ),
			Resolver::class                 => array( Settings::class, Indexing::class, Variables::class, Images::class ),
			Tag_Renderer::class             => array(),
			Breadcrumbs::class              => array( Resolver::class ),
			Head_Output::class              => static fn( Container $c ) => new Head_Output(
				$c->get( Resolver::class ),
				array(
					new Generators\Meta_Tags( $c->get( Resolver::class ), $c->get( Settings::class ) ),
					new Generators\Open_Graph( $c->get( Resolver::class ), $c->get( Settings::class ) ),
					new Generators\X_Card( $c->get( Resolver::class ), $c->get( Settings::class ) ),
				),
				new Generators\Schema_Graph( $c->get( Resolver::class ), $c->get( Breadcrumbs::class ), $c->get( Images::class ), $c->get( Settings::class ) ),
				$c->get( Tag_Renderer::class )
			),
			Object_Settings::class          => array( Head_Output::class, Breadcrumbs::class, Settings::class, Indexing::class ),
			Head::class                     => array( Head_Output::class, Breadcrumbs::class, Tag_Renderer::class ),
			Head_Freshness::class           => static fn( Container $c ) => new Head_Freshness( static fn() => $c->is_built( Head::class ) ? $c->get( Head::class ) : null ),
			Archive_Redirects::class        => array( Indexing::class ),
			Post_Settings_Controller::class => array( Object_Settings::class ),
			Term_Settings_Controller::class => array( Object_Settings::class ),
			Head_Field::class               => array( Head_Output::class ),
			Breadcrumbs_Block::class        => array( Breadcrumbs::class, Tag_Renderer::class ),
		);
	}
}
