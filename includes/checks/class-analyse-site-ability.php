<?php
/**
 * `sightline-seo/analyse-site`: the site-level SEO checks (includes/checks/site) with their statuses and
 * how to fix each. Answers the stored report (running the checks first when there is none, as
 * `GET /sightline/v1/checks/site` does), or runs them again with `refresh`. manage_options, like the
 * checks routes.
 *
 * Read-only: the only thing it keeps is its own report, the cache the Site Analysis screen reads.
 *
 * @package Sightline
 */

namespace Sightline\Checks;

use Sightline\Abilities\Ability;
use Sightline\Contracts\Contract;

defined( 'ABSPATH' ) || exit;

final class Analyse_Site_Ability extends Ability {

	public function __construct( private Site_Checks $checks ) {}

	public function name(): string {
		return 'sightline-seo/analyse-site';
	}

	protected function label(): string {
		return __( 'Analyse the site', 'sightline-seo' );
	}

	protected function description(): string {
		return __( "Runs the site-wide SEO checks (home page title, description and headings, HTTPS, search engine visibility, XML sitemap, robots.txt, structured data...) and answers each check's status (error, warning, suggestion or success), message and how to fix it. Answers the last report unless refresh is true.", 'sightline-seo' );
	}

	protected function input_schema(): array {
		return array(
			'type'                 => 'object',
			'properties'           => array(
				'refresh' => array(
					'description' => __( 'Run every check again instead of answering the last report.', 'sightline-seo' ),
					'type'        => 'boolean',
					'default'     => false,
				),
			),
			'additionalProperties' => false,
			'default'              => array( 'refresh' => false ),
		);
	}

	protected function output_schema(): array {
		return Contract::schema( 'rest-site-checks' );
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
		// WordPress 6.9's REST route passes a GET input uncoerced ("false").
		return $this->checks->report( filter_var( $input['refresh'] ?? false, FILTER_VALIDATE_BOOLEAN ) );
	}
}
