<?php
/**
 * Computes the page boundaries (Server::summary()) of the post types, taxonomies and authors in a WP-Cron event
 * after a change that made them stale as a whole, so the first crawler after it does not wait for them.
 *
 * Why: most changes keep a group's boundaries or resume them from the first page they touched (a few
 * milliseconds at a million posts), but some move every one of them: activation (none are stored yet),
 * a setting that decides what is listed (part of Registry::fingerprint()), translations linked or
 * unlinked. Computing them reads every listed post or term (seconds on a big site; bench/README.md,
 * "Sitemaps at 1,000,000 posts" and "Tag sitemaps at 100,000 tags"), which the next request for the
 * index or any page of the group would otherwise spend. The event runs it in the background instead;
 * a crawler that comes before it still gets exact sitemaps by computing them itself, as without the
 * event (the sitemaps never depend on WP-Cron to be right, only to be fast).
 *
 * @package Sightline
 */

namespace Sightline\Sitemaps;

use Sightline\Hookable_Interface;

defined( 'ABSPATH' ) || exit;

final class Boundaries_Job implements Hookable_Interface {

	public const HOOK = 'sightline_sitemaps_boundaries';

	public function __construct( private Registry $registry, private State $state, private Server $server ) {}

	public function add_hooks(): void {
		add_action( self::HOOK, array( $this, 'run' ) );
		add_action( 'sightline_activated', array( self::class, 'schedule' ) );
		add_action( 'sightline_deactivated', array( self::class, 'unschedule' ) );
	}

	/** Queues one event (a change while one is queued adds none: the event reads the state it runs in). */
	public static function schedule(): void {
		if ( ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_single_event( time(), self::HOOK );
		}
	}

	public static function unschedule(): void {
		wp_clear_scheduled_hook( self::HOOK );
	}

	/**
	 * Queues the event when a post type's, taxonomy's or the authors' boundaries are not stored under the current
	 * settings and stamps (after a change that moved them all). Reads the stored copies only: nothing is
	 * computed.
	 */
	public function schedule_if_stale(): void {
		if ( ! $this->registry->enabled() ) {
			return;
		}
		foreach ( $this->groups() as $group ) {
			if ( null === $this->server->cached_summary( $group ) ) {
				self::schedule();
				return;
			}
		}
	}

	/**
	 * Stores every post type's, taxonomy's and the authors' boundaries that are not stored yet (a group whose stored
	 * ones are current costs one file read). Reads from the primary database where reads go to replicas,
	 * as a sitemap request does: boundaries stored under the newest stamps must come from the newest rows.
	 */
	public function run(): void {
		if ( ! $this->registry->enabled() ) {
			return;
		}
		$this->state->read_from_primary();
		foreach ( $this->groups() as $group ) {
			$this->server->summary( $group );
		}
	}

	/**
	 * The groups whose boundaries grow with the site (the home page's stay one page).
	 *
	 * @return list<string>
	 */
	private function groups(): array {
		return array_values( array_filter( array_keys( $this->registry->groups() ), array( self::class, 'grows_with_the_site' ) ) );
	}

	/**
	 * Whether a group's boundaries are worth computing in the background: a post type's, a taxonomy's,
	 * or the authors' (found among every user: 0.2 s at 100,000 users, a shop's customers included).
	 */
	public static function grows_with_the_site( string $group ): bool {
		return str_starts_with( $group, Post_Type_Provider::PREFIX ) || str_starts_with( $group, Taxonomy_Provider::PREFIX ) || Author_Provider::GROUP === $group;
	}
}
