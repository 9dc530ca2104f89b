<?php
/**
 * Preloads REST responses into @wordpress/api-fetch so a screen's first store resolvers are answered
 * without a round trip (the way the block editor preloads its data).
 *
 * @package Sightline
 */

namespace Sightline\Admin;

defined( 'ABSPATH' ) || exit;

final class Preload {

	/**
	 * Adds a preloading middleware for the given paths (e.g. '/sightline/v1/admin/global-settings').
	 *
	 * @param list<string|array{0:string,1:string}> $paths Paths, or [path, method] pairs.
	 */
	public static function paths( array $paths ): void {
		$data = array_reduce( $paths, 'rest_preload_api_request', array() );
		wp_add_inline_script(
			'wp-api-fetch',
			sprintf( 'wp.apiFetch.use( wp.apiFetch.createPreloadingMiddleware( %s ) );', wp_json_encode( $data ) ),
			'after'
		);
	}
}
