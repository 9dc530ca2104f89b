<?php
/**
 * The setup details take part in WordPress's personal data export and erasure.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Onboarding;

use Sightline\Onboarding\Privacy;
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
