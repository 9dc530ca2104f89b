<?php
/**
 * Reads the phase times bench/lib/phase-probe.php wrote (one JSON line per request, sides in the same
 * rounds) and prints, per phase of a page view, the median of the per-round differences side minus
 * plugin off: the time each side adds in that phase, and in total up to the end of wp_head and of output.
 *
 *   php phase-medians.php DIR off on [tsf]
 *
 * @package Sightline
 */

// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.WP.GlobalVariablesOverride, WordPress.NamingConventions.PrefixAllGlobals -- a bench script, never shipped.

$dir   = $argv[1] ?? '';
$sides = array_slice( $argv, 2 );
if ( '' === $dir || count( $sides ) < 2 ) {
	fwrite( STDERR, "usage: php phase-medians.php DIR off on [tsf]\n" );
	exit( 2 );
}
$rows = array();
foreach ( $sides as $side ) {
	$lines = file( "{$dir}/phases-{$side}.jsonl", FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES );
	if ( ! $lines ) {
		fwrite( STDERR, "no phases for side {$side} in {$dir}\n" );
		exit( 1 );
	}
	$rows[ $side ] = array_map( static fn( string $line ): array => (array) json_decode( $line, true ), $lines );
}
$rounds = min( array_map( 'count', $rows ) );
$median = static function ( array $values ): float {
	sort( $values );
	$n = count( $values );
	return $n ? ( $n % 2 ? $values[ intdiv( $n, 2 ) ] : ( $values[ $n / 2 - 1 ] + $values[ $n / 2 ] ) / 2 ) : 0.0;
};
// Phase = from the previous mark to this one; a mark a request never reached counts as the previous one.
$marks  = array( 'plugins_loaded', 'setup_theme', 'after_setup_theme', 'init', 'wp_loaded', 'parse_request', 'wp', 'template_redirect', 'template_include', 'wp_head', 'wp_head_end', 'wp_footer', 'output_end' );
$off    = $sides[0];
$others = array_slice( $sides, 1 );
printf( "%-20s %10s%s\n", 'phase (up to)', $off . ' ms', implode( '', array_map( static fn( $s ) => sprintf( '%14s', "{$s} - {$off}" ), $others ) ) );
$at = static function ( array $row, int $index ) use ( $marks ): float {
	for ( $i = $index; $i >= 0; $i-- ) {
		if ( isset( $row[ $marks[ $i ] ] ) ) {
			return (float) $row[ $marks[ $i ] ];
		}
	}
	return 0.0;
};
foreach ( $marks as $index => $mark ) {
	$span = static fn( array $row ): float => $at( $row, $index ) - ( $index > 0 ? $at( $row, $index - 1 ) : 0.0 );
	$line = sprintf( '%-20s %10.3f', $mark, $median( array_map( $span, array_slice( $rows[ $off ], 0, $rounds ) ) ) );
	foreach ( $others as $side ) {
		$differences = array();
		for ( $r = 0; $r < $rounds; $r++ ) {
			$differences[] = $span( $rows[ $side ][ $r ] ) - $span( $rows[ $off ][ $r ] );
		}
		$line .= sprintf( '%+14.3f', $median( $differences ) );
	}
	echo $line, "\n";
}
foreach ( array( 'wp_head_end', 'output_end' ) as $mark ) {
	$line = sprintf( '%-20s %10s', "total to {$mark}", '' );
	foreach ( $others as $side ) {
		$differences = array();
		for ( $r = 0; $r < $rounds; $r++ ) {
			$differences[] = $at( $rows[ $side ][ $r ], array_search( $mark, $marks, true ) ) - $at( $rows[ $off ][ $r ], array_search( $mark, $marks, true ) );
		}
		$line .= sprintf( '%+14.3f', $median( $differences ) );
	}
	echo $line, "\n";
}
echo "{$rounds} rounds; each figure is the median of the per-round differences (same round, side minus {$off}).\n";
