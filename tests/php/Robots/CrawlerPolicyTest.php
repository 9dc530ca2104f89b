<?php
/**
 * The AI crawler policy in the served robots.txt, read by an independent RFC 9309 reader as each
 * crawler's documented matching reads it: every policy choice, merged with the editor's rules, the
 * contradictions refused on either side with the line named, the physical file and hidden site cases,
 * the list kept as data, and the two abilities' answers.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Robots;

use Sightline\Plugin;
use Sightline\Robots\Ai_Crawlers;
use Sightline\Robots\Crawler_Policy;
use Sightline\Robots\Get_Crawler_Policy_Ability;
use Sightline\Robots\Robots_Txt;
use Sightline\Robots\Update_Crawler_Policy_Ability;
use Sightline\Settings\Settings;
use Sightline\Tests\TestCase;

require_once __DIR__ . '/Rfc9309_Reader.php';

final class CrawlerPolicyTest extends TestCase {

	private const ROBOTS   = '/sightline/v1/robots-txt';
	private const SETTINGS = '/sightline/v1/admin/global-settings';

	/** Crawlers of search engines the policy must never touch. */
	private const SEARCH_ENGINES = array( 'Googlebot', 'Bingbot', 'Applebot' );

	private string $file = '';

	protected function setUp(): void {
		parent::setUp();
		$this->file = get_temp_dir() . 'sl-robots-' . wp_generate_password( 6, false ) . '/robots.txt';
		add_filter( 'sightline_robots_txt_file', fn() => $this->file );
	}

	protected function tearDown(): void {
		// The scratch folder goes too when a test already removed the file it made there.
		if ( is_file( $this->file ) ) {
			unlink( $this->file );
		}
		if ( is_dir( dirname( $this->file ) ) ) {
			rmdir( dirname( $this->file ) );
		}
		parent::tearDown();
	}

	private function robots_txt(): string {
		ob_start();
		@do_robots(); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged
		return (string) ob_get_clean();
	}

	/** @param array<string, string> $bots */
	private function set_policy( string $policy, array $bots = array() ): \WP_REST_Response {
		$response = $this->rest(
			'POST',
			self::SETTINGS,
			array(
				'data' => array(
					'ai_crawlers' => array(
						'policy' => $policy,
						'bots'   => $bots,
					),
				),
			),
			'administrator'
		);
		Plugin::get( Settings::class )->flush();
		return $response;
	}

	/** @return array<string, string> token => purpose */
	private static function crawlers(): array {
		$list = Plugin::get( Ai_Crawlers::class )->all()['crawlers'];
		return array_column( $list, 'purpose', 'token' );
	}

	/**
	 * @return array<string, array{0: string, 1: array<string, string>, 2: \Closure(string, string): bool}>
	 */
	public static function policies(): array {
		return array(
			'allow search, block training' => array( 'block_training', array(), static fn( string $token, string $purpose ) => Ai_Crawlers::TRAINING === $purpose ),
			'allow all'                    => array( 'allow_all', array(), static fn() => false ),
			'block all'                    => array( 'block_all', array(), static fn() => true ),
			'per bot'                      => array(
				'per_bot',
				array(
					'GPTBot'          => 'allow',
					'PerplexityBot'   => 'block',
					'Google-Extended' => 'block',
					'ClaudeBot'       => 'block',
				),
				static fn( string $token ) => in_array( $token, array( 'PerplexityBot', 'Google-Extended', 'ClaudeBot' ), true ),
			),
			'no policy'                    => array( 'none', array(), static fn() => false ),
		);
	}

	/**
	 * @dataProvider policies
	 * @param array<string, string> $bots
	 */
	public function test_each_policy_reads_as_intended_by_every_crawler( string $policy, array $bots, \Closure $blocked ): void {
		$this->assertSame( 200, $this->set_policy( $policy, $bots )->get_status() );
		$reader = new Rfc9309_Reader( $this->robots_txt() );
		foreach ( self::crawlers() as $token => $purpose ) {
			$expected = ! $blocked( $token, $purpose );
			$this->assertSame( $expected, $reader->allowed( $token, '/' ), "{$token} on /" );
			$this->assertSame( $expected, $reader->allowed( $token, '/a-post/?p=1' ), "{$token} on a post" );
			if ( $expected ) {
				// An allowed crawler follows the rules for every crawler (WordPress's own here).
				$this->assertFalse( $reader->allowed( $token, '/wp-admin/' ), "{$token} on /wp-admin/" );
			}
		}
		foreach ( self::SEARCH_ENGINES as $engine ) {
			$this->assertTrue( $reader->allowed( $engine, '/a-post/' ), "{$engine} is untouched" );
		}
	}

	public function test_training_block_writes_one_group_per_crawler_and_nothing_for_allowed_ones(): void {
		$this->set_policy( 'block_training' );
		$body = $this->robots_txt();
		$this->assertStringContainsString( Crawler_Policy::MARKER . "\nUser-agent: GPTBot\nDisallow: /\n\nUser-agent: ClaudeBot\nDisallow: /\n", $body );
		$this->assertStringContainsString( "\nUser-agent: Google-Extended\nDisallow: /\n", $body );
		$this->assertStringNotContainsString( 'OAI-SearchBot', $body );
		$this->assertStringNotContainsString( 'Googlebot', $body );
		$this->assertSame( 1, substr_count( $body, 'Sitemap: ' ) );
		// Each blocked crawler appears in exactly one user-agent line.
		foreach ( self::crawlers() as $token => $purpose ) {
			$this->assertSame( Ai_Crawlers::TRAINING === $purpose ? 1 : 0, substr_count( $body, "User-agent: {$token}\n" ), $token );
		}
	}

	public function test_the_policy_merges_with_the_editors_rules(): void {
		$this->assertSame( 200, $this->rest( 'POST', self::ROBOTS, array( 'robots_txt_content' => "User-agent: *\nDisallow: /private/\n\nUser-agent: gptbot\nDisallow: /drafts/\n\nUser-agent: OAI-SearchBot\nDisallow: /members/" ), 'administrator' )->get_status() );
		$this->set_policy( 'block_training' );
		$reader = new Rfc9309_Reader( $this->robots_txt() );
		$this->assertFalse( $reader->allowed( 'GPTBot', '/' ), 'the policy blocks GPTBot whatever its editor group says' );
		$this->assertFalse( $reader->allowed( 'GPTBot', '/drafts/' ) );
		$this->assertTrue( $reader->allowed( 'OAI-SearchBot', '/' ) );
		$this->assertFalse( $reader->allowed( 'OAI-SearchBot', '/members/' ), 'the editor narrows an allowed crawler' );
		$this->assertTrue( $reader->allowed( 'OAI-SearchBot', '/private/' ), 'a crawler with its own group ignores the * group' );
		$this->assertFalse( $reader->allowed( 'ChatGPT-User', '/private/' ), 'an allowed crawler follows the * group' );
		$this->assertTrue( $reader->allowed( 'ChatGPT-User', '/a-post/' ) );
		$this->assertFalse( $reader->allowed( 'CCBot', '/a-post/' ) );
		$this->assertTrue( $reader->allowed( 'Googlebot', '/a-post/' ) );
		$this->assertSame( Plugin::get( Crawler_Policy::class )->lines(), $this->rest( 'GET', self::ROBOTS, array(), 'administrator' )->get_data()['policy_lines'] );
	}

	public function test_the_editor_refuses_a_line_allowing_a_blocked_crawler(): void {
		$this->set_policy( 'block_training' );
		update_option( Robots_Txt::OPTION, "User-agent: *\nDisallow: /private/" );
		$response = $this->rest( 'POST', self::ROBOTS, array( 'robots_txt_content' => "User-agent: *\nDisallow: /private/\n\nUser-agent: ClaudeBot\nAllow: /blog/" ), 'administrator' );
		$this->assertSame( 400, $response->get_status() );
		$message = $response->get_data()['message'];
		$this->assertStringContainsString( 'Line 5, "Allow: /blog/", allows ClaudeBot, which the AI crawler policy blocks.', $message );
		$this->assertSame( 'robots_txt_content', $response->get_data()['data']['field'] );
		$this->assertSame( 5, $response->get_data()['data']['line'] );
		$this->assertSame( "User-agent: *\nDisallow: /private/", get_option( Robots_Txt::OPTION ), 'nothing saved' );
	}

	public function test_the_editor_refuses_a_line_blocking_an_allowed_crawler(): void {
		$this->set_policy( 'allow_all' );
		$response = $this->rest( 'POST', self::ROBOTS, array( 'robots_txt_content' => "User-agent: Bingbot\nDisallow: /x/\n\nUser-agent: *\nDisallow: /\n" ), 'administrator' );
		$this->assertSame( 400, $response->get_status() );
		$this->assertStringContainsString( 'Line 5, "Disallow: /", keeps OAI-SearchBot away from the whole site', $response->get_data()['message'] );
		// A narrower rule is the editor's to give.
		$this->assertSame( 200, $this->rest( 'POST', self::ROBOTS, array( 'robots_txt_content' => "User-agent: PerplexityBot\nDisallow: /private/" ), 'administrator' )->get_status() );
	}

	public function test_without_a_policy_the_editor_says_what_it_likes(): void {
		$this->assertSame( 200, $this->rest( 'POST', self::ROBOTS, array( 'robots_txt_content' => "User-agent: GPTBot\nAllow: /\n\nUser-agent: *\nDisallow: /" ), 'administrator' )->get_status() );
		$this->assertStringNotContainsString( Crawler_Policy::MARKER, $this->robots_txt() );
	}

	public function test_a_policy_the_saved_editor_text_contradicts_is_refused(): void {
		update_option( Robots_Txt::OPTION, "User-agent: GPTBot\nAllow: /" );
		$response = $this->set_policy( 'block_all' );
		$this->assertSame( 400, $response->get_status() );
		$this->assertStringContainsString( 'This policy blocks GPTBot, but line 2 of the robots.txt editor, "Allow: /", allows it.', $response->get_data()['data']['details']['data']['message'] );
		$this->assertSame( 'none', Plugin::get( Settings::class )->get( 'ai_crawlers' )['policy'], 'nothing saved' );
		// Per bot, leaving GPTBot allowed, is fine.
		$this->assertSame( 200, $this->set_policy( 'per_bot', array( 'CCBot' => 'block' ) )->get_status() );
		$reader = new Rfc9309_Reader( $this->robots_txt() );
		$this->assertTrue( $reader->allowed( 'GPTBot', '/' ) );
		$this->assertFalse( $reader->allowed( 'CCBot', '/' ) );
	}

	public function test_a_bad_policy_value_is_refused_naming_the_field(): void {
		$response = $this->set_policy( 'block_some' );
		$this->assertSame( 400, $response->get_status() );
		$this->assertStringContainsString( 'ai_crawlers', (string) wp_json_encode( $response->get_data() ) );
		$response = $this->set_policy( 'per_bot', array( 'GPTBot' => 'maybe' ) );
		$this->assertSame( 400, $response->get_status() );
	}

	public function test_a_physical_file_or_a_hidden_site_leaves_the_policy_without_effect_and_says_so(): void {
		$this->set_policy( 'block_all' );
		$ability = Plugin::get( Get_Crawler_Policy_Ability::class );
		$this->act_as( 'administrator' );
		$this->assertTrue( $ability->execute()['applies'] );
		wp_mkdir_p( dirname( $this->file ) );
		file_put_contents( $this->file, "User-agent: *\nDisallow:\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		$this->assertTrue( $this->rest( 'GET', self::ROBOTS, array(), 'administrator' )->get_data()['robots_file_exists'] );
		$this->assertFalse( $ability->execute()['applies'] );
		unlink( $this->file );
		update_option( 'blog_public', '0' );
		$this->assertFalse( $ability->execute()['applies'] );
		$this->assertStringNotContainsString( 'GPTBot', $this->robots_txt(), 'a hidden site keeps WordPress’s own text' );
	}

	public function test_the_list_is_data_with_its_date_and_every_field(): void {
		$list = Plugin::get( Ai_Crawlers::class )->all();
		$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}-\d{2}$/', $list['updated'] );
		$tokens = array_column( $list['crawlers'], 'token' );
		$this->assertSame( $tokens, array_unique( $tokens ) );
		foreach ( array( 'OAI-SearchBot', 'ChatGPT-User', 'PerplexityBot', 'Perplexity-User', 'Claude-SearchBot', 'Claude-User' ) as $search ) {
			$this->assertSame( Ai_Crawlers::SEARCH, self::crawlers()[ $search ], $search );
		}
		foreach ( array( 'GPTBot', 'ClaudeBot', 'CCBot', 'Google-Extended', 'Applebot-Extended', 'meta-externalagent', 'Bytespider' ) as $training ) {
			$this->assertSame( Ai_Crawlers::TRAINING, self::crawlers()[ $training ], $training );
		}
		foreach ( $list['crawlers'] as $crawler ) {
			$this->assertNotSame( '', $crawler['operator'], $crawler['token'] );
			$this->assertNotSame( '', $crawler['description'], $crawler['token'] );
			$this->assertTrue( null === $crawler['documentation'] || str_starts_with( $crawler['documentation'], 'https://' ), $crawler['token'] );
		}
	}

	public function test_a_new_list_needs_no_code(): void {
		$file = get_temp_dir() . 'sl-crawlers-' . wp_generate_password( 6, false ) . '.json';
		file_put_contents( $file, wp_json_encode( array( 'updated' => '2030-01-01', 'crawlers' => array( array( 'token' => 'NewTrainer', 'operator' => 'Example', 'purpose' => 'training', 'description' => 'Trains.', 'documentation' => 'https://example.com/bot' ), array( 'token' => 'Bad Token', 'operator' => 'X', 'purpose' => 'training' ) ) ) ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		add_filter( 'sightline_ai_crawlers_file', fn() => $file );
		$policy = new Crawler_Policy( Plugin::get( Settings::class ), new Ai_Crawlers() );
		$this->assertSame( Crawler_Policy::MARKER . "\nUser-agent: NewTrainer\nDisallow: /\n", $policy->lines( array( 'policy' => 'block_training', 'bots' => array() ) ) );
		unlink( $file );
	}

	public function test_the_abilities_read_and_set_the_policy_for_admins_only(): void {
		$update = Plugin::get( Update_Crawler_Policy_Ability::class );
		$this->act_as( 'editor' );
		$this->assertFalse( $update->permission( array( 'policy' => 'block_all' ) ) );
		$this->assertFalse( Plugin::get( Get_Crawler_Policy_Ability::class )->permission() );
		$this->act_as( 'administrator' );
		$this->assertTrue( $update->permission( array( 'policy' => 'block_all' ) ) );
		$out = $update->execute( array( 'policy' => 'block_training' ) );
		$this->assertSame( 'block_training', $out['policy'] );
		$this->assertContains( 'GPTBot', $out['blocked'] );
		$this->assertContains( 'OAI-SearchBot', $out['allowed'] );
		$this->assertStringContainsString( "User-agent: GPTBot\nDisallow: /", $out['lines'] );
		$this->assertEquals( $out, Plugin::get( Get_Crawler_Policy_Ability::class )->execute() );
		update_option( Robots_Txt::OPTION, "User-agent: OAI-SearchBot\nDisallow: /" );
		$refused = $update->execute( array( 'policy' => 'allow_all' ) );
		$this->assertInstanceOf( \WP_Error::class, $refused );
		$this->assertStringContainsString( 'line 2 of the robots.txt editor', $refused->get_error_message() );
		$this->assertSame( 'block_training', Plugin::get( Settings::class )->get( 'ai_crawlers' )['policy'] );
	}
}
