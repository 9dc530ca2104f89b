<?php
/**
 * Plugs the sitemaps into WordPress: rewrite rules and query vars, the request (headers and status are
 * set while WordPress sends its own, the body is printed by a template), the redirects of /sitemap.xml
 * and /wp-sitemap.xml to the index, and core's sitemaps switched off.
 *
 * With enable_xml_sitemap off every sitemap URL is a plain 404. The rewrite rules stay registered either
 * way, so switching the setting needs no rewrite flush.
 *
 * @package Sightline
 */

namespace Sightline\Sitemaps;

use Sightline\Hookable_Interface;
use WP;

defined( 'ABSPATH' ) || exit;

final class Sitemaps implements Hookable_Interface {

	/**
	 * The filter over one page's entries, run once per page as it is built (never once per address):
	 * what it leaves out is not listed (a feature after the sitemaps leaves out the addresses it answers
	 * otherwise than with the page itself, e.g. the redirects'). Its callbacks get the entries and the
	 * group; a page's boundaries stay as they are, so a page may list fewer entries than it counts.
	 */
	public const ENTRIES_FILTER = 'sightline_sitemap_entries';

	/**
	 * The action that says what ENTRIES_FILTER leaves out has changed (say, a redirect rule was added):
	 * every stored page is stale, as after a settings save (Invalidator::entries_filter_changed()).
	 */
	public const ENTRIES_CHANGED = 'sightline_sitemap_entries_changed';

	/** @var array{status: int, headers: array<string, string>, body: string}|null The current request's answer. */
	private ?array $response = null;

	private bool $is_sitemap_request = false;

	/**
	 * Every collaborator comes as a closure that builds it on first use: a page view adds these hooks
	 * but never needs the registry, the server or the early answer, so it loads none of them.
	 *
	 * @param \Closure(): Registry     $registry
	 * @param \Closure(): Server       $server
	 * @param \Closure(): Early_Answer $early
	 */
	public function __construct( private \Closure $registry, private \Closure $server, private \Closure $early ) {}

	public function add_hooks(): void {
		// Stored sitemaps are answered before the theme loads and `init` runs (see Early_Answer).
		add_action( 'setup_theme', array( $this, 'answer_early' ), 0 );
		// Before core's sitemaps register theirs (init 10), so /wp-sitemap.xml reaches our redirect.
		add_action( 'init', array( $this, 'add_rewrite_rules' ), 5 );
		add_filter( 'query_vars', array( $this, 'add_query_vars' ) );
		add_filter( 'wp_sitemaps_enabled', '__return_false' );
		// The rest of a sitemap request's hooks are added when its address is parsed (add_request_hooks()).
		add_action( 'parse_request', array( $this, 'parse_request' ) );
		add_action( 'admin_init', array( $this, 'flush_rules_if_missing' ) );
		add_filter( 'sightline_admin_page_data', array( $this, 'page_data' ) );
	}

	/**
	 * What a sitemap request needs once WordPress has parsed its address (headers, status, no main query,
	 * no 404 or canonical redirect, the template): every one of these hooks fires after `parse_request`.
	 * A page view never adds them, so it never runs them either (one filter ran on every WP_Query).
	 * Adding a callback twice keeps one, so a second parsed request changes nothing.
	 */
	private function add_request_hooks(): void {
		add_filter( 'wp_headers', array( $this, 'headers' ) );
		add_action( 'send_headers', array( $this, 'send_status' ) );
		add_filter( 'posts_pre_query', array( $this, 'skip_main_query' ), 10, 2 );
		add_filter( 'pre_handle_404', array( $this, 'handle_404' ), 10, 2 );
		add_filter( 'redirect_canonical', array( $this, 'no_canonical_redirect' ) );
		add_action( 'template_redirect', array( $this, 'redirect_to_index' ), 0 );
		add_filter( 'template_include', array( $this, 'template' ), PHP_INT_MAX );
	}

	/**
	 * The settings app links to the index and to robots.txt (their URLs depend on the permalinks).
	 *
	 * @param array<string, mixed> $data
	 * @return array<string, mixed>
	 */
	public function page_data( array $data ): array {
		$data['sitemapUrl']   = ( $this->registry )()->url( Registry::INDEX );
		$data['robotsTxtUrl'] = home_url( '/robots.txt' );
		return $data;
	}

	public function add_rewrite_rules(): void {
		foreach ( Registry::ROUTES as $pattern => $query ) {
			add_rewrite_rule( $pattern, $query, 'top' );
		}
	}

	/**
	 * @param list<string> $vars
	 * @return list<string>
	 */
	public function add_query_vars( array $vars ): array {
		$vars[] = Registry::QUERY_VAR;
		$vars[] = Registry::PAGE_VAR;
		return $vars;
	}

	public function answer_early(): void {
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- substring tests only.
		if ( self::may_be_sitemap( isset( $_SERVER['REQUEST_URI'] ) ? (string) $_SERVER['REQUEST_URI'] : '' ) ) {
			( $this->early )()->answer();
		}
	}

	/**
	 * Whether a request URI may be a sitemap's, by substring tests only (no file loaded, no option read):
	 * a sitemap's path is a sitemap*.xml or .xsl file (pretty permalinks, Registry::ROUTES), or its query
	 * var names it (plain ones); a search for "sitemaps" (/search/sitemaps/ or ?s=sitemaps) is not one.
	 */
	public static function may_be_sitemap( string $uri ): bool {
		$query = strpos( $uri, '?' );
		$path  = false === $query ? $uri : substr( $uri, 0, $query );
		return ( str_contains( $path, 'sitemap' ) && ( str_ends_with( $path, '.xml' ) || str_ends_with( $path, '.xsl' ) ) ) || ( false !== $query && str_contains( substr( $uri, $query ), Registry::QUERY_VAR . '=' ) );
	}

	public function parse_request( WP $wp ): void {
		$sitemap                  = $wp->query_vars[ Registry::QUERY_VAR ] ?? '';
		$this->is_sitemap_request = is_string( $sitemap ) && '' !== $sitemap;
		$this->response           = null;
		if ( $this->is_sitemap_request ) {
			$this->add_request_hooks();
		}
		if ( ! $this->is_sitemap_request || ( Registry::REDIRECT === $sitemap && ( $this->registry )()->enabled() ) ) {
			return;
		}
		if ( Registry::REDIRECT === $sitemap ) {
			$this->response = Server::answer( null );
			return;
		}
		$sitemap        = sanitize_key( $sitemap );
		$page           = absint( $wp->query_vars[ Registry::PAGE_VAR ] ?? 1 );
		$document       = ( $this->server )()->document( $sitemap, $page );
		$this->response = Server::answer( $document, ...Server::request_validators() );
		if ( null !== $document && isset( $_SERVER['REQUEST_URI'] ) ) {
			// The next request for this address is answered early, from this copy.
			// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- only matched against our own routes.
			( $this->early )()->keep( (string) wp_unslash( $_SERVER['REQUEST_URI'] ), $sitemap, $page, $document );
		}
	}

	/**
	 * @param array<string, string> $headers
	 * @return array<string, string>
	 */
	public function headers( array $headers ): array {
		if ( null === $this->response ) {
			return $headers;
		}
		return 404 === $this->response['status'] ? $headers : array_merge( $headers, $this->response['headers'] );
	}

	public function send_status(): void {
		if ( null !== $this->response && 404 !== $this->response['status'] ) {
			status_header( $this->response['status'] );
		}
	}

	/**
	 * A sitemap request needs no posts: skip the main query WordPress would otherwise run.
	 *
	 * @param array<mixed>|null $posts
	 * @return array<mixed>|null
	 */
	public function skip_main_query( $posts, \WP_Query $query ) {
		return $this->is_sitemap_request && $query->is_main_query() ? array() : $posts;
	}

	/**
	 * @param bool $preempt
	 */
	public function handle_404( $preempt, \WP_Query $query ): bool {
		if ( ! $this->is_sitemap_request ) {
			return (bool) $preempt;
		}
		if ( null !== $this->response && 404 === $this->response['status'] ) {
			// The theme's own 404 page, like any missing URL.
			$query->set_404();
			status_header( 404 );
			nocache_headers();
		}
		return true;
	}

	/**
	 * @param string|false $redirect_url
	 * @return string|false
	 */
	public function no_canonical_redirect( $redirect_url ) {
		return $this->is_sitemap_request ? false : $redirect_url;
	}

	public function redirect_to_index(): void {
		if ( $this->is_sitemap_request && null === $this->response ) {
			wp_safe_redirect( ( $this->registry )()->url( Registry::INDEX ), 301, 'Sightline SEO' );
			exit;
		}
	}

	public function template( string $template ): string {
		if ( null === $this->response || 404 === $this->response['status'] ) {
			return $template;
		}
		add_action( 'sightline_sitemap_output', array( $this, 'print_body' ) );
		return __DIR__ . '/views/output.php';
	}

	/** The body the output template prints (already escaped XML, or empty for a 304). */
	public function body(): string {
		return null === $this->response ? '' : $this->response['body'];
	}

	/** Prints the body (the output template fires `sightline_sitemap_output`). */
	public function print_body(): void {
		echo $this->body(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built by Renderer, which escapes every value.
	}

	/**
	 * Rules are added on init but WordPress only stores them on a flush: flush once, in the admin, when
	 * one of ours is missing (first run after an update that added or changed one).
	 */
	public function flush_rules_if_missing(): void {
		$rules = get_option( 'rewrite_rules' );
		if ( is_array( $rules ) && get_option( 'permalink_structure' ) && array_diff_key( Registry::ROUTES, $rules ) ) {
			flush_rewrite_rules( false );
		}
	}
}
