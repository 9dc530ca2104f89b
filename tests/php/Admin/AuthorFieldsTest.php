<?php
/**
 * An author's own search title, description and noindex for their archive (user meta, edited on their
 * profile, as Yoast SEO and Rank Math keep them per user; an outside audit found them lost after a
 * move): printed on the archive, the noindex kept out of the authors' sitemap at the next request,
 * saved by the profile form only with its nonce and by who may edit the user, migrated from both.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Admin;

use Sightline\Admin\Author_Fields;
use Sightline\Migration\Migrator;
use Sightline\Plugin;
use Sightline\Settings\Settings;
use Sightline\Sitemaps\Registry;
use Sightline\Sitemaps\State;
use Sightline\Sitemaps\Store;
use Sightline\Tests\Head\Head_TestCase;

require_once dirname( __DIR__ ) . '/Head/class-head-testcase.php';

final class AuthorFieldsTest extends Head_TestCase {

	private int $author;

	protected function setUp(): void {
		parent::setUp();
		$this->set_permalink_structure( '/%postname%/' );
		( new Store() )->flush();
		Plugin::get( State::class )->reset();
		Plugin::get( Registry::class )->reset();
		$this->author = self::factory()->user->create(
			array(
				'role'         => 'author',
				'display_name' => 'Jane Doe',
				'user_login'   => 'jane',
			)
		);
		self::factory()->post->create( array( 'post_author' => $this->author ) );
		Plugin::get( Settings::class )->update( array( 'author_archive' => true ) );
	}

	protected function tearDown(): void {
		( new Store() )->flush();
		Plugin::get( State::class )->reset();
		parent::tearDown();
	}

	private function head(): string {
		return $this->head_of( get_author_posts_url( $this->author ) );
	}

	private function authors_sitemap(): string {
		Plugin::get( State::class )->reset();
		return (string) $this->get_page( home_url( '/sitemap-author-1.xml' ) )['body'];
	}

	public function test_the_authors_own_fields_print_on_their_archive_and_the_noindex_leaves_the_sitemap(): void {
		$url = get_author_posts_url( $this->author );
		$this->assertStringContainsString( $url, $this->authors_sitemap() );
		update_user_meta( $this->author, '_sightline_title', '%author_name%, our bread expert %separator% %site_name%' );
		update_user_meta( $this->author, '_sightline_description', 'All of Jane\'s recipes & notes.' );
		$head = $this->head();
		$this->assertStringContainsString( '<title>Jane Doe, our bread expert - ' . get_bloginfo( 'name' ) . '</title>', $head );
		$this->assertStringContainsString( '<meta name="description" content="All of Jane&#039;s recipes &amp; notes." />', $head );
		$this->assertStringNotContainsString( 'noindex', $head );

		update_user_meta( $this->author, '_sightline_robots_noindex', 'on' );
		$this->assertStringContainsString( 'noindex', $this->head() );
		$this->assertStringNotContainsString( $url, $this->authors_sitemap(), 'left out at the next request' );

		Plugin::get( Settings::class )->update( array( 'no_index' => array( 'author' ) ) );
		update_user_meta( $this->author, '_sightline_robots_noindex', 'off' );
		$this->assertStringNotContainsString( 'noindex', $this->head(), 'the author\'s own index wins over the rule' );
	}

	public function test_the_profile_form_saves_the_fields_with_its_nonce_for_who_may_edit_the_user(): void {
		$fields = Plugin::get( Author_Fields::class );
		$this->act_as( 'administrator' );
		ob_start();
		$fields->render( get_userdata( $this->author ) );
		$form = (string) ob_get_clean();
		$this->assertStringContainsString( 'name="sightline_author[title]"', $form );
		$this->assertSame( 1, preg_match( '/name="sightline_author_fields_nonce" value="([^"]+)"/', $form, $nonce ) );

		$_POST = array(
			'sightline_author_fields_nonce' => $nonce[1],
			'sightline_author'              => array(
				'title'          => '<b>Jane</b> %separator% %site_name%',
				'description'    => 'Bread.',
				'robots_noindex' => 'sometimes',
			),
		);
		$fields->save( $this->author );
		$this->assertSame( 'Jane %separator% %site_name%', get_user_meta( $this->author, '_sightline_title', true ) );
		$this->assertSame( 'Bread.', get_user_meta( $this->author, '_sightline_description', true ) );
		$this->assertContains( get_user_meta( $this->author, '_sightline_robots_noindex', true ), array( '', 'inherit' ), 'not a value the form offers' );

		$_POST['sightline_author']['title'] = '';
		$_POST['sightline_author_fields_nonce'] = 'forged';
		$fields->save( $this->author );
		$this->assertSame( 'Jane %separator% %site_name%', get_user_meta( $this->author, '_sightline_title', true ), 'no valid nonce, nothing saved' );

		$this->act_as( 'author' );
		$_POST['sightline_author_fields_nonce'] = $nonce[1];
		$fields->save( $this->author );
		$this->assertSame( 'Jane %separator% %site_name%', get_user_meta( $this->author, '_sightline_title', true ), 'another author may not edit Jane' );
		$_POST = array();
	}

	public function test_the_fields_come_along_from_yoast_seo_and_rank_math(): void {
		update_user_meta( $this->author, 'wpseo_title', 'Jane Doe, our bread expert %%sep%% %%sitename%%' );
		update_user_meta( $this->author, 'wpseo_metadesc', 'All of Jane\'s recipes.' );
		update_user_meta( $this->author, 'wpseo_noindex_author', 'on' );
		$migrator = Plugin::get( Migrator::class );
		$result   = $migrator->migrate_global( $migrator->source( 'wordpress-seo' ) );
		$this->assertIsArray( $result );
		$this->assertSame( 'Jane Doe, our bread expert %separator% %site_name%', get_user_meta( $this->author, '_sightline_title', true ) );
		$this->assertSame( 'All of Jane\'s recipes.', get_user_meta( $this->author, '_sightline_description', true ) );
		$this->assertSame( 'on', get_user_meta( $this->author, '_sightline_robots_noindex', true ) );

		$other = self::factory()->user->create( array( 'role' => 'author' ) );
		update_user_meta( $other, 'rank_math_title', '%name% %sep% %sitename%' );
		update_user_meta( $other, 'rank_math_robots', array( 'index', 'follow' ) );
		$migrator->migrate_global( $migrator->source( 'seo-by-rank-math' ) );
		$this->assertSame( '%author_name% %separator% %site_name%', get_user_meta( $other, '_sightline_title', true ) );
		$this->assertSame( 'off', get_user_meta( $other, '_sightline_robots_noindex', true ) );
	}
}
