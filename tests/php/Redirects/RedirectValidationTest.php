<?php
/**
 * What a rule may be: regexes that compile and cannot backtrack catastrophically, targets that cannot
 * leave the site unless a full URL was typed (no //host, backslash, CRLF, javascript:), loops, chains
 * and duplicates refused with an error naming the other rule, and nothing stored on any error.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Redirects;

require_once __DIR__ . '/Redirect_TestCase.php';

final class RedirectValidationTest extends Redirect_TestCase {

	/**
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function bad_regexes(): array {
		return array(
			'does not compile'       => array( '^/(a', 'does not compile' ),
			'nested quantifiers'     => array( '^/(a+)+$', 'nested quantifiers' ),
			'nested word groups'     => array( '^/(\w+\s?)*$', 'nested quantifiers' ),
			'ambiguous alternation'  => array( '^(a|a)*$', 'backtracks catastrophically' ),
			'backreference'          => array( '^/(a)\1', 'Backreferences' ),
			'named group'            => array( '^/(?<year>\d+)', 'Named groups' ),
			'verb'                   => array( '(*LIMIT_MATCH=1)^/a', 'verbs' ),
			// Only input built from the pattern reaches these: a fixed list of hostile paths never gets past /x- or /p/.
			'alternation after a prefix' => array( '^/x-(a|a)*$', 'backtracks catastrophically' ),
			'digit alternation'          => array( '^/p/(\\d|\\d)*$', 'backtracks catastrophically' ),
			'chain of wildcards'         => array( '^/.*-.*-.*-.*-.*x$', 'backtracks catastrophically' ),
			'three wildcards'            => array( '^/(.*)/(.*)/(.*)$', 'backtracks catastrophically' ),
			// Compiles alone, not inside the combined pattern (it swallows the rules after it).
			'unclosed quote'             => array( '^/a\\Qb', 'combined pattern' ),
			'extended-mode comment'      => array( '(?x)^/a # note', 'combined pattern' ),
		);
	}

	/**
	 * @dataProvider bad_regexes
	 */
	public function test_bad_regexes_are_refused( string $regex, string $message ): void {
		$this->refused( array( 'source' => $regex, 'match' => 'regex', 'target' => '/x' ), $message );
	}

	public function test_safe_regexes_with_repeated_delimited_groups_are_accepted(): void {
		$this->rule( array( 'source' => '^/shop/[a-z]+(-[a-z]+)*/?$', 'match' => 'regex', 'target' => '/store/' ) );
		$this->rule( array( 'source' => '^/p/(\d+)$', 'match' => 'regex', 'target' => '/?p=$1' ) );
		$this->rule( array( 'source' => '^/product/(.*)-(.*)$', 'match' => 'regex', 'target' => '/item/$1/$2' ) );
		$this->rule( array( 'source' => '^/blog/(\d{4})/(\d{2})/([^/]+)/?$', 'match' => 'regex', 'target' => '/$3/' ) );
		$this->assertSame( 4, iterator_count( $this->redirects()->each() ) );
	}

	public function test_a_kept_query_string_that_leads_back_to_the_source_is_a_loop(): void {
		// /a?x=1 → /a, plus the kept ?x=1: /a?x=1 again.
		$this->refused( array( 'source' => '/a?x=1', 'target' => '/a', 'query' => 'keep' ), 'Redirect loop: this rule (/a?x=1 → /a)' );
		$this->refused( array( 'source' => '/a?x=1&y=2', 'target' => '/A/', 'query' => 'keep' ), 'Redirect loop' );
		// Dropping the query string ends at /a, which nothing redirects.
		$this->rule( array( 'source' => '/a?x=1', 'target' => '/a', 'query' => 'ignore' ) );
	}

	public function test_regex_rules_sending_addresses_back_and_forth_are_a_loop(): void {
		$first = $this->rule( array( 'source' => '^/a/(\d+)$', 'match' => 'regex', 'target' => '/b/$1' ) );
		$this->refused( array( 'source' => '^/b/(\d+)$', 'match' => 'regex', 'target' => '/a/$1' ), sprintf( 'Redirect loop: this rule (^/b/(\d+)$ → /a/$1) and rule #%d', $first['id'] ) );
		// An exact rule on an address the regex produces is caught the same way.
		$this->refused( array( 'source' => '/b/1', 'target' => '/a/1' ), 'Redirect loop' );
		// Both at once in one import: neither line is stored.
		$this->redirects()->delete( array( (int) $first['id'] ) );
		$outcomes = $this->redirects()->create_many(
			array(
				'line 1' => array( 'source' => '^/c/([a-z]+)/?$', 'match' => 'regex', 'target' => '/d/$1/' ),
				'line 2' => array( 'source' => '^/d/([a-z]+)/?$', 'match' => 'regex', 'target' => '/c/$1' ),
			)
		);
		$this->assertWPError( $outcomes['line 1'] );
		$this->assertStringContainsString( 'Redirect loop', $outcomes['line 1']->get_error_message() );
		$this->assertSame( 0, iterator_count( $this->redirects()->each() ) );
	}

	public function test_a_save_waits_for_the_lock_another_save_holds(): void {
		if ( 'sqlite' === DB_ENGINE ) {
			$this->markTestSkipped( 'SQLite has one writer at a time and no named locks.' );
		}
		list( $host, $port ) = array_pad( explode( ':', DB_HOST ), 2, '3306' );
		$other               = mysqli_connect( $host, DB_USER, DB_PASSWORD, DB_NAME, (int) $port );
		$this->assertNotFalse( $other );
		$name = \Sightline\Redirects\Write_Lock::name();
		$this->assertSame( '1', (string) mysqli_fetch_row( mysqli_query( $other, "SELECT GET_LOCK('" . mysqli_real_escape_string( $other, $name ) . "', 0)" ) )[0] );
		$started = microtime( true );
		$result  = $this->redirects()->create( array( 'source' => '/while-locked', 'target' => '/x' ) );
		$this->assertWPError( $result, 'another save holds the lock' );
		$this->assertSame( 'sightline_redirect_busy', $result->get_error_code() );
		$this->assertGreaterThanOrEqual( \Sightline\Redirects\Write_Lock::WAIT - 0.5, microtime( true ) - $started, 'it waited for the other save' );
		$this->assertSame( 0, iterator_count( $this->redirects()->each() ) );
		mysqli_query( $other, "SELECT RELEASE_LOCK('" . mysqli_real_escape_string( $other, $name ) . "')" );
		mysqli_close( $other );
		$this->rule( array( 'source' => '/after-the-lock', 'target' => '/x' ) );
	}

	/**
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function open_redirects(): array {
		return array(
			'protocol-relative' => array( '//evil.example', 'Protocol-relative' ),
			'backslashes'       => array( '\\\\evil.example', 'backslash' ),
			'slash backslash'   => array( '/\\evil.example', 'backslash' ),
			'javascript'        => array( 'javascript:alert(1)', 'Only http:// and https://' ),
			'data'              => array( 'data:text/html,x', 'Only http:// and https://' ),
			'CRLF'              => array( "/ok\r\nSet-Cookie: a=b", 'line break' ),
			'encoded CRLF'      => array( '/ok%0d%0aSet-Cookie:a=b', 'line break' ),
			'no slash'          => array( 'evil.example', 'starting with /' ),
			'userinfo'          => array( 'https://site.example@evil.example/', 'no valid host' ),
			'group in host'     => array( 'https://new.example$1', 'after the host' ),
			'space'             => array( '/a b', 'space' ),
		);
	}

	/**
	 * @dataProvider open_redirects
	 */
	public function test_open_redirect_targets_are_refused( string $target, string $message ): void {
		$this->refused( array( 'source' => '/from', 'target' => $target ), $message );
	}

	public function test_an_off_site_target_is_accepted_when_a_full_url_is_typed(): void {
		$rule = $this->rule( array( 'source' => '/from', 'target' => 'https://other.example/page?x=1' ) );
		$this->assertSame( 'https://other.example/page?x=1', $rule['target'] );
	}

	public function test_sources_are_checked(): void {
		$this->refused( array( 'source' => '', 'target' => '/x' ), 'Enter a source' );
		$this->refused( array( 'source' => 'no-slash', 'target' => '/x' ), 'starting with /' );
		$this->refused( array( 'source' => "/a\nb", 'target' => '/x' ), 'line break' );
		$this->refused( array( 'source' => '/', 'match' => 'prefix', 'target' => '/x' ), 'whole site' );
		$this->refused( array( 'source' => 'https://elsewhere.example/a', 'target' => '/x' ), 'address of this site' );
		$this->refused( array( 'source' => '/a', 'target' => '/x', 'status' => 308 ), 'status must be one of' );
		$this->refused( array( 'source' => '/a', 'target' => '/x', 'status' => 410 ), 'leave the target empty' );
		$this->refused( array( 'source' => '/a', 'target' => '' ), 'Enter a target' );
		$rule = $this->rule( array( 'source' => home_url( '/full/url/' ), 'target' => '/x' ) );
		$this->assertSame( '/full/url/', $rule['source'], 'a URL of this site is kept as its path' );
	}

	public function test_loops_are_refused_naming_the_rule(): void {
		$this->refused( array( 'source' => '/same', 'target' => '/Same/' ), 'Redirect loop: this rule (/same → /Same/)' );
		$this->refused( array( 'source' => '^/old/(.*)$', 'match' => 'regex', 'target' => '/old/new/$1' ), 'Redirect loop' );
		$this->refused( array( 'source' => '/', 'target' => home_url( '/' ) ), 'Redirect loop' );
	}

	public function test_chains_are_refused_naming_the_other_rule_both_ways(): void {
		$first = $this->rule( array( 'source' => '/a', 'target' => '/b' ) );
		// This rule's target is redirected again by the first.
		$this->refused( array( 'source' => '/z', 'target' => '/a' ), sprintf( 'is redirected again by rule #%d (/a → /b)', $first['id'] ) );
		// The first rule already sends visitors to this rule's source.
		$this->refused( array( 'source' => '/b', 'target' => '/c' ), sprintf( 'rule #%d (/a → /b) already sends visitors', $first['id'] ) );
		// Two rules pointing at each other.
		$this->refused( array( 'source' => '/b', 'target' => '/a' ), sprintf( 'rule #%d', $first['id'] ) );
		// A disabled rule chains nothing.
		$this->redirects()->set_enabled( array( $first['id'] ), false );
		$this->rule( array( 'source' => '/b', 'target' => '/c' ) );
		$enabled = $this->redirects()->set_enabled( array( $first['id'] ), true );
		$this->assertWPError( $enabled, 'turning the first rule on again would make a chain' );
		$this->assertFalse( $this->redirects()->find( $first['id'] )['enabled'] );
	}

	public function test_duplicate_sources_are_refused_naming_the_rule(): void {
		$first = $this->rule( array( 'source' => '/dup', 'target' => '/x' ) );
		$this->refused( array( 'source' => '/DUP/', 'target' => '/y' ), sprintf( 'already redirected by rule #%d', $first['id'] ) );
	}

	public function test_an_update_is_checked_like_a_create_and_keeps_the_rule_on_error(): void {
		$rule   = $this->rule( array( 'source' => '/a', 'target' => '/b' ) );
		$result = $this->redirects()->update( $rule['id'], array( 'target' => '//evil.example' ) );
		$this->assertWPError( $result );
		$this->assertSame( '/b', $this->redirects()->find( $rule['id'] )['target'] );
		$this->assertWPError( $this->redirects()->update( $rule['id'], array( 'target' => '/a' ) ), 'loop' );
		$this->assertSame( '/c', $this->redirects()->update( $rule['id'], array( 'target' => '/c' ) )['target'] );
	}
}
