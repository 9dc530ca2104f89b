<?php
/**
 * With Polylang, our head prints the alternates (checked against each translation's robots and
 * status): Polylang's own hreflang links are taken out so a page names its alternates once.
 *
 * @package Sightline
 */

namespace Sightline\Multilingual;

use Sightline\Hookable_Interface;

defined( 'ABSPATH' ) || exit;

final class Polylang_Head implements Hookable_Interface {

	public function add_hooks(): void {
		// Polylang builds its front-end objects on plugins_loaded/wp; by template_redirect they exist.
		add_action( 'template_redirect', array( $this, 'remove_polylang_alternates' ) );
	}

	public function remove_polylang_alternates(): void {
		if ( ! Polylang_Languages::is_available() ) {
			return;
		}
		$polylang = PLL();
		if ( isset( $polylang->filters_links ) && is_object( $polylang->filters_links ) ) {
			remove_action( 'wp_head', array( $polylang->filters_links, 'wp_head' ), 1 );
		}
	}
}
