<?php
/**
 * The hidden wizard page, the links that re-open it, and the data the wizard starts from.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Onboarding;

use Sightline\Migration\Detector;
use Sightline\Onboarding\Onboarding_Page;
use Sightline\Onboarding\Organization_Types;
use Sightline\Onboarding\User_Details;
use Sightline\Onboarding\Wizard_Data;
use Sightline\Plugin;
use Sightline\Settings\Settings;
use Sightline\Onboarding\Activation_Redirect;
use Sightline\Tests\TestCase;

final class OnboardingPageTest extends TestCase {

	/** @var array<string, mixed> */
	private array $menu_globals = array();

	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		foreach ( array( 'menu', 'submenu', '_registered_pages', '_parent_pages', 'admin_page_hooks' ) as $name ) {
			$this->menu_globals[ $name ] = $GLOBALS[ $name ] ?? null;
			$GLOBALS[ $name ]            = array();
		}
	}

	protected function tearDown(): void {
		foreach ( $this->menu_globals as $name => $value ) {
			$GLOBALS[ $name ] = $value;
		}
		parent::tearDown();
	}

	private function data(): array {
		return ( new Wizard_Data( Plugin::get( Settings::class ), Plugin::get( Detector::class ) ) )->page_data();
	}

	public function test_hidden_page_is_registered_for_admins_with_a_menu_link_to_reopen_it(): void {
		$this->act_as( 'administrator' );
		do_action( 'admin_menu' );
		$this->assertArrayHasKey( get_plugin_page_hookname( Onboarding_Page::SLUG, '' ), $GLOBALS['_registered_pages'] );
		$links = array_column( $GLOBALS['submenu']['sightline'], 2, 0 );
		$this->assertSame( admin_url( 'admin.php?page=sightline_onboarding' ), $links['Setup Wizard'] );
		// No menu entry of its own: the page is not listed under any parent but ''.
		foreach ( $GLOBALS['submenu'] as $parent => $items ) {
			if ( '' !== $parent ) {
				$this->assertNotContains( Onboarding_Page::SLUG, array_column( $items, 2 ), $parent );
			}
		}
	}

	public function test_the_page_is_not_registered_for_editors(): void {
		$this->act_as( 'editor' );
		do_action( 'admin_menu' );
		$this->assertArrayNotHasKey( get_plugin_page_hookname( Onboarding_Page::SLUG, '' ), $GLOBALS['_registered_pages'] );
	}

	public function test_plugins_list_row_links_to_the_wizard(): void {
		$this->act_as( 'administrator' );
		$links = apply_filters( 'plugin_action_links_' . plugin_basename( SIGHTLINE_FILE ), array( 'deactivate' => '<a href="#">Deactivate</a>' ) );
		$this->assertStringContainsString( 'page=sightline_onboarding', $links['sightline_setup'] );
		$this->assertStringContainsString( '>Setup Wizard</a>', $links['sightline_setup'] );
		$this->assertArrayHasKey( 'deactivate', $links );
	}

	public function test_page_data_starts_from_stored_values_and_never_invents_personal_data(): void {
		$about = self::factory()->post->create( array( 'post_type' => 'page', 'post_title' => 'About the team' ) );
		Plugin::get( Settings::class )->update(
			array(
				'website'         => array( 'type' => 'blog', 'owner_name' => 'Ada', 'organization_type' => 'NGO', 'about_page' => $about, 'contact_page' => 999999 ) + Plugin::get( Settings::class )->get( 'website' ),
				'social_profiles' => array( 'threads' => 'https://threads.net/@ada' ) + Plugin::get( Settings::class )->get( 'social_profiles' ),
			)
		);
		$user = self::factory()->user->create( array( 'role' => 'administrator', 'first_name' => 'Grace', 'last_name' => 'Hopper', 'user_email' => 'grace@example.org' ) );
		$this->act_as( $user );

		$data = $this->data()['onboarding'];
		$this->assertSame( 'blog', $data['website_represents'] );
		$this->assertSame( 'Ada', $data['website_owner_name'] );
		$this->assertSame( 'NGO', $data['organization_type'] );
		$this->assertSame( array( 'label' => 'About the team', 'value' => $about ), $data['website_about_us'] );
		$this->assertNull( $data['website_contact_us'], 'a missing page is no option' );
		$this->assertSame( 'https://threads.net/@ada', $data['social_profiles']['threads'] );
		$this->assertSame( array( 'first_name' => 'Grace', 'last_name' => 'Hopper', 'email' => 'grace@example.org' ), $data['website_lead_details'] );

		User_Details::save( array( 'first_name' => 'Ada', 'last_name' => 'L', 'email' => 'ada@example.org', 'agree_to_terms' => false ) );
		$this->assertSame( 'ada@example.org', $this->data()['onboarding']['website_lead_details']['email'] );
	}

	public function test_page_data_has_the_exit_url_with_the_skip_flag_and_the_default_organization_type(): void {
		$this->act_as( 'administrator' );
		$data = $this->data();
		$this->assertSame( admin_url( 'admin.php?page=sightline&sightline_skip_onboarding=1&_wpnonce=' . wp_create_nonce( Activation_Redirect::SKIP_NONCE ) ), $data['dashboardUrl'] );
		$this->assertSame( 'Organization', $data['onboarding']['organization_type'] );
		$this->assertSame( 'Organization', Organization_Types::default_type() );
		$this->assertTrue( $data['migrationEnabled'] );
	}

	public function test_migration_sources_are_detected_from_installed_plugins_or_leftover_data(): void {
		$this->act_as( 'administrator' );
		$this->assertSame( array(), $this->data()['migrationSources'] );
		update_option( 'rank-math-options-general', array( 'x' => 1 ) );
		$sources = $this->data()['migrationSources'];
		$this->assertCount( 1, $sources );
		$this->assertSame(
			array( 'seo-by-rank-math', 'Rank Math', false, false ),
			array( $sources[0]['slug'], $sources[0]['name'], $sources[0]['active'], $sources[0]['installed'] )
		);
	}

	public function test_migration_step_follows_the_feature_flag(): void {
		$this->act_as( 'administrator' );
		Plugin::get( Settings::class )->update( array( 'enable_migration' => false ) );
		$this->assertFalse( $this->data()['migrationEnabled'] );
	}

	public function test_the_organization_types_cover_schema_org_groups_without_duplicates(): void {
		$all = Organization_Types::all();
		$this->assertSame( count( $all ), count( array_unique( $all ) ) );
		foreach ( array( 'Organization', 'LocalBusiness', 'Corporation', 'EducationalOrganization', 'MedicalOrganization', 'NGO', 'OnlineStore', 'Restaurant' ) as $type ) {
			$this->assertContains( $type, $all );
		}
		foreach ( $all as $type ) {
			$this->assertMatchesRegularExpression( '/^[A-Za-z]{1,64}$/', $type, 'fits the website.organization_type pattern' );
		}
	}
}
