<?php
/**
 * Sends the queued URLs to IndexNow, in the background: run by a WP-Cron single event
 * (Change_Watcher schedules it), never while a post is saved or a page is viewed.
 *
 * One POST of JSON {host, key, keyLocation, urlList} per 10,000 URLs (IndexNow's limit) to
 * api.indexnow.org, which shares each submission with every participating search engine. The call
 * fails fast: a short timeout, no redirects, and the first failed batch ends the run. The outcome is
 * kept in Last_Result; a failed batch is not retried (IndexNow is a hint; engines crawl anyway).
 *
 * @package Sightline
 */

namespace Sightline\Indexnow;

use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Submitter {

	public const ENDPOINT = 'https://api.indexnow.org/indexnow';

	/** Seconds before the call counts as failed. */
	public const TIMEOUT = 5;

	/** URLs per request, IndexNow's maximum. */
	public const BATCH = 10000;

	public function __construct( private Settings $settings, private Key $key, private Queue $queue, private Last_Result $last ) {}

	/**
	 * Takes everything queued and sends it; with IndexNow off (or the site hidden from search engines)
	 * the queue is dropped and nothing is sent.
	 */
	public function send_queued(): void {
		$urls = $this->queue->take();
		if ( ! $urls || ! $this->settings->get( 'enable_indexnow' ) || '0' === (string) get_option( 'blog_public' ) ) {
			return;
		}
		$host = (string) wp_parse_url( home_url( '/' ), PHP_URL_HOST );
		// IndexNow refuses a list with another host's URLs (422): keep only this site's.
		$urls = array_values( array_filter( $urls, static fn( string $url ) => wp_parse_url( $url, PHP_URL_HOST ) === $host ) );
		if ( ! $urls ) {
			return;
		}
		$key = $this->key->ensure();
		foreach ( array_chunk( $urls, self::BATCH ) as $batch ) {
			if ( ! $this->submit( $host, $key, $batch ) ) {
				return;
			}
		}
	}

	/**
	 * One submission; records its outcome and tells whether IndexNow accepted it.
	 *
	 * @param list<string> $urls
	 */
	public function submit( string $host, string $key, array $urls ): bool {
		$response = wp_safe_remote_post(
			self::ENDPOINT,
			array(
				'timeout'     => self::TIMEOUT,
				'redirection' => 0,
				'headers'     => array( 'Content-Type' => 'application/json; charset=utf-8' ),
				'body'        => (string) wp_json_encode(
					array(
						'host'        => $host,
						'key'         => $key,
						'keyLocation' => Key::file_url( $key ),
						'urlList'     => $urls,
					),
					JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE
				),
			)
		);
		if ( is_wp_error( $response ) ) {
			/* translators: %s: the transport error. */
			$this->last->record( 0, count( $urls ), sprintf( __( 'IndexNow could not be reached: %s', 'sightline-seo' ), $response->get_error_message() ) );
			return false;
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$error  = self::error_for( $status, $host, Key::file_url( $key ) );
		$this->last->record( $status, count( $urls ), $error );
		return '' === $error;
	}

	/** What an IndexNow status means for the admin; '' for 200 OK and 202 Accepted (key check pending). */
	public static function error_for( int $status, string $host, string $key_url ): string {
		switch ( $status ) {
			case 200:
			case 202:
				return '';
			case 400:
				return __( 'IndexNow rejected the submission as malformed (HTTP 400).', 'sightline-seo' );
			case 403:
				/* translators: %s: key file URL. */
				return sprintf( __( 'IndexNow could not verify the key (HTTP 403): the key file %s must be reachable and hold the key.', 'sightline-seo' ), $key_url );
			case 422:
				/* translators: %s: host name. */
				return sprintf( __( 'IndexNow refused the URLs (HTTP 422): they must belong to %s and match the key.', 'sightline-seo' ), $host );
			case 429:
				return __( 'IndexNow asked to slow down (HTTP 429): too many submissions. Later changes are sent as usual.', 'sightline-seo' );
			default:
				/* translators: %d: HTTP status. */
				return sprintf( __( 'IndexNow answered with HTTP %d.', 'sightline-seo' ), $status );
		}
	}
}
