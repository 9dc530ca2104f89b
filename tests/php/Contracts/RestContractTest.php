<?php
/**
 * What the REST routes answer keeps the contracts the store's TypeScript types are generated from
 * (includes/contracts/rest-*.json), on the paths the screens take: reads, saves, dry runs, a migration.
 * Each route also publishes its contract as its schema (OPTIONS), so clients see what they get.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Contracts;

use Sightline\Checks\Check_Result;
use Sightline\Contracts\Contract;
use Sightline\Tests\TestCase;

final class RestContractTest extends TestCase {

	private const NS = '/sightline/v1/';

	/**
	 * A route's answer as an administrator, checked against its contract.
	 *
	 * @param array<string, mixed>|string $params
	 * @return array<string, mixed>
	 */
	private function answer_keeps( string $contract, string $method, string $route, $params = array() ): array {
		$response = $this->rest( $method, self::NS . $route, $params, 'administrator' );
		$this->assertLessThan( 300, $response->get_status(), $route . ': ' . wp_json_encode( $response->get_data() ) );
		$this->assertKeepsContract( $contract, $response->get_data() );
		return (array) $response->get_data();
	}

	public function test_settings_robots_sitemaps_and_site_data(): void {
		$this->answer_keeps( 'rest-settings-saved', 'POST', 'admin/global-settings', array( 'data' => array( 'separator' => '|' ) ) );
		$this->answer_keeps( 'rest-settings-saved', 'POST', 'admin/global-settings', array( 'data' => array() ) );
		$this->answer_keeps( 'rest-site-settings', 'GET', 'admin/site-settings' );
		$this->answer_keeps( 'rest-robots-txt', 'GET', 'robots-txt' );
		$this->answer_keeps( 'rest-message', 'POST', 'robots-txt', array( 'robots_txt_content' => "User-agent: *\nDisallow: /private/" ) );
		$this->answer_keeps( 'rest-sitemap-cache', 'POST', 'sitemap/generate-cache' );
	}

	public function test_settings_export_and_import(): void {
		$file = $this->answer_keeps( 'rest-settings-file', 'GET', 'admin/settings-transfer' );

		$file['settings']['separator'] = '·';
		$dry                           = $this->answer_keeps(
			'rest-settings-import',
			'POST',
			'admin/settings-transfer',
			array(
				'plugin'   => 'sightline-seo',
				'settings' => $file['settings'],
				'dry_run'  => true,
			)
		);
		$this->assertSame( 'separator', $dry['changes'][0]['key'] );
		$this->answer_keeps(
			'rest-settings-import',
			'POST',
			'admin/settings-transfer',
			array(
				'plugin'   => 'sightline-seo',
				'settings' => $file['settings'],
			)
		);
	}

	public function test_site_checks_and_ai(): void {
		$this->answer_keeps( 'rest-site-checks', 'POST', 'checks/site' );
		$this->answer_keeps( 'rest-site-checks', 'GET', 'checks/site' );
		$this->answer_keeps( 'rest-ai-connection', 'GET', 'ai/auth' );
		$this->answer_keeps( 'rest-ai-connection', 'POST', 'ai/auth', array( 'provider' => 'offline' ) );
		$post = self::factory()->post->create(
			array(
				'post_title'   => 'Pruning roses',
				'post_content' => 'Cut above an outward bud in late winter.',
			)
		);
		$this->answer_keeps(
			'rest-ai-generated',
			'POST',
			'generate-content',
			array(
				'type'    => 'page_description',
				'post_id' => $post,
			)
		);
	}

	public function test_a_migration_from_yoast(): void {
		// Each test runs inside the harness's own transaction; the migration's own would end it.
		add_filter( 'sightline_migration_transactions', '__return_false' );
		update_option(
			'wpseo_titles',
			array(
				'separator'  => 'sc-pipe',
				'title-post' => '%%title%% %%sep%% %%sitename%%',
			)
		);
		$post = self::factory()->post->create();
		update_post_meta( $post, '_yoast_wpseo_title', 'Own title %%sep%% %%sitename%%' );
		$term = self::factory()->category->create();
		update_option( 'wpseo_taxonomy_meta', array( 'category' => array( $term => array( 'wpseo_title' => 'Category title' ) ) ) );

		$this->answer_keeps( 'rest-plugins-installed', 'GET', 'plugins/installed' );
		$this->answer_keeps( 'rest-migration-result', 'POST', 'migration/global-settings', array( 'plugin_slug' => 'wordpress-seo' ) );
		$posts = $this->answer_keeps( 'rest-migration-items', 'GET', 'migration/posts?plugin_slug=wordpress-seo&page=1' );
		$this->assertSame( array( $post ), $posts['data']['post']['post_ids'] );
		$this->answer_keeps(
			'rest-migration-result',
			'POST',
			'migration/posts',
			array(
				'plugin_slug' => 'wordpress-seo',
				'post_ids'    => array( $post ),
			)
		);
		$this->answer_keeps( 'rest-migration-items', 'GET', 'migration/terms?plugin_slug=wordpress-seo&page=1' );
		$this->answer_keeps( 'rest-migration-items', 'GET', 'migration/terms?plugin_slug=wordpress-seo&page=9' );
		$this->answer_keeps(
			'rest-migration-result',
			'POST',
			'migration/terms',
			array(
				'plugin_slug' => 'wordpress-seo',
				'term_ids'    => array( $term ),
			)
		);
		$this->answer_keeps( 'rest-message', 'POST', 'migration/completed', array( 'plugin_slug' => 'wordpress-seo' ) );
		$this->answer_keeps( 'rest-migrated-data', 'GET', 'migration/migrated-data' );
	}

	public function test_a_posts_structured_data(): void {
		$post = self::factory()->post->create( array( 'post_title' => 'Lemon Cake' ) );
		$this->answer_keeps( 'rest-post-structured-data', 'GET', 'post/structured-data?id=' . $post );
		$instances = array(
			array(
				'type'   => 'Recipe',
				'id'     => 'recipe',
				'values' => array( 'nutrition' => array( 'calories' => '240 calories' ) ),
			),
			array(
				'type'   => 'FAQPage',
				'id'     => 'faq',
				'values' => new \stdClass(),
			),
		);
		$this->answer_keeps(
			'rest-post-structured-data',
			'PUT',
			'post/structured-data',
			array(
				'id'        => $post,
				'instances' => $instances,
			)
		);
		$this->answer_keeps( 'rest-post-structured-data', 'GET', 'post/structured-data?id=' . $post );
	}

	public function test_the_check_statuses_are_those_of_check_result(): void {
		$item = Contract::schema( 'rest-site-checks' )['properties']['checks']['items'];
		$this->assertSame( Check_Result::STATUSES, $item['properties']['status']['enum'] );
	}

	public function test_routes_publish_their_contract_as_their_schema(): void {
		foreach ( array(
			'robots-txt'           => 'rest-robots-txt',
			'admin/site-settings'  => 'rest-site-settings',
			'checks/site'          => 'rest-site-checks',
			'post/structured-data' => 'rest-post-structured-data',
		) as $route => $contract ) {
			$schema = $this->rest( 'OPTIONS', self::NS . $route, array(), 'administrator' )->get_data()['schema'] ?? array();
			$this->assertSame( Contract::schema( $contract )['properties'], $schema['properties'] ?? null, $route );
		}
	}
}
