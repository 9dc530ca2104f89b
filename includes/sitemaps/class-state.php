<?php
/**
 * Freshness stamps of the sitemaps, kept in one small option and written only when content changes
 * (admin, REST or cron writes), never on a sitemap request.
 *
 * A stamp is a Unix time that only grows. It is both the cache version of what it covers (a new stamp
 * makes the cached copy unreachable) and that part's last change, so it feeds `lastmod` and
 * `Last-Modified` even when the change was a removal (which leaves no newer date in the entries).
 *
 * Levels: `all` (settings, permalinks, regenerate) → one group (a post type, a taxonomy, the authors,
 * the home page) → one page of a group.
 *
 * Writers run at once (a scheduled post published by cron while an editor saves, a save during a
 * migration), so a change is never a read-modify-write of what this request read earlier: each bump is
 * an operation replayed on the row as the database holds it and written with a compare-and-swap (the
 * UPDATE only applies if the row is still what was read; otherwise read again and replay).
 *
 * @package Sightline
 */

namespace Sightline\Sitemaps;

use Sightline\Db\Contended_Write;
use Sightline\Db\Option_Cache;
use Sightline\Db\Primary;

defined( 'ABSPATH' ) || exit;

final class State {

	public const OPTION = 'sightline_sitemap_state';

	/** Compare-and-swap attempts before the last one simply writes (only under extreme contention). */
	private const ATTEMPTS = 25;

	/** Notes kept per group of where its page boundaries moved (see boundaries_moved_from()). */
	private const MOVES_KEPT = 50;

	/** @var array{all: int, boundaries: int, groups: array<string, array{all?: int, members?: int, pages?: array<int, int>, moved?: list<array{0: int, 1: int, 2?: list<int>}>, moved_floor?: int}>}|null */
	private ?array $state = null;

	/** The site whose stamps $state holds. */
	private int $site = 0;

	/** Depth of hold(): while held, stamps change in memory and are saved once on the last release(). */
	private int $held = 0;

	/** The site whose changes a hold keeps (another site's, after switch_to_blog(), are written at once). */
	private int $held_site = 0;

	/** The one stamp of the changes written together (commit()), while they are replayed. */
	private static ?int $write_stamp = null;

	/** @var list<callable(array<string, mixed>): array<string, mixed>> Changes not written yet (while held), replayed on the stored row. */
	private array $pending = array();

	/**
	 * @return array{all: int, boundaries: int, groups: array<string, array{all?: int, members?: int, pages?: array<int, int>, moved?: list<array{0: int, 1: int, 2?: list<int>}>, moved_floor?: int}>}
	 */
	public function get(): array {
		// Read once per request and site: code that switch_to_blog()s reads the other site's stamps.
		if ( null === $this->state || get_current_blog_id() !== $this->site ) {
			$this->state = $this->with_pending( self::normalize( get_option( self::OPTION, array() ) ) );
			$this->site  = get_current_blog_id();
		}
		return $this->state;
	}

	/**
	 * Reads the stamps again from the primary when the database drop-in sends reads to replicas: a
	 * sitemap request checks its stored copy against the stamps as the last write left them, and
	 * builds a new copy from the primary too, so a lagging replica cannot keep an old copy in service
	 * or have an old list stored under new stamps. One query, on sitemap requests only.
	 */
	public function read_from_primary(): void {
		global $wpdb;
		if ( ! Primary::reads() ) {
			return;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the row as the primary has it, past the options loaded from a replica.
		$raw         = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", self::OPTION ) );
		$this->state = self::normalize( null === $raw ? array() : maybe_unserialize( $raw ) );
		$this->site  = get_current_blog_id();
	}

	/** The stamp of one page: the latest change that can have altered it. */
	public function page_stamp( string $group, int $page ): int {
		return self::page_stamp_of( $this->get(), $group, $page );
	}

	/**
	 * The stamp of a group's page boundaries: only changes that add or remove entries move it, so an
	 * edit leaves the group's summary valid (the edited page's own stamp covers its lastmod).
	 */
	public function summary_stamp( string $group ): int {
		$state = $this->get();
		$own   = $state['groups'][ $group ] ?? array();
		return max( $state['boundaries'], (int) ( $own['all'] ?? 0 ), (int) ( $own['members'] ?? 0 ) );
	}

	/** The stamp of a whole group: any change to it or to one of its pages. */
	public function group_stamp( string $group ): int {
		return self::group_stamp_of( $this->get(), $group );
	}

	/** The stamp of everything (the index). */
	public function latest(): int {
		return self::latest_of( $this->get() );
	}

	/**
	 * Every page may have changed: a full regeneration, or (without $boundaries) the settings. The
	 * settings that decide which entries a group lists are its Registry::listing_fingerprint(), which its
	 * summary's version holds, so a settings save keeps the groups' page boundaries unless one of those
	 * changed: computing them reads every listed post (seconds at a million posts).
	 */
	public function bump_all( bool $boundaries = true ): void {
		$this->change(
			static function ( array $state ) use ( $boundaries ): array {
				$state['all'] = self::next( self::latest_of( $state ) );
				if ( $boundaries ) {
					$state['boundaries'] = $state['all'];
					// Older per-group and per-page stamps are now covered by `all`; dropping them keeps the option small.
					$state['groups'] = array();
					return $state;
				}
				// The pages' own stamps are covered by `all`; what the summaries depend on stays.
				foreach ( $state['groups'] as $group => $own ) {
					unset( $state['groups'][ $group ]['pages'] );
				}
				return $state;
			}
		);
	}

	/** A whole group changed (e.g. its post type's settings). */
	public function bump_group( string $group ): void {
		$this->change(
			static function ( array $state ) use ( $group ): array {
				$state['groups'][ $group ]['all']   = self::next( self::latest_of( $state ) );
				$state['groups'][ $group ]['pages'] = array();
				unset( $state['groups'][ $group ]['members'], $state['groups'][ $group ]['moved'], $state['groups'][ $group ]['moved_floor'] );
				return $state;
			}
		);
	}

	/**
	 * Some pages of a group changed; with $membership, entries were added or removed (page boundaries
	 * may move), with their keys when known ($keys: the next summary then counts only their pages again).
	 *
	 * @param list<int> $pages
	 * @param list<int> $keys
	 */
	public function bump_pages( string $group, array $pages, bool $membership = false, array $keys = array() ): void {
		if ( ! $pages ) {
			return;
		}
		$this->change(
			static function ( array $state ) use ( $group, $pages, $membership, $keys ): array {
				$next                               = self::next( self::latest_of( $state ) );
				$state['groups'][ $group ]['all'] ??= 0;
				foreach ( $pages as $page ) {
					$state['groups'][ $group ]['pages'][ (int) $page ] = $next;
				}
				if ( $membership ) {
					$state['groups'][ $group ]['members'] = $next;
					// Where the boundaries may have moved from, and the keys that joined or left: the next summary
					// recomputes only from there, or in a big group counts only those keys' pages (Page_Recount).
					$moved = (array) ( $state['groups'][ $group ]['moved'] ?? array() );
					$move  = array( $next, min( array_map( 'intval', $pages ) ) );
					if ( $keys ) {
						$move[] = array_values( array_unique( array_map( 'intval', $keys ) ) );
					}
					$moved[] = $move;
					$over    = count( $moved ) - self::MOVES_KEPT;
					if ( $over > 0 ) {
						$state['groups'][ $group ]['moved_floor'] = (int) $moved[ $over - 1 ][0];
						$moved                                    = array_slice( $moved, $over );
					}
					$state['groups'][ $group ]['moved'] = $moved;
				}
				return $state;
			}
		);
	}

	/**
	 * The first page whose boundaries may have moved since the stamp $since, when since then only
	 * entries were added or removed (each bump_pages() with $membership notes the first page it
	 * touched); null when more changed (the whole group, everything) or the notes no longer reach back
	 * to $since. A summary stored at $since is then still right before that page.
	 */
	public function boundaries_moved_from( string $group, int $since ): ?int {
		$pages = array_map( static fn( array $move ): int => max( 1, (int) ( $move[1] ?? 1 ) ), $this->moves_since( $group, $since ) ?? array() );
		return $pages ? min( $pages ) : null;
	}

	/**
	 * The keys of the entries that joined or left a group since the stamp $since, when
	 * boundaries_moved_from() knows where the boundaries moved from and every change since noted its
	 * keys; null otherwise.
	 *
	 * @return list<int>|null
	 */
	public function moved_keys( string $group, int $since ): ?array {
		$keys = array();
		foreach ( $this->moves_since( $group, $since ) ?? array() as $move ) {
			if ( ! is_array( $move[2] ?? null ) || ! $move[2] ) {
				return null;
			}
			$keys = array_merge( $keys, array_map( 'intval', $move[2] ) );
		}
		return $keys ? array_values( array_unique( $keys ) ) : null;
	}

	/**
	 * The notes of entries added or removed since $since, or null when more changed since (the whole
	 * group, everything) or the notes no longer reach back to $since.
	 *
	 * @return list<array<int, mixed>>|null
	 */
	private function moves_since( string $group, int $since ): ?array {
		$state = $this->get();
		$own   = $state['groups'][ $group ] ?? array();
		if ( $state['boundaries'] > $since || (int) ( $own['all'] ?? 0 ) > $since || (int) ( $own['moved_floor'] ?? 0 ) > $since ) {
			return null;
		}
		$moves = array();
		foreach ( (array) ( $own['moved'] ?? array() ) as $move ) {
			if ( is_array( $move ) && (int) ( $move[0] ?? 0 ) > $since ) {
				$moves[] = $move;
			}
		}
		return $moves;
	}

	/** Batches the changes of many saves (a migration batch, a bulk edit, one post's save) into one write. */
	public function hold(): void {
		if ( 0 === $this->held++ ) {
			$this->held_site = get_current_blog_id();
		}
	}

	public function release(): void {
		if ( $this->held > 0 && 0 === --$this->held && $this->pending ) {
			// Written to the site they were made on, should the last release come while switched away.
			$away = get_current_blog_id() !== $this->held_site;
			if ( $away ) {
				switch_to_blog( $this->held_site );
			}
			$changes       = $this->pending;
			$this->pending = array();
			$this->commit( $changes );
			if ( $away ) {
				restore_current_blog();
			}
		}
	}

	/** Forgets what this request read (tests, long-running processes). */
	public function reset(): void {
		$this->state   = null;
		$this->pending = array();
	}

	/**
	 * @param callable(array<string, mixed>): array<string, mixed> $change
	 */
	private function change( callable $change ): void {
		$this->state = $change( $this->get() );
		if ( 0 === $this->held || get_current_blog_id() !== $this->held_site ) {
			$this->commit( array( $change ) );
			return;
		}
		$this->pending[] = $change;
	}

	/**
	 * The held site's stamps as read, with its pending changes (read again after a switch to another
	 * site and back, they must still show).
	 *
	 * @param array<string, mixed> $state
	 * @return array<string, mixed>
	 */
	private function with_pending( array $state ): array {
		if ( $this->held > 0 && get_current_blog_id() === $this->held_site ) {
			foreach ( $this->pending as $change ) {
				$state = $change( $state );
			}
		}
		return $state;
	}

	/**
	 * Replays the changes on the stored row and writes it if nobody changed it in between; otherwise
	 * reads it again and replays (compare-and-swap), so no writer's stamp is lost.
	 *
	 * @param list<callable(array<string, mixed>): array<string, mixed>> $changes
	 */
	private function commit( array $changes ): void {
		global $wpdb;
		$this->site = get_current_blog_id();
		// Compare-and-swap against the row a replica has would skip a write ("nothing to change").
		Primary::reads();
		for ( $attempt = 1; $attempt <= self::ATTEMPTS; $attempt++ ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the row as stored right now, past every cache, is the point.
			$raw   = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", self::OPTION ) );
			$old   = null === $raw ? array() : maybe_unserialize( $raw );
			$state = self::normalize( $old );
			// Written at once, the changes share one stamp: each level they touch is newer than before,
			// and no reader can see one change without the others.
			self::$write_stamp = self::next( self::latest_of( $state ) );
			try {
				foreach ( $changes as $change ) {
					$state = $change( $state );
				}
			} finally {
				self::$write_stamp = null;
			}
			$value = maybe_serialize( $state );
			if ( null === $raw ) {
				// INSERT IGNORE: only one of two first writers may create the row.
				$written = Contended_Write::query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'on')", self::OPTION, $value ) );
			} elseif ( $raw === $value ) {
				$written = 1; // Nothing to change.
			} else {
				// Compare-and-swap on the value read above.
				$written = Contended_Write::query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value = %s", $value, self::OPTION, $raw ) );
			}
			if ( $written > 0 ) {
				$this->state = $state;
				self::written( null === $raw, $old, $state, $value );
				return;
			}
		}
		// Still contended after every attempt: write what this request knows rather than nothing.
		$this->state = $state;
		update_option( self::OPTION, $state, true );
	}

	/**
	 * Keeps the options cache (and a persistent object cache) equal to the row, and tells listeners as
	 * add_option() / update_option() would.
	 *
	 * @param mixed                $old
	 * @param array<string, mixed> $state
	 */
	private static function written( bool $added, $old, array $state, string $value ): void {
		$alloptions                 = wp_load_alloptions( true );
		$alloptions[ self::OPTION ] = $value;
		wp_cache_set( 'alloptions', $alloptions, 'options' );
		Option_Cache::forget( self::OPTION );
		if ( $added ) {
			do_action( 'add_option_' . self::OPTION, self::OPTION, $state ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's own option hooks.
			do_action( 'added_option', self::OPTION, $state ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's own option hook.
			return;
		}
		do_action( 'update_option_' . self::OPTION, $old, $state, self::OPTION ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's own option hooks.
		do_action( 'updated_option', self::OPTION, $old, $state ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's own option hook.
	}

	/**
	 * @param mixed $stored
	 * @return array{all: int, boundaries: int, groups: array<string, array{all?: int, members?: int, pages?: array<int, int>, moved?: list<array{0: int, 1: int, 2?: list<int>}>, moved_floor?: int}>}
	 */
	private static function normalize( $stored ): array {
		$stored = is_array( $stored ) ? $stored : array();
		return array(
			'all'        => (int) ( $stored['all'] ?? 0 ),
			// Stored before the two were told apart: the summaries' stamp was `all`.
			'boundaries' => (int) ( $stored['boundaries'] ?? $stored['all'] ?? 0 ),
			'groups'     => is_array( $stored['groups'] ?? null ) ? $stored['groups'] : array(),
		);
	}

	/** @param array<string, mixed> $state */
	private static function page_stamp_of( array $state, string $group, int $page ): int {
		$own = $state['groups'][ $group ] ?? array();
		return max( $state['all'], (int) ( $own['all'] ?? 0 ), (int) ( $own['pages'][ $page ] ?? 0 ) );
	}

	/** @param array<string, mixed> $state */
	private static function group_stamp_of( array $state, string $group ): int {
		$own   = $state['groups'][ $group ] ?? array();
		$pages = is_array( $own['pages'] ?? null ) && $own['pages'] ? max( $own['pages'] ) : 0;
		return max( $state['all'], (int) ( $own['all'] ?? 0 ), (int) $pages );
	}

	/** @param array<string, mixed> $state */
	private static function latest_of( array $state ): int {
		$latest = $state['all'];
		foreach ( array_keys( $state['groups'] ) as $group ) {
			$latest = max( $latest, self::group_stamp_of( $state, (string) $group ) );
		}
		return $latest;
	}

	/**
	 * The date a stamp stands for, as lastmod and Last-Modified print it: the stamp, or now while it
	 * runs ahead of the clock (changes that shared a second, see next()). A date in the future is not
	 * accurate (crawlers learn to ignore such lastmods), and HTTP forbids a Last-Modified later than
	 * the answer.
	 */
	public static function as_date( int $stamp ): int {
		return min( $stamp, time() );
	}

	/**
	 * A stamp newer than $previous (always the newest stamp of all, so the index, whose version is the
	 * newest stamp, changes with every change): now, or one more when changes share a second. Changes
	 * written together take the one stamp of their write.
	 */
	private static function next( int $previous ): int {
		return self::$write_stamp ?? max( $previous + 1, time() );
	}
}
