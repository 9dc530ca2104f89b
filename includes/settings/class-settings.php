<?php
/**
 * The global meta settings, stored together in the option `sightline_settings`.
 *
 * The schema in global-settings.json decides the keys, defaults and limits; this class merges the stored
 * value over the defaults, validates changes against the schema and saves them.
 *
 * @package Sightline
 */

namespace Sightline\Settings;

use Sightline\Db\Lock;
use Sightline\Db\Primary;
use Sightline\Request_Kind;
use Sightline\Hookable_Interface;
use WP_Error;

defined( 'ABSPATH' ) || exit;

final class Settings implements Hookable_Interface {

	public const OPTION = 'sightline_settings';

	public const SCHEMA = 'global-settings';

	/**
	 * @var array<int, array<string, mixed>> Merged settings per site, read once per request: every head
	 *      tag asks for settings, and this answer must cost nothing. Writes through WordPress's option API
	 *      (ours or anyone's) flush it.
	 */
	private array $merged = array();

	public function add_hooks(): void {
		// Not the method itself: an action without arguments passes '' to its callbacks.
		add_action( 'init', fn() => $this->register_where_needed() );
		add_action( 'update_option_' . self::OPTION, array( $this, 'flush' ) );
		add_action( 'add_option_' . self::OPTION, array( $this, 'flush' ) );
		add_action( 'delete_option_' . self::OPTION, array( $this, 'flush' ) );
	}

	/**
	 * The setting's registration (sanitising writes through the option API) matters where options may
	 * be written; a front-end page view writes none, so it skips the cost (as the object fields do).
	 */
	public function register_where_needed(): void {
		if ( ! Request_Kind::is_page_view() ) {
			$this->register();
		}
	}

	public function register(): void {
		register_setting(
			'sightline',
			self::OPTION,
			array(
				'type'              => 'object',
				// Not translated: shown nowhere (not in REST), and a translation call here would load the
				// text domain on every page view, which prints no text of ours.
				'description'       => 'Sightline SEO global settings.',
				'default'           => array(),
				'show_in_rest'      => false,
				'sanitize_callback' => array( $this, 'sanitize_option' ),
			)
		);
	}

	/**
	 * The JSON Schema of all settings, ready for REST.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		static $schema = null;
		$schema      ??= Schema::for_rest( Schema::load( self::SCHEMA ) );
		return $schema;
	}

	/**
	 * Every setting, stored values merged over the defaults.
	 *
	 * @return array<string, mixed>
	 */
	public function all(): array {
		$site = get_current_blog_id();
		if ( ! isset( $this->merged[ $site ] ) ) {
			$stored = get_option( self::OPTION, array() );
			// Every default comes generated as one literal array (OPcache shares it; nothing is built), and
			// only the settings a site stored are merged into it, each as Schema::merge() would (its raw
			// schema serves: no REST clean-up). Walking the whole schema was a page view's first cost.
			$merged = Schema::load( self::SCHEMA . '-defaults' );
			if ( is_array( $stored ) && $stored ) {
				$properties = Schema::load( self::SCHEMA )['properties'];
				foreach ( $stored as $key => $value ) {
					if ( isset( $properties[ $key ] ) ) {
						$merged[ $key ] = Schema::merge( $properties[ $key ], $value );
					}
				}
			}
			$this->merged[ $site ] = $merged;
		}
		return $this->merged[ $site ];
	}

	/**
	 * One setting; a dotted path reads inside objects (`home_page_robots.general`).
	 *
	 * @return mixed
	 */
	public function get( string $path ) {
		$value = $this->all();
		if ( ! str_contains( $path, '.' ) ) {
			return $value[ $path ] ?? null;
		}
		foreach ( explode( '.', $path ) as $segment ) {
			if ( ! is_array( $value ) || ! array_key_exists( $segment, $value ) ) {
				return null;
			}
			$value = $value[ $segment ];
		}
		return $value;
	}

	/** Seconds a save waits for another one in flight. */
	private const SAVE_WAIT = 10;

	/**
	 * Settings whose value is tidied by its rule before the schema validates it (a pasted verification
	 * meta tag becomes its code), each rule answering the tidied value or the error naming the field.
	 * Its class is loaded only when such a setting is saved.
	 */
	private const NORMALISERS = array(
		'site_verification' => array( Site_Verification::class, 'normalise' ),
	);

	/**
	 * Validates changed top-level settings against the schema and stores them merged over the current
	 * ones. Nothing is stored when any value is invalid.
	 *
	 * Two admins saving at once each change only their own keys: the save holds a database lock and
	 * merges over the row as stored now (not over this request's cached copy), so neither write takes
	 * back a key the other just changed.
	 *
	 * @param array<string, mixed> $changes
	 * @return array<string, mixed>|WP_Error The new merged settings, or the first error naming the field.
	 */
	public function update( array $changes ) {
		$clean = $this->validate( $changes );
		if ( is_wp_error( $clean ) ) {
			return $clean;
		}
		if ( ! Lock::acquire( 'settings_save', self::SAVE_WAIT ) ) {
			return new WP_Error( 'sightline_settings_busy', __( 'Another save of the settings is taking long. Nothing was saved: try again in a moment.', 'sightline-seo' ), array( 'status' => 503 ) );
		}
		try {
			// What is stored now: another request may have saved since this one loaded the options.
			wp_cache_delete( 'alloptions', 'options' );
			wp_cache_delete( self::OPTION, 'options' );
			$stored = get_option( self::OPTION, array() );
			$stored = array_replace( is_array( $stored ) ? $stored : array(), $clean );
			update_option( self::OPTION, $stored, true );
		} finally {
			Lock::release( 'settings_save' );
		}
		$this->flush();
		/**
		 * Fires after settings were saved through Sightline SEO.
		 *
		 * @param array<string, mixed> $clean The changed settings, sanitised.
		 */
		do_action( 'sightline_settings_updated', $clean );
		return $this->all();
	}

	/**
	 * @param array<string, mixed> $changes
	 * @return array<string, mixed>|WP_Error
	 */
	public function validate( array $changes ) {
		$properties = self::schema()['properties'];
		$clean      = array();
		foreach ( $changes as $key => $value ) {
			if ( ! isset( $properties[ $key ] ) ) {
				return new WP_Error(
					'sightline_unknown_setting',
					/* translators: %s: setting name. */
					sprintf( __( '%s is not a Sightline SEO setting.', 'sightline-seo' ), $key ),
					array(
						'status' => 400,
						'field'  => $key,
					)
				);
			}
			if ( isset( self::NORMALISERS[ $key ] ) ) {
				$value = call_user_func( self::NORMALISERS[ $key ], $value );
				if ( is_wp_error( $value ) ) {
					return self::invalid( $key, $value );
				}
			}
			$valid = rest_validate_value_from_schema( $value, $properties[ $key ], $key );
			if ( is_wp_error( $valid ) ) {
				return new WP_Error(
					'sightline_invalid_setting',
					/* translators: 1: setting name, 2: what is wrong with it. */
					sprintf( __( 'Invalid value for the setting %1$s: %2$s', 'sightline-seo' ), $key, $valid->get_error_message() ),
					array(
						'status' => 400,
						'field'  => $key,
					)
				);
			}
			/**
			 * Filters whether a setting's value, valid by the settings schema, is also valid by the rules of
			 * the feature that reads it (the structured data sets by the type catalogue, for one). An error
			 * names the field and says what is wrong; nothing is stored then.
			 *
			 * @param true|WP_Error $valid Whether the value is valid.
			 * @param string        $key   The setting's name.
			 * @param mixed         $value The value to store.
			 */
			$checked = apply_filters( 'sightline_validate_setting', true, $key, $value );
			if ( is_wp_error( $checked ) ) {
				return self::invalid( $key, $checked );
			}
			$clean[ $key ] = rest_sanitize_value_from_schema( $value, $properties[ $key ], $key );
		}
		return $clean;
	}

	/**
	 * A feature rule's error about a setting, in the words of every invalid setting: the setting and what
	 * is wrong, with the field the rule named.
	 */
	private static function invalid( string $key, WP_Error $error ): WP_Error {
		$data = $error->get_error_data();
		return new WP_Error(
			'sightline_invalid_setting',
			/* translators: 1: setting name, 2: what is wrong with it. */
			sprintf( __( 'Invalid value for the setting %1$s: %2$s', 'sightline-seo' ), $key, $error->get_error_message() ),
			array(
				'status' => 400,
				'field'  => (string) ( is_array( $data ) ? ( $data['field'] ?? $key ) : $key ),
			)
		);
	}

	/**
	 * Sanitiser for writes that bypass our REST route (update_option from other code): invalid keys are
	 * dropped and reported, valid ones kept.
	 *
	 * @param mixed $value
	 * @return array<string, mixed>
	 */
	public function sanitize_option( $value ): array {
		if ( ! is_array( $value ) ) {
			return array();
		}
		$properties = self::schema()['properties'];
		$clean      = array();
		foreach ( $value as $key => $item ) {
			if ( isset( self::NORMALISERS[ $key ] ) ) {
				$item = call_user_func( self::NORMALISERS[ $key ], $item );
				if ( is_wp_error( $item ) ) {
					continue;
				}
			}
			if ( isset( $properties[ $key ] ) && true === rest_validate_value_from_schema( $item, $properties[ $key ], $key ) ) {
				$clean[ $key ] = rest_sanitize_value_from_schema( $item, $properties[ $key ], $key );
			}
		}
		return $clean;
	}

	public function flush(): void {
		$this->merged = array();
	}

	/**
	 * Reads the settings again from the primary when the database drop-in sends reads to replicas: the
	 * settings screen shows what the last save wrote, not what a lagging replica has yet. Page views keep
	 * reading the options a replica gave them.
	 */
	public function read_from_primary(): void {
		if ( ! Primary::reads() ) {
			return;
		}
		wp_cache_delete( 'alloptions', 'options' );
		wp_cache_delete( self::OPTION, 'options' );
		$this->flush();
	}
}
