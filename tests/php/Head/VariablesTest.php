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

	public function test_unknown_tokens_are_listed_and_removed(): void {
		$this->assertSame( array( 'sitename', 'foo_bar' ), Variables::unknown_tokens( '%title% %sitename% 50% off %foo_bar% %sitename%' ) );
		$this->assertSame( array(), Variables::unknown_tokens( '%title% %separator% %site_name% — 100% sure' ) );
		$post = get_post( self::factory()->post->create( array( 'post_title' => 'Known' ) ) );
		$text = ( new Variables( Plugin::get( Settings::class ) ) )->replace( '%title% %sitename% %separator% %site_name%', Context::for_post( $post ) );
		$this->assertSame( 'Known - Test Blog', $text );
	}
}
