<?php
/**
 * Address changes beyond a post's own slug: a page's published descendants and a category's children
 * move with it; a category base, tag base or permalink structure change (Settings > Permalinks) gets
 * redirects from the old addresses, created at once with "create redirects automatically" on, otherwise
 * offered on the Permalinks screen; the term edit screen says what was created, or offers it, and the
 * offer's one-click create checks its nonce and manage_options.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Redirects;

use Sightline\Plugin;
use Sightline\Redirects\Offer_Notices;
use Sightline\Redirects\Offers;
use Sightline\Redirects\Permalink_Watcher;
use Sightline\Settings\Settings;

require_once __DIR__ . '/Redirect_TestCase.php';

final class AddressChangesTest extends Redirect_TestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->set_permalink_structure( '/%postname%/' );
		$this->permalinks( '/%postname%/', '', '' ); // Settles any change noted above.
		Offers::forget_permalinks();
	}

	protected function tearDown(): void {
		$this->permalinks( '/%postname%/', '', '' );
		parent::tearDown();
	}

	private function automatic( bool $on ): void {
		$this->assertNotInstanceOf( \WP_Error::class, Plugin::get( Settings::class )->update( array( 'redirects_auto_create' => $on ) ) );
	}

	/** As Settings > Permalinks saves: structure, then the bases; the watcher settles at the end of the request. */
	private function permalinks( string $structure, string $category_base, string $tag_base ): void {
		global $wp_rewrite;
		$wp_rewrite->set_permalink_structure( $structure );
		$wp_rewrite->set_category_base( $category_base );
		$wp_rewrite->set_tag_base( $tag_base );
		Plugin::get( Permalink_Watcher::class )->settle();
		create_initial_taxonomies(); // As the next request registers them, with the saved bases.
		do_action( \Sightline\Redirects\Moves_Job::HOOK ); // WP-Cron's run of the job the save queued.
	}

	private function admin(): int {
		$user = self::factory()->user->create( array( 'role' => 'administrator' ) );
		wp_set_current_user( $user );
		return $user;
	}

	private function rule_count(): int {
		return iterator_count( $this->redirects()->each() );
	}

	/** The notices printed on an admin screen. */
	private function notices( string $screen, array $get = array() ): string {
		set_current_screen( $screen );
		$_GET = $get;
		ob_start();
		Plugin::get( Offer_Notices::class )->render();
		return (string) ob_get_clean();
	}

	/** Posts the offer's form as the browser would; returns where it sends the admin back. */
	private function click( string $offer, string $choice = 'create' ): string {
		$_POST    = array(
			'action'   => Offer_Notices::ACTION,
			'offer'    => $offer,
			'choice'   => $choice,
			'_wpnonce' => wp_create_nonce( Offer_Notices::nonce_action( $offer ) ),
		);
		$_REQUEST = $_POST;
		$redirect = $this->capture_redirect( static fn() => Plugin::get( Offer_Notices::class )->handle() );
		$this->assertNotNull( $redirect );
		return $redirect['location'];
	}

	public function test_a_moved_page_takes_its_published_descendants_along(): void {
		$this->automatic( true );
		$about  = self::factory()->post->create( array( 'post_type' => 'page', 'post_name' => 'about' ) );
		$team   = self::factory()->post->create( array( 'post_type' => 'page', 'post_name' => 'team', 'post_parent' => $about ) );
		$lead   = self::factory()->post->create( array( 'post_type' => 'page', 'post_name' => 'lead', 'post_parent' => $team ) );
		$secret = self::factory()->post->create( array( 'post_type' => 'page', 'post_name' => 'secret', 'post_parent' => $about, 'post_status' => 'draft' ) );
		wp_update_post( array( 'ID' => $about, 'post_name' => 'company' ) );

		$this->assertSame( home_url( '/company/' ), $this->answer( '/about/' )['location'] );
		$this->assertSame( home_url( '/company/team/' ), $this->answer( '/about/team/' )['location'] );
		$this->assertSame( home_url( '/company/team/lead/?x=1' ), $this->answer( '/about/team/lead/?x=1' )['location'] );
		$this->assertNull( $this->answer( '/about/secret/' ), 'a draft had no public address to redirect' );
		$this->assertSame( 3, $this->rule_count(), 'one exact rule per published address' );
		$this->assertSame( home_url( '/company/team/lead/' ), get_permalink( $lead ) );
		$this->assertNotEmpty( $secret );

		// Moved again, under another parent: every rule points at the newest address (no chain).
		$root = self::factory()->post->create( array( 'post_type' => 'page', 'post_name' => 'root' ) );
		wp_update_post( array( 'ID' => $about, 'post_parent' => $root ) );
		$this->assertSame( home_url( '/root/company/team/lead/' ), $this->answer( '/about/team/lead/' )['location'] );
		$this->assertSame( home_url( '/root/company/team/' ), $this->answer( '/company/team/' )['location'] );
	}

	public function test_the_block_editor_knows_a_pages_published_subpages_for_its_offer(): void {
		$about = self::factory()->post->create( array( 'post_type' => 'page', 'post_name' => 'about' ) );
		$team  = self::factory()->post->create( array( 'post_type' => 'page', 'post_name' => 'team', 'post_parent' => $about ) );
		self::factory()->post->create( array( 'post_type' => 'page', 'post_name' => 'lead', 'post_parent' => $team ) );
		self::factory()->post->create( array( 'post_type' => 'page', 'post_name' => 'secret', 'post_parent' => $about, 'post_status' => 'draft' ) );
		$editor = Plugin::get( \Sightline\Admin\Editor_Assets::class );
		$data   = static fn( $post ) => $editor->page_data( \Sightline\Head\Context::for_post( get_post( $post ) ) )['subpagePaths'];

		$this->assertSame( array( 'team/', 'team/lead/' ), $data( $about ) );
		$this->assertSame( array( 'lead/' ), $data( $team ) );
		$this->assertSame( array(), $data( self::factory()->post->create() ), 'posts have no subpages' );
		$term = get_term( self::factory()->category->create() );
		$this->assertSame( array(), $editor->page_data( \Sightline\Head\Context::for_term( $term ) )['subpagePaths'] );
	}

	public function test_a_renamed_category_takes_its_children_along_and_the_term_screen_says_so(): void {
		$this->automatic( true );
		$user   = $this->admin();
		$parent = self::factory()->category->create( array( 'slug' => 'news' ) );
		self::factory()->category->create( array( 'slug' => 'local', 'parent' => $parent ) );
		wp_update_term( $parent, 'category', array( 'slug' => 'stories' ) );

		$this->assertSame( home_url( '/category/stories/' ), $this->answer( '/category/news/' )['location'] );
		$this->assertSame( home_url( '/category/stories/local/' ), $this->answer( '/category/news/local/' )['location'] );
		$this->assertSame( 2, Offers::term( $user, $parent )['created'] );

		$html = $this->notices( 'term', array( 'tag_ID' => (string) $parent ) );
		$this->assertStringContainsString( '2 redirects from the old addresses were created automatically.', $html );
		$this->assertStringContainsString( '<code>/category/news/local/</code> → <code>/category/stories/local/</code>', $html );
		$this->assertStringNotContainsString( '<form', $html );
		$this->assertNull( Offers::term( $user, $parent ), 'said once' );
		$this->assertSame( '', $this->notices( 'term', array( 'tag_ID' => (string) $parent ) ) );
	}

	public function test_with_automatic_redirects_off_the_term_screen_offers_them_and_one_click_creates_them(): void {
		$user = $this->admin();
		$term = self::factory()->category->create( array( 'slug' => 'old-topic' ) );
		wp_update_term( $term, 'category', array( 'slug' => 'new-topic' ) );
		$this->assertSame( 0, $this->rule_count(), 'nothing created without the setting' );

		$html = $this->notices( 'term', array( 'tag_ID' => (string) $term ) );
		$this->assertStringContainsString( 'The address changed. Send visitors and search engines from the old address to the new one?', $html );
		$this->assertStringContainsString( 'Create 1 redirect', $html );
		$this->assertStringContainsString( 'name="_wpnonce"', $html );
		$this->assertNotNull( Offers::term( $user, $term ), 'kept until the admin answers' );

		$back = $this->click( 'term-' . $term );
		$this->assertStringContainsString( Offer_Notices::RESULT_ARG . '=1', $back );
		$this->assertSame( home_url( '/category/new-topic/' ), $this->answer( '/category/old-topic/' )['location'] );
		$this->assertNull( Offers::term( $user, $term ) );
		$this->assertStringContainsString( '1 redirect created.', $this->notices( 'term', array( 'tag_ID' => (string) $term, Offer_Notices::RESULT_ARG => '1' ) ) );
	}

	public function test_the_one_click_create_needs_its_nonce_and_manage_options(): void {
		$user = $this->admin();
		$term = self::factory()->category->create( array( 'slug' => 'guarded' ) );
		wp_update_term( $term, 'category', array( 'slug' => 'guarded-2' ) );

		$_POST    = array(
			'offer'    => 'term-' . $term,
			'choice'   => 'create',
			'_wpnonce' => 'forged',
		);
		$_REQUEST = $_POST;
		$this->expectWPDie( static fn() => Plugin::get( Offer_Notices::class )->handle() );
		$this->assertSame( 0, $this->rule_count() );

		$editor = self::factory()->user->create( array( 'role' => 'editor' ) );
		wp_set_current_user( $editor );
		$_POST['_wpnonce']    = wp_create_nonce( Offer_Notices::nonce_action( 'term-' . $term ) );
		$_REQUEST['_wpnonce'] = $_POST['_wpnonce'];
		$this->expectWPDie( static fn() => Plugin::get( Offer_Notices::class )->handle() );
		$this->assertSame( 0, $this->rule_count() );
		$this->assertNotNull( Offers::term( $user, $term ) );
	}

	private function expectWPDie( callable $callback ): void {
		try {
			$callback();
		} catch ( \Sightline\Tests\WPDieException $e ) {
			$this->assertNotSame( '', $e->getMessage() );
			return;
		}
		$this->fail( 'wp_die() was expected' );
	}

	public function test_new_category_and_tag_bases_redirect_every_address_below_the_old_ones(): void {
		$this->automatic( true );
		$this->admin();
		$this->permalinks( '/%postname%/', '/topics', '/labels' );

		$this->assertSame( home_url( '/topics/news/' ), $this->answer( '/category/news/' )['location'] );
		$this->assertSame( home_url( '/topics/news/local/page/2/?s=x' ), $this->answer( '/category/news/local/page/2/?s=x' )['location'] );
		$this->assertSame( home_url( '/labels/blue/feed/' ), $this->answer( '/tag/blue/feed/' )['location'] );
		$this->assertNull( $this->answer( '/categoryish/' ) );
		$this->assertNull( $this->answer( '/topics/news/' ), 'the new addresses are live' );
		$this->assertSame( 2, Offers::permalinks()['created'] );

		$html = $this->notices( 'options-permalink' );
		$this->assertStringContainsString( '2 redirects from the old addresses were created automatically.', $html );
		$this->assertNull( Offers::permalinks() );

		// A category renamed after the base moved: its address under the first base goes there in one hop.
		$term = self::factory()->category->create( array( 'slug' => 'sport' ) );
		wp_update_term( $term, 'category', array( 'slug' => 'games' ) );
		$this->assertSame( home_url( '/topics/games/' ), $this->answer( '/topics/sport/' )['location'] );
		$this->assertSame( home_url( '/topics/games/' ), $this->answer( '/category/sport/' )['location'] );
		$this->assertSame( home_url( '/topics/news/' ), $this->answer( '/category/news/' )['location'] );

		// Back to the defaults: the rules follow (the old base answers again, the new one redirects back).
		$this->permalinks( '/%postname%/', '', '' );
		$this->assertNull( $this->answer( '/category/news/' ) );
		$this->assertSame( home_url( '/category/news/' ), $this->answer( '/topics/news/' )['location'] );
		$this->assertSame( home_url( '/category/games/' ), $this->answer( '/category/sport/' )['location'], 'rules below the old base follow it' );
		$this->assertSame( home_url( '/category/games/' ), $this->answer( '/topics/sport/' )['location'] );

		// A base moved twice: the first base's rule follows to the newest one.
		$this->permalinks( '/%postname%/', '/themes', '' );
		$this->permalinks( '/%postname%/', '/subjects', '' );
		$this->assertSame( home_url( '/subjects/news/' ), $this->answer( '/category/news/' )['location'] );
		$this->assertSame( home_url( '/subjects/news/' ), $this->answer( '/themes/news/' )['location'] );
	}

	public function test_a_structure_change_gets_one_rule_per_published_post_and_moves_the_default_bases_with_the_front(): void {
		$this->automatic( true );
		$post  = self::factory()->post->create( array( 'post_name' => 'hello-structure', 'post_date' => '2026-01-02 10:00:00' ) );
		$draft = self::factory()->post->create( array( 'post_name' => 'draft-structure', 'post_status' => 'draft' ) );
		$this->permalinks( '/blog/%year%/%monthnum%/%postname%/', '', '' );

		$this->assertSame( home_url( '/blog/2026/01/hello-structure/' ), get_permalink( $post ) );
		$this->assertSame( get_permalink( $post ), $this->answer( '/hello-structure/' )['location'] );
		$this->assertNull( $this->answer( '/draft-structure/' ) );
		$this->assertNotEmpty( $draft );
		// The default bases take the structure's front: /category/x/ is now /blog/category/x/.
		$this->assertSame( home_url( '/blog/category/news/' ), $this->answer( '/category/news/' )['location'] );
		$this->assertNull( $this->answer( '/2026/01/' ), 'no pattern shadows other addresses' );
	}

	public function test_with_automatic_redirects_off_the_permalinks_screen_offers_them(): void {
		$this->permalinks( '/%postname%/', '/topics', '' );
		$this->assertSame( 0, $this->rule_count() );
		$this->assertSame( '', $this->notices( 'options-permalink' ), 'only to users who may manage options' );

		$this->admin();
		$html = $this->notices( 'options-permalink' );
		$this->assertStringContainsString( '<code>^/category/(.+)$</code> → <code>/topics/$1</code>', $html );
		$this->assertStringContainsString( 'Create 1 redirect', $html );

		$this->click( 'permalinks', 'dismiss' );
		$this->assertNull( Offers::permalinks() );
		$this->assertSame( 0, $this->rule_count() );

		$this->permalinks( '/%postname%/', '/themes', '' );
		$this->assertStringContainsString( Offer_Notices::RESULT_ARG . '=1', $this->click( 'permalinks' ) );
		$this->assertSame( home_url( '/themes/news/' ), $this->answer( '/topics/news/' )['location'] );
	}
}
