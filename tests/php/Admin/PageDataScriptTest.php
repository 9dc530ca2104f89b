<?php
/**
 * The page data printed before each app (window.sightlineAdmin) cannot end its inline script or open
 * markup, whatever texts the site holds.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Admin;

use Sightline\Admin\Admin_Menu;
use Sightline\Admin\Assets;
use Sightline\Plugin;
use Sightline\Tests\TestCase;

final class PageDataScriptTest extends TestCase {

	public function test_texts_that_look_like_markup_are_hex_encoded(): void {
		$this->act_as( 'administrator' );
		// An add-on (or a stored text that reached the data unescaped) puts markup into the page data.
		add_filter( 'sightline_admin_page_data', static fn( array $data ) => array( 'siteName' => 'Shop </script><script>alert(1)</script> <!-- & Co' ) + $data );
		if ( ! wp_script_is( Assets::HANDLE_PREFIX . 'admin', 'registered' ) ) {
			wp_register_script( Assets::HANDLE_PREFIX . 'admin', false, array(), '1', true );
		}

		Assets::add_page_data( 'admin', Plugin::get( Admin_Menu::class )->page_data() );

		$before = implode( "\n", (array) wp_scripts()->get_data( Assets::HANDLE_PREFIX . 'admin', 'before' ) );
		$this->assertStringStartsWith( 'window.sightlineAdmin = ', trim( $before ) );
		$this->assertStringNotContainsString( '</script>', $before );
		$this->assertStringNotContainsString( '<!--', $before );
		$this->assertStringNotContainsString( '& Co', $before );
		$this->assertStringContainsString( 'Shop \u003C\/script\u003E\u003Cscript\u003Ealert(1)', $before );
		// Decoded by the browser, the name is the site's own.
		$json = substr( trim( $before ), strlen( 'window.sightlineAdmin = ' ), -1 );
		$this->assertSame( 'Shop </script><script>alert(1)</script> <!-- & Co', json_decode( $json, true )['siteName'] );
	}
}
