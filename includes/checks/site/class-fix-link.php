<?php
/**
 * Links from a check to the screen that fixes it: a route of the settings app
 * (admin.php?page=sightline#/route) or a core admin screen.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Site;

use Sightline\Admin\Admin_Menu;

defined( 'ABSPATH' ) || exit;

final class Fix_Link {

	/**
	 * @return array{url:string,label:string}
	 */
	public static function route( string $route, string $label ): array {
		return array(
			'url'   => Admin_Menu::url( $route ),
			'label' => $label,
		);
	}

	/**
	 * @return array{url:string,label:string}
	 */
	public static function admin( string $path, string $label ): array {
		return array(
			'url'   => admin_url( $path ),
			'label' => $label,
		);
	}

	/**
	 * Where the home page's content is edited: the static front page, else the Site Editor for block
	 * themes, else the Customizer.
	 *
	 * @return array{url:string,label:string}
	 */
	public static function home_content(): array {
		$front = 'page' === get_option( 'show_on_front' ) ? (int) get_option( 'page_on_front' ) : 0;
		if ( $front > 0 && get_post( $front ) ) {
			return array(
				'url'   => admin_url( 'post.php?post=' . $front . '&action=edit' ),
				'label' => __( 'Edit the home page', 'sightline-seo' ),
			);
		}
		if ( function_exists( 'wp_is_block_theme' ) && wp_is_block_theme() ) {
			return self::admin( 'site-editor.php', __( 'Open the Site Editor', 'sightline-seo' ) );
		}
		return self::admin( 'customize.php', __( 'Open the Customizer', 'sightline-seo' ) );
	}
}
