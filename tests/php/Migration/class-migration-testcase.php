<?php
/**
 * Helpers for migration tests: run a whole migration the way the settings app does (GET every page of
 * term and post ids, POST global settings, then one POST per term and per post), snapshot a source's
 * raw data to prove it is never modified, and read a URL's rendered head.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Migration;

use Sightline\Migration\Migrator;
use Sightline\Settings\Object_Meta;
use Sightline\Tests\Head\Head_TestCase;

require_once dirname( __DIR__ ) . '/Head/class-head-testcase.php';
require_once __DIR__ . '/class-fixtures.php';

abstract class Migration_TestCase extends Head_TestCase {

	protected function setUp(): void {
		parent::setUp();
		// Each test already runs inside the harness's own transaction; a nested one would end it.
		add_filter( 'sightline_migration_transactions', '__return_false' );
	}

	/**
	 * @return array{global: array<string, mixed>, items: array<string, array<string, mixed>>}
	 */
	protected function migrate_all( string $slug ): array {
		$items = array();
		foreach ( array( 'terms' => 'term_ids', 'posts' => 'post_ids' ) as $kind => $key ) {
			$page = 1;
			do {
				$answer = $this->rest( 'GET', '/sightline/v1/migration/' . $kind, array( 'plugin_slug' => $slug, 'page' => $page ), 'administrator' );
				$this->assertSame( 200, $answer->get_status(), wp_json_encode( $answer->get_data() ) );
				$data = $answer->get_data();
				foreach ( $data['data'] as $group ) {
					foreach ( $group[ $key ] as $id ) {
						$items[ $kind ][] = $id;
					}
				}
				++$page;
			} while ( $page <= $data['pagination']['total_pages'] );
		}
		$global = $this->rest( 'POST', '/sightline/v1/migration/global-settings', array( 'plugin_slug' => $slug, 'cleanup' => false ), 'administrator' );
		$this->assertSame( 200, $global->get_status(), wp_json_encode( $global->get_data() ) );
		$answers = array();
		foreach ( array( 'terms' => 'term_ids', 'posts' => 'post_ids' ) as $kind => $key ) {
			foreach ( $items[ $kind ] ?? array() as $id ) {
				$answer = $this->rest( 'POST', '/sightline/v1/migration/' . $kind, array( 'plugin_slug' => $slug, $key => array( $id ), 'cleanup' => false ), 'administrator' );
				$this->assertSame( 200, $answer->get_status(), wp_json_encode( $answer->get_data() ) );
				$answers[ rtrim( $kind, 's' ) . ':' . $id ] = $answer->get_data();
			}
		}
		$done = $this->rest( 'POST', '/sightline/v1/migration/completed', array( 'plugin_slug' => $slug ), 'administrator' );
		$this->assertSame( 200, $done->get_status() );
		return array( 'global' => $global->get_data(), 'items' => $answers, 'ids' => $items );
	}

	/**
	 * Every option, post meta and term meta row that is not ours, to prove the source is only read.
	 *
	 * @return array<string, mixed>
	 */
	protected function source_snapshot(): array {
		global $wpdb;
		return array(
			'options'  => $wpdb->get_results( "SELECT option_name, option_value FROM {$wpdb->options} WHERE option_name NOT LIKE 'sightline%' AND option_name NOT LIKE '%transient%' AND option_name NOT LIKE 'theme_mods_%' AND option_name NOT IN ('cron','rewrite_rules','user_count') ORDER BY option_name", ARRAY_A ), // phpcs:ignore WordPress.DB
			'postmeta' => $wpdb->get_results( "SELECT post_id, meta_key, meta_value FROM {$wpdb->postmeta} WHERE meta_key NOT LIKE '_sightline%' ORDER BY meta_id", ARRAY_A ), // phpcs:ignore WordPress.DB
			'termmeta' => $wpdb->get_results( "SELECT term_id, meta_key, meta_value FROM {$wpdb->termmeta} WHERE meta_key NOT LIKE '_sightline%' ORDER BY meta_id", ARRAY_A ), // phpcs:ignore WordPress.DB
		);
	}

	/**
	 * Our stored fields of an object (only those really written).
	 *
	 * @return array<string, mixed>
	 */
	protected function written( string $type, int $id ): array {
		$out = array();
		foreach ( array_keys( Object_Meta::fields() ) as $field ) {
			if ( metadata_exists( $type, $id, Object_Meta::key( $field ) ) ) {
				$out[ $field ] = get_metadata( $type, $id, Object_Meta::key( $field ), true );
			}
		}
		return $out;
	}

	/**
	 * The parts of a head a source prints: title, description, robots, canonical, OG and X.
	 *
	 * @return array<string, mixed>
	 */
	protected function head_parts( string $url ): array {
		$html = $this->head_of( $url );
		return array(
			'title'               => html_entity_decode( $this->titles( $html )[0] ?? '', ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
			'description'         => $this->meta( $html, 'description' ),
			'robots'              => $this->robots_meta( $html ),
			'canonical'           => $this->canonicals( $html )[0] ?? null,
			'og:title'            => $this->meta( $html, 'og:title' ),
			'og:description'      => $this->meta( $html, 'og:description' ),
			'og:image'            => $this->meta( $html, 'og:image' ),
			'twitter:title'       => $this->meta( $html, 'twitter:title' ),
			'twitter:description' => $this->meta( $html, 'twitter:description' ),
			'twitter:card'        => $this->meta( $html, 'twitter:card' ),
			// The image X shows: its own tag, else the Open Graph one.
			'twitter:image'       => $this->meta( $html, 'twitter:image' ) ?? $this->meta( $html, 'og:image' ),
		);
	}

	/**
	 * Asserts the listed head parts of $url equal what the source printed for it.
	 *
	 * @param array<string, mixed> $expected Head part => value the source plugin prints.
	 */
	protected function assertHeadLikeSource( string $url, array $expected ): void {
		$actual = $this->head_parts( $url );
		foreach ( $expected as $part => $value ) {
			if ( 'robots' === $part ) {
				// Compare the directives that carry meaning, whatever their order.
				// Absent noindex means index and absent nofollow means follow, whether printed or not.
				$directives = static function ( string $text ): array {
					$list = array_map( 'trim', explode( ',', $text ) );
					return array(
						in_array( 'noindex', $list, true ) ? 'noindex' : 'index',
						in_array( 'nofollow', $list, true ) ? 'nofollow' : 'follow',
						in_array( 'noarchive', $list, true ) ? 'noarchive' : 'archive',
					);
				};
				$this->assertSame( $directives( $value ), $directives( (string) $actual['robots'] ), "robots of {$url}" );
				continue;
			}
			$this->assertSame( $value, $actual[ $part ], "{$part} of {$url}" );
		}
	}

	protected function mark_of( string $type, int $id ): string {
		return (string) get_metadata( $type, $id, Migrator::MARK_KEY, true );
	}
}
