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
use Sightline\Settings\Object_Meta;

require_once __DIR__ . '/class-migration-testcase.php';
require_once __DIR__ . '/class-parity-fixture.php';
require_once __DIR__ . '/class-parity-comparison.php';
require_once __DIR__ . '/class-parity-source-rules.php';

final class ParityTest extends Migration_TestCase {

	/** The bar for identical plus kept on purpose: every field. */
	private const TARGET = 1.0;

	/** The bar for identical alone: what the source printed, to the character, on 99 fields in 100. */
	private const TARGET_IDENTICAL = 0.99;

	/**
	 * Share of fields identical to the source's (nothing kept on purpose counted) each source reaches
	 * today, per fixture set: a ratchet like FLOORS.
	 */
	private const IDENTICAL_FLOORS = array(
		Parity_Fixture::FIRST       => array(
			'wordpress-seo'       => 0.998,
			'seo-by-rank-math'    => 1.0,
			'autodescription'     => 1.0,
			'wp-seopress'         => 0.992,
			'all-in-one-seo-pack' => 0.998,
			'slim-seo'            => 0.994,
		),
		Parity_Fixture::ADVERSARIAL => array(
			'wordpress-seo'       => 0.996,
			'seo-by-rank-math'    => 0.995,
			'autodescription'     => 1.0,
			'wp-seopress'         => 0.996,
			'all-in-one-seo-pack' => 0.995,
			'slim-seo'            => 1.0,
		),
	);

	/** Share of fields identical or kept on purpose on the adversarial set, per source (a ratchet). */
	private const ADVERSARIAL_FLOORS = array(
		'wordpress-seo'       => 0.996,
		'seo-by-rank-math'    => 0.998,
		'autodescription'     => 1.0,
		'wp-seopress'         => 1.0,
		'all-in-one-seo-pack' => 0.995,
		'slim-seo'            => 1.0,
	);

	/**
	 * Share of equal fields each source reaches today (a ratchet: a change that loses parity fails).
	 * Raise a floor when a difference closes; TARGET is where every source should end up.
	 */
	private const FLOORS = array(
		'wordpress-seo'       => 1.0,
		'seo-by-rank-math'    => 1.0,
		'autodescription'     => 1.0,
		'wp-seopress'         => 1.0,
		'all-in-one-seo-pack' => 1.0,
		'slim-seo'            => 1.0,
	);

	/** Sources' own tables (AIOSEO's) exist as real tables for the class; each test fills them in its transaction. */
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
		foreach ( Parity_Fixture::slugs() as $slug ) {
			$out[ $slug ] = array( $slug );
		}
		return $out;
	}

	public function test_every_migration_source_has_a_fixture(): void {
		$expected = array( 'wordpress-seo', 'seo-by-rank-math', 'all-in-one-seo-pack', 'autodescription', 'wp-seopress', 'slim-seo' );
		$this->assertSame( $expected, array_values( array_intersect( $expected, Parity_Fixture::slugs() ) ) );
	}

	/**
	 * @dataProvider sources
	 */
	public function test_heads_after_migration_equal_the_source_plugin_heads( string $slug ): void {
		list( $comparison, $state ) = $this->migrated_and_compared( $slug );
		fwrite( STDERR, $comparison->report() ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		$this->assertGreaterThanOrEqual( 40, $comparison->urls(), 'at least 40 URLs captured' );
		$named = array_column( Kept_Differences::for_source( $slug ), 'field' );
		$this->assertSame( array(), $comparison->unnamed( $named ), 'every remaining difference is named in the migration summary (Kept_Differences)' );
		if ( isset( self::SET_BY_HAND[ $slug ] ) ) {
			$explicit = $this->set_by_hand( $slug, $state );
			fwrite( STDERR, sprintf( "  values set per post or term: %d compared, %d different\n", count( $explicit ), count( $comparison->differing( $explicit ) ) ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions
			$this->assertGreaterThan( 10, count( $explicit ), 'the fixture sets values on posts and terms' );
			$this->assertSame( array(), $comparison->differing( $explicit ), 'every value set on a post or term (title, description, canonical, robots, social) prints as the source printed it' );
		}
		$this->assert_floors( $slug, Parity_Fixture::FIRST, $comparison, self::FLOORS[ $slug ] ?? self::TARGET );
	}

	/**
	 * The second site per source: the same configuration, content built to break cutting and fallbacks
	 * (entities, texturised quotes, multibyte text, long words and paragraphs, shortcodes, nested blocks,
	 * excerpts under every template, Open Graph values without X ones and the reverse, images by URL).
	 *
	 * @dataProvider sources
	 */
	public function test_adversarial_heads_after_migration_equal_the_source_plugin_heads( string $slug ): void {
		if ( ! in_array( Parity_Fixture::ADVERSARIAL, Parity_Fixture::sets( $slug ), true ) ) {
			$this->fail( "{$slug} has no adversarial fixture set" );
		}
		list( $comparison ) = $this->migrated_and_compared( $slug, Parity_Fixture::ADVERSARIAL );
		fwrite( STDERR, $comparison->report() ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		$this->assertGreaterThanOrEqual( 40, $comparison->urls(), 'at least 40 adversarial URLs captured' );
		$named = array_column( Kept_Differences::for_source( $slug ), 'field' );
		// Differences not kept on purpose are open work, counted against the floors and printed above.
		$this->assertSame( array(), $comparison->unnamed_kept( $named ), 'every difference kept on purpose is named in the migration summary (Kept_Differences)' );
		$this->assert_floors( $slug, Parity_Fixture::ADVERSARIAL, $comparison, self::ADVERSARIAL_FLOORS[ $slug ] ?? self::TARGET );
	}

	/**
	 * Both figures against their ratchets: identical or kept on purpose, and identical alone.
	 */
	private function assert_floors( string $slug, string $set, Parity_Comparison $comparison, float $floor ): void {
		$name = $slug . ( Parity_Fixture::FIRST === $set ? '' : " ({$set})" );
		$this->assertGreaterThanOrEqual( $floor, $comparison->ratio(), sprintf( 'parity of %s (identical or kept) fell under %.1f%% (target %.0f%%)', $name, 100 * $floor, 100 * self::TARGET ) );
		$identical = self::IDENTICAL_FLOORS[ $set ][ $slug ] ?? self::TARGET_IDENTICAL;
		$this->assertGreaterThanOrEqual( $identical, $comparison->identical_ratio(), sprintf( 'parity of %s (identical only) fell under %.1f%% (target %.0f%%)', $name, 100 * $identical, 100 * self::TARGET_IDENTICAL ) );
	}

	/**
	 * The check of values set by hand reads All in One SEO's own table: when one per-post value of a
	 * wp_aioseo_posts row (the og:title of "only social fields set") is not migrated, it fails on it.
	 */
	public function test_the_check_of_values_set_by_hand_catches_an_aioseo_post_value_not_migrated(): void {
		$post = 1017;
		$key  = Object_Meta::key( 'facebook_title' );
		// The meta writer honours WordPress's short-circuit filter: this one write is skipped.
		add_filter( 'update_post_metadata', static fn( $check, $id, $meta_key ) => $post === (int) $id && $key === $meta_key ? false : $check, 10, 3 );

		list( $comparison, $state ) = $this->migrated_and_compared( 'all-in-one-seo-pack' );

		$path     = '/' . ltrim( (string) wp_make_link_relative( (string) get_permalink( $post ) ), '/' );
		$explicit = $this->set_by_hand( 'all-in-one-seo-pack', $state );
		$this->assertContains( $path . ' og:title', $explicit, 'the og:title set in the wp_aioseo_posts row counts as set by hand' );
		$this->assertSame( array( $path . ' og:title' ), $comparison->differing( $explicit ) );
	}

	/**
	 * The check of values set by hand reads Slim SEO's `slim_seo` array meta key by key: when the
	 * description set in the array of the Contact page is not migrated, it fails on it.
	 */
	public function test_the_check_of_values_set_by_hand_catches_a_slim_seo_post_value_not_migrated(): void {
		$post = 1032;
		$key  = Object_Meta::key( 'description' );
		// The meta writer honours WordPress's short-circuit filter: this one write is skipped.
		add_filter( 'update_post_metadata', static fn( $check, $id, $meta_key ) => $post === (int) $id && $key === $meta_key ? false : $check, 10, 3 );

		list( $comparison, $state ) = $this->migrated_and_compared( 'slim-seo' );

		$path     = '/' . ltrim( (string) wp_make_link_relative( (string) get_permalink( $post ) ), '/' );
		$explicit = $this->set_by_hand( 'slim-seo', $state );
		$this->assertContains( $path . ' description', $explicit, 'the description in the slim_seo array counts as set by hand' );
		$this->assertSame( array( $path . ' description' ), $comparison->differing( $explicit ) );
	}

	/**
	 * WordPress core writes avatar addresses (md5 on a numbered server before 6.8, sha256 on
	 * secure.gravatar.com from 6.8): two addresses of one user's Gravatar count as equal, and nothing
	 * else does: another user's, another size, another host.
	 */
	public function test_avatar_addresses_are_equal_only_when_they_name_the_same_gravatar(): void {
		self::factory()->user->create( array( 'user_email' => 'Cook@Example.org' ) );
		self::factory()->user->create( array( 'user_email' => 'other@example.org' ) );
		$sha   = 'https://secure.gravatar.com/avatar/' . hash( 'sha256', 'cook@example.org' ) . '?s=500&d=mm&r=g';
		$cases = array(
			'same user, md5 on a numbered server'   => array( 'https://1.gravatar.com/avatar/' . md5( 'cook@example.org' ) . '?s=500&d=mm&r=g', true ),
			'same user, other order of the query'   => array( 'https://1.gravatar.com/avatar/' . md5( 'cook@example.org' ) . '?r=g&s=500&d=mm', true ),
			'another user'                          => array( 'https://1.gravatar.com/avatar/' . md5( 'other@example.org' ) . '?s=500&d=mm&r=g', false ),
			'another size'                          => array( 'https://1.gravatar.com/avatar/' . md5( 'cook@example.org' ) . '?s=96&d=mm&r=g', false ),
			'not Gravatar'                          => array( 'https://cdn.example.org/avatar/' . md5( 'cook@example.org' ) . '?s=500&d=mm&r=g', false ),
		);
		foreach ( $cases as $name => list( $ours, $equal ) ) {
			$comparison = new Parity_Comparison( 'wordpress-seo' );
			$head       = array_fill_keys( Parity_Fixture::FIELDS, null );
			$comparison->add( '/author/cook/', array( 'og:image' => $sha ) + $head, array( 'og:image' => $ours ) + $head );
			$this->assertSame( $equal ? array() : array( '/author/cook/ og:image', '/author/cook/ twitter:image' ), $comparison->differing( array( '/author/cook/ og:image', '/author/cook/ twitter:image' ) ), $name );
		}
	}

	/**
	 * Loads a source's fixture, migrates it through the REST routes (checking that the summary names the
	 * kept differences and that no row of the source changed) and compares every captured head with ours.
	 *
	 * @return array{0: Parity_Comparison, 1: array<string, mixed>} The comparison and the fixture state.
	 */
	private function migrated_and_compared( string $slug, string $set = Parity_Fixture::FIRST ): array {
		$state = Parity_Fixture::state( $slug, $set );
		Parity_Fixture::load( $state );
		$structure = array_values( array_filter( $state['options'], static fn( $o ) => 'permalink_structure' === $o['name'] ) )[0]['value'] ?? '';
		$this->set_permalink_structure( $structure );
		$before = $this->source_snapshot() + Parity_Fixture::table_rows( $state );

		$result = $this->migrate_all( $slug );
		$kept = array_filter( $result['global']['data']['report'] ?? $result['global']['report'] ?? array(), static fn( $e ) => 'kept_difference' === $e['reason'] );
		if ( Kept_Differences::for_source( $slug ) ) {
			$this->assertNotEmpty( $kept, 'the summary names the differences kept' );
		} else {
			$this->assertSame( array(), $kept, 'a source with nothing kept names nothing' );
		}

		$this->assertEquals( $before, $this->source_snapshot() + Parity_Fixture::table_rows( $state ), 'the migration changed no row of the source' );
		$comparison = new Parity_Comparison( $slug, $set );
		foreach ( Parity_Fixture::heads( $slug, $set ) as $path => $expected ) {
			$ours = $this->head_parts_of( home_url( $path ) );
			$kind = is_404() ? 'not_found' : ( is_post_type_archive() ? 'post_type_archive' : '' );
			$page = is_404() ? 'not_found' : ( is_date() ? 'date' : ( is_search() ? 'search' : '' ) );
			$comparison->add( $path, $expected, $ours, $kind, $page );
		}
		return array( $comparison, $state );
	}

	/**
	 * Where each source keeps what its user set by hand on one post or term (meta key, or key of its
	 * per-term settings array) => the head fields that value decides.
	 */
	private const SET_BY_HAND = array(
		'wordpress-seo'    => array(
			'_yoast_wpseo_title'                => 'title',
			'_yoast_wpseo_metadesc'             => 'description',
			'_yoast_wpseo_canonical'            => 'canonical',
			'_yoast_wpseo_meta-robots-noindex'  => 'robots',
			'_yoast_wpseo_meta-robots-nofollow' => 'robots',
			'_yoast_wpseo_opengraph-title'      => 'og:title',
			'_yoast_wpseo_opengraph-description' => 'og:description',
			'_yoast_wpseo_opengraph-image'      => 'og:image',
			'_yoast_wpseo_twitter-title'        => 'twitter:title',
			'_yoast_wpseo_twitter-description'  => 'twitter:description',
			'_yoast_wpseo_twitter-image'        => 'twitter:image',
			'wpseo_title'                       => 'title',
			'wpseo_desc'                        => 'description',
			'wpseo_canonical'                   => 'canonical',
			'wpseo_noindex'                     => 'robots',
			'wpseo_opengraph-title'             => 'og:title',
			'wpseo_opengraph-description'       => 'og:description',
			'wpseo_opengraph-image'             => 'og:image',
			'wpseo_twitter-title'               => 'twitter:title',
			'wpseo_twitter-description'         => 'twitter:description',
			'wpseo_twitter-image'               => 'twitter:image',
		),
		'seo-by-rank-math' => array(
			'rank_math_title'                => 'title',
			'rank_math_description'          => 'description',
			'rank_math_canonical_url'        => 'canonical',
			'rank_math_robots'               => 'robots',
			'rank_math_facebook_title'       => 'og:title',
			'rank_math_facebook_description' => 'og:description',
			'rank_math_facebook_image'       => 'og:image',
			'rank_math_twitter_title'        => 'twitter:title',
			'rank_math_twitter_description'  => 'twitter:description',
			'rank_math_twitter_image'        => 'twitter:image',
		),
		'autodescription'  => array(
			'_genesis_title'          => 'title',
			'_genesis_description'    => 'description',
			'_genesis_canonical_uri'  => 'canonical',
			'_genesis_noindex'        => 'robots',
			'_genesis_nofollow'       => 'robots',
			'_open_graph_title'       => 'og:title',
			'_open_graph_description' => 'og:description',
			'_social_image_url'       => 'og:image',
			'_twitter_title'          => 'twitter:title',
			'_twitter_description'    => 'twitter:description',
			'doctitle'                => 'title',
			'description'             => 'description',
			'canonical'               => 'canonical',
			'noindex'                 => 'robots',
			'nofollow'                => 'robots',
			'og_title'                => 'og:title',
			'og_description'          => 'og:description',
			'social_image_url'        => 'og:image',
			'tw_title'                => 'twitter:title',
			'tw_description'          => 'twitter:description',
		),
		'all-in-one-seo-pack' => array(),
		'wp-seopress'      => array(
			'_seopress_titles_title'         => 'title',
			'_seopress_titles_desc'          => 'description',
			'_seopress_robots_canonical'     => 'canonical',
			'_seopress_robots_index'         => 'robots',
			'_seopress_robots_follow'        => 'robots',
			'_seopress_social_fb_title'      => 'og:title',
			'_seopress_social_fb_desc'       => 'og:description',
			'_seopress_social_fb_img'        => 'og:image',
			'_seopress_social_twitter_title' => 'twitter:title',
			'_seopress_social_twitter_desc'  => 'twitter:description',
			'_seopress_social_twitter_img'   => 'twitter:image',
		),
		// Slim SEO keeps them in one array per post or term (meta `slim_seo`), counted key by key.
		'slim-seo'         => array(
			'title'          => 'title',
			'description'    => 'description',
			'canonical'      => 'canonical',
			'noindex'        => 'robots',
			'facebook_image' => 'og:image',
			'twitter_image'  => 'twitter:image',
		),
	);

	/**
	 * Meta keys under which a source keeps all of one post's or term's values as one array (The SEO
	 * Framework's per-term settings, Slim SEO's per-post and per-term settings): counted key by key.
	 */
	private const ARRAY_META = array( 'autodescription-term-settings', 'slim_seo' );

	/**
	 * Where a source keeps what its user set by hand on one post in a table of its own (table => column
	 * => the head field it decides), with the column that must say the value applies: All in One SEO's
	 * wp_aioseo_posts rows, where robots flags count only when robots_default is 0, X values only when
	 * twitter_use_og is 0, and image addresses only with the image type "custom_image".
	 */
	private const TABLE_COLUMNS = array(
		'all-in-one-seo-pack' => array(
			'aioseo_posts' => array(
				'title'                    => array( 'title' ),
				'description'              => array( 'description' ),
				'canonical_url'            => array( 'canonical' ),
				'robots_default'           => array( 'robots', array( 'robots_default', '0' ) ),
				'og_title'                 => array( 'og:title' ),
				'og_description'           => array( 'og:description' ),
				'og_image_custom_url'      => array( 'og:image', array( 'og_image_type', 'custom_image' ) ),
				'twitter_title'            => array( 'twitter:title', array( 'twitter_use_og', '0' ) ),
				'twitter_description'      => array( 'twitter:description', array( 'twitter_use_og', '0' ) ),
				'twitter_image_custom_url' => array( 'twitter:image', array( 'twitter_use_og', '0' ), array( 'twitter_image_type', 'custom_image' ) ),
			),
		),
	);

	/**
	 * The head fields one row of a source's table sets by hand.
	 *
	 * @param array<string, ?string>                          $row
	 * @param array<string, non-empty-list<string|list<string>>> $columns Column => head field, then conditions (column, value).
	 * @return list<string>
	 */
	private static function row_values( array $row, array $columns ): array {
		$out = array();
		foreach ( $columns as $column => $rule ) {
			$field   = (string) array_shift( $rule );
			$applies = array() === array_filter( $rule, static fn( $c ): bool => ( $row[ $c[0] ] ?? null ) !== $c[1] );
			// robots_default 0 is the choice itself ("use my own robots"); other columns must hold a value.
			$set = 'robots_default' === $column || ! in_array( $row[ $column ] ?? null, array( '', null ), true );
			if ( $applies && $set ) {
				$out[] = $field;
			}
		}
		return $out;
	}

	/**
	 * The head fields ("path field") that a value set by hand on a post or term decides, read from the
	 * source's own rows in the fixture (not from what the migration wrote): the explicit values.
	 *
	 * @param array<string, mixed> $state The fixture state.
	 * @return list<string>
	 */
	private function set_by_hand( string $slug, array $state ): array {
		$map   = self::SET_BY_HAND[ $slug ] ?? array();
		$found = array();
		$add   = static function ( string $type, int $id, string $key, $value ) use ( $map, &$found ): void {
			if ( isset( $map[ $key ] ) && ! in_array( $value, array( '', null, 0, '0', array() ), true ) ) {
				$found[] = array( $type, $id, $map[ $key ] );
			}
		};
		foreach ( array( 'postmeta' => 'post', 'termmeta' => 'term' ) as $table => $type ) {
			foreach ( $state[ $table ] ?? array() as $row ) {
				// Settings kept as one array (ARRAY_META) count key by key.
				foreach ( is_array( $row['value'] ) && in_array( $row['key'], self::ARRAY_META, true ) ? $row['value'] : array( $row['key'] => $row['value'] ) as $key => $value ) {
					$add( $type, (int) $row['id'], (string) $key, $value );
				}
			}
		}
		foreach ( $state['options'] as $option ) {
			// Yoast SEO keeps term values in one option: taxonomy => term id => key => value.
			if ( 'wpseo_taxonomy_meta' === $option['name'] && is_array( $option['value'] ) ) {
				foreach ( $option['value'] as $terms ) {
					foreach ( (array) $terms as $id => $values ) {
						foreach ( (array) $values as $key => $value ) {
							$add( 'term', (int) $id, (string) $key, $value );
						}
					}
				}
			}
		}
		foreach ( self::TABLE_COLUMNS[ $slug ] ?? array() as $table => $columns ) {
			foreach ( $state['tables'][ $table ] ?? array() as $row ) {
				foreach ( self::row_values( $row, $columns ) as $field ) {
					$found[] = array( 'post', (int) $row['post_id'], $field );
				}
			}
		}
		$out = array();
		foreach ( $found as list( $type, $id, $field ) ) {
			$url = 'term' === $type ? get_term_link( $id ) : get_permalink( $id );
			if ( is_string( $url ) && '' !== $url ) {
				$out[] = '/' . ltrim( substr( $url, strlen( untrailingslashit( home_url() ) ) ), '/' ) . ' ' . $field;
			}
		}
		return array_values( array_unique( $out ) );
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
