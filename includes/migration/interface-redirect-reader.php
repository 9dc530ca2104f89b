<?php
/**
 * Reads the redirects a source plugin kept, from its own tables or meta (it works when the plugin is
 * inactive or deleted, and never writes to them). Items are the source's own records (a row, a post,
 * a term) in groups; one item may hold several rules (Rank Math keeps several sources per row).
 *
 * @package Sightline
 */

namespace Sightline\Migration;

defined( 'ABSPATH' ) || exit;

interface Redirect_Reader_Interface {

	/**
	 * The groups of items: key => title shown in the summary and the listing.
	 *
	 * @return array<string, string>
	 */
	public function groups(): array;

	public function count( string $group ): int;

	/**
	 * Item ids of a group, in id order.
	 *
	 * @return list<int>
	 */
	public function ids( string $group, int $offset, int $limit ): array;

	/**
	 * The rules of each item found (an id that no longer exists is absent).
	 *
	 * @param list<int> $ids
	 * @return array<int, list<Mapped_Redirect>>
	 */
	public function read( string $group, array $ids ): array;
}
