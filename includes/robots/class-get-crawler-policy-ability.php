<?php
/**
 * `sightline-seo/get-crawler-policy`: the AI crawler policy, the crawlers it blocks and allows, the lines
 * it adds to robots.txt and whether it can apply. manage_options, like the robots.txt editor.
 *
 * @package Sightline
 */

namespace Sightline\Robots;

use Sightline\Abilities\Ability;

defined( 'ABSPATH' ) || exit;

final class Get_Crawler_Policy_Ability extends Ability {

	use Crawler_Policy_Output_Trait;

	public function __construct( private Crawler_Policy $policy, private Robots_Txt $robots ) {}

	public function name(): string {
		return 'sightline-seo/get-crawler-policy';
	}

	protected function label(): string {
		return __( 'Get the AI crawler policy', 'sightline-seo' );
	}

	protected function description(): string {
		return __( 'Tells which AI crawlers (answer engines and model training) the site’s robots.txt blocks and allows, the lines the policy adds to robots.txt, and whether it can apply (not with a physical robots.txt file or while search engines are discouraged).', 'sightline-seo' );
	}

	protected function input_schema(): ?array {
		return null;
	}

	protected function output_schema(): array {
		return $this->policy_output_schema();
	}

	protected function annotations(): array {
		return array(
			'readonly'    => true,
			'destructive' => false,
			'idempotent'  => true,
		);
	}

	public function permission( $input = null ): bool {
		return current_user_can( 'manage_options' );
	}

	public function execute( $input = null ) {
		return $this->policy_output( $this->policy, $this->robots );
	}
}
