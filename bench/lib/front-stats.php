<?php
/**
 * Summarises the raw figures of bench/front-bench.sh (one line per request: state page round side ms
 * queries memory files writes, tab-separated; warm-up rounds have a negative round number) into the
 * table the bench prints, and checks the targets of issue 15.
 *
 *   php bench/lib/front-stats.php RAW.tsv [--markdown]
 *
 * Added time is the median of the per-round differences (side − off, the two requests of one round
 * made one after the other), with a distribution-free 95% interval for that median from the sign test
 * (order statistics d(k) and d(n−k+1), k from the binomial(n, ½) distribution): no assumption about the
 * shape of the noise, which on a shared machine is far from normal.
 *
 * @package Sightline
 */

// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.Security.EscapeOutput
if ( 'cli' !== PHP_SAPI ) {
	exit;
}
$rows = array();
foreach ( file( $argv[1], FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES ) as $line ) {
	list( $state, $page, $round, $side, $ms, $queries, $memory, $files, $writes, $cpu ) = array_pad( explode( "\t", $line ), 11, '' );
	$cell = &$rows[ $state ][ $page ];
	$cell['writes'][ $side ] = max( $cell['writes'][ $side ] ?? 0, (int) $writes );
	if ( (int) $round < 0 ) {
		continue; // Warm-up: only its writes count.
	}
	$cell['ms'][ $side ][ (int) $round ]  = (float) $ms;
	$cell['cpu'][ $side ][ (int) $round ] = (float) $cpu;
	$cell['q'][ $side ][]                = (int) $queries;
	$cell['mem'][ $side ][]              = (int) $memory;
	$cell['files'][ $side ][]            = (int) $files;
	unset( $cell );
}

function sightline_median( array $values ): float {
	sort( $values );
	$n = count( $values );
	return $n ? ( $n % 2 ? $values[ intdiv( $n, 2 ) ] : ( $values[ $n / 2 - 1 ] + $values[ $n / 2 ] ) / 2 ) : NAN;
}

/** The sign-test 95% interval of the median of $values: [low, high], or null below 6 values. */
function sightline_sign_interval( array $values ): ?array {
	sort( $values );
	$n = count( $values );
	// Largest k with P(X <= k - 1) <= 0.025 for X ~ Binomial(n, 1/2), summed in logs (n may be large).
	$cdf = 0.0;
	$k   = 0;
	for ( $j = 0; $j < $n; $j++ ) {
		$log = lgamma_of( $n + 1 ) - lgamma_of( $j + 1 ) - lgamma_of( $n - $j + 1 ) - $n * log( 2 );
		$cdf += exp( $log );
		if ( $cdf > 0.025 ) {
			break;
		}
		$k = $j + 1;
	}
	return $k >= 1 ? array( $values[ $k - 1 ], $values[ $n - $k ] ) : null;
}

/** log(Γ(x)) for whole x (a sum of logs: exact enough and PHP has no lgamma). */
function lgamma_of( int $x ): float {
	static $cache = array( 1 => 0.0 );
	if ( ! isset( $cache[ $x ] ) ) {
		$sum = 0.0;
		for ( $i = 2; $i < $x; $i++ ) {
			$sum += log( $i );
		}
		$cache[ $x ] = $sum;
	}
	return $cache[ $x ];
}

/** Per-round differences side − base (off unless told; rounds where both answered). */
function sightline_paired( array $ms, string $side, string $base = 'off' ): array {
	$diffs = array();
	foreach ( $ms[ $side ] ?? array() as $round => $value ) {
		if ( isset( $ms[ $base ][ $round ] ) ) {
			$diffs[] = $value - $ms[ $base ][ $round ];
		}
	}
	return $diffs;
}

$markdown = in_array( '--markdown', $argv, true );
$has_tsf  = false;
foreach ( $rows as $pages ) {
	foreach ( $pages as $cell ) {
		$has_tsf = $has_tsf || isset( $cell['ms']['tsf'] );
	}
}
$fmt_ms = static function ( array $diffs, int $decimals = 2 ): string {
	if ( ! $diffs ) {
		return '-';
	}
	$ci  = sightline_sign_interval( $diffs );
	$num = '%+.' . $decimals . 'f';
	return sprintf( $num, sightline_median( $diffs ) ) . ( $ci ? sprintf( " [$num, $num]", $ci[0], $ci[1] ) : '' );
};

if ( $markdown ) {
	echo "| state | page | Sightline added ms [95%] | TSF added ms [95%] | Sightline CPU ms | TSF CPU ms | queries off→on (TSF) | memory (TSF) | files (TSF) | writes |\n|---|---|---|---|---|---|---|---|---|---|\n";
} else {
	printf( "%-10s %-9s %6s %8s  %-24s %-24s %-24s %-24s %-11s %-8s %-9s %-9s %-9s %-6s %s\n", 'state', 'page', 'rounds', 'off ms', 'Sightline added ms [95%]', 'TSF added ms [95%]', 'Sightline CPU ms [95%]', 'TSF CPU ms [95%]', 'queries', 'TSF q', 'memory', 'TSF mem', 'files', 'TSF', 'writes targets' );
}
$misses = array();
foreach ( $rows as $state => $pages ) {
	foreach ( $pages as $page => $cell ) {
		$ms      = $cell['ms'];
		$on      = sightline_paired( $ms, 'on' );
		$tsf     = sightline_paired( $ms, 'tsf' );
		$q_off   = (int) sightline_median( $cell['q']['off'] );
		$q_on    = (int) sightline_median( $cell['q']['on'] );
		$q_tsf   = isset( $cell['q']['tsf'] ) ? (int) sightline_median( $cell['q']['tsf'] ) : null;
		$mem     = ( sightline_median( $cell['mem']['on'] ) - sightline_median( $cell['mem']['off'] ) ) / 1024;
		$files   = (int) ( sightline_median( $cell['files']['on'] ) - sightline_median( $cell['files']['off'] ) );
		$t_mem   = isset( $cell['mem']['tsf'] ) ? sprintf( '%+.0f KB', ( sightline_median( $cell['mem']['tsf'] ) - sightline_median( $cell['mem']['off'] ) ) / 1024 ) : '-';
		$t_files = isset( $cell['files']['tsf'] ) ? sprintf( '%+d', sightline_median( $cell['files']['tsf'] ) - sightline_median( $cell['files']['off'] ) ) : '-';
		$added   = sightline_median( $on );
		$tsf_add = $tsf ? sightline_median( $tsf ) : null;
		$checks  = array(
			'+0 queries'   => $q_on <= $q_off,
			'no write'     => 0 === $cell['writes']['on'],
			'< 1.5 ms'     => $added < 1.5,
		);
		if ( null !== $tsf_add ) {
			$checks['<= half of TSF'] = $added <= max( 0.0, $tsf_add ) / 2;
		}
		$missed = array_keys( array_filter( $checks, static fn( $ok ) => ! $ok ) );
		foreach ( $missed as $miss ) {
			$misses[] = "{$state}/{$page}: {$miss}";
		}
		if ( $markdown ) {
			printf(
				"| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n",
				$state,
				$page,
				$fmt_ms( $on ),
				$fmt_ms( $tsf ),
				$fmt_ms( sightline_paired( $cell['cpu'], 'on' ) ),
				$fmt_ms( sightline_paired( $cell['cpu'], 'tsf' ) ),
				sprintf( '%d→%d (%+d)', $q_off, $q_on, $q_on - $q_off ) . ( null === $q_tsf ? '' : sprintf( ' (%+d)', $q_tsf - $q_off ) ),
				sprintf( '%+.0f KB (%s)', $mem, $t_mem ),
				sprintf( '%+d (%s)', $files, $t_files ),
				(string) $cell['writes']['on']
			);
			continue;
		}
		printf(
			"%-10s %-9s %6d %8.2f  %-24s %-24s %-24s %-24s %-11s %-8s %-9s %-9s %-9s %-6s %-6s %s\n",
			$state,
			$page,
			count( $on ),
			sightline_median( $ms['off'] ),
			$fmt_ms( $on ),
			$fmt_ms( $tsf ),
			$fmt_ms( sightline_paired( $cell['cpu'], 'on' ) ),
			$fmt_ms( sightline_paired( $cell['cpu'], 'tsf' ) ),
			sprintf( '%d→%d (%+d)', $q_off, $q_on, $q_on - $q_off ),
			null === $q_tsf ? '-' : sprintf( '%+d', $q_tsf - $q_off ),
			sprintf( '%+.0f KB', $mem ),
			$t_mem,
			sprintf( '%+d', $files ),
			$t_files,
			(string) $cell['writes']['on'],
			$missed ? 'MISS: ' . implode( ', ', $missed ) : 'met'
		);
	}
}


echo "\nAdded ms: median of per-round differences (side minus plugin off, same round) of server (wall) time, 95% interval from the sign test;\n";
echo "CPU ms: the same for the CPU time the PHP process used (user + system). Targets read the wall-time medians.\n";
echo "Queries off→on (TSF q: The SEO Framework minus off); memory and files: side minus off (medians of peak memory and included files);\n";
echo "writes: most database writes in one Sightline request, warm-up included.\n";
if ( ! $has_tsf ) {
	echo "The SEO Framework was not in this run (no --tsf PATH): the half-of-TSF target was not checked.\n";
}
echo $misses ? 'Targets missed: ' . count( $misses ) . "\n  " . implode( "\n  ", $misses ) . "\n" : "Every target met.\n";
