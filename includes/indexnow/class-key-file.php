<?php
/**
 * Serves the IndexNow key file (`/<key>.txt`, the key as plain text) while IndexNow is on. Answered on
 * `setup_theme`, like the stored sitemaps: no theme, no `init`, no main query. Every other request
 * stops at one substring test; off, or for any other name, the request goes on to WordPress (a 404).
 *
 * @package Sightline
 */

namespace Sightline\Indexnow;

use Sightline\Hookable_Interface;
use Sightline\Http\Early_Response;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Key_File implements Hookable_Interface {

	/**
	 * @param \Closure(): Key $key The key, built only when a key file may be asked for.
	 */
	public function __construct( private Settings $settings, private \Closure $key ) {}

	public function add_hooks(): void {
		add_action( 'setup_theme', array( $this, 'answer' ), 0 );
	}

	/** Sends the key file and ends the request, when this request asks for it. */
	public function answer(): void {
		$uri   = Early_Response::request_uri( '.txt' );
		$found = null === $uri ? null : $this->find( $uri );
		if ( null !== $found ) {
			Early_Response::send( $found );
		}
	}

	/**
	 * The answer to a request for $uri, or null when it is not the key file of an IndexNow that is on.
	 *
	 * @return array{status: int, headers: array<string, string>, body: string}|null
	 */
	public function find( string $uri ): ?array {
		if ( ! $this->settings->get( 'enable_indexnow' ) ) {
			return null;
		}
		$key = ( $this->key )()->get();
		if ( '' === $key || Early_Response::relative_path( $uri ) !== $key . '.txt' ) {
			return null;
		}
		return array(
			'status'  => 200,
			'headers' => array(
				'Content-Type' => 'text/plain; charset=utf-8',
				// The file proves ownership to search engines; it has no place in their results.
				'X-Robots-Tag' => 'noindex',
			),
			'body'    => $key,
		);
	}
}
