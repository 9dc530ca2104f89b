<?php
/**
 * A small seeded random source for the generated-input tests: the same seed gives the same payloads on every
 * machine and PHP version (mt_rand's sequence is shared process state that other code reseeds, so it is not used).
 * xorshift64 over PHP's 64-bit integers (shifts and xor only: a multiplication would overflow into a float).
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Fuzz;

final class Seeded_Random {

	private int $state;

	public function __construct( int $seed ) {
		// Zero is the one state xorshift never leaves.
		$this->state = 0 === $seed ? 0x1E3779B97F4A7C15 : $seed;
	}

	/** A seed for one part of the run (a route, an ability), so adding a route leaves the others' payloads as they were. */
	public static function derive( int $seed, string $part ): int {
		return (int) hexdec( substr( hash( 'sha256', $seed . '|' . $part ), 0, 15 ) );
	}

	private function next(): int {
		$x  = $this->state;
		$x ^= ( $x >> 12 ) & 0x000FFFFFFFFFFFFF;
		$x ^= $x << 25;
		$x ^= ( $x >> 27 ) & 0x0000001FFFFFFFFF;
		$this->state = $x;
		return $x & PHP_INT_MAX;
	}

	/** An integer in [$min, $max]. */
	public function int( int $min, int $max ): int {
		if ( $max <= $min ) {
			return $min;
		}
		$span = $max - $min + 1;
		if ( ! is_int( $span ) || $span <= 0 ) { // Wider than an integer holds: any integer will do.
			return $this->next() - ( PHP_INT_MAX >> 1 );
		}
		return $min + $this->next() % $span;
	}

	public function chance( float $probability ): bool {
		return $this->int( 0, 999999 ) < (int) ( $probability * 1000000 );
	}

	/**
	 * @template T
	 * @param list<T> $items
	 * @return T
	 */
	public function pick( array $items ) {
		return $items[ $this->int( 0, count( $items ) - 1 ) ];
	}

	/** Printable text of $length characters, some of them outside ASCII and some markup. */
	public function text( int $length ): string {
		$alphabet = array( 'a', 'b', 'z', 'Q', '0', '7', ' ', '-', '_', '/', '.', 'é', 'ß', '日', '😀', '<', '>', '&', '"', "'" );
		$out      = '';
		for ( $i = 0; $i < $length; $i++ ) {
			$out .= $this->pick( $alphabet );
		}
		return $out;
	}
}
