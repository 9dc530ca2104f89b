<?php
/**
 * What kind of request this is, decided once, from the request's own facts, before any feature runs:
 * the composition root, the registration of settings and fields, and the Breadcrumbs block ask here.
 *
 * Kinds:
 *   cli        WP-CLI, or PHP on the command line playing no web request (no REQUEST_METHOD)
 *   cron       wp-cron.php (DOING_CRON)
 *   xmlrpc     xmlrpc.php (XMLRPC_REQUEST)
 *   admin      wp-admin, admin-ajax.php, admin-post.php (is_admin())
 *   rest       the REST API, known by its address (`/wp-json/…` or `?rest_route=`) before WordPress
 *              routes it, so at plugin load and on `init`
 *   write      any other request whose method is not GET or HEAD (a form posted to the front end)
 *   page_view  any other GET or HEAD: pages, feeds, sitemaps, robots.txt, llms.txt
 *
 * @package Sightline
 */

namespace Sightline;

defined( 'ABSPATH' ) || exit;

final class Request_Kind {

	public const CLI       = 'cli';
	public const CRON      = 'cron';
	public const XMLRPC    = 'xmlrpc';
	public const ADMIN     = 'admin';
	public const REST      = 'rest';
	public const WRITE     = 'write';
	public const PAGE_VIEW = 'page_view';

	private static ?string $current = null;

	/**
	 * The kind of the running request, decided on the first call and kept.
	 */
	public static function current(): string {
		return self::$current ??= self::of_request();
	}

	/**
	 * A front-end read: the request that must stay at +0 queries and write nothing.
	 */
	public static function is_page_view(): bool {
		return self::PAGE_VIEW === self::current();
	}

	/**
	 * Whether the request may write (and so needs settings and fields registered for their sanitising,
	 * and the write listeners started from the first hook): everything but a page view or a REST read.
	 */
	public static function may_write(): bool {
		return self::may_write_kind( self::current(), self::method( $_SERVER ) );
	}

	/**
	 * Decides again from the request as it now stands (the PHPUnit suite plays several requests in one
	 * process; nothing else should need it).
	 */
	public static function forget(): void {
		self::$current = null;
	}

	/**
	 * Whether a request of this kind and method may write.
	 */
	public static function may_write_kind( string $kind, string $method ): bool {
		return match ( $kind ) {
			self::PAGE_VIEW => false,
			self::REST      => ! in_array( $method, array( 'GET', 'HEAD' ), true ),
			default         => true,
		};
	}

	/**
	 * The one decision, from explicit facts (the test table feeds it directly).
	 *
	 * @param array<string, mixed> $server      The request's $_SERVER.
	 * @param array<string, mixed> $get         The request's $_GET.
	 * @param array<string, bool>  $flags       'cli' (WP_CLI, or PHP_SAPI 'cli'), 'cron', 'xmlrpc', 'admin'.
	 * @param string               $rest_prefix The REST API's address prefix (rest_get_url_prefix()).
	 */
	public static function decide( array $server, array $get, array $flags, string $rest_prefix ): string {
		$method = self::method( $server );
		if ( ! empty( $flags['wp_cli'] ) || ( ! empty( $flags['cli_sapi'] ) && '' === $method ) ) {
			return self::CLI;
		}
		if ( ! empty( $flags['cron'] ) ) {
			return self::CRON;
		}
		if ( ! empty( $flags['xmlrpc'] ) ) {
			return self::XMLRPC;
		}
		if ( ! empty( $flags['admin'] ) ) {
			return self::ADMIN;
		}
		$path = (string) wp_parse_url( (string) ( $server['REQUEST_URI'] ?? '' ), PHP_URL_PATH );
		if ( isset( $get['rest_route'] ) || str_contains( $path . '/', '/' . trim( $rest_prefix, '/' ) . '/' ) ) {
			return self::REST;
		}
		return in_array( $method, array( 'GET', 'HEAD' ), true ) ? self::PAGE_VIEW : self::WRITE;
	}

	private static function of_request(): string {
		return self::decide(
			$_SERVER,
			$_GET, // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only tested for rest_route's presence.
			array(
				'wp_cli'   => defined( 'WP_CLI' ) && WP_CLI,
				'cli_sapi' => 'cli' === PHP_SAPI,
				'cron'     => wp_doing_cron(),
				'xmlrpc'   => defined( 'XMLRPC_REQUEST' ) && XMLRPC_REQUEST,
				'admin'    => is_admin(),
			),
			rest_get_url_prefix()
		);
	}

	/**
	 * @param array<string, mixed> $server
	 */
	private static function method( array $server ): string {
		return strtoupper( is_string( $server['REQUEST_METHOD'] ?? null ) ? $server['REQUEST_METHOD'] : '' );
	}
}
