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
			'wordpress-seo'    => array(
				'title'       => __( 'titles get WordPress\'s curly quotes and dashes, as WordPress\'s own titles do; Yoast SEO printed straight ones.', 'sightline-seo' ),
				'description' => __( 'the text of separate paragraphs is joined with a space in automatic descriptions; Yoast SEO glued the paragraphs together.', 'sightline-seo' ),
				'og:url'      => __( 'an author archive without posts still shares its address; Yoast SEO printed no og:url there. Search results share WordPress\'s own search address; Yoast SEO wrote the search terms unencoded.', 'sightline-seo' ),
				'og:image'    => __( 'on WordPress before 6.8 the author\'s avatar address carries an older kind of hash than the one Yoast SEO printed on 7.1 (the same picture).', 'sightline-seo' ),
				'not_found'   => __( '404 pages get no Open Graph or X tags: there is nothing to share.', 'sightline-seo' ),
			),
			'seo-by-rank-math' => array(
				'title'     => __( 'titles get WordPress\'s curly quotes and dashes, as WordPress\'s own titles do; Rank Math printed straight ones.', 'sightline-seo' ),
				'not_found' => __( '404 pages get no Open Graph or X tags: there is nothing to share.', 'sightline-seo' ),
			),
			'wp-seopress'      => array(
				'title'       => __( 'titles get WordPress\'s curly quotes and dashes, print no double space where a variable is empty and write the date of a date archive in words ("March 2026"); SEOPress printed straight quotes, kept the double space and printed "3 - 2026".', 'sightline-seo' ),
				'description' => __( 'automatic descriptions keep a space between paragraphs; SEOPress glued the paragraphs together. Date archives without a description share none; SEOPress shared the first post\'s excerpt.', 'sightline-seo' ),
				'og:url'      => __( 'search results share WordPress\'s own search address; SEOPress wrote the search terms unencoded and without the trailing slash.', 'sightline-seo' ),
				'og:type'     => __( 'archives, authors and search results are shared as "website" (authors as "profile"); SEOPress printed "object", which is not an Open Graph type.', 'sightline-seo' ),
				'not_found'   => __( '404 pages get no Open Graph or X tags: there is nothing to share.', 'sightline-seo' ),
			),
			'autodescription'  => array(
				'description'  => __( 'social networks get the search description; The SEO Framework wrote a longer automatic one for them.', 'sightline-seo' ),
				'twitter:card' => __( 'search results pages print an X card like every other page.', 'sightline-seo' ),
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
