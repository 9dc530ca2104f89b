<?php
/**
 * Every route that takes an object id checks permission before existence: a visitor, or a user who may
 * not edit the object, gets the same answer (status, code, message) for a private id of someone else's
 * and for an id that names nothing, so the answer tells nothing of which ids exist. Users who may edit
 * everyone's posts still get the 404 that says an id is gone. The abilities follow the same rule.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Rest;

use Sightline\Head\Seo_Object;
use Sightline\Tests\TestCase;

final class PermissionBeforeExistenceTest extends TestCase {

	private const MISSING = 987654;

	/**
	 * Each route with an object id: method, route, params for a given id.
	 *
	 * @return array<string, array{0: string, 1: string, 2: callable(int): array<string, mixed>, 3: 'post'|'term'}>
	 */
	public function routes(): array {
		return array(
			'post/settings GET'            => array( 'GET', '/sightline/v1/post/settings', static fn( int $id ) => array( 'post_id' => $id ), 'post' ),
			'post/settings GET term'       => array( 'GET', '/sightline/v1/post/settings', static fn( int $id ) => array( 'post_id' => $id, 'is_taxonomy' => true ), 'term' ),
			'term/settings GET'            => array( 'GET', '/sightline/v1/term/settings', static fn( int $id ) => array( 'term_id' => $id ), 'term' ),
			'post/structured-data GET'     => array( 'GET', '/sightline/v1/post/structured-data', static fn( int $id ) => array( 'id' => $id ), 'post' ),
			'post/structured-data PUT'     => array( 'PUT', '/sightline/v1/post/structured-data', static fn( int $id ) => array( 'id' => $id, 'instances' => array() ), 'post' ),
			'generate-content POST'        => array( 'POST', '/sightline/v1/generate-content', static fn( int $id ) => array( 'type' => 'page_title', 'post_id' => $id ), 'post' ),
			'generate-content POST term'   => array( 'POST', '/sightline/v1/generate-content', static fn( int $id ) => array( 'type' => 'page_title', 'post_id' => $id, 'is_taxonomy' => true ), 'term' ),
		);
	}

	/**
	 * @dataProvider routes
	 * @param callable(int): array<string, mixed> $params
	 */
	public function test_a_private_id_and_a_missing_id_answer_alike_to_whoever_may_not_edit( string $method, string $route, callable $params, string $kind ): void {
		$owner   = self::factory()->user->create( array( 'role' => 'administrator' ) );
		$private = 'post' === $kind
			? self::factory()->post->create(
				array(
					'post_status' => 'private',
					'post_author' => $owner,
					'post_title'  => 'Secret plans',
				)
			)
			: self::factory()->term->create( array( 'taxonomy' => 'category' ) );

		foreach ( array( 'visitor' => 0, 'subscriber' => 'subscriber', 'contributor' => 'contributor', 'author' => 'author' ) as $who => $role ) {
			$existing = $this->rest( $method, $route, $params( $private ), $role ?: null );
			$missing  = $this->rest( $method, $route, $params( self::MISSING ), $role ?: null );
			$this->assertGreaterThanOrEqual( 401, $existing->get_status(), "{$who}: the private one is refused" );
			$this->assertSame(
				array( $existing->get_status(), $existing->get_data()['code'] ?? null, $existing->get_data()['message'] ?? null ),
				array( $missing->get_status(), $missing->get_data()['code'] ?? null, $missing->get_data()['message'] ?? null ),
				"{$who}: {$method} {$route} tells an existing id from a missing one"
			);
			$this->assertContains( $missing->get_status(), array( 401, 403 ), $who );
		}

		// Someone who may edit everyone's posts learns that an id is gone.
		$this->assertSame( 404, $this->rest( $method, $route, $params( self::MISSING ), 'editor' )->get_status() );
	}

	public function test_the_abilities_follow_the_same_rule(): void {
		$owner   = self::factory()->user->create( array( 'role' => 'administrator' ) );
		$private = self::factory()->post->create(
			array(
				'post_status' => 'private',
				'post_author' => $owner,
			)
		);
		$this->act_as( 'author' );
		$this->assertFalse( Seo_Object::can_edit( array( 'id' => $private ) ) );
		$this->assertFalse( Seo_Object::can_edit( array( 'id' => self::MISSING ) ), 'an author learns nothing of a missing id' );
		$this->act_as( 'editor' );
		$this->assertTrue( Seo_Object::can_edit( array( 'id' => self::MISSING ) ), 'an editor is let through to the "not found"' );
	}
}
