<?php
/**
 * The crawler policy abilities through WordPress's Abilities API (6.9+), both ways (PHP and
 * `wp-abilities/v1`): registered with schemas and annotations, administrators only, the update
 * written into robots.txt, a contradicted policy refused with the editor's line named, bad input refused
 * by the input schema.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Robots;

use Sightline\Abilities\Abilities;
use Sightline\Plugin;
use Sightline\Robots\Robots_Txt;
use Sightline\Settings\Settings;
use Sightline\Tests\TestCase;

require_once __DIR__ . '/Rfc9309_Reader.php';

final class CrawlerPolicyAbilitiesTest extends TestCase {

	private const GET    = 'sightline-seo/get-crawler-policy';
	private const UPDATE = 'sightline-seo/update-crawler-policy';

	protected function setUp(): void {
		parent::setUp();
		if ( ! function_exists( 'wp_register_ability' ) ) {
			$this->markTestSkipped( 'The Abilities API needs WordPress 6.9 or later; this is WordPress ' . get_bloginfo( 'version' ) . ' (run with --core /opt/wordpress/7.1.0).' );
		}
	}

	public function test_registered_with_schemas_and_annotations(): void {
		foreach ( array( self::GET => true, self::UPDATE => false ) as $name => $readonly ) {
			$ability = wp_get_ability( $name );
			$this->assertInstanceOf( \WP_Ability::class, $ability, $name );
			$this->assertSame( Abilities::CATEGORY, $ability->get_category() );
			$this->assertSame( 'object', $ability->get_output_schema()['type'] );
			$this->assertSame( $readonly, $ability->get_meta_item( 'annotations' )['readonly'], $name );
			$this->assertFalse( $ability->get_meta_item( 'annotations' )['destructive'], $name );
		}
		$input = wp_get_ability( self::UPDATE )->get_input_schema();
		$this->assertFalse( $input['additionalProperties'] );
		$this->assertSame( array( 'policy' ), $input['required'] );
	}

	public function test_administrators_only_both_ways(): void {
		foreach ( array( 'editor', 'author', 'subscriber' ) as $role ) {
			$this->act_as( $role );
			$this->assertInstanceOf( \WP_Error::class, wp_get_ability( self::GET )->execute(), $role );
			$this->assertSame( 403, $this->rest( 'GET', '/wp-abilities/v1/abilities/' . self::GET . '/run', array(), $role )->get_status(), $role );
			$this->assertSame( 403, $this->rest( 'POST', '/wp-abilities/v1/abilities/' . self::UPDATE . '/run', array( 'input' => array( 'policy' => 'block_all' ) ), $role )->get_status(), $role );
		}
		$this->assertSame( 'none', Plugin::get( Settings::class )->get( 'ai_crawlers' )['policy'] );
	}

	public function test_update_then_get_over_rest(): void {
		$response = $this->rest(
			'POST',
			'/wp-abilities/v1/abilities/' . self::UPDATE . '/run',
			array(
				'input' => array(
					'policy' => 'per_bot',
					'bots'   => array( 'GPTBot' => 'block' ),
				),
			),
			'administrator'
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( array( 'GPTBot' ), $response->get_data()['blocked'] );
		Plugin::get( Settings::class )->flush();
		$read = $this->rest( 'GET', '/wp-abilities/v1/abilities/' . self::GET . '/run', array(), 'administrator' );
		$this->assertSame( 200, $read->get_status() );
		$this->assertSame( 'per_bot', $read->get_data()['policy'] );
		$this->assertTrue( $read->get_data()['applies'] );
		$this->assertSame( "# AI crawler policy (Sightline SEO)\nUser-agent: GPTBot\nDisallow: /\n", $read->get_data()['lines'] );
		ob_start();
		@do_robots(); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged
		$this->assertFalse( ( new Rfc9309_Reader( (string) ob_get_clean() ) )->allowed( 'GPTBot', '/' ) );
	}

	public function test_refusals_store_nothing(): void {
		$bad = $this->rest( 'POST', '/wp-abilities/v1/abilities/' . self::UPDATE . '/run', array( 'input' => array( 'policy' => 'sometimes' ) ), 'administrator' );
		$this->assertSame( 400, $bad->get_status() );
		update_option( Robots_Txt::OPTION, "User-agent: *\nDisallow: /" );
		$contradicted = $this->rest( 'POST', '/wp-abilities/v1/abilities/' . self::UPDATE . '/run', array( 'input' => array( 'policy' => 'allow_all' ) ), 'administrator' );
		$this->assertSame( 400, $contradicted->get_status() );
		$this->assertSame( 'sightline_crawler_policy_contradiction', $contradicted->get_data()['code'] );
		$this->assertSame( 'This policy allows OAI-SearchBot, but line 2 of the robots.txt editor, "Disallow: /", keeps it away from the whole site. Change that line first.', $contradicted->get_data()['message'] );
		Plugin::get( Settings::class )->flush();
		$this->assertSame( 'none', Plugin::get( Settings::class )->get( 'ai_crawlers' )['policy'] );
	}
}
