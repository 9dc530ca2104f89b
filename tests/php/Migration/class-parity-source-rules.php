<?php
/**
 * Differences kept on purpose that belong to one source, each a narrow rule: it names one thing ours
 * does differently from what that source printed and accepts nothing else. Rules run right after the
 * URL was rendered, so WordPress's conditionals (is_date(), is_paged() …) describe the page compared.
 * Each is also named in the migration summary (Kept_Differences) and in the fixture's README.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Migration;

use Sightline\Plugin;
use Sightline\Settings\Settings;

final class Parity_Source_Rules {

	public const ARCHIVE_SOCIAL = 'term, author and date archives and search results print Open Graph and X tags, so a shared link to them shows a card; All in One SEO printed none there';

	public const PAGED_ROBOTS = 'page 2 and later of an archive stay indexable and followed, as Google advises for paginated lists; All in One SEO noindexed and nofollowed them';

	public const OWN_IMAGE = 'a post with a featured image (or an image in its content) shares that image; All in One SEO, with its image source "Default Image", shared the default image on every post';

	public const MONTH_COMMA = 'a month archive\'s date is written as WordPress writes it ("March 2026"); All in One SEO put a comma between month and year ("March, 2026")';

	/**
	 * The rules of a source: each gets (field, what the source printed, what we print, the source's
	 * whole head) and answers the reason, or null.
	 *
	 * @return list<callable(string, ?string, ?string, array<string, mixed>): ?string>
	 */
	public static function for_source( string $slug ): array {
		if ( 'all-in-one-seo-pack' !== $slug ) {
			return array();
		}
		return array(
			static function ( string $field, ?string $source, ?string $ours, array $head ): ?string {
				$social  = str_starts_with( $field, 'og:' ) || str_starts_with( $field, 'twitter:' );
				$archive = is_category() || is_tag() || is_tax() || is_author() || is_date() || is_search();
				return $social && $archive && null === $source && null !== $ours && null === ( $head['og:title'] ?? null ) && null === ( $head['og:type'] ?? null ) ? self::ARCHIVE_SOCIAL : null;
			},
			static function ( string $field, ?string $source, ?string $ours ): ?string {
				return 'robots' === $field && is_paged() && ! is_singular() && 'noindex, nofollow' === $source && 'index, follow' === $ours ? self::PAGED_ROBOTS : null;
			},
			static function ( string $field, ?string $source, ?string $ours ): ?string {
				if ( ! in_array( $field, array( 'og:image', 'twitter:image' ), true ) || ! is_singular() || null === $source || null === $ours ) {
					return null;
				}
				$post     = get_queried_object();
				$fallback = (string) Plugin::get( Settings::class )->get( 'fallback_image' );
				$own      = $post instanceof \WP_Post && ( get_the_post_thumbnail_url( $post, 'full' ) === $ours || str_contains( (string) $post->post_content, $ours ) );
				return $source === $fallback && $own ? self::OWN_IMAGE : null;
			},
			static function ( string $field, ?string $source, ?string $ours ): ?string {
				return is_month() && null !== $source && preg_replace( '/(\p{L}+), (\d{4})/u', '$1 $2', $source ) === $ours ? self::MONTH_COMMA : null;
			},
		);
	}
}
