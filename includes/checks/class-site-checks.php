<?php
/**
 * The site-level checks registry: which checks exist, running them, the cached results (a
 * non-autoloaded option, re-run on demand) and the ignore list.
 *
 * @package Sightline
 */

namespace Sightline\Checks;

use Sightline\Checks\Site\Site_Check_Interface;
use Sightline\Checks\Site\Site_Context;
use Sightline\Hookable_Interface;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Site_Checks implements Hookable_Interface {

	public const RESULTS_OPTION = 'sightline_site_checks';

	public const IGNORED_OPTION = 'sightline_ignored_site_checks';

	/** The built-in checks, in the order they are shown within a status group. */
	private const CHECKS = array(
		Site\Reachability_Check::class,
		Site\Title_Check::class,
		Site\Meta_Description_Check::class,
		Site\H1_Check::class,
		Site\H2_Check::class,
		Site\Image_Alt_Check::class,
		Site\Images_Without_Alt_Check::class,
		Site\Internal_Links_Check::class,
		Site\Canonical_Check::class,
		Site\Home_Indexable_Check::class,
		Site\Https_Check::class,
		Site\Open_Graph_Check::class,
		Site\Structured_Data_Check::class,
		Site\Sitemap_Check::class,
		Site\Search_Visibility_Check::class,
		Site\Robots_Txt_Check::class,
		Site\Other_Seo_Plugins_Check::class,
		Site\Tagline_Check::class,
	);

	/** @var array<string, Site_Check_Interface>|null */
	private ?array $checks = null;

	public function __construct( private Settings $settings ) {}

	public function add_hooks(): void {
		// Results describe the settings they ran against: mark them stale when those change.
		add_action( 'sightline_settings_updated', array( $this, 'mark_stale' ) );
		add_action( 'update_option_blog_public', array( $this, 'mark_stale' ) );
		add_action( 'update_option_blogdescription', array( $this, 'mark_stale' ) );
	}

	/**
	 * @return array<string, Site_Check_Interface> Keyed by id.
	 */
	public function checks(): array {
		if ( null === $this->checks ) {
			$checks = array_map( static fn( string $class_name ) => new $class_name(), self::CHECKS );
			/**
			 * Filters the site-level checks (add-ons add their own Site_Check_Interface objects).
			 *
			 * @param list<Site_Check_Interface> $checks
			 */
			$checks       = apply_filters( 'sightline_site_checks', $checks );
			$this->checks = array();
			foreach ( (array) $checks as $check ) {
				if ( $check instanceof Site_Check_Interface ) {
					$this->checks[ $check->id() ] = $check;
				}
			}
		}
		return $this->checks;
	}

	/** @return list<string> */
	public function ids(): array {
		return array_keys( $this->checks() );
	}

	/**
	 * Runs every check, stores the results and returns the report.
	 *
	 * @return array{checks: list<array<string,mixed>>, ran_at: int, stale: bool}
	 */
	public function run( ?Site_Context $context = null ): array {
		$context = $context ?? new Site_Context( $this->settings );
		$results = array();
		foreach ( $this->checks() as $id => $check ) {
			try {
				$result = $check->run( $context );
			} catch ( \Throwable $e ) {
				// One broken check (an add-on's, a parser surprise) must not hide the others.
				$result = new Check_Result(
					$id,
					Check_Result::WARNING,
					/* translators: %s: the error message. */
					sprintf( __( 'This check could not run: %s', 'sightline-seo' ), $e->getMessage() ),
					'',
					$check->category()
				);
			}
			$results[] = $result->to_array();
		}
		$stored = array(
			'checks' => $results,
			'ran_at' => time(),
			'stale'  => false,
		);
		update_option( self::RESULTS_OPTION, $stored, false );
		return $this->with_ignored( $stored );
	}

	/**
	 * The cached report, running the checks first when none is stored (or when $force).
	 *
	 * @return array{checks: list<array<string,mixed>>, ran_at: int, stale: bool}
	 */
	public function report( bool $force = false ): array {
		$stored = get_option( self::RESULTS_OPTION );
		if ( $force || ! is_array( $stored ) || ! isset( $stored['checks'] ) ) {
			return $this->run();
		}
		return $this->with_ignored( $stored );
	}

	/** @return list<string> */
	public function ignored(): array {
		$ignored = get_option( self::IGNORED_OPTION, array() );
		return array_values( array_filter( is_array( $ignored ) ? $ignored : array(), 'is_string' ) );
	}

	public function ignore( string $id ): void {
		$this->save_ignored( array_unique( array_merge( $this->ignored(), array( $id ) ) ) );
	}

	public function restore( string $id ): void {
		$this->save_ignored( array_diff( $this->ignored(), array( $id ) ) );
	}

	public function mark_stale(): void {
		$stored = get_option( self::RESULTS_OPTION );
		if ( is_array( $stored ) && empty( $stored['stale'] ) ) {
			$stored['stale'] = true;
			update_option( self::RESULTS_OPTION, $stored, false );
		}
	}

	/**
	 * @param array<string> $ids
	 */
	private function save_ignored( array $ids ): void {
		update_option( self::IGNORED_OPTION, array_values( $ids ), false );
	}

	/**
	 * Sets each result's ignore flag from the current list (the list can change between runs).
	 *
	 * @param array<string, mixed> $stored
	 * @return array{checks: list<array<string,mixed>>, ran_at: int, stale: bool}
	 */
	private function with_ignored( array $stored ): array {
		$ignored = $this->ignored();
		$checks  = array();
		foreach ( (array) $stored['checks'] as $check ) {
			if ( is_array( $check ) && isset( $check['id'] ) ) {
				$check['ignore'] = in_array( $check['id'], $ignored, true );
				$checks[]        = $check;
			}
		}
		return array(
			'checks' => $checks,
			'ran_at' => (int) ( $stored['ran_at'] ?? 0 ),
			'stale'  => ! empty( $stored['stale'] ),
		);
	}
}
