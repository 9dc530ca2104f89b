<?php
/**
 * Settings > Permalinks moves many addresses at once. When the category base, the tag base or the
 * permalink structure changes (options category_base, tag_base, permalink_structure, however they are
 * saved), the addresses before the change are noted, and at the end of that request the redirects
 * from the old addresses are worked out:
 *
 * - a changed category or tag base gives one regular-expression rule, ^/category/(.+)$ → /topics/$1:
 *   every address below the old base (archives, child terms, pages, feeds) has the same rest below the
 *   new one, and our prefix rules send every match to one fixed target, so a prefix rule would not do;
 * - a changed post structure gives one exact rule per published post (the newest MAX_POSTS), its
 *   address under the old structure to the current one: exact, and it never shadows a live address the
 *   way a pattern from the old structure would (/%year%/%monthnum%/%postname%/ also matches date archives).
 *
 * With "create redirects automatically" on they are created in the background (Moves_Job: one WP-Cron
 * event, one write, progress on the Permalinks screen); off, they are kept in Offers and the Permalinks
 * screen offers a one-click create (Offer_Notices). Either way the screen then says what was created.
 * Changes from or to plain permalinks (?p=123) give no rule: WordPress redirects those addresses itself.
 *
 * @package Sightline
 */

namespace Sightline\Redirects;

use Sightline\Hookable_Interface;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Permalink_Watcher implements Hookable_Interface {

	/** Posts given a rule of their own after a structure change, newest first. */
	public const MAX_POSTS = 5000;

	private const PAGE = 100;

	/** Taxonomy => the option holding its base and the base WordPress uses when the option is empty. */
	private const BASES = array(
		'category' => array( 'category_base', 'category' ),
		'post_tag' => array( 'tag_base', 'tag' ),
	);

	/** @var array{structure: string, bases: array<string, ?string>}|null The addresses before the first change of this request. */
	private ?array $before = null;

	public function __construct( private Settings $settings ) {}

	public function add_hooks(): void {
		add_action( 'update_option_permalink_structure', array( $this, 'structure_changed' ), 10, 2 );
		add_action( 'update_option_category_base', array( $this, 'base_changed' ) );
		add_action( 'update_option_tag_base', array( $this, 'base_changed' ) );
	}

	/**
	 * @param mixed $old_value
	 */
	public function structure_changed( $old_value ): void {
		$this->remember( (string) $old_value );
	}

	public function base_changed(): void {
		$this->remember( (string) get_option( 'permalink_structure' ) );
	}

	/**
	 * Notes the addresses before the change. The taxonomies' permastructs in $wp_rewrite were made when
	 * they were registered, at the start of this request, so they still hold the old bases.
	 */
	private function remember( string $structure ): void {
		// Noted once per request, until settle() runs at its end (a note without that hook is stale).
		if ( null !== $this->before && false !== has_action( 'shutdown', array( $this, 'settle' ) ) ) {
			return;
		}
		global $wp_rewrite;
		$bases = array();
		foreach ( array_keys( self::BASES ) as $taxonomy ) {
			$bases[ $taxonomy ] = '' === $structure ? null : self::base_path( $wp_rewrite->get_extra_permastruct( $taxonomy ), $taxonomy );
		}
		$this->before = array(
			'structure' => $structure,
			'bases'     => $bases,
		);
		add_action( 'shutdown', array( $this, 'settle' ) );
	}

	/** Works out the redirects once every option of the save is written. */
	public function settle(): void {
		if ( null === $this->before ) {
			return;
		}
		$rules        = $this->rules( $this->before );
		$this->before = null;
		if ( array() === $rules ) {
			return;
		}
		if ( true === $this->settings->get( 'redirects_auto_create' ) ) {
			Moves_Job::queue( $rules ); // Thousands of rules: made by WP-Cron, with progress on the Permalinks screen.
			return;
		}
		Offers::put_permalinks( $rules, 0 );
	}

	/**
	 * @param array{structure: string, bases: array<string, ?string>} $before
	 * @return list<array<string, mixed>>
	 */
	public function rules( array $before ): array {
		$structure = (string) get_option( 'permalink_structure' );
		if ( '' === $structure || '' === $before['structure'] ) {
			return array();
		}
		$rules = array();
		foreach ( self::bases_now() as $taxonomy => $new ) {
			$old = $before['bases'][ $taxonomy ] ?? null;
			if ( null !== $old && null !== $new && $old !== $new ) {
				$rules[] = Address_Moves::base_rule( $old, $new );
			}
		}
		if ( $structure !== $before['structure'] ) {
			$rules = array_merge( $rules, Address_Moves::rules( self::post_moves( $before['structure'] ) ) );
		}
		return $rules;
	}

	/**
	 * Each published post's address under the old structure and its address now.
	 *
	 * @return list<array{0: string, 1: string}>
	 */
	private static function post_moves( string $old_structure ): array {
		$old   = static fn() => $old_structure;
		$moves = array();
		// Read in pages: a large site's posts are never all in memory at once.
		for ( $offset = 0; $offset < self::MAX_POSTS; $offset += self::PAGE ) {
			$posts = get_posts(
				array(
					'post_type'              => 'post',
					'post_status'            => 'publish',
					'numberposts'            => self::PAGE, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_numberposts -- a page of the loop that runs once after a permalink change.
					'offset'                 => $offset,
					'orderby'                => 'date',
					'order'                  => 'DESC',
					'suppress_filters'       => true,
					'update_post_meta_cache' => false,
				)
			);
			foreach ( $posts as $post ) {
				add_filter( 'pre_option_permalink_structure', $old );
				$before = (string) get_permalink( $post );
				remove_filter( 'pre_option_permalink_structure', $old );
				$moves[] = array( $before, (string) get_permalink( $post ) );
			}
			if ( count( $posts ) < self::PAGE ) {
				break;
			}
		}
		return $moves;
	}

	/**
	 * The bases as WordPress registers the taxonomies from the saved options (create_initial_taxonomies():
	 * the option's value, or the default in front of which the structure's front goes).
	 *
	 * @return array<string, ?string>
	 */
	private static function bases_now(): array {
		global $wp_rewrite;
		$rewrite = clone $wp_rewrite;
		$rewrite->init(); // Reads the saved structure, whichever way it was saved.
		$bases = array();
		foreach ( self::BASES as $taxonomy => list( $option, $default ) ) {
			$value = (string) get_option( $option );
			$rewrite->add_permastruct(
				$taxonomy,
				( '' === $value ? $default : $value ) . "/%{$taxonomy}%",
				array( 'with_front' => '' === $value || $rewrite->using_index_permalinks() )
			);
			$bases[ $taxonomy ] = self::base_path( $rewrite->get_extra_permastruct( $taxonomy ), $taxonomy );
		}
		return $bases;
	}

	/**
	 * '/blog/category/%category%' → '/blog/category/' (a path below the home URL), or null.
	 *
	 * @param string|false $struct
	 */
	private static function base_path( $struct, string $taxonomy ): ?string {
		if ( ! is_string( $struct ) || ! str_contains( $struct, "%{$taxonomy}%" ) ) {
			return null;
		}
		$path = (string) preg_replace( '#/+#', '/', '/' . strstr( $struct, "%{$taxonomy}%", true ) );
		return '/' === $path ? null : $path;
	}
}
