<?php
/**
 * What a page view costs the site: on the singular, home, category, author and search pages Sightline
 * SEO adds no database query to what WordPress alone makes (+0), and writes nothing, in each state a
 * site is in: just activated with nothing saved, after the guided setup (with a logo), with the schemas
 * flag on (and a default social image), and after a migration from Yoast SEO.
 *
 * Each page is rendered in its own PHP process (tests/php/includes/page-view.php), whole (main query,
 * theme template, head), once with the plugin active and once with it not loaded, as deactivating it
 * would: the difference is the plugin's own cost, whatever the theme or WordPress version queries.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Head;

use Sightline\Lifecycle;
use Sightline\Migration\Migrator;
use Sightline\Plugin;
use Sightline\Onboarding\Status;
use Sightline\Onboarding\User_Details;
use Sightline\Settings\Settings;
use Sightline\Head\Settings_Images;
use Sightline\Sitemaps\State;
use Sightline\Tests\Factory;
use Sightline\Tests\TestCase;

final class PageViewBudgetTest extends TestCase {

	/** Options a fresh activation starts without (restored after the class). */
	private const FRESH = array( Settings::OPTION, Lifecycle::VERSION_OPTION, State::OPTION, 'sightline_first_activation', Settings_Images::OPTION );

	/**
	 * Options the states below write besides those: the child processes read the database, so the states
	 * are committed, and each of these is put back after the class for the tests that follow.
	 */
	private const WRITTEN = array( Status::OPTION, Status::REDIRECT_OPTION, User_Details::OPTION, 'blogname', Migrator::STATE_OPTION, 'wpseo', 'wpseo_titles', 'wpseo_social' );

	/** @var array<string, array<string, array<string, array{queries: list<string>, writes: list<string>, loaded: bool, head: bool, bytes: int, ours: list<string>}>>> state → page → side → result */
	private static array $views = array();

	/** @var array<string, mixed> The options as they were before the class changed them. */
	private static array $saved = array();

	public static function wpSetUpBeforeClass( Factory $factory ): void {
		foreach ( array_merge( self::FRESH, self::WRITTEN ) as $option ) {
			self::$saved[ $option ] = get_option( $option, null );
		}
		$author   = $factory->user->create( array( 'role' => 'author' ) );
		$category = $factory->category->create( array( 'name' => 'Budget category' ) );
		$image    = $factory->attachment->create_image();
		// The logo and the default social image are attachments no page's main query loads.
		$logo     = $factory->attachment->create_image();
		$default  = $factory->attachment->create_image();
		$post     = $factory->post->create(
			array(
				'post_title'    => 'Budget post about crawling',
				'post_content'  => '<!-- wp:paragraph --><p>Search engines read this paragraph about crawling.</p><!-- /wp:paragraph -->',
				'post_author'   => $author,
				'post_category' => array( $category ),
				'tags_input'    => array( 'budget-tag' ),
			)
		);
		set_post_thumbnail( $post, $image );
		// Canonical addresses under whatever permalinks the test site has (no redirect on the way).
		$pages = array_map(
			'wp_make_link_relative',
			array(
				'singular' => get_permalink( $post ),
				'home'     => home_url( '/' ),
				'category' => get_category_link( $category ),
				'author'   => get_author_posts_url( $author ),
				'search'   => get_search_link( 'crawling' ),
			)
		);

		$states = array(
			// As WordPress leaves a site right after the admin pressed Activate: nothing saved yet.
			'just activated'     => static function (): void {
				foreach ( self::FRESH as $option ) {
					delete_option( $option );
				}
				Lifecycle::activate();
			},
			// What the guided setup saves (its REST route, as the wizard calls it).
			'after guided setup' => static function () use ( $factory, $logo ): void {
				wp_set_current_user( $factory->user->create( array( 'role' => 'administrator' ) ) );
				$request = new \WP_REST_Request( 'POST', '/sightline/v1/onboarding' );
				$request->set_body_params(
					array(
						'website_type'       => 'organization',
						'website_name'       => 'Test Blog',
						'organization_type'  => 'Organization',
						'website_owner_name' => 'Budget Ltd',
						'website_logo'       => wp_get_attachment_url( $logo ),
						'social_profiles'    => array( 'facebook' => 'https://facebook.com/budget' ),
					)
				);
				$response = rest_do_request( $request );
				wp_set_current_user( 0 );
				if ( $response->is_error() ) {
					throw new \RuntimeException( 'the guided setup failed: ' . wp_json_encode( $response->get_data() ) );
				}
			},
			'schemas flag on'    => static function () use ( $default ): void {
				$settings                      = (array) get_option( Settings::OPTION, array() );
				$settings['enable_schemas']    = true;
				$settings['fallback_image_id'] = $default;
				update_option( Settings::OPTION, $settings, true );
			},
			// A migration from Yoast SEO through the engine (its settings turn on, among others, the
			// author's avatar as the image of author archives; its verification code prints on the home page).
			'after a migration'  => static function () use ( $post ): void {
				update_option( 'wpseo', array( 'googleverify' => 'budget-google-code' ) );
				update_option( 'wpseo_titles', array( 'separator' => 'sc-pipe', 'title-post' => '%%title%% %%sep%% %%sitename%%', 'metadesc-post' => '%%excerpt%%' ) );
				update_option( 'wpseo_social', array( 'twitter_site' => 'budget' ) );
				update_post_meta( $post, '_yoast_wpseo_title', '%%title%% — read %%sep%% %%sitename%%' );
				update_post_meta( $post, '_yoast_wpseo_metadesc', 'Read about crawling on %%sitename%%' );
				$migrator = Plugin::get( Migrator::class );
				$source   = $migrator->source( 'wordpress-seo' );
				$migrator->migrate_global( $source );
				$migrator->migrate_batch( $source, 'post', array( $post ) );
				if ( true !== Plugin::get( Settings::class )->get( 'author_archive_avatar' ) ) {
					throw new \RuntimeException( 'the migration did not turn on the author archive avatar' );
				}
				if ( 'budget-google-code' !== Plugin::get( Settings::class )->get( 'site_verification.google' ) ) {
					throw new \RuntimeException( 'the migration did not bring the verification code' );
				}
			},
		);
		foreach ( $states as $state => $enter ) {
			$enter();
			self::commit_transaction();
			foreach ( $pages as $page => $uri ) {
				// WordPress's own first-render work (caches it fills once) is done by the first "off" view.
				self::view( 'off', $uri );
				self::$views[ $state ][ $page ]['on']  = self::view( 'on', $uri );
				self::$views[ $state ][ $page ]['off'] = self::view( 'off', $uri );
			}
		}
	}

	public static function wpTearDownAfterClass(): void {
		foreach ( self::$saved as $option => $value ) {
			if ( null === $value ) {
				delete_option( $option );
			} else {
				update_option( $option, $value, true );
			}
		}
		self::commit_transaction();
	}

	/**
	 * @return array{queries: list<string>, writes: list<string>, loaded: bool, head: bool, bytes: int, is: list<string>, ours: list<string>}
	 */
	private static function view( string $side, string $uri ): array {
		return self::child_page_view( $side, $uri );
	}

	/** @return iterable<string, array{string, string}> */
	public static function views(): iterable {
		foreach ( array( 'just activated', 'after guided setup', 'schemas flag on', 'after a migration' ) as $state ) {
			foreach ( array( 'singular', 'home', 'category', 'author', 'search' ) as $page ) {
				yield "{$page}, {$state}" => array( $state, $page );
			}
		}
	}

	/**
	 * @dataProvider views
	 */
	public function test_a_page_view_adds_no_query( string $state, string $page ): void {
		$on  = self::$views[ $state ][ $page ]['on'];
		$off = self::$views[ $state ][ $page ]['off'];
		$this->assertTrue( $on['loaded'] && $on['head'], 'the plugin ran and printed its head' );
		$this->assertFalse( $off['loaded'], 'the plugin was not loaded' );
		$this->assertGreaterThan( 1000, $off['bytes'], 'the theme rendered the page' );
		$this->assertSame( array( $page ), $on['is'], 'the view was the page asked for' );
		$this->assertSame( array( $page ), $off['is'], 'the view was the page asked for' );

		$extra = array_values( array_diff( $on['queries'], $off['queries'] ) );
		$this->assertSame(
			count( $off['queries'] ),
			count( $on['queries'] ),
			"{$page} ({$state}): queries the plugin added or changed:\n" . implode( "\n", $extra )
		);
	}

	/**
	 * A page view loads the page view's code only: no screen, REST route, command, ability, AI or
	 * migration code, no rule that only saves read (the site verification codes' checks), and on a site
	 * without redirect rules nothing of the redirect build (its files' folder included): the index's
	 * autoloaded option says there is none. Nor the renderer of the other plugins' breadcrumb shortcodes,
	 * which no page here holds: registering them names the class without loading it.
	 *
	 * @dataProvider views
	 */
	public function test_a_page_view_loads_no_file_it_does_not_use( string $state, string $page ): void {
		$ours = self::$views[ $state ][ $page ]['on']['ours'];
		$this->assertContains( 'includes/head/class-head.php', $ours, 'the list names our files' );
		$unused = preg_grep( '#^includes/(admin|ai|migration|onboarding|search-console|abilities)/|-(controller|command|ability)\.php$|^includes/files/class-uploads\.php$|^includes/settings/class-site-verification\.php$|^includes/redirects/class-(compiler|lookup|paths)\.php$|^includes/blocks/class-breadcrumb-shortcodes\.php$#', $ours );
		$this->assertSame( array(), array_values( $unused ), "{$page} ({$state}) loaded code a page view does not use" );
	}

	/**
	 * @dataProvider views
	 */
	public function test_a_page_view_writes_nothing( string $state, string $page ): void {
		$this->assertSame( array(), self::$views[ $state ][ $page ]['on']['writes'], "{$page} ({$state}) wrote to the database" );
	}
}
