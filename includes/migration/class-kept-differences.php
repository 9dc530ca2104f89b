<?php
/**
 * Where the head Sightline SEO prints after a migration knowingly differs from what the source plugin
 * printed (measured by tests/php/Migration/ParityTest.php on fixtures captured from the real plugins).
 * Each difference is kept because ours is the better page for visitors and crawlers, or because
 * Sightline SEO has no equivalent setting; the migration summary lists them under "Settings that may not
 * be migrated completely", and README.md ("Migration parity") gives the figures.
 *
 * @package Sightline
 */

namespace Sightline\Migration;

defined( 'ABSPATH' ) || exit;

final class Kept_Differences {

	/**
	 * Report entries (field, value = what differs and why, reason 'kept_difference') for a source.
	 *
	 * @return list<array{field: string, value: string, reason: string}>
	 */
	public static function for_source( string $slug ): array {
		$by_source = array(
			'wordpress-seo'       => array(
				'og:url' => __( 'search results share WordPress\'s own search address; Yoast SEO wrote the search terms unencoded.', 'sightline-seo' ),
			),
			'seo-by-rank-math'    => array(
				'description' => __( 'descriptions print no double space where Rank Math left one (where it removed a tag); search engines and social networks read runs of spaces as one.', 'sightline-seo' ),
			),
			'wp-seopress'         => array(
				'description' => __( 'Open Graph and X descriptions print no space at their end where SEOPress left one (a template ending on an empty variable).', 'sightline-seo' ),
				'og:url'      => __( 'search results share WordPress\'s own search address; SEOPress wrote the search terms unencoded and without the trailing slash.', 'sightline-seo' ),
			),
			'all-in-one-seo-pack' => array(
				'canonical' => __( 'a page marked noindex without a canonical written for it prints none, as a canonical would ask search engines to index it; All in One SEO printed its own address.', 'sightline-seo' ),
				'robots'    => __( 'All in One SEO showed robots rules per content type but printed its global rules on every page: the migration carries what it printed, so set those rules again if you want them.', 'sightline-seo' ),
			),
			'slim-seo'            => array(
				'og:url'    => __( 'later pages of date archives and search results share no og:url, as their first pages; Slim SEO printed the page number alone there as a relative address ("/page/2/"), which names no page of the site.', 'sightline-seo' ),
				'not_found' => __( 'a later page of search results past the last one (a 404) shares no og:url; Slim SEO printed the relative "/page/2/" there.', 'sightline-seo' ),
			),
		);
		$out       = array();
		foreach ( $by_source[ $slug ] ?? array() as $field => $text ) {
			$out[] = array(
				'field'  => $field,
				'value'  => $text,
				'reason' => 'kept_difference',
			);
		}
		return $out;
	}
}
