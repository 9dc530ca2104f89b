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
		$server->summary( Author_Provider::GROUP );

		$read    = 0;
		$capture = static function ( $query ) use ( &$read ) {
			global $wpdb;
			if ( is_string( $query ) && str_contains( $query, "FROM {$wpdb->users} u WHERE u.ID" ) ) {
				++$read;
			}
			return $query;
		};
		$state = Plugin::get( State::class );
		$check = function ( string $change, bool $kept, array $listed ) use ( $server, $provider, $state, &$read, $capture ): void {
			$state->reset();
			$read = 0;
			add_filter( 'query', $capture );
			$pages = $server->summary( Author_Provider::GROUP );
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
}
