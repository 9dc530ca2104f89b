<?php
/**
 * `sightline-seo/get-sitemap-status`: whether the XML sitemaps are on, where the index is, and what they
 * list: each sitemap with its URL, number of URLs and last change. manage_options, like the sitemap
 * route. The group summaries come from the sitemap cache (computed and cached on a miss, as the index
 * itself does; that cache is never the database).
 *
 * @package Sightline
 */

namespace Sightline\Sitemaps;

use Sightline\Abilities\Ability;


defined( 'ABSPATH' ) || exit;

final class Get_Sitemap_Status_Ability extends Ability {

	public function __construct( private Registry $registry, private Page_Boundaries $boundaries, private State $state ) {}

	public function name(): string {
		return 'sightline-seo/get-sitemap-status';
	}

	protected function label(): string {
		return __( 'Get the XML sitemap status', 'sightline-seo' );
	}

	protected function description(): string {
		return __( 'Tells whether the XML sitemaps are on (and image sitemaps), the URL of the sitemap index to give search engines, and every sitemap it lists with its URL, number of URLs and last change.', 'sightline-seo' );
	}

	protected function input_schema(): ?array {
		return null;
	}

	protected function output_schema(): array {
		$time = array(
			'type'   => 'string',
			'format' => 'date-time',
		);
		return array(
			'type'       => 'object',
			'properties' => array(
				'enabled'       => array(
					'description' => __( 'Whether the XML sitemaps are on.', 'sightline-seo' ),
					'type'        => 'boolean',
				),
				'images'        => array(
					'description' => __( 'Whether the sitemaps list the images of each page.', 'sightline-seo' ),
					'type'        => 'boolean',
				),
				'index_url'     => array(
					'type'   => 'string',
					'format' => 'uri',
				),
				'urls_per_page' => array( 'type' => 'integer' ),
				'last_modified' => array(
					'description' => __( 'The last change of anything the sitemaps list (UTC), or null when nothing changed since the plugin started counting.', 'sightline-seo' ),
					'type'        => array( 'string', 'null' ),
					'format'      => 'date-time',
				),
				'total_urls'    => array( 'type' => 'integer' ),
				'sitemaps'      => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'group'         => array(
								'description' => __( 'What the sitemap lists: home, post-<post type>, tax-<taxonomy> or author.', 'sightline-seo' ),
								'type'        => 'string',
							),
							'page'          => array( 'type' => 'integer' ),
							'url'           => array(
								'type'   => 'string',
								'format' => 'uri',
							),
							'urls'          => array( 'type' => 'integer' ),
							'last_modified' => $time,
						),
					),
				),
			),
			'required'   => array( 'enabled', 'images', 'index_url', 'urls_per_page', 'last_modified', 'total_urls', 'sitemaps' ),
		);
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
		$sitemaps = array();
		$urls     = 0;
		$latest   = $this->state->latest();
		if ( $this->registry->enabled() ) {
			foreach ( array_keys( $this->registry->groups() ) as $group ) {
				foreach ( $this->boundaries->get( $group ) as $number => $page ) {
					// The same last change the index gives the page (its entries, or a later removal).
					$lastmod    = max( (int) $page['lastmod'], $this->state->page_stamp( $group, $number + 1 ) );
					$latest     = max( $latest, $lastmod );
					$sitemaps[] = array(
						'group'         => $group,
						'page'          => $number + 1,
						'url'           => $this->registry->url( $group, $number + 1 ),
						'urls'          => (int) $page['count'],
						'last_modified' => gmdate( 'c', State::as_date( $lastmod ) ),
					);
					$urls      += (int) $page['count'];
				}
			}
		}
		return array(
			'enabled'       => $this->registry->enabled(),
			'images'        => $this->registry->with_images(),
			'index_url'     => $this->registry->url( Registry::INDEX ),
			'urls_per_page' => $this->registry->per_page(),
			'last_modified' => $latest > 0 ? gmdate( 'c', State::as_date( $latest ) ) : null,
			'total_urls'    => $urls,
			'sitemaps'      => $sitemaps,
		);
	}
}
