<?php
/**
 * Serves /llms.txt and /llms-full.txt (the pages' text, Full_Builder) while the setting enable_llms_txt
 * is on; off, the request goes on to WordPress and ends as its 404. Both files share one version, so
 * whatever makes one stale makes the other stale too.
 *
 * The file is built once and stored (Sitemaps\Store: the object cache or the keyed folder under uploads,
 * never the database), then answered on `setup_theme` (no theme, no `init`, no main query) while it is
 * current: its version holds what the sitemaps' early copies are keyed by (our settings, plugins, theme,
 * permalinks, front page, versions), the site name and description, and the newest content stamp of
 * Sitemaps\State, which every change of an indexable post moves, and our own stamp (option
 * sightline_llms_txt_stamp), which a change of our per-post fields moves (a meta description edited on
 * its own touches no sitemap stamp; Llms_Txt_Invalidator, a write listener, moves it). Both live in the
 * database, so a copy kept on another web server's disk goes stale too. A missing or stale copy is built
 * on `wp_loaded`, once post types and the theme exist.
 *
 * @package Sightline
 */

namespace Sightline\Llms;

use Sightline\Hookable_Interface;
use Sightline\Http\Early_Response;
use Sightline\Settings\Settings;
use Sightline\Sitemaps\Early_Answer;
use Sightline\Sitemaps\State;
use Sightline\Sitemaps\Store;

defined( 'ABSPATH' ) || exit;

final class Llms_Txt implements Hookable_Interface {

	public const PATH = 'llms.txt';

	public const FULL_PATH = 'llms-full.txt';

	/** Where the built file is kept in the Store. */
	public const SLOT = 'llms-txt';

	public const FULL_SLOT = 'llms-full-txt';

	/** Moved by changes no sitemap stamp covers; not autoloaded (only /llms.txt requests read it). */
	public const STAMP_OPTION = 'sightline_llms_txt_stamp';

	/**
	 * @param \Closure(): State        $state   The sitemap stamps (built when the file is asked for or changes).
	 * @param \Closure(): Store        $store   Where the built file is kept (likewise; a page view builds neither).
	 * @param \Closure(): Builder      $builder
	 * @param \Closure(): Full_Builder $full_builder
	 */
	public function __construct( private Settings $settings, private \Closure $state, private \Closure $store, private \Closure $builder, private \Closure $full_builder ) {}

	public function add_hooks(): void {
		add_action( 'setup_theme', array( $this, 'answer_early' ), 0 );
		add_filter( 'sightline_admin_page_data', array( $this, 'page_data' ) );
		// No write listener here: every input of the file is in its version(), and our own fields move
		// the stamp through Llms_Txt_Invalidator (request kind `writes`).
	}

	/**
	 * The stored file, before the theme and `init`, when it is current; otherwise the file is built once
	 * WordPress has loaded (answer() on `wp_loaded`), a hook only a request for /llms.txt adds.
	 */
	public function answer_early(): void {
		if ( null === self::requested_uri() ) {
			return;
		}
		$this->serve( false );
		add_action( 'wp_loaded', array( $this, 'answer' ) );
	}

	/** The request's URI when it may be for one of the files ('llms-full.txt' does not hold 'llms.txt'). */
	private static function requested_uri(): ?string {
		return Early_Response::request_uri( self::PATH ) ?? Early_Response::request_uri( self::FULL_PATH );
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
		$path = Early_Response::relative_path( $uri );
		if ( ( self::PATH !== $path && self::FULL_PATH !== $path ) || ! $this->settings->get( 'enable_llms_txt' ) ) {
			return null;
		}
		$slot    = self::PATH === $path ? self::SLOT : self::FULL_SLOT;
		$version = $this->version();
		$body    = ( $this->store )()->get( $slot, $version );
		if ( null === $body ) {
			if ( ! $build ) {
				return null;
			}
			$body = self::PATH === $path ? ( $this->builder )()->build() : ( $this->full_builder )()->build();
			( $this->store )()->set( $slot, $version, $body );
		}
		return array(
			'status'  => 200,
			'headers' => array( 'Content-Type' => 'text/plain; charset=utf-8' ),
			'body'    => $body,
		);
	}

	/**
	 * The settings screen links to the file.
	 *
	 * @param array<string, mixed> $data
	 * @return array<string, mixed>
	 */
	public function page_data( array $data ): array {
		$data['llmsTxtUrl']     = home_url( '/' . self::PATH );
		$data['llmsFullTxtUrl'] = home_url( '/' . self::FULL_PATH );
		return $data;
	}

	private function serve( bool $build ): void {
		$uri   = self::requested_uri();
		$found = null === $uri ? null : $this->find( $uri, $build );
		if ( null !== $found ) {
			Early_Response::send( $found );
		}
	}

	private function version(): string {
		return md5( Early_Answer::read_key() . '|' . ( $this->state )()->latest() . '|' . get_option( self::STAMP_OPTION, '' ) . '|' . get_option( 'blogname' ) . '|' . get_option( 'blogdescription' ) . '|' . get_option( 'WPLANG' ) );
	}
}
