<?php
/**
 * Computes the page boundaries (Page_Boundaries) of the post types, taxonomies and authors in a WP-Cron event
 * after a change that made them stale as a whole, so the first crawler after it does not wait for them.
 *
 * Why: most changes keep a group's boundaries or resume them from the first page they touched (a few
 * milliseconds at a million posts), but some move every one of them: activation (none are stored yet),
 * a setting that decides what a group lists (Registry::listing_fingerprint()), translations linked or
 * unlinked. Computing them reads every listed post or term (seconds on a big site; bench/README.md,
 * "Sitemaps at 1,000,000 posts" and "Tag sitemaps at 100,000 tags"), which the next request for the
 * index or any page of the group would otherwise spend. The event runs it in the background instead;
 * a crawler that comes before it still gets exact sitemaps by computing them itself, as without the
 * event (the sitemaps never depend on WP-Cron to be right, only to be fast).
 *
 * Activation computes them itself on a site small enough to read in a few seconds (the admin's click, or
 * `wp plugin activate`, waits for it), so the first crawler after it finds them even where WP-Cron runs
 * late or not at all (DISABLE_WP_CRON with a system cron every few minutes); a bigger site leaves them to
 * the event.
 *
 * @package Sightline
 */

namespace Sightline\Sitemaps;

use Sightline\Hookable_Interface;

defined( 'ABSPATH' ) || exit;

final class Boundaries_Job implements Hookable_Interface {

	public const HOOK = 'sightline_sitemaps_boundaries';

	/**
	 * The highest post ID up to which activation computes the boundaries itself. Their query reads the
	 * posts table's rows in ID order, whatever their type, so its cost follows the highest ID; up to this
	 * one it takes a few seconds (bench/README.md, "Activation computes the first boundaries itself").
	 * Filter: `sightline_sitemaps_activation_rows`.
	 */
	public const ACTIVATION_ROWS = 3000000;

	/** Seconds after which activation leaves the groups it has not reached to the event. */
	private const ACTIVATION_SECONDS = 5.0;

	public function __construct( private Registry $registry, private State $state, private Page_Boundaries $boundaries ) {}

	public function add_hooks(): void {
		add_action( self::HOOK, array( $this, 'run' ) );
		add_action( 'sightline_activated', array( self::class, 'schedule' ) );
		add_action( 'sightline_activated', array( $this, 'run_at_activation' ), 20 );
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
			if ( null === $this->boundaries->cached( $group ) ) {
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
			$this->boundaries->get( $group );
		}
	}

	/**
	 * At activation, on a site whose posts table reads in a few seconds: computes every group's
	 * boundaries now and, when none is left to compute, drops the queued event. On a bigger site, past
	 * a few seconds, or on a network activation (which sets up every site in one request, switched to
	 * each in turn), each site's event does it.
	 */
	public function run_at_activation(): void {
		global $wpdb;
		if ( ! $this->registry->enabled() || ( is_multisite() && ms_is_switched() ) ) {
			return;
		}
		$rows = (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->posts}" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- one primary-key read at activation.
		if ( $rows > (int) apply_filters( 'sightline_sitemaps_activation_rows', self::ACTIVATION_ROWS ) ) {
			return;
		}
		$start = microtime( true );
		$this->state->read_from_primary();
		foreach ( $this->groups() as $group ) {
			if ( microtime( true ) - $start >= self::ACTIVATION_SECONDS ) {
				break;
			}
			$this->boundaries->get( $group );
		}
		self::unschedule();
		$this->schedule_if_stale();
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
	 * or the authors' (one probe of the posts' author index an author).
	 */
	public static function grows_with_the_site( string $group ): bool {
		return str_starts_with( $group, Post_Type_Provider::PREFIX ) || str_starts_with( $group, Taxonomy_Provider::PREFIX ) || Author_Provider::GROUP === $group;
	}
}
