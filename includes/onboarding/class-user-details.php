<?php
/**
 * The admin's contact details from the wizard's last step and their consent. They stay on this site:
 * nothing here (or anywhere in the plugin) sends them elsewhere, and `agree_to_terms` only records
 * that the admin agreed, with the time, so a later opt-in feature can honour it.
 *
 * @package Sightline
 */

namespace Sightline\Onboarding;

defined( 'ABSPATH' ) || exit;

final class User_Details {

	/** Personal data: never autoloaded, so it is not read on every request. */
	public const OPTION = 'sightline_onboarding_user';

	/**
	 * @return array{first_name: string, last_name: string, email: string, agree_to_terms: bool, consent_time: int}
	 */
	public static function get(): array {
		$stored = get_option( self::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		return array(
			'first_name'     => (string) ( $stored['first_name'] ?? '' ),
			'last_name'      => (string) ( $stored['last_name'] ?? '' ),
			'email'          => (string) ( $stored['email'] ?? '' ),
			'agree_to_terms' => (bool) ( $stored['agree_to_terms'] ?? false ),
			'consent_time'   => (int) ( $stored['consent_time'] ?? 0 ),
		);
	}

	/**
	 * Stores the details; the consent time is kept while consent stays given, and dropped when withdrawn.
	 *
	 * @param array{first_name: string, last_name: string, email: string, agree_to_terms: bool} $details
	 */
	public static function save( array $details ): void {
		$previous = self::get();
		$agreed   = (bool) $details['agree_to_terms'];
		$value    = array(
			'first_name'     => sanitize_text_field( $details['first_name'] ),
			'last_name'      => sanitize_text_field( $details['last_name'] ),
			'email'          => sanitize_email( $details['email'] ),
			'agree_to_terms' => $agreed,
			'consent_time'   => $agreed ? ( $previous['agree_to_terms'] ? $previous['consent_time'] : time() ) : 0,
		);
		if ( false === get_option( self::OPTION ) ) {
			add_option( self::OPTION, $value, '', false );
			return;
		}
		update_option( self::OPTION, $value, false );
	}
}
