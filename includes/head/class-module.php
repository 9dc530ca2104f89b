<?php
/**
 * Builds the head feature's services with their shared parts (one Resolver, one renderer), for the
 * composition root to register.
 *
 * @package Sightline
 */

namespace Sightline\Head;

use Sightline\Blocks\Breadcrumbs_Block;
use Sightline\Rest\Head_Field;
use Sightline\Rest\Post_Settings_Controller;
use Sightline\Rest\Term_Settings_Controller;
use Sightline\Settings\Indexing;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Module {

	/**
	 * @return list<object>
	 */
	public static function services( Settings $settings ): array {
		// Indexing holds no state of its own; this instance answers exactly like the root's.
		$indexing    = new Indexing( $settings );
		$images      = new Images( $settings );
		$resolver    = new Resolver( $settings, $indexing, new Variables( $settings ), $images );
		$renderer    = new Tag_Renderer();
		$breadcrumbs = new Breadcrumbs( $resolver );
		$output      = new Head_Output(
			$resolver,
			array(
				new Generators\Meta_Tags( $resolver ),
				new Generators\Open_Graph( $resolver, $settings ),
				new Generators\X_Card( $resolver, $settings ),
			),
			new Generators\Schema_Graph( $resolver, $breadcrumbs, $images, $settings ),
			$renderer
		);
		$objects     = new Object_Settings( $output, $breadcrumbs, $settings, $indexing );
		return array(
			new Head( $output, $breadcrumbs, $renderer ),
			new Archive_Redirects( $indexing ),
			$output,
			$objects,
			new Post_Settings_Controller( $objects ),
			new Term_Settings_Controller( $objects ),
			new Head_Field( $output ),
			new Breadcrumbs_Block( $breadcrumbs, $renderer ),
		);
	}
}
