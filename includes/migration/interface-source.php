<?php
/**
 * One SEO plugin Sightline SEO can migrate from. A source only reads the plugin's raw stored data (it
 * works when the plugin is inactive or deleted) and never writes to it; the Migrator writes our side.
 *
 * @package Sightline
 */

namespace Sightline\Migration;

use WP_Post;
use WP_Term;

defined( 'ABSPATH' ) || exit;

interface Source_Interface {

	/** The WordPress.org slug, used as the migration `plugin_slug`. */
	public function slug(): string;

	public function name(): string;

	/**
	 * Global settings mapped to our settings (top-level keys of global-settings.json). Objects may be
	 * partial (the Migrator merges them); lists are final, computed from $current.
	 *
	 * @param array<string, mixed> $current Our settings now.
	 */
	public function global_settings( array $current ): Mapped;

	/**
	 * Posts holding this source's data, in id order.
	 *
	 * @return list<array{id: int, type: string}>
	 */
	public function post_ids( int $offset, int $limit ): array;

	/**
	 * Posts holding this source's data with an id above $after_id, in id order: the next batch of a
	 * run that walks them all (an offset would make the database walk every post before it, each batch).
	 *
	 * @return list<array{id: int, type: string}>
	 */
	public function posts_after( int $after_id, int $limit ): array;

	/**
	 * The posts with this source's data, in id order, when it has few rows of data (read in one bounded
	 * query); null when it has more.
	 *
	 * @return list<array{id: int, type: string}>|null
	 */
	public function few_posts(): ?array;

	/** The exact number of posts with this source's data, in one query (not for requests: see Post_Count). */
	public function count_posts(): int;

	/**
	 * One bounded step of a count of the posts with this source's data: the next $step posts of real
	 * content after $after_id by primary key, and how many of them have data.
	 *
	 * @return array{last: int, read: int, found: int} The last post id read ($after_id when none), posts read, posts with data.
	 */
	public function count_step( int $after_id, int $step ): array;

	/** Whether the source keeps its per-post data in post meta (else in a table of its own, written on save_post). */
	public function data_in_post_meta(): bool;

	/** Whether a post meta key may hold this source's per-post data (its change may change which posts have data). */
	public function is_post_data_key( string $meta_key ): bool;

	/**
	 * Terms holding this source's data, in id order.
	 *
	 * @return list<array{id: int, type: string}>
	 */
	public function term_ids( int $offset, int $limit ): array;

	public function count_terms(): int;

	/** A post's data mapped to our object-meta fields; only what the source really set. */
	public function post( WP_Post $post ): Mapped;

	public function term( WP_Term $term ): Mapped;

	/**
	 * The authors' own fields (their archive's title, description and noindex: Object_Meta::USER_FIELDS),
	 * migrated with the global settings (a site has few authors).
	 *
	 * @return array<int, Mapped> By user id; authors without any left out.
	 */
	public function authors(): array;
}
