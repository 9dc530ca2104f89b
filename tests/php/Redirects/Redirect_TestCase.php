<?php
/**
 * Shared helpers of the redirect tests: the services, a rule created through the one write path, and
 * what a request would be answered with.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Redirects;

use Sightline\Plugin;
use Sightline\Redirects\Compiler;
use Sightline\Redirects\Redirects;
use Sightline\Redirects\Responder;
use Sightline\Tests\TestCase;

abstract class Redirect_TestCase extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		Plugin::get( Compiler::class )->rebuild();
	}

	protected function redirects(): Redirects {
		return Plugin::get( Redirects::class );
	}

	/**
	 * @param array<string, mixed> $fields
	 * @return array<string, mixed>
	 */
	protected function rule( array $fields ): array {
		$rule = $this->redirects()->create( $fields );
		$this->assertIsArray( $rule, is_wp_error( $rule ) ? $rule->get_error_message() : '' );
		return $rule;
	}

	/**
	 * @return array{id: int, status: int, location: string}|null
	 */
	protected function answer( string $uri ): ?array {
		return Plugin::get( Responder::class )->find( $uri );
	}

	/**
	 * @param array<string, mixed> $fields
	 */
	protected function refused( array $fields, string $message_part ): void {
		$before = iterator_count( $this->redirects()->each() );
		$result = $this->redirects()->create( $fields );
		$this->assertWPError( $result, wp_json_encode( $fields ) );
		$this->assertStringContainsString( $message_part, $result->get_error_message() );
		$this->assertSame( $before, iterator_count( $this->redirects()->each() ), 'nothing stored' );
	}

	/**
	 * @param mixed $value
	 */
	protected function assertWPError( $value, string $message = '' ): void {
		$this->assertInstanceOf( \WP_Error::class, $value, $message );
	}
}
