<?php
/**
 * When a published post, page or term changes its address (slug or parent), and the admin turned on
 * "create redirects automatically" (setting redirects_auto_create), adds a 301 from the old address to
 * the new one. Rules that sent visitors to the old address are pointed at the new one (no chain), and a
 * rule from the new address is removed (it would loop now that the address is live again).
 *
 * @package Sightline
 */

namespace Sightline\Redirects;

use Sightline\Hookable_Interface;
use Sightline\Plugin;
use Sightline\Settings\Settings;
use WP_Post;

defined( 'ABSPATH' ) || exit;

final class Slug_Watcher implements Hookable_Interface {

	/** @var array<int, string> Term id => its address before the edit. */
	private array $term_links = array();

	public function __construct( private Settings $settings ) {}

	public function add_hooks(): void {
		add_action( 'post_updated', array( $this, 'post_updated' ), 10, 3 );
		add_action( 'edit_terms', array( $this, 'before_term_edit' ), 10, 2 );
		add_action( 'edited_term', array( $this, 'term_edited' ), 10, 3 );
	}

	public function post_updated( int $post_id, WP_Post $after, WP_Post $before ): void {
		if ( ! $this->enabled() || 'publish' !== $before->post_status || 'publish' !== $after->post_status || ! is_post_type_viewable( $after->post_type ) ) {
			return;
		}
		if ( $before->post_name === $after->post_name && $before->post_parent === $after->post_parent ) {
			return;
		}
		$this->moved( (string) get_permalink( $before ), (string) get_permalink( $post_id ) );
	}

	public function before_term_edit( int $term_id, string $taxonomy ): void {
		if ( $this->enabled() && is_taxonomy_viewable( $taxonomy ) ) {
			$link = get_term_link( $term_id, $taxonomy );
			if ( is_string( $link ) ) {
				$this->term_links[ $term_id ] = $link;
			}
		}
	}

	public function term_edited( int $term_id, int $tt_id, string $taxonomy ): void {
		if ( ! isset( $this->term_links[ $term_id ] ) ) {
			return;
		}
		$old = $this->term_links[ $term_id ];
		unset( $this->term_links[ $term_id ] );
		clean_term_cache( $term_id, $taxonomy );
		$new = get_term_link( $term_id, $taxonomy );
		if ( is_string( $new ) ) {
			$this->moved( $old, $new );
		}
	}

	/**
	 * Adds the redirect from $old_url to $new_url.
	 *
	 * @return array<string, mixed>|null The rule created, or null when none was needed or possible.
	 */
	public function moved( string $old_url, string $new_url ): ?array {
		$old = Paths::relative( $old_url );
		$new = Paths::relative( $new_url );
		if ( null === $old || null === $new || Paths::exact_key( $old[0], $old[1] ) === Paths::exact_key( $new[0], $new[1] ) ) {
			return null;
		}
		$redirects = Plugin::get( Redirects::class );
		$old_key   = Paths::exact_key( $old[0], $old[1] );
		$new_key   = Paths::exact_key( $new[0], $new[1] );
		$target    = $new[0] . ( '' === $new[1] ? '' : '?' . $new[1] );
		$source    = $old[0] . ( '' === $old[1] ? '' : '?' . $old[1] );
		$stale     = array();
		$repoint   = array();
		foreach ( $redirects->each() as $rule ) {
			if ( 'exact' !== $rule['match'] ) {
				continue;
			}
			$parts = explode( '?', (string) $rule['source'], 2 );
			if ( Paths::exact_key( $parts[0], $parts[1] ?? '' ) === $new_key ) {
				$stale[] = (int) $rule['id'];
			}
			$local = Target::local( (string) $rule['target'] );
			if ( null !== $local && Paths::exact_key( $local[0], $local[1] ) === $old_key ) {
				$repoint[] = (int) $rule['id'];
			}
		}
		if ( array() !== $stale ) {
			$redirects->delete( $stale );
		}
		foreach ( $repoint as $id ) {
			$redirects->update( $id, array( 'target' => $target ) );
		}
		$rule = $redirects->create(
			array(
				'source' => $source,
				'target' => $target,
				'status' => 301,
				'match'  => 'exact',
				'query'  => 'keep',
			)
		);
		return is_wp_error( $rule ) ? null : $rule;
	}

	private function enabled(): bool {
		return true === $this->settings->get( 'redirects_auto_create' );
	}
}
