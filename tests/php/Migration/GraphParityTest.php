<?php
/**
 * Migration parity of the structured data: the fixtures whose source stores schema per post hold the
 * JSON-LD graph the real source printed for those posts (graphs.json, see the fixtures' README). The
 * test loads the fixture, migrates it through the REST routes, renders the same URLs with Sightline SEO
 * and compares by content: every source node a post's own schema decides (Parity_Graphs::source_nodes())
 * of a type our catalogue offers has a node of the same type in our graph, with the same value for every
 * property both print (Parity_Graphs::differences()); every such node of a type we lack is named in the
 * post's migration report; no site-wide set the migration made of a post type's default prints a type
 * the source did not print on the page. No row of the source changes.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Migration;

use Sightline\Plugin;
use Sightline\Settings\Settings;
use Sightline\Structured_Data\Catalogue;

require_once __DIR__ . '/class-migration-testcase.php';
require_once __DIR__ . '/class-parity-fixture.php';
require_once __DIR__ . '/class-parity-graphs.php';

final class GraphParityTest extends Migration_TestCase {

	public static function wpSetUpBeforeClass(): void {
		Parity_Fixture::create_tables();
	}

	public static function wpTearDownAfterClass(): void {
		Parity_Fixture::drop_tables();
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public static function sources(): array {
		$out = array();
		foreach ( Parity_Graphs::slugs() as $slug ) {
			$out[ $slug ] = array( $slug );
		}
		return $out;
	}

	public function test_the_sources_that_store_schema_per_post_have_graphs(): void {
		$this->assertSame( array( 'seo-by-rank-math', 'wordpress-seo' ), Parity_Graphs::slugs() );
	}

	/**
	 * @dataProvider sources
	 */
	public function test_graphs_after_migration_hold_what_the_source_printed( string $slug ): void {
		$state = Parity_Fixture::state( $slug );
		Parity_Fixture::load( $state );
		$structure = array_values( array_filter( $state['options'], static fn( $o ) => 'permalink_structure' === $o['name'] ) )[0]['value'] ?? '';
		$this->set_permalink_structure( $structure );
		$before = $this->source_snapshot() + Parity_Fixture::table_rows( $state );
		$result = $this->migrate_all( $slug );
		$this->assertEquals( $before, $this->source_snapshot() + Parity_Fixture::table_rows( $state ), 'the migration changed no row of the source' );

		$offered  = Plugin::get( Catalogue::class )->offered();
		$sets     = (array) Plugin::get( Settings::class )->get( 'schema_sets' );
		$extra    = array();
		$compared = 0;
		$missing  = array();
		$differ   = array();
		$kept_found = array();
		$lines    = '';
		foreach ( Parity_Graphs::graphs( $slug ) as $path => $theirs ) {
			$ours   = Parity_Graphs::nodes_of( $this->head_of( home_url( $path ) ) );
			$post   = url_to_postid( home_url( $path ) );
			$report = wp_json_encode( $result['items'][ 'post:' . $post ]['data']['report'] ?? $result['items'][ 'post:' . $post ]['report'] ?? array() );
			foreach ( Parity_Graphs::source_nodes( $slug, $theirs, home_url( $path ) ) as $node ) {
				$type = Parity_Graphs::main_type( $node['@type'] );
				if ( ! in_array( $type, $offered, true ) ) {
					$named = str_contains( (string) $report, '"structured_data.' . $type . '"' );
					$lines .= sprintf( "  %s %s: not in our catalogue, %s\n", $path, $type, $named ? 'named in the migration report' : 'NOT NAMED in the migration report' );
					if ( ! $named ) {
						$missing[] = $path . ' ' . $type . ' (not reported)';
					}
					continue;
				}
				$mine = Parity_Graphs::find( $ours, $type );
				// A WebPage subtype is the page's own node in our graph (its WebPage, typed so), as in the
				// source's: the content is compared with that node.
				$page = $mine;
				if ( null === $mine || null === $page ) {
					$missing[] = $path . ' ' . $type;
					$lines    .= sprintf( "  %s %s: MISSING in our graph\n", $path, $type );
					continue;
				}
				list( $same, $read, $different ) = Parity_Graphs::differences( $node, $page );
				$compared                       += count( $same ) + count( $read ) + count( $different );
				$kept                            = array();
				$unkept                          = array();
				foreach ( $different as $difference ) {
					$key = $path . ' ' . $type . '.' . strtok( $difference, ':' );
					if ( isset( Parity_Graphs::KEPT[ $slug ][ $key ] ) ) {
						$kept[]       = $key;
						$kept_found[] = $key;
					} else {
						$unkept[] = $difference;
						$differ[] = $path . ' ' . $type . '.' . $difference;
					}
				}
				$lines .= sprintf( "  %s %s: %d equal (%s)%s%s%s\n", $path, $type, count( $same ), implode( ', ', $same ), $read ? '; equal as read: ' . implode( ', ', $read ) : '', $kept ? '; kept on purpose: ' . implode( ', ', $kept ) : '', $unkept ? '; DIFFERENT: ' . implode( '; ', $unkept ) : '' );
			}
			// A post type's default the source did not print on this page (its own schema replaced it) is
			// not printed by the set the migration made of it either.
			$printed = array_map( static fn( $node ) => Parity_Graphs::main_type( $node['@type'] ?? '' ), $theirs );
			foreach ( Parity_Graphs::set_nodes( $ours, home_url( $path ), $sets ) as $node ) {
				$type = Parity_Graphs::main_type( $node['@type'] ?? '' );
				if ( ! in_array( $type, $printed, true ) ) {
					$extra[] = $path . ' ' . $type;
					$lines  .= sprintf( "  %s %s: printed by a set, NOT BY THE SOURCE\n", $path, $type );
				}
			}
		}
		fwrite( STDERR, "\n{$slug} graphs:\n{$lines}" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		$this->assertSame( array(), $missing, 'every node the source printed from a post\'s schema is in our graph, or named in the report' );
		$this->assertSame( array(), $differ, 'every property both graphs print has the same value' );
		$this->assertSame( array(), $extra, 'no set prints a type the source did not print on the page' );
		$this->assertGreaterThan( 10, $compared, 'the fixture compares properties' );
		$expected_kept = array_keys( Parity_Graphs::KEPT[ $slug ] ?? array() );
		$this->assertSame( $expected_kept, array_values( array_intersect( $expected_kept, $kept_found ) ), 'every difference kept on purpose still differs (else drop it from Parity_Graphs::KEPT)' );
	}

	/**
	 * Rank Math's fixture keeps its post types' default schemas (posts BlogPosting, pages Article), printed
	 * on the posts without schema of their own; graphs.json holds only posts with their own, on which
	 * Rank Math printed no default. The pages' default becomes a set without the pages whose own schema
	 * replaced it; the posts' BlogPosting is what our head prints on a personal site's posts (the fixture's
	 * site is a person), so it makes none.
	 */
	public function test_rank_math_post_type_defaults_become_sets_without_the_posts_that_print_their_own(): void {
		$state = Parity_Fixture::state( 'seo-by-rank-math' );
		Parity_Fixture::load( $state );
		$this->set_permalink_structure( array_values( array_filter( $state['options'], static fn( $o ) => 'permalink_structure' === $o['name'] ) )[0]['value'] ?? '' );
		$this->migrate_all( 'seo-by-rank-math' );
		$own = array();
		foreach ( array( '/about-us/our-team/', '/shipping-returns/' ) as $path ) {
			$own[] = 'post:' . url_to_postid( home_url( $path ) );
		}
		$this->assertSame(
			array(
				array(
					'id'      => 'page-article',
					'type'    => 'Article',
					'values'  => array(),
					'include' => array( 'post_type:page' ),
					'exclude' => $own,
				),
			),
			Plugin::get( Settings::class )->get( 'schema_sets' )
		);
		$types = array_map( static fn( $node ) => Parity_Graphs::main_type( $node['@type'] ?? '' ), Parity_Graphs::nodes_of( $this->head_of( home_url( '/about-us/' ) ) ) );
		$this->assertContains( 'Article', $types, 'a page without schema of its own prints the default, as Rank Math did' );
	}
}
