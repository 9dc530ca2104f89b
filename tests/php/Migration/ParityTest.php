<?php
/**
 * Migration parity with the real source plugins: each fixture under tests/fixtures/migration-parity/ holds
 * the database state a real source plugin wrote (configured through its own save paths on WordPress 7.1)
 * and the heads it printed for 40+ URLs. The test loads that state, migrates through the REST routes the
 * settings app uses (one item per request), renders the same URLs with Sightline SEO and compares field
 * by field. It prints, per source, the fields compared, how many are equal and each difference, and
 * fails when a source row changed or when a source's figure drops under its floor.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Migration;

use Sightline\Migration\Kept_Differences;

require_once __DIR__ . '/class-migration-testcase.php';
require_once __DIR__ . '/class-parity-fixture.php';
require_once __DIR__ . '/class-parity-comparison.php';

final class ParityTest extends Migration_TestCase {

	/** The issue's bar: share of compared fields equal to what the source printed. */
	private const TARGET = 0.99;

	/**
	 * Share of equal fields each source reaches today (a ratchet: a change that loses parity fails).
	 * Raise a floor when a difference closes; TARGET is where every source should end up.
	 */
	private const FLOORS = array(
		'wordpress-seo'    => 0.990, // 99.8% on 7.1; 99.1% on 6.6, where the avatar's address differs.
		'seo-by-rank-math' => 1.0,
		'autodescription'  => 0.996,
		'wp-seopress'      => 1.0,
	);

	/**
	 * @return array<string, array{0: string}>
	 */
	public static function sources(): array {
		$out = array();
		foreach ( Parity_Fixture::slugs() as $slug ) {
			$out[ $slug ] = array( $slug );
		}
		return $out;
	}

	public function test_every_migration_source_has_a_fixture(): void {
		$expected = array( 'wordpress-seo', 'seo-by-rank-math', 'autodescription', 'wp-seopress' );
		$this->assertSame( $expected, array_values( array_intersect( $expected, Parity_Fixture::slugs() ) ) );
	}

	/**
	 * @dataProvider sources
	 */
	public function test_heads_after_migration_equal_the_source_plugin_heads( string $slug ): void {
		$state = Parity_Fixture::state( $slug );
		Parity_Fixture::load( $state );
		$structure = array_values( array_filter( $state['options'], static fn( $o ) => 'permalink_structure' === $o['name'] ) )[0]['value'] ?? '';
		$this->set_permalink_structure( $structure );
		$before = $this->source_snapshot();

		$result = $this->migrate_all( $slug );
		$this->assertNotEmpty( array_filter( $result['global']['data']['report'] ?? $result['global']['report'] ?? array(), static fn( $e ) => 'kept_difference' === $e['reason'] ), 'the summary names the differences kept' );

		$this->assertEquals( $before, $this->source_snapshot(), 'the migration changed no row of the source' );
		$comparison = new Parity_Comparison( $slug );
		foreach ( Parity_Fixture::heads( $slug ) as $path => $expected ) {
			$ours = $this->head_parts_of( home_url( $path ) );
			$kind = is_404() ? 'not_found' : ( is_post_type_archive() ? 'post_type_archive' : '' );
			$page = is_404() ? 'not_found' : ( is_date() ? 'date' : ( is_search() ? 'search' : '' ) );
			$comparison->add( $path, $expected, $ours, $kind, $page );
		}
		fwrite( STDERR, $comparison->report() ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		$this->assertGreaterThanOrEqual( 40, $comparison->urls(), 'at least 40 URLs captured' );
		$named = array_column( Kept_Differences::for_source( $slug ), 'field' );
		$this->assertSame( array(), $comparison->unnamed( $named ), 'every remaining difference is named in the migration summary (Kept_Differences)' );
		$floor = self::FLOORS[ $slug ] ?? self::TARGET;
		$this->assertGreaterThanOrEqual( $floor, $comparison->ratio(), sprintf( 'parity of %s fell under %.1f%% (target %.0f%%)', $slug, 100 * $floor, 100 * self::TARGET ) );
	}

	/**
	 * Every recorded head field of the current URL, decoded; null when absent.
	 *
	 * @return array<string, ?string>
	 */
	private function head_parts_of( string $url ): array {
		$html = $this->head_of( $url );
		$out  = array_fill_keys( Parity_Fixture::FIELDS, null );
		$doc  = new \DOMDocument();
		$prev = libxml_use_internal_errors( true );
		$doc->loadHTML( '<?xml encoding="utf-8"?><html><head>' . $html . '</head></html>' );
		libxml_use_internal_errors( $prev );
		$title        = $doc->getElementsByTagName( 'title' );
		$out['title'] = $title->length ? trim( $title->item( 0 )->textContent ) : null;
		foreach ( $doc->getElementsByTagName( 'meta' ) as $meta ) {
			$key = $meta->getAttribute( 'property' ) ? $meta->getAttribute( 'property' ) : $meta->getAttribute( 'name' );
			if ( array_key_exists( $key, $out ) && 'title' !== $key && null === $out[ $key ] ) {
				$out[ $key ] = $meta->getAttribute( 'content' );
			}
		}
		foreach ( $doc->getElementsByTagName( 'link' ) as $link ) {
			if ( 'canonical' === $link->getAttribute( 'rel' ) && null === $out['canonical'] ) {
				$out['canonical'] = $link->getAttribute( 'href' );
			}
		}
		return $out;
	}
}
