<?php
/**
 * Answers a request that a redirect rule matches on `setup_theme`, before the theme, `init`, the main
 * query and the template: a 301/302/307 with its Location, or a 410/451 page. A request no rule matches
 * goes on untouched; when no rule is enabled that costs one look at an autoloaded option (+0 queries),
 * otherwise the compiled head and one exact-match shard (Lookup_Store), never the database.
 *
 * @package Sightline
 */

namespace Sightline\Redirects;

use Sightline\Hookable_Interface;
use Sightline\Sitemaps\Sitemaps;

defined( 'ABSPATH' ) || exit;

final class Responder implements Hookable_Interface {

	/** Requests that are never redirected, whatever a rule says (the admin must keep a way in). */
	private const NEVER = '#^/(wp-admin|wp-login\.php|wp-json|wp-cron\.php|xmlrpc\.php|wp-content|wp-includes)(/|$|\?)#';

	/**
	 * @param \Closure(): Compiler           $compiler
	 * @param \Closure(): Hits               $hits
	 * @param \Closure(): Sitemap_Exclusions $sitemap_exclusions
	 */
	public function __construct( private \Closure $compiler, private \Closure $hits, private \Closure $sitemap_exclusions ) {}

	public function add_hooks(): void {
		add_action( 'setup_theme', array( $this, 'answer' ), 0 );
	}

	public function answer(): void {
		if ( ! self::has_rules() || is_admin() || wp_doing_ajax() || wp_doing_cron() || ( defined( 'WP_CLI' ) && WP_CLI ) ) {
			return;
		}
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : 'GET';
		if ( 'GET' !== $method && 'HEAD' !== $method ) {
			return;
		}
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- only matched against the rules; the answer is built from the rule's target.
		$uri   = isset( $_SERVER['REQUEST_URI'] ) ? (string) wp_unslash( $_SERVER['REQUEST_URI'] ) : '/';
		$found = $this->find( $uri );
		if ( null === $found ) {
			if ( Sitemaps::may_be_sitemap( $uri ) ) {
				// A sitemap this request may build leaves out what the rules answer; any other page view
				// adds no hook for it.
				( $this->sitemap_exclusions )()->add_hooks();
			}
			return;
		}
		( $this->hits )()->record( $found['id'] );
		if ( '' !== $found['location'] ) {
			// phpcs:ignore WordPress.Security.SafeRedirect.wp_redirect_wp_redirect -- off-site targets are allowed when the admin typed a full URL (Target::check()).
			wp_redirect( $found['location'], $found['status'], 'Sightline SEO' );
			exit;
		}
		status_header( $found['status'] );
		nocache_headers();
		header( 'Content-Type: text/html; charset=utf-8' );
		if ( 'HEAD' !== $method ) {
			$text = get_status_header_desc( $found['status'] );
			printf( '<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>%1$s %2$s</title></head><body><h1>%2$s</h1></body></html>', (int) $found['status'], esc_html( $text ) );
		}
		exit;
	}

	/**
	 * What a request to $uri is answered with, or null when no enabled rule matches it.
	 *
	 * @return array{id: int, status: int, location: string}|null location is '' for 410 and 451.
	 */
	public function find( string $uri ): ?array {
		if ( ! self::has_rules() ) {
			return null;
		}
		$relative = Paths::relative( $uri );
		if ( null === $relative || self::never( $relative[0] ) ) {
			return null;
		}
		$lookup = ( $this->compiler )()->lookup();
		$match  = null === $lookup ? null : $lookup->match( $relative[0], $relative[1] );
		if ( null === $match ) {
			return null;
		}
		list( $id, $target, $status, $keep ) = $match['rule'];
		return array(
			'id'       => $id,
			'status'   => $status,
			'location' => in_array( $status, Target::REDIRECTS, true ) ? Target::location( $target, $match['groups'], $keep ? $relative[1] : '' ) : '',
		);
	}

	/** Whether a path (relative to the home path) is one no rule ever answers. */
	public static function never( string $path ): bool {
		return 1 === preg_match( self::NEVER, $path );
	}

	/**
	 * Whether any rule is enabled: an index exists and names a compiled set. A site without rules, or a
	 * network site whose admin was not visited since activation, answers no on an autoloaded option,
	 * without asking the database for a missing one.
	 */
	private static function has_rules(): bool {
		return isset( wp_load_alloptions()[ Lookup_Store::INDEX_OPTION ] ) && '' !== Lookup_Store::index()['token'];
	}
}
