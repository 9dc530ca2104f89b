<?php
/**
 * Where the guided setup stands for this site: never done, finished (saved) or exited. Once it is
 * finished or exited it never opens by itself again, whatever happens to the plugin later (a wizard
 * that reappears after every re-activation is a known complaint about other SEO plugins).
 *
 * @package Sightline
 */

namespace Sightline\Onboarding;

defined( 'ABSPATH' ) || exit;

final class Status {

	/** Holds array{state: 'finished'|'exited', time: int}; read only by admin requests, so not autoloaded. */
	public const OPTION = 'sightline_onboarding_status';

	/** Set by activation, consumed by the next admin page load (the one-time redirect to the wizard). */
	public const REDIRECT_OPTION = 'sightline_onboarding_redirect';

	public const FINISHED = 'finished';

	public const EXITED = 'exited';

	/**
	 * '' (never done), 'finished' or 'exited'.
	 */
	public static function get(): string {
		$status = get_option( self::OPTION, array() );
		$state  = is_array( $status ) ? ( $status['state'] ?? '' ) : '';
		return in_array( $state, array( self::FINISHED, self::EXITED ), true ) ? $state : '';
	}

	public static function is_done(): bool {
		return '' !== self::get();
	}

	/**
	 * Records the end of the setup. Finishing always wins; exiting never downgrades a finished setup.
	 */
	public static function mark( string $state ): void {
		if ( self::EXITED === $state && self::FINISHED === self::get() ) {
			return;
		}
		update_option(
			self::OPTION,
			array(
				'state' => self::FINISHED === $state ? self::FINISHED : self::EXITED,
				'time'  => time(),
			),
			false
		);
		delete_option( self::REDIRECT_OPTION );
	}

	public static function redirect_pending(): bool {
		return (bool) get_option( self::REDIRECT_OPTION, false );
	}

	public static function queue_redirect(): void {
		update_option( self::REDIRECT_OPTION, 1, true );
	}

	public static function clear_redirect(): void {
		delete_option( self::REDIRECT_OPTION );
	}
}
