<?php
/**
 * Connecting Search Console with the admin's own Google OAuth client: the admin enters a client id
 * and secret, is sent to Google's consent screen and comes back to admin-post.php, where the code is
 * exchanged for tokens. Secret and tokens stay in a non-autoloaded option and are never returned.
 *
 * @package Sightline
 */

namespace Sightline\Search_Console;

use Sightline\Admin\Admin_Menu;
use Sightline\Hookable_Interface;
use WP_Error;

defined( 'ABSPATH' ) || exit;

final class Oauth implements Hookable_Interface {

	public const OPTION = 'sightline_search_console_auth';

	public const CALLBACK_ACTION = 'sightline_search_console_oauth';

	public const STATE_TRANSIENT = 'sightline_gsc_state_';

	public function add_hooks(): void {
		add_action( 'admin_post_' . self::CALLBACK_ACTION, array( $this, 'handle_callback' ) );
	}

	/** @return array<string, mixed> */
	private function stored(): array {
		$stored = get_option( self::OPTION, array() );
		return is_array( $stored ) ? $stored : array();
	}

	/** @param array<string, mixed> $changes */
	private function store( array $changes ): void {
		update_option( self::OPTION, array_merge( $this->stored(), $changes ), false );
	}

	public function redirect_uri(): string {
		return admin_url( 'admin-post.php?action=' . self::CALLBACK_ACTION );
	}

	public function client_id(): string {
		return (string) ( $this->stored()['client_id'] ?? '' );
	}

	public function has_client(): bool {
		$stored = $this->stored();
		return ! empty( $stored['client_id'] ) && ! empty( $stored['client_secret'] );
	}

	public function is_connected(): bool {
		return $this->has_client() && ! empty( $this->stored()['refresh_token'] );
	}

	public function property(): string {
		return (string) ( $this->stored()['property'] ?? '' );
	}

	public function set_property( string $property ): void {
		$this->store( array( 'property' => $property ) );
	}

	/** New credentials end any connection made with the old ones. */
	public function save_client( string $client_id, string $client_secret ): void {
		update_option(
			self::OPTION,
			array(
				'client_id'     => $client_id,
				'client_secret' => $client_secret,
			),
			false
		);
	}

	/**
	 * Ends the connection: Google revokes the grant (so the token is useless wherever a copy may be),
	 * then the tokens are removed here whatever Google answered.
	 *
	 * @return bool Whether Google confirmed the revocation.
	 */
	public function disconnect(): bool {
		$stored  = $this->stored();
		$token   = (string) ( $stored['refresh_token'] ?? $stored['access_token'] ?? '' );
		$revoked = '' !== $token && self::revoke( $token );
		unset( $stored['refresh_token'], $stored['access_token'], $stored['expires_at'], $stored['property'] );
		update_option( self::OPTION, $stored, false );
		return $revoked;
	}

	/** Asks Google to revoke a token (revoking a refresh token ends its access tokens too). */
	private static function revoke( string $token ): bool {
		$response = wp_remote_post(
			Endpoints::get( 'revoke' ),
			array(
				'timeout'     => Http::TIMEOUT,
				'redirection' => 0,
				'headers'     => array( 'Content-Type' => 'application/x-www-form-urlencoded' ),
				'body'        => array( 'token' => $token ),
			)
		);
		if ( is_wp_error( $response ) ) {
			return false;
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		// 400 invalid_token: Google no longer knows the token (revoked already, or expired): nothing left to end.
		return ( $status >= 200 && $status < 300 ) || ( 400 === $status && str_contains( (string) wp_remote_retrieve_body( $response ), 'invalid_token' ) );
	}

	/**
	 * The messages a failed connection may end with, by error code. The screen shows the one named by
	 * the code in its address, so nothing written into a link can appear on it.
	 *
	 * @return array<string, string>
	 */
	public static function callback_errors(): array {
		return array(
			'sightline_search_console_state'       => __( 'The answer from Google did not match this connection attempt. Start again with Connect.', 'sightline-seo' ),
			'sightline_search_console_denied'      => __( 'Google did not grant access. Connect again and allow access to Search Console.', 'sightline-seo' ),
			'sightline_search_console_code'        => __( 'Google sent no authorisation code.', 'sightline-seo' ),
			'sightline_search_console_no_refresh'  => __( 'Google sent no refresh token. Remove the site\'s access in your Google account and connect again.', 'sightline-seo' ),
			'sightline_search_console_bad_answer'  => __( 'Google sent no access token.', 'sightline-seo' ),
			'sightline_search_console_unreachable' => __( 'Google Search Console could not be reached. Try again.', 'sightline-seo' ),
			'sightline_search_console_refused'     => __( 'Google refused the connection. Check the client ID and secret, then connect again.', 'sightline-seo' ),
			'sightline_search_console_failed'      => __( 'Connecting to Google Search Console failed. Try again.', 'sightline-seo' ),
		);
	}

	/**
	 * Google's consent URL for the current admin; the state ties the answer to this user and expires.
	 */
	public function auth_url(): string {
		if ( ! $this->has_client() ) {
			return '';
		}
		$state = wp_generate_password( 32, false );
		set_transient( self::STATE_TRANSIENT . get_current_user_id(), $state, 15 * MINUTE_IN_SECONDS );
		return add_query_arg(
			array(
				'client_id'     => rawurlencode( $this->client_id() ),
				'redirect_uri'  => rawurlencode( $this->redirect_uri() ),
				'response_type' => 'code',
				'scope'         => rawurlencode( Endpoints::SCOPE ),
				'access_type'   => 'offline',
				'prompt'        => 'consent',
				'state'         => $state,
			),
			Endpoints::get( 'auth' )
		);
	}

	/**
	 * Google sends the admin back here with ?code&state (or ?error). Ends with a redirect to the
	 * Search Console screen carrying the outcome.
	 */
	public function handle_callback(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to connect Search Console.', 'sightline-seo' ), 403 );
		}
		$result = $this->finish_connect( wp_unslash( $_GET ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- verified by the OAuth state.
		$status = is_wp_error( $result ) ? 'error' : 'connected';
		$url    = add_query_arg( 'sightline_gsc', $status, admin_url( 'admin.php?page=sightline' ) );
		if ( is_wp_error( $result ) ) {
			// Only a code from the fixed list travels in the address; the screen shows its message.
			$code = (string) $result->get_error_code();
			$url  = add_query_arg( 'sightline_gsc_error', isset( self::callback_errors()[ $code ] ) ? $code : 'sightline_search_console_failed', $url );
		}
		wp_safe_redirect( $url . '#/search-console' );
		exit;
	}

	/**
	 * Checks the state and exchanges the code for tokens.
	 *
	 * @param array<string, mixed> $query The callback's query parameters.
	 * @return true|WP_Error
	 */
	public function finish_connect( array $query ) {
		$key      = self::STATE_TRANSIENT . get_current_user_id();
		$expected = get_transient( $key );
		delete_transient( $key );
		if ( ! is_string( $expected ) || ! hash_equals( $expected, (string) ( $query['state'] ?? '' ) ) ) {
			return new WP_Error( 'sightline_search_console_state', self::callback_errors()['sightline_search_console_state'], array( 'status' => 400 ) );
		}
		if ( ! empty( $query['error'] ) ) {
			return new WP_Error( 'sightline_search_console_denied', self::callback_errors()['sightline_search_console_denied'], array( 'status' => 400 ) );
		}
		$code = sanitize_text_field( (string) ( $query['code'] ?? '' ) );
		if ( '' === $code ) {
			return new WP_Error( 'sightline_search_console_code', self::callback_errors()['sightline_search_console_code'], array( 'status' => 400 ) );
		}
		$tokens = $this->token_request(
			array(
				'grant_type'   => 'authorization_code',
				'code'         => $code,
				'redirect_uri' => $this->redirect_uri(),
			)
		);
		if ( is_wp_error( $tokens ) ) {
			return $tokens;
		}
		if ( empty( $tokens['refresh_token'] ) ) {
			return new WP_Error( 'sightline_search_console_no_refresh', self::callback_errors()['sightline_search_console_no_refresh'], array( 'status' => 502 ) );
		}
		$this->store_tokens( $tokens );
		return true;
	}

	/**
	 * A valid access token, refreshed with the stored refresh token when it expired.
	 *
	 * @return string|WP_Error
	 */
	public function access_token() {
		$stored = $this->stored();
		if ( ! $this->is_connected() ) {
			return new WP_Error( 'sightline_search_console_not_connected', __( 'Search Console is not connected.', 'sightline-seo' ), array( 'status' => 409 ) );
		}
		if ( ! empty( $stored['access_token'] ) && (int) ( $stored['expires_at'] ?? 0 ) > time() + 60 ) {
			return (string) $stored['access_token'];
		}
		$tokens = $this->token_request(
			array(
				'grant_type'    => 'refresh_token',
				'refresh_token' => (string) $stored['refresh_token'],
			)
		);
		if ( is_wp_error( $tokens ) ) {
			return $tokens;
		}
		$this->store_tokens( $tokens );
		return (string) $tokens['access_token'];
	}

	/**
	 * @param array<string, string> $grant
	 * @return array<string, mixed>|WP_Error
	 */
	private function token_request( array $grant ) {
		$stored = $this->stored();
		$tokens = Http::json(
			Endpoints::get( 'token' ),
			array(
				'method' => 'POST',
				'body'   => $grant + array(
					'client_id'     => (string) ( $stored['client_id'] ?? '' ),
					'client_secret' => (string) ( $stored['client_secret'] ?? '' ),
				),
			)
		);
		if ( ! is_wp_error( $tokens ) && empty( $tokens['access_token'] ) ) {
			return new WP_Error( 'sightline_search_console_bad_answer', __( 'Google sent no access token.', 'sightline-seo' ), array( 'status' => 502 ) );
		}
		return $tokens;
	}

	/** @param array<string, mixed> $tokens */
	private function store_tokens( array $tokens ): void {
		$changes = array(
			'access_token' => (string) $tokens['access_token'],
			'expires_at'   => time() + (int) ( $tokens['expires_in'] ?? 3600 ),
		);
		if ( ! empty( $tokens['refresh_token'] ) ) {
			$changes['refresh_token'] = (string) $tokens['refresh_token'];
		}
		$this->store( $changes );
	}

	/**
	 * What the admin screen may know: never the secret or a token.
	 *
	 * @return array{has_client: bool, client_id: string, connected: bool, property: string, redirect_uri: string, settings_url: string, errors: array<string, string>}
	 */
	public function public_status(): array {
		return array(
			'has_client'   => $this->has_client(),
			'client_id'    => $this->client_id(),
			'connected'    => $this->is_connected(),
			'property'     => $this->property(),
			'redirect_uri' => $this->redirect_uri(),
			'settings_url' => Admin_Menu::url( '/search-console' ),
			'errors'       => self::callback_errors(),
		);
	}
}
