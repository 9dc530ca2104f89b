<?php
/**
 * Plugin Name: Sightline e2e site
 * Description: Copied into the site's mu-plugins by tools/run-e2e.sh. The AI rate limit keeps its count (10 suggestions) over ten seconds instead of a minute, so a test that runs into it waits seconds, not minutes, and still sees the screen wait and go on. On WordPress 7.0+ a spec may turn on (setting sightline_e2e_fake_ai) the in-process model provider of the PHPUnit tests, which reads images, for WordPress's AI client.
 *
 * @package Sightline
 */

add_filter(
	'sightline_ai_rate_limit',
	static fn( array $limit ): array => array(
		'requests' => (int) ( $limit['requests'] ?? 10 ),
		'seconds'  => 10,
	)
);

// WordPress's AI client with a model that runs in this process (no network): it answers "A photo of
// <the image's title>" when the image came with the prompt, "Unseen <title>" when it did not. The
// setting exists only where the AI client does, so a spec knows which WordPress it runs on.
add_action(
	'init',
	static function (): void {
		if ( ! function_exists( 'wp_ai_client_prompt' ) ) {
			return;
		}
		register_setting(
			'sightline_e2e',
			'sightline_e2e_fake_ai',
			array(
				'type'         => 'boolean',
				'default'      => false,
				'show_in_rest' => true,
			)
		);
		$provider = WP_PLUGIN_DIR . '/sightline-seo/tests/php/Ai/fake-ai-client/class-fake-ai-provider.php';
		if ( ! get_option( 'sightline_e2e_fake_ai' ) || ! is_file( $provider ) ) {
			return;
		}
		require_once $provider;
		\Sightline\Tests\Ai\FakeAiClient\Fake_Ai_Provider::install();
		\Sightline\Tests\Ai\FakeAiClient\Fake_Ai_Provider::$answer = static function ( string $asked ): string {
			preg_match( '/Title: (.+)/', $asked, $title );
			return ( str_contains( $asked, 'File: image/' ) ? 'A photo of ' : 'Unseen ' ) . ( $title[1] ?? 'an image' );
		};
	}
);
