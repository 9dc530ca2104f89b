<?php
/**
 * The rule of a search engine's site verification code (setting `site_verification`): the content of the
 * meta tag the engine gives, nothing else. An admin often pastes the whole tag
 * (`<meta name="google-site-verification" content="abc" />`): its content is kept. What is left must be
 * letters, digits and `- _ = + / . :` (the characters the engines' codes use), at most 200 of them.
 *
 * The one implementation of the rule: settings saves (REST, import, update_option) and the migration's
 * sources all ask it. Never loaded on a page view: the head prints what was stored.
 *
 * @package Sightline
 */

namespace Sightline\Settings;

use WP_Error;

defined( 'ABSPATH' ) || exit;

final class Site_Verification {

	public const SETTING = 'site_verification';

	/** The engines with a code, as the setting's keys. */
	public const ENGINES = array( 'google', 'bing', 'baidu', 'yandex', 'pinterest' );

	public const MAX_LENGTH = 200;

	/**
	 * The code a pasted value holds: a meta tag's content attribute (entities decoded), else the value
	 * itself, trimmed.
	 */
	public static function code( string $value ): string {
		$value = trim( $value );
		if ( str_contains( $value, '<' ) && preg_match( '/<meta\b[^>]*?\scontent\s*=\s*(?:"([^"]*)"|\'([^\']*)\'|([^\s"\'>]+))/i', $value, $match ) ) {
			// One of the three forms matched (double-quoted, single-quoted, bare); the others are empty.
			$content = $match[1] . ( $match[2] ?? '' ) . ( $match[3] ?? '' );
			$value   = trim( html_entity_decode( $content, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
		}
		return $value;
	}

	/**
	 * One engine's code as it is stored, or the error naming its field.
	 *
	 * @param mixed $value
	 * @return string|WP_Error
	 */
	public static function clean( string $engine, $value ) {
		$field = self::SETTING . '.' . $engine;
		$code  = is_string( $value ) || is_int( $value ) ? self::code( (string) $value ) : null;
		if ( null === $code || 1 !== preg_match( '#^[A-Za-z0-9_\-=+/.:]*$#', $code ) ) {
			return new WP_Error(
				'sightline_invalid_verification_code',
				/* translators: %s: the field, e.g. site_verification.google. */
				sprintf( __( '%s: enter the verification code only (letters, digits, - _ = + / . :)', 'sightline-seo' ), $field ),
				array(
					'status' => 400,
					'field'  => $field,
				)
			);
		}
		if ( strlen( $code ) > self::MAX_LENGTH ) {
			return new WP_Error(
				'sightline_invalid_verification_code',
				/* translators: 1: the field, e.g. site_verification.google, 2: the most characters a code may have. */
				sprintf( __( '%1$s: a verification code has at most %2$d characters.', 'sightline-seo' ), $field, self::MAX_LENGTH ),
				array(
					'status' => 400,
					'field'  => $field,
				)
			);
		}
		return $code;
	}

	/**
	 * The setting's value with each engine's code cleaned (other keys and types are left to the schema's
	 * validation), or the first error.
	 *
	 * @param mixed $value
	 * @return mixed|WP_Error
	 */
	public static function normalise( $value ) {
		if ( ! is_array( $value ) ) {
			return $value;
		}
		foreach ( self::ENGINES as $engine ) {
			if ( ! isset( $value[ $engine ] ) || ! is_string( $value[ $engine ] ) ) {
				continue;
			}
			$code = self::clean( $engine, $value[ $engine ] );
			if ( is_wp_error( $code ) ) {
				return $code;
			}
			$value[ $engine ] = $code;
		}
		return $value;
	}
}
