<?php
/**
 * `wp sightline delete-data [--yes] [--batch=<n>]`: removes Sightline SEO's data from the current site
 * from the command line, where no web server's timeout cuts it short — what uninstalling with "Remove
 * all data on uninstall" removes, by the same code (Uninstaller::delete_everything()).
 *
 * Registered by Plugin::add_commands() when WP-CLI runs.
 *
 * @package Sightline
 */

namespace Sightline;

defined( 'ABSPATH' ) || exit;

final class Delete_Data_Command {

	/** @var callable(): bool */
	private $interactive;

	/**
	 * @param (callable(): bool)|null $interactive Whether the run can ask its user (its input is a terminal).
	 */
	public function __construct( ?callable $interactive = null ) {
		$this->interactive = $interactive ?? static fn(): bool => defined( 'STDIN' ) && function_exists( 'stream_isatty' ) && stream_isatty( STDIN );
	}

	/**
	 * Deletes all of Sightline SEO's data from this site: every option, every per-post, per-term and
	 * per-user field, its tables, transients and sitemap cache files — what uninstalling the plugin with
	 * "Remove all data on uninstall" removes, whatever that setting says.
	 *
	 * Fields are deleted a batch of rows at a time, with progress. A run that is interrupted can be run
	 * again: it deletes what is left. The settings go last.
	 *
	 * It deactivates nothing: the plugin stays active, its scheduled events stay (deactivating the plugin
	 * removes them), and while it is active it sets up its defaults again on the next request. Deactivate
	 * and delete the plugin afterwards to leave no trace. On a network, it works on one site: choose it
	 * with --url.
	 *
	 * ## OPTIONS
	 *
	 * [--yes]
	 * : Delete without asking for confirmation (required when the run cannot ask, as in a script).
	 *
	 * [--batch=<n>]
	 * : Field rows deleted per query.
	 * ---
	 * default: 20000
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     wp sightline delete-data
	 *     wp sightline delete-data --yes && wp plugin deactivate sightline-seo && wp plugin delete sightline-seo
	 *
	 * @param list<string>          $args
	 * @param array<string, string> $assoc
	 */
	public function __invoke( array $args, array $assoc ): void {
		$batch = (int) ( $assoc['batch'] ?? 20000 );
		if ( $batch < 100 || $batch > 100000 ) {
			\WP_CLI::error( __( '--batch must be between 100 and 100000.', 'sightline-seo' ) );
			return;
		}
		if ( empty( $assoc['yes'] ) ) {
			if ( ! ( $this->interactive )() ) {
				\WP_CLI::error( __( 'Nothing was deleted: this run cannot ask for confirmation (its input is not a terminal). Run it again with --yes to delete all of Sightline SEO\'s data from this site.', 'sightline-seo' ) );
				return;
			}
			\WP_CLI::confirm( __( 'Delete all of Sightline SEO\'s settings, fields, tables and files from this site? This cannot be undone.', 'sightline-seo' ) );
		}
		$per_query = static fn(): int => $batch;
		add_filter( 'sightline_uninstall_meta_batch', $per_query );
		Uninstaller::lift_time_limit();
		$totals = array();
		Uninstaller::delete_everything(
			static function ( string $what, int $count ) use ( &$totals ): void {
				$totals[ $what ] = ( $totals[ $what ] ?? 0 ) + $count;
				\WP_CLI::log(
					str_contains( $what, ' meta ' )
						/* translators: 1: post, term or user meta and a key, 2: rows deleted so far. */
						? sprintf( __( '%1$s: %2$d rows deleted', 'sightline-seo' ), $what, $totals[ $what ] )
						/* translators: %s: what was removed (options, a table, the sitemap cache files). */
						: sprintf( __( '%s: removed', 'sightline-seo' ), $what )
				);
			}
		);
		remove_filter( 'sightline_uninstall_meta_batch', $per_query );
		$rows = array_sum( array_filter( $totals, static fn( string $what ): bool => str_contains( $what, ' meta ' ), ARRAY_FILTER_USE_KEY ) );
		/* translators: %d: field rows deleted. */
		\WP_CLI::success( sprintf( __( 'Sightline SEO\'s data was deleted from this site (%d field rows). The plugin is still active: deactivate and delete it to keep it from setting up its defaults again.', 'sightline-seo' ), $rows ) );
	}
}
