<?php
/**
 * Serves /llms.txt while the setting enable_llms_txt is on; off, the request goes on to WordPress and
 * ends as its 404.
 *
 * The file is built once and stored (Sitemaps\Store: the object cache or the keyed folder under uploads,
 * never the database), then answered on `setup_theme` (no theme, no `init`, no main query) while it is
 * current: its version holds what the sitemaps' early copies are keyed by (our settings, plugins, theme,
 * permalinks, front page, versions), the site name and description, and the newest content stamp of
 * Sitemaps\State, which every change of an indexable post moves, and our own stamp (option
 * sightline_llms_txt_stamp), which a change of our per-post fields moves (a meta description edited on
 * its own touches no sitemap stamp). Both live in the database, so a copy kept on another web server's
 * disk goes stale too. A missing or stale copy is built on `wp_loaded`, once post types and the theme
 * exist.
 *
 * @package Sightline
 */

namespace Sightline\Llms;

use Sightline\Hookable_Interface;
use Sightline\Http\Early_Response;
use Sightline\Settings\Object_Meta;
use Sightline\Settings\Settings;
use Sightline\Sitemaps\Early_Answer;
use Sightline\Sitemaps\State;
use Sightline\Sitemaps\Store;

defined( 'ABSPATH' ) || exit;

final class Llms_Txt implements Hookable_Interface {

	public const PATH = 'llms.txt';

	/** Where the built file is kept in the Store. */
	public const SLOT = 'llms-txt';

	/** Moved by changes no sitemap stamp covers; not autoloaded (only /llms.txt requests read it). */
	public const STAMP_OPTION = 'sightline_llms_txt_stamp';

	/** Depth of bulk writes (a migration batch): the stamp moves once, when the outermost ends. */
	private int $bulk = 0;

	private bool $changed_in_bulk = false;

	/**
	 * @param \Closure(): Builder $builder Built only when the file must be written.
	 */
	/**
	 * @param \Closure(): State   $state   The sitemap stamps (built when the file is asked for or changes).
	 * @param \Closure(): Store   $store   Where the built file is kept (likewise; a page view builds neither).
	 * @param \Closure(): Builder $builder
	 */
	public function __construct( private Settings $settings, private \Closure $state, private \Closure $store, private \Closure $builder ) {}

	public function add_hooks(): void {
		add_action( 'setup_theme', array( $this, 'answer_early' ), 0 );
		add_action( 'wp_loaded', array( $this, 'answer' ) );
		add_filter( 'sightline_admin_page_data', array( $this, 'page_data' ) );
		add_action( 'wp_after_insert_post', array( $this, 'forget' ) );
		add_action( 'deleted_post', array( $this, 'forget' ) );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( $this, 'post_meta_changed' ), 10, 3 );
		}
		add_action( 'sightline_bulk_write_start', array( $this, 'bulk_start' ) );
		add_action( 'sightline_bulk_write_end', array( $this, 'bulk_end' ) );
		add_action( 'sightline_settings_updated', array( $this, 'forget' ) );
		foreach ( array( 'blogname', 'blogdescription', 'show_on_front', 'page_on_front', 'home' ) as $option ) {
			add_action( 'update_option_' . $option, array( $this, 'forget' ) );
		}
	}

	/** The stored file, before the theme and `init`, when it is current. */
	public function answer_early(): void {
		$this->serve( false );
	}

	/** The file, built now if the stored one is missing or stale. */
	public function answer(): void {
		$this->serve( true );
	}

	/**
	 * The answer to a request for $uri: null when it is not /llms.txt, when llms.txt is off, or when
	 * there is no current stored copy and $build is false.
	 *
	 * @return array{status: int, headers: array<string, string>, body: string}|null
	 */
	public function find( string $uri, bool $build = true ): ?array {
		if ( self::PATH !== Early_Response::relative_path( $uri ) || ! $this->settings->get( 'enable_llms_txt' ) ) {
			return null;
		}
		$version = $this->version();
		$body    = ( $this->store )()->get( self::SLOT, $version );
		if ( null === $body ) {
			if ( ! $build ) {
				return null;
			}
			$body = ( $this->builder )()->build();
			( $this->store )()->set( self::SLOT, $version, $body );
		}
		return array(
			'status'  => 200,
			'headers' => array( 'Content-Type' => 'text/plain; charset=utf-8' ),
			'body'    => $body,
		);
	}

	/** Removes the stored file (the next request builds it again). */
	public function forget(): void {
		( $this->store )()->forget( array( self::SLOT ) );
	}

	/**
	 * Our own fields (a meta description, a noindex) change what the file says.
	 *
	 * @param int|int[] $meta_id
	 */
	public function post_meta_changed( $meta_id, int $post_id, string $meta_key ): void {
		if ( ! str_starts_with( $meta_key, Object_Meta::key( '' ) ) ) {
			return;
		}
		if ( $this->bulk > 0 ) {
			$this->changed_in_bulk = true;
			return;
		}
		$this->stamp();
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
		update_option( self::STAMP_OPTION, wp_generate_uuid4(), false );
		$this->forget();
	}

	/**
	 * The settings screen links to the file.
	 *
	 * @param array<string, mixed> $data
	 * @return array<string, mixed>
	 */
	public function page_data( array $data ): array {
		$data['llmsTxtUrl'] = home_url( '/' . self::PATH );
		return $data;
	}

	private function serve( bool $build ): void {
		$uri   = Early_Response::request_uri( self::PATH );
		$found = null === $uri ? null : $this->find( $uri, $build );
		if ( null !== $found ) {
			Early_Response::send( $found );
		}
	}

	private function version(): string {
		return md5( Early_Answer::read_key() . '|' . ( $this->state )()->latest() . '|' . get_option( self::STAMP_OPTION, '' ) . '|' . get_option( 'blogname' ) . '|' . get_option( 'blogdescription' ) . '|' . get_option( 'WPLANG' ) );
	}
}
