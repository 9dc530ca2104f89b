<?php
/**
 * `wp sightline migrate <source> [--dry-run] [--batch=<n>] [--force]`: the whole migration from the
 * command line, in batches, with a progress bar and a final report. Items already migrated from the
 * same source are skipped (so a rerun after a failure continues where it stopped) unless --force.
 *
 * Registers itself only when WP-CLI runs.
 *
 * @package Sightline
 */

namespace Sightline\Migration;

defined( 'ABSPATH' ) || exit;

final class Migrate_Command {

	public function __construct( private Migrator $migrator, private Redirect_Migrator $redirects, private Post_Count $counts ) {}

	/**
	 * Migrates settings, terms, posts and redirects from another SEO plugin (or the redirects of the
	 * Redirection plugin). The source plugin's data is only read.
	 *
	 * ## OPTIONS
	 *
	 * <source>
	 * : The source plugin slug: wordpress-seo, seo-by-rank-math, all-in-one-seo-pack, wp-seopress, autodescription, slim-seo or redirection.
	 *
	 * [--dry-run]
	 * : Map everything and report, but write nothing.
	 *
	 * [--batch=<n>]
	 * : Items read per batch.
	 * ---
	 * default: 200
	 * ---
	 *
	 * [--force]
	 * : Migrate again items already migrated from this source.
	 *
	 * ## EXAMPLES
	 *
	 *     wp sightline migrate wordpress-seo --dry-run
	 *
	 * @param list<string>          $args
	 * @param array<string, string> $assoc
	 */
	public function __invoke( array $args, array $assoc ): void {
		$source = $this->migrator->source( (string) ( $args[0] ?? '' ) );
		if ( is_wp_error( $source ) ) {
			\WP_CLI::error( $source->get_error_message() );
		}
		$batch = (int) ( $assoc['batch'] ?? 200 );
		if ( $batch < 1 || $batch > 5000 ) {
			\WP_CLI::error( __( '--batch must be between 1 and 5000.', 'sightline-seo' ) );
		}
		$dry   = ! empty( $assoc['dry-run'] );
		$force = ! empty( $assoc['force'] );
		$stats = array(
			'items'    => 0,
			'skipped'  => 0,
			'fields'   => 0,
			'tokens'   => 0,
			'other'    => 0,
			'failures' => 0,
			'created'  => 0,
			'already'  => 0,
			'refused'  => 0,
		);

		$global = $this->migrator->migrate_global( $source, $dry );
		if ( is_wp_error( $global ) ) {
			\WP_CLI::error( $global->get_error_message() );
		}
		$this->count( $stats, $global );
		++$stats['items'];

		$this->run_type( $source, 'term', $batch, $dry, $force, $stats );
		$posts = $this->run_type( $source, 'post', $batch, $dry, $force, $stats );
		$this->run_redirects( $source, min( $batch, 500 ), $dry, $stats );
		if ( ! $dry ) {
			$this->migrator->complete( $source, $posts );
		}
		\WP_CLI\Utils\format_items(
			'table',
			array(
				array(
					'report' => __( 'Items migrated', 'sightline-seo' ),
					'value'  => $stats['items'],
				),
				array(
					'report' => __( 'Items skipped (already migrated)', 'sightline-seo' ),
					'value'  => $stats['skipped'],
				),
				array(
					'report' => __( 'Fields written', 'sightline-seo' ),
					'value'  => $stats['fields'],
				),
				array(
					'report' => __( 'Tokens not translated', 'sightline-seo' ),
					'value'  => $stats['tokens'],
				),
				array(
					'report' => __( 'Values left out or shortened', 'sightline-seo' ),
					'value'  => $stats['other'],
				),
				array(
					'report' => __( 'Redirects created', 'sightline-seo' ),
					'value'  => $stats['created'],
				),
				array(
					'report' => __( 'Redirects already migrated', 'sightline-seo' ),
					'value'  => $stats['already'],
				),
				array(
					'report' => __( 'Redirects refused (loop, chain, duplicate or invalid)', 'sightline-seo' ),
					'value'  => $stats['refused'],
				),
				array(
					'report' => __( 'Failures', 'sightline-seo' ),
					'value'  => $stats['failures'],
				),
			),
			array( 'report', 'value' )
		);
		$message = $dry ? __( 'Dry run finished: nothing was written.', 'sightline-seo' ) : __( 'Migration finished.', 'sightline-seo' );
		$stats['failures'] ? \WP_CLI::warning( $message ) : \WP_CLI::success( $message );
	}

	/**
	 * Migrates a source's terms or posts in batches behind a progress bar. The posts' total comes from
	 * Post_Count, a request's budget of it: on a large site whose count is not finished, the bar starts
	 * at the posts found so far and grows as the walk passes it, and the count the walk made is printed
	 * at the end. The walk itself goes to the last post whatever the total says.
	 *
	 * @param 'post'|'term'      $type
	 * @param array<string, int> $stats
	 * @return int The items walked.
	 */
	private function run_type( Source_Interface $source, string $type, int $batch, bool $dry, bool $force, array &$stats ): int {
		$count = 'post' === $type ? $this->counts->total( $source ) : array(
			'total' => $source->count_terms(),
			'exact' => true,
		);
		$total = $count['total'];
		if ( ! $total && $count['exact'] ) {
			return 0;
		}
		if ( ! $count['exact'] ) {
			/* translators: %d: posts counted so far. */
			\WP_CLI::log( sprintf( __( 'Posts with data to migrate: at least %d (counted as they are migrated).', 'sightline-seo' ), $total ) );
		}
		/* translators: %s: posts or terms. */
		$bar    = \WP_CLI\Utils\make_progress_bar( sprintf( __( 'Migrating %s', 'sightline-seo' ), 'post' === $type ? __( 'posts', 'sightline-seo' ) : __( 'terms', 'sightline-seo' ) ), max( 1, $total ) );
		$walked = 0;
		foreach ( self::batches( $source, $type, $batch, $total ) as $ids ) {
			$walked += count( $ids );
			if ( $walked > $total && method_exists( $bar, 'setTotal' ) ) {
				$bar->setTotal( $walked + $batch ); // The walk passed the count so far: the bar grows with it.
			}
			// One read of objects and meta and one transaction of a few writes per batch (Migrator).
			foreach ( $this->migrator->migrate_batch( $source, $type, $ids, $dry, ! $force ) as $id => $result ) {
				if ( null === $result ) {
					++$stats['skipped'];
				} elseif ( is_wp_error( $result ) ) {
					++$stats['failures'];
					\WP_CLI::debug( "{$type} {$id}: " . $result->get_error_message(), 'sightline' );
				} else {
					++$stats['items'];
					$this->count( $stats, $result );
				}
				$bar->tick();
			}
			// Keep memory flat whatever the number of items: drop what this batch cached.
			wp_cache_flush_runtime();
		}
		if ( $walked !== $total && $walked > 0 && method_exists( $bar, 'setTotal' ) ) {
			$bar->setTotal( $walked ); // The bar ends at what the walk found (posts added or removed since the count).
		}
		$bar->finish();
		if ( ! $count['exact'] ) {
			/* translators: %d: posts walked. */
			\WP_CLI::log( sprintf( __( 'Posts with data to migrate: %d.', 'sightline-seo' ), $walked ) );
		}
		return $walked;
	}

	/**
	 * The ids of a source's posts or terms, a batch at a time: posts from the last id on to the last post
	 * (an offset makes the database walk every post before it, each batch: hours at a million posts; the
	 * walk does not stop at $total, which may be a count not finished or made before posts were added),
	 * terms, far fewer, by offset, at most $total of them.
	 *
	 * @param 'post'|'term' $type
	 * @return \Generator<int, list<int>>
	 */
	public static function batches( Source_Interface $source, string $type, int $batch, int $total ): \Generator {
		for ( $offset = 0, $after = 0; 'post' === $type || $offset < $total; $offset += $batch ) {
			$rows = 'post' === $type ? $source->posts_after( $after, $batch ) : $source->term_ids( $offset, $batch );
			if ( ! $rows ) {
				return;
			}
			$after = (int) end( $rows )['id'];
			yield array_column( $rows, 'id' );
		}
	}

	/**
	 * The source's redirects, a batch of items per call through the same write path as the settings
	 * app; each refused or skipped rule is printed with its reason.
	 *
	 * @param array<string, int> $stats
	 */
	private function run_redirects( Source_Interface $source, int $batch, bool $dry, array &$stats ): void {
		$reader = $this->redirects->reader( $source->slug() );
		$total  = $this->redirects->count( $source->slug() );
		if ( null === $reader || ! $total ) {
			return;
		}
		$bar = \WP_CLI\Utils\make_progress_bar( __( 'Migrating redirects', 'sightline-seo' ), $total );
		foreach ( array_keys( $reader->groups() ) as $group ) {
			$count = $reader->count( $group );
			for ( $offset = 0; $offset < $count; $offset += $batch ) {
				foreach ( $this->redirects->migrate( $source->slug(), $group, $reader->ids( $group, $offset, $batch ), $dry ) as $id => $result ) {
					if ( is_wp_error( $result ) ) {
						++$stats['failures'];
						\WP_CLI::debug( "redirect {$group} {$id}: " . $result->get_error_message(), 'sightline' );
					} else {
						++$stats['items'];
						foreach ( array( 'created', 'already', 'refused' ) as $key ) {
							$stats[ $key ] += $result[ $key ];
						}
						foreach ( $result['report'] as $entry ) {
							++$stats['other'];
							\WP_CLI::log( $entry['field'] . ': ' . $entry['value'] );
						}
					}
					$bar->tick();
				}
			}
		}
		$bar->finish();
	}

	/**
	 * @param array<string, int>   $stats
	 * @param array<string, mixed> $result
	 */
	private function count( array &$stats, array $result ): void {
		$stats['fields'] += (int) $result['written'];
		foreach ( $result['report'] as $entry ) {
			'untranslated_token' === $entry['reason'] ? ++$stats['tokens'] : ++$stats['other'];
		}
	}
}
