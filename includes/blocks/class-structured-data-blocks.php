<?php
/**
 * The FAQ and How-to blocks (includes/blocks/faq/block.json, includes/blocks/how-to/block.json), whose
 * saved data Structured_Data\Content_Graph turns into FAQPage and HowTo structured data. They save
 * static HTML, which a page view prints as saved: the site needs no registration, so they are
 * registered only where the block editor or the REST API reads block types (admin and REST requests).
 * Without a build (a checkout before `npm run build`) there is no editor script to register; the
 * saved blocks still print and still give their structured data.
 *
 * @package Sightline
 */

namespace Sightline\Blocks;

use Sightline\Hookable_Interface;

defined( 'ABSPATH' ) || exit;

final class Structured_Data_Blocks implements Hookable_Interface {

	/** Each block's folder under includes/blocks, by its name. */
	public const BLOCKS = array(
		'sightline/faq'    => 'faq',
		'sightline/how-to' => 'how-to',
	);

	public function add_hooks(): void {
		if ( did_action( 'init' ) ) {
			$this->register();
			return;
		}
		add_action( 'init', array( $this, 'register' ) );
	}

	public function register(): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		foreach ( self::BLOCKS as $name => $folder ) {
			if ( $registry->is_registered( $name ) || ! is_readable( SIGHTLINE_DIR . 'build/' . $folder . '-block.asset.php' ) ) {
				continue;
			}
			$type = register_block_type( SIGHTLINE_DIR . 'includes/blocks/' . $folder );
			if ( $type instanceof \WP_Block_Type ) {
				// block.json's text domain loads translations from the global languages folder only.
				foreach ( $type->editor_script_handles as $handle ) {
					wp_set_script_translations( $handle, 'sightline-seo', SIGHTLINE_DIR . 'languages' );
				}
			}
		}
	}
}
