<?php
/**
 * This request's cached copy of one option, dropped so that the next get_option() reads the row: for a
 * value another request (or a write behind the options API) may have changed since this one read it.
 * Both of WordPress's caches go: the option's own entry and its place in the list of missing options.
 *
 * @package Sightline
 */

namespace Sightline\Db;

defined( 'ABSPATH' ) || exit;

final class Option_Cache {

	public static function forget( string $option ): void {
		wp_cache_delete( $option, 'options' );
		$notoptions = wp_cache_get( 'notoptions', 'options' );
		if ( is_array( $notoptions ) && isset( $notoptions[ $option ] ) ) {
			unset( $notoptions[ $option ] );
			wp_cache_set( 'notoptions', $notoptions, 'options' );
		}
	}
}
