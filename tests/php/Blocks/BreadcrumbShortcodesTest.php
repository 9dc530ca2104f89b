<?php
/**
 * The breadcrumb shortcodes of the SEO plugins a site moves from print the Breadcrumbs block's trail
 * (an outside audit found them printed as raw text after the move, and in the automatic descriptions):
 * each tag the block's markup, its `separator` honoured, a tag another plugin holds left to it, and no
 * description reads the tag or the trail.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Blocks;

use Sightline\Blocks\Breadcrumb_Shortcodes;
use Sightline\Blocks\Breadcrumbs_Block;
use Sightline\Plugin;
use Sightline\Tests\Head\Head_TestCase;

require_once dirname( __DIR__ ) . '/Head/class-head-testcase.php';

final class BreadcrumbShortcodesTest extends Head_TestCase {

	private const TAGS = array( 'wpseo_breadcrumb', 'rank_math_breadcrumb', 'aioseo_breadcrumbs', 'seopress_breadcrumbs', 'slim_seo_breadcrumbs' );

	/** A page "Install" under a page "Docs", with the given content. */
	private function child_page( string $content = '' ): int {
		$parent = self::factory()->post->create(
			array(
				'post_type'  => 'page',
				'post_title' => 'Docs',
			)
		);
		return self::factory()->post->create(
			array(
				'post_type'    => 'page',
				'post_title'   => 'Install',
				'post_parent'  => $parent,
				'post_content' => $content,
				'post_excerpt' => '',
			)
		);
	}

	public function test_each_tag_prints_the_blocks_trail_on_a_page_with_a_parent(): void {
		$page = $this->child_page();
		$this->go_to( get_permalink( $page ) );
		$block = do_blocks( '<!-- wp:sightline/breadcrumbs /-->' );
		$this->assertStringContainsString( 'class="sightline-breadcrumbs wp-block-sightline-breadcrumbs"', $block, 'the block’s wrapper' );
		$this->assertStringContainsString( '<a href="' . esc_url( get_permalink( (int) wp_get_post_parent_id( $page ) ) ) . '">Docs</a>', $block );
		$this->assertStringContainsString( '<span aria-current="page">Install</span>', $block );

		foreach ( self::TAGS as $tag ) {
			$this->assertSame( $block, do_shortcode( "[{$tag}]" ), "[{$tag}] prints the block" );
			$this->assertStringContainsString( trim( $block ), apply_filters( 'the_content', "[{$tag}]" ), "[{$tag}] in the content" );
		}
	}

	public function test_the_separator_attribute_is_honoured_as_text_and_the_others_ignored(): void {
		$this->go_to( get_permalink( $this->child_page() ) );
		$raquo = do_blocks( '<!-- wp:sightline/breadcrumbs {"separator":"»"} /-->' );
		$this->assertSame( $raquo, do_shortcode( '[rank_math_breadcrumb separator="»" wrap_before="<div>"]' ) );
		$this->assertSame( $raquo, do_shortcode( '[slim_seo_breadcrumbs separator="»" display_current="false" label_home="Start"]' ) );
		$this->assertSame(
			do_blocks( '<!-- wp:sightline/breadcrumbs {"separator":"|"} /-->' ),
			do_shortcode( '[rank_math_breadcrumb separator="<b>|</b>"]' ),
			'an HTML separator keeps its text'
		);
		$this->assertSame( do_blocks( '<!-- wp:sightline/breadcrumbs /-->' ), do_shortcode( '[slim_seo_breadcrumbs separator=" "]' ), 'an empty one is the default' );
	}

	public function test_a_tag_another_plugin_registered_is_left_to_it(): void {
		global $shortcode_tags;
		$saved = $shortcode_tags;
		$block = Plugin::get( Breadcrumbs_Block::class );
		$this->assertSame( PHP_INT_MAX, has_action( 'init', array( $block, 'register_shortcodes' ) ), 'after every plugin’s init' );
		try {
			foreach ( self::TAGS as $tag ) {
				remove_shortcode( $tag );
			}
			$theirs = static fn() => 'their trail';
			add_shortcode( 'aioseo_breadcrumbs', $theirs );
			add_shortcode( 'wpseo_breadcrumb', $theirs );
			$block->register_shortcodes();
			$this->assertSame( $theirs, $shortcode_tags['aioseo_breadcrumbs'] );
			$this->assertSame( $theirs, $shortcode_tags['wpseo_breadcrumb'] );
			$this->assertSame( 'their trail', do_shortcode( '[aioseo_breadcrumbs]' ) );
			foreach ( array( 'rank_math_breadcrumb', 'seopress_breadcrumbs', 'slim_seo_breadcrumbs' ) as $tag ) {
				$this->assertSame( array( Breadcrumb_Shortcodes::class, 'render' ), $shortcode_tags[ $tag ], "[{$tag}] is free: ours" );
			}
		} finally {
			$shortcode_tags = $saved; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- putting back what the test changed.
		}
	}

	/** @return iterable<string, array{string}> */
	public static function shortcode_readings(): iterable {
		foreach ( array( 'strip', 'keep_unknown', 'render' ) as $reading ) {
			yield $reading => array( $reading );
		}
	}

	/**
	 * @dataProvider shortcode_readings
	 */
	public function test_the_automatic_description_reads_neither_the_tag_nor_the_trail( string $reading ): void {
		$page = $this->child_page( "[aioseo_breadcrumbs]\n\n<p>Our guide to installing the plugin.</p>" );
		$this->settings(
			array(
				'page_description' => '',
				'global_default'   => array(
					'page_title'       => '%title%',
					'page_description' => '',
				),
				'auto_description' => array( 'shortcodes' => $reading ),
			)
		);
		$html = $this->head_of( get_permalink( $page ) );
		$this->assertSame( 'Our guide to installing the plugin.', $this->meta( $html, 'description' ) );
		$this->assertSame( 'Our guide to installing the plugin.', $this->meta( $html, 'og:description' ) );
	}
}
