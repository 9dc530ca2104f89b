<?php
/**
 * Addresses generated from a rule's regular expression, so rules can be judged on concrete input:
 *
 * - samples(): paths the expression matches (one per top-level alternative, each checked with the real
 *   pattern), followed like requests to find loops that comparing targets as text cannot see
 *   (^/a/(\d+)$ → /b/$1 and ^/b/(\d+)$ → /a/$1 send /a/1 to /b/1 and back);
 * - attacks(): the classic input that makes a backtracking engine blow up, built from the expression
 *   itself rather than a fixed list: the part before a repeated piece, that piece (alone, and with
 *   what follows it) pumped to a few thousand characters, then an ending that makes the match fail.
 *
 * The parser reads the subset Regex_Guard lets through (groups, non-capturing and look-around groups,
 * inline options, classes, escapes, alternation, quantifiers); anything it does not know is read as a
 * literal, which at worst gives a sample the real pattern then rejects.
 *
 * @package Sightline
 */

namespace Sightline\Redirects;

defined( 'ABSPATH' ) || exit;

final class Regex_Samples {

	/** About how long an attack string is: long enough to blow up a bad pattern, short enough to be quick on a sane one. */
	private const ATTACK_LENGTH = 800;

	/** Endings that make a pumped subject fail: punctuation, a decoded %0a pair (. and $ stop at line breaks), a NUL. */
	private const ENDINGS = array( '!', '~', "\n\n", "\0", '' );

	/**
	 * Paths the expression matches, at most one per top-level alternative.
	 *
	 * @return list<string>
	 */
	public static function samples( string $regex ): array {
		$tree    = self::parse( $regex );
		$pattern = Regex_Guard::pattern( $regex );
		$found   = array();
		foreach ( array_keys( $tree['alts'] ) as $alt ) {
			$text = self::render( $tree, null, 1, $alt );
			foreach ( array( $text, '/' . ltrim( $text, '/' ), '/' . $text ) as $candidate ) {
				// phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a pattern that fails here simply gives no sample.
				if ( str_starts_with( $candidate, '/' ) && 1 === @preg_match( $pattern, $candidate ) ) {
					$found[ $candidate ] = true;
					break;
				}
			}
		}
		return array_keys( $found );
	}

	/**
	 * Subjects meant to make the expression backtrack as much as it can.
	 *
	 * @return list<string>
	 */
	public static function attacks( string $regex ): array {
		$tree    = self::parse( $regex );
		$attacks = array();
		foreach ( self::quantifiers( $tree ) as $quantifier ) {
			$pumps = array( self::render( $quantifier['node'], null, 1 ) );
			foreach ( array( true, false ) as $with_rest ) {
				$pump = $with_rest ? self::render( $tree, $quantifier, 1, null, true ) : $pumps[0];
				if ( '' === $pump ) {
					continue;
				}
				$times  = max( 2, (int) ceil( self::ATTACK_LENGTH / strlen( $pump ) ) );
				$before = self::render( $tree, $quantifier, 0 );
				foreach ( self::ENDINGS as $ending ) {
					$attacks[ $before . str_repeat( $pump, $times ) . $ending ] = true;
				}
			}
		}
		return array_keys( $attacks );
	}

	/**
	 * The tree of an expression: a group node is array{type: 'group', alts: list<list<array>>, zero: bool};
	 * other nodes are literal text, a one-character sample ('char'), an anchor, or a quantifier over a node.
	 *
	 * @return array<string, mixed>
	 */
	public static function parse( string $regex ): array {
		$at = 0;
		return self::group( $regex, $at, false );
	}

	/**
	 * @return array<string, mixed>
	 */
	private static function group( string $regex, int &$at, bool $zero ): array {
		$alts    = array( array() );
		$current = 0;
		$length  = strlen( $regex );
		while ( $at < $length ) {
			$char = $regex[ $at ];
			if ( ')' === $char ) {
				++$at;
				break;
			}
			if ( '|' === $char ) {
				++$at;
				$alts[] = array();
				++$current;
				continue;
			}
			$node = self::atom( $regex, $at );
			if ( null === $node ) {
				continue;
			}
			$quantified         = self::quantifier( $regex, $at, $node );
			$alts[ $current ][] = $quantified;
		}
		return array(
			'type' => 'group',
			'alts' => $alts,
			'zero' => $zero,
		);
	}

	/**
	 * One atom at $at (moved past it); null for something that matches nothing (an inline option).
	 *
	 * @return array<string, mixed>|null
	 */
	private static function atom( string $regex, int &$at ): ?array {
		$char = $regex[ $at ];
		if ( '(' === $char ) {
			++$at;
			$zero = false;
			if ( '?' === ( $regex[ $at ] ?? '' ) ) {
				if ( preg_match( '/\G\?(<=|<!|=|!)/', $regex, $m, 0, $at ) ) {
					$zero = true;
					$at  += strlen( $m[0] );
				} elseif ( preg_match( '/\G\?[a-zA-Z-]*\)/', $regex, $m, 0, $at ) ) {
					$at += strlen( $m[0] ); // An inline option such as (?i): matches nothing.
					return null;
				} elseif ( preg_match( '/\G\?[a-zA-Z-]*[:|>]/', $regex, $m, 0, $at ) ) {
					$at += strlen( $m[0] );
				}
			}
			return self::group( $regex, $at, $zero );
		}
		if ( '[' === $char ) {
			$end   = min( Regex_Guard::class_end( $regex, $at ), strlen( $regex ) - 1 );
			$class = substr( $regex, $at, $end - $at + 1 );
			$at    = $end + 1;
			return self::char( self::class_sample( $class ) );
		}
		if ( '\\' === $char ) {
			$next = $regex[ $at + 1 ] ?? '';
			$at  += 2;
			$map  = array(
				'd' => '1',
				'D' => 'a',
				'w' => 'a',
				'W' => '-',
				's' => ' ',
				'S' => 'a',
				'h' => ' ',
				'H' => 'a',
				'v' => "\n",
				'V' => 'a',
				'n' => "\n",
				't' => "\t",
				'R' => "\n",
				'N' => 'a',
			);
			if ( isset( $map[ $next ] ) ) {
				return self::char( $map[ $next ] );
			}
			if ( in_array( $next, array( 'b', 'B', 'A', 'z', 'Z', 'G' ), true ) ) {
				return array( 'type' => 'anchor' );
			}
			return self::char( $next );
		}
		++$at;
		if ( '^' === $char || '$' === $char ) {
			return array( 'type' => 'anchor' );
		}
		return self::char( '.' === $char ? 'a' : $char );
	}

	/**
	 * @param array<string, mixed> $node
	 * @return array<string, mixed>
	 */
	private static function quantifier( string $regex, int &$at, array $node ): array {
		if ( ! preg_match( '/\G(?:([*+?])|\{(\d+)(?:(,)(\d*))?\})([?+]?)/', $regex, $m, 0, $at ) ) {
			return $node;
		}
		$at += strlen( $m[0] );
		if ( '' !== $m[1] ) {
			$min = '+' === $m[1] ? 1 : 0;
			$max = '?' === $m[1] ? 1 : -1;
		} else {
			$min = (int) $m[2];
			$max = '' === $m[3] ? $min : ( '' === $m[4] ? -1 : (int) $m[4] );
		}
		return array(
			'type' => 'repeat',
			'node' => $node,
			'min'  => $min,
			'max'  => $max,
		);
	}

	/**
	 * @return array{type: string, text: string}
	 */
	private static function char( string $text ): array {
		return array(
			'type' => 'char',
			'text' => $text,
		);
	}

	/**
	 * Every quantifier that can repeat more than once, with the path of nodes down to it.
	 *
	 * @param array<string, mixed> $node
	 * @return list<array<string, mixed>>
	 */
	private static function quantifiers( array $node ): array {
		$found = array();
		if ( 'repeat' === $node['type'] ) {
			if ( -1 === $node['max'] || $node['max'] > 1 ) {
				$found[] = $node;
			}
			return array_merge( $found, self::quantifiers( $node['node'] ) );
		}
		if ( 'group' === $node['type'] ) {
			foreach ( $node['alts'] as $alt ) {
				foreach ( $alt as $child ) {
					$found = array_merge( $found, self::quantifiers( $child ) );
				}
			}
		}
		return $found;
	}

	/**
	 * A string the node matches. With $focus, the text stops at that quantifier ($stop = 0: what comes
	 * before it) or, with $from_focus, starts at it (its body once and what follows, the piece to pump).
	 * $alt picks the top group's alternative.
	 *
	 * @param array<string, mixed>      $node
	 * @param array<string, mixed>|null $focus
	 */
	private static function render( array $node, ?array $focus, int $stop, ?int $alt = null, bool $from_focus = false ): string {
		$state = array(
			'out'    => '',
			'done'   => false,
			'inside' => ! $from_focus,
		);
		self::walk( $node, $focus, $stop, $alt, $state );
		return $state['out'];
	}

	/**
	 * @param array<string, mixed>                         $node
	 * @param array<string, mixed>|null                    $focus
	 * @param array{out: string, done: bool, inside: bool} $state
	 */
	private static function walk( array $node, ?array $focus, int $stop, ?int $alt, array &$state ): void {
		if ( $state['done'] ) {
			return;
		}
		if ( null !== $focus && $node === $focus ) {
			if ( $state['inside'] && 0 === $stop ) {
				$state['done'] = true;
				return;
			}
			$state['inside'] = true;
			self::walk( $node['node'], null, 1, null, $state );
			return;
		}
		switch ( $node['type'] ) {
			case 'char':
				if ( $state['inside'] ) {
					$state['out'] .= $node['text'];
				}
				return;
			case 'repeat':
				$times = max( 1, $node['min'] );
				if ( 0 === $node['max'] ) {
					return;
				}
				for ( $i = 0; $i < $times && ! $state['done']; $i++ ) {
					self::walk( $node['node'], $focus, $stop, null, $state );
				}
				return;
			case 'group':
				if ( $node['zero'] ) {
					return;
				}
				$pick = $alt ?? self::alternative( $node, $focus );
				foreach ( $node['alts'][ $pick ] ?? array() as $child ) {
					self::walk( $child, $focus, $stop, null, $state );
				}
				return;
		}
	}

	/**
	 * The alternative holding $focus, or the first one.
	 *
	 * @param array<string, mixed>      $group
	 * @param array<string, mixed>|null $focus
	 */
	private static function alternative( array $group, ?array $focus ): int {
		if ( null !== $focus ) {
			foreach ( $group['alts'] as $index => $alt ) {
				if ( self::holds(
					array(
						'type' => 'group',
						'alts' => array( $alt ),
						'zero' => false,
					),
					$focus
				) ) {
					return $index;
				}
			}
		}
		return 0;
	}

	/**
	 * @param array<string, mixed> $node
	 * @param array<string, mixed> $focus
	 */
	private static function holds( array $node, array $focus ): bool {
		if ( $node === $focus ) {
			return true;
		}
		if ( 'repeat' === $node['type'] ) {
			return self::holds( $node['node'], $focus );
		}
		if ( 'group' === $node['type'] ) {
			foreach ( $node['alts'] as $alt ) {
				foreach ( $alt as $child ) {
					if ( self::holds( $child, $focus ) ) {
						return true;
					}
				}
			}
		}
		return false;
	}

	/** One character the class matches (checked against the class itself). */
	private static function class_sample( string $class ): string {
		$inner = substr( $class, 1, -1 );
		$tries = array();
		if ( ! str_starts_with( $inner, '^' ) ) {
			$first = $inner[0] ?? 'a';
			if ( '\\' === $first ) {
				$map     = array(
					'd' => '1',
					'w' => 'a',
					's' => ' ',
				);
				$tries[] = $map[ $inner[1] ?? '' ] ?? ( $inner[1] ?? 'a' );
			} else {
				$tries[] = $first;
			}
		}
		foreach ( array_merge( $tries, str_split( 'a1-_/.zA ' ) ) as $try ) {
			// phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a class that does not compile alone gives the first try.
			if ( 1 === @preg_match( Regex_Guard::pattern( $class ), $try ) ) {
				return $try;
			}
		}
		return $tries[0] ?? 'a';
	}
}
