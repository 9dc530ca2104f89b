<?php
/**
 * What uninstalling Sightline SEO removes, on every site of a network.
 *
 * Always, whatever the admin chose: secrets and personal data (the AI provider's key, the Search Console
 * client secret and tokens and its sign-in state, the name and email given in the guided setup), and the
 * 404 monitor's record of visits (its table, its schema version and its log file).
 * When the admin turned "Remove all data on uninstall" on (setting delete_data_on_uninstall, per site):
 * every option, every per-post, per-term and per-user field, and the sitemap cache files.
 *
 * Names are listed here one by one, never matched by prefix (another plugin's `sightline_…` option is
 * not ours), and only our own cache group is flushed. uninstall.php runs without the plugin's services,
 * so everything is named from the classes that own it.
 *
 * @package Sightline
 */

namespace Sightline;

use Sightline\Ai\Ai_Config;
use Sightline\Ai\Rate_Limit;
use Sightline\Checks\Site_Checks;
use Sightline\Indexnow\Key as Indexnow_Key;
use Sightline\Indexnow\Last_Result as Indexnow_Last_Result;
use Sightline\Indexnow\Queue as Indexnow_Queue;
use Sightline\Llms\Llms_Txt;
use Sightline\Migration\Migrator;
use Sightline\Migration\Post_Count;
use Sightline\Onboarding\Status;
use Sightline\Onboarding\User_Details;
use Sightline\Robots\Robots_Txt;
use Sightline\Search_Console\Oauth;
use Sightline\Search_Console\Report;
use Sightline\Settings\Object_Meta;
use Sightline\Settings\Settings;
use Sightline\Head\Settings_Images;
use Sightline\Settings\Term_Meta_Index;
use Sightline\Sitemaps\State;
use Sightline\Sitemaps\Store;

defined( 'ABSPATH' ) || exit;

final class Uninstaller {

	public static function run(): void {
		self::lift_time_limit();
		if ( ! is_multisite() ) {
			self::clean_site();
			return;
		}
		foreach ( get_sites(
			array(
				'fields' => 'ids',
				'number' => 0,
			)
		) as $site_id ) {
			switch_to_blog( (int) $site_id );
			self::clean_site();
			restore_current_blog();
		}
	}

	/**
	 * Deleting a large site's rows takes as long as the database needs for them (tens of seconds at a
	 * million scored posts): past the server's max_execution_time the rows not yet deleted would stay.
	 * The limit is lifted where PHP allows it (set_time_limit() can be disabled by the host); the web
	 * server's own timeout still applies, hence `wp sightline delete-data` for such sites.
	 */
	public static function lift_time_limit(): void {
		if ( function_exists( 'set_time_limit' ) ) {
			set_time_limit( 0 );
		}
	}

	/** The current site: secrets and scheduled events always; everything else when its admin asked for it. */
	public static function clean_site(): void {
		// An event of a deleted plugin would run with nothing to answer it, and recurring ones forever.
		Lifecycle::unschedule_all();
		$settings = get_option( Settings::OPTION, array() );
		if ( empty( $settings['delete_data_on_uninstall'] ) ) {
			self::delete_secrets( true );
			self::delete_visit_records();
			return;
		}
		self::delete_everything();
	}

	/**
	 * Everything uninstall with "Remove all data on uninstall" removes from the current site, whatever
	 * that setting says: secrets, the 404 monitor's records, then every field (meta, a batch of rows at a
	 * time, see delete_meta_key()), option, cache file and table. Each step deletes what is left, so a
	 * run cut short is finished by the next. Used by uninstall and by `wp sightline delete-data`.
	 *
	 * @param (callable(string, int): void)|null $progress Told after each step or batch: what was
	 *                                                      removed, and how many rows (meta) or items.
	 */
	public static function delete_everything( ?callable $progress = null ): void {
		$progress ??= static function (): void {};
		self::delete_secrets( false );
		$progress( 'secrets', count( self::secret_options() ) );
		self::delete_visit_records();
		$progress( 'visit records', 1 );
		self::delete_data( $progress );
	}

	/**
	 * Options that hold only secrets or personal data, removed whatever the admin chose.
	 *
	 * @return list<string>
	 */
	public static function secret_options(): array {
		return array( Oauth::OPTION, User_Details::OPTION );
	}

	/**
	 * Every option Sightline SEO stores.
	 *
	 * @return list<string>
	 */
	public static function options(): array {
		return array_merge(
			self::secret_options(),
			array(
				Settings::OPTION,
				Lifecycle::VERSION_OPTION,
				\Sightline\Files\Uploads::LAYOUT_OPTION,
				'sightline_first_activation',
				Ai_Config::OPTION,
				\Sightline\Ai\Image_Alt_Count::OPTION,
				Report::IMPORT_OPTION,
				Site_Checks::RESULTS_OPTION,
				Site_Checks::IGNORED_OPTION,
				State::OPTION,
				Term_Meta_Index::OPTION,
				Settings_Images::OPTION,
				Robots_Txt::OPTION,
				Status::OPTION,
				Status::REDIRECT_OPTION,
				Migrator::STATE_OPTION,
				Post_Count::OPTION,
				// Redirects (the table itself goes in delete_data()).
				\Sightline\Redirects\Lookup_Store::INDEX_OPTION,
				\Sightline\Redirects\Lookup_Store::ERROR_OPTION,
				\Sightline\Redirects\Compiler::BACKUP_OPTION,
				\Sightline\Redirects\Moves_Job::OPTION,
				\Sightline\Redirects\Table::VERSION_OPTION,
				\Sightline\Redirects\Offers::PERMALINKS_OPTION,
				// The link terms index (the table itself goes in delete_data()).
				\Sightline\Checks\Links\Link_Table::VERSION_OPTION,
				\Sightline\Checks\Links\Link_Index_Job::OPTION,
				// The scores' backfill job.
				\Sightline\Checks\Score\Score_Backfill_Job::OPTION,
				// The scores' counts of a large site, taken in the background.
				\Sightline\Checks\Score\Score_Counts_Job::OPTION,
			),
			// IndexNow and llms.txt (issue 18).
			array( Indexnow_Key::OPTION, Indexnow_Queue::OPTION, Indexnow_Last_Result::OPTION, Llms_Txt::STAMP_OPTION )
		);
	}

	/**
	 * Every per-object meta key: the SEO fields, the migration's marks, a post's own structured data,
	 * what its video embeds' oEmbed answers said and its stored scores.
	 *
	 * @return list<string>
	 */
	public static function meta_keys(): array {
		$keys = array_map( array( Object_Meta::class, 'key' ), array_keys( Object_Meta::fields() ) );
		return array_merge( $keys, array( Migrator::MARK_KEY, Migrator::REPORT_KEY, Migrator::WRITTEN_KEY, \Sightline\Redirects\Offers::USER_META, \Sightline\Structured_Data\Own_Structured_Data::META_KEY, \Sightline\Structured_Data\Oembed_Capture::META_KEY, \Sightline\Checks\Score\Score_Store::SEO_KEY, \Sightline\Checks\Score\Score_Store::READABILITY_KEY, \Sightline\Checks\Score\Score_Store::EMPTY_KEY ) );
	}

	private static function delete_secrets( bool $keep_the_rest ): void {
		foreach ( self::secret_options() as $option ) {
			delete_option( $option );
		}
		self::delete_sign_in_transients();
		if ( $keep_the_rest ) {
			// The AI settings stay for a reinstall; the key does not.
			$ai = get_option( Ai_Config::OPTION );
			if ( is_array( $ai ) && isset( $ai['api_key'] ) ) {
				unset( $ai['api_key'] );
				update_option( Ai_Config::OPTION, $ai, false );
			}
		}
	}

	/**
	 * The tables dropped with the data (the 404 monitor's goes whatever the admin chose).
	 *
	 * @return array<string, callable(): void>
	 */
	public static function tables(): array {
		return array(
			\Sightline\Redirects\Table::name()         => array( \Sightline\Redirects\Table::class, 'drop' ),
			\Sightline\Ai\Jobs_Table::name()           => array( \Sightline\Ai\Jobs_Table::class, 'drop' ),
			\Sightline\Checks\Keyphrase\Keyphrase_Table::name() => array( \Sightline\Checks\Keyphrase\Keyphrase_Table::class, 'drop' ),
			\Sightline\Checks\Links\Link_Table::name() => array( \Sightline\Checks\Links\Link_Table::class, 'drop' ),
		);
	}

	/**
	 * @param callable(string, int): void $progress
	 */
	private static function delete_data( callable $progress ): void {
		// Meta first: options that index it (the term meta index) go after, whatever reacts to the
		// deletions; the settings stay until the end, so a run cut short still knows what it was doing.
		foreach ( self::meta_keys() as $key ) {
			foreach ( array( 'post', 'term', 'user' ) as $type ) {
				self::delete_meta_key( $type, $key, $progress );
			}
		}
		self::delete_sitemap_files();
		$progress( 'sitemap cache files', 1 );
		foreach ( self::tables() as $table => $drop ) {
			$drop();
			$progress( 'table ' . $table, 1 );
		}
		if ( function_exists( 'wp_cache_flush_group' ) && wp_cache_supports( 'flush_group' ) ) {
			wp_cache_flush_group( Store::GROUP );
		}
		foreach ( self::options() as $option ) {
			delete_option( $option );
		}
		$progress( 'options', count( self::options() ) );
	}

	/** Meta rows deleted per query (see delete_meta_key()): about 20 MB of PHP memory at most, whatever the site's size. */
	private const META_BATCH = 20000;

	/**
	 * Every object's row of one meta key, a batch at a time, each batch's objects' meta caches cleared.
	 * Not delete_metadata( …, true ): it reads every row's id and object into PHP and deletes them in one
	 * statement (at a million posts with stored scores, two million ids and a query past the database's
	 * packet size).
	 *
	 * @param 'post'|'term'|'user'        $type
	 * @param callable(string, int): void $progress
	 */
	private static function delete_meta_key( string $type, string $key, callable $progress ): void {
		global $wpdb;
		$table = _get_meta_table( $type );
		if ( ! $table ) {
			return;
		}
		$object = $type . '_id';
		$id     = 'user' === $type ? 'umeta_id' : 'meta_id';
		$after  = 0;
		/**
		 * Filters how many meta rows uninstall deletes per query (at least 100).
		 *
		 * @param int $batch
		 */
		$batch = max( 100, (int) apply_filters( 'sightline_uninstall_meta_batch', self::META_BATCH ) );
		do {
			// From the last id on (the meta_key index holds the id): deleted rows stay in the index until
			// the database purges them, and a batch that started over would walk them all again.
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table and columns are WordPress's own meta table's; the meta_key index serves it.
			$rows = $wpdb->get_results( $wpdb->prepare( "SELECT {$id} AS id, {$object} AS object FROM {$table} WHERE meta_key = %s AND {$id} > %d ORDER BY {$id} LIMIT %d", $key, $after, $batch ), ARRAY_A );
			if ( ! $rows ) {
				return;
			}
			$after = (int) end( $rows )['id'];
			$ids   = implode( ',', array_map( 'intval', array_column( $rows, 'id' ) ) );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- integer ids read just above.
			$wpdb->query( "DELETE FROM {$table} WHERE {$id} IN ({$ids})" );
			wp_cache_delete_multiple( array_values( array_unique( array_map( 'intval', array_column( $rows, 'object' ) ) ) ), $type . '_meta' );
			$progress( $type . ' meta ' . $key, count( $rows ) );
			$full = count( $rows ) === $batch;
		} while ( $full );
	}

	/**
	 * The 404 monitor's record of requests: a log of visits, of no use to a later install, so it goes
	 * whatever the admin chose (the rest of our uploads folder goes with data removal).
	 */
	private static function delete_visit_records(): void {
		\Sightline\Not_Found\Table::drop();
		( new \Sightline\Not_Found\Log() )->remove();
		delete_option( \Sightline\Not_Found\Monitor::DROPPED_OPTION );
	}

	/** Sign-in states are named per user: the only names read from the database, by their exact stem. */
	private static function delete_sign_in_transients(): void {
		global $wpdb;
		// The AI rate limit's counting rows, per user and minute: removed by their stem too.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( Rate_Limit::ROW_PREFIX ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- rows the options API never loads.

		// The sign-in states (per user) and the migration listings' cursors (per source and kind).
		foreach ( array( Oauth::STATE_TRANSIENT, Migrator::LISTING ) as $stem ) {
			$like  = $wpdb->esc_like( '_transient_' . $stem ) . '%';
			$names = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $like ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- lists our keyed transients, which no API can enumerate.
			foreach ( $names as $name ) {
				delete_transient( substr( (string) $name, strlen( '_transient_' ) ) );
			}
		}
	}

	/** Our folder under uploads (the sitemap cache files), whatever its sitemap folder is named now. */
	private static function delete_sitemap_files(): void {
		$uploads = wp_upload_dir( null, false );
		if ( ! empty( $uploads['error'] ) ) {
			return;
		}
		$dir = trailingslashit( $uploads['basedir'] ) . Store::FOLDER;
		if ( ! is_dir( $dir ) || is_link( $dir ) ) {
			return;
		}
		$items = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $dir, \FilesystemIterator::SKIP_DOTS ), \RecursiveIteratorIterator::CHILD_FIRST );
		foreach ( $items as $item ) {
			// phpcs:ignore WordPress.WP.AlternativeFunctions -- our own cache files on local disk.
			$item->isDir() && ! $item->isLink() ? rmdir( $item->getPathname() ) : unlink( $item->getPathname() );
		}
		rmdir( $dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- our own folder.
	}
}
