<?php
/**
 * Each source's search engine verification codes, read from where the real plugin keeps them, become the
 * setting site_verification through the migration's global settings route: a pasted whole tag keeps its
 * content, an invalid code is reported (and the valid ones kept), a code of a service we print no tag for
 * is reported as not kept, and the home page prints the tags afterwards.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Migration;

use Sightline\Plugin;
use Sightline\Settings\Settings;

require_once __DIR__ . '/class-migration-testcase.php';

final class SiteVerificationMigrationTest extends Migration_TestCase {

	/**
	 * slug, the source's options (name => value), the codes expected, the report expected (field value reason).
	 *
	 * @return array<string, array{0: string, 1: array<string, mixed>, 2: array<string, string>, 3: list<string>}>
	 */
	public static function sources(): array {
		return array(
			'Yoast SEO'         => array(
				'wordpress-seo',
				array(
					// WPSEO_Option_Wpseo and WPSEO_Option_Social (28.3).
					'wpseo'        => array(
						'googleverify' => 'yoast-google_1',
						'msverify'     => '0123456789ABCDEF',
						'baiduverify'  => 'code-baidu',
						'yandexverify' => 'bad code!',
						'ahrefsverify' => 'ahrefs-site-verification_abc',
					),
					'wpseo_social' => array( 'pinterestverify' => 'pin-yoast' ),
				),
				array(
					'google'    => 'yoast-google_1',
					'bing'      => '0123456789ABCDEF',
					'baidu'     => 'code-baidu',
					'pinterest' => 'pin-yoast',
				),
				array(
					'site_verification.yandex bad code! invalid_value',
					'site_verification.ahrefsverify ahrefs-site-verification_abc unsupported',
				),
			),
			'Rank Math'         => array(
				'seo-by-rank-math',
				array(
					// General Settings › Webmaster Tools (rank-math-options-general).
					'rank-math-options-general' => array(
						'google_verify'    => '<meta name="google-site-verification" content="rm-google" />',
						'bing_verify'      => 'rm-bing',
						'baidu_verify'     => 'rm-baidu',
						'yandex_verify'    => 'rm-yandex',
						'pinterest_verify' => 'rm<pin>',
						'norton_verify'    => 'norton-code',
					),
				),
				array(
					'google' => 'rm-google',
					'bing'   => 'rm-bing',
					'baidu'  => 'rm-baidu',
					'yandex' => 'rm-yandex',
				),
				array(
					'site_verification.pinterest rm<pin> invalid_value',
					'site_verification.norton_verify norton-code unsupported',
				),
			),
			'All in One SEO'    => array(
				'all-in-one-seo-pack',
				array(
					// aioseo_options, JSON (AIOSEO\Plugin\Common\Meta\SiteVerification).
					'aioseo_options' => wp_json_encode(
						array(
							'webmasterTools' => array(
								'google'    => 'aio-google',
								'bing'      => 'aio-bing',
								'baidu'     => '',
								'yandex'    => 'aio-yandex',
								'pinterest' => "<meta name='p:domain_verify' content='aio-pin'>",
							),
						)
					),
				),
				array(
					'google'    => 'aio-google',
					'bing'      => 'aio-bing',
					'yandex'    => 'aio-yandex',
					'pinterest' => 'aio-pin',
				),
				array(),
			),
			'SEOPress'          => array(
				'wp-seopress',
				array(
					// seopress_advanced_option_name (Advanced › Advanced).
					'seopress_advanced_option_name' => array(
						'seopress_advanced_advanced_google' => 'sp-google',
						'seopress_advanced_advanced_bing'  => 'sp-bing',
						'seopress_advanced_advanced_pinterest' => 'sp-pin',
						'seopress_advanced_advanced_yandex' => 'sp-yandex',
						'seopress_advanced_advanced_baidu' => 'sp-baidu',
						'seopress_advanced_advanced_facebook' => 'fb-domain',
					),
				),
				array(
					'google'    => 'sp-google',
					'bing'      => 'sp-bing',
					'baidu'     => 'sp-baidu',
					'yandex'    => 'sp-yandex',
					'pinterest' => 'sp-pin',
				),
				array( 'site_verification.seopress_advanced_advanced_facebook fb-domain unsupported' ),
			),
			'The SEO Framework' => array(
				'autodescription',
				array(
					// autodescription-site-settings (Front\Meta\Generator\Webmasters).
					'autodescription-site-settings' => array(
						'google_verification' => 'tsf-google',
						'bing_verification'   => 'tsf-bing',
						'yandex_verification' => 'tsf-yandex',
						'baidu_verification'  => 'tsf-baidu',
						'pint_verification'   => 'tsf-pin',
					),
				),
				array(
					'google'    => 'tsf-google',
					'bing'      => 'tsf-bing',
					'baidu'     => 'tsf-baidu',
					'yandex'    => 'tsf-yandex',
					'pinterest' => 'tsf-pin',
				),
				array(),
			),
		);
	}

	/**
	 * @dataProvider sources
	 * @param array<string, mixed>  $options
	 * @param array<string, string> $codes
	 * @param list<string>          $report
	 */
	public function test_the_codes_come_along( string $slug, array $options, array $codes, array $report ): void {
		foreach ( $options as $name => $value ) {
			update_option( $name, $value );
		}
		$answer = $this->rest(
			'POST',
			'/sightline/v1/migration/global-settings',
			array(
				'plugin_slug' => $slug,
				'cleanup'     => false,
			),
			'administrator'
		);
		$this->assertSame( 200, $answer->get_status(), (string) wp_json_encode( $answer->get_data() ) );
		$data = $answer->get_data();
		$this->assertContains( 'Site verification codes', $data['imported'] );

		$expected = array_merge( array_fill_keys( array( 'google', 'bing', 'baidu', 'yandex', 'pinterest' ), '' ), $codes );
		$this->assertSame( $expected, Plugin::get( Settings::class )->get( 'site_verification' ) );

		$reported = array();
		foreach ( $data['report'] as $note ) {
			if ( str_starts_with( $note['field'], 'site_verification' ) ) {
				$reported[] = $note['field'] . ' ' . $note['value'] . ' ' . $note['reason'];
			}
		}
		sort( $reported );
		sort( $report );
		$this->assertSame( $report, $reported );

		$html = $this->head_of( home_url( '/' ) );
		$this->assertSame( array( $codes['google'] ), $this->metas( $html, 'google-site-verification' ) );
		$this->assertSame( array( $codes['bing'] ), $this->metas( $html, 'msvalidate.01' ) );
	}

	public function test_a_source_without_codes_writes_none_and_keeps_ours(): void {
		Plugin::get( Settings::class )->update( array( 'site_verification' => array( 'google' => 'ours' ) ) );
		update_option(
			'rank-math-options-general',
			array(
				'google_verify' => '',
				'bing_verify'   => 'rm-bing',
			)
		);
		$answer = $this->rest(
			'POST',
			'/sightline/v1/migration/global-settings',
			array(
				'plugin_slug' => 'seo-by-rank-math',
				'cleanup'     => false,
			),
			'administrator'
		);
		$this->assertSame( 200, $answer->get_status() );
		$this->assertSame( 'ours', Plugin::get( Settings::class )->get( 'site_verification.google' ), 'an empty source code leaves ours' );
		$this->assertSame( 'rm-bing', Plugin::get( Settings::class )->get( 'site_verification.bing' ) );
	}
}
