<?php
/**
 * Where the OpenAI-compatible provider may send the admin's key and the page: a public address only.
 *
 * What is allowed: an http:// or https:// base URL without user name, password, query or fragment, whose
 * path is plain segments (letters, digits, ".", "_", "~", "-"; no "..", no percent-encoding, no
 * backslash), so the one request we make, POST {base_url}/chat/completions, cannot be bent to another
 * service of the same host; any port. Its host must resolve only to public addresses: loopback,
 * private, carrier-grade NAT, link-local (cloud metadata at 169.254.169.254 included), unique-local
 * (fd00::/8, fc00::/7), site-local, multicast, reserved and unspecified addresses are refused, for IPv4
 * and IPv6, and IPv4 written inside IPv6 (::ffff:, NAT64, 6to4) is judged as the IPv4 it carries.
 *
 * The name is resolved once per request and the connection is pinned to that address (curl's
 * CURLOPT_RESOLVE): nothing can answer the check with a public address and the connection with a
 * private one (DNS rebinding). Redirects are never followed.
 *
 * A model on the server's own network is the server owner's choice, not a site admin's: list its
 * addresses or host names in the constant SIGHTLINE_AI_PRIVATE_HOSTS (an array, or a comma-separated
 * string, in wp-config.php) or through the filter `sightline_ai_private_hosts`.
 *
 * @package Sightline
 */

namespace Sightline\Ai;

use WP_Error;

defined( 'ABSPATH' ) || exit;

final class Address_Guard {

	/** IPv4 ranges that are not the public internet: [network, prefix length]. */
	private const PRIVATE_V4 = array(
		array( '0.0.0.0', 8 ),
		array( '10.0.0.0', 8 ),
		array( '100.64.0.0', 10 ),
		array( '127.0.0.0', 8 ),
		array( '169.254.0.0', 16 ),
		array( '172.16.0.0', 12 ),
		array( '192.0.0.0', 24 ),
		array( '192.168.0.0', 16 ),
		array( '198.18.0.0', 15 ),
		array( '224.0.0.0', 4 ),
		array( '240.0.0.0', 4 ),
	);

	/** IPv6 ranges that are not the public internet (IPv4 carried in IPv6 is judged apart). */
	private const PRIVATE_V6 = array(
		array( '::', 128 ),
		array( '::1', 128 ),
		array( '100::', 64 ),
		array( 'fc00::', 7 ),
		array( 'fe80::', 10 ),
		array( 'fec0::', 10 ),
		array( 'ff00::', 8 ),
	);

	/** IPv6 prefixes that carry an IPv4 address: [prefix, length, offset of the IPv4 bytes]. */
	private const CARRIES_V4 = array(
		array( '::ffff:0:0', 96, 12 ),
		array( '::', 96, 12 ),
		array( '64:ff9b::', 96, 12 ),
		array( '2002::', 16, 2 ),
	);

	/**
	 * Why a base URL's form is refused (null when it is fine). Says nothing of where it points.
	 */
	public static function form_error( string $url ): ?string {
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || false === filter_var( $url, FILTER_VALIDATE_URL ) || ! in_array( $parts['scheme'] ?? '', array( 'http', 'https' ), true ) || '' === (string) ( $parts['host'] ?? '' ) ) {
			return __( 'base_url must be an http:// or https:// address, e.g. https://api.openai.com/v1.', 'sightline-seo' );
		}
		if ( isset( $parts['user'] ) || isset( $parts['pass'] ) || isset( $parts['query'] ) || isset( $parts['fragment'] ) || str_contains( $url, '?' ) || str_contains( $url, '#' ) ) {
			return __( 'base_url must not hold a user name, password, query (?) or fragment (#): only the scheme, host, port and path, e.g. https://api.openai.com/v1.', 'sightline-seo' );
		}
		$path = (string) ( $parts['path'] ?? '' );
		if ( '' !== $path && ( ! preg_match( '#^(/[A-Za-z0-9._~-]+)*/?$#', $path ) || preg_match( '#/\.{1,2}(/|$)#', $path ) ) ) {
			return __( 'base_url\'s path may hold only plain segments (letters, digits, ".", "_", "~", "-"), without "..", "%" or "\\", e.g. /v1.', 'sightline-seo' );
		}
		return null;
	}

	/**
	 * The address a request to $url must connect to: its host, port and one public IP of it (or an IP
	 * of a host the server owner allowed), or the reason it may not be called.
	 *
	 * @return array{host: string, port: int, ip: string}|WP_Error
	 */
	public static function pin( string $url ) {
		$form = self::form_error( $url );
		if ( null !== $form ) {
			return new WP_Error( 'sightline_ai_address_refused', $form, array( 'status' => 400 ) );
		}
		$host = strtolower( trim( (string) wp_parse_url( $url, PHP_URL_HOST ), '[]' ) );
		$port = (int) ( wp_parse_url( $url, PHP_URL_PORT ) ?? ( 'https' === wp_parse_url( $url, PHP_URL_SCHEME ) ? 443 : 80 ) );
		$ips  = self::resolve( $host );
		if ( array() === $ips ) {
			/* translators: %s: host name. */
			return new WP_Error( 'sightline_ai_unreachable', sprintf( __( 'The AI provider\'s host %s could not be resolved.', 'sightline-seo' ), $host ), array( 'status' => 502 ) );
		}
		$allowed = self::owner_allows( $host );
		foreach ( $ips as $ip ) {
			if ( ! $allowed && ! self::owner_allows( $ip ) && ! self::is_public_ip( $ip ) ) {
				return new WP_Error(
					'sightline_ai_address_refused',
					__( 'base_url points to a private, local or reserved address. Only the server owner may allow one (the constant SIGHTLINE_AI_PRIVATE_HOSTS in wp-config.php).', 'sightline-seo' ),
					array( 'status' => 400 )
				);
			}
		}
		return array(
			'host' => $host,
			'port' => $port,
			'ip'   => $ips[0],
		);
	}

	/**
	 * The host's addresses, looked up once (a literal address is its own). Filter
	 * `sightline_ai_resolve_host` answers instead of DNS when it returns a list.
	 *
	 * @return list<string>
	 */
	public static function resolve( string $host ): array {
		/**
		 * Answers the host's addresses instead of DNS (a list of IP addresses), or null to ask DNS.
		 *
		 * @param list<string>|null $ips
		 * @param string            $host
		 */
		$answer = apply_filters( 'sightline_ai_resolve_host', null, $host );
		if ( is_array( $answer ) ) {
			return array_values( array_filter( array_map( 'strval', $answer ), static fn( $ip ) => false !== filter_var( $ip, FILTER_VALIDATE_IP ) ) );
		}
		if ( false !== filter_var( $host, FILTER_VALIDATE_IP ) ) {
			return array( $host );
		}
		// The system's resolver (hosts file included) for IPv4; DNS for IPv6.
		$ips = (array) gethostbynamel( $host );
		$six = function_exists( 'dns_get_record' ) && str_contains( $host, '.' ) ? @dns_get_record( $host, DNS_AAAA ) : array(); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- a name without IPv6 warns.
		foreach ( is_array( $six ) ? $six : array() as $record ) {
			if ( isset( $record['ipv6'] ) ) {
				$ips[] = (string) $record['ipv6'];
			}
		}
		return array_values( array_filter( array_map( 'strval', $ips ), static fn( $ip ) => false !== filter_var( $ip, FILTER_VALIDATE_IP ) ) );
	}

	/** Whether an IP address is on the public internet (see the ranges above). */
	public static function is_public_ip( string $ip ): bool {
		$bytes = @inet_pton( $ip ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- an invalid address is answered below.
		if ( false === $bytes ) {
			return false;
		}
		if ( 4 === strlen( $bytes ) ) {
			foreach ( self::PRIVATE_V4 as list( $net, $bits ) ) {
				if ( self::in_range( $bytes, (string) inet_pton( $net ), $bits ) ) {
					return false;
				}
			}
			return '255.255.255.255' !== $ip;
		}
		foreach ( self::CARRIES_V4 as list( $prefix, $bits, $offset ) ) {
			if ( self::in_range( $bytes, (string) inet_pton( $prefix ), $bits ) && ! in_array( $ip, array( '::', '::1' ), true ) && "\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0" !== $bytes && "\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\1" !== $bytes ) {
				return self::is_public_ip( (string) inet_ntop( substr( $bytes, $offset, 4 ) ) );
			}
		}
		foreach ( self::PRIVATE_V6 as list( $net, $bits ) ) {
			if ( self::in_range( $bytes, (string) inet_pton( $net ), $bits ) ) {
				return false;
			}
		}
		return true;
	}

	/** Whether the server owner allowed this host name or address (SIGHTLINE_AI_PRIVATE_HOSTS). */
	private static function owner_allows( string $host_or_ip ): bool {
		$listed = defined( 'SIGHTLINE_AI_PRIVATE_HOSTS' ) ? constant( 'SIGHTLINE_AI_PRIVATE_HOSTS' ) : array();
		$listed = is_array( $listed ) ? $listed : explode( ',', (string) $listed );
		/**
		 * Host names and IP addresses the AI provider may use although they are private or local: the
		 * server owner's choice (a model on the server's own network).
		 *
		 * @param list<string> $listed
		 */
		$listed = (array) apply_filters( 'sightline_ai_private_hosts', array_values( array_filter( array_map( 'trim', array_map( 'strval', $listed ) ) ) ) );
		return in_array( strtolower( $host_or_ip ), array_map( static fn( $item ) => strtolower( trim( (string) $item, " []\t" ) ), $listed ), true );
	}

	private static function in_range( string $bytes, string $net, int $bits ): bool {
		if ( strlen( $bytes ) !== strlen( $net ) ) {
			return false;
		}
		$whole = intdiv( $bits, 8 );
		if ( substr( $bytes, 0, $whole ) !== substr( $net, 0, $whole ) ) {
			return false;
		}
		$rest = $bits % 8;
		if ( 0 === $rest ) {
			return true;
		}
		$mask = ( 0xff << ( 8 - $rest ) ) & 0xff;
		return ( ord( $bytes[ $whole ] ) & $mask ) === ( ord( $net[ $whole ] ) & $mask );
	}
}
