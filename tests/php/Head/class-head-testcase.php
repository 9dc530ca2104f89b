<?php
/**
 * Helpers for the head output tests: render a URL's head, read a meta tag, the JSON-LD graph, and
 * change settings through the Settings service (validated like the REST route does).
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Head;

use Sightline\Plugin;
use Sightline\Settings\Settings;
use Sightline\Tests\TestCase;

abstract class Head_TestCase extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		update_option( 'blogdescription', '' );
	}

	/**
	 * @param array<string, mixed> $changes
	 */
	protected function settings( array $changes ): void {
		$saved = Plugin::get( Settings::class )->update( $changes );
		$this->assertIsArray( $saved, is_wp_error( $saved ) ? $saved->get_error_message() : '' );
	}

	protected function head_of( string $url ): string {
		$this->go_to( $url );
		return $this->render_head();
	}

	/**
	 * Every value of <meta property|name="$key" content="…"> (decoded), in order.
	 *
	 * @return list<string>
	 */
	protected function metas( string $html, string $key ): array {
		preg_match_all( '#<meta (?:property|name)=["\']' . preg_quote( $key, '#' ) . '["\'] content=["\']([^"\']*)["\'][^>]*>#', $html, $m );
		return array_map( static fn( $v ) => html_entity_decode( $v, ENT_QUOTES | ENT_HTML5, 'UTF-8' ), $m[1] );
	}

	protected function meta( string $html, string $key ): ?string {
		$all = $this->metas( $html, $key );
		$this->assertLessThanOrEqual( 1, count( $all ), "at most one {$key}" );
		return $all[0] ?? null;
	}

	/**
	 * @return list<string>
	 */
	protected function canonicals( string $html ): array {
		preg_match_all( '#<link rel=["\']canonical["\'] href=["\']([^"\']*)["\']#', $html, $m );
		return $m[1];
	}

	protected function robots_meta( string $html ): string {
		preg_match_all( '#<meta name=["\']robots["\'] content=["\']([^"\']*)["\']#', $html, $m );
		$this->assertCount( 1, $m[1], 'exactly one robots meta' );
		return $m[1][0];
	}

	/**
	 * @return list<string>
	 */
	protected function titles( string $html ): array {
		preg_match_all( '#<title>(.*?)</title>#s', $html, $m );
		return $m[1];
	}

	/**
	 * The JSON-LD graph nodes keyed by @type (first of each).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected function graph( string $html ): array {
		preg_match_all( '#<script type="application/ld\+json" class="sightline-schema-graph">(.*?)</script>#s', $html, $m );
		if ( ! $m[1] ) {
			return array();
		}
		$this->assertCount( 1, $m[1], 'one JSON-LD script' );
		$data = json_decode( $m[1][0], true );
		$this->assertIsArray( $data, 'valid JSON-LD' );
		$this->assertSame( 'https://schema.org', $data['@context'] );
		$nodes = array();
		foreach ( $data['@graph'] as $node ) {
			$nodes[ $node['@type'] ] ??= $node;
		}
		return $nodes;
	}
}
