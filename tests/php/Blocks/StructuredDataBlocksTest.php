<?php
/**
 * The FAQ and How-to blocks are registered from their block.json for the editor: the editor script
 * from the build (found through block.json's path), translated from our languages folder, and the
 * attributes the structured data reads.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Blocks;

use Sightline\Blocks\Structured_Data_Blocks;
use Sightline\Plugin;
use Sightline\Tests\TestCase;

final class StructuredDataBlocksTest extends TestCase {

	public function test_both_blocks_register_with_their_editor_script(): void {
		if ( ! is_readable( SIGHTLINE_DIR . 'build/faq-block.asset.php' ) ) {
			$this->markTestSkipped( 'needs `npm run build`' );
		}
		$registry = \WP_Block_Type_Registry::get_instance();
		foreach ( array_keys( Structured_Data_Blocks::BLOCKS ) as $name ) {
			if ( $registry->is_registered( $name ) ) {
				$registry->unregister( $name );
			}
		}
		Plugin::get( Structured_Data_Blocks::class )->register();

		$faq = $registry->get_registered( 'sightline/faq' );
		$this->assertNotNull( $faq );
		$this->assertSame( array( 'questions' ), array_keys( array_diff_key( $faq->attributes, array_flip( array( 'lock', 'metadata', 'className', 'anchor', 'style', 'backgroundColor', 'textColor', 'fontSize', 'align' ) ) ) ) );
		$how_to = $registry->get_registered( 'sightline/how-to' );
		$this->assertNotNull( $how_to );
		$this->assertArrayHasKey( 'steps', $how_to->attributes );
		$this->assertArrayHasKey( 'totalTime', $how_to->attributes );

		foreach ( array( $faq, $how_to ) as $index => $type ) {
			$this->assertCount( 1, $type->editor_script_handles );
			$script = wp_scripts()->registered[ $type->editor_script_handles[0] ];
			$this->assertStringEndsWith( '/build/' . array( 'faq', 'how-to' )[ $index ] . '-block.js', $script->src );
			$this->assertSame( 'sightline-seo', $script->textdomain );
			$this->assertSame( SIGHTLINE_DIR . 'languages', $script->translations_path );
		}
		$this->assertSame( array(), $faq->style_handles, 'no style: the site prints the saved HTML as it is' );
	}
}
