<?php
/**
 * Length limits (title, description, URL, social title and description) shared with TypeScript through
 * limits.json; counters and previews show them, input is never cut to them. Filterable so a site can
 * override them; the editor and settings app receive the filtered values from the page.
 *
 * @package Sightline
 */

namespace Sightline\Settings;

defined( 'ABSPATH' ) || exit;

final class Limits {

	/**
	 * @return array{title:int, description:int, url:int, social_title:int, social_description:int}
	 */
	public static function all(): array {
		$limits = array_filter( Schema::load( 'limits' ), 'is_int' );
		/**
		 * Filters the title, description, URL and social preview length limits.
		 *
		 * @param array<string, int> $limits
		 */
		$filtered = apply_filters( 'sightline_length_limits', $limits );
		return array_map( 'absint', array_intersect_key( is_array( $filtered ) ? $filtered : array(), $limits ) + $limits );
	}

	public static function get( string $name ): int {
		return self::all()[ $name ] ?? 0;
	}
}
