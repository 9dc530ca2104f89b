<?php
/**
 * Token translation: tokenized per source syntax, longest tag first, literal text and `%` untouched,
 * untranslatable tokens left out and reported.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Migration;

use Sightline\Migration\Tokens;
use Sightline\Tests\TestCase;

final class TokensTest extends TestCase {

	/**
	 * @return array<string, array{0: string, 1: string, 2: array<string, string>, 3: list<string>, 4: string, 5: list<string>}>
	 */
	public static function cases(): array {
		$aioseo = array( 'post_excerpt' => '%excerpt%', 'category' => '%category%', 'site_title' => '%site_name%' );
		return array(
			'yoast vars, literal percent'      => array( '50% off %%title%% %%sep%% %%sitename%% 100%', 'double_percent', array( 'title' => '%title%', 'sep' => '%separator%', 'sitename' => '%site_name%' ), array(), '50% off %title% %separator% %site_name% 100%', array() ),
			'yoast unknown dropped + reported' => array( '%%title%% %%cf_price%% %%sep%%', 'double_percent', array( 'title' => '%title%', 'sep' => '%separator%' ), array(), '%title% %separator%', array( '%%cf_price%%' ) ),
			'aioseo longest tag first'         => array( '#post_excerpt_only #post_excerpt #categories #category', 'hash', $aioseo, array( 'post_excerpt_only', 'categories' ), '%excerpt% %category%', array( '#post_excerpt_only', '#categories' ) ),
			'aioseo unknown hash is text'      => array( '#1 pick #hashtag on #site_title', 'hash', $aioseo, array(), '#1 pick #hashtag on %site_name%', array() ),
			'aioseo custom field pattern'      => array( '#site_title #custom_field-price', 'hash', $aioseo, array(), '%site_name%', array( '#custom_field-price' ) ),
			'rank math args and literal'       => array( 'Save 20% %title% %date(F j)% %customfield(x)% 30%off', 'percent', array( 'title' => '%title%' ), array(), 'Save 20% %title% 30%off', array( '%date(F j)%', '%customfield(x)%' ) ),
			'rank math unknown word is text'   => array( '%title% %notavar%', 'percent', array( 'title' => '%title%' ), array( 'categories' ), '%title% %notavar%', array() ),
			'slim seo twig'                    => array( '{{ post.title }} {{sep}} {{ site.title }} {{ post.thing }}', 'twig', array( 'post.title' => '%title%', 'sep' => '%separator%', 'site.title' => '%site_name%' ), array(), '%title% %separator% %site_name%', array( '{{ post.thing }}' ) ),
		);
	}

	/**
	 * The templates real sites use, one per concept of research/peers.md §2.7 that Sightline SEO has a
	 * variable for, translated by each source's own table with nothing left out.
	 *
	 * @return array<string, array{0: string, 1: string, 2: string}>
	 */
	public static function real_templates(): array {
		return array(
			'Yoast'    => array( 'wordpress-seo', '%%title%% %%page%% %%sep%% %%sitename%% %%sitedesc%% %%excerpt%% %%excerpt_only%% %%post_content%% %%date%% %%modified%% %%name%% %%author_first_name%% %%author_last_name%% %%user_description%% %%category%% %%primary_category%% %%tag%% %%term_title%% %%term_description%% %%searchphrase%% %%pt_single%% %%pt_plural%% %%archive_title%% %%currentyear%% %%currentdate%% %%parent_title%% %%term_hierarchy%% %%focuskw%% %%permalink%% %%id%% %%pagenumber%% %%pagetotal%%', '%title% %separator% %page% %separator% %site_name% %tagline% %excerpt% %excerpt_only% %content% %published% %modified% %author_name% %author_first_name% %author_last_name% %author_description% %categories% %primary_category% %tag% %term_title% %term_description% %search_query% %post_type_singular% %post_type_plural% %archive_title% %currentyear% %currentdate% %parent_title% %term_hierarchy% %focus_keyword% %permalink% %id% %pagenumber% %pagetotal%' ),
			'Rank Math' => array( 'seo-by-rank-math', '%title% %page% %sep% %sitename% %sitedesc% %excerpt% %excerpt_only% %date% %modified% %name% %user_description% %categories% %category% %tags% %term% %term_description% %search_query% %pt_single% %pt_plural% %currentyear% %currentdate% %parent_title% %focuskw% %url% %id% %pagenumber% %pagetotal%', '%title% %separator% %page% %separator% %site_name% %tagline% %excerpt% %excerpt_only% %published% %modified% %author_name% %author_description% %categories% %category% %tag% %term_title% %term_description% %search_query% %post_type_singular% %post_type_plural% %currentyear% %currentdate% %parent_title% %focus_keyword% %permalink% %id% %pagenumber% %pagetotal%' ),
			'AIOSEO'   => array( 'all-in-one-seo-pack', '#post_title #page_number #separator_sa #site_title #tagline #post_excerpt #post_excerpt_only #post_content #post_date #post_modified_date #author_name #author_first_name #author_last_name #author_bio #categories #category #taxonomy_title #taxonomy_description #search_term #archive_title #archive_date #current_year #current_date #parent_title #permalink #post_day #post_month #post_year', '%title% %page% %separator% %site_name% %tagline% %excerpt% %excerpt_only% %content% %published% %modified% %author_name% %author_first_name% %author_last_name% %author_description% %categories% %category% %term_title% %term_description% %search_query% %archive_title% %archive_date% %currentyear% %currentdate% %parent_title% %permalink% %post_day% %post_month% %post_year%' ),
			'SEOPress' => array( 'wp-seopress', '%%post_title%% %%current_pagination%% %%sep%% %%sitetitle%% %%tagline%% %%post_excerpt%% %%post_content%% %%post_date%% %%post_modified_date%% %%post_author%% %%author_first_name%% %%author_last_name%% %%author_bio%% %%post_category%% %%post_tag%% %%term_title%% %%_category_title%% %%term_description%% %%search_keywords%% %%cpt_plural%% %%archive_title%% %%archive_date%% %%currentyear%% %%currentdate%% %%target_keyword%% %%post_url%%', '%title% %pagenumber_paged% %separator% %site_name% %tagline% %excerpt% %content% %published% %modified% %author_name% %author_first_name% %author_last_name% %author_description% %first_category% %tag% %term_title% %term_title% %term_description% "%search_query%" %post_type_plural% %archive_title% %archive_date% %currentyear% %currentdate% %focus_keyword% %permalink%' ),
			'Rank Math dates with a format' => array( 'seo-by-rank-math', '%title% recipe (%date(Y)%) %date(F)% %date(j)% %currentdate(Y)% %sep% %sitename%', '%title% recipe (%post_year%) %post_month% %post_day% %currentyear% %separator% %site_name%' ),
			'Slim SEO' => array( 'slim-seo', '{{ post.title }} {{ page }} {{ sep }} {{ site.title }} {{ site.description }} {{ post.auto_description }} {{ post.excerpt }} {{ post.content }} {{ post.date }} {{ post.modified_date }} {{ author.display_name }} {{ author.description }} {{ post.categories }} {{ post.tags }} {{ term.name }} {{ term.description }} {{ post_type.labels.plural }} {{ current.year }}', /* {{ page }} prints "Page 2" (4.9.9 parity fixture) */ '%title% %paged% %separator% %site_name% %tagline% %excerpt% %excerpt_only% %content% %published% %modified% %author_name% %author_description% %categories% %tag% %term_title% %term_description% %post_type_plural% %currentyear%' ),
		);
	}

	/**
	 * @dataProvider real_templates
	 */
	public function test_each_source_translates_the_variables_real_sites_use( string $slug, string $template, string $expected ): void {
		$source = \Sightline\Plugin::get( \Sightline\Migration\Detector::class )->source( $slug );
		$this->assertNotNull( $source, $slug );
		$call    = static fn( string $method ) => ( new \ReflectionMethod( $source, $method ) )->invoke( $source );
		$syntax  = ( new \ReflectionClassConstant( $source, 'SYNTAX' ) )->getValue();
		$dropped = array();

		$this->assertSame( $expected, Tokens::translate( $template, $syntax, $call( 'token_table' ), $call( 'known_tokens' ), $dropped ) );
		$this->assertSame( array(), $dropped, 'nothing left out' );
		$this->assertSame( array(), \Sightline\Head\Variables::unknown_tokens( $expected ), 'every result is a catalogue variable' );
	}

	/**
	 * @dataProvider cases
	 */
	public function test_translation( string $text, string $syntax, array $table, array $known, string $expected, array $dropped ): void {
		$lost = array();
		$this->assertSame( $expected, Tokens::translate( $text, $syntax, $table, $known, $lost ) );
		$this->assertSame( $dropped, $lost );
	}
}
