<?php
/**
 * Redirects migrated from Rank Math, Redirection, All in One SEO, SEOPress, The SEO Framework and Slim
 * SEO through the REST routes the settings app calls (one item per request): source rows in each
 * plugin's own format, then the stored rules, the answers to the old addresses, the summary's report of
 * what was skipped, converted or refused, a second run that changes nothing, and the source's rows
 * unchanged.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Migration;

use Sightline\Checks\Site\Other_Seo_Plugins_Check;
use Sightline\Migration\Migrate_Command;
use Sightline\Migration\Redirect_Migrator;
use Sightline\Migration\Detector;
use Sightline\Plugin;
use Sightline\Redirects\Compiler;
use Sightline\Redirects\Redirects;
use Sightline\Redirects\Responder;

require_once __DIR__ . '/class-migration-testcase.php';
require_once __DIR__ . '/class-redirect-peers.php';

final class RedirectMigrationTest extends Migration_TestCase {

	protected function setUp(): void {
		parent::setUp();
		Plugin::get( Compiler::class )->rebuild();
	}

	/**
	 * The peers' tables are temporary tables on MariaDB (the test case turns CREATE TABLE into CREATE
	 * TEMPORARY TABLE), which outlive the rolled-back transaction for the whole connection: drop them, or
	 * every later test would find a Redirection or Rank Math install left behind.
	 */
	protected function tearDown(): void {
		global $wpdb;
		foreach ( array( 'rank_math_redirections', 'redirection_items', 'redirection_groups', 'aioseo_redirects' ) as $table ) {
			$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}{$table}" ); // phpcs:ignore WordPress.DB -- fixed names.
		}
		parent::tearDown();
	}

	/**
	 * Migrates a source's redirects as the settings app does: every page of GET migration/redirects,
	 * then one POST per id with its group.
	 *
	 * @return array{answers: list<array<string, mixed>>, report: list<array<string, string>>, listed: int}
	 */
	private function migrate_redirects( string $slug ): array {
		$items = array();
		$page  = 1;
		do {
			$answer = $this->rest( 'GET', '/sightline/v1/migration/redirects', array( 'plugin_slug' => $slug, 'page' => $page ), 'administrator' );
			$this->assertSame( 200, $answer->get_status(), wp_json_encode( $answer->get_data() ) );
			$this->assertKeepsContract( 'rest-migration-items', $answer->get_data() );
			$data = $answer->get_data();
			foreach ( $data['data'] as $group => $entry ) {
				$this->assertSame( count( $entry['redirect_ids'] ), $entry['count'] );
				foreach ( $entry['redirect_ids'] as $id ) {
					$items[] = array( $group, $id );
				}
			}
			++$page;
		} while ( $page <= $data['pagination']['total_pages'] );
		$answers = array();
		$report  = array();
		foreach ( $items as list( $group, $id ) ) {
			$answer = $this->rest(
				'POST',
				'/sightline/v1/migration/redirects',
				array(
					'plugin_slug'  => $slug,
					'group'        => $group,
					'redirect_ids' => array( $id ),
					'cleanup'      => false,
				),
				'administrator'
			);
			$this->assertSame( 200, $answer->get_status(), wp_json_encode( $answer->get_data() ) );
			$this->assertKeepsContract( 'rest-migration-result', $answer->get_data() );
			$answers[] = $answer->get_data();
			$report    = array_merge( $report, $answer->get_data()['report'] );
		}
		return array(
			'answers' => $answers,
			'report'  => $report,
			'listed'  => count( $items ),
		);
	}

	/**
	 * @return array<string, array<string, mixed>> Stored rules by source.
	 */
	private function stored(): array {
		$out = array();
		foreach ( Plugin::get( Redirects::class )->each() as $rule ) {
			$this->assertArrayNotHasKey( $rule['source'], $out, 'one rule per source' );
			$out[ $rule['source'] ] = $rule;
		}
		return $out;
	}

	/**
	 * @return array{id: int, status: int, location: string}|null
	 */
	private function answer( string $uri ): ?array {
		return Plugin::get( Responder::class )->find( $uri );
	}

	private function assertRedirects( string $uri, int $status, string $location ): void {
		$answer = $this->answer( $uri );
		$this->assertNotNull( $answer, $uri . ' is answered' );
		$this->assertSame( array( $status, $location ), array( $answer['status'], $answer['location'] ), $uri );
	}

	/**
	 * The report entry of a rule (by the start of its label) whose text contains $part.
	 *
	 * @param list<array<string, string>> $report
	 */
	private function assertReported( array $report, string $label, string $reason, string $part ): void {
		foreach ( $report as $entry ) {
			if ( str_starts_with( $entry['field'], $label ) && $reason === $entry['reason'] && str_contains( $entry['value'], $part ) ) {
				$this->assertSame( 'redirects', $entry['item'] );
				return;
			}
		}
		$this->fail( "No {$reason} entry for {$label} containing \"{$part}\" in " . wp_json_encode( $report ) );
	}

	/**
	 * A second run stores nothing new and reports the rules as already there.
	 */
	private function assertSecondRunChangesNothing( string $slug ): void {
		$before = $this->stored();
		$again  = $this->migrate_redirects( $slug );
		$this->assertSame( $before, $this->stored(), 'a second run changes nothing' );
		$this->assertSame( 0, array_sum( array_column( $again['answers'], 'redirects_created' ) ) );
		$this->assertGreaterThan( 0, array_sum( array_column( $again['answers'], 'redirects_already' ) ) );
	}

	public function test_rank_math_redirects_match_kinds_statuses_state_and_hits(): void {
		Redirect_Peers::rank_math_table();
		Redirect_Peers::rank_math( array( array( 'pattern' => 'old-page', 'comparison' => 'exact' ) ), home_url( '/new-page/' ), 301, 'active', 7, '2026-03-04 05:06:07' );
		Redirect_Peers::rank_math(
			array(
				array( 'pattern' => 'blog/2019', 'comparison' => 'start' ),
				array( 'pattern' => 'promo', 'comparison' => 'contains' ),
				array( 'pattern' => '.html', 'comparison' => 'end' ),
			),
			home_url( '/offers/' ),
			302
		);
		Redirect_Peers::rank_math( array( array( 'pattern' => '^shop/(.*)$', 'comparison' => 'regex' ) ), home_url( '/store/$1' ), 301 );
		Redirect_Peers::rank_math( array( array( 'pattern' => 'paused', 'comparison' => 'exact' ) ), home_url( '/elsewhere/' ), 307, 'inactive' );
		Redirect_Peers::rank_math( array( array( 'pattern' => 'binned', 'comparison' => 'exact' ) ), home_url( '/elsewhere/' ), 301, 'trashed' );
		Redirect_Peers::rank_math( array( array( 'pattern' => 'removed', 'comparison' => 'exact' ) ), '', 410 );
		Redirect_Peers::rank_math( array( array( 'pattern' => 'loop', 'comparison' => 'exact' ) ), home_url( '/loop/' ), 301 );
		Redirect_Peers::rank_math( array( array( 'pattern' => 'evil', 'comparison' => 'exact' ) ), '//evil.example/', 301 );
		$source = Redirect_Peers::rows( 'rank_math_redirections' );

		$run = $this->migrate_redirects( 'seo-by-rank-math' );

		$this->assertSame( 8, $run['listed'] );
		$rules = $this->stored();
		$this->assertSame( array( 'exact', '/new-page/', 301, 'keep', true, 7 ), array( $rules['/old-page']['match'], $rules['/old-page']['target'], $rules['/old-page']['status'], $rules['/old-page']['query'], $rules['/old-page']['enabled'], $rules['/old-page']['hits'] ) );
		$this->assertSame( gmdate( 'Y-m-d H:i:s', (int) strtotime( get_gmt_from_date( '2026-03-04 05:06:07' ) . ' UTC' ) ), $rules['/old-page']['last_hit'] );
		$this->assertSame( 'prefix', $rules['/blog/2019']['match'] );
		$this->assertSame( 'regex', $rules['promo']['match'] );
		$this->assertSame( 'regex', $rules['\.html/?$']['match'] );
		$this->assertSame( '^/shop/(.*)/?$', array_values( array_filter( array_keys( $rules ), static fn( $s ) => str_contains( $s, 'shop' ) ) )[0] );
		$this->assertFalse( $rules['/paused']['enabled'] );
		$this->assertSame( array( 410, '' ), array( $rules['/removed']['status'], $rules['/removed']['target'] ) );
		$this->assertArrayNotHasKey( '/binned', $rules );
		$this->assertArrayNotHasKey( '/loop', $rules );
		$this->assertArrayNotHasKey( '/evil', $rules );

		$this->assertRedirects( '/old-page/', 301, home_url( '/new-page/' ) );
		$this->assertRedirects( '/old-page?utm_source=x', 301, home_url( '/new-page/?utm_source=x' ) );
		$this->assertRedirects( '/blog/2019/05/post/', 302, home_url( '/offers/' ) );
		$this->assertRedirects( '/a/promo-code/', 302, home_url( '/offers/' ) );
		$this->assertRedirects( '/files/old.html', 302, home_url( '/offers/' ) );
		$this->assertRedirects( '/shop/shoes', 301, home_url( '/store/shoes' ) );
		$this->assertRedirects( '/removed', 410, '' );
		$this->assertNull( $this->answer( '/paused' ) );
		$this->assertNull( $this->answer( '/binned' ) );

		$this->assertReported( $run['report'], 'promo', 'kept_difference', 'contains promo' );
		$this->assertReported( $run['report'], '\.html', 'kept_difference', 'ends with .html' );
		$this->assertReported( $run['report'], '/binned', 'unsupported', 'trash' );
		$this->assertReported( $run['report'], '/loop', 'refused', 'Redirect loop' );
		$this->assertReported( $run['report'], '/evil', 'refused', 'Protocol-relative' );
		$this->assertSame( array( 'Redirects' ), $run['answers'][0]['imported'] );

		$this->assertSecondRunChangesNothing( 'seo-by-rank-math' );
		$this->assertSame( $source, Redirect_Peers::rows( 'rank_math_redirections' ), "Rank Math's rows are only read" );
	}

	public function test_redirection_plugin_rules_conditions_groups_and_codes(): void {
		Redirect_Peers::redirection_tables();
		update_option( 'redirection_options', array( 'flag_case' => true, 'flag_trailing' => true, 'flag_query' => 'exact', 'flag_regex' => false ) );
		$main   = Redirect_Peers::redirection_group( 'Redirections', 1 );
		$old    = Redirect_Peers::redirection_group( 'Old campaign', 1, 'disabled' );
		$apache = Redirect_Peers::redirection_group( 'Apache', 2 );
		Redirect_Peers::redirection( array( 'url' => '/old-r', 'action_data' => '/new-r', 'group_id' => $main, 'last_count' => 3, 'last_access' => '2026-01-05 10:00:00' ) );
		Redirect_Peers::redirection( array( 'url' => '^/news/(\d+)$', 'flags' => array( 'flag_regex' => true ), 'action_code' => 308, 'action_data' => home_url( '/articles/$1' ), 'group_id' => $main ) );
		Redirect_Peers::redirection( array( 'url' => '/promo?x=1', 'flags' => array( 'flag_query' => 'pass' ), 'action_code' => 302, 'action_data' => '/sale', 'group_id' => $main ) );
		Redirect_Peers::redirection( array( 'url' => '/members', 'match_type' => 'login', 'action_data' => serialize( array( 'logged_in' => '/in', 'logged_out' => '/out' ) ), 'group_id' => $main ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions -- Redirection's own format.
		Redirect_Peers::redirection( array( 'url' => '/in-old-group', 'action_data' => '/new-r', 'group_id' => $old ) );
		Redirect_Peers::redirection( array( 'url' => '/apache-rule', 'action_data' => '/new-r', 'group_id' => $apache ) );
		Redirect_Peers::redirection( array( 'url' => '/hidden', 'action_type' => 'error', 'action_code' => 404, 'group_id' => $main ) );
		Redirect_Peers::redirection( array( 'url' => '/withdrawn', 'action_type' => 'error', 'action_code' => 410, 'group_id' => $main ) );
		Redirect_Peers::redirection( array( 'url' => '/proxy', 'action_type' => 'pass', 'action_data' => '/elsewhere', 'group_id' => $main ) );
		Redirect_Peers::redirection( array( 'url' => '/chain-a', 'action_data' => '/old-r', 'group_id' => $main ) );
		Redirect_Peers::redirection( array( 'url' => '/switched-off', 'action_data' => '/new-r', 'group_id' => $main, 'status' => 'disabled' ) );
		$items  = Redirect_Peers::rows( 'redirection_items' );
		$groups = Redirect_Peers::rows( 'redirection_groups' );

		// The whole migration as the settings app runs it: a source with nothing but redirects.
		$all = $this->migrate_all( 'redirection' );
		$this->assertSame( array(), $all['global']['imported'] );
		$this->assertSame( array(), $all['items'] );
		$run = $this->migrate_redirects( 'redirection' );

		$rules = $this->stored();
		$this->assertSame( array( 'exact', '/new-r', 301, 'ignore', true, 3 ), array( $rules['/old-r']['match'], $rules['/old-r']['target'], $rules['/old-r']['status'], $rules['/old-r']['query'], $rules['/old-r']['enabled'], $rules['/old-r']['hits'] ) );
		$this->assertSame( '2026-01-05 10:00:00', $rules['/old-r']['last_hit'] );
		$this->assertSame( array( 'regex', 301, '/articles/$1' ), array( $rules['(?i)^/news/(\d+)$']['match'], $rules['(?i)^/news/(\d+)$']['status'], $rules['(?i)^/news/(\d+)$']['target'] ) );
		$this->assertSame( array( 'keep', 302 ), array( $rules['/promo']['query'], $rules['/promo']['status'] ) );
		$this->assertFalse( $rules['/in-old-group']['enabled'] );
		$this->assertFalse( $rules['/switched-off']['enabled'] );
		$this->assertSame( 410, $rules['/withdrawn']['status'] );
		foreach ( array( '/members', '/apache-rule', '/hidden', '/proxy', '/chain-a' ) as $left ) {
			$this->assertArrayNotHasKey( $left, $rules, $left . ' is not migrated' );
		}

		$this->assertRedirects( '/old-r', 301, home_url( '/new-r' ) );
		$this->assertRedirects( '/old-r?ref=x', 301, home_url( '/new-r' ) );
		$this->assertRedirects( '/NEWS/42', 301, home_url( '/articles/42' ) );
		$this->assertRedirects( '/promo?a=b', 302, home_url( '/sale?a=b' ) );
		$this->assertRedirects( '/withdrawn', 410, '' );
		$this->assertNull( $this->answer( '/in-old-group' ) );
		$this->assertNull( $this->answer( '/members' ) );

		$this->assertReported( $run['report'], '(?i)^/news', 'kept_difference', '308' );
		$this->assertReported( $run['report'], '/members', 'unsupported', 'login status' );
		$this->assertReported( $run['report'], '/in-old-group', 'kept_difference', 'Old campaign' );
		$this->assertReported( $run['report'], '/apache-rule', 'unsupported', 'Apache or Nginx' );
		$this->assertReported( $run['report'], '/hidden', 'unsupported', '404' );
		$this->assertReported( $run['report'], '/proxy', 'unsupported', 'pass-through' );
		$this->assertReported( $run['report'], '/chain-a', 'refused', 'Redirect chain' );

		$this->assertSecondRunChangesNothing( 'redirection' );
		$this->assertSame( $items, Redirect_Peers::rows( 'redirection_items' ), "Redirection's rows are only read" );
		$this->assertSame( $groups, Redirect_Peers::rows( 'redirection_groups' ) );
	}

	public function test_redirection_is_offered_when_its_table_exists_and_is_not_an_seo_plugin(): void {
		global $wpdb;
		// A temporary table of an earlier test (MariaDB) outlives its transaction.
		$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}redirection_items" );
		$slugs = static fn() => array_column( Plugin::get( Detector::class )->detected(), 'name', 'slug' );
		$this->assertArrayNotHasKey( 'redirection', $slugs() );
		Redirect_Peers::redirection_tables();
		$this->assertSame( 'Redirection', $slugs()['redirection'] );

		// Active beside Sightline SEO it prints no duplicate head: the "other SEO plugin" check leaves it out.
		update_option( 'active_plugins', array( 'redirection/redirection.php', 'seo-by-rank-math/rank-math.php' ) );
		$this->assertSame( array( 'Rank Math' ), Other_Seo_Plugins_Check::active_plugins() );
	}

	public function test_aioseo_redirects_query_handling_codes_and_custom_rules(): void {
		Redirect_Peers::aioseo_table();
		Redirect_Peers::aioseo( array( 'source_url' => '/aio-old', 'target_url' => '/aio-new' ) );
		Redirect_Peers::aioseo( array( 'source_url' => '^/aio-cat/(.*)', 'target_url' => '/c/$1', 'type' => 302, 'regex' => 1 ) );
		Redirect_Peers::aioseo( array( 'source_url' => '/see-other', 'target_url' => '/aio-new', 'type' => 303 ) );
		Redirect_Peers::aioseo( array( 'source_url' => '/passed', 'target_url' => '/aio-new', 'type' => 0 ) );
		Redirect_Peers::aioseo( array( 'source_url' => '/guarded', 'target_url' => '/aio-new', 'custom_rules' => wp_json_encode( array( array( 'type' => 'login', 'key' => null, 'value' => 'loggedin', 'regex' => null ) ) ) ) );
		Redirect_Peers::aioseo( array( 'source_url' => '/q?a=1', 'target_url' => '/aio-new', 'query_param' => 'exact' ) );
		Redirect_Peers::aioseo( array( 'source_url' => '/pass-q', 'target_url' => '/aio-new', 'query_param' => 'pass' ) );
		Redirect_Peers::aioseo( array( 'source_url' => '/off', 'target_url' => '/aio-new', 'enabled' => 0 ) );
		$source = Redirect_Peers::rows( 'aioseo_redirects' );

		$run   = $this->migrate_redirects( 'all-in-one-seo-pack' );
		$rules = $this->stored();

		$this->assertSame( array( 'ignore', 301 ), array( $rules['/aio-old']['query'], $rules['/aio-old']['status'] ) );
		$this->assertSame( '(?i)^/aio-cat/(.*)', array_values( array_filter( array_keys( $rules ), static fn( $s ) => str_contains( $s, 'aio-cat' ) ) )[0] );
		$this->assertSame( 302, $rules['/see-other']['status'] );
		$this->assertSame( 'keep', $rules['/pass-q']['query'] );
		$this->assertFalse( $rules['/off']['enabled'] );
		$this->assertArrayNotHasKey( '/passed', $rules );
		$this->assertArrayNotHasKey( '/guarded', $rules );

		$this->assertRedirects( '/aio-old?x=1', 301, home_url( '/aio-new' ) );
		$this->assertRedirects( '/AIO-CAT/shoes', 302, home_url( '/c/shoes' ) );
		$this->assertRedirects( '/q?a=1', 301, home_url( '/aio-new' ) );
		$this->assertNull( $this->answer( '/q?a=2' ) );
		$this->assertRedirects( '/pass-q?utm=1', 301, home_url( '/aio-new?utm=1' ) );
		$this->assertNull( $this->answer( '/off' ) );

		$this->assertReported( $run['report'], '/see-other', 'kept_difference', '303' );
		$this->assertReported( $run['report'], '/passed', 'unsupported', 'pass-through' );
		$this->assertReported( $run['report'], '/guarded', 'unsupported', 'login' );

		$this->assertSecondRunChangesNothing( 'all-in-one-seo-pack' );
		$this->assertSame( $source, Redirect_Peers::rows( 'aioseo_redirects' ) );
	}

	public function test_seopress_post_term_and_list_redirects(): void {
		$this->set_permalink_structure( '/%postname%/' );
		$moved  = self::factory()->post->create( array( 'post_name' => 'moved-post' ) );
		$member = self::factory()->post->create( array( 'post_name' => 'members-only' ) );
		$draft  = self::factory()->post->create( array( 'post_name' => 'not-yet', 'post_status' => 'draft' ) );
		$term   = self::factory()->term->create( array( 'taxonomy' => 'category', 'slug' => 'old-cat' ) );
		foreach ( array( $moved, $member, $draft ) as $id ) {
			update_post_meta( $id, '_seopress_redirections_enabled', 'yes' );
			update_post_meta( $id, '_seopress_redirections_type', '301' );
			update_post_meta( $id, '_seopress_redirections_value', home_url( '/landing/' ) );
			update_post_meta( $id, '_seopress_redirections_logged_status', $member === $id ? 'only_logged_in' : 'both' );
		}
		update_term_meta( $term, '_seopress_redirections_enabled', 'yes' );
		update_term_meta( $term, '_seopress_redirections_type', '302' );
		update_term_meta( $term, '_seopress_redirections_value', home_url( '/topics/' ) );
		// SEOPress PRO's redirect list: the address is the post's title.
		$gone = self::factory()->post->create( array( 'post_type' => 'seopress_404', 'post_title' => 'discontinued' ) );
		update_post_meta( $gone, '_seopress_redirections_enabled', 'yes' );
		update_post_meta( $gone, '_seopress_redirections_type', '410' );
		$list = self::factory()->post->create( array( 'post_type' => 'seopress_404', 'post_title' => 'catalog?page=2' ) );
		update_post_meta( $list, '_seopress_redirections_enabled', 'yes' );
		update_post_meta( $list, '_seopress_redirections_type', '307' );
		update_post_meta( $list, '_seopress_redirections_value', home_url( '/shop/' ) );
		update_post_meta( $list, '_seopress_redirections_param', 'with_ignored_param' );
		$source = $this->source_snapshot();

		$run   = $this->migrate_redirects( 'wp-seopress' );
		$rules = $this->stored();

		$this->assertSame( array( '/landing/', 301, 'ignore' ), array( $rules['/moved-post/']['target'], $rules['/moved-post/']['status'], $rules['/moved-post/']['query'] ) );
		$this->assertSame( 302, $rules['/category/old-cat/']['status'] );
		$this->assertSame( 410, $rules['/discontinued']['status'] );
		$this->assertSame( array( 307, 'keep' ), array( $rules['/catalog']['status'], $rules['/catalog']['query'] ) );
		$this->assertArrayNotHasKey( '/members-only/', $rules );

		$this->assertRedirects( '/moved-post/?x=1', 301, home_url( '/landing/' ) );
		$this->assertRedirects( '/category/old-cat/', 302, home_url( '/topics/' ) );
		$this->assertRedirects( '/discontinued', 410, '' );
		$this->assertRedirects( '/catalog?page=3', 307, home_url( '/shop/?page=3' ) );

		$this->assertReported( $run['report'], '/members-only/', 'unsupported', 'logged-in visitors only' );
		$this->assertReported( $run['report'], '/?p=' . $draft, 'unsupported', 'not published' );

		$this->assertSecondRunChangesNothing( 'wp-seopress' );
		$this->assertSame( $source, $this->source_snapshot(), "SEOPress's meta is only read" );
	}

	/**
	 * A term's settings as The SEO Framework's Term::save_meta() writes them: every default key, the
	 * redirect among them (empty when none).
	 *
	 * @return array<string, mixed>
	 */
	private static function tsf_term_settings( string $redirect ): array {
		return array(
			'doctitle'           => '',
			'title_no_blog_name' => 0,
			'description'        => '',
			'og_title'           => '',
			'og_description'     => '',
			'tw_title'           => '',
			'tw_description'     => '',
			'tw_card_type'       => '',
			'social_image_url'   => '',
			'social_image_id'    => 0,
			'canonical'          => '',
			'noindex'            => 0,
			'nofollow'           => 0,
			'noarchive'          => 0,
			'redirect'           => $redirect,
		);
	}

	public function test_the_seo_framework_post_term_home_and_archive_redirects(): void {
		$this->set_permalink_structure( '/%postname%/' );
		register_post_type( 'tsf_book', array( 'public' => true, 'has_archive' => 'books' ) );
		try {
			$moved    = self::factory()->post->create( array( 'post_name' => 'moved-post' ) );
			$external = self::factory()->post->create( array( 'post_name' => 'external-post' ) );
			$binned   = self::factory()->post->create( array( 'post_name' => 'binned-post', 'post_title' => 'Binned post' ) );
			$draft    = self::factory()->post->create( array( 'post_name' => 'not-yet', 'post_title' => 'Not yet', 'post_status' => 'draft' ) );
			$bad      = self::factory()->post->create( array( 'post_name' => 'bad-target' ) );
			$kept     = self::factory()->post->create( array( 'post_name' => 'no-redirect' ) );
			// As TSF's Post::save_meta(): the URL sanitised by sanitize_url(), an empty one deleted.
			update_post_meta( $moved, 'redirect', home_url( '/landing/' ) );
			update_post_meta( $external, 'redirect', 'https://example.com/elsewhere' );
			update_post_meta( $binned, 'redirect', home_url( '/landing/' ) );
			update_post_meta( $draft, 'redirect', home_url( '/landing/' ) );
			update_post_meta( $bad, 'redirect', 'not a url' );
			wp_trash_post( $binned );
			$category = self::factory()->term->create( array( 'taxonomy' => 'category', 'slug' => 'old-cat' ) );
			$plain    = self::factory()->term->create( array( 'taxonomy' => 'category', 'slug' => 'plain-cat' ) );
			$tag      = self::factory()->term->create( array( 'taxonomy' => 'post_tag', 'slug' => 'left-tag' ) );
			update_term_meta( $category, 'autodescription-term-settings', self::tsf_term_settings( home_url( '/topics/' ) ) );
			update_term_meta( $plain, 'autodescription-term-settings', self::tsf_term_settings( '' ) );
			update_term_meta( $tag, 'autodescription-term-settings', self::tsf_term_settings( home_url( '/topics/' ) ) );
			update_option(
				'autodescription-site-settings',
				array(
					'homepage_redirect'   => home_url( '/welcome/' ),
					'disabled_taxonomies' => array( 'post_tag' => 1 ),
					'pta'                 => array( 'tsf_book' => array( 'redirect' => home_url( '/library/' ) ) + array_fill_keys( array( 'doctitle', 'description', 'canonical' ), '' ) ),
				)
			);
			$source = $this->source_snapshot();

			$run   = $this->migrate_redirects( 'autodescription' );
			$rules = $this->stored();

			$this->assertSame( 9, $run['listed'], 'five posts, two terms, the home page and one archive' );
			$this->assertSame( array( 'exact', '/landing/', 301, 'ignore', true ), array( $rules['/moved-post/']['match'], $rules['/moved-post/']['target'], $rules['/moved-post/']['status'], $rules['/moved-post/']['query'], $rules['/moved-post/']['enabled'] ) );
			$this->assertSame( 'https://example.com/elsewhere', $rules['/external-post/']['target'] );
			$this->assertSame( array( '/topics/', 301 ), array( $rules['/category/old-cat/']['target'], $rules['/category/old-cat/']['status'] ) );
			$this->assertSame( '/library/', $rules['/books/']['target'] );
			$this->assertSame( '/welcome/', $rules['/']['target'] );
			$sources = array_keys( $rules );
			sort( $sources );
			$this->assertSame( array( '/', '/books/', '/category/old-cat/', '/external-post/', '/moved-post/' ), $sources, 'the trashed, draft, badly targeted and left-alone ones are not migrated' );

			$this->assertRedirects( '/moved-post/?utm_source=x', 301, home_url( '/landing/' ) );
			$this->assertRedirects( '/category/old-cat/', 301, home_url( '/topics/' ) );
			$this->assertRedirects( '/books/', 301, home_url( '/library/' ) );
			// TSF redirects an archive whatever its page: its later pages and feed go too (a prefix rule).
			$this->assertSame( array( 'prefix', 'prefix', 'exact' ), array( $rules['/category/old-cat/']['match'], $rules['/books/']['match'], $rules['/']['match'] ) );
			$this->assertRedirects( '/category/old-cat/page/2/', 301, home_url( '/topics/' ) );
			$this->assertRedirects( '/books/feed/', 301, home_url( '/library/' ) );
			$this->assertNull( $this->answer( '/tag/left-tag/' ) );

			// TSF left a redirected post or term out of its sitemaps; ours leave out what the rules now answer.
			wp_set_object_terms( $kept, array( $category, $plain ), 'category' );
			( new \Sightline\Sitemaps\Store() )->flush();
			Plugin::get( \Sightline\Sitemaps\State::class )->reset();
			Plugin::get( \Sightline\Sitemaps\Registry::class )->reset();
			$server = Plugin::get( \Sightline\Sitemaps\Server::class );
			$posts  = (string) ( $server->page( 'post-post', 1 )['body'] ?? '' );
			$terms  = (string) ( $server->page( 'tax-category', 1 )['body'] ?? '' );
			$this->assertStringNotContainsString( '<loc>' . home_url( '/moved-post/' ) . '</loc>', $posts );
			$this->assertStringContainsString( '<loc>' . home_url( '/no-redirect/' ) . '</loc>', $posts );
			$this->assertStringNotContainsString( '<loc>' . home_url( '/category/old-cat/' ) . '</loc>', $terms );
			$this->assertStringContainsString( '<loc>' . home_url( '/category/plain-cat/' ) . '</loc>', $terms );
			( new \Sightline\Sitemaps\Store() )->flush();

			$this->assertReported( $run['report'], '/?p=' . $binned, 'unsupported', '"Binned post", which is in the trash' );
			$this->assertReported( $run['report'], '/?p=' . $draft, 'unsupported', '"Not yet", which is not published' );
			$this->assertReported( $run['report'], '/bad-target/ → not a url', 'refused', 'space' );
			$this->assertReported( $run['report'], '/tag/left-tag/', 'unsupported', 'post_tag' );

			$this->assertSecondRunChangesNothing( 'autodescription' );
			$this->assertSame( $source, $this->source_snapshot(), "The SEO Framework's meta and options are only read" );
		} finally {
			unregister_post_type( 'tsf_book' );
		}
	}

	/**
	 * The posts are read in batches from the meta key's index, never all at once: `wp sightline migrate`
	 * with batches of two carries every redirect, and the listing pages through them in id order.
	 */
	public function test_the_seo_framework_redirects_are_read_in_batches_by_the_command(): void {
		require_once dirname( __DIR__ ) . '/Sitemaps/fake-wp-cli.php';
		$this->set_permalink_structure( '/%postname%/' );
		$ids = array();
		for ( $i = 1; $i <= 5; $i++ ) {
			$ids[] = self::factory()->post->create( array( 'post_name' => 'tsf-old-' . $i ) );
			self::factory()->post->create( array( 'post_name' => 'tsf-kept-' . $i ) );
			update_post_meta( end( $ids ), 'redirect', home_url( '/tsf-new-' . $i . '/' ) );
		}
		$reader = Plugin::get( Redirect_Migrator::class )->reader( 'autodescription' );
		$this->assertNotNull( $reader );
		$this->assertSame( 5, $reader->count( 'post' ) );
		$this->assertSame( array_slice( $ids, 2, 2 ), $reader->ids( 'post', 2, 2 ) );

		\WP_CLI::$messages = array();
		Plugin::get( Migrate_Command::class )( array( 'autodescription' ), array( 'batch' => '2' ) );
		$this->assertSame( array( 'success', 'Migration finished.' ), end( \WP_CLI::$messages ) );
		$rules = $this->stored();
		for ( $i = 1; $i <= 5; $i++ ) {
			$this->assertSame( '/tsf-new-' . $i . '/', $rules[ '/tsf-old-' . $i . '/' ]['target'] ?? null );
		}
		$this->assertCount( 5, $rules );
	}

	public function test_slim_seo_redirects_conditions_codes_and_bad_entries(): void {
		// As Slim SEO's Database\Redirects::update(): from and to made relative to the home URL without
		// their outer slashes (to keeps its trailing one), keyed by uniqid(), the newest first.
		$entry = static fn( string $type, string $condition, string $from, string $to, int $enable = 1, int $ignore = 0 ) => array(
			'type'             => $type,
			'condition'        => $condition,
			'from'             => $from,
			'to'               => $to,
			'note'             => '',
			'enable'           => $enable,
			'ignoreParameters' => $ignore,
		);
		update_option(
			'ss_redirects',
			array(
				'68a1b2c3d4e5f' => $entry( '301', 'exact-match', 'old-post', 'new-post/' ),
				'68a1b2c3d4e60' => $entry( '302', 'start-with', 'go', 'https://example.com/resources/', 1, 1 ),
				'68a1b2c3d4e61' => $entry( '301', 'contain', 'slim-seo', 'https://wpslimseo.com' ),
				'68a1b2c3d4e62' => $entry( '301', 'regex', 'blog/(.*)', 'archive/$1/' ),
				'68a1b2c3d4e63' => $entry( '307', 'end-with', '.pdf', 'downloads/' ),
				'68a1b2c3d4e64' => $entry( '410', 'exact-match', 'gone-page', '' ),
				'68a1b2c3d4e65' => $entry( '301', 'exact-match', 'paused', 'new-post/', 0 ),
				'68a1b2c3d4e66' => $entry( '404', 'exact-match', 'odd-code', 'new-post/' ),
				'68a1b2c3d4e67' => $entry( '301', 'exact-match', 'bad-target', 'not a url' ),
				'68a1b2c3d4e68' => $entry( '301', 'regex', 'search\?q=(.*)', 'find/$1' ),
				'68a1b2c3d4e69' => $entry( '301', 'fuzzy', 'fuzzy-one', 'new-post/' ),
				'68a1b2c3d4e6a' => $entry( '308', 'exact-match', 'perm', 'new-post/' ),
				'68a1b2c3d4e6b' => 'not a redirect',
				'68a1b2c3d4e6c' => $entry( '301', 'exact-match', 'query?id=3', 'new-post/' ),
			)
		);
		$source = $this->source_snapshot();

		$run   = $this->migrate_redirects( 'slim-seo' );
		$rules = $this->stored();

		$this->assertSame( 14, $run['listed'] );
		$this->assertSame( array( 'exact', '/new-post/', 301, 'ignore', true ), array( $rules['/old-post']['match'], $rules['/old-post']['target'], $rules['/old-post']['status'], $rules['/old-post']['query'], $rules['/old-post']['enabled'] ) );
		$this->assertSame( array( 'prefix', 302, 'https://example.com/resources/' ), array( $rules['/go']['match'], $rules['/go']['status'], $rules['/go']['target'] ) );
		$this->assertSame( 'regex', $rules['(?i)slim\-seo']['match'] );
		$this->assertSame( array( 'regex', '/archive/$1/' ), array( $rules['(?i)blog/(.*)']['match'], $rules['(?i)blog/(.*)']['target'] ) );
		$this->assertSame( array( 410, '' ), array( $rules['/gone-page']['status'], $rules['/gone-page']['target'] ) );
		$this->assertFalse( $rules['/paused']['enabled'] );
		$this->assertSame( 301, $rules['/perm']['status'] );
		$this->assertSame( '/new-post/', $rules['/query?id=3']['target'] );
		foreach ( array( '/odd-code', '/bad-target', '/fuzzy-one' ) as $left ) {
			$this->assertArrayNotHasKey( $left, $rules, $left . ' is not migrated' );
		}
		$this->assertCount( 9, $rules );

		$this->assertRedirects( '/old-post/', 301, home_url( '/new-post/' ) );
		$this->assertRedirects( '/GO/anywhere?x=1', 302, 'https://example.com/resources/' );
		$this->assertRedirects( '/about/slim-SEO-plugin/', 301, 'https://wpslimseo.com' );
		$this->assertRedirects( '/blog/hello', 301, home_url( '/archive/hello/' ) );
		$this->assertRedirects( '/files/guide.PDF', 307, home_url( '/downloads/' ) );
		$this->assertRedirects( '/gone-page', 410, '' );
		$this->assertRedirects( '/query?id=3', 301, home_url( '/new-post/' ) );
		$this->assertNull( $this->answer( '/query?id=4' ) );
		$this->assertNull( $this->answer( '/paused' ) );

		$this->assertReported( $run['report'], '(?i)slim\-seo', 'kept_difference', 'contains slim-seo' );
		$this->assertReported( $run['report'], '(?i)\.pdf', 'kept_difference', 'ends with .pdf' );
		$this->assertReported( $run['report'], '/perm', 'kept_difference', '308' );
		$this->assertReported( $run['report'], '/odd-code', 'unsupported', '404' );
		$this->assertReported( $run['report'], '/bad-target → /not a url', 'refused', 'space' );
		$this->assertReported( $run['report'], '(?i)search', 'unsupported', 'query string' );
		$this->assertReported( $run['report'], '/fuzzy-one', 'unsupported', '"fuzzy"' );
		$this->assertReported( $run['report'], '?', 'unsupported', '"68a1b2c3d4e6b"' );

		$this->assertSecondRunChangesNothing( 'slim-seo' );
		$this->assertSame( $source, $this->source_snapshot(), "Slim SEO's option is only read" );
	}

	/**
	 * Slim SEO's automatic redirection kept a hierarchical page's earlier addresses (`_ss_old_permalink`,
	 * as its Redirection\Loader::check_for_changed_slugs() writes them: relative to the home URL, slashes
	 * trimmed) and sent a 404 there to the page: each becomes a rule to the page, except an address that
	 * now shows other content and a page that is not published.
	 */
	public function test_slim_seo_earlier_addresses_of_moved_pages(): void {
		$this->set_permalink_structure( '/%postname%/' );
		$parent = self::factory()->post->create( array( 'post_type' => 'page', 'post_name' => 'services', 'post_title' => 'Services' ) );
		$child  = self::factory()->post->create( array( 'post_type' => 'page', 'post_name' => 'web', 'post_title' => 'Web', 'post_parent' => $parent ) );
		$team   = self::factory()->post->create( array( 'post_type' => 'page', 'post_name' => 'team', 'post_title' => 'Team' ) );
		self::factory()->post->create( array( 'post_type' => 'page', 'post_name' => 'about', 'post_title' => 'About' ) );
		$draft = self::factory()->post->create( array( 'post_type' => 'page', 'post_name' => 'soon', 'post_title' => 'Soon', 'post_status' => 'draft' ) );
		add_post_meta( $parent, '_ss_old_permalink', 'company' );
		add_post_meta( $child, '_ss_old_permalink', 'company/web' );
		add_post_meta( $child, '_ss_old_permalink', 'agency/web' );
		add_post_meta( $child, '_ss_old_permalink', 'services/web' );
		add_post_meta( $team, '_ss_old_permalink', 'about' );
		add_post_meta( $draft, '_ss_old_permalink', 'later' );
		$source = $this->source_snapshot();

		$run   = $this->migrate_redirects( 'slim-seo' );
		$rules = $this->stored();

		$this->assertSame( 4, $run['listed'], 'one item per page with earlier addresses' );
		$sources = array_keys( $rules );
		sort( $sources );
		$this->assertSame( array( '/agency/web/', '/company/', '/company/web/' ), $sources, 'the current address, one showing other content and a draft\'s are not migrated' );
		$this->assertSame( array( 'exact', '/services/web/', 301 ), array( $rules['/company/web/']['match'], $rules['/company/web/']['target'], $rules['/company/web/']['status'] ) );
		$this->assertRedirects( '/company/web', 301, home_url( '/services/web/' ) );
		$this->assertRedirects( '/company/', 301, home_url( '/services/' ) );
		$this->assertNull( $this->answer( '/about/' ) );
		$this->assertReported( $run['report'], '/about/', 'unsupported', '"Team", which now shows other content' );
		$this->assertReported( $run['report'], '/later/', 'unsupported', '"Soon", which is not published' );
		$this->assertSecondRunChangesNothing( 'slim-seo' );
		$this->assertSame( $source, $this->source_snapshot(), "Slim SEO's meta is only read" );

		// Its automatic redirection off: it sent none of them.
		update_option( 'slim_seo', array( 'auto_redirection' => -1 ) );
		Plugin::get( Redirects::class )->delete( array_column( $this->stored(), 'id' ) );
		$off = $this->migrate_redirects( 'slim-seo' );
		$this->assertSame( array(), $this->stored() );
		$this->assertReported( $off['report'], '/company/web/', 'unsupported', 'automatic redirection is off' );
	}

	public function test_slim_seo_without_redirects_or_with_a_broken_option(): void {
		$slugs = static fn() => array_column( Plugin::get( Detector::class )->detected(), 'name', 'slug' );
		delete_option( 'ss_redirects' );
		$list = $this->rest( 'GET', '/sightline/v1/migration/redirects', array( 'plugin_slug' => 'slim-seo' ), 'administrator' )->get_data();
		$this->assertSame( array( array(), 0 ), array( $list['data'], $list['pagination']['total_items'] ), 'no option, no redirect step' );

		// Slim SEO's redirects alone, its settings never saved: the source is still offered.
		update_option( 'ss_redirects', 'a:1:{broken' );
		$this->assertSame( 'Slim SEO', $slugs()['slim-seo'] ?? null );
		$run = $this->migrate_redirects( 'slim-seo' );
		$this->assertSame( 1, $run['listed'] );
		$this->assertReported( $run['report'], '?', 'unsupported', 'the option ss_redirects, which holds no list of redirects' );
		$this->assertSame( array(), $this->stored() );
	}

	public function test_wp_cli_migrates_redirects_and_prints_what_it_left_out(): void {
		require_once dirname( __DIR__ ) . '/Sitemaps/fake-wp-cli.php';
		Redirect_Peers::redirection_tables();
		$group = Redirect_Peers::redirection_group( 'Redirections', 1 );
		Redirect_Peers::redirection( array( 'url' => '/cli-old', 'action_data' => '/cli-new', 'group_id' => $group ) );
		Redirect_Peers::redirection( array( 'url' => '/cli-agent', 'match_type' => 'agent', 'action_data' => serialize( array( 'agent' => 'bot', 'url_from' => '/a', 'url_notfrom' => '' ) ), 'group_id' => $group ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions -- Redirection's own format.
		$table = static function (): array {
			foreach ( \WP_CLI::$messages as $message ) {
				if ( 'table' === $message[0] ) {
					return array_column( json_decode( $message[1], true ), 'value', 'report' );
				}
			}
			return array();
		};

		\WP_CLI::$messages = array();
		Plugin::get( Migrate_Command::class )( array( 'redirection' ), array() );
		$this->assertSame( array( 'success', 'Migration finished.' ), end( \WP_CLI::$messages ) );
		$this->assertContains( array( 'log', '/cli-agent → /a: the condition on the user agent' ), \WP_CLI::$messages );
		$this->assertSame( 1, $table()['Redirects created'] );
		$this->assertSame( array( '/cli-old' ), array_keys( $this->stored() ) );

		\WP_CLI::$messages = array();
		Plugin::get( Migrate_Command::class )( array( 'redirection' ), array() );
		$this->assertSame( array( 0, 1 ), array( $table()['Redirects created'], $table()['Redirects already migrated'] ) );
		$this->assertSame( array( '/cli-old' ), array_keys( $this->stored() ) );
	}

	public function test_redirect_routes_check_permission_group_and_ids(): void {
		Redirect_Peers::rank_math_table();
		$id   = Redirect_Peers::rank_math( array( array( 'pattern' => 'old-page', 'comparison' => 'exact' ) ), home_url( '/new-page/' ), 301 );
		$body = array(
			'plugin_slug'  => 'seo-by-rank-math',
			'redirect_ids' => array( $id ),
		);
		$this->assertRestError( 401, 'rest_forbidden', $this->rest( 'POST', '/sightline/v1/migration/redirects', $body ) );
		$this->assertRestError( 403, 'rest_forbidden', $this->rest( 'GET', '/sightline/v1/migration/redirects', array( 'plugin_slug' => 'seo-by-rank-math' ), 'editor' ) );
		$this->assertRestError( 400, 'sightline_migration_unknown_group', $this->rest( 'POST', '/sightline/v1/migration/redirects', array( 'group' => 'term' ) + $body, 'administrator' ) );
		$this->assertRestError( 404, 'sightline_migration_unknown_item', $this->rest( 'POST', '/sightline/v1/migration/redirects', array( 'redirect_ids' => array( 99999 ) ) + $body, 'administrator' ) );
		$this->assertRestError( 400, 'rest_invalid_param', $this->rest( 'POST', '/sightline/v1/migration/redirects', array( 'cleanup' => true ) + $body, 'administrator' ) );
		$this->assertSame( array(), $this->stored(), 'nothing stored' );

		// A source without redirects lists none.
		$list = $this->rest( 'GET', '/sightline/v1/migration/redirects', array( 'plugin_slug' => 'wordpress-seo' ), 'administrator' )->get_data();
		$this->assertSame( array( array(), 0 ), array( $list['data'], $list['pagination']['total_items'] ) );
	}
}
