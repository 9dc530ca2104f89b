<?php
/**
 * The setup details take part in WordPress's personal data export and erasure.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Onboarding;

use Sightline\Migration\Detector;
use Sightline\Onboarding\Privacy;
use Sightline\Onboarding\Wizard_Data;
use Sightline\Plugin;
use Sightline\Settings\Settings;
use Sightline\Onboarding\User_Details;
use Sightline\Tests\TestCase;

final class PrivacyTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		User_Details::save( array( 'first_name' => 'Ada', 'last_name' => 'Lovelace', 'email' => 'ada@example.org', 'agree_to_terms' => true ) );
	}

	private function exporter(): callable {
		return apply_filters( 'wp_privacy_personal_data_exporters', array() )[ Privacy::ID ]['callback'];
	}

	private function eraser(): callable {
		return apply_filters( 'wp_privacy_personal_data_erasers', array() )[ Privacy::ID ]['callback'];
	}

	/**
	 * What the plugin keeps and sends is suggested for the site's privacy policy (WordPress's guide), and
	 * the setup's agreement links there while the site has no published policy, to the policy once it has.
	 */
	public function test_the_policy_text_is_suggested_and_the_setup_links_to_a_policy(): void {
		require_once ABSPATH . 'wp-admin/includes/admin.php';
		$this->act_as( 'administrator' );
		set_current_screen( 'dashboard' );
		$GLOBALS['wp_current_filter'][] = 'admin_init';
		try {
			( new Privacy() )->suggest_policy_text();
		} finally {
			array_pop( $GLOBALS['wp_current_filter'] );
			unset( $GLOBALS['current_screen'] );
		}
		$suggested = array_column( \WP_Privacy_Policy_Content::get_suggested_policy_text(), 'policy_text', 'plugin_name' );
		$this->assertArrayHasKey( 'Sightline SEO', $suggested );
		$this->assertStringContainsString( 'never a visitor&#039;s IP address', $suggested['Sightline SEO'] );

		$data = fn(): array => ( new Wizard_Data( Plugin::get( Settings::class ), Plugin::get( Detector::class ) ) )->page_data();
		delete_option( 'wp_page_for_privacy_policy' );
		$this->assertSame( admin_url( 'options-privacy.php?tab=policyguide' ), $data()['privacyPolicyUrl'] );
		$policy = self::factory()->post->create( array( 'post_type' => 'page', 'post_title' => 'Privacy Policy' ) );
		update_option( 'wp_page_for_privacy_policy', $policy );
		$this->assertSame( get_permalink( $policy ), $data()['privacyPolicyUrl'] );
	}

	public function test_export_lists_the_details_for_their_email_only(): void {
		$export = call_user_func( $this->exporter(), 'ADA@example.org', 1 );
		$this->assertTrue( $export['done'] );
		$values = array_column( $export['data'][0]['data'], 'value', 'name' );
		$this->assertSame( 'Ada', $values['First Name'] );
		$this->assertSame( 'ada@example.org', $values['Email Address'] );
		$this->assertSame( 'Yes', $values['Agreed to be notified and to share usage data'] );
		$this->assertArrayHasKey( 'Consent given', $values );

		$this->assertSame( array(), call_user_func( $this->exporter(), 'grace@example.org', 1 )['data'] );
	}

	public function test_erase_removes_the_details_for_their_email_only(): void {
		$this->assertFalse( call_user_func( $this->eraser(), 'grace@example.org', 1 )['items_removed'] );
		$this->assertSame( 'Ada', User_Details::get()['first_name'] );

		$this->assertTrue( call_user_func( $this->eraser(), 'ada@example.org', 1 )['items_removed'] );
		$this->assertFalse( get_option( User_Details::OPTION ) );
	}
}
