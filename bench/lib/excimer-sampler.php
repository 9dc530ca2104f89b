<?php
/**
 * Plugin Name: Sightline bench sampler
 * Description: Installed by bench/front-profile.sh --sampler only, on a bench site: samples the request's
 * call stack with Excimer (a sampling profiler: unlike Xdebug it does not slow every call, so the
 * shares it reports are the real ones) and appends the collapsed stacks to SIGHTLINE_SAMPLER_OUT.
 *
 * @package Sightline
 */

// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.Security -- a bench site's probe, never shipped.

if ( ! class_exists( 'ExcimerProfiler' ) || empty( $_SERVER['HTTP_X_SIGHTLINE_SAMPLE'] ) ) {
	return;
}
// The folder is named by the request (off or on) so each side's samples stay apart.
$sightline_sampler_side = preg_replace( '/[^a-z]/', '', (string) $_SERVER['HTTP_X_SIGHTLINE_SAMPLE'] );
$sightline_sampler      = new ExcimerProfiler();
$sightline_sampler->setPeriod( 0.00002 ); // 20 µs: about 100 samples on a 2 ms plugin share.
// Wall-clock time, not CPU time: Linux checks CPU-time timers only at its scheduler tick (1 to 4 ms),
// so a 20 µs CPU timer fires in bursts of up to 200 samples given to one stack; the monotonic clock's
// high-resolution timer fires every 20 µs. The bench server runs one request at a time on an otherwise
// quiet machine, where a PHP request's wall time is its CPU time but for the database's answers.
$sightline_sampler->setEventType( EXCIMER_REAL );
$sightline_sampler->start();
register_shutdown_function(
	static function () use ( $sightline_sampler, $sightline_sampler_side ): void {
		$sightline_sampler->stop();
		$file = __DIR__ . '/../sampler-' . $sightline_sampler_side . '.txt';
		file_put_contents( $file, $sightline_sampler->getLog()->formatCollapsed(), FILE_APPEND | LOCK_EX );
	}
);
