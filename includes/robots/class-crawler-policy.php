<?php
/**
 * The AI crawler policy (setting `ai_crawlers`): which of the known AI crawlers robots.txt blocks, the
 * lines that says it, and the editor line that would contradict it.
 *
 * A blocked crawler gets a group of its own, `User-agent: <token>` and `Disallow: /`, as each operator
 * documents its matching (one product token per group; Google-Extended and Applebot-Extended are tokens
 * their search crawlers read, so they too get their own group and Googlebot's or Applebot's group is
 * left alone). An allowed crawler gets no line: it follows the rules robots.txt gives every crawler.
 *
 * @package Sightline
 */

namespace Sightline\Robots;

use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Crawler_Policy {

	public const SETTING = 'ai_crawlers';

	/** The comment line above the policy's groups in robots.txt. */
	public const MARKER = '# AI crawler policy (Sightline SEO)';

	public function __construct( private Settings $settings, private Ai_Crawlers $crawlers ) {}

	/**
	 * The saved policy, or the one given (a value about to be saved).
	 *
	 * @param array<string, mixed>|null $setting
	 * @return array{policy: string, bots: array<string, string>}
	 */
	public function setting( ?array $setting = null ): array {
		$setting = $setting ?? (array) $this->settings->get( self::SETTING );
		return array(
			'policy' => is_string( $setting['policy'] ?? null ) ? $setting['policy'] : 'none',
			'bots'   => is_array( $setting['bots'] ?? null ) ? array_map( 'strval', $setting['bots'] ) : array(),
		);
	}

	/**
	 * The known crawlers and the list's date, for the settings screen.
	 *
	 * @return array{updated: string, crawlers: list<array{token: string, operator: string, purpose: string, description: string, documentation: string|null}>}
	 */
	public function crawlers(): array {
		return $this->crawlers->all();
	}

	/** @return list<string> The known crawlers' tokens. */
	public function tokens(): array {
		return $this->crawlers->tokens();
	}

	/**
	 * Each listed crawler the policy decides, token => true when blocked; empty when there is no policy.
	 *
	 * @param array<string, mixed>|null $setting
	 * @return array<string, bool>
	 */
	public function decisions( ?array $setting = null ): array {
		$setting   = $this->setting( $setting );
		$decisions = array();
		if ( 'none' === $setting['policy'] ) {
			return $decisions;
		}
		foreach ( $this->crawlers->all()['crawlers'] as $crawler ) {
			$choice                         = $setting['bots'][ $crawler['token'] ] ?? 'allow';
			$decisions[ $crawler['token'] ] = match ( $setting['policy'] ) {
				'block_training' => Ai_Crawlers::TRAINING === $crawler['purpose'],
				'block_all'      => true,
				'per_bot'        => 'block' === $choice,
				default          => false,
			};
		}
		return $decisions;
	}

	/**
	 * The lines the policy adds to robots.txt ('' when it blocks nothing).
	 *
	 * @param array<string, mixed>|null $setting
	 */
	public function lines( ?array $setting = null ): string {
		$groups = array();
		foreach ( $this->decisions( $setting ) as $token => $blocked ) {
			if ( $blocked ) {
				$groups[] = 'User-agent: ' . $token . "\nDisallow: /\n";
			}
		}
		return $groups ? self::MARKER . "\n" . implode( "\n", $groups ) : '';
	}

	/**
	 * The first line of the editor's text that contradicts the policy, read as robots.txt will be served
	 * (the text, then the policy's lines): a rule allowing a path to a crawler the policy blocks, or a
	 * rule keeping a crawler the policy allows away from the whole site (the home page disallowed).
	 *
	 * @param array<string, mixed>|null $setting
	 * @return array{line: int, text: string, token: string, blocked: bool}|null
	 */
	public function contradiction( string $editor, ?array $setting = null ): ?array {
		$decisions = $this->decisions( $setting );
		if ( ! $decisions || '' === trim( $editor ) ) {
			return null;
		}
		$editor_lines = count( (array) preg_split( '/\r\n|\r|\n/', $editor ) );
		$rules        = new Robots_Rules( $editor . "\n" . $this->lines( $setting ) );
		foreach ( $decisions as $token => $blocked ) {
			if ( $blocked ) {
				foreach ( $rules->rules_for( $token ) as $rule ) {
					if ( $rule['allow'] && $rule['line'] <= $editor_lines ) {
						return array(
							'line'    => $rule['line'],
							'text'    => $rule['text'],
							'token'   => $token,
							'blocked' => true,
						);
					}
				}
				continue;
			}
			$rule = $rules->deciding_rule( $token, '/' );
			if ( null !== $rule && ! $rule['allow'] ) {
				return array(
					'line'    => $rule['line'],
					'text'    => $rule['text'],
					'token'   => $token,
					'blocked' => false,
				);
			}
		}
		return null;
	}

	/**
	 * The contradiction said for the robots.txt editor.
	 *
	 * @param array{line: int, text: string, token: string, blocked: bool} $found
	 */
	public static function editor_message( array $found ): string {
		return $found['blocked']
			/* translators: 1: line number, 2: the line, 3: crawler name. */
			? sprintf( __( 'Line %1$d, "%2$s", allows %3$s, which the AI crawler policy blocks. Remove the line or change the policy (Advanced > AI Crawlers).', 'sightline-seo' ), $found['line'], $found['text'], $found['token'] )
			/* translators: 1: line number, 2: the line, 3: crawler name. */
			: sprintf( __( 'Line %1$d, "%2$s", keeps %3$s away from the whole site, which the AI crawler policy allows. Remove the line or change the policy (Advanced > AI Crawlers).', 'sightline-seo' ), $found['line'], $found['text'], $found['token'] );
	}

	/**
	 * The contradiction said for a policy being saved.
	 *
	 * @param array{line: int, text: string, token: string, blocked: bool} $found
	 */
	public static function policy_message( array $found ): string {
		return $found['blocked']
			/* translators: 1: crawler name, 2: line number, 3: the line. */
			? sprintf( __( 'This policy blocks %1$s, but line %2$d of the robots.txt editor, "%3$s", allows it. Change that line first.', 'sightline-seo' ), $found['token'], $found['line'], $found['text'] )
			/* translators: 1: crawler name, 2: line number, 3: the line. */
			: sprintf( __( 'This policy allows %1$s, but line %2$d of the robots.txt editor, "%3$s", keeps it away from the whole site. Change that line first.', 'sightline-seo' ), $found['token'], $found['line'], $found['text'] );
	}
}
