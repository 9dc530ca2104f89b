<?php
/**
 * The guided setup's offer of an AI crawler policy (its own call, POST /sightline/v1/onboarding/ai-crawlers,
 * beside the wizard's save): accepted, robots.txt lets answer engines in and keeps training crawlers out;
 * not sent, the policy stays; contradicted by the robots.txt editor's text, the policy stays (and the
 * wizard's answers were saved by their own call).
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

	private function accept( string $policy = 'block_training', string $role = 'administrator' ): \WP_REST_Response {
		$response = $this->rest( 'POST', self::ROUTE . '/ai-crawlers', array( 'policy' => $policy ), $role );
		Plugin::get( Settings::class )->flush();
		return $response;
	}

	private function policy(): string {
		return Plugin::get( Settings::class )->get( 'ai_crawlers' )['policy'];
	}

	public function test_the_accepted_offer_allows_ai_search_and_blocks_ai_training(): void {
		$this->assertSame( 200, $this->save()->get_status() );
		$this->assertSame( 'none', $this->policy(), 'the save alone leaves the policy' );
		$response = $this->accept();
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
		$this->assertSame( 200, $this->save()->get_status() );
		$this->assertSame( 400, $this->accept()->get_status() );
		$this->assertSame( 'none', $this->policy() );
		$this->assertSame( 'Acme Bakery', Plugin::get( Settings::class )->get( 'website' )['name'] );
	}

	public function test_another_policy_value_or_another_role_is_refused(): void {
		$this->assertSame( 400, $this->accept( 'block_all' )->get_status() );
		$this->assertSame( 403, $this->accept( 'block_training', 'editor' )->get_status() );
		$this->assertSame( 'none', $this->policy() );
	}

	/** The wizard's save body is the setup's answers: an offer sent in it is not read. */
	public function test_the_save_does_not_read_an_offer_in_its_body(): void {
		$this->assertSame( 200, $this->save( array( 'ai_crawler_policy' => 'block_training' ) )->get_status() );
		$this->assertSame( 'none', $this->policy() );
	}
}
