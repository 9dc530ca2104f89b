<?php
/**
 * Feeds WordPress's own Breadcrumbs block (core/breadcrumbs, WordPress 7.0+) with our trail, so the
 * trail a visitor sees in that block and the BreadcrumbList search engines read are the same items, in
 * the same order, with the same names and links: our primary category, parents, archives, labels
 * ("breadcrumb title") and words, not core's own choices (its first category, "Search results for:").
 *
 * Core's block builds its items, then passes them through `block_core_breadcrumbs_items`; we replace
 * them there. Each crumb of ours becomes one of core's items: `label` is our plain-text name (no
 * `allow_html`, so core escapes it with esc_html(), as our own block does), `url` its link; the last
 * crumb, the current page, gets no `url`, which core renders as `<span aria-current="page">`. Before
 * 7.0 our own Breadcrumbs block (Breadcrumbs_Block) is the one to use.
 *
 * @package Sightline
 */

namespace Sightline\Blocks;

use Sightline\Head\Breadcrumbs;
use Sightline\Head\Context;
use Sightline\Head\Head;
use Sightline\Hookable_Interface;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Core_Breadcrumbs implements Hookable_Interface {

	public const NAME = 'core/breadcrumbs';

	/** Core's filter of the block's items, applied just before it renders them. */
	public const FILTER = 'block_core_breadcrumbs_items';

	/**
	 * Early, so code that changes core's items through WordPress's documented filter still changes ours
	 * (`sightline_breadcrumbs` changes the visible trail and the BreadcrumbList together).
	 */
	public const PRIORITY = 5;

	public function __construct( private Breadcrumbs $breadcrumbs, private Head $head, private Settings $settings ) {}

	/**
	 * One filter, and only where WordPress has the block: its render code (wp-includes/blocks/
	 * breadcrumbs.php) is loaded before plugins, so the function tells. A page without the block never
	 * runs the callback.
	 */
	public function add_hooks(): void {
		if ( function_exists( 'block_core_breadcrumbs_create_item' ) ) {
			add_filter( self::FILTER, array( $this, 'items' ), self::PRIORITY );
		}
	}

	/**
	 * Core's items replaced by our trail; core's own left as they came when our breadcrumbs are switched
	 * off (the BreadcrumbList's switch, or structured data as a whole: no BreadcrumbList of ours to agree
	 * with) or the page is none our trail describes (a feed, an embed, a REST request).
	 *
	 * The trail is the one the head's BreadcrumbList reads, for the same page (the head's Context of the
	 * main query, as the BreadcrumbList's), memoised by Breadcrumbs: whichever of the block and the head
	 * comes first builds it, the other costs no query.
	 *
	 * @param mixed $items Core's items: list of array{label: string, url?: string, allow_html?: bool}.
	 * @return mixed
	 */
	public function items( $items ) {
		if ( ! $this->settings->get( 'enable_schemas' ) || ! $this->settings->get( 'schema_output.breadcrumbs' ) ) {
			return $items;
		}
		$context = $this->head->context();
		if ( Context::OTHER === $context->type ) {
			return $items;
		}
		return $this->from_trail( $this->breadcrumbs->trail( $context ), $this->attributes() );
	}

	/**
	 * Our crumbs as core's items, with what the block's settings hide taken away as core does: "Show home
	 * item" off drops the first (our trail starts at Home), "Show current item" off the last. The rest
	 * keep their links; only the current page is unlinked.
	 *
	 * @param list<array{name: string, url: string}> $trail
	 * @param array<string, mixed>                   $attributes The block's attributes, defaults filled in.
	 * @return list<array{label: string, url?: string}>
	 */
	private function from_trail( array $trail, array $attributes ): array {
		$items = array();
		$last  = count( $trail ) - 1;
		foreach ( $trail as $index => $crumb ) {
			$item = array( 'label' => $crumb['name'] );
			if ( $index !== $last && '' !== $crumb['url'] ) {
				$item['url'] = $crumb['url'];
			}
			$items[] = $item;
		}
		if ( empty( $attributes['showHomeItem'] ) ) {
			array_shift( $items );
		}
		if ( empty( $attributes['showCurrentItem'] ) ) {
			array_pop( $items );
		}
		return $items;
	}

	/**
	 * The attributes of the core/breadcrumbs block being rendered, with the defaults its registration
	 * gives, as WP_Block hands them to the render callback (the filter itself passes only the items).
	 * WordPress keeps the block it is rendering in WP_Block_Supports::$block_to_render; outside a render
	 * of that block (code applying the filter itself) the defaults apply.
	 *
	 * @return array<string, mixed>
	 */
	private function attributes(): array {
		$block = \WP_Block_Supports::$block_to_render;
		$attrs = is_array( $block ) && self::NAME === ( $block['blockName'] ?? null ) && is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
		$type  = \WP_Block_Type_Registry::get_instance()->get_registered( self::NAME );
		$attrs = null !== $type ? $type->prepare_attributes_for_render( $attrs ) : $attrs;
		// Core's defaults, should the block type be gone from the registry.
		return $attrs + array(
			'showHomeItem'    => true,
			'showCurrentItem' => true,
		);
	}
}
