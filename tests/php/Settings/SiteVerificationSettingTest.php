<?php
/**
 * The setting site_verification: each engine's code only. A pasted meta tag keeps its content, the code is
 * trimmed, and anything with other characters than letters, digits and - _ = + / . : (or longer than 200)
 * is refused with an error naming the field, through the service, the REST route and update_option alike.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Settings;

use Sightline\Plugin;
use Sightline\Settings\Settings;
use Sightline\Settings\Site_Verification;
use Sightline\Tests\TestCase;

final class SiteVerificationSettingTest extends TestCase {

	private const ROUTE = '/sightline/v1/admin/global-settings';

	public function test_every_engine_defaults_to_no_code(): void {
		$this->assertSame(
			array(
				'google'    => '',
				'bing'      => '',
				'baidu'     => '',
				'yandex'    => '',
				'pinterest' => '',
			),
			Plugin::get( Settings::class )->get( 'site_verification' )
		);
	}

	/**
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function pasted(): array {
		return array(
			'the code'                 => array( 'Xq3-abc_DEF=+/.:9', 'Xq3-abc_DEF=+/.:9' ),
			'spaces around'            => array( "  \tabc123 \n", 'abc123' ),
			'Google\'s whole tag'      => array( '<meta name="google-site-verification" content="Xq3abcDEF_-9" />', 'Xq3abcDEF_-9' ),
			'single quotes, no slash'  => array( "<meta name='msvalidate.01' content='0123456789ABCDEF'>", '0123456789ABCDEF' ),
			'content before name'      => array( '<META content="abc-1" name="yandex-verification">', 'abc-1' ),
			'an entity in the content' => array( '<meta name="p:domain_verify" content="ab&#61;c"/>', 'ab=c' ),
			'a tag among spaces'       => array( '   <meta name="baidu-site-verification" content=" code-x " />  ', 'code-x' ),
			'empty clears the code'    => array( '', '' ),
			'a tag without content'    => array( '<meta name="google-site-verification" content="" />', '' ),
		);
	}

	/**
	 * @dataProvider pasted
	 */
	public function test_a_pasted_value_is_saved_as_its_code( string $value, string $stored ): void {
		$saved = Plugin::get( Settings::class )->update( array( 'site_verification' => array( 'google' => $value ) ) );
		$this->assertIsArray( $saved, is_wp_error( $saved ) ? $saved->get_error_message() : '' );
		$this->assertSame( $stored, $saved['site_verification']['google'] );
		$this->assertSame( $stored, get_option( Settings::OPTION )['site_verification']['google'] );
		$this->assertSame( '', $saved['site_verification']['bing'], 'the engines not sent keep their default' );
	}

	/**
	 * @return array<string, array{0: string, 1: mixed}>
	 */
	public static function junk(): array {
		return array(
			'a quote'                     => array( 'google', 'abc"def' ),
			'a space inside'              => array( 'bing', 'abc def' ),
			'markup that is no meta'      => array( 'baidu', '<script>alert(1)</script>' ),
			'an ampersand'                => array( 'yandex', 'a&b' ),
			'a tag whose content is junk' => array( 'pinterest', '<meta name="p:domain_verify" content="a<b>c">' ),
			'not a string'                => array( 'google', array( 'abc' ) ),
		);
	}

	/**
	 * @dataProvider junk
	 * @param mixed $value
	 */
	public function test_anything_but_a_code_is_refused_naming_the_field( string $engine, $value ): void {
		$error = Plugin::get( Settings::class )->update( array( 'site_verification' => array( $engine => $value ) ) );
		$this->assertInstanceOf( \WP_Error::class, $error );
		if ( is_string( $value ) ) {
			$this->assertStringContainsString( "site_verification.{$engine}: enter the verification code only (letters, digits, - _ = + / . :)", $error->get_error_message() );
			$this->assertSame( "site_verification.{$engine}", $error->get_error_data()['field'] );
		}
		$this->assertSame( 400, $error->get_error_data()['status'] );
		$this->assertSame( array(), get_option( Settings::OPTION ), 'nothing is stored' );
	}

	public function test_a_code_longer_than_200_characters_is_refused(): void {
		$settings = Plugin::get( Settings::class );
		$this->assertIsArray( $settings->update( array( 'site_verification' => array( 'yandex' => str_repeat( 'a', 200 ) ) ) ) );
		$error = $settings->update( array( 'site_verification' => array( 'yandex' => str_repeat( 'a', 201 ) ) ) );
		$this->assertInstanceOf( \WP_Error::class, $error );
		$this->assertStringContainsString( 'site_verification.yandex: a verification code has at most 200 characters.', $error->get_error_message() );
		$this->assertSame( str_repeat( 'a', 200 ), $settings->get( 'site_verification.yandex' ) );
	}

	public function test_the_rest_route_saves_a_pasted_tag_as_its_code_and_refuses_junk(): void {
		$response = $this->rest(
			'POST',
			self::ROUTE,
			array(
				'data' => array(
					'site_verification' => array(
						'google'    => ' <meta name="google-site-verification" content="G-code_123" /> ',
						'bing'      => 'B1NG',
						'pinterest' => "<meta name='p:domain_verify' content='pin42'/>",
					),
				),
			),
			'administrator'
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'G-code_123', $response->get_data()['data']['site_verification']['google'], 'the answer carries the stored code' );
		$get = $this->rest( 'GET', self::ROUTE, array(), 'administrator' )->get_data();
		$this->assertSame(
			array(
				'google'    => 'G-code_123',
				'bing'      => 'B1NG',
				'baidu'     => '',
				'yandex'    => '',
				'pinterest' => 'pin42',
			),
			$get['site_verification']
		);

		$refused = $this->rest(
			'POST',
			self::ROUTE,
			array(
				'data' => array(
					'date_archive'      => false,
					'site_verification' => array( 'bing' => 'B1NG <b>' ),
				),
			),
			'administrator'
		);
		$this->assertSame( 400, $refused->get_status() );
		$this->assertStringContainsString( 'site_verification.bing: enter the verification code only (letters, digits, - _ = + / . :)', $refused->get_data()['data']['params']['data'] );
		$this->assertSame( 'B1NG', Plugin::get( Settings::class )->get( 'site_verification.bing' ), 'the stored code is kept' );
		$this->assertTrue( Plugin::get( Settings::class )->get( 'date_archive' ), 'nothing of the refused save is stored' );
	}

	public function test_update_option_from_other_code_goes_through_the_same_rule(): void {
		update_option( Settings::OPTION, array( 'site_verification' => array( 'baidu' => '<meta name="baidu-site-verification" content="code-b" />' ) ) );
		$this->assertSame( 'code-b', get_option( Settings::OPTION )['site_verification']['baidu'] );
		update_option(
			Settings::OPTION,
			array(
				'site_verification' => array( 'baidu' => 'x"><script>' ),
				'date_archive'      => false,
			)
		);
		$stored = get_option( Settings::OPTION );
		$this->assertArrayNotHasKey( 'site_verification', $stored, 'an invalid code is dropped' );
		$this->assertFalse( $stored['date_archive'] );
	}

	public function test_the_rule_alone(): void {
		$this->assertSame( 'abc', Site_Verification::code( '<meta name="google-site-verification" content=abc>' ), 'an unquoted attribute' );
		$this->assertSame( 'plain', Site_Verification::code( ' plain ' ) );
		$this->assertSame( '123', Site_Verification::clean( 'bing', 123 ) );
		$this->assertInstanceOf( \WP_Error::class, Site_Verification::clean( 'bing', null ) );
	}
}
