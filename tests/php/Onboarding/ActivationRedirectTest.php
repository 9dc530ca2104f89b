<?php
/**
 * The wizard opens by itself exactly once after a real (browser) activation, never for bulk, network or
 * command-line activation, and never again once it was finished or exited.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Onboarding;

use Sightline\Lifecycle;
use Sightline\Onboarding\Activation_Redirect;
use Sightline\Onboarding\Onboarding_Page;
use Sightline\Onboarding\Status;
use Sightline\Tests\TestCase;

final class ActivationRedirectTest extends TestCase {

	/** The service as it runs for a browser request (not from the command line). */
	private Activation_Redirect $browser;

	protected function setUp(): void {
		parent::setUp();
		$this->browser = new Activation_Redirect( false );
	}

	/**
	 * The next admin page load, as the given user: the redirect it asked for, or null.
	 *
	 * @param array<string, string> $query
	 */
	private function next_admin_load( array $query = array(), string $user = 'administrator' ): ?array {
		$this->act_as( $user );
		$_GET = $query;
		return $this->capture_redirect( fn() => $this->browser->on_admin_init() );
	}

	/** The query of the skip link as the given user's page shows it (flag + that user's nonce). */
	private function skip_query( string $user = 'administrator' ): array {
		$this->act_as( $user );
		return array(
			'page'                          => 'sightline',
			Activation_Redirect::SKIP_FLAG => '1',
			'_wpnonce'                      => wp_create_nonce( Activation_Redirect::SKIP_NONCE ),
		);
	}

	public function test_first_admin_page_after_activation_opens_the_wizard_exactly_once(): void {
		$this->browser->on_activation( false );
		$this->assertTrue( Status::redirect_pending() );

		$redirect = $this->next_admin_load( array( 'page' => 'sightline' ) );
		$this->assertNotNull( $redirect );
		$this->assertSame( Onboarding_Page::url(), $redirect['location'] );
		$this->assertSame( 302, $redirect['status'] );

		$this->assertNull( $this->next_admin_load( array( 'page' => 'sightline' ) ), 'only once' );
		$this->assertNull( $this->next_admin_load() );
	}

	public function test_command_line_activation_queues_nothing(): void {
		// The plugin's own service, as built for this (command-line) process: WP-CLI and scripts.
		Lifecycle::activate();
		$this->assertFalse( Status::redirect_pending() );
		$cli = new Activation_Redirect( true );
		$cli->on_activation( false );
		$this->assertFalse( Status::redirect_pending() );
	}

	public function test_bulk_and_network_activation_queue_nothing(): void {
		$this->browser->on_activation( true );
		$this->assertFalse( Status::redirect_pending(), 'network activation' );

		foreach ( array( 'action', 'action2' ) as $key ) {
			$_REQUEST = array( $key => 'activate-selected' );
			$this->browser->on_activation( false );
			$this->assertFalse( Status::redirect_pending(), "bulk activation ({$key})" );
		}
	}

	public function test_landing_on_the_bulk_activation_screen_drops_the_redirect(): void {
		$this->browser->on_activation( false );
		$this->assertNull( $this->next_admin_load( array( 'activate-multi' => 'true' ) ) );
		$this->assertFalse( Status::redirect_pending() );
		$this->assertNull( $this->next_admin_load() );
	}

	public function test_users_who_cannot_manage_the_site_and_ajax_calls_leave_it_for_the_admin(): void {
		$this->browser->on_activation( false );
		$this->assertNull( $this->next_admin_load( array(), 'editor' ) );
		add_filter( 'wp_doing_ajax', '__return_true' );
		$this->assertNull( $this->next_admin_load() );
		remove_filter( 'wp_doing_ajax', '__return_true' );
		$this->assertTrue( Status::redirect_pending() );
		$this->assertNotNull( $this->next_admin_load() );
	}

	public function test_opening_the_wizard_itself_consumes_the_redirect(): void {
		$this->browser->on_activation( false );
		$this->assertNull( $this->next_admin_load( array( 'page' => Onboarding_Page::SLUG ) ) );
		$this->assertFalse( Status::redirect_pending() );
	}

	public function test_exit_flag_records_exited_and_later_activations_never_redirect(): void {
		$this->next_admin_load( $this->skip_query() );
		$this->assertSame( Status::EXITED, Status::get() );

		$this->browser->on_activation( false );
		$this->assertFalse( Status::redirect_pending() );
		$this->assertNull( $this->next_admin_load() );
	}

	public function test_exit_flag_needs_a_site_manager(): void {
		$this->next_admin_load( $this->skip_query( 'subscriber' ), 'subscriber' );
		$this->assertSame( '', Status::get() );
	}

	public function test_exit_flag_without_a_valid_nonce_changes_nothing(): void {
		// A link planted on another site (no nonce, or someone else's) must not end the admin's guided setup.
		$this->next_admin_load( array( 'page' => 'sightline', Activation_Redirect::SKIP_FLAG => '1' ) );
		$this->assertSame( '', Status::get() );
		$this->next_admin_load( $this->skip_query( 'editor' ), 'administrator' );
		$this->assertSame( '', Status::get() );
	}

	public function test_finished_setup_never_redirects_and_is_not_downgraded_by_exit(): void {
		Status::mark( Status::FINISHED );
		$this->next_admin_load( $this->skip_query() );
		$this->assertSame( Status::FINISHED, Status::get() );
		$this->browser->on_activation( false );
		$this->assertNull( $this->next_admin_load() );
	}

	public function test_a_redirect_queued_before_the_setup_ended_is_dropped(): void {
		$this->browser->on_activation( false );
		Status::mark( Status::FINISHED );
		$this->assertNull( $this->next_admin_load() );
	}
}
