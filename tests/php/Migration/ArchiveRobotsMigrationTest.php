<?php
/**
 * A post type's archive whose place in search results the source set apart from its posts keeps it
 * after the move (an outside audit of a move from Yoast SEO 28.3 found the archive indexed again):
 * Yoast SEO's `noindex-ptarchive-<type>`, SEOPress's archive noindex (`seopress_titles_archive_titles`)
 * and All in One SEO's archive "show in search results" (`searchAppearance.archives.<type>.show`). An
 * archive whose rule equals its posts' is not set apart, so it goes on following them.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Migration;

use Sightline\Migration\Migrator;
use Sightline\Plugin;
use Sightline\Settings\Settings;

require_once __DIR__ . '/class-migration-testcase.php';

final class ArchiveRobotsMigrationTest extends Migration_TestCase {

	protected function setUp(): void {
		parent::setUp();
		foreach ( array( 'book', 'film', 'album' ) as $type ) {
			register_post_type( $type, array( 'public' => true, 'has_archive' => true ) );
		}
		register_post_type( 'note', array( 'public' => true ) );
	}

	protected function tearDown(): void {
		foreach ( array( 'book', 'film', 'album', 'note' ) as $type ) {
			unregister_post_type( $type );
		}
		parent::tearDown();
	}

	/**
	 * Each source: books (posts indexed, archive noindex), films (posts noindex, archive indexed),
	 * albums (both noindex: not set apart), notes (no archive).
	 *
	 * @return array<string, array{0: string, 1: callable(): void}>
	 */
	public static function sources(): array {
		return array(
			'Yoast SEO'      => array(
				'wordpress-seo',
				static function (): void {
					update_option(
						'wpseo_titles',
						array(
							'noindex-ptarchive-book'  => true,
							'noindex-film'            => true,
							'noindex-ptarchive-film'  => false,
							'noindex-album'           => true,
							'noindex-ptarchive-album' => true,
							'noindex-ptarchive-note'  => true,
						)
					);
				},
			),
			'SEOPress'       => array(
				'wp-seopress',
				static function (): void {
					update_option(
						'seopress_titles_option_name',
						array(
							'seopress_titles_single_titles'  => array(
								'film'  => array( 'noindex' => '1' ),
								'album' => array( 'noindex' => '1' ),
							),
							'seopress_titles_archive_titles' => array(
								'book'  => array( 'noindex' => '1' ),
								'album' => array( 'noindex' => '1' ),
								'note'  => array( 'noindex' => '1' ),
							),
						)
					);
				},
			),
			'All in One SEO' => array(
				'all-in-one-seo-pack',
				static function (): void {
					update_option(
						'aioseo_options_dynamic',
						wp_json_encode(
							array(
								'searchAppearance' => array(
									'postTypes' => array(
										'film'  => array( 'show' => false ),
										'album' => array( 'show' => false ),
									),
									'archives'  => array(
										'book'  => array( 'show' => false ),
										'film'  => array( 'show' => true ),
										'album' => array( 'show' => false ),
										'note'  => array( 'show' => false ),
									),
								),
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
	public function test_archives_set_apart_from_their_posts_stay_apart( string $slug, callable $set ): void {
		$set();
		$migrator = Plugin::get( Migrator::class );
		$this->assertIsArray( $migrator->migrate_global( $migrator->source( $slug ) ) );
		$settings = Plugin::get( Settings::class );
		$this->assertEqualsCanonicalizing( array( 'film', 'album' ), array_values( array_intersect( array( 'book', 'film', 'album', 'note' ), (array) $settings->get( 'no_index' ) ) ) );
		$this->assertSame(
			array(
				'book' => true,
				'film' => false,
			),
			$settings->get( 'post_type_archive_noindex' )
		);
	}
}
