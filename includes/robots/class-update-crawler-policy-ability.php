<?php
/**
 * `sightline-seo/update-crawler-policy`: sets the AI crawler policy (block_training, allow_all, block_all,
 * per_bot with each crawler's choice, or none) through the settings' one write path, so a policy the
 * robots.txt editor's text contradicts is refused with the line named. manage_options.
 *
 * @package Sightline
 */

namespace Sightline\Robots;

use Sightline\Abilities\Ability;
use Sightline\Settings\Settings;
use WP_Error;

defined( 'ABSPATH' ) || exit;

final class Update_Crawler_Policy_Ability extends Ability {

	use Crawler_Policy_Output_Trait;

	public function __construct( private Crawler_Policy $policy, private Robots_Txt $robots, private Settings $settings ) {}

	public function name(): string {
		return 'sightline-seo/update-crawler-policy';
	}

	protected function label(): string {
		return __( 'Set the AI crawler policy', 'sightline-seo' );
	}

	protected function description(): string {
		return __( 'Sets which AI crawlers robots.txt blocks: block_training (answer engines and live fetching allowed, model training blocked), allow_all, block_all, per_bot (with bots: token => allow or block) or none. Refused when a line of the robots.txt editor contradicts it.', 'sightline-seo' );
	}

	protected function input_schema(): ?array {
		$schema = Settings::schema()['properties'][ Crawler_Policy::SETTING ];
		unset( $schema['default'] );
		$schema['required'] = array( 'policy' );
		return $schema;
	}

	protected function output_schema(): array {
		return $this->policy_output_schema();
	}

	protected function annotations(): array {
		return array(
			'readonly'    => false,
			'destructive' => false,
			'idempotent'  => true,
		);
	}

	public function permission( $input = null ): bool {
		return current_user_can( 'manage_options' );
	}

	public function execute( $input = null ) {
		$input = is_array( $input ) ? $input : array();
		$value = array(
			'policy' => (string) ( $input['policy'] ?? 'none' ),
			'bots'   => (array) ( $input['bots'] ?? $this->policy->setting()['bots'] ),
		);
		// Checked here too: the settings' own check is added on admin, REST and CLI requests only.
		$found = $this->policy->contradiction( $this->robots->content(), $value );
		if ( null !== $found ) {
			return new WP_Error( 'sightline_crawler_policy_contradiction', Crawler_Policy::policy_message( $found ), array( 'status' => 400 ) );
		}
		$saved = $this->settings->update( array( Crawler_Policy::SETTING => $value ) );
		if ( is_wp_error( $saved ) ) {
			return $saved;
		}
		return $this->policy_output( $this->policy, $this->robots );
	}
}
