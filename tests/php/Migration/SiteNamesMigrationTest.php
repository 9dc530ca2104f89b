<?php
/**
 * The site's name for search engines, its alternate name and the breadcrumbs' home label come along
 * from the sources that have them (an outside audit found them lost after a move from Yoast SEO 28.3
 * and Rank Math 1.0.273): Yoast SEO's `wpseo_titles` website_name, alternate_website_name and
 * breadcrumbs-home; Rank Math's website_name, website_alternate_name and breadcrumbs_home_label; All in
 * One SEO's schema websiteName and websiteAlternateName (its "#site_title" tag is the Site Title) and
 * breadcrumbs homepageLabel. A name equal to the Site Title and the label "Home" are left empty, to
 * follow the Site Title and WordPress's word in each language.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Migration;

use Sightline\Migration\Migrator;
use Sightline\Plugin;
use Sightline\Settings\Settings;

require_once __DIR__ . '/class-migration-testcase.php';

final class SiteNamesMigrationTest extends Migration_TestCase {

	/**
	 * @return array<string, array{0: string, 1: callable(string, string, string): void}>
	 */
	public static function sources(): array {
		return array(
			'Yoast SEO'      => array(
				'wordpress-seo',
				static function ( string $name, string $alternate, string $home ): void {
					update_option(
						'wpseo_titles',
						array(
							'website_name'           => $name,
							'alternate_website_name' => $alternate,
							'breadcrumbs-home'       => $home,
						)
					);
				},
			),
			'Rank Math'      => array(
				'seo-by-rank-math',
				static function ( string $name, string $alternate, string $home ): void {
					update_option(
						'rank-math-options-titles',
						array(
							'website_name'           => $name,
							'website_alternate_name' => $alternate,
						)
					);
					update_option( 'rank-math-options-general', array( 'breadcrumbs_home_label' => $home ) );
				},
			),
			'All in One SEO' => array(
				'all-in-one-seo-pack',
				static function ( string $name, string $alternate, string $home ): void {
					update_option(
						'aioseo_options',
						wp_json_encode(
							array(
								'searchAppearance' => array(
									'global' => array(
										'schema' => array(
											'websiteName'          => $name,
											'websiteAlternateName' => $alternate,
										),
									),
								),
								'breadcrumbs'      => array( 'homepageLabel' => $home ),
							)
						)
					);
				},
			),
		);
	}

	/**
	 * @dataProvider sources
	 */
	public function test_the_site_names_and_the_home_label_come_along( string $slug, callable $set ): void {
		$settings = Plugin::get( Settings::class );
		$set( 'Audit Kitchen Site', 'AKS', 'Start' );
		$this->assertIsArray( Plugin::get( Migrator::class )->migrate_global( Plugin::get( Migrator::class )->source( $slug ) ) );
		$this->assertSame( 'Audit Kitchen Site', $settings->get( 'site_name' ) );
		$this->assertSame( 'AKS', $settings->get( 'site_alternate_name' ) );
		$this->assertSame( 'Start', $settings->get( 'breadcrumb_home_label' ) );

		$settings->update(
			array(
				'site_name'             => '',
				'site_alternate_name'   => '',
				'breadcrumb_home_label' => '',
			)
		);
		$set( 'all-in-one-seo-pack' === $slug ? '#site_title' : get_bloginfo( 'name' ), '', 'Home' );
		Plugin::get( Migrator::class )->migrate_global( Plugin::get( Migrator::class )->source( $slug ) );
		$this->assertSame( '', $settings->get( 'site_name' ), 'the Site Title' );
		$this->assertSame( '', $settings->get( 'breadcrumb_home_label' ), 'WordPress\'s Home' );
	}
}
