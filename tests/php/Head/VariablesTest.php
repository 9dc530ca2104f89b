<?php
/**
 * The variable catalogue (variables.json) is fully resolved by PHP, unknown tokens are reported and
 * never printed.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Head;

use Sightline\Head\Context;
use Sightline\Head\Variables;
use Sightline\Plugin;
use Sightline\Settings\Settings;

require_once __DIR__ . '/class-head-testcase.php';

final class VariablesTest extends Head_TestCase {

	public function test_catalogue_has_the_required_tokens_with_label_and_description(): void {
		$required = array( 'title', 'excerpt', 'content', 'site_name', 'tagline', 'separator', 'page', 'term_title', 'term_description', 'author_name', 'published', 'modified', 'search_query', 'currentyear', 'currentmonth', 'currentday', 'currentdate', 'post_type_singular', 'post_type_plural' );
		$catalogue = Variables::catalogue();
		foreach ( $required as $token ) {
			$this->assertArrayHasKey( $token, $catalogue );
			$this->assertNotSame( '', $catalogue[ $token ]['label'] );
			$this->assertNotSame( '', $catalogue[ $token ]['description'] );
		}
	}

	public function test_every_catalogue_token_resolves_for_a_post(): void {
		update_option( 'blogdescription', 'Tagline here' );
		$cat  = self::factory()->category->create( array( 'name' => 'Cat A' ) );
		$user = self::factory()->user->create( array( 'display_name' => 'Writer' ) );
		$post = get_post( self::factory()->post->create( array( 'post_title' => 'Title X', 'post_excerpt' => 'Excerpt X', 'post_content' => 'Content X', 'post_author' => $user, 'post_category' => array( $cat ), 'tags_input' => array( 'one', 'two' ), 'post_date' => '2024-01-02 03:04:05' ) ) );
		update_post_meta( $post->ID, '_sightline_focus_keyword', 'kw' );
		$values = ( new Variables( Plugin::get( Settings::class ) ) )->values( Context::for_post( $post ) );
		$this->assertSame( array(), array_diff( array_keys( Variables::catalogue() ), array_keys( $values ) ), 'a value for every token' );
		$this->assertSame( 'Title X', $values['title'] );
		$this->assertSame( 'Excerpt X', $values['excerpt'] );
		$this->assertSame( 'Content X', $values['content'] );
		$this->assertSame( 'Tagline here', $values['tagline'] );
		$this->assertSame( 'Writer', $values['author_name'] );
		$this->assertSame( 'January 2, 2024', $values['published'] );
		$this->assertSame( 'Cat A', $values['category'] );
		$this->assertSame( 'one, two', $values['tag'] );
		$this->assertSame( 'kw', $values['focus_keyword'] );
		$this->assertSame( 'Post', $values['post_type_singular'] );
		$this->assertSame( 'Posts', $values['post_type_plural'] );
		$this->assertSame( (string) $post->ID, $values['id'] );
		$this->assertSame( date_i18n( 'Y' ), $values['currentyear'] );
		$this->assertSame( '', $values['page'] );
	}

	public function test_the_variables_other_seo_plugins_use_resolve_like_theirs(): void {
		$news  = self::factory()->category->create( array( 'name' => 'News' ) );
		$tips  = self::factory()->category->create( array( 'name' => 'Tips', 'parent' => $news ) );
		$user  = self::factory()->user->create( array( 'display_name' => 'Ada L.', 'first_name' => 'Ada', 'last_name' => 'Lovelace' ) );
		$post  = get_post( self::factory()->post->create( array( 'post_title' => 'Engines', 'post_excerpt' => '', 'post_content' => 'Body text.', 'post_author' => $user, 'post_category' => array( $news, $tips ), 'post_date' => '2024-03-09 10:00:00' ) ) );
		$vars  = new Variables( Plugin::get( Settings::class ) );
		$values = $vars->values( Context::for_post( $post ) );

		$this->assertSame( 'News, Tips', $values['categories'] );
		$this->assertSame( '', $values['excerpt_only'], 'no text taken from the content' );
		$this->assertSame( 'Body text.', $values['excerpt'] );
		$this->assertSame( 'Ada', $values['author_first_name'] );
		$this->assertSame( 'Lovelace', $values['author_last_name'] );
		$this->assertSame( get_permalink( $post ), $values['permalink'] );
		$this->assertSame( array( '9', 'March', '2024' ), array( $values['post_day'], $values['post_month'], $values['post_year'] ) );
		$this->assertSame( array( '1', '1' ), array( $values['pagenumber'], $values['pagetotal'] ) );
		$this->assertSame( '', $values['pagenumber_paged'], 'no page number on the first page' );
		$this->assertSame( 'News', $values['first_category'] );
		update_post_meta( $post->ID, '_sightline_primary_category', $tips );
		$vars->flush();
		$this->assertSame( 'Tips', $vars->value( 'category', Context::for_post( $post ) ) );
		$this->assertSame( 'News', $vars->value( 'first_category', Context::for_post( $post ) ), 'the first category by name, whatever the primary' );
		$this->assertSame( '', $values['parent_title'] );
		$this->assertSame( '', $values['archive_title'], 'a post is no archive' );

		$parent = self::factory()->post->create( array( 'post_type' => 'page', 'post_title' => 'Guides' ) );
		$child  = get_post( self::factory()->post->create( array( 'post_type' => 'page', 'post_title' => 'Install', 'post_parent' => $parent, 'post_excerpt' => 'Written excerpt.' ) ) );
		$this->assertSame( 'Guides', $vars->value( 'parent_title', Context::for_post( $child ) ) );
		$this->assertSame( 'Written excerpt.', $vars->value( 'excerpt_only', Context::for_post( $child ) ) );

		// A parent that is not public never lends its title to a public child.
		foreach ( array( array( 'post_status' => 'draft' ), array( 'post_status' => 'private' ), array( 'post_password' => 'secret' ) ) as $hidden ) {
			$secret = self::factory()->post->create( array( 'post_type' => 'page', 'post_title' => 'Unannounced launch' ) + $hidden );
			$public = get_post( self::factory()->post->create( array( 'post_type' => 'page', 'post_title' => 'Public', 'post_parent' => $secret ) ) );
			$vars->flush();
			$this->assertSame( '', $vars->value( 'parent_title', Context::for_post( $public ) ), wp_json_encode( $hidden ) );
		}

		$term = Context::for_term( get_term( $tips ) );
		$this->assertSame( 'News', $vars->value( 'parent_title', $term ) );
		// Yoast SEO's %%term_hierarchy%%: the parents from the top, then the term, by the separator.
		$howto = self::factory()->term->create( array( 'taxonomy' => 'category', 'name' => 'How & to', 'parent' => $tips ) );
		$this->assertSame( 'News ' . $vars->separator() . ' Tips', $vars->value( 'term_hierarchy', $term ) );
		$this->assertSame( 'News ' . $vars->separator() . ' Tips ' . $vars->separator() . ' How & to', $vars->value( 'term_hierarchy', Context::for_term( get_term( $howto ) ) ) );
		$this->assertSame( '', $vars->value( 'term_hierarchy', Context::for_term( get_term( self::factory()->term->create( array( 'taxonomy' => 'post_tag', 'name' => 'flat' ) ) ) ) ), 'tags have no hierarchy' );
		$this->assertSame( '', $vars->value( 'term_hierarchy', Context::for_post( $post ) ), 'nor do posts' );
		$this->assertSame( 'Tips', $vars->value( 'archive_title', $term ) );
		$this->assertSame( 'Tips', $vars->value( 'categories', $term ) );
		$this->assertSame( get_term_link( $tips ), $vars->value( 'permalink', $term ) );

		$author = new Context( Context::AUTHOR, null, null, get_userdata( $user ), '', 2, 3 );
		$this->assertSame( 'Ada L.', $vars->value( 'archive_title', $author ) );
		$this->assertSame( 'Lovelace', $vars->value( 'author_last_name', $author ) );
		$this->assertSame( array( '2', '3' ), array( $vars->value( 'pagenumber', $author ), $vars->value( 'pagetotal', $author ) ) );
		$this->assertSame( '2', $vars->value( 'pagenumber_paged', $author ) );
		$this->assertSame( 'Ada L. Page 2 of 3', $vars->replace( '%archive_title% Page %pagenumber% of %pagetotal%', $author ) );
	}

	public function test_unknown_tokens_are_listed_and_removed(): void {
		$this->assertSame( array( 'sitename', 'foo_bar' ), Variables::unknown_tokens( '%title% %sitename% 50% off %foo_bar% %sitename%' ) );
		$this->assertSame( array(), Variables::unknown_tokens( '%title% %separator% %site_name% — 100% sure' ) );
		$post = get_post( self::factory()->post->create( array( 'post_title' => 'Known' ) ) );
		$text = ( new Variables( Plugin::get( Settings::class ) ) )->replace( '%title% %sitename% %separator% %site_name%', Context::for_post( $post ) );
		$this->assertSame( 'Known - Test Blog', $text );
	}
}
