<?php
/**
 * Turns the table's enabled rules into the compiled lookup and names the new build in the autoloaded
 * index, after every change of the rules (Redirects). A build is named only once it is stored where it
 * can be read back (Lookup_Store::write()); when it cannot be (read-only uploads, an object cache that
 * refuses the items) the index keeps naming the last good build, which page views keep answering from,
 * and ERROR_OPTION says why for Site Health.
 *
 * Each named build also has a copy in the database (BACKUP_OPTION, not autoloaded). A page view whose
 * build is missing from the store (object cache flushed or an item evicted, another web server, uploads
 * restored) reads that copy (one query, no compile of the table) and stores it again under the same
 * token: a missing shard is rebuilt the same way, never read as empty. When the store keeps refusing,
 * a small note in the object cache stops the retries for a minute; the page views keep answering from
 * the copy. Only a site without the copy (a build named before it existed) compiles from the table.
 *
 * @package Sightline
 */

namespace Sightline\Redirects;

defined( 'ABSPATH' ) || exit;

final class Compiler {

	/** Not autoloaded: array{token: string, head: array, shards: array} of the named build. */
	public const BACKUP_OPTION = 'sightline_redirects_build';

	/** Seconds a server that could not store a build it compiled on a page view waits before trying again. */
	private const RETRY = MINUTE_IN_SECONDS;

	/** @var array<string, array{head: array<string, mixed>, shards: array<int, array<string, mixed>>}> Builds compiled in this process, by token. */
	private static array $compiled = array();

	/**
	 * @param \Closure(): Table $table The table, built only when a build is made (never on a page view
	 *                                  whose build is in the store).
	 */
	public function __construct( private \Closure $table, private Lookup_Store $store ) {}

	/**
	 * @return bool Whether the new build is stored and named (false: the last good one still answers).
	 */
	public function rebuild(): bool {
		$compiled = Lookup::compile( ( $this->table )()->each( true ) );
		$empty    = 0 === $compiled['head']['shards'] && array() === $compiled['head']['prefix'] && array() === $compiled['head']['regex'];
		$before   = self::named_sources();
		$token    = $empty ? '' : strtolower( wp_generate_password( 12, false ) );
		$where    = $empty ? '' : $this->store->write( $token, self::slots( $compiled ) );
		if ( null === $where ) {
			update_option(
				Lookup_Store::ERROR_OPTION,
				array(
					'error' => $this->store->error(),
					'time'  => time(),
				),
				true // Autoloaded (small, rare): wp-admin checks it on every request to retry.
			);
			return false;
		}
		if ( $empty ) {
			delete_option( self::BACKUP_OPTION );
		} else {
			update_option( self::BACKUP_OPTION, array( 'token' => $token ) + $compiled, false );
		}
		Lookup_Store::set_index(
			array(
				'token'  => $token,
				'shards' => $compiled['head']['shards'],
				'where'  => '' === $where ? Lookup_Store::index()['where'] : $where,
				'key'    => $this->store->key(),
			)
		);
		delete_option( Lookup_Store::ERROR_OPTION );
		$this->store->forget_except( $token );
		if ( self::sources( $compiled ) !== $before ) {
			// The addresses the sitemaps leave out (Sitemap_Exclusions) changed: their stored pages are stale
			// (Sightline\Sitemaps\Sitemaps::ENTRIES_CHANGED).
			do_action( 'sightline_sitemap_entries_changed' );
		}
		return true;
	}

	/**
	 * What the sitemaps' exclusions read of the build page views answer from (sources(); null when it is
	 * not known: a build named before its database copy existed).
	 */
	private static function named_sources(): ?string {
		$backup = get_option( self::BACKUP_OPTION );
		if ( is_array( $backup ) && isset( $backup['head'], $backup['shards'] ) && is_array( $backup['head'] ) && is_array( $backup['shards'] ) ) {
			/** @var array{head: array<string, mixed>, shards: array<int, array<string, mixed>>} $backup */
			return self::sources( $backup );
		}
		$none = array(
			'head'   => array(),
			'shards' => array(),
		);
		return '' === Lookup_Store::index()['token'] ? self::sources( $none ) : null;
	}

	/**
	 * The sources of a build's exact and prefix rules, as they are matched (Sitemap_Exclusions reads no
	 * other: a new target or status, a regex rule or a rule's hits leave the sitemaps as they are).
	 *
	 * @param array{head: array<string, mixed>, shards: array<int, array<string, mixed>>} $compiled
	 */
	private static function sources( array $compiled ): string {
		$exact = array();
		foreach ( $compiled['shards'] as $shard ) {
			array_push( $exact, ...array_map( 'strval', array_keys( (array) $shard ) ) );
		}
		$prefix = array();
		foreach ( (array) ( $compiled['head']['prefix'] ?? array() ) as $entries ) {
			foreach ( (array) $entries as $entry ) {
				$prefix[] = (string) $entry[0];
			}
		}
		sort( $exact );
		sort( $prefix );
		return md5( implode( "\n", $exact ) . "\n\n" . implode( "\n", $prefix ) );
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
		$where = $index['where'];
		$head  = $this->store->read( $token, 'head', $where );
		if ( null === $head ) {
			$compiled = $this->compiled_again( $token, $where );
			$shards   = $compiled['shards'];
			return new Lookup( $compiled['head'], static fn( int $shard ) => $shards[ $shard ] ?? array() );
		}
		$store = $this->store;
		/** @var array{shards: int, prefix: array<string, list<array{0: string, 1: array<int, mixed>}>>, regex: list<array{0: string, 1: array<int, array{0: string, 1: array<int, mixed>}>}>} $head */
		return new Lookup(
			$head,
			function ( int $shard ) use ( $store, $token, $where ): array {
				return $store->read( $token, 'shard-' . $shard, $where ) ?? ( $this->compiled_again( $token, $where )['shards'][ $shard ] ?? array() );
			}
		);
	}

	/**
	 * The build of $token from its database copy (compiled from the table when there is none), stored
	 * again where the index says, at most once a RETRY on a server that cannot store it.
	 *
	 * @return array{head: array<string, mixed>, shards: array<int, array<string, mixed>>}
	 */
	private function compiled_again( string $token, string $where ): array {
		$key = get_current_blog_id() . '-' . $token;
		if ( isset( self::$compiled[ $key ] ) ) {
			return self::$compiled[ $key ];
		}
		$backup = get_option( self::BACKUP_OPTION );
		if ( is_array( $backup ) && ( $backup['token'] ?? '' ) === $token && isset( $backup['head'], $backup['shards'] ) ) {
			$compiled = array(
				'head'   => (array) $backup['head'],
				'shards' => (array) $backup['shards'],
			);
		} else {
			$compiled = Lookup::compile( ( $this->table )()->each( true ) );
		}
		self::$compiled[ $key ] = $compiled;
		if ( false === wp_cache_get( 'unstorable-' . $token, Lookup_Store::GROUP ) && null === $this->store->write( $token, self::slots( $compiled ), $where ) ) {
			wp_cache_set( 'unstorable-' . $token, 1, Lookup_Store::GROUP, self::RETRY );
		}
		return $compiled;
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
