<?php
/**
 * The structured data each source stores per post, as our instances: what is kept, what is reported
 * (a type or property our catalogue lacks, a variable we have none for), and that a post's own
 * instances survive a migration. The parity with what the sources printed is GraphParityTest's.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Migration;

use Sightline\Migration\Detector;
use Sightline\Migration\Migrator;
use Sightline\Plugin;
use Sightline\Structured_Data\Own_Structured_Data;

require_once __DIR__ . '/class-migration-testcase.php';

final class StructuredDataMigrationTest extends Migration_TestCase {

	/**
	 * @return array{0: list<array<string, mixed>>, 1: list<array<string, string>>} Stored instances, report.
	 */
	private function migrate( string $slug, int $post ): array {
		$migrator = Plugin::get( Migrator::class );
		$result   = $migrator->migrate_object( Plugin::get( Detector::class )->source( $slug ), 'post', $post );
		$this->assertIsArray( $result );
		$stored = get_post_meta( $post, Own_Structured_Data::META_KEY, true );
		return array( is_array( $stored ) ? $stored : array(), $result['report'] );
	}

	/**
	 * @param list<array<string, string>> $report
	 * @return list<string> "field reason value" of each entry.
	 */
	private static function lines( array $report ): array {
		return array_map( static fn( $e ) => $e['field'] . ' ' . $e['reason'] . ' ' . $e['value'], $report );
	}

	public function test_yoast_page_and_article_types_become_instances_and_a_type_we_lack_is_reported(): void {
		$post = self::factory()->post->create();
		update_post_meta( $post, '_yoast_wpseo_schema_page_type', 'AboutPage' );
		update_post_meta( $post, '_yoast_wpseo_schema_article_type', 'TechArticle' );
		list( $stored, $report ) = $this->migrate( 'wordpress-seo', $post );
		$this->assertSame(
			array(
				array(
					'type'   => 'AboutPage',
					'id'     => 'webpage',
					'values' => array(),
				),
			),
			$stored
		);
		$this->assertContains( 'structured_data.TechArticle unsupported the schema.org type TechArticle', self::lines( $report ) );
	}

	public function test_yoast_article_type_none_on_a_post_is_reported(): void {
		$post = self::factory()->post->create();
		update_post_meta( $post, '_yoast_wpseo_schema_article_type', 'None' );
		list( $stored, $report ) = $this->migrate( 'wordpress-seo', $post );
		$this->assertSame( array(), $stored );
		$this->assertSame( array( 'structured_data.Article unsupported the article type "None" (no Article on a post)' ), self::lines( $report ) );
	}

	public function test_rank_math_schema_keeps_values_translates_variables_and_reports_the_rest(): void {
		$post = self::factory()->post->create();
		$own  = array(
			array(
				'type'   => 'Recipe',
				'id'     => 'my-recipe',
				'values' => array( 'name' => 'Set in the editor' ),
			),
		);
		update_post_meta( $post, Own_Structured_Data::META_KEY, $own );
		add_post_meta(
			$post,
			'rank_math_schema_Book',
			array(
				'@type'    => 'Book',
				'metadata' => array(
					'title'     => 'Book',
					'isPrimary' => true,
				),
				'name'     => '%seo_title%',
				'url'      => '%url%',
				'author'   => array(
					'@type' => 'Person',
					'name'  => '%name%',
				),
				'hasPart'  => array( array( 'isbn' => '978-3-16-148410-0' ) ),
				'datePublished' => '%date(Y-m-dTH:i:sP)%',
			)
		);
		list( $stored, $report ) = $this->migrate( 'seo-by-rank-math', $post );
		$this->assertSame(
			array(
				$own[0],
				array(
					'type'   => 'Book',
					'id'     => 'book',
					'values' => array(
						'url'           => '%permalink%',
						'author'        => array(
							'@type' => 'Person',
							'name'  => '%author_name%',
						),
						'datePublished' => '%published%',
					),
				),
			),
			$stored,
			'the post\'s own instance stays; the schema\'s values carry our variables'
		);
		$lines = self::lines( $report );
		$this->assertContains( 'structured_data.Book.name untranslated_token %seo_title%', $lines );
		$this->assertContains( 'structured_data.Book.hasPart unsupported the property hasPart', $lines );

		// A second run replaces the migrated instance, never adds it twice.
		list( $again ) = $this->migrate( 'seo-by-rank-math', $post );
		$this->assertSame( $stored, $again );
	}

	public function test_aioseo_schema_graphs_and_legacy_columns(): void {
		global $wpdb;
		// Another test of this run may have made the table without the schema columns (the test case keeps
		// tables temporary, for the connection): this one has them.
		$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}aioseo_posts" ); // phpcs:ignore WordPress.DB
		$wpdb->query( "CREATE TABLE IF NOT EXISTS {$wpdb->prefix}aioseo_posts (id bigint(20) unsigned NOT NULL AUTO_INCREMENT, post_id bigint(20) unsigned NOT NULL, `schema` longtext NULL, schema_type varchar(20) NULL, schema_type_options longtext NULL, PRIMARY KEY (id))" ); // phpcs:ignore WordPress.DB
		$graphs = self::factory()->post->create();
		$legacy = self::factory()->post->create();
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->prefix . 'aioseo_posts',
			array(
				'post_id' => $graphs,
				'schema'  => wp_json_encode(
					array(
						'blockGraphs' => array(),
						'graphs'      => array(
							array(
								'id'         => '#aioseo-article-1',
								'graphName'  => 'Article',
								'properties' => array(
									'type'        => 'NewsArticle',
									'headline'    => '#post_title',
									'description' => '',
									'keywords'    => wp_json_encode( array( array( 'value' => 'bread' ), array( 'value' => 'knives' ) ) ),
									'author'      => array(
										'name' => 'Jane Doe',
										'url'  => '',
									),
									'dates'       => array(
										'include'       => true,
										'datePublished' => '2026-01-02 10:00:00',
										'dateModified'  => '',
									),
								),
							),
							array(
								'graphName'  => 'Movie',
								'properties' => array( 'name' => 'A film' ),
							),
						),
					)
				),
			)
		);
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->prefix . 'aioseo_posts',
			array(
				'post_id'             => $legacy,
				'schema_type'         => 'WebPage',
				'schema_type_options' => wp_json_encode( array( 'webPage' => array( 'webPageType' => 'ContactPage' ) ) ),
			)
		);
		list( $stored, $report ) = $this->migrate( 'all-in-one-seo-pack', $graphs );
		$this->assertSame(
			array(
				array(
					'type'   => 'NewsArticle',
					'id'     => 'newsarticle',
					'values' => array(
						'headline'      => '%title%',
						'keywords'      => 'bread, knives',
						'author'        => array(
							'name'  => 'Jane Doe',
							'@type' => 'Person',
						),
						'datePublished' => '2026-01-02 10:00:00',
					),
				),
			),
			$stored
		);
		$this->assertContains( 'structured_data.Movie unsupported the schema.org type Movie', self::lines( $report ) );
		list( $stored ) = $this->migrate( 'all-in-one-seo-pack', $legacy );
		$this->assertSame( array( 'ContactPage' ), array_column( $stored, 'type' ) );
	}
}
