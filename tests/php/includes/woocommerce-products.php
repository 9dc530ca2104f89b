<?php
/**
 * The products of WooCommerceProductTest, made with WooCommerce's own CRUD classes on the shop site of
 * woocommerce-shop.php (`products` step): a simple product with reviews, a brand and a gallery; one
 * on sale until a date; one out of stock whose brand and MPN are product attributes; a variable
 * product with a global and a custom attribute; and one that also carries the author's own Product
 * instance (Sightline SEO's per-post structured data).
 *
 * @package Sightline\Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

/**
 * An image attachment (no file is needed: its address is all the structured data reads).
 */
function sightline_tests_image( string $file ): int {
	$id = wp_insert_attachment(
		array(
			'post_mime_type' => 'image/jpeg',
			'post_title'     => $file,
			'post_status'    => 'inherit',
		),
		'2026/01/' . $file
	);
	update_post_meta( $id, '_wp_attached_file', '2026/01/' . $file );
	wp_update_attachment_metadata(
		$id,
		array(
			'width'  => 1200,
			'height' => 900,
			'file'   => '2026/01/' . $file,
		)
	);
	return (int) $id;
}

/**
 * A review as WooCommerce's review form stores one: a `review` comment with its `rating` meta.
 */
function sightline_tests_review( int $product_id, string $author, int $rating, string $text, string $date, int $approved = 1, int $parent = 0 ): int {
	$id = wp_insert_comment(
		array(
			'comment_post_ID'      => $product_id,
			'comment_author'       => $author,
			'comment_author_email' => sanitize_title( $author ) . '@example.org',
			'comment_content'      => $text,
			'comment_type'         => 'review',
			'comment_approved'     => $approved,
			'comment_parent'       => $parent,
			'comment_date'         => $date,
			'comment_date_gmt'     => $date,
		)
	);
	if ( $rating > 0 ) {
		add_comment_meta( $id, 'rating', $rating );
	}
	return (int) $id;
}

/**
 * @return array<string, array{id: int, url: string, sale_ends?: string}>
 */
function sightline_tests_make_products(): array {
	$made = array();
	$add  = static function ( string $key, WC_Product $product ) use ( &$made ): void {
		$product->set_status( 'publish' );
		$id           = $product->save();
		$made[ $key ] = array(
			'id'  => $id,
			'url' => (string) get_permalink( $id ),
		);
	};

	// Simple, in stock, with a brand term, a gallery and reviews.
	$brand = wp_insert_term( 'Bakewell', 'product_brand' );
	$tin   = new WC_Product_Simple();
	$tin->set_name( 'Lemon Cake Tin' );
	$tin->set_slug( 'lemon-cake-tin' );
	$tin->set_regular_price( '24.50' );
	$tin->set_sku( 'LCT-1' );
	$tin->set_global_unique_id( '4006381333931' );
	$tin->set_short_description( 'A <strong>sturdy</strong> tin [gallery] for lemon cakes.' );
	$tin->set_description( '<p>The long description, which the short one wins over.</p>' );
	$tin->set_image_id( sightline_tests_image( 'cake-tin.jpg' ) );
	$tin->set_gallery_image_ids( array( sightline_tests_image( 'cake-tin-side.jpg' ) ) );
	$tin->set_stock_status( 'instock' );
	$add( 'simple', $tin );
	wp_set_object_terms( $made['simple']['id'], array( (int) $brand['term_id'] ), 'product_brand' );
	$first = sightline_tests_review( $made['simple']['id'], 'Ada Baker', 5, 'Bakes evenly.', '2026-01-10 10:00:00' );
	sightline_tests_review( $made['simple']['id'], 'Ben Cook', 4, 'Good, a little heavy.', '2026-01-12 09:30:00' );
	sightline_tests_review( $made['simple']['id'], 'Shop Owner', 0, 'Thank you!', '2026-01-13 08:00:00', 1, $first );
	sightline_tests_review( $made['simple']['id'], 'Pending Person', 1, 'Not approved yet.', '2026-01-14 08:00:00', 0 );

	// On sale until a date, 8-digit GTIN.
	$whisk = new WC_Product_Simple();
	$whisk->set_name( 'Sale Whisk' );
	$whisk->set_slug( 'sale-whisk' );
	$whisk->set_regular_price( '10.00' );
	$whisk->set_sale_price( '7.50' );
	$sale_ends = gmdate( 'Y-m-d', time() + 30 * DAY_IN_SECONDS );
	$whisk->set_date_on_sale_to( $sale_ends . ' 23:59:59' );
	$whisk->set_sku( 'WSK-7' );
	$whisk->set_global_unique_id( '9638-5074' );
	$whisk->set_image_id( sightline_tests_image( 'whisk.jpg' ) );
	$add( 'sale', $whisk );
	$made['sale']['sale_ends'] = $sale_ends;

	// Out of stock; brand and MPN as product attributes, 12-digit GTIN.
	$sieve      = new WC_Product_Simple();
	$attributes = array();
	foreach ( array(
		'Brand' => 'Sievers',
		'MPN'   => 'SV-100',
	) as $name => $value ) {
		$attribute = new WC_Product_Attribute();
		$attribute->set_name( $name );
		$attribute->set_options( array( $value ) );
		$attribute->set_visible( true );
		$attributes[] = $attribute;
	}
	$sieve->set_name( 'Sold Out Sieve' );
	$sieve->set_slug( 'sold-out-sieve' );
	$sieve->set_regular_price( '5' );
	$sieve->set_sku( 'SV-1' );
	$sieve->set_global_unique_id( '012345678905' );
	$sieve->set_attributes( $attributes );
	$sieve->set_stock_status( 'outofstock' );
	$sieve->set_image_id( sightline_tests_image( 'sieve.jpg' ) );
	$add( 'out_of_stock', $sieve );

	// Variable: a global attribute (Color) and a custom one (Size); one variation out of stock and on sale.
	$color_id = wc_create_attribute(
		array(
			'name' => 'Color',
			'slug' => 'color',
		)
	);
	register_taxonomy( 'pa_color', array( 'product' ), array( 'hierarchical' => false ) );
	$blue   = wp_insert_term( 'Blue', 'pa_color' );
	$red    = wp_insert_term( 'Red', 'pa_color' );
	$color  = new WC_Product_Attribute();
	$color->set_id( (int) $color_id );
	$color->set_name( 'pa_color' );
	$color->set_options( array( (int) $blue['term_id'], (int) $red['term_id'] ) );
	$color->set_visible( true );
	$color->set_variation( true );
	$size = new WC_Product_Attribute();
	$size->set_name( 'Size' );
	$size->set_options( array( 'Small', 'Large' ) );
	$size->set_visible( true );
	$size->set_variation( true );
	$apron = new WC_Product_Variable();
	$apron->set_name( "Baker's Apron" );
	$apron->set_slug( 'bakers-apron' );
	$apron->set_sku( 'APR' );
	$apron->set_short_description( 'A cotton apron.' );
	$apron->set_image_id( sightline_tests_image( 'apron.jpg' ) );
	$apron->set_attributes( array( $color, $size ) );
	$add( 'variable', $apron );
	$variations = array(
		array( 'blue', 'Small', '20.00', '', 'instock', 'APR-BS', '5901234123457', 'apron-blue.jpg' ),
		array( 'red', 'Large', '22.00', '18.00', 'outofstock', 'APR-RL', '00012345678905', '' ),
	);
	foreach ( $variations as list( $color_slug, $size_value, $regular, $sale, $stock, $sku, $gtin, $image ) ) {
		$variation = new WC_Product_Variation();
		$variation->set_parent_id( $made['variable']['id'] );
		$variation->set_attributes(
			array(
				'pa_color' => $color_slug,
				'size'     => $size_value,
			)
		);
		$variation->set_regular_price( $regular );
		$variation->set_sale_price( $sale );
		$variation->set_stock_status( $stock );
		$variation->set_sku( $sku );
		$variation->set_global_unique_id( $gtin );
		if ( '' !== $image ) {
			$variation->set_image_id( sightline_tests_image( $image ) );
		}
		$variation->set_status( 'publish' );
		$variation->save();
	}
	WC_Product_Variable::sync( $made['variable']['id'] );
	sightline_tests_review( $made['variable']['id'], 'Cleo Chef', 5, 'Fits well.', '2026-02-01 12:00:00' );

	// With the author's own Product instance: a filled name and brand, an empty SKU.
	$pan = new WC_Product_Simple();
	$pan->set_name( 'Copper Pan' );
	$pan->set_slug( 'copper-pan' );
	$pan->set_regular_price( '80' );
	$pan->set_sku( 'PAN-1' );
	$pan->set_image_id( sightline_tests_image( 'pan.jpg' ) );
	$add( 'own_data', $pan );
	$stored = Sightline\Plugin::get( Sightline\Structured_Data\Own_Structured_Data::class )->set(
		get_post( $made['own_data']['id'] ),
		array(
			array(
				'type'   => 'Product',
				'id'     => 'pan',
				'values' => array(
					'name'  => 'Copper Pan Deluxe',
					'brand' => 'Pansmith',
					'sku'   => '',
				),
			),
			array(
				'type'   => 'Product',
				'id'     => 'lid',
				'values' => array(
					'name' => 'A second Product the author added',
				),
			),
		)
	);
	if ( is_wp_error( $stored ) ) {
		fwrite( STDERR, 'storing the structured data failed: ' . $stored->get_error_message() . "\n" );
		exit( 1 );
	}

	foreach ( $made as $product ) {
		WC_Comments::clear_transients( $product['id'] );
	}
	return $made;
}
