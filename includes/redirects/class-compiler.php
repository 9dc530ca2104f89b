<?php
/**
 * Turns the table's enabled rules into the compiled lookup and names the new build in the autoloaded
 * index, after every change of the rules (Redirects). A page view whose build is missing from the
 * store (object cache flushed, another web server, uploads restored) compiles it again from the table
 * under the same token, once, without writing to the database.
 *
 * @package Sightline
 */

namespace Sightline\Redirects;

defined( 'ABSPATH' ) || exit;

final class Compiler {

	/**
	 * @param \Closure(): Table $table The table, built only when a build is made (never on a page view
	 *                                  whose build is in the store).
	 */
	public function __construct( private \Closure $table, private Lookup_Store $store ) {}

	public function rebuild(): void {
		$compiled = Lookup::compile( ( $this->table )()->each( true ) );
		$empty    = 0 === $compiled['head']['shards'] && array() === $compiled['head']['prefix'] && array() === $compiled['head']['regex'];
		$token    = $empty ? '' : strtolower( wp_generate_password( 12, false ) );
		if ( ! $empty ) {
			$this->store->write( $token, self::slots( $compiled ) );
		}
		Lookup_Store::set_index(
			array(
				'token'  => $token,
				'shards' => $compiled['head']['shards'],
			)
		);
		$this->store->forget_except( $token );
	}

	/**
	 * The lookup of the current build, or null when no rule is enabled (the common case costs one
	 * array read of an autoloaded option).
	 */
	public function lookup(): ?Lookup {
		$index = Lookup_Store::index();
		if ( '' === $index['token'] ) {
			return null;
		}
		$token = $index['token'];
		$head  = $this->store->read( $token, 'head' );
		if ( null === $head ) {
			$compiled = Lookup::compile( ( $this->table )()->each( true ) );
			$this->store->write( $token, self::slots( $compiled ) );
			$head   = $compiled['head'];
			$shards = $compiled['shards'];
			return new Lookup( $head, static fn( int $shard ) => $shards[ $shard ] ?? array() );
		}
		$store = $this->store;
		/** @var array{shards: int, prefix: array<string, list<array{0: string, 1: array<int, mixed>}>>, regex: list<array{0: string, 1: array<int, array{0: string, 1: array<int, mixed>}>}>} $head */
		return new Lookup( $head, static fn( int $shard ) => $store->read( $token, 'shard-' . $shard ) ?? array() );
	}

	/**
	 * @param array{head: array<string, mixed>, shards: array<int, array<string, mixed>>} $compiled
	 * @return array<string, array<mixed>>
	 */
	private static function slots( array $compiled ): array {
		$slots = array( 'head' => $compiled['head'] );
		foreach ( $compiled['shards'] as $shard => $entries ) {
			$slots[ 'shard-' . $shard ] = $entries;
		}
		return $slots;
	}
}
