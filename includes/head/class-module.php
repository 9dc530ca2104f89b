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
	 * @return array<class-string, \Closure(Container): object>
	 */
	public static function factories(): array {
		return array(
			Images::class                   => static fn( Container $c ) => new Images( $c->get( Settings::class ), $c->get( Settings_Images::class ) ),
			Variables::class                => static fn( Container $c ) => new Variables( $c->get( Settings::class ) ),
			Resolver::class                 => static fn( Container $c ) => new Resolver( $c->get( Settings::class ), $c->get( Indexing::class ), $c->get( Variables::class ), $c->get( Images::class ) ),
			Tag_Renderer::class             => static fn() => new Tag_Renderer(),
			Breadcrumbs::class              => static fn( Container $c ) => new Breadcrumbs( $c->get( Resolver::class ) ),
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
			Object_Settings::class          => static fn( Container $c ) => new Object_Settings( $c->get( Head_Output::class ), $c->get( Breadcrumbs::class ), $c->get( Settings::class ), $c->get( Indexing::class ) ),
			Head::class                     => static fn( Container $c ) => new Head( $c->get( Head_Output::class ), $c->get( Breadcrumbs::class ), $c->get( Tag_Renderer::class ) ),
			Head_Freshness::class           => static fn( Container $c ) => new Head_Freshness( static fn() => $c->is_built( Head::class ) ? $c->get( Head::class ) : null ),
			Archive_Redirects::class        => static fn( Container $c ) => new Archive_Redirects( $c->get( Indexing::class ) ),
			Post_Settings_Controller::class => static fn( Container $c ) => new Post_Settings_Controller( $c->get( Object_Settings::class ) ),
			Term_Settings_Controller::class => static fn( Container $c ) => new Term_Settings_Controller( $c->get( Object_Settings::class ) ),
			Head_Field::class               => static fn( Container $c ) => new Head_Field( $c->get( Head_Output::class ) ),
			Breadcrumbs_Block::class        => static fn( Container $c ) => new Breadcrumbs_Block( $c->get( Breadcrumbs::class ), $c->get( Tag_Renderer::class ) ),
		);
	}
}
