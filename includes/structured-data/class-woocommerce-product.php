<?php
/**
 * A WooCommerce product as an instance of the catalogue's Product (or, for a variable product,
 * ProductGroup): the values its node is built from, read from the product's own data, so the node is
 * built by Node_Builder like every other node. Google's product and merchant-listing rules:
 * https://developers.google.com/search/docs/appearance/structured-data/product (variants:
 * …/product-variants).
 *
 * Values, where the product has them: the name; the short description, else the description, as plain
 * text (shortcodes removed, not run: the head prints before the page's content is rendered); the main
 * and gallery images; the SKU; the GTIN (WooCommerce's `global_unique_id`, digits only) as gtin8, gtin12,
 * gtin13 or gtin14 by its length; the brand (the `product_brand` terms WooCommerce 9.6+ registers, else
 * a product attribute named "Brand"); the MPN (WooCommerce has no field for it: a product attribute
 * named "MPN"); one Offer with the price shown in the shop (taxes as the shop displays them), the
 * store's currency, the availability from the stock status, the sale's end date as `priceValidUntil`
 * and the product's address; the average rating and the five most recent approved reviews with a
 * rating, as WooCommerce's own markup has them. WooCommerce stores no return policy and no shipping
 * rates a product could name (they depend on the cart and the zone), so an Offer has neither.
 *
 * A variable product is a ProductGroup whose `hasVariant` holds each visible variation as a Product
 * with its own SKU, GTIN, image, offer and address (the product's address with the variation's
 * attributes in its query string), and whose `variesBy` names the variation attributes Google knows
 * (colour, size, material, pattern, age group, gender); each variant carries its values of those.
 *
 * @package Sightline
 */

namespace Sightline\Structured_Data;

use WC_Product;
use WC_Product_Variable;
use WC_Product_Variation;

defined( 'ABSPATH' ) || exit;

/**
 * @phpstan-import-type Instance from Own_Structured_Data
 */
final class WooCommerce_Product {

	/** The schema.org property of a variation attribute, by the attribute's name (lowercase). */
	private const VARIES_BY = array(
		'color'    => 'color',
		'colour'   => 'color',
		'size'     => 'size',
		'material' => 'material',
		'pattern'  => 'pattern',
		'age'      => 'suggestedAge',
		'gender'   => 'suggestedGender',
	);

	/** The variant properties the catalogue's Product holds (the others only name what varies). */
	private const VARIANT_PROPERTIES = array( 'color', 'size', 'material', 'pattern' );

	/** Reviews a node lists at most, the most recent first (as WooCommerce's own markup). */
	private const REVIEWS = 5;

	/**
	 * The product's instance: its type (ProductGroup for a variable product, else Product), the id
	 * given, and its values. Null when it has nothing Google takes a product for: no offer (no price),
	 * no rating and no review.
	 *
	 * @return Instance|null
	 */
	public static function instance( WC_Product $product, string $id ): ?array {
		$variable = $product instanceof WC_Product_Variable;
		$values   = array_merge(
			array(
				'name'        => $product->get_name(),
				'description' => self::description( $product ),
				'url'         => (string) $product->get_permalink(),
				'brand'       => self::brand( $product ),
			),
			self::ratings( $product )
		);
		if ( $variable ) {
			$group_id = '' !== $product->get_sku() ? $product->get_sku() : (string) $product->get_id();
			$varies   = self::varies_by( $product );
			$variants = array();
			foreach ( $product->get_children() as $child_id ) {
				$variation = wc_get_product( $child_id );
				if ( $variation instanceof WC_Product_Variation && $variation->exists() && $variation->variation_is_visible() ) {
					$variants[] = self::variant( $variation, $varies, $group_id );
				}
			}
			$values += array(
				'productGroupID' => $group_id,
				'variesBy'       => array_values( array_map( static fn( $property ) => 'https://schema.org/' . $property, array_unique( $varies ) ) ),
				'hasVariant'     => $variants,
			);
			$sells   = array() !== $variants;
		} else {
			$offer   = self::offer( $product );
			$values += self::identifiers( $product ) + array(
				'image'  => self::images( $product ),
				'mpn'    => self::attribute( $product, 'mpn' ),
				'offers' => null === $offer ? array() : array( $offer ),
			);
			$sells   = null !== $offer;
		}
		if ( ! $sells && ! isset( $values['aggregateRating'] ) ) {
			return null;
		}
		return array(
			'type'   => $variable ? 'ProductGroup' : 'Product',
			'id'     => $id,
			'values' => array_filter( $values, static fn( $value ) => null !== $value && '' !== $value && array() !== $value ),
		);
	}

	private static function description( WC_Product $product ): string {
		$html = '' !== $product->get_short_description() ? $product->get_short_description() : $product->get_description();
		$text = wp_strip_all_tags( strip_shortcodes( $html ) );
		return trim( (string) preg_replace( '/[ \t]+/', ' ', html_entity_decode( $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ) );
	}

	/**
	 * The main image, then the gallery's, as addresses.
	 *
	 * @return list<string>
	 */
	private static function images( WC_Product $product ): array {
		$urls = array();
		foreach ( array_merge( array( $product->get_image_id() ), $product->get_gallery_image_ids() ) as $image_id ) {
			$url = (int) $image_id > 0 ? wp_get_attachment_url( (int) $image_id ) : false;
			if ( is_string( $url ) && '' !== $url ) {
				$urls[] = $url;
			}
		}
		return array_values( array_unique( $urls ) );
	}

	/**
	 * The SKU and the GTIN under the property its length names (a GTIN of another length is left out,
	 * as WooCommerce's own markup leaves it).
	 *
	 * @return array<string, string>
	 */
	private static function identifiers( WC_Product $product, string $context = 'view' ): array {
		$values = array();
		$sku    = $product->get_sku( $context );
		if ( '' !== $sku ) {
			$values['sku'] = $sku;
		}
		$gtin = (string) preg_replace( '/\D/', '', $product->get_global_unique_id( $context ) );
		if ( in_array( strlen( $gtin ), array( 8, 12, 13, 14 ), true ) ) {
			$values[ 'gtin' . strlen( $gtin ) ] = $gtin;
		}
		return $values;
	}

	/**
	 * The brand's name: the first `product_brand` term, else a product attribute named "Brand".
	 */
	private static function brand( WC_Product $product ): ?string {
		if ( taxonomy_exists( 'product_brand' ) ) {
			$terms = get_the_terms( $product->get_id(), 'product_brand' );
			if ( is_array( $terms ) && array() !== $terms ) {
				return $terms[0]->name;
			}
		}
		return self::attribute( $product, 'brand' );
	}

	/**
	 * The first value of the product's attribute of that name (its label, any case), or null.
	 */
	private static function attribute( WC_Product $product, string $name ): ?string {
		foreach ( $product->get_attributes() as $key => $attribute ) {
			if ( ! $attribute instanceof \WC_Product_Attribute || strtolower( wc_attribute_label( $attribute->get_name(), $product ) ) !== $name ) {
				continue;
			}
			$values = $attribute->is_taxonomy() ? wc_get_product_terms( $product->get_id(), $attribute->get_name(), array( 'fields' => 'names' ) ) : $attribute->get_options();
			$first  = reset( $values );
			return is_string( $first ) && '' !== trim( $first ) ? trim( $first ) : null;
		}
		return null;
	}

	/**
	 * The offer of a product (or variation) with a price: the price the shop shows, the currency, the
	 * availability, the sale's end date and the address. Null without a price.
	 *
	 * @return array<string, string>|null
	 */
	private static function offer( WC_Product $product ): ?array {
		if ( '' === $product->get_price() ) {
			return null;
		}
		$offer = array(
			'price'         => wc_format_decimal( wc_get_price_to_display( $product ), wc_get_price_decimals() ),
			'priceCurrency' => get_woocommerce_currency(),
			'availability'  => 'https://schema.org/' . match ( $product->get_stock_status() ) {
				'outofstock'  => 'OutOfStock',
			'onbackorder' => 'BackOrder',
			default       => 'InStock',
			},
			'url'           => (string) $product->get_permalink(),
		);
		$sale_ends = $product->is_on_sale() ? $product->get_date_on_sale_to() : null;
		if ( null !== $sale_ends ) {
			$offer['priceValidUntil'] = $sale_ends->date( 'Y-m-d' );
		}
		return $offer;
	}

	/**
	 * The average rating and the latest rated reviews, when the shop has ratings on and the product some.
	 *
	 * @return array<string, mixed>
	 */
	private static function ratings( WC_Product $product ): array {
		if ( ! wc_review_ratings_enabled() || $product->get_rating_count() < 1 ) {
			return array();
		}
		$values   = array(
			'aggregateRating' => array(
				'ratingValue' => $product->get_average_rating(),
				'ratingCount' => $product->get_rating_count(),
				'reviewCount' => $product->get_review_count(),
				'bestRating'  => 5,
				'worstRating' => 1,
			),
		);
		$comments = get_comments(
			array(
				'number'      => self::REVIEWS,
				'post_id'     => $product->get_id(),
				'status'      => 'approve',
				'post_status' => 'publish',
				'post_type'   => 'product',
				'parent'      => 0,
				'meta_query'  => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- WooCommerce's own query for its reviews.
					array(
						'key'     => 'rating',
						'type'    => 'NUMERIC',
						'compare' => '>',
						'value'   => 0,
					),
				),
			)
		);
		$reviews  = array();
		foreach ( is_array( $comments ) ? $comments : array() as $comment ) {
			if ( ! $comment instanceof \WP_Comment ) {
				continue;
			}
			$reviews[] = array(
				'author'        => get_comment_author( $comment ),
				'reviewRating'  => array(
					'ratingValue' => (int) get_comment_meta( (int) $comment->comment_ID, 'rating', true ),
					'bestRating'  => 5,
					'worstRating' => 1,
				),
				'datePublished' => get_comment_date( 'Y-m-d', $comment ),
				'reviewBody'    => wp_strip_all_tags( $comment->comment_content ),
			);
		}
		if ( array() !== $reviews ) {
			$values['review'] = $reviews;
		}
		return $values;
	}

	/**
	 * The schema.org property each variation attribute of a variable product stands for, by the
	 * attribute's key (`pa_color`, `size`); attributes Google has no property for are left out.
	 *
	 * @return array<string, string>
	 */
	private static function varies_by( WC_Product_Variable $product ): array {
		$varies = array();
		foreach ( $product->get_variation_attributes() as $key => $options ) {
			$label = strtolower( trim( wc_attribute_label( (string) $key, $product ) ) );
			if ( isset( self::VARIES_BY[ $label ] ) ) {
				$varies[ sanitize_title( (string) $key ) ] = self::VARIES_BY[ $label ];
			}
		}
		return $varies;
	}

	/**
	 * One variation as a variant Product: its name, address, image, identifiers, offer and its values of
	 * the properties the group varies by.
	 *
	 * @param array<string, string> $varies The group's varying properties by attribute key.
	 * @return array<string, mixed>
	 */
	private static function variant( WC_Product $variation, array $varies, string $group_id ): array {
		$offer  = self::offer( $variation );
		$values = array(
			'name'                 => $variation->get_name(),
			'url'                  => (string) $variation->get_permalink(),
			'image'                => self::images( $variation ),
			'inProductGroupWithID' => $group_id,
			'offers'               => null === $offer ? array() : array( $offer ),
		) + self::identifiers( $variation, 'edit' );
		foreach ( $variation->get_attributes() as $key => $value ) {
			$property = $varies[ sanitize_title( (string) $key ) ] ?? null;
			if ( null === $property || ! in_array( $property, self::VARIANT_PROPERTIES, true ) || ! is_string( $value ) || '' === $value ) {
				continue; // "Any" value, or nothing the catalogue's Product holds.
			}
			$term                = taxonomy_exists( (string) $key ) ? get_term_by( 'slug', $value, (string) $key ) : false;
			$values[ $property ] = $term instanceof \WP_Term ? $term->name : $value;
		}
		return array_filter( $values, static fn( $value ) => array() !== $value );
	}
}
