<?php
/**
 * Migration keeps each translation's own values: Yoast SEO 28.3 with Polylang 3.8.7, in three languages
 * (tests/fixtures/migration-parity/wordpress-seo/multilingual/, its README says what was configured),
 * where each translation of a post, a page and a category has its own title, description, Open Graph
 * texts and robots, or none. The sources store these per post and per term, and the migration reads
 * them by object (its lists come from the posts' and terms' own rows, whatever the language), so each
 * translation migrates as itself: after the migration every translation prints what Yoast SEO printed
 * for it, and writes only its own values (the German noindex stays the German version's).
 *
 * The test site has no Polylang: the translations are plain posts and terms here, at addresses without
 * their language, found through the fixture's `objects` (captured address => object).
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Migration;

require_once __DIR__ . '/class-migration-testcase.php';
require_once __DIR__ . '/class-parity-fixture.php';

final class MultilingualParityTest extends Migration_TestCase {

	/** What a translation's own values decide, as Yoast SEO printed them. */
	private const FIELDS = array( 'title', 'description', 'robots', 'og:title', 'og:description' );

	public function test_each_translation_prints_its_own_values_after_migration(): void {
		$state = Parity_Fixture::state( 'wordpress-seo', Parity_Fixture::MULTILINGUAL );
		Parity_Fixture::load( $state );
		$this->set_permalink_structure( '/%postname%/' );
		$this->migrate_all( 'wordpress-seo' );

		$heads = Parity_Fixture::heads( 'wordpress-seo', Parity_Fixture::MULTILINGUAL );
		$this->assertCount( 12, $state['objects'], 'three posts, three pages and three categories in three languages' );
		$compared = 0;
		foreach ( $state['objects'] as $path => $object ) {
			$url = 'post' === $object['type'] ? (string) get_permalink( $object['id'] ) : (string) get_term_link( (int) $object['id'], 'category' );
			$this->assertNotSame( '', $url );
			$expected = array_intersect_key( $heads[ $path ], array_flip( self::FIELDS ) );
			$ours     = $this->head_parts( $url );
			foreach ( $expected as $field => $value ) {
				if ( 'description' === $field && null === $value ) {
					// Yoast SEO's default post template has no description, so it prints none where the
					// translation has none of its own; ours is the automatic one, cut from the translation's
					// own text, which Yoast SEO shared as og:description (a difference of the defaults in
					// any language, not of translations).
					$this->assertSame( $heads[ $path ]['og:description'], $ours['description'], "{$path} ({$object['language']}) automatic description" );
				} elseif ( 'robots' === $field ) {
					$this->assertSame( str_contains( (string) $value, 'noindex' ), str_contains( (string) $ours['robots'], 'noindex' ), "{$path} ({$object['language']}) robots" );
				} else {
					$this->assertSame( $value, '' === $ours[ $field ] ? null : $ours[ $field ], "{$path} ({$object['language']}) {$field}" );
				}
				++$compared;
			}
		}
		$this->assertSame( 60, $compared );
	}

	public function test_each_translation_writes_only_its_own_values(): void {
		$state = Parity_Fixture::state( 'wordpress-seo', Parity_Fixture::MULTILINGUAL );
		Parity_Fixture::load( $state );
		$this->set_permalink_structure( '/%postname%/' );
		$this->migrate_all( 'wordpress-seo' );
		$ids = array();
		foreach ( $state['objects'] as $path => $object ) {
			if ( 'post' === $object['type'] ) {
				$ids[ get_post( $object['id'] )->post_name ] = (int) $object['id'];
			}
		}
		// The sourdough group: each language its own texts; only the German version noindexed.
		$en = $this->written( 'post', $ids['sourdough-basics'] );
		$fr = $this->written( 'post', $ids['les-bases-du-levain'] );
		$de = $this->written( 'post', $ids['sauerteig-grundlagen'] );
		$this->assertSame( 'How to start and keep a sourdough starter.', $en['description'] ?? null );
		$this->assertSame( 'Comment lancer et garder un levain.', $fr['description'] ?? null );
		$this->assertSame( 'Wie man einen Sauerteig ansetzt und pflegt.', $de['description'] ?? null );
		$this->assertSame( 'Votre premier levain', $fr['facebook_title'] ?? null );
		$this->assertSame( 'on', $de['robots_noindex'] ?? null );
		$this->assertNotSame( 'on', $en['robots_noindex'] ?? '' );
		$this->assertNotSame( 'on', $fr['robots_noindex'] ?? '' );
		// A translation without values of its own gets none from its group.
		$this->assertArrayNotHasKey( 'title', $this->written( 'post', $ids['pain-de-seigle'] ) );
		$this->assertArrayNotHasKey( 'description', $this->written( 'post', $ids['pain-de-seigle'] ) );
	}
}
