<?php
/**
 * A WooCommerce product's page prints one Product node (ProductGroup for a variable product) in the
 * page's one JSON-LD graph, built from the product's own data (WooCommerce_Product), and WooCommerce's
 * own Product markup is left out, so search engines read one product, not two.
 *
 * The node joins the graph on the head's `sightline_schema_graph` filter, after Page_Graph (10) added
 * the post's own instances and before Embedded_Videos (20); the WebPage names it as its `mainEntity`.
 * The head prints no Article for a product (its Article is for posts), so nothing else describes it.
 *
 * The author's own Product or ProductGroup instances of the post (its per-post structured data, then
 * the Schema screen's sets that show on the page) are
 * merged into that one node rather than printed beside it: the first one's filled values win over the
 * product's data, property by property (a value left empty keeps the product's), and its id names the
 * node; further Product or ProductGroup instances are not printed (one product per page). The node's
 * type follows the product (a variable product is a ProductGroup whatever the author picked), and
 * properties that type does not have are not printed. Each offer names the site's Organization (or
 * Person) node as its seller when the graph has one and the author set no seller.
 *
 * WooCommerce prints its markup in the footer, after the head, and builds it while the page's
 * template renders (which a block theme does before the head): so its Product (and reviews, which
 * describe the same product) are dropped where it decides what to print
 * (`woocommerce_structured_data_type_for_page`), and only on a page whose head printed our node. Its
 * BreadcrumbList is dropped the same way when our graph has one; its other markup stays. A site
 * without WooCommerce adds no hook but the one that finds it missing.
 *
 * @package Sightline
 */

namespace Sightline\Structured_Data;

use Sightline\Head\Context;
use Sightline\Head\Generators\Schema_Graph;
use Sightline\Head\Resolver;
use Sightline\Hookable_Interface;
use Sightline\Settings\Settings;
use WC_Product;

defined( 'ABSPATH' ) || exit;

/**
 * @phpstan-import-type Instance from Own_Structured_Data
 */
final class WooCommerce_Graph implements Hookable_Interface {

	/** The types one product's node may be. */
	private const PRODUCT_TYPES = array( 'Product', 'ProductGroup' );

	/** The id the node takes when the author has no Product instance (`<page>#/schema/product`). */
	private const ID = 'product';

	/** The product whose node the head printed on this request, and whether its graph had a BreadcrumbList. */
	private ?int $printed = null;

	private bool $crumbs = false;

	/**
	 * @param \Closure(): Own_Structured_Data $data The post's structured data, built on a product's page.
	 */
	public function __construct( private Resolver $resolver, private Settings $settings, private \Closure $data ) {}

	public function add_hooks(): void {
		// WooCommerce loads after this plugin (plugins load in name order): look once all have loaded.
		if ( did_action( 'plugins_loaded' ) ) {
			$this->when_woocommerce();
		} else {
			add_action( 'plugins_loaded', array( $this, 'when_woocommerce' ) );
		}
	}

	/**
	 * The hooks, where WooCommerce is active.
	 */
	public function when_woocommerce(): void {
		if ( ! class_exists( 'WooCommerce', false ) ) {
			return;
		}
		add_filter( 'sightline_schema_graph', array( $this, 'filter' ), 15, 2 );
		add_filter( 'woocommerce_structured_data_type_for_page', array( $this, 'woocommerce_types' ) );
	}

	/**
	 * @param mixed $graph   The graph's nodes.
	 * @param mixed $context The head's context of the page.
	 * @return mixed
	 */
	public function filter( $graph, $context ) {
		if ( ! is_array( $graph ) || ! $context instanceof Context || ! $context->post || 'product' !== $context->post->post_type || Context::SINGULAR !== $context->type || ! function_exists( 'wc_get_product' ) ) {
			return $graph;
		}
		$product = wc_get_product( $context->post );
		if ( ! $product instanceof WC_Product || post_password_required( $context->post ) ) {
			return $graph; // A protected product's page shows only the password form.
		}
		$data     = ( $this->data )();
		$sets     = Display_Rules::instances_for( $this->settings->get( 'schema_sets' ), $context );
		$own      = array_values( array_filter( Page_Graph::combine( $data->get( $context->post ), $sets ), static fn( $instance ) => in_array( $instance['type'], self::PRODUCT_TYPES, true ) ) );
		$url      = Own_Structured_Data::page_url( $this->resolver, $context );
		$base     = explode( '#', $url )[0];
		$instance = WooCommerce_Product::instance( $product, isset( $own[0] ) ? $own[0]['id'] : self::unused_id( $graph, $base ) );
		$nodes    = null === $instance ? array() : $data->nodes( $context, array( self::merge( $instance, $own[0] ?? null ) ) );
		if ( array() === $nodes ) {
			return $graph; // Nothing to sell nor rated: WooCommerce's markup (if any) stays.
		}
		$node          = self::with_seller( $nodes[0], $graph );
		$own_ids       = array_map( static fn( $instance ) => $base . '#/schema/' . $instance['id'], $own );
		$this->printed = $product->get_id();
		$this->crumbs  = false;
		$merged        = array();
		foreach ( $graph as $existing ) {
			$id   = is_array( $existing ) ? ( $existing['@id'] ?? null ) : null;
			$type = is_array( $existing ) ? ( $existing['@type'] ?? null ) : null;
			if ( in_array( $id, $own_ids, true ) && in_array( $type, self::PRODUCT_TYPES, true ) ) {
				continue; // The author's Product instances, merged into the node.
			}
			if ( is_array( $existing ) && $url . '#webpage' === $id && isset( $node['@id'] ) ) {
				$existing['mainEntity'] = array( '@id' => $node['@id'] );
			}
			$this->crumbs = $this->crumbs || 'BreadcrumbList' === $type;
			$merged[]     = $existing;
		}
		$merged[] = $node;
		return $merged;
	}

	/**
	 * WooCommerce's markup types for the page, without those our graph already printed.
	 *
	 * @param mixed $types
	 * @return mixed
	 */
	public function woocommerce_types( $types ) {
		if ( ! is_array( $types ) || null === $this->printed || get_queried_object_id() !== $this->printed ) {
			return $types;
		}
		$drop = array_merge( array( 'product', 'review' ), $this->crumbs ? array( 'breadcrumblist' ) : array() );
		return array_values( array_diff( $types, $drop ) );
	}

	/**
	 * The product's instance with the author's: each value the author filled in wins; a value left
	 * empty (null, an empty text or list) keeps the product's.
	 *
	 * @param Instance      $product
	 * @param Instance|null $own
	 * @return Instance
	 */
	public static function merge( array $product, ?array $own ): array {
		if ( null === $own ) {
			return $product;
		}
		$filled            = array_filter( $own['values'], static fn( $value ) => null !== $value && '' !== $value && array() !== $value );
		$product['values'] = array_merge( $product['values'], $filled );
		return $product;
	}

	/**
	 * The node with the site's Organization (or Person) as the seller of each offer that names none,
	 * its own offers and its variants'.
	 *
	 * @param array<string, mixed> $node
	 * @param array<mixed>         $graph
	 * @return array<string, mixed>
	 */
	private static function with_seller( array $node, array $graph ): array {
		$home    = home_url( '/' );
		$ids     = array_column( array_filter( $graph, 'is_array' ), '@id' );
		$sellers = array_values( array_intersect( array( Schema_Graph::publisher_id( $home, false ), Schema_Graph::publisher_id( $home, true ) ), $ids ) );
		if ( array() === $sellers ) {
			return $node;
		}
		$add  = static function ( array $product ) use ( $sellers ): array {
			foreach ( isset( $product['offers'] ) && is_array( $product['offers'] ) ? array_keys( $product['offers'] ) : array() as $key ) {
				if ( is_array( $product['offers'][ $key ] ) && ! isset( $product['offers'][ $key ]['seller'] ) ) {
					$product['offers'][ $key ]['seller'] = array( '@id' => $sellers[0] );
				}
			}
			return $product;
		};
		$node = $add( $node );
		foreach ( isset( $node['hasVariant'] ) && is_array( $node['hasVariant'] ) ? array_keys( $node['hasVariant'] ) : array() as $key ) {
			if ( is_array( $node['hasVariant'][ $key ] ) ) {
				$node['hasVariant'][ $key ] = $add( $node['hasVariant'][ $key ] );
			}
		}
		return $node;
	}

	/**
	 * `product`, or `product-2`, … when another node of the page already ends with that id.
	 *
	 * @param array<mixed> $graph
	 */
	private static function unused_id( array $graph, string $base ): string {
		$ids    = array_flip( array_filter( array_column( array_filter( $graph, 'is_array' ), '@id' ), 'is_string' ) );
		$id     = self::ID;
		$number = 1;
		while ( isset( $ids[ $base . '#/schema/' . $id ] ) ) {
			$id = self::ID . '-' . ( ++$number );
		}
		return $id;
	}
}
