<?php
/**
 * The authors' sitemap follows its authors without reading every user again: a post edited or
 * published by an author who already has one re-renders only their page, a user whose address did not
 * change (a shop's customer saving their details) changes nothing, and only an author who gets their
 * first post or loses their last (or is deleted, or gets another's posts) changes the page boundaries.
 * Before, every post saved and every profile saved made the next index read every user.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Sitemaps;

use Sightline\Plugin;
use Sightline\Settings\Object_Meta;
use Sightline\Sitemaps\Author_Provider;
use Sightline\Sitemaps\Registry;
use Sightline\Sitemaps\State;

require_once __DIR__ . '/Sitemap_TestCase.php';

final class AuthorSitemapFreshnessTest extends Sitemap_TestCase {

	public function test_the_authors_sitemap_reads_the_users_again_only_when_an_author_joins_or_leaves(): void {
		$authors = self::factory()->user->create_many( 4, array( 'role' => 'author' ) );
		$posts   = array();
		foreach ( array_slice( $authors, 0, 2 ) as $author ) {
			$posts[ $author ] = self::factory()->post->create( array( 'post_author' => $author ) );
		}
		$customer = self::factory()->user->create( array( 'role' => 'subscriber' ) );
		$server   = $this->server();
		$provider = Plugin::get( Registry::class )->provider( Author_Provider::GROUP );
		$this->assertInstanceOf( Author_Provider::class, $provider );
		$this->boundaries()->get( Author_Provider::GROUP );

		$read    = 0;
		$capture = static function ( $query ) use ( &$read ) {
			global $wpdb;
			if ( is_string( $query ) && str_contains( $query, "JOIN {$wpdb->users} u ON" ) ) {
				++$read;
			}
			return $query;
		};
		$state = Plugin::get( State::class );
		$check = function ( string $change, bool $kept, array $listed ) use ( $server, $provider, $state, &$read, $capture ): void {
			$state->reset();
			$read = 0;
			add_filter( 'query', $capture );
			$pages = $this->boundaries()->get( Author_Provider::GROUP );
			remove_filter( 'query', $capture );
			$scratch = $provider->pages( Author_Provider::GROUP, 1000 );
			$this->assertSame( array_column( $scratch, 'start' ), array_column( $pages, 'start' ), "{$change}: the same boundaries as computed from scratch" );
			$this->assertSame( array_column( $scratch, 'count' ), array_column( $pages, 'count' ), "{$change}: the same sizes as computed from scratch" );
			$this->assertSame( $kept ? 0 : 1, min( 1, $read ), $kept ? "{$change}: no user read again" : "{$change}: the users read again" );
			$expected = array_map( static fn( int $author ): string => get_author_posts_url( $author ), $listed );
			$this->assertSame( $expected, $this->locs( $server->respond( Author_Provider::GROUP, 1 )['body'] ), "{$change}: the authors listed" );
		};
		$stamp = static function () use ( $state ): int {
			$state->reset();
			return $state->page_stamp( Author_Provider::GROUP, 1 );
		};
		$first = array( 1, $authors[0], $authors[1] ); // The admin wrote Hello world!.

		$before = $stamp();
		wp_update_post( array( 'ID' => $posts[ $authors[0] ], 'post_title' => 'Edited' ) );
		$this->assertGreaterThan( $before, $stamp(), 'an edit re-renders its author\'s page (lastmod)' );
		$check( 'a post edited', true, $first );

		self::factory()->post->create( array( 'post_author' => $authors[0] ) );
		$check( 'a second post published by an author', true, $first );

		$before = $stamp();
		wp_update_user( array( 'ID' => $customer, 'display_name' => 'A customer' ) );
		wp_update_user( array( 'ID' => $authors[1], 'display_name' => 'Renamed' ) );
		$this->assertSame( $before, $stamp(), 'profiles saved with the same addresses change nothing' );
		$check( 'profiles saved', true, $first );

		wp_update_user( array( 'ID' => $authors[1], 'user_nicename' => 'new-address' ) );
		$check( 'an author\'s address changed', true, $first );
		$this->assertStringContainsString( '/author/new-address/', $server->respond( Author_Provider::GROUP, 1 )['body'] );

		$only = self::factory()->post->create( array( 'post_author' => $authors[2] ) );
		$check( 'a new author\'s first post', false, array( 1, $authors[0], $authors[1], $authors[2] ) );

		wp_trash_post( $only );
		$check( 'that author\'s only post trashed', false, $first );

		wp_update_post( array( 'ID' => $posts[ $authors[1] ], 'post_author' => $authors[3] ) );
		$check( 'a post given to an author without one', false, array( 1, $authors[0], $authors[3] ) );

		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $authors[3], $authors[2] );
		$check( 'an author deleted, their posts given to another', false, array( 1, $authors[0], $authors[2] ) );

		$quiet = self::factory()->post->create( array( 'post_status' => 'draft', 'post_author' => $customer ) );
		update_post_meta( $quiet, Object_Meta::key( 'robots_noindex' ), 'on' );
		wp_publish_post( $quiet );
		$check( 'a noindexed post published by a user without one', false, array( 1, $authors[0], $authors[2], $customer ) );
	}

	/**
	 * The authors are found among the posts' authors, not among every user: the rows the database reads
	 * for the authors' boundaries do not grow with users who wrote nothing (a shop's customers), on each
	 * change of who the authors are. A post whose author no longer exists is not an author's.
	 */
	/**
	 * A group that settings take out of the sitemaps (the authors while author archives are off) and
	 * put back: what changed meanwhile is listed, though nothing could note its pages while it was out.
	 */
	public function test_authors_who_published_while_the_authors_sitemap_was_off_are_listed_when_it_is_back(): void {
		$first = self::factory()->user->create( array( 'role' => 'author' ) );
		self::factory()->post->create( array( 'post_author' => $first ) );
		$this->assertContains( get_author_posts_url( $first ), $this->locs( $this->fetch( '/sitemap-author-1.xml' )['body'] ) );

		$this->update_settings( array( 'author_archive' => false ) );
		$this->assertSame( 404, $this->fetch( '/sitemap-author-1.xml' )['status'] );
		$second = self::factory()->user->create( array( 'role' => 'author' ) );
		self::factory()->post->create( array( 'post_author' => $second ) );

		$this->update_settings( array( 'author_archive' => true ) );
		$listed = $this->locs( $this->fetch( '/sitemap-author-1.xml' )['body'] );
		$this->assertContains( get_author_posts_url( $first ), $listed );
		$this->assertContains( get_author_posts_url( $second ), $listed, 'the author who published meanwhile' );
	}

	public function test_the_authors_are_found_among_the_posts_authors_not_among_every_user(): void {
		global $wpdb;
		if ( defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE ) {
			$this->markTestSkipped( 'The rows read come from MariaDB\'s handler counters (run with --db mariadb).' );
		}
		$authors = self::factory()->user->create_many( 2, array( 'role' => 'author' ) );
		foreach ( $authors as $author ) {
			self::factory()->post->create_many( 3, array( 'post_author' => $author ) );
		}
		$orphan = self::factory()->post->create( array( 'post_author' => 999999 ) );
		$this->assertSame( '999999', get_post_field( 'post_author', $orphan ) );
		$provider = Plugin::get( Registry::class )->provider( Author_Provider::GROUP );
		$this->assertInstanceOf( Author_Provider::class, $provider );

		$rows_read = static function () use ( $provider ): array {
			global $wpdb;
			$read   = static fn(): int => (int) $wpdb->get_var( "SELECT SUM( VARIABLE_VALUE ) FROM information_schema.SESSION_STATUS WHERE VARIABLE_NAME LIKE 'HANDLER\\_READ\\_%'" );
			$before = $read();
			$pages  = $provider->pages( Author_Provider::GROUP, 1000 );
			return array( $read() - $before, $pages );
		};
		list( $few, $pages ) = $rows_read();
		$this->assertSame( array( 3 ), array_column( $pages, 'count' ) );
		$listed = array_map( static fn( int $author ): string => get_author_posts_url( $author ), array( 1, $authors[0], $authors[1] ) );
		$this->assertSame( $listed, $this->listed(), 'the admin and the two authors; not the post without an existing author' );

		self::factory()->user->create_many( 150, array( 'role' => 'subscriber' ) );
		list( $many ) = $rows_read();
		$this->assertLessThan( $few + 20, $many, "150 users without a post are not read (rows read: {$few} before them, {$many} after)" );
		$this->assertSame( $listed, $this->listed() );
	}

	/** @return list<string> The addresses the authors' sitemap lists, computed from scratch. */
	private function listed(): array {
		Plugin::get( State::class )->bump_all();
		return $this->locs( $this->server()->respond( Author_Provider::GROUP, 1 )['body'] );
	}
}
