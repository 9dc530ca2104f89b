<?php
/**
 * Keeps /llms.txt and /llms-full.txt current when our per-post fields change: a meta description or a noindex edited on
 * its own touches no sitemap stamp, so it moves our own stamp (option sightline_llms_txt_stamp), which is
 * part of the stored file's version, and drops the stored copy.
 *
 * A write listener (request kind `writes`): a page view starts it only if something writes. Every other
 * input of the file (settings, site name and description, front page, permalinks, content stamps) is
 * read into its version by Llms_Txt, so a change of those needs no listener here; but a translation of
 * our settings on Polylang's Strings screen does.
 *
 * @package Sightline
 */

namespace Sightline\Llms;

use Sightline\Hookable_Interface;
use Sightline\Multilingual\Polylang_Languages;
use Sightline\Settings\Object_Meta;
use Sightline\Sitemaps\Store;

defined( 'ABSPATH' ) || exit;

final class Llms_Txt_Invalidator implements Hookable_Interface {

	/** Depth of bulk writes (a migration batch): the stamp moves once, when the outermost ends. */
	private int $bulk = 0;

	private bool $changed_in_bulk = false;

	/**
	 * @param \Closure(): Store $store Where the built file is kept (built only when a field changes).
	 */
	public function __construct( private \Closure $store ) {}

	public function add_hooks(): void {
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( $this, 'post_meta_changed' ), 10, 3 );
		}
		foreach ( array( 'added_term_meta', 'updated_term_meta', 'deleted_term_meta' ) as $hook ) {
			add_action( $hook, array( $this, 'term_meta_changed' ), 10, 3 );
		}
		add_action( 'sightline_bulk_write_start', array( $this, 'bulk_start' ) );
		add_action( 'sightline_bulk_write_end', array( $this, 'bulk_end' ) );
	}

	/**
	 * Our own fields (a meta description, a noindex) change what the file says; our other keys (the
	 * scores stored at save, the migration's bookkeeping) are not what it prints.
	 *
	 * @param int|int[] $meta_id
	 */
	public function post_meta_changed( $meta_id, int $post_id, string $meta_key ): void {
		$prefix = Object_Meta::key( '' );
		if ( ! str_starts_with( $meta_key, $prefix ) || ! isset( Object_Meta::fields()[ substr( $meta_key, strlen( $prefix ) ) ] ) ) {
			return;
		}
		if ( $this->bulk > 0 ) {
			$this->changed_in_bulk = true;
			return;
		}
		$this->stamp();
	}

	/**
	 * A language's string translations (Polylang) hold our translated settings, which the file's
	 * version cannot read without loading every language's strings.
	 *
	 * @param int|int[] $meta_id
	 */
	public function term_meta_changed( $meta_id, int $term_id, string $meta_key ): void {
		if ( Polylang_Languages::STRINGS_META === $meta_key ) {
			$this->stamp();
		}
	}

	public function bulk_start(): void {
		++$this->bulk;
	}

	public function bulk_end(): void {
		$this->bulk = max( 0, $this->bulk - 1 );
		if ( 0 === $this->bulk && $this->changed_in_bulk ) {
			$this->changed_in_bulk = false;
			$this->stamp();
		}
	}

	/**
	 * A new stamp makes every server's copy stale: a new unique value each time, so concurrent writers
	 * need no read-modify-write.
	 */
	private function stamp(): void {
		update_option( Llms_Txt::STAMP_OPTION, wp_generate_uuid4(), false );
		( $this->store )()->forget( array( Llms_Txt::SLOT, Llms_Txt::FULL_SLOT ) );
	}
}
