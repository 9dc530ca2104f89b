<?php
/**
 * Keeps what a video provider's oEmbed answer says of a video when WordPress itself fetches it for a
 * post, for the VideoObject Embedded_Videos builds on the post's page without fetching anything.
 *
 * WordPress caches only the answer's HTML (post meta `_oembed_<key>`), and Vimeo's HTML names no
 * thumbnail, which Google requires of a video. The answer WordPress parsed holds it, with the title,
 * the upload date and the duration: `oembed_dataparse` hands it over. `oembed_ttl`, which WP_Embed
 * applies just before it reads its cache, names the post and the cache key, so the values are stored
 * beside WordPress's own cache, in the post meta `_sightline_oembed` (one row a video: the key of
 * WordPress's cache and the values), primed with the post on a page view like WordPress's.
 *
 * Nothing is fetched here and nothing is written unless WordPress fetched an answer.
 *
 * @package Sightline
 */

namespace Sightline\Structured_Data;

use Sightline\Hookable_Interface;

defined( 'ABSPATH' ) || exit;

/**
 * @phpstan-type Captured array{key: string, thumbnailUrl?: string, name?: string, uploadDate?: string, duration?: string}
 */
final class Oembed_Capture implements Hookable_Interface {

	public const META_KEY = '_sightline_oembed';

	/** @var array{url: string, post: int, key: string}|null The embed WP_Embed is about to read or fetch. */
	private ?array $embed = null;

	public function add_hooks(): void {
		add_filter( 'oembed_ttl', array( $this, 'note_embed' ), 10, 4 );
		add_filter( 'oembed_dataparse', array( $this, 'capture' ), 10, 3 );
	}

	/**
	 * Notes which post and cache key the embed WP_Embed is handling belongs to; the TTL passes unchanged.
	 *
	 * @param mixed $ttl
	 * @param mixed $url
	 * @param mixed $attr
	 * @param mixed $post_id
	 * @return mixed
	 */
	public function note_embed( $ttl, $url = '', $attr = array(), $post_id = 0 ) {
		$this->embed = is_string( $url ) && is_array( $attr ) && is_numeric( $post_id ) && (int) $post_id > 0
			? array(
				'url'  => $url,
				'post' => (int) $post_id,
				'key'  => self::cache_key( $url, $attr ),
			)
			: null;
		return $ttl;
	}

	/**
	 * Stores the video's values of an answer WordPress fetched for the embed noted last; the HTML passes
	 * unchanged.
	 *
	 * @param mixed $html The HTML WordPress made of the answer.
	 * @param mixed $data The answer.
	 * @param mixed $url  The embedded address.
	 * @return mixed
	 */
	public function capture( $html, $data = null, $url = '' ) {
		$embed = $this->embed;
		if ( null === $embed || $url !== $embed['url'] || ! is_object( $data ) || ! Embedded_Videos::is_video_url( $embed['url'] ) ) {
			return $html;
		}
		$values = self::values( get_object_vars( $data ) );
		if ( array() === $values ) {
			return $html;
		}
		$row = array( 'key' => $embed['key'] ) + $values;
		foreach ( get_post_meta( $embed['post'], self::META_KEY ) as $stored ) {
			if ( is_array( $stored ) && ( $stored['key'] ?? null ) === $embed['key'] ) {
				if ( $stored === $row ) {
					return $html;
				}
				delete_post_meta( $embed['post'], self::META_KEY, wp_slash( $stored ) );
			}
		}
		// A row a video: two videos fetched at once by two requests never overwrite each other.
		add_post_meta( $embed['post'], self::META_KEY, wp_slash( $row ) );
		return $html;
	}

	/**
	 * The values stored for the embed WordPress caches under `_oembed_<$key>` on the post, or an empty
	 * array (read from the post's primed meta).
	 *
	 * @return array{thumbnailUrl?: string, name?: string, uploadDate?: string, duration?: string}
	 */
	public static function stored( int $post_id, string $key ): array {
		$values = array();
		foreach ( get_post_meta( $post_id, self::META_KEY ) as $stored ) {
			if ( is_array( $stored ) && ( $stored['key'] ?? null ) === $key ) {
				$values = self::values( $stored );
			}
		}
		return $values;
	}

	/**
	 * The key WP_Embed caches an embed of $url with $attr under (after `_oembed_`).
	 *
	 * @param array<mixed> $attr
	 */
	public static function cache_key( string $url, array $attr ): string {
		return md5( $url . serialize( $attr ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- The key WP_Embed computes.
	}

	/**
	 * A video's values from an oEmbed answer's fields (thumbnail_url, title, upload_date, duration in
	 * seconds) or from a stored row: only well-formed ones.
	 *
	 * @param array<mixed> $fields
	 * @return array{thumbnailUrl?: string, name?: string, uploadDate?: string, duration?: string}
	 */
	private static function values( array $fields ): array {
		$values    = array();
		$thumbnail = $fields['thumbnail_url'] ?? $fields['thumbnailUrl'] ?? null;
		if ( is_string( $thumbnail ) && 1 === preg_match( '#^https://#i', $thumbnail ) ) {
			$values['thumbnailUrl'] = $thumbnail;
		}
		$name = $fields['title'] ?? $fields['name'] ?? null;
		if ( is_string( $name ) && '' !== trim( $name ) ) {
			$values['name'] = trim( $name );
		}
		$date = $fields['upload_date'] ?? $fields['uploadDate'] ?? null;
		if ( is_string( $date ) && null !== Time_Values::iso_date_time( $date ) ) {
			$values['uploadDate'] = (string) Time_Values::iso_date_time( $date );
		}
		$duration = $fields['duration'] ?? null;
		if ( is_numeric( $duration ) && (int) $duration > 0 ) {
			$duration = self::seconds_duration( (int) $duration );
		}
		if ( is_string( $duration ) && 1 === preg_match( '/^PT(?:\d+H)?(?:\d+M)?(?:\d+S)?$/', $duration ) && 'PT' !== $duration ) {
			$values['duration'] = $duration;
		}
		return $values;
	}

	/** Seconds as an ISO 8601 duration (PT1H2M3S). */
	private static function seconds_duration( int $seconds ): string {
		$hours   = intdiv( $seconds, 3600 );
		$minutes = intdiv( $seconds % 3600, 60 );
		$rest    = $seconds % 60;
		return 'PT' . ( $hours ? $hours . 'H' : '' ) . ( $minutes ? $minutes . 'M' : '' ) . ( $rest ? $rest . 'S' : '' );
	}
}
