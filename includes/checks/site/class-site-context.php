<?php
/**
 * What the site checks look at: the site's settings and pages fetched from the site itself (loopback).
 * The fetcher can be replaced, so tests feed pages built to pass or fail a check without a server.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Site;

use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Site_Context {

	/** Seconds a loopback request may take before the check reports it as failed. */
	public const TIMEOUT = 10;

	/** @var callable(string): Fetched_Page */
	private $fetcher;

	/** @var array<string, Fetched_Page> */
	private array $fetched = array();

	/**
	 * @param callable(string): Fetched_Page|null $fetcher Defaults to a real loopback request.
	 */
	public function __construct( private Settings $settings, ?callable $fetcher = null ) {
		$this->fetcher = $fetcher ?? array( self::class, 'remote_get' );
	}

	public function settings(): Settings {
		return $this->settings;
	}

	public function home_url(): string {
		return home_url( '/' );
	}

	public function home(): Fetched_Page {
		return $this->fetch( $this->home_url() );
	}

	/** Each URL is requested once per run, however many checks read it. */
	public function fetch( string $url ): Fetched_Page {
		if ( ! isset( $this->fetched[ $url ] ) ) {
			$this->fetched[ $url ] = ( $this->fetcher )( $url );
		}
		return $this->fetched[ $url ];
	}

	/**
	 * A GET to the site itself, the way Site Health does its loopback test (same SSL setting, short
	 * timeout), so a blocked loopback becomes a clear failure instead of a hanging request.
	 */
	public static function remote_get( string $url ): Fetched_Page {
		$response = wp_remote_get(
			$url,
			array(
				'timeout'     => self::TIMEOUT,
				'redirection' => 3,
				/** This filter is documented in wp-includes/class-wp-http-streams.php */
				'sslverify'   => apply_filters( 'https_local_ssl_verify', false ), // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core filter.
				'user-agent'  => 'Sightline SEO site check; ' . home_url( '/' ),
				'headers'     => array( 'Cache-Control' => 'no-cache' ),
			)
		);
		if ( is_wp_error( $response ) ) {
			return Fetched_Page::failed( $url, $response->get_error_message() );
		}
		$headers = array();
		foreach ( wp_remote_retrieve_headers( $response ) as $name => $value ) {
			$headers[ strtolower( (string) $name ) ] = is_array( $value ) ? implode( ', ', $value ) : (string) $value;
		}
		$final = $url;
		if ( isset( $response['http_response'] ) && $response['http_response'] instanceof \WP_HTTP_Requests_Response ) {
			$final = (string) $response['http_response']->get_response_object()->url;
		}
		return new Fetched_Page( $url, (int) wp_remote_retrieve_response_code( $response ), $headers, (string) wp_remote_retrieve_body( $response ), null, $final );
	}
}
