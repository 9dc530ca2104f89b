<?php
/**
 * Which 404s the monitor keeps, and in what form: the address relative to the home path with tracking
 * parameters dropped (so one broken link shared on social networks is one row, not one per click) and
 * parameters that may carry personal data or secrets dropped with their values, and
 * the referring site's host alone (never the rest of its address, never the visitor's IP or user agent).
 *
 * Left out, because they are not broken links a site owner can fix: vulnerability scans (server-side
 * scripts, dot files such as /.env, WordPress's own folders), what browsers ask for by themselves (icons,
 * source maps), requests from scripts that are neither browsers nor search engines (no user agent, curl,
 * scanners; the user agent is read to decide, never stored), prefetches (counted when visited), and
 * anything but GET and HEAD. Filter `sightline_404_monitor_ignore` adds rules of the site's own.
 *
 * @package Sightline
 */

namespace Sightline\Not_Found;

use Sightline\Redirects\Paths;

defined( 'ABSPATH' ) || exit;

final class Request_Filter {

	/** What entry() reads of the request (and nothing else of the visitor). */
	public const SERVER_KEYS = array( 'REQUEST_METHOD', 'REQUEST_URI', 'HTTP_USER_AGENT', 'HTTP_REFERER', 'HTTP_SEC_PURPOSE', 'HTTP_PURPOSE', 'HTTP_X_MOZ' );

	/** Longer addresses are junk (or attacks) rather than links: never recorded. */
	public const MAX_URL = 1000;

	/** Paths a scanner probes; a site's broken links never look like these. */
	private const PROBES = '#(^|/)\.|\.(php\d?|phtml|asp|aspx|ashx|jsp|cgi|pl|env|ini|sql|bak|old|orig|swp|log|sh|yml|yaml|git|svn|ds_store)$|^/(wp-admin|wp-includes|wp-content/plugins|wp-content/themes|cgi-bin)(/|$)#i';

	/** What browsers request by themselves. */
	private const BROWSER_NOISE = '#(^|/)(favicon\.ico|apple-touch-icon[\w.-]*\.png|browserconfig\.xml|[^/]+\.map)$#i';

	/** User agents of tools and scanners (browsers and search engine crawlers are recorded). */
	private const TOOLS = '#^(curl|wget|python|go-http-client|libwww-perl|java/|okhttp|apache-httpclient|guzzlehttp|axios|node-fetch|httpie)|zgrab|masscan|nmap|nikto|sqlmap|wpscan|nuclei|dirbuster|gobuster|ffuf|nessus|openvas#i';

	/** Parameters that may carry personal data or secrets (kept out of the record with their values). */
	private const PERSONAL = '#^(e-?mail|email_?address|mail|name|first_?name|last_?name|phone|tel|user(name)?|login|pass(word|wd)?|pwd|token|access_token|id_token|auth|key|api_?key|secret|session(id)?|sid|phpsessid|nonce|_wpnonce|signature|sig)$#i';

	/** Parameters that say where a click came from, not which page was asked for. */
	private const TRACKING = '#^(utm_[a-z_]+|fbclid|gclid|gclsrc|gbraid|wbraid|dclid|msclkid|yclid|twclid|ttclid|li_fat_id|igshid|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|mkt_tok|ref_src)$#i';

	/**
	 * The entry to record for the current request, or null when it is left out.
	 *
	 * @param array<string, string> $server The SERVER_KEYS of $_SERVER, unslashed.
	 * @return array{url: string, host: string}|null
	 */
	public static function entry( array $server ): ?array {
		$method = strtoupper( (string) ( $server['REQUEST_METHOD'] ?? 'GET' ) );
		if ( 'GET' !== $method && 'HEAD' !== $method ) {
			return null;
		}
		$purpose = strtolower( (string) ( $server['HTTP_SEC_PURPOSE'] ?? $server['HTTP_PURPOSE'] ?? $server['HTTP_X_MOZ'] ?? '' ) );
		if ( str_contains( $purpose, 'prefetch' ) || str_contains( $purpose, 'prerender' ) ) {
			return null;
		}
		$agent = trim( (string) ( $server['HTTP_USER_AGENT'] ?? '' ) );
		if ( '' === $agent || preg_match( self::TOOLS, $agent ) ) {
			return null;
		}
		$relative = Paths::relative( (string) ( $server['REQUEST_URI'] ?? '/' ) );
		if ( null === $relative ) {
			return null;
		}
		$url = self::url( $relative[0], $relative[1] );
		if ( null === $url || preg_match( self::PROBES, $relative[0] ) || preg_match( self::BROWSER_NOISE, $relative[0] ) ) {
			return null;
		}
		/**
		 * Filters whether the 404 monitor leaves a request out.
		 *
		 * @param bool   $ignore Whether to leave it out (false: it is recorded).
		 * @param string $url    The address relative to the home path, with its query string.
		 */
		if ( apply_filters( 'sightline_404_monitor_ignore', false, $url ) ) {
			return null;
		}
		return array(
			'url'  => $url,
			'host' => self::referrer_host( (string) ( $server['HTTP_REFERER'] ?? '' ) ),
		);
	}

	/**
	 * The path and query as recorded: tracking parameters dropped, and parameters that may carry personal
	 * data or secrets (e-mail addresses, names, tokens, passwords, sessions), control characters and
	 * spaces percent-encoded (a line of the log is one entry), null when too long.
	 */
	public static function url( string $path, string $query ): ?string {
		$kept = array();
		foreach ( explode( '&', $query ) as $pair ) {
			$parts = explode( '=', $pair, 2 );
			$name  = rawurldecode( $parts[0] );
			$value = rawurldecode( $parts[1] ?? '' );
			// An e-mail address in any parameter is personal data whatever the parameter is called.
			if ( '' === $pair || preg_match( self::TRACKING, $name ) || preg_match( self::PERSONAL, $name ) || str_contains( $value, '@' ) ) {
				continue;
			}
			$kept[] = $pair;
		}
		$url = $path . ( array() === $kept ? '' : '?' . implode( '&', $kept ) );
		$url = (string) preg_replace_callback( '/[\x00-\x20\x7f]/', static fn( $c ) => rawurlencode( $c[0] ), $url );
		return strlen( $url ) > self::MAX_URL ? null : $url;
	}

	/** The referring page's host, lower case; '' when there is none or it is not a host name. */
	public static function referrer_host( string $referrer ): string {
		$host = strtolower( (string) wp_parse_url( $referrer, PHP_URL_HOST ) );
		return strlen( $host ) <= 253 && preg_match( '/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/', $host ) ? $host : '';
	}
}
