<?php
/**
 * Answers a sitemap request from its stored copy before WordPress builds a page: on `setup_theme`, so
 * no theme is loaded, no `init` runs, no main query and no template. A warm sitemap then costs a few
 * milliseconds instead of a whole WordPress request.
 *
 * The full path (Sitemaps::parse_request) keeps a copy of every sitemap it answered with 200. A copy is
 * served early only while it is certainly what the full path would answer:
 *
 * - everything outside the content that shapes a sitemap, readable this early, is in the copy's key:
 *   our settings and version, the active plugins and theme (which register the post types and
 *   taxonomies listed), the permalinks, the home URL and the front page, WordPress's version;
 * - the content's freshness stamps it was built from (State, an autoloaded option) are unchanged: the
 *   page's own stamp and its group's boundaries, or for the index the newest stamp of all.
 *
 * Anything else falls through to the full path, which renders and keeps a new copy. Copies live in the
 * Store (object cache or the keyed folder under uploads) and go with the slots they shadow.
 *
 * @package Sightline
 */

namespace Sightline\Sitemaps;

use Sightline\Http\Early_Response;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Early_Answer {

	/** Slot prefix of the stored copies (Server::forget() drops them with the slots they shadow). */
	public const PREFIX = 'early-';

	/** The key as read on `setup_theme`, kept for this request's keep(): what the early check compares with. */
	private ?string $request_key = null;

	public function __construct( private State $state, private Store $store ) {}

	/**
	 * Sends the stored copy and ends the request, if there is a current one for this request.
	 */
	public function answer(): void {
		$uri = Early_Response::request_uri( 'sitemap' );
		if ( null === $uri || null === self::route( $uri ) ) {
			return; // A page view stops at the substring test.
		}
		$this->state->read_from_primary();
		// Read once, here: filters the theme or `init` add later must not give keep() another key.
		$this->request_key = self::read_key();
		$response          = $this->find( $uri, ...Server::request_validators() );
		if ( null !== $response ) {
			Early_Response::send( $response );
		}
	}

	/**
	 * The answer to a request for $uri from its stored copy, or null when there is no current copy.
	 *
	 * @return array{status: int, headers: array<string, string>, body: string}|null
	 */
	public function find( string $uri, ?string $if_modified_since = null, ?string $if_none_match = null ): ?array {
		$route = self::route( $uri );
		if ( null === $route ) {
			return null;
		}
		$stored = $this->store->get( self::slot( $route[0], $route[1] ), $this->key() );
		if ( null === $stored ) {
			return null;
		}
		$parts = explode( "\n", $stored, 4 );
		if ( 4 !== count( $parts ) || $parts[2] !== $this->depends( $route[0], $route[1] ) ) {
			return null;
		}
		$document = array(
			'lastmod' => (int) $parts[0],
			'type'    => $parts[1],
			'body'    => $parts[3],
		);
		return Server::answer( $document, $if_modified_since, $if_none_match );
	}

	/**
	 * Keeps what the full path served for a request to $uri as the copy later requests get early; only
	 * when $uri is a route this class reads (so each sitemap has one copy, and no request can make more).
	 *
	 * @param array{body: string, lastmod: int, type: string} $document
	 */
	public function keep( string $uri, string $sitemap, int $page, array $document ): void {
		$route = self::route( $uri );
		if ( null === $route || self::slot( ...$route ) !== self::slot( $sitemap, $page ) ) {
			return;
		}
		$this->store->set(
			self::slot( $sitemap, $page ),
			$this->key(),
			$document['lastmod'] . "\n" . $document['type'] . "\n" . $this->depends( $sitemap, $page ) . "\n" . $document['body']
		);
	}

	public static function slot( string $sitemap, int $page ): string {
		return self::PREFIX . ( Registry::INDEX === $sitemap || Registry::STYLESHEET === $sitemap ? $sitemap : $sitemap . '-' . $page );
	}

	/**
	 * Which sitemap a request asks for, from its path (pretty permalinks) or its query (plain ones).
	 *
	 * @return array{string, int}|null [ sitemap, page ]
	 */
	public static function route( string $uri ): ?array {
		// Nearly every request stops here (one substring test on a page view).
		if ( ! str_contains( $uri, 'sitemap' ) ) {
			return null;
		}
		$relative = Early_Response::relative_path( $uri );
		if ( null === $relative ) {
			return null;
		}
		$query = array();
		wp_parse_str( (string) wp_parse_url( $uri, PHP_URL_QUERY ), $query );
		if ( '' !== $relative && 'index.php' !== $relative ) {
			// Pretty permalinks: the query the matching rewrite rule gives, as WordPress would build it.
			$query   = array();
			$matched = false;
			foreach ( Registry::ROUTES as $pattern => $target ) {
				if ( preg_match( '#' . $pattern . '#', $relative, $matches ) ) {
					wp_parse_str( (string) wp_parse_url( preg_replace_callback( '/\$matches\[(\d+)\]/', static fn( $m ) => $matches[ (int) $m[1] ] ?? '', $target ), PHP_URL_QUERY ), $query );
					$matched = true;
					break;
				}
			}
			if ( ! $matched ) {
				return null;
			}
		}
		$sitemap = isset( $query[ Registry::QUERY_VAR ] ) && is_string( $query[ Registry::QUERY_VAR ] ) ? sanitize_key( $query[ Registry::QUERY_VAR ] ) : '';
		$page    = isset( $query[ Registry::PAGE_VAR ] ) && is_string( $query[ Registry::PAGE_VAR ] ) ? absint( $query[ Registry::PAGE_VAR ] ) : 1;
		return '' === $sitemap || Registry::REDIRECT === $sitemap ? null : array( $sitemap, $page );
	}

	private function key(): string {
		return $this->request_key ?? self::read_key();
	}

	/**
	 * Everything outside the content, readable before the theme and `init`, that changes a sitemap
	 * (and /llms.txt, whose stored copy is keyed by it too).
	 */
	public static function read_key(): string {
		$network = is_multisite() ? array_keys( (array) get_site_option( 'active_sitewide_plugins', array() ) ) : array();
		return md5(
			(string) wp_json_encode(
				array(
					SIGHTLINE_VERSION,
					get_bloginfo( 'version' ),
					get_option( Settings::OPTION ),
					get_option( 'active_plugins' ),
					$network,
					get_option( 'stylesheet' ),
					get_option( 'template' ),
					get_option( 'permalink_structure' ),
					get_option( 'home' ),
					get_option( 'show_on_front' ),
					get_option( 'page_on_front' ),
					get_option( 'page_for_posts' ),
					get_option( 'blog_public' ),
					/**
					 * Anything else a site's code makes its sitemaps depend on (say, post types registered from
					 * another plugin's option): a change of the value returned makes every early copy stale.
					 * Read on `setup_theme`: add it from a plugin, not from a theme or on `init`.
					 *
					 * @param mixed $extra
					 */
					apply_filters( 'sightline_sitemap_early_key', null ),
				)
			)
		);
	}

	/** The content stamps a copy was built from: it is current while they are unchanged. */
	private function depends( string $sitemap, int $page ): string {
		if ( Registry::STYLESHEET === $sitemap ) {
			return 'xsl';
		}
		if ( Registry::INDEX === $sitemap ) {
			return 'index:' . $this->state->latest();
		}
		return 'page:' . $this->state->page_stamp( $sitemap, $page ) . ':' . $this->state->summary_stamp( $sitemap );
	}
}
