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
		$this->assertSame( 2, iterator_count( $this->redirects()->each() ) );
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
