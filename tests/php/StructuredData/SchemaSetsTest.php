<?php
/**
 * The Schema screen's site-wide structured data sets: each printed on the pages its display rules
 * choose (posts by type, term or id, archives, authors, special pages), a post's own instance of the
 * same type replacing it, a page type folded into the head's WebPage, the site's organization linked
 * by @id, and a wrong set refused by the settings route with the field named, nothing stored.
 *
 * @package Sightline
 */

namespace Sightline\Tests\StructuredData;

use Sightline\Head\Context;
use Sightline\Plugin;
use Sightline\Settings\Settings;
use Sightline\Structured_Data\Display_Rules;
use Sightline\Structured_Data\Own_Structured_Data;
use Sightline\Tests\Head\Head_TestCase;

require_once dirname( __DIR__ ) . '/Head/class-head-testcase.php';

final class SchemaSetsTest extends Head_TestCase {

	/**
	 * @param list<string> $include
	 * @param list<string> $exclude
	 * @param array<string, mixed> $values
	 * @return array<string, mixed>
	 */
	private static function set( string $id, string $type, array $include, array $exclude = array(), array $values = array() ): array {
		return array(
			'id'      => $id,
			'type'    => $type,
			'values'  => $values,
			'include' => $include,
			'exclude' => $exclude,
		);
	}

	/**
	 * Every node of the page's JSON-LD graph, each @id once.
	 *
	 * @return list<array<string, mixed>>
	 */
	private function nodes( string $url ): array {
		$html = $this->head_of( $url );
		preg_match( '#<script type="application/ld\+json" class="sightline-schema-graph">(.*?)</script>#s', $html, $m );
		$this->assertNotEmpty( $m, "a graph on {$url}" );
		$nodes = json_decode( $m[1], true )['@graph'];
		$ids   = array_values( array_filter( array_column( $nodes, '@id' ) ) );
		$this->assertSame( $ids, array_values( array_unique( $ids ) ), 'every @id is unique' );
		return $nodes;
	}

	/**
	 * @param list<array<string, mixed>> $nodes
	 * @return list<string>
	 */
	private static function types( array $nodes ): array {
		return array_column( $nodes, '@type' );
	}

	public function test_the_settings_schema_holds_the_rule_pattern_of_the_matcher(): void {
		$items = Settings::schema()['properties']['schema_sets']['items']['properties'];
		$this->assertSame( Display_Rules::RULE_PATTERN, $items['include']['items']['pattern'] );
		$this->assertSame( Display_Rules::RULE_PATTERN, $items['exclude']['items']['pattern'] );
	}

	/**
	 * @return array<string, array{string, string, bool}>
	 */
	public static function rules(): array {
		return array(
			'site on a post'                      => array( 'site', 'post', true ),
			'site on 404'                         => array( 'site', '404', true ),
			'singular on a page'                  => array( 'singular', 'page', true ),
			'singular on a term archive'          => array( 'singular', 'term', false ),
			'post type post on a post'            => array( 'post_type:post', 'post', true ),
			'post type page on a post'            => array( 'post_type:post', 'page', false ),
			'archive on a term'                   => array( 'archive', 'term', true ),
			'archive on an author'                => array( 'archive', 'author', true ),
			'archive on a post'                   => array( 'archive', 'post', false ),
			'taxonomy category on a category'     => array( 'taxonomy:category', 'term', true ),
			'taxonomy post_tag on a category'     => array( 'taxonomy:post_tag', 'term', false ),
			'special author on an author archive' => array( 'special:author', 'author', true ),
			'special search'                      => array( 'special:search', 'search', true ),
			'special 404'                         => array( 'special:404', '404', true ),
			'special front on the latest posts'   => array( 'special:front', 'home', true ),
			'special blog on the latest posts'    => array( 'special:blog', 'home', true ),
			'special date'                        => array( 'special:date', 'date', true ),
			'special front on a post'             => array( 'special:front', 'post', false ),
			'a word with no meaning'              => array( 'everywhere', 'post', false ),
		);
	}

	/**
	 * @dataProvider rules
	 */
	public function test_a_rule_matches_the_pages_it_names( string $rule, string $page, bool $matches ): void {
		$user    = self::factory()->user->create_and_get( array( 'role' => 'author' ) );
		$term    = get_term( (int) self::factory()->category->create() );
		$post    = get_post( self::factory()->post->create() );
		$context = match ( $page ) {
			'post'   => Context::for_post( $post ),
			'page'   => Context::for_post( get_post( self::factory()->post->create( array( 'post_type' => 'page' ) ) ) ),
			'term'   => new Context( Context::TERM, null, $term ),
			'author' => new Context( Context::AUTHOR, null, null, $user ),
			'search' => new Context( Context::SEARCH ),
			'404'    => new Context( Context::NOT_FOUND ),
			'home'   => new Context( Context::HOME ),
			'date'   => new Context( Context::DATE ),
		};
		$this->assertSame( $matches, Display_Rules::matches( $rule, $context ) );
	}

	public function test_ids_and_terms_choose_one_page_and_exclude_wins(): void {
		$recipes = (int) self::factory()->category->create( array( 'name' => 'Recipes' ) );
		$in      = self::factory()->post->create( array( 'post_category' => array( $recipes ) ) );
		$out     = self::factory()->post->create();
		$skipped = self::factory()->post->create( array( 'post_category' => array( $recipes ) ) );
		$rules   = array( 'in_term:' . $recipes );
		$exclude = array( 'post:' . $skipped );
		$this->assertTrue( Display_Rules::applies( $rules, $exclude, Context::for_post( get_post( $in ) ) ) );
		$this->assertFalse( Display_Rules::applies( $rules, $exclude, Context::for_post( get_post( $out ) ) ) );
		$this->assertFalse( Display_Rules::applies( $rules, $exclude, Context::for_post( get_post( $skipped ) ) ), 'an exclude rule wins over an include rule' );
		$this->assertTrue( Display_Rules::applies( array( 'post:' . $out ), array(), Context::for_post( get_post( $out ) ) ) );
		$this->assertFalse( Display_Rules::applies( array(), array(), Context::for_post( get_post( $out ) ) ), 'no include rule: nowhere' );
	}

	public function test_a_recipe_set_prints_on_the_posts_of_its_category_only(): void {
		$recipes = (int) self::factory()->category->create( array( 'name' => 'Recipes' ) );
		$cake    = self::factory()->post->create(
			array(
				'post_title'    => 'Lemon Cake',
				'post_category' => array( $recipes ),
			)
		);
		$news    = self::factory()->post->create( array( 'post_title' => 'News' ) );
		$this->settings( array( 'schema_sets' => array( self::set( 'recipe', 'Recipe', array( 'in_term:' . $recipes ), array(), array( 'recipeCuisine' => 'French' ) ) ) ) );

		$url   = get_permalink( $cake );
		$nodes = $this->nodes( $url );
		$this->assertContains( 'Recipe', self::types( $nodes ) );
		$recipe = array_values( array_filter( $nodes, static fn( $node ) => 'Recipe' === $node['@type'] ) )[0];
		$this->assertSame( $url . '#/schema/recipe', $recipe['@id'] );
		$this->assertSame( 'Lemon Cake', $recipe['name'], 'the default template filled from the post' );
		$this->assertSame( 'French', $recipe['recipeCuisine'] );
		$this->assertNotContains( 'Recipe', self::types( $this->nodes( get_permalink( $news ) ) ) );
	}

	public function test_a_posts_own_instance_replaces_the_set_of_its_type(): void {
		$post = self::factory()->post->create( array( 'post_title' => 'Lemon Cake' ) );
		$this->settings( array( 'schema_sets' => array( self::set( 'site-recipe', 'Recipe', array( 'singular' ), array(), array( 'recipeCuisine' => 'French' ) ) ) ) );
		$saved = Plugin::get( Own_Structured_Data::class )->set(
			get_post( $post ),
			array(
				array(
					'type'   => 'Recipe',
					'id'     => 'mine',
					'values' => array( 'recipeCuisine' => 'Italian' ),
				),
			)
		);
		$this->assertIsArray( $saved );
		$recipes = array_values( array_filter( $this->nodes( get_permalink( $post ) ), static fn( $node ) => 'Recipe' === $node['@type'] ) );
		$this->assertCount( 1, $recipes, 'one Recipe' );
		$this->assertSame( 'Italian', $recipes[0]['recipeCuisine'], "the post's own" );
	}

	public function test_a_posts_own_type_replaces_a_set_of_its_family(): void {
		$post = self::factory()->post->create( array( 'post_title' => 'Election night' ) );
		$this->settings( array( 'schema_sets' => array( self::set( 'post-blogposting', 'BlogPosting', array( 'post_type:post' ) ), self::set( 'post-about', 'AboutPage', array( 'post_type:post' ) ) ) ) );
		$saved = Plugin::get( Own_Structured_Data::class )->set(
			get_post( $post ),
			array(
				array(
					'type'   => 'NewsArticle',
					'id'     => 'news',
					'values' => array(),
				),
				array(
					'type'   => 'ContactPage',
					'id'     => 'contact',
					'values' => array(),
				),
			)
		);
		$this->assertIsArray( $saved );
		$types = self::types( $this->nodes( get_permalink( $post ) ) );
		$this->assertContains( 'NewsArticle', $types );
		$this->assertContains( 'ContactPage', $types );
		foreach ( array( 'BlogPosting', 'AboutPage', 'Article', 'WebPage' ) as $replaced ) {
			$this->assertNotContains( $replaced, $types, "the post's own type replaces the set's {$replaced}" );
		}
	}

	public function test_a_contact_page_set_becomes_the_pages_webpage_and_links_the_organization(): void {
		$contact = self::factory()->post->create(
			array(
				'post_type'  => 'page',
				'post_title' => 'Contact us',
			)
		);
		update_option( 'blogname', 'Parity Kitchen' );
		$this->settings(
			array(
				'website'     => array_merge( (array) Plugin::get( Settings::class )->get( 'website' ), array( 'type' => 'business', 'name' => 'Parity Kitchen' ) ),
				'schema_sets' => array(
					self::set( 'contact', 'ContactPage', array( 'post:' . $contact ) ),
					self::set( 'service', 'Service', array( 'post:' . $contact ), array(), array( 'provider' => '%site_name%' ) ),
				),
			)
		);
		$url   = get_permalink( $contact );
		$nodes = $this->nodes( $url );
		$this->assertNotContains( 'WebPage', self::types( $nodes ) );
		$pages = array_values( array_filter( $nodes, static fn( $node ) => 'ContactPage' === $node['@type'] ) );
		$this->assertCount( 1, $pages, 'one page node' );
		$this->assertSame( $url . '#webpage', $pages[0]['@id'] );
		$this->assertSame( home_url( '/' ) . '#website', $pages[0]['isPartOf']['@id'], 'still part of the site' );
		$this->assertSame( array( '@id' => $url . '#/schema/service' ), $pages[0]['mainEntity'] );
		$service = array_values( array_filter( $nodes, static fn( $node ) => 'Service' === $node['@type'] ) )[0];
		$this->assertSame(
			array(
				'@type' => 'Organization',
				'@id'   => home_url( '/' ) . '#organization',
				'name'  => 'Parity Kitchen',
			),
			$service['provider'],
			"the provider named like the site's organization is that node"
		);
	}

	public function test_sets_print_on_archives_authors_and_special_pages(): void {
		$author = self::factory()->user->create(
			array(
				'role'         => 'author',
				'display_name' => 'Jane Doe',
			)
		);
		$term   = (int) self::factory()->category->create( array( 'name' => 'Cakes' ) );
		self::factory()->post->create(
			array(
				'post_author'   => $author,
				'post_category' => array( $term ),
			)
		);
		$this->settings(
			array(
				'schema_sets' => array(
					self::set( 'jane', 'Person', array( 'author:' . $author ), array(), array( 'name' => 'Jane Doe', 'jobTitle' => 'Baker' ) ),
					self::set( 'cakes', 'CollectionPage', array( 'taxonomy:category' ), array(), array( 'description' => 'Every cake we bake.' ) ),
				),
			)
		);
		$nodes  = $this->nodes( get_author_posts_url( $author ) );
		$person = array_values( array_filter( $nodes, static fn( $node ) => 'Person' === $node['@type'] ) );
		$this->assertCount( 1, $person );
		$this->assertSame( 'Baker', $person[0]['jobTitle'] );
		$this->assertNotContains( 'CollectionPage', self::types( $nodes ) );

		$nodes = $this->nodes( get_category_link( $term ) );
		$pages = array_values( array_filter( $nodes, static fn( $node ) => 'CollectionPage' === $node['@type'] ) );
		$this->assertCount( 1, $pages, "folded into the archive's own CollectionPage" );
		$this->assertSame( 'Every cake we bake.', $pages[0]['description'] );
		$this->assertNotContains( 'Person', self::types( $nodes ) );
	}

	public function test_the_headless_field_carries_the_graph_the_page_prints(): void {
		$post = self::factory()->post->create( array( 'post_title' => 'Lemon Cake' ) );
		$this->settings( array( 'schema_sets' => array( self::set( 'recipe', 'Recipe', array( 'post_type:post' ) ) ) ) );
		$this->assertIsArray(
			Plugin::get( Own_Structured_Data::class )->set(
				get_post( $post ),
				array(
					array(
						'type'   => 'VideoObject',
						'id'     => 'video',
						'values' => array( 'embedUrl' => 'https://www.youtube.com/embed/abc' ),
					),
				)
			)
		);
		$page     = $this->nodes( get_permalink( $post ) );
		$headless = $this->rest( 'GET', '/wp/v2/posts/' . $post )->get_data()['sightline_head']['json_ld']['@graph'];
		$this->assertSame( array( 'Organization', 'WebSite', 'WebPage', 'Article', 'BreadcrumbList', 'VideoObject', 'Recipe' ), self::types( $page ) );
		$this->assertSame( $page, $headless, 'the same graph, node for node' );
	}

	/**
	 * @return array<string, array{mixed, string}>
	 */
	public static function wrong_sets(): array {
		return array(
			'an unknown type'         => array( array( self::set( 'x', 'Spaceship', array( 'site' ) ) ), 'schema_sets[0].type' ),
			'a property of no type'   => array( array( self::set( 'x', 'Recipe', array( 'site' ), array(), array( 'warpSpeed' => 9 ) ) ), 'schema_sets[0].values.warpSpeed' ),
			'twice the same id'       => array( array( self::set( 'x', 'Recipe', array( 'site' ) ), self::set( 'x', 'Event', array( 'site' ) ) ), 'schema_sets[1].id' ),
			'a rule with no meaning'  => array( array( self::set( 'x', 'Recipe', array( 'everywhere' ) ) ), 'schema_sets' ),
			'a nested value of a list' => array( array( self::set( 'x', 'Product', array( 'site' ), array(), array( 'offers' => array( 'price' => array( 1, 2 ) ) ) ) ), 'schema_sets[0].values.offers.price' ),
		);
	}

	/**
	 * @dataProvider wrong_sets
	 * @param mixed $sets
	 */
	public function test_a_wrong_set_is_refused_over_rest_naming_the_field_and_nothing_is_stored( $sets, string $field ): void {
		$before = get_option( Settings::OPTION );
		wp_set_current_user( self::factory()->user->create( array( 'role' => 'administrator' ) ) );
		$request = new \WP_REST_Request( 'POST', '/sightline/v1/admin/global-settings' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( array( 'data' => array( 'schema_sets' => $sets ) ) ) );
		$response = rest_do_request( $request );
		$this->assertSame( 400, $response->get_status() );
		$message = (string) ( $response->get_data()['data']['params']['data'] ?? '' );
		$this->assertStringContainsString( 'Invalid value for the setting schema_sets', $message );
		$this->assertStringContainsString( $field, $message, 'the field is named' );
		$this->assertSame( $before, get_option( Settings::OPTION ), 'nothing stored' );
	}
}
