<?php
/**
 * The one place that decides whether a post, term or archive may be indexed: used by the robots meta,
 * the sitemaps and the checks, so they never disagree.
 *
 * Order: the object's own tri-state (`_sightline_robots_noindex`: on / off / inherit) → the site rule for
 * its post type or taxonomy (`no_index`) → indexable. Archive types use `author`, `date`, `search`; a post
 * type's archive follows its posts unless set apart (`post_type_archive_noindex`).
 *
 * @package Sightline
 */

namespace Sightline\Settings;

use WP_Post;
use WP_Term;

defined( 'ABSPATH' ) || exit;

final class Indexing {

	public const ROBOTS = array(
		'noindex'   => 'no_index',
		'nofollow'  => 'no_follow',
		'noarchive' => 'no_archive',
	);

	public function __construct( private Settings $settings ) {}

	/**
	 * Whether the site rule for a post type, taxonomy or archive type (author, date, search) sets $directive.
	 *
	 * @param 'noindex'|'nofollow'|'noarchive' $directive
	 */
	public function type_has( string $directive, string $type ): bool {
		$list = $this->settings->get( self::ROBOTS[ $directive ] ?? '' );
		return is_array( $list ) && in_array( $type, $list, true );
	}

	/**
	 * Whether a post type's archive is noindex: its own rule when the site sets the archive apart
	 * (`post_type_archive_noindex`), else its posts' rule.
	 */
	public function is_post_type_archive_noindex( string $type ): bool {
		$apart = $this->settings->get( 'post_type_archive_noindex' );
		return is_array( $apart ) && is_bool( $apart[ $type ] ?? null ) ? $apart[ $type ] : $this->type_has( 'noindex', $type );
	}

	/**
	 * Whether a post or term carries $directive: its own tri-state wins, else the rule of its type.
	 *
	 * @param 'noindex'|'nofollow'|'noarchive' $directive
	 */
	public function object_has( string $directive, WP_Post|WP_Term $object ): bool {
		$is_post = $object instanceof WP_Post;
		$own     = $is_post
			? get_post_meta( $object->ID, Object_Meta::key( 'robots_' . $directive ), true )
			: Object_Meta::term_value( $object->term_id, 'robots_' . $directive );
		if ( 'on' === $own ) {
			return true;
		}
		if ( 'off' === $own ) {
			return false;
		}
		return $this->type_has( $directive, $is_post ? $object->post_type : $object->taxonomy );
	}

	/**
	 * The noindex rule of object_has() as an SQL condition, for lists built in bulk (the sitemaps):
	 * $column is the object's own tri-state meta value (NULL when unset) joined in by the caller.
	 */
	public function noindex_sql( string $type, string $column ): string {
		return $this->type_has( 'noindex', $type )
			? "{$column} = 'off'"
			: "( {$column} IS NULL OR {$column} <> 'on' )";
	}

	/**
	 * The SQL condition on a posts query's ID column ($id_column, a fixed string) that keeps the posts of
	 * $type that their own robots setting leaves indexable, as one subquery the database reads once:
	 * the few posts set otherwise than their type. A join to postmeta (a meta_query) made the database
	 * join and group every post of the type (bench/README.md, "/llms.txt at 1,000,000 posts").
	 */
	public function indexable_posts_sql( string $type, string $id_column ): string {
		global $wpdb;
		$by_default = $this->type_has( 'noindex', $type );
		$own        = $by_default ? 'IN' : 'NOT IN';
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $id_column and $own are fixed strings of our own.
		return $wpdb->prepare( "{$id_column} {$own} ( SELECT m.post_id FROM {$wpdb->postmeta} m WHERE m.meta_key = %s AND m.meta_value = %s )", Object_Meta::key( 'robots_noindex' ), $by_default ? 'off' : 'on' );
	}

	/**
	 * A post search engines may list: public, published, not password-protected, not noindexed.
	 */
	public function is_post_indexable( WP_Post $post ): bool {
		$type = get_post_type_object( $post->post_type );
		return $type && $type->public
			&& 'publish' === $post->post_status
			&& '' === $post->post_password
			&& ! $this->object_has( 'noindex', $post );
	}

	public function is_term_indexable( WP_Term $term ): bool {
		$taxonomy = get_taxonomy( $term->taxonomy );
		return $taxonomy && $taxonomy->public && ! $this->object_has( 'noindex', $term );
	}

	/**
	 * Author and date archives can be switched off entirely (then they redirect to the home page).
	 *
	 * @param 'author'|'date' $archive
	 */
	public function is_archive_enabled( string $archive ): bool {
		return (bool) $this->settings->get( $archive . '_archive' );
	}

	/**
	 * @param 'author'|'date'|'search' $archive
	 */
	public function is_archive_indexable( string $archive ): bool {
		return ( 'search' === $archive || $this->is_archive_enabled( $archive ) ) && ! $this->type_has( 'noindex', $archive );
	}
}
