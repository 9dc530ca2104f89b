<?php
/**
 * The compiled form of the enabled rules that a page view matches against, and the matching itself:
 *
 * - exact rules: a hash map from Paths::exact_key() to the rule, split into shards of about 64 keys so a
 *   request reads one small shard, never the whole map;
 * - prefix rules: buckets keyed by their first three characters after the slash (a shallow trie), each
 *   longest first, so a request looks at three small buckets at most and the longest prefix wins;
 * - regular expressions: joined into combined patterns of 50, each alternative marked with (*MARK) so
 *   one preg_match per chunk finds which rule matched; the rule's own pattern then gives its groups.
 *
 * Precedence: exact, then the longest prefix, then the regex with the lowest id. compile() makes the
 * data (kept by Lookup_Store); the constructor takes the head and a reader for the shards.
 *
 * @package Sightline
 */

namespace Sightline\Redirects;

defined( 'ABSPATH' ) || exit;

final class Lookup {

	private const CHUNK      = 50;
	private const SHARD_SIZE = 64;
	private const MAX_SHARDS = 1024;

	/** @var \Closure(int): ?array<string, mixed> */
	private \Closure $shard;

	/** @var array<int, array<string, mixed>> The shards read so far (a sitemap page looks up thousands of addresses). */
	private array $shards = array();

	/**
	 * @param array{shards: int, prefix: array<string, list<array{0: string, 1: array<int, mixed>}>>, regex: list<array{0: string, 1: array<int, array{0: string, 1: array<int, mixed>}>}>} $head
	 * @param callable(int): ?array<string, mixed>                                                                                                                                          $shard Reads one exact-match shard.
	 */
	public function __construct( private array $head, callable $shard ) {
		$this->shard = \Closure::fromCallable( $shard );
	}

	/**
	 * The compiled data of the enabled rules among $rules: the head and the exact-match shards.
	 *
	 * @param iterable<array<string, mixed>> $rules Rules as Table::to_rule() gives them.
	 * @return array{head: array{shards: int, prefix: array<string, list<array{0: string, 1: array<int, mixed>}>>, regex: list<array{0: string, 1: array<int, array{0: string, 1: array<int, mixed>}>}>}, shards: array<int, array<string, array<int, mixed>>>}
	 */
	public static function compile( iterable $rules ): array {
		$exact  = array();
		$prefix = array();
		$regex  = array();
		foreach ( $rules as $rule ) {
			if ( empty( $rule['enabled'] ) ) {
				continue;
			}
			$compact = self::compact( $rule );
			if ( 'regex' === $rule['match'] ) {
				$regex[] = array( (string) $rule['source'], $compact );
				continue;
			}
			list( $path, $query ) = self::split( (string) $rule['source'] );
			if ( 'prefix' === $rule['match'] ) {
				$key                              = Paths::prefix_key( $path );
				$prefix[ substr( $key, 1, 3 ) ][] = array( $key, $compact );
				continue;
			}
			$key = Paths::exact_key( $path, $query );
			if ( ! isset( $exact[ $key ] ) ) { // The oldest rule for a key wins, as the validator refuses a second.
				$exact[ $key ] = $compact;
			}
		}
		foreach ( $prefix as $bucket => $entries ) {
			usort( $entries, static fn( $a, $b ) => array( strlen( $b[0] ), $a[1][0] ) <=> array( strlen( $a[0] ), $b[1][0] ) );
			$prefix[ $bucket ] = $entries;
		}
		$count  = array() === $exact ? 0 : min( self::MAX_SHARDS, max( 1, (int) ceil( count( $exact ) / self::SHARD_SIZE ) ) );
		$shards = array();
		foreach ( $exact as $key => $compact ) {
			$shards[ self::shard_of( (string) $key, $count ) ][ (string) $key ] = $compact;
		}
		return array(
			'head'   => array(
				'shards' => $count,
				'prefix' => $prefix,
				'regex'  => self::chunks( $regex ),
			),
			'shards' => $shards,
		);
	}

	/**
	 * The rule a request matches and the groups of a regex match.
	 *
	 * @param bool $regex Whether the regular expressions are tried too (false: exact and prefix rules only).
	 * @return array{rule: array{0: int, 1: string, 2: int, 3: bool}, groups: list<string>}|null
	 */
	public function match( string $path, string $query, bool $regex = true ): ?array {
		if ( $this->head['shards'] > 0 ) {
			foreach ( '' === $query ? array( '' ) : array( $query, '' ) as $with ) {
				$key    = Paths::exact_key( $path, $with );
				$number = self::shard_of( $key, $this->head['shards'] );

				$this->shards[ $number ] ??= (array) ( $this->shard )( $number );

				$shard = $this->shards[ $number ];
				if ( isset( $shard[ $key ] ) ) {
					return array(
						'rule'   => $shard[ $key ],
						'groups' => array(),
					);
				}
			}
		}
		if ( array() !== $this->head['prefix'] ) {
			$key = Paths::prefix_key( $path );
			for ( $length = 3; $length >= 1; $length-- ) {
				foreach ( $this->head['prefix'][ substr( $key, 1, $length ) ] ?? array() as $entry ) {
					if ( str_starts_with( $key, $entry[0] ) ) {
						return array(
							'rule'   => $entry[1],
							'groups' => array(),
						);
					}
				}
			}
		}
		if ( $regex && array() !== $this->head['regex'] ) {
			$subject = Paths::regex_subject( $path );
			foreach ( $this->head['regex'] as $chunk ) {
				$found = preg_match( $chunk[0], $subject, $mark );
				if ( 1 === $found && isset( $chunk[1][ (int) ( $mark['MARK'] ?? -1 ) ] ) ) {
					list( $source, $compact ) = $chunk[1][ (int) $mark['MARK'] ];
					preg_match( Regex_Guard::pattern( $source ), $subject, $groups );
					return array(
						'rule'   => $compact,
						'groups' => array_map( 'strval', $groups ),
					);
				}
				if ( false === $found ) {
					$one = self::one_by_one( $chunk, $subject );
					if ( null !== $one ) {
						return $one;
					}
				}
			}
		}
		return null;
	}

	/**
	 * Which of many addresses an exact or a prefix rule answers, as match() finds them without its
	 * regular expressions, in one loop with no call of ours per address (a sitemap page asks about up to
	 * 50,000): the exact key of Paths::exact_key() (the query's own first), then the prefix buckets.
	 *
	 * @param array<int|string, array{0: string, 1: string}> $addresses [ path, query ] by any key.
	 * @return array<int|string, true> The keys of those a rule answers.
	 */
	public function answered( array $addresses ): array {
		$found  = array();
		$count  = $this->head['shards'];
		$prefix = $this->head['prefix'];
		if ( 0 === $count && array() === $prefix ) {
			return $found;
		}
		$shards = $this->shards;
		foreach ( $addresses as $index => $address ) {
			// Paths::prefix_key(), and Paths::exact_key() of the path alone.
			$lower = strtolower( rawurldecode( $address[0] ) );
			if ( $count > 0 ) {
				$key = isset( $lower[1] ) ? rtrim( $lower, '/' ) : $lower;
				// The query's own rule first (an exact source with that query), as match() tries it.
				if ( '' !== $address[1] ) {
					$own    = Paths::exact_key( $address[0], $address[1] );
					$number = crc32( $own ) % $count;

					$shards[ $number ] ??= (array) ( $this->shard )( $number );
					if ( isset( $shards[ $number ][ $own ] ) ) {
						$found[ $index ] = true;
						continue;
					}
				}
				// The shard as shard_of() numbers it, read once.
				$number = crc32( $key ) % $count;

				$shards[ $number ] ??= (array) ( $this->shard )( $number );
				if ( isset( $shards[ $number ][ $key ] ) ) {
					$found[ $index ] = true;
					continue;
				}
			}
			if ( array() !== $prefix ) {
				for ( $length = 3; $length >= 1; $length-- ) {
					foreach ( $prefix[ substr( $lower, 1, $length ) ] ?? array() as $entry ) {
						if ( str_starts_with( $lower, $entry[0] ) ) {
							$found[ $index ] = true;
							continue 3;
						}
					}
				}
			}
		}
		$this->shards = $shards;
		return $found;
	}

	/**
	 * A chunk whose combined pattern PCRE gave up on (a backtracking or JIT stack limit on this path):
	 * its rules are tried one by one, in order, so the chunk keeps answering. Logged once a day where
	 * an object cache keeps the note, once a request otherwise; never a write on the page view.
	 *
	 * @param array{0: string, 1: array<int, array{0: string, 1: array<int, mixed>}>} $chunk
	 * @return array{rule: array{0: int, 1: string, 2: int, 3: bool}, groups: list<string>}|null
	 */
	private static function one_by_one( array $chunk, string $subject ): ?array {
		$error = preg_last_error_msg();
		if ( wp_cache_add( 'pcre-' . md5( $chunk[0] ), 1, Lookup_Store::GROUP, DAY_IN_SECONDS ) ) {
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- an operator's note that a chunk fell back, once.
			error_log( sprintf( 'Sightline SEO: a combined redirect pattern failed (%s); its %d rules were matched one by one.', $error, count( $chunk[1] ) ) );
		}
		foreach ( $chunk[1] as $entry ) {
			// phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a rule that fails alone too is skipped, the next one tried.
			if ( 1 === @preg_match( Regex_Guard::pattern( $entry[0] ), $subject, $groups ) ) {
				/** @var array{0: int, 1: string, 2: int, 3: bool} $compact */
				$compact = $entry[1];
				return array(
					'rule'   => $compact,
					'groups' => array_map( 'strval', $groups ),
				);
			}
		}
		return null;
	}

	/**
	 * What a page view needs of a rule: [ id, target, status, keep the query ].
	 *
	 * @param array<string, mixed> $rule
	 * @return array{0: int, 1: string, 2: int, 3: bool}
	 */
	private static function compact( array $rule ): array {
		return array( (int) $rule['id'], (string) $rule['target'], (int) $rule['status'], 'keep' === $rule['query'] );
	}

	/**
	 * @return array{0: string, 1: string} [ path, query ] of an exact or prefix source.
	 */
	private static function split( string $source ): array {
		$parts = explode( '?', $source, 2 );
		return array( $parts[0], $parts[1] ?? '' );
	}

	private static function shard_of( string $key, int $count ): int {
		return $count > 0 ? crc32( $key ) % $count : 0;
	}

	/**
	 * Combined patterns of up to 50 rules; a chunk that does not compile as one (never for a validated
	 * rule) falls back to one pattern per rule, so a bad rule cannot hide the others.
	 *
	 * @param list<array{0: string, 1: array<int, mixed>}> $regex
	 * @return list<array{0: string, 1: array<int, array{0: string, 1: array<int, mixed>}>}>
	 */
	private static function chunks( array $regex ): array {
		$chunks = array();
		foreach ( array_chunk( $regex, self::CHUNK ) as $group ) {
			$pattern = self::combine( $group );
			// phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a failure falls back below.
			if ( false !== @preg_match( $pattern, '' ) ) {
				$chunks[] = array( $pattern, $group );
				continue;
			}
			foreach ( $group as $entry ) {
				// phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a pattern that does not compile is left out.
				if ( false !== @preg_match( Regex_Guard::pattern( $entry[0] ), '' ) ) {
					$chunks[] = array( self::combine( array( $entry ) ), array( $entry ) );
				}
			}
		}
		return $chunks;
	}

	/**
	 * @param list<array{0: string, 1: array<int, mixed>}> $group
	 */
	public static function combine( array $group ): string {
		$alternatives = array();
		foreach ( $group as $index => $entry ) {
			$alternatives[] = '(?:' . $entry[0] . ')(*MARK:' . $index . ')';
		}
		return Regex_Guard::pattern( '(?:' . implode( '|', $alternatives ) . ')' );
	}
}
