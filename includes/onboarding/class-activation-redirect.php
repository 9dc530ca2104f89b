<?php
/**
 * Opens the guided setup by itself exactly once: activation queues a redirect, the next admin page
 * load consumes it. Nothing is queued for bulk or network activation, command-line activation (WP-CLI
 * and scripts) or when the setup was already finished or exited; the plugin page reached with the
 * skip-onboarding flag (Exit / Go To Dashboard) records that the admin left the setup.
 *
 * @package Sightline
 */

namespace Sightline\Onboarding;

use Sightline\Hookable_Interface;

defined( 'ABSPATH' ) || exit;

final class Activation_Redirect implements Hookable_Interface {

	/** Query flag of the plugin's admin page: the admin left the wizard (Exit Guided Setup, Go To Dashboard). */
	public const SKIP_FLAG = 'sightline_skip_onboarding';

	/** Nonce action of the skip flag: a link from another site cannot end the admin's guided setup. */
	public const SKIP_NONCE = 'sightline_skip_onboarding';

	/** The plugin's page with the skip flag and its nonce (Exit Guided Setup, Go To Dashboard). */
	public static function skip_url(): string {
		return add_query_arg(
			array(
				self::SKIP_FLAG => '1',
				'_wpnonce'      => wp_create_nonce( self::SKIP_NONCE ),
			),
			admin_url( 'admin.php?page=sightline' )
		);
	}

	private bool $command_line;

	/**
	 * @param bool|null $command_line Whether this process runs from the command line (WP-CLI, scripts);
	 *                                detected from PHP_SAPI when null.
	 */
	public function __construct( ?bool $command_line = null ) {
		$this->command_line = $command_line ?? ( 'cli' === PHP_SAPI || ( defined( 'WP_CLI' ) && WP_CLI ) );
	}

	public function add_hooks(): void {
		add_action( 'sightline_activated', array( $this, 'on_activation' ) );
		add_action( 'admin_init', array( $this, 'on_admin_init' ) );
	}

	/**
	 * @param bool $network_wide
	 */
	public function on_activation( $network_wide = false ): void {
		if ( $network_wide || $this->command_line || self::is_bulk_activation() || Status::is_done() ) {
			return;
		}
		Status::queue_redirect();
	}

	public function on_admin_init(): void {
		if ( wp_doing_ajax() || wp_doing_cron() || ! current_user_can( 'manage_options' ) ) {
			return;
		}
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- only decides where the admin lands.
		$page = isset( $_GET['page'] ) ? sanitize_key( wp_unslash( $_GET['page'] ) ) : '';
		if ( 'sightline' === $page && isset( $_GET[ self::SKIP_FLAG ] ) ) {
			$nonce = isset( $_GET['_wpnonce'] ) ? sanitize_text_field( wp_unslash( $_GET['_wpnonce'] ) ) : '';
			if ( wp_verify_nonce( $nonce, self::SKIP_NONCE ) ) {
				Status::mark( Status::EXITED );
			}
			return;
		}
		if ( ! Status::redirect_pending() ) {
			return;
		}
		$bulk = isset( $_GET['activate-multi'] );
		// phpcs:enable
		Status::clear_redirect();
		if ( $bulk || is_network_admin() || Status::is_done() || Onboarding_Page::SLUG === $page ) {
			return;
		}
		wp_safe_redirect( Onboarding_Page::url() );
		exit;
	}

	/**
	 * The plugins screen's bulk "Activate" sends action (top) or action2 (bottom) = activate-selected.
	 */
	private static function is_bulk_activation(): bool {
		// phpcs:disable WordPress.Security.NonceVerification -- read-only check; core verified the bulk action.
		foreach ( array( 'action', 'action2' ) as $key ) {
			if ( isset( $_REQUEST[ $key ] ) && 'activate-selected' === $_REQUEST[ $key ] ) {
				return true;
			}
		}
		// phpcs:enable
		return false;
	}
}
