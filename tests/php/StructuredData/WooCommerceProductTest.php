<?php
/**
 * With WooCommerce active, a product's page prints exactly one Product node (ProductGroup for a
 * variable product) built from the product's data, and WooCommerce's own Product markup is gone:
 * counted in every JSON-LD script of the whole page, WooCommerce's footer markup included. The nodes
 * pass the outside judge (@adobe/structured-data-validator, src/structured-data/test/adobe-validator.mjs)
 * with no error.
 *
 * WooCommerce runs for real, in child processes (tests/php/includes/woocommerce-shop.php), on a second
 * site of the test database (its own table prefix), so the suite's site never has it. It is not part
 * of this repository: SIGHTLINE_WOOCOMMERCE_DIR (default /opt/plugins/woocommerce) must hold a
 * loadable copy of the plugin folder, as a WooCommerce release ships it (built from the
 * `plugins/woocommerce` folder of its public repository: with Composer's vendor/ and the built
 * assets/, whose block.json files register WooCommerce's blocks, which a block theme's product page
 * renders; tested with 9.9.5). Without it the tests that need it are skipped and say so.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\StructuredData;

use Sightline\Plugin;
use Sightline\Structured_Data\WooCommerce_Graph;
use Sightline\Tests\TestCase;

final class WooCommerceProductTest extends TestCase {

	private const PRODUCT_TYPES = array( 'Product', 'ProductGroup' );

	/** Why the WooCommerce tests cannot run here, or null when they can. */
	private static ?string $missing = null;

	private static string $woocommerce_version = '';

	/** @var array<string, array{id: int, url: string, sale_ends?: string}> The products, by key (woocommerce-products.php). */
	private static array $products = array();

	/** @var array<string, string> Each rendered page's HTML, by product key (and side). */
	private static array $pages = array();

	/**
	 * The shop is made, and every page rendered, before any test's transaction (the child processes
	 * write to the same database).
	 */
	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		$dir = rtrim( (string) ( getenv( 'SIGHTLINE_WOOCOMMERCE_DIR' ) ?: '/opt/plugins/woocommerce' ), '/' );
		if ( ! is_file( $dir . '/woocommerce.php' ) || ! is_file( $dir . '/vendor/autoload.php' ) ) {
			self::$missing = "No loadable WooCommerce in {$dir} (its woocommerce.php and Composer's vendor/autoload.php). Put the plugin folder of a WooCommerce release there (its public repository's plugins/woocommerce with vendor/ and the built assets/), or point SIGHTLINE_WOOCOMMERCE_DIR at one, kept outside this repository.";
			return;
		}
		putenv( 'SIGHTLINE_WOOCOMMERCE_DIR=' . $dir );
		self::shop( 'install' );
		self::$woocommerce_version = (string) ( json_decode( self::shop( 'activate' ), true )['woocommerce'] ?? '' );
		self::$products            = (array) json_decode( self::shop( 'products' ), true );
		foreach ( self::$products as $key => $product ) {
			self::$pages[ $key ] = self::shop( 'page', (string) wp_parse_url( $product['url'], PHP_URL_PATH ) );
		}
		$tin                          = (string) wp_parse_url( self::$products['simple']['url'], PHP_URL_PATH );
		self::$pages['simple:off']    = self::shop( 'page', $tin, 'off' );
		self::$pages['simple:schema'] = self::shop( 'page', $tin, 'no-schema' );
		self::$pages['simple:set']    = self::shop( 'page', $tin, 'product-set' );
	}

	public static function tearDownAfterClass(): void {
		if ( null === self::$missing ) {
			self::shop( 'drop' );
		}
		parent::tearDownAfterClass();
	}

	/**
	 * Runs one step of woocommerce-shop.php and returns what it printed.
	 */
	private static function shop( string ...$args ): string {
		$command = escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( dirname( __DIR__ ) . '/includes/woocommerce-shop.php' ) . ' ' . implode( ' ', array_map( 'escapeshellarg', $args ) ) . ' 2>&1';
		exec( $command, $out, $rc );
		$output = implode( "\n", $out );
		if ( 0 !== $rc ) {
			throw new \RuntimeException( 'woocommerce-shop.php ' . implode( ' ', $args ) . " failed ({$rc}):\n" . $output );
		}
		return $output;
	}

	private function needs_woocommerce(): void {
		if ( null !== self::$missing ) {
			$this->markTestSkipped( self::$missing );
		}
	}

	/**
	 * Every JSON-LD document of a whole page (head and footer), decoded.
	 *
	 * @return list<array<string, mixed>>
	 */
	private function json_ld( string $html ): array {
		$this->assertStringNotContainsString( 'Fatal error', $html );
		$this->assertDoesNotMatchRegularExpression( '#<b>(Warning|Notice|Deprecated)</b>#', $html, 'the page printed a PHP notice' );
		preg_match_all( '#<script type="application/ld\+json"[^>]*>(.*?)</script>#s', $html, $m );
		$documents = array();
		foreach ( $m[1] as $json ) {
			$document = json_decode( $json, true );
			$this->assertIsArray( $document, 'valid JSON-LD' );
			$documents[] = $document;
		}
		return $documents;
	}

	/**
	 * Every Product or ProductGroup node anywhere in the data (a review's `itemReviewed` too), except
	 * the variants a ProductGroup holds.
	 *
	 * @param array<mixed> $data
	 * @return list<array<string, mixed>>
	 */
	private static function products_in( array $data ): array {
		$found = array();
		if ( isset( $data['@type'] ) && in_array( $data['@type'], self::PRODUCT_TYPES, true ) ) {
			$found[] = $data;
			$data    = array_diff_key( $data, array( 'hasVariant' => true ) );
		}
		foreach ( $data as $value ) {
			if ( is_array( $value ) ) {
				$found = array_merge( $found, self::products_in( $value ) );
			}
		}
		return $found;
	}

	/**
	 * The one product node of a page (asserting there is exactly one).
	 *
	 * @return array<string, mixed>
	 */
	private function product( string $key ): array {
		$products = self::products_in( $this->json_ld( self::$pages[ $key ] ) );
		$this->assertCount( 1, $products, "exactly one Product node on the {$key} product's page" );
		return $products[0];
	}

	/**
	 * The nodes of our graph, keyed by @type (first of each).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function graph( string $key ): array {
		preg_match_all( '#<script type="application/ld\+json" class="sightline-schema-graph">(.*?)</script>#s', self::$pages[ $key ], $m );
		$this->assertCount( 1, $m[1], 'one graph' );
		$nodes = array();
		foreach ( json_decode( $m[1][0], true )['@graph'] as $node ) {
			$nodes[ $node['@type'] ] ??= $node;
		}
		return $nodes;
	}

	public function test_woocommerce_alone_prints_its_own_product_node(): void {
		$this->needs_woocommerce();
		// The control: in this setup WooCommerce does print its markup, so "exactly one" below means ours replaced it.
		$products = self::products_in( $this->json_ld( self::$pages['simple:off'] ) );
		$this->assertCount( 1, $products, 'WooCommerce ' . self::$woocommerce_version . ' prints its Product' );
		$this->assertSame( self::$products['simple']['url'] . '#product', $products[0]['@id'] );
	}

	public function test_each_product_page_prints_exactly_one_product_node_ours(): void {
		$this->needs_woocommerce();
		foreach ( array( 'simple', 'sale', 'out_of_stock', 'variable', 'own_data' ) as $key ) {
			$product = $this->product( $key );
			$this->assertStringStartsWith( self::$products[ $key ]['url'] . '#/schema/', $product['@id'], "{$key}: the node is ours" );
			$graph = $this->graph( $key );
			$this->assertSame( array( '@id' => $product['@id'] ), $graph['WebPage']['mainEntity'], "{$key}: the page's main entity" );
			$this->assertArrayNotHasKey( 'Article', $graph, "{$key}: no Article for a product" );
			$this->assertArrayNotHasKey( 'BlogPosting', $graph, "{$key}: no BlogPosting for a product" );
			// Our graph has the BreadcrumbList: WooCommerce's is left out too.
			$crumbs = array_filter( $this->json_ld( self::$pages[ $key ] ), static fn( $document ) => str_contains( (string) wp_json_encode( $document ), '"BreadcrumbList"' ) );
			$this->assertCount( 1, $crumbs, "{$key}: one BreadcrumbList" );
		}
	}

	public function test_woocommerce_keeps_its_markup_where_ours_is_switched_off(): void {
		$this->needs_woocommerce();
		$this->assertStringNotContainsString( 'sightline-schema-graph', self::$pages['simple:schema'] );
		$products = self::products_in( $this->json_ld( self::$pages['simple:schema'] ) );
		$this->assertCount( 1, $products );
		$this->assertSame( self::$products['simple']['url'] . '#product', $products[0]['@id'], "WooCommerce's own Product stays when ours is not printed" );
	}

	public function test_a_simple_product_with_reviews(): void {
		$this->needs_woocommerce();
		$node = $this->product( 'simple' );
		$url  = self::$products['simple']['url'];
		$this->assertSame( 'Product', $node['@type'] );
		$this->assertSame( 'Lemon Cake Tin', $node['name'] );
		$this->assertSame( 'A sturdy tin for lemon cakes.', $node['description'], 'the short description, as plain text, its shortcode removed' );
		$this->assertSame( array( 'http://example.org/wp-content/uploads/2026/01/cake-tin.jpg', 'http://example.org/wp-content/uploads/2026/01/cake-tin-side.jpg' ), $node['image'] );
		$this->assertSame( $url, $node['url'] );
		$this->assertSame( 'LCT-1', $node['sku'] );
		$this->assertSame( '4006381333931', $node['gtin13'] );
		$this->assertSame(
			array(
				'@type' => 'Brand',
				'name'  => 'Bakewell',
			),
			$node['brand'],
			'the product_brand term'
		);
		$this->assertSame(
			array(
				array(
					'@type'         => 'Offer',
					'price'         => '24.50',
					'priceCurrency' => 'EUR',
					'availability'  => 'https://schema.org/InStock',
					'url'           => $url,
					'seller'        => array( '@id' => 'http://example.org/#organization' ),
				),
			),
			$node['offers'],
			'no priceValidUntil when not on sale'
		);
		$this->assertSame(
			array(
				'@type'       => 'AggregateRating',
				'ratingValue' => 4.5,
				'ratingCount' => 2,
				'reviewCount' => 2,
				'bestRating'  => 5,
				'worstRating' => 1,
			),
			$node['aggregateRating'],
			'the pending review and the unrated reply do not count'
		);
		$this->assertSame( array( 'Ben Cook', 'Ada Baker' ), array_column( array_column( $node['review'], 'author' ), 'name' ), 'approved rated reviews, latest first' );
		$this->assertSame(
			array(
				'@type'         => 'Review',
				'author'        => array(
					'@type' => 'Person',
					'name'  => 'Ben Cook',
				),
				'reviewRating'  => array(
					'@type'       => 'Rating',
					'ratingValue' => 4,
					'bestRating'  => 5,
					'worstRating' => 1,
				),
				'datePublished' => '2026-01-12',
				'reviewBody'    => 'Good, a little heavy.',
			),
			$node['review'][0]
		);
	}

	public function test_a_product_on_sale_until_a_date(): void {
		$this->needs_woocommerce();
		$node = $this->product( 'sale' );
		$this->assertSame( '96385074', $node['gtin8'], 'the GTIN as digits, under the property its length names' );
		$this->assertSame( '7.50', $node['offers'][0]['price'], 'the sale price the shop shows' );
		$this->assertSame( self::$products['sale']['sale_ends'], $node['offers'][0]['priceValidUntil'], "the sale's end" );
		$this->assertArrayNotHasKey( 'aggregateRating', $node );
		$this->assertArrayNotHasKey( 'review', $node );
	}

	public function test_an_out_of_stock_product_with_its_brand_and_mpn_as_attributes(): void {
		$this->needs_woocommerce();
		$node = $this->product( 'out_of_stock' );
		$this->assertSame( 'https://schema.org/OutOfStock', $node['offers'][0]['availability'] );
		$this->assertSame( '5.00', $node['offers'][0]['price'] );
		$this->assertSame( 'Sievers', $node['brand']['name'] );
		$this->assertSame( 'SV-100', $node['mpn'] );
		$this->assertSame( '012345678905', $node['gtin12'] );
	}

	public function test_a_variable_product_is_a_product_group_with_its_variants(): void {
		$this->needs_woocommerce();
		$node = $this->product( 'variable' );
		$url  = self::$products['variable']['url'];
		$this->assertSame( 'ProductGroup', $node['@type'] );
		$this->assertSame( "Baker's Apron", $node['name'] );
		$this->assertSame( 'APR', $node['productGroupID'] );
		$this->assertSame( array( 'https://schema.org/color', 'https://schema.org/size' ), $node['variesBy'] );
		$this->assertSame( 5, $node['aggregateRating']['ratingValue'] );
		$this->assertSame( 'Cleo Chef', $node['review'][0]['author']['name'] );
		$this->assertCount( 2, $node['hasVariant'] );
		list( $blue, $red ) = $node['hasVariant'];
		$this->assertSame( 'Product', $blue['@type'] );
		$this->assertSame( "Baker's Apron - Blue, Small", $blue['name'] );
		$this->assertSame( array( 'APR-BS', '5901234123457', 'Blue', 'Small', 'APR' ), array( $blue['sku'], $blue['gtin13'], $blue['color'], $blue['size'], $blue['inProductGroupWithID'] ) );
		$this->assertSame( array( 'http://example.org/wp-content/uploads/2026/01/apron-blue.jpg' ), $blue['image'] );
		$this->assertSame( $url . '?attribute_pa_color=blue&attribute_size=Small', $blue['url'] );
		$this->assertSame( array( '20.00', 'EUR', 'https://schema.org/InStock', $blue['url'] ), array( $blue['offers'][0]['price'], $blue['offers'][0]['priceCurrency'], $blue['offers'][0]['availability'], $blue['offers'][0]['url'] ) );
		$this->assertSame( array( 'APR-RL', '00012345678905', 'Red', 'Large' ), array( $red['sku'], $red['gtin14'], $red['color'], $red['size'] ) );
		$this->assertSame( array( 'http://example.org/wp-content/uploads/2026/01/apron.jpg' ), $red['image'], "a variation without its own image shows the product's" );
		$this->assertSame( array( '18.00', 'https://schema.org/OutOfStock' ), array( $red['offers'][0]['price'], $red['offers'][0]['availability'] ) );
		$this->assertSame( array( '@id' => 'http://example.org/#organization' ), $red['offers'][0]['seller'] );
	}

	public function test_the_authors_own_product_is_merged_into_the_one_node_their_filled_values_winning(): void {
		$this->needs_woocommerce();
		$node = $this->product( 'own_data' );
		$this->assertSame( self::$products['own_data']['url'] . '#/schema/pan', $node['@id'], "the author's instance names the node" );
		$this->assertSame( 'Copper Pan Deluxe', $node['name'], "the author's name wins" );
		$this->assertSame( 'Pansmith', $node['brand']['name'], "the author's brand (the product has none)" );
		$this->assertSame( 'PAN-1', $node['sku'], "an SKU the author left empty keeps the product's" );
		$this->assertSame( '80.00', $node['offers'][0]['price'], "the product's offer" );
		$this->assertStringNotContainsString( 'A second Product the author added', self::$pages['own_data'], 'a second Product instance is not printed' );
	}

	public function test_a_site_wide_product_set_is_merged_into_the_one_node(): void {
		$this->needs_woocommerce();
		$node = $this->product( 'simple:set' );
		$this->assertSame( self::$products['simple']['url'] . '#/schema/shop-product', $node['@id'], "the set's instance names the node" );
		$this->assertSame( 'Set colour', $node['color'], "the set's filled value" );
		$this->assertSame( $this->product( 'simple' )['sku'], $node['sku'], "the product's own data" );
	}

	public function test_the_nodes_pass_the_outside_judge(): void {
		$this->needs_woocommerce();
		$validator = SIGHTLINE_TESTS_REPO . '/src/structured-data/test/adobe-validator.mjs';
		if ( ! is_dir( SIGHTLINE_TESTS_REPO . '/node_modules/@adobe/structured-data-validator' ) ) {
			$this->markTestSkipped( 'The outside judge needs the npm packages: run npm ci.' );
		}
		$keys  = array( 'simple', 'sale', 'out_of_stock', 'variable', 'own_data' );
		$nodes = array_map( fn( $key ) => $this->product( $key ), $keys );
		$judge = proc_open( array( 'node', $validator ), array( array( 'pipe', 'r' ), array( 'pipe', 'w' ), array( 'pipe', 'w' ) ), $pipes, SIGHTLINE_TESTS_REPO );
		$this->assertIsResource( $judge, 'node runs' );
		fwrite( $pipes[0], (string) wp_json_encode( $nodes ) );
		fclose( $pipes[0] );
		$out = (string) stream_get_contents( $pipes[1] );
		$err = (string) stream_get_contents( $pipes[2] );
		fclose( $pipes[1] );
		fclose( $pipes[2] );
		$this->assertSame( 0, proc_close( $judge ), $err );
		$results = json_decode( $out, true );
		$this->assertIsArray( $results );
		$this->assertCount( count( $keys ), $results );
		foreach ( $keys as $index => $key ) {
			$errors = array_values( array_filter( $results[ $index ], static fn( $issue ) => 'ERROR' === $issue['severity'] ) );
			$this->assertSame( array(), $errors, "{$key}: the judge's errors" );
		}
	}

	public function test_a_site_without_woocommerce_gets_no_hook(): void {
		$this->assertFalse( class_exists( 'WooCommerce', false ), 'the suite site has no WooCommerce' );
		$service = Plugin::get( WooCommerce_Graph::class );
		$this->assertFalse( has_filter( 'sightline_schema_graph', array( $service, 'filter' ) ) );
		$this->assertFalse( has_filter( 'woocommerce_structured_data_type_for_page' ) );
	}

	public function test_the_merge_rule_filled_values_of_the_author_win(): void {
		$product = array(
			'type'   => 'Product',
			'id'     => 'product',
			'values' => array(
				'name' => 'From the shop',
				'sku'  => 'SKU-1',
				'mpn'  => 'MPN-1',
			),
		);
		$own     = array(
			'type'   => 'Product',
			'id'     => 'mine',
			'values' => array(
				'name'  => 'From the author',
				'sku'   => '',
				'mpn'   => null,
				'image' => array(),
				'color' => 'Green',
			),
		);
		$this->assertSame(
			array(
				'type'   => 'Product',
				'id'     => 'product',
				'values' => array(
					'name'  => 'From the author',
					'sku'   => 'SKU-1',
					'mpn'   => 'MPN-1',
					'color' => 'Green',
				),
			),
			WooCommerce_Graph::merge( $product, $own )
		);
		$this->assertSame( $product, WooCommerce_Graph::merge( $product, null ) );
	}
}
