<?php
/**
 * The guided setup's offer of an AI crawler policy: accepted, robots.txt lets answer engines in and keeps
 * training crawlers out; not sent, the policy stays; contradicted by the robots.txt editor's text, the
 * policy stays and the wizard's other answers are saved all the same.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Onboarding;

use Sightline\Plugin;
use Sightline\Robots\Robots_Txt;
use Sightline\Settings\Settings;
use Sightline\Tests\Robots\Rfc9309_Reader;
use Sightline\Tests\TestCase;

require_once dirname( __DIR__ ) . '/Robots/Rfc9309_Reader.php';

final class OnboardingCrawlerPolicyTest extends TestCase {

	private const ROUTE = '/sightline/v1/onboarding';

	/** @param array<string, mixed> $extra */
	private function save( array $extra = array() ): \WP_REST_Response {
		$response = $this->rest(
			'POST',
			self::ROUTE,
			array(
				'website_type'    => 'business',
				'website_name'    => 'Acme Bakery',
				'social_profiles' => array(),
			) + $extra,
			'administrator'
		);
		Plugin::get( Settings::class )->flush();
		return $response;
	}

	private function policy(): string {
		return Plugin::get( Settings::class )->get( 'ai_crawlers' )['policy'];
	}

	public function test_the_accepted_offer_allows_ai_search_and_blocks_ai_training(): void {
		$response = $this->save( array( 'ai_crawler_policy' => 'block_training' ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'block_training', $this->policy() );
		$this->assertSame( 'block_training', $response->get_data()['ai_crawlers']['policy'] );
		ob_start();
		@do_robots(); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged
		$reader = new Rfc9309_Reader( (string) ob_get_clean() );
		$this->assertFalse( $reader->allowed( 'GPTBot', '/' ) );
		$this->assertTrue( $reader->allowed( 'OAI-SearchBot', '/' ) );
	}

	public function test_without_the_offer_the_policy_stays(): void {
		Plugin::get( Settings::class )->update( array( 'ai_crawlers' => array( 'policy' => 'block_all', 'bots' => array() ) ) );
		$this->assertSame( 200, $this->save()->get_status() );
		$this->assertSame( 'block_all', $this->policy() );
	}

	public function test_an_editor_line_that_contradicts_the_offer_keeps_the_policy_and_the_rest_is_saved(): void {
		update_option( Robots_Txt::OPTION, "User-agent: GPTBot\nAllow: /" );
		$response = $this->save( array( 'ai_crawler_policy' => 'block_training' ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'none', $this->policy() );
		$this->assertSame( 'Acme Bakery', Plugin::get( Settings::class )->get( 'website' )['name'] );
	}

	public function test_another_policy_value_is_refused(): void {
		$this->assertSame( 400, $this->save( array( 'ai_crawler_policy' => 'block_all' ) )->get_status() );
	}
}
