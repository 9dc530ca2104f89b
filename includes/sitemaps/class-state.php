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
 * @package Sightline
 */

namespace Sightline\Sitemaps;

defined( 'ABSPATH' ) || exit;

final class State {

	public const OPTION = 'sightline_sitemap_state';

	/** @var array{all: int, groups: array<string, array{all: int, members?: int, pages: array<int, int>}>}|null */
	private ?array $state = null;

	/** Depth of hold(): while held, stamps change in memory and are saved once on the last release(). */
	private int $held = 0;

	private bool $dirty = false;

	/**
	 * @return array{all: int, groups: array<string, array{all: int, members?: int, pages: array<int, int>}>}
	 */
	public function get(): array {
		if ( null === $this->state ) {
			$stored      = get_option( self::OPTION, array() );
			$stored      = is_array( $stored ) ? $stored : array();
			$this->state = array(
				'all'    => (int) ( $stored['all'] ?? 0 ),
				'groups' => is_array( $stored['groups'] ?? null ) ? $stored['groups'] : array(),
			);
		}
		return $this->state;
	}

	/** The stamp of one page: the latest change that can have altered it. */
	public function page_stamp( string $group, int $page ): int {
		$state = $this->get();
		$own   = $state['groups'][ $group ] ?? array();
		return max( $state['all'], (int) ( $own['all'] ?? 0 ), (int) ( $own['pages'][ $page ] ?? 0 ) );
	}

	/**
	 * The stamp of a group's page boundaries: only changes that add or remove entries move it, so an
	 * edit leaves the group's summary valid (the edited page's own stamp covers its lastmod).
	 */
	public function summary_stamp( string $group ): int {
		$state = $this->get();
		$own   = $state['groups'][ $group ] ?? array();
		return max( $state['all'], (int) ( $own['all'] ?? 0 ), (int) ( $own['members'] ?? 0 ) );
	}

	/** The stamp of a whole group: any change to it or to one of its pages. */
	public function group_stamp( string $group ): int {
		$state = $this->get();
		$own   = $state['groups'][ $group ] ?? array();
		$pages = is_array( $own['pages'] ?? null ) && $own['pages'] ? max( $own['pages'] ) : 0;
		return max( $state['all'], (int) ( $own['all'] ?? 0 ), (int) $pages );
	}

	/** The stamp of everything (the index). */
	public function latest(): int {
		$state  = $this->get();
		$latest = $state['all'];
		foreach ( array_keys( $state['groups'] ) as $group ) {
			$latest = max( $latest, $this->group_stamp( (string) $group ) );
		}
		return $latest;
	}

	public function bump_all(): void {
		$state        = $this->get();
		$state['all'] = self::next( $this->latest() );
		// Older per-group and per-page stamps are now covered by `all`; dropping them keeps the option small.
		$state['groups'] = array();
		$this->save( $state );
	}

	public function bump_group( string $group ): void {
		$state                              = $this->get();
		$state['groups'][ $group ]['all']   = self::next( $this->group_stamp( $group ) );
		$state['groups'][ $group ]['pages'] = array();
		unset( $state['groups'][ $group ]['members'] );
		$this->save( $state );
	}

	/**
	 * @param list<int> $pages      1-based page numbers.
	 * @param bool      $membership Entries were added or removed (page boundaries move).
	 */
	public function bump_pages( string $group, array $pages, bool $membership = false ): void {
		if ( ! $pages ) {
			return;
		}
		$state                              = $this->get();
		$next                               = self::next( $this->group_stamp( $group ) );
		$state['groups'][ $group ]['all'] ??= 0;
		foreach ( $pages as $page ) {
			$state['groups'][ $group ]['pages'][ (int) $page ] = $next;
		}
		if ( $membership ) {
			$state['groups'][ $group ]['members'] = $next;
		}
		$this->save( $state );
	}

	/**
	 * Defers saving during a bulk write (a migration batch touches hundreds of posts): one option write
	 * per batch instead of one per changed post.
	 */
	public function hold(): void {
		++$this->held;
	}

	public function release(): void {
		if ( $this->held > 0 && 0 === --$this->held && $this->dirty && null !== $this->state ) {
			$this->dirty = false;
			update_option( self::OPTION, $this->state, true );
		}
	}

	/** Forgets the copy in memory (another request or process may have changed the option). */
	public function reset(): void {
		$this->state = null;
	}

	private static function next( int $previous ): int {
		return max( $previous + 1, time() );
	}

	/**
	 * @param array{all: int, groups: array<string, mixed>} $state
	 */
	private function save( array $state ): void {
		$this->state = $state;
		if ( $this->held > 0 ) {
			$this->dirty = true;
			return;
		}
		update_option( self::OPTION, $state, true );
	}
}
