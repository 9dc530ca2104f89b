<?php
/**
 * Which rule answers a request and with what: exact (trailing slash, case, query), longest prefix,
 * regular expressions with groups, query kept or dropped, 410/451, disabled rules, precedence, and the
 * compiled lookup staying current after every change.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Redirects;

use Sightline\Redirects\Lookup;
use Sightline\Redirects\Lookup_Store;

require_once __DIR__ . '/Redirect_TestCase.php';

final class RedirectMatchingTest extends Redirect_TestCase {

	public function test_exact_rules_ignore_trailing_slash_and_case_and_keep_or_drop_the_query(): void {
		$keep   = $this->rule( array( 'source' => '/Old-Page/', 'target' => '/new-page/' ) );
		$ignore = $this->rule( array( 'source' => '/old-shop', 'target' => 'https://shop.example/', 'status' => 302, 'query' => 'ignore' ) );

		$this->assertSame( array( 'id' => $keep['id'], 'status' => 301, 'location' => home_url( '/new-page/' ) ), $this->answer( '/old-page' ) );
		$this->assertSame( home_url( '/new-page/?utm=x&a=1' ), $this->answer( '/OLD-PAGE/?utm=x&a=1' )['location'] );
		$this->assertSame( array( 'id' => $ignore['id'], 'status' => 302, 'location' => 'https://shop.example/' ), $this->answer( '/old-shop/?utm=x' ) );
		$this->assertNull( $this->answer( '/old-page/child' ) );
		$this->assertNull( $this->answer( '/hello-world/' ) );
	}

	public function test_an_exact_source_with_a_query_matches_that_query_in_any_order_before_the_bare_path(): void {
		$query = $this->rule( array( 'source' => '/index.php?page_id=5&lang=en', 'target' => '/about/', 'query' => 'ignore' ) );
		$bare  = $this->rule( array( 'source' => '/index.php', 'target' => '/', 'query' => 'ignore' ) );

		$this->assertSame( $query['id'], $this->answer( '/index.php?lang=en&page_id=5' )['id'] );
		$this->assertSame( $bare['id'], $this->answer( '/index.php?page_id=6' )['id'] );
	}

	/**
	 * The many-address lookup the sitemaps use (Lookup::answered()) finds what match() finds without its
	 * regular expressions: the same keys (case, encoding, trailing slash, the query's own rule first, the
	 * longest prefix), over many shards.
	 */
	public function test_the_many_address_lookup_answers_as_match_does_without_regex(): void {
		$rules = array(
			array( 'source' => '/Old-Page/', 'match' => 'exact' ),
			array( 'source' => '/index.php?page_id=5&lang=en', 'match' => 'exact' ),
			array( 'source' => '/caf%C3%A9', 'match' => 'exact' ),
			array( 'source' => '/', 'match' => 'exact' ),
			array( 'source' => '/shop', 'match' => 'prefix' ),
			array( 'source' => '/a', 'match' => 'prefix' ),
			array( 'source' => '/category/old-topics', 'match' => 'prefix' ),
			array( 'source' => '^/blog/.*$', 'match' => 'regex' ),
			array( 'source' => '/off', 'match' => 'exact', 'enabled' => false ),
		);
		for ( $i = 1; $i <= 300; $i++ ) {
			$rules[] = array( 'source' => "/filler-{$i}", 'match' => 'exact' );
		}
		foreach ( $rules as $id => $rule ) {
			$rules[ $id ] = $rule + array( 'id' => $id + 1, 'target' => '/t/', 'status' => 301, 'query' => 'keep', 'enabled' => true );
		}
		$compiled = Lookup::compile( $rules );
		$this->assertGreaterThan( 1, $compiled['head']['shards'] );
		$shards    = $compiled['shards'];
		$addresses = array();
		foreach ( array( '/old-page', '/OLD-PAGE/', '/old-page/child', '/index.php', '/index.php?lang=en&page_id=5', '/index.php?page_id=6', '/café', '/caf%c3%a9/', '/', '/?p=1', '/shop/shoes/', '/Shopping', '/sho', '/about/', '/Category/Old-Topics/page/2/', '/category/topics/', '/blog/2020/hello/', '/off', '/filler-7/', '/filler-301' ) as $uri ) {
			$parts       = explode( '?', $uri, 2 );
			$addresses[] = array( $parts[0], $parts[1] ?? '' );
		}
		$lookup   = new Lookup( $compiled['head'], static fn( int $shard ) => $shards[ $shard ] ?? array() );
		$expected = array();
		foreach ( $addresses as $index => $address ) {
			if ( null !== $lookup->match( $address[0], $address[1], false ) ) {
				$expected[ $index ] = true;
			}
		}
		$this->assertCount( 12, $expected );
		$this->assertSame( $expected, ( new Lookup( $compiled['head'], static fn( int $shard ) => $shards[ $shard ] ?? array() ) )->answered( $addresses ) );
	}

	public function test_the_longest_prefix_wins(): void {
		$short = $this->rule( array( 'source' => '/shop', 'target' => '/store/', 'match' => 'prefix' ) );
		$long  = $this->rule( array( 'source' => '/shop/sale/', 'target' => '/offers/', 'match' => 'prefix' ) );

		$this->assertSame( $short['id'], $this->answer( '/shop/shoes/' )['id'] );
		$this->assertSame( $short['id'], $this->answer( '/shopping' )['id'], 'a prefix is a string prefix, not a path segment' );
		$this->assertSame( $long['id'], $this->answer( '/Shop/Sale/today' )['id'] );
		$this->assertNull( $this->answer( '/sho' ) );
	}

	public function test_regex_rules_fill_their_groups_into_the_target_and_cannot_leave_the_site(): void {
		$rule = $this->rule( array( 'source' => '^/blog/(\d{4})/([a-z-]+)/?$', 'target' => '/$2/?year=$1', 'match' => 'regex', 'query' => 'ignore' ) );
		$any  = $this->rule( array( 'source' => '^/go/(.*)$', 'target' => '/$1', 'match' => 'regex', 'query' => 'ignore' ) );

		$this->assertSame( array( 'id' => $rule['id'], 'status' => 301, 'location' => home_url( '/hello/?year=2020' ) ), $this->answer( '/blog/2020/hello/' ) );
		$this->assertNull( $this->answer( '/blog/20/hello/' ) );
		// A group holding //evil.example stays a path of this site.
		$location = $this->answer( '/go//evil.example/x' )['location'];
		$this->assertSame( $any['id'], $this->answer( '/go/x' )['id'] );
		$this->assertStringStartsWith( home_url( '/' ), $location );
		$this->assertSame( wp_parse_url( home_url(), PHP_URL_HOST ), wp_parse_url( $location, PHP_URL_HOST ) );
		// A group cannot add a line break or a query.
		$this->assertSame( home_url( '/aSet-Cookie%3Ax' ), $this->answer( '/go/a%0dSet-Cookie:x' )['location'] );
	}

	public function test_precedence_is_exact_then_prefix_then_regex_by_id(): void {
		$regex1 = $this->rule( array( 'source' => '^/docs/', 'target' => '/one/', 'match' => 'regex' ) );
		$this->rule( array( 'source' => '^/docs/(.*)', 'target' => '/two/', 'match' => 'regex' ) );
		$this->assertSame( $regex1['id'], $this->answer( '/docs/a' )['id'], 'the older regex' );
		$prefix = $this->rule( array( 'source' => '/docs/', 'target' => '/manual/', 'match' => 'prefix' ) );
		$this->assertSame( $prefix['id'], $this->answer( '/docs/a' )['id'] );
		$exact = $this->rule( array( 'source' => '/docs/a', 'target' => '/a/' ) );
		$this->assertSame( $exact['id'], $this->answer( '/docs/a' )['id'] );
	}

	public function test_410_and_451_answer_without_a_location(): void {
		$gone  = $this->rule( array( 'source' => '/gone', 'status' => 410 ) );
		$legal = $this->rule( array( 'source' => '/blocked/', 'match' => 'prefix', 'status' => 451 ) );
		$this->assertSame( array( 'id' => $gone['id'], 'status' => 410, 'location' => '' ), $this->answer( '/gone/' ) );
		$this->assertSame( 451, $this->answer( '/blocked/page' )['status'] );
		$this->assertSame( $legal['id'], $this->answer( '/blocked/page' )['id'] );
	}

	public function test_disabled_rules_deleted_rules_and_edits_change_the_answer_at_once(): void {
		$rule = $this->rule( array( 'source' => '/a', 'target' => '/b' ) );
		$this->assertNotNull( $this->answer( '/a' ) );

		$this->redirects()->set_enabled( array( $rule['id'] ), false );
		$this->assertNull( $this->answer( '/a' ) );
		$this->assertSame( '', Lookup_Store::index()['token'], 'no enabled rule: nothing to read on a page view' );

		$this->redirects()->set_enabled( array( $rule['id'] ), true );
		$this->redirects()->update( $rule['id'], array( 'source' => '/c' ) );
		$this->assertNull( $this->answer( '/a' ) );
		$this->assertSame( home_url( '/b' ), $this->answer( '/c' )['location'] );

		$this->redirects()->delete( array( $rule['id'] ) );
		$this->assertNull( $this->answer( '/c' ) );
	}

	public function test_a_site_without_the_index_option_asks_the_database_nothing(): void {
		global $wpdb;
		$this->rule( array( 'source' => '/a', 'target' => '/b' ) );
		delete_option( Lookup_Store::INDEX_OPTION );
		wp_cache_delete( 'notoptions', 'options' );
		$before = $wpdb->num_queries;
		$this->assertNull( $this->answer( '/a' ) );
		$this->assertSame( $before, $wpdb->num_queries );
	}

	public function test_a_missing_build_is_compiled_again_from_the_table(): void {
		$this->rule( array( 'source' => '/a', 'target' => '/b' ) );
		( new Lookup_Store() )->forget_except( 'none' );
		$this->assertSame( home_url( '/b' ), $this->answer( '/a' )['location'] );
	}

	public function test_ten_thousand_rules_with_a_hundred_regexes_compile_into_small_shards_and_all_match(): void {
		$rules = array();
		for ( $i = 1; $i <= 10000; $i++ ) {
			$rules[] = $i <= 100
				? array( 'id' => $i, 'source' => "^/re-{$i}/(\\d+)$", 'match' => 'regex', 'target' => "/r{$i}/\$1", 'status' => 301, 'query' => 'keep', 'enabled' => true )
				: array( 'id' => $i, 'source' => "/page-{$i}", 'match' => 'exact', 'target' => "/p{$i}", 'status' => 301, 'query' => 'keep', 'enabled' => true );
		}
		$compiled = Lookup::compile( $rules );
		$shards   = $compiled['shards'];
		$lookup   = new Lookup( $compiled['head'], static fn( int $n ) => $shards[ $n ] ?? array() );

		$this->assertGreaterThanOrEqual( 150, $compiled['head']['shards'] );
		$this->assertLessThanOrEqual( 2, count( $compiled['head']['regex'] ), 'a hundred regexes in two combined patterns' );
		$this->assertSame( 5000, $lookup->match( '/page-5000', '' )['rule'][0] );
		$this->assertSame( 77, $lookup->match( '/re-77/12', '' )['rule'][0] );
		$this->assertSame( array( '/re-77/12', '12' ), $lookup->match( '/re-77/12', '' )['groups'] );
		$this->assertNull( $lookup->match( '/nothing-here/', '' ) );
	}

	public function test_a_combined_pattern_pcre_gives_up_on_falls_back_to_its_rules_one_by_one(): void {
		$rules = array();
		for ( $i = 1; $i <= 50; $i++ ) {
			$rules[] = array( 'id' => $i, 'source' => "^/fallback-{$i}/(\\d+)$", 'match' => 'regex', 'target' => "/f{$i}/\$1", 'status' => 301, 'query' => 'keep', 'enabled' => true );
		}
		$jit   = ini_get( 'pcre.jit' );
		$limit = ini_get( 'pcre.backtrack_limit' );
		// A limit the one pattern of fifty alternatives hits on a late rule's path, and a single rule does not.
		ini_set( 'pcre.jit', '0' );
		ini_set( 'pcre.backtrack_limit', '10' );
		try {
			$compiled = Lookup::compile( $rules );
			$lookup   = new Lookup( $compiled['head'], static fn() => array() );
			$this->assertCount( 1, $compiled['head']['regex'], 'one combined pattern' );
			$this->assertFalse( @preg_match( $compiled['head']['regex'][0][0], '/fallback-40/7' ), 'PCRE gives up on the combined pattern' );
			$match = $lookup->match( '/fallback-40/7', '' );
		} finally {
			ini_set( 'pcre.jit', (string) $jit );
			ini_set( 'pcre.backtrack_limit', (string) $limit );
		}
		$this->assertNotNull( $match, 'the chunk still answers' );
		$this->assertSame( 40, $match['rule'][0] );
		$this->assertSame( array( '/fallback-40/7', '7' ), $match['groups'] );
	}
}
