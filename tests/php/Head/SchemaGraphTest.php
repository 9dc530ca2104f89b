<?php
/**
 * The JSON-LD graph: nodes, @id links, Organization vs Person from the wizard's details, the feature
 * flag and per-node switches, and the Breadcrumbs block rendering the same trail as the BreadcrumbList.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Head;

require_once __DIR__ . '/class-head-testcase.php';

final class SchemaGraphTest extends Head_TestCase {

	public function test_post_graph_nodes_are_linked_by_id(): void {
		$post = self::post_in_guides_crawling( 'Bots', array( 'tags_input' => array( 'robots' ) ) );
		$this->settings(
			array(
				'website'         => array(
					'type'              => 'business',
					'name'              => 'Acme Ltd',
					'organization_type' => 'Corporation',
					'logo'              => 'https://cdn.example.org/logo.png',
					'owner_phone'       => '+1 555 0100',
				),
				'social_profiles' => array(
					'facebook' => 'https://facebook.com/acme',
					'linkedin' => 'https://linkedin.com/company/acme',
					'youtube'  => 'javascript:alert(1)',
				),
			)
		);
		$url   = get_permalink( $post );
		$nodes = $this->graph( $this->head_of( $url ) );

		$this->assertSame( array( 'Corporation', 'WebSite', 'WebPage', 'Article', 'BreadcrumbList' ), array_keys( $nodes ) );
		$org = $nodes['Corporation'];
		$this->assertSame( 'http://example.org/#organization', $org['@id'] );
		$this->assertSame( 'Acme Ltd', $org['name'] );
		$this->assertSame( 'https://cdn.example.org/logo.png', $org['logo']['url'] );
		$this->assertSame( '+1 555 0100', $org['telephone'] );
		$this->assertSame( array( 'https://facebook.com/acme', 'https://linkedin.com/company/acme' ), $org['sameAs'], 'unsafe URLs dropped' );

		$this->assertSame( $org['@id'], $nodes['WebSite']['publisher']['@id'] );
		$this->assertSame( 'http://example.org/search/{search_term_string}/', $nodes['WebSite']['potentialAction']['target']['urlTemplate'] );
		$this->assertSame( $url . '#webpage', $nodes['WebPage']['@id'] );
		$this->assertSame( $nodes['WebSite']['@id'], $nodes['WebPage']['isPartOf']['@id'] );
		$this->assertSame( $url . '#breadcrumb', $nodes['WebPage']['breadcrumb']['@id'] );
		$this->assertSame( $nodes['WebPage']['@id'], $nodes['Article']['mainEntityOfPage']['@id'] );
		$this->assertSame( $org['@id'], $nodes['Article']['publisher']['@id'] );
		$this->assertSame( 'Bots', $nodes['Article']['headline'] );
		$this->assertSame( array( 'Crawling' ), $nodes['Article']['articleSection'] );
		$this->assertSame( array( 'robots' ), $nodes['Article']['keywords'] );

		$names = array_column( $nodes['BreadcrumbList']['itemListElement'], 'name' );
		$this->assertSame( array( 'Home', 'Guides', 'Crawling', 'Bots' ), $names );
		$this->assertSame( array( 1, 2, 3, 4 ), array_column( $nodes['BreadcrumbList']['itemListElement'], 'position' ) );
	}

	public function test_a_page_head_translates_nothing_of_ours_and_names_its_crumbs_in_wordpress_words(): void {
		$category = self::factory()->category->create( array( 'name' => 'Guides' ) );
		$post     = self::factory()->post->create(
			array(
				'post_title'    => 'Bots',
				'post_category' => array( $category ),
			)
		);
		$ours     = array();
		$count    = static function ( $translation, $text, $domain ) use ( &$ours ) {
			if ( 'sightline-seo' === $domain ) {
				$ours[] = $text;
			}
			// Core's word, as a translation would change it.
			return 'default' === $domain && 'Home' === $text ? 'Start' : $translation;
		};
		add_filter( 'gettext', $count, 10, 3 );
		$pages = array(
			'post'     => get_permalink( $post ),
			'category' => get_category_link( $category ),
			'home'     => home_url( '/' ),
			'search'   => get_search_link( 'bots' ),
			'missing'  => home_url( '/no-such-page-here/' ),
		);
		$first = array();
		$last  = array();
		foreach ( $pages as $page => $url ) {
			$items          = $this->graph( $this->head_of( $url ) )['BreadcrumbList']['itemListElement'] ?? array();
			$first[ $page ] = $items[0]['name'] ?? null;
			$last[ $page ]  = end( $items )['name'] ?? null;
		}
		remove_filter( 'gettext', $count, 10 );

		// Loading the plugin's translations for one word cost a page view 0.08 ms (bench/front-profile.sh).
		$this->assertSame( array(), $ours, 'no string of the plugin is translated while a page is built' );
		$this->assertSame(
			array(
				'post'     => 'Start',
				'category' => 'Start',
				'home'     => 'Start',
				'search'   => 'Start',
				'missing'  => null,
			),
			$first,
			'the first crumb is WordPress\'s translated "Home"'
		);
		$this->assertSame( 'Search Results for “bots”', $last['search'], 'WordPress\'s own words for a search, as its document title' );
	}

	public function test_a_post_head_reads_its_dates_once_for_open_graph_and_the_graph(): void {
		$post  = self::factory()->post->create(
			array(
				'post_title'    => 'Dated',
				'post_date'     => '2024-05-06 07:08:09',
				'post_modified' => '2024-06-07 08:09:10',
			)
		);
		$calls = self::count_filters( array( 'get_post_time', 'get_post_modified_time' ) );
		$html  = $this->head_of( get_permalink( $post ) );
		$nodes = $this->graph( $html );
		// A published post's stored UTC dates are written as they are (Resolver::w3c_utc): WordPress is
		// asked at most once, for a date it has not stored.
		foreach ( $calls->getArrayCopy() as $filter => $count ) {
			$this->assertLessThanOrEqual( 1, $count, $filter );
		}
		$this->assertSame( '2024-05-06T07:08:09+00:00', $this->meta( $html, 'article:published_time' ) );
		$this->assertSame( $this->meta( $html, 'article:published_time' ), $nodes['WebPage']['datePublished'] );
		$this->assertSame( $this->meta( $html, 'article:modified_time' ), $nodes['Article']['dateModified'] );
		$this->assertSame( $nodes['WebPage']['datePublished'], $nodes['Article']['datePublished'] );
	}

	public function test_a_post_head_asks_wordpress_for_its_permalink_and_its_categories_once(): void {
		$post = self::post_in_guides_crawling( 'Linked' );
		// Only our asking counts (WordPress's own head asks for the permalink too).
		$calls = self::count_filters( array( 'post_link', 'get_the_categories' ), true );
		$html  = $this->head_of( get_permalink( $post ) );
		$nodes = $this->graph( $html );
		$this->assertSame(
			array(
				'post_link'          => 1,
				'get_the_categories' => 1,
			),
			$calls->getArrayCopy(),
			'the canonical, the trail and the article share one of each'
		);
		$this->assertSame( array( get_permalink( $post ) ), $this->canonicals( $html ) );
		$this->assertSame( array( 'Crawling' ), $nodes['Article']['articleSection'] );
		$this->assertSame( array( 'Home', 'Guides', 'Crawling', 'Linked' ), array_column( $nodes['BreadcrumbList']['itemListElement'], 'name' ) );
	}

	/**
	 * With author archives switched off the archive's address redirects home: the Article's author is
	 * then linked to the author's own website, or to nothing.
	 */
	public function test_the_articles_author_links_to_the_archive_only_while_author_archives_are_on(): void {
		$author = self::factory()->user->create( array( 'role' => 'author', 'display_name' => 'Ada' ) );
		$post   = self::factory()->post->create( array( 'post_author' => $author ) );
		$node   = fn(): array => $this->graph( $this->head_of( get_permalink( $post ) ) )['Article']['author'];
		$this->assertSame( get_author_posts_url( $author ), $node()['url'] );

		$this->settings( array( 'author_archive' => false ) );
		$this->assertSame( array( '@type' => 'Person', 'name' => 'Ada' ), $node(), 'no address' );
		wp_update_user( array( 'ID' => $author, 'user_url' => 'https://ada.example/' ) );
		$this->assertSame( 'https://ada.example/', $node()['url'], 'the author\'s website' );
	}

	/**
	 * The site's name for search engines and its alternate name (Google's site names read the WebSite
	 * node), and the breadcrumbs' home label, each chosen in the settings; empty, the Site Title and
	 * WordPress's "Home".
	 */
	public function test_the_site_name_its_alternate_and_the_home_crumb_follow_the_settings(): void {
		$post  = self::factory()->post->create( array( 'post_title' => 'Owls' ) );
		$nodes = fn(): array => $this->graph( $this->head_of( get_permalink( $post ) ) );
		$this->assertSame( get_bloginfo( 'name' ), $nodes()['WebSite']['name'] );
		$this->assertArrayNotHasKey( 'alternateName', $nodes()['WebSite'] );
		$this->assertSame( 'Home', $nodes()['BreadcrumbList']['itemListElement'][0]['name'] );

		$this->settings(
			array(
				'site_name'             => 'Audit Kitchen Site',
				'site_alternate_name'   => 'AKS <b>',
				'breadcrumb_home_label' => 'Start',
			)
		);
		$this->assertSame( 'Audit Kitchen Site', $nodes()['WebSite']['name'] );
		$this->assertSame( 'AKS', $nodes()['WebSite']['alternateName'] );
		$this->assertSame( 'Start', $nodes()['BreadcrumbList']['itemListElement'][0]['name'] );
	}

	public function test_personal_sites_are_a_person_and_posts_blog_postings(): void {
		$post = self::factory()->post->create();
		$this->settings(
			array(
				'website' => array(
					'type'       => 'blog',
					'owner_name' => 'Jane Doe',
				),
			)
		);
		$nodes = $this->graph( $this->head_of( get_permalink( $post ) ) );
		$this->assertArrayHasKey( 'Person', $nodes );
		$this->assertSame( 'Jane Doe', $nodes['Person']['name'] );
		$this->assertSame( 'http://example.org/#person', $nodes['BlogPosting']['publisher']['@id'] );
	}

	public function test_flag_and_node_switches(): void {
		$post = self::factory()->post->create();
		$this->settings(
			array(
				'schema_output' => array(
					'website'       => true,
					'search_action' => false,
					'webpage'       => true,
					'organization'  => false,
					'article'       => false,
					'breadcrumbs'   => false,
				),
			)
		);
		$nodes = $this->graph( $this->head_of( get_permalink( $post ) ) );
		$this->assertSame( array( 'WebSite', 'WebPage' ), array_keys( $nodes ) );
		$this->assertArrayNotHasKey( 'potentialAction', $nodes['WebSite'] );

		$this->settings( array( 'enable_schemas' => false ) );
		$this->assertSame( array(), $this->graph( $this->head_of( get_permalink( $post ) ) ) );
	}

	public function test_archive_page_types(): void {
		$term = self::factory()->category->create( array( 'name' => 'Topics' ) );
		self::factory()->post->create( array( 'post_category' => array( $term ) ) );
		$this->assertArrayHasKey( 'CollectionPage', $this->graph( $this->head_of( get_term_link( $term ) ) ) );
		$this->assertArrayHasKey( 'SearchResultsPage', $this->graph( $this->head_of( home_url( '/?s=x' ) ) ) );
		$nodes = $this->graph( $this->head_of( home_url( '/nothing-here-at-all/' ) ) );
		$this->assertArrayNotHasKey( 'WebPage', $nodes );
		$this->assertArrayNotHasKey( 'BreadcrumbList', $nodes );
	}

	public function test_breadcrumbs_block_renders_the_same_trail_as_the_json_ld(): void {
		$this->assertTrue( \WP_Block_Type_Registry::get_instance()->is_registered( 'sightline/breadcrumbs' ) );
		$parent = self::factory()->post->create(
			array(
				'post_type'  => 'page',
				'post_title' => 'Docs',
			)
		);
		$page   = self::factory()->post->create(
			array(
				'post_type'   => 'page',
				'post_title'  => 'Install',
				'post_parent' => $parent,
			)
		);
		update_post_meta( $page, '_sightline_breadcrumb_title', 'Setup' );
		$html  = $this->head_of( get_permalink( $page ) );
		$items = $this->graph( $html )['BreadcrumbList']['itemListElement'];

		$block = do_blocks( '<!-- wp:sightline/breadcrumbs {"separator":"»"} /-->' );
		$this->assertStringContainsString( 'aria-label="Breadcrumbs"', $block );
		preg_match_all( '#<li class="sightline-breadcrumbs__item">(?:<a href="([^"]*)">([^<]*)</a>|<span aria-current="page">([^<]*)</span>)#', $block, $m, PREG_SET_ORDER );
		$visible = array_map(
			static fn( $x ) => array(
				'name' => html_entity_decode( $x[2] ?: $x[3] ),
				'url'  => $x[1],
			),
			$m
		);
		$this->assertSame( array( 'Home', 'Docs', 'Setup' ), array_column( $visible, 'name' ) );
		$this->assertSame( array_column( $items, 'name' ), array_column( $visible, 'name' ) );
		$this->assertSame( array_slice( array_column( $items, 'item' ), 0, -1 ), array_filter( array_column( $visible, 'url' ) ) );
		$this->assertStringContainsString( '»', $block );
	}

	public function test_the_block_editor_script_is_registered_only_where_an_editor_loads(): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		$this->assertSame( array(), $registry->get_registered( 'sightline/breadcrumbs' )->editor_script_handles, 'page views and REST requests skip it' );
		$this->assertNotEmpty( $registry->get_registered( 'sightline/breadcrumbs' )->style_handles, 'the front-end style stays' );

		$registry->unregister( 'sightline/breadcrumbs' );
		$this->set_current_screen( 'post' );
		\Sightline\Request_Kind::forget(); // This process now plays a wp-admin request.
		\Sightline\Plugin::get( \Sightline\Blocks\Breadcrumbs_Block::class )->register();
		$in_admin = $registry->get_registered( 'sightline/breadcrumbs' )->editor_script_handles;

		$registry->unregister( 'sightline/breadcrumbs' );
		set_current_screen( 'front' );
		\Sightline\Request_Kind::forget();
		\Sightline\Plugin::get( \Sightline\Blocks\Breadcrumbs_Block::class )->register();
		$this->assertSame( array( 'sightline-breadcrumbs-editor-script' ), $in_admin, 'the editor gets it' );
	}

	public function test_a_page_view_registers_the_block_from_php_as_block_json_would_and_its_style_on_render(): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		$block    = \Sightline\Plugin::get( \Sightline\Blocks\Breadcrumbs_Block::class );
		$registry->unregister( 'sightline/breadcrumbs' );
		wp_deregister_style( 'sightline-breadcrumbs-style' );
		$block->register( false );
		$from_json = $registry->get_registered( 'sightline/breadcrumbs' );
		$style     = wp_styles()->registered['sightline-breadcrumbs-style'] ?? null;

		$registry->unregister( 'sightline/breadcrumbs' );
		wp_deregister_style( 'sightline-breadcrumbs-style' );
		$json_reads = 0;
		$count      = static function ( $metadata ) use ( &$json_reads ) {
			++$json_reads;
			return $metadata;
		};
		add_filter( 'block_type_metadata', $count );
		$block->register( true );
		remove_filter( 'block_type_metadata', $count );
		$for_page = $registry->get_registered( 'sightline/breadcrumbs' );

		$this->assertSame( 0, $json_reads, 'a page view does not read block.json' );
		foreach ( array( 'api_version', 'attributes', 'supports', 'uses_context', 'style_handles', 'render_callback' ) as $field ) {
			$this->assertEquals( $from_json->$field, $for_page->$field, "$field as block.json gives it" );
		}
		$this->assertSame( array(), $for_page->editor_script_handles );
		$this->assertFalse( wp_style_is( 'sightline-breadcrumbs-style', 'registered' ), 'no style until the block is on the page' );

		$html = do_blocks( '<!-- wp:sightline/breadcrumbs /-->' );
		$this->assertStringContainsString( 'sightline-breadcrumbs', $html );
		$this->assertTrue( wp_style_is( 'sightline-breadcrumbs-style', 'enqueued' ), 'enqueued where the block renders' );
		if ( $style ) { // A checkout without a build has no style to compare.
			$now = wp_styles()->registered['sightline-breadcrumbs-style'];
			$this->assertSame( array( $style->src, $style->ver, $style->extra ), array( $now->src, $now->ver, $now->extra ), 'the same address, version and path as WordPress registers from block.json' );
		}
		wp_dequeue_style( 'sightline-breadcrumbs-style' );
	}

	public function test_the_block_labels_are_translated_only_where_they_can_be_read(): void {
		// A page view registers the block without its text domain (no translation), anything else with it.
		$block = \Sightline\Plugin::get( \Sightline\Blocks\Breadcrumbs_Block::class );
		$json  = array(
			'name'       => 'sightline/breadcrumbs',
			'title'      => 'Breadcrumbs',
			'textdomain' => 'sightline-seo',
		);
		$this->assertArrayNotHasKey( 'textdomain', $block->metadata( $json, true ) );
		$this->assertSame( 'sightline-seo', $block->metadata( $json, false )['textdomain'] ?? null );
		// Where labels can be read (any request but a page view), the block's title goes through translation.
		$translated = 0;
		$count      = static function ( $translation, $text, $context, $domain ) use ( &$translated ) {
			$translated += 'sightline-seo' === $domain ? 1 : 0;
			return $translation;
		};
		add_filter( 'gettext_with_context', $count, 10, 4 );
		$registry = \WP_Block_Type_Registry::get_instance();
		$registry->unregister( 'sightline/breadcrumbs' );
		\Sightline\Plugin::get( \Sightline\Blocks\Breadcrumbs_Block::class )->register( false );
		remove_filter( 'gettext_with_context', $count, 10 );
		$this->assertGreaterThan( 0, $translated );
		$this->assertSame( 'Breadcrumbs', $registry->get_registered( 'sightline/breadcrumbs' )->title );
	}

	public function test_breadcrumbs_block_preview_uses_the_edited_post_over_rest(): void {
		$cat      = self::factory()->category->create( array( 'name' => 'News' ) );
		$post     = self::factory()->post->create(
			array(
				'post_title'    => 'Preview me',
				'post_category' => array( $cat ),
			)
		);
		$response = $this->rest(
			'GET',
			'/wp/v2/block-renderer/sightline/breadcrumbs',
			array(
				'context'    => 'edit',
				'post_id'    => $post,
				'attributes' => array( 'separator' => '/' ),
			),
			'editor'
		);
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$rendered = $response->get_data()['rendered'];
		$this->assertStringContainsString( '>News</a>', $rendered );
		$this->assertStringContainsString( '<span aria-current="page">Preview me</span>', $rendered );
	}

	/**
	 * Counts each filter's runs from now on; with $ours_only, only those asked for by code of ours (a
	 * Sightline class other than the tests' in the call stack).
	 *
	 * @param list<string> $filters
	 * @return \ArrayObject<string, int>
	 */
	private static function count_filters( array $filters, bool $ours_only = false ): \ArrayObject {
		$calls = new \ArrayObject( array_fill_keys( $filters, 0 ) );
		foreach ( $filters as $filter ) {
			add_filter(
				$filter,
				static function ( $value ) use ( $calls, $filter, $ours_only ) {
					if ( ! $ours_only || self::asked_by_us() ) {
						++$calls[ $filter ];
					}
					return $value;
				}
			);
		}
		return $calls;
	}

	private static function asked_by_us(): bool {
		foreach ( debug_backtrace( DEBUG_BACKTRACE_IGNORE_ARGS ) as $frame ) {
			$class = $frame['class'] ?? '';
			if ( str_starts_with( $class, 'Sightline\\' ) && ! str_starts_with( $class, 'Sightline\\Tests\\' ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * A post in the category Crawling, a child of Guides.
	 *
	 * @param array<string, mixed> $args More post fields.
	 */
	private static function post_in_guides_crawling( string $title, array $args = array() ): int {
		$parent = self::factory()->category->create( array( 'name' => 'Guides' ) );
		$child  = self::factory()->category->create(
			array(
				'name'   => 'Crawling',
				'parent' => $parent,
			)
		);
		return self::factory()->post->create(
			array(
				'post_title'    => $title,
				'post_category' => array( $child ),
			) + $args
		);
	}
}
