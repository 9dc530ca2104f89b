<?php
/**
 * What both crawler policy abilities answer: the saved policy, the crawlers it blocks, the lines it adds
 * to robots.txt and whether robots.txt can carry them on this site.
 *
 * @package Sightline
 */

namespace Sightline\Robots;

defined( 'ABSPATH' ) || exit;

trait Crawler_Policy_Output_Trait {

	/**
	 * @return array<string, mixed>
	 */
	protected function policy_output_schema(): array {
		$tokens = array(
			'type'  => 'array',
			'items' => array( 'type' => 'string' ),
		);
		return array(
			'type'       => 'object',
			'properties' => array(
				'policy'       => array(
					'type' => 'string',
					'enum' => array( 'none', 'block_training', 'allow_all', 'block_all', 'per_bot' ),
				),
				'bots'         => array(
					'description'          => __( 'Per bot choices (used by the per_bot policy), keyed by robots.txt token.', 'sightline-seo' ),
					'type'                 => 'object',
					'additionalProperties' => array(
						'type' => 'string',
						'enum' => array( 'allow', 'block' ),
					),
				),
				'blocked'      => array( 'description' => __( 'The crawlers robots.txt blocks by this policy.', 'sightline-seo' ) ) + $tokens,
				'allowed'      => array( 'description' => __( 'The known crawlers this policy leaves to the rules for every crawler.', 'sightline-seo' ) ) + $tokens,
				'lines'        => array(
					'description' => __( 'The lines the policy adds to robots.txt.', 'sightline-seo' ),
					'type'        => 'string',
				),
				'applies'      => array(
					'description' => __( 'False when a physical robots.txt file is served instead of the virtual one, or search engines are discouraged: the policy then has no effect.', 'sightline-seo' ),
					'type'        => 'boolean',
				),
				'list_updated' => array(
					'description' => __( 'The date the list of known AI crawlers was checked.', 'sightline-seo' ),
					'type'        => 'string',
				),
			),
			'required'   => array( 'policy', 'bots', 'blocked', 'allowed', 'lines', 'applies', 'list_updated' ),
		);
	}

	/**
	 * @return array<string, mixed>
	 */
	protected function policy_output( Crawler_Policy $policy, Robots_Txt $robots ): array {
		$setting   = $policy->setting();
		$decisions = $policy->decisions();
		return array(
			'policy'       => $setting['policy'],
			'bots'         => (object) $setting['bots'],
			'blocked'      => array_keys( array_filter( $decisions ) ),
			'allowed'      => array_keys( array_diff_key( array_flip( $policy->tokens() ), array_filter( $decisions ) ) ),
			'lines'        => $policy->lines(),
			'applies'      => ! $robots->file_exists() && $robots->is_site_public(),
			'list_updated' => $policy->crawlers()['updated'],
		);
	}
}
