<?php
/**
 * Records a front-end request that answers 404 while the monitor is on (setting enable_404_monitor).
 * It runs last on `template_redirect`, after WordPress's own guess for a mistyped address
 * (redirect_canonical) and after redirect plugins, so only requests that really answer 404 are kept; a
 * request a redirect rule answered never gets this far (Redirects\Responder answers on setup_theme).
 *
 * Cost: a page view that is not a 404 only asks is_404(); a 404 reads the setting (autoloaded) and
 * appends a line to the log (Log), with no database query and no write.
 *
 * @package Sightline
 */

namespace Sightline\Not_Found;

use Sightline\Hookable_Interface;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Recorder implements Hookable_Interface {

	public const SETTING = 'enable_404_monitor';

	/**
	 * @param \Closure(): Log $log
	 */
	public function __construct( private Settings $settings, private \Closure $log ) {}

	public function add_hooks(): void {
		add_action( 'template_redirect', array( $this, 'record' ), PHP_INT_MAX );
	}

	public function record(): void {
		if ( ! is_404() || ! $this->settings->get( self::SETTING ) || is_admin() || is_customize_preview() ) {
			return;
		}
		$code = http_response_code();
		if ( is_int( $code ) && 404 !== $code ) {
			return; // Something else set its own answer (a 410 of another plugin, a redirect not sent yet).
		}
		$server = array();
		foreach ( Request_Filter::SERVER_KEYS as $key ) {
			if ( isset( $_SERVER[ $key ] ) && is_string( $_SERVER[ $key ] ) ) {
				$server[ $key ] = wp_unslash( $_SERVER[ $key ] ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Request_Filter keeps only a checked host and an encoded path.
			}
		}
		$entry = Request_Filter::entry( $server );
		if ( null !== $entry ) {
			( $this->log )()->append( $entry['url'], $entry['host'] );
		}
	}
}
