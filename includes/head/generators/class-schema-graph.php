<?php
/**
 * The JSON-LD `@graph`: WebSite (+ SearchAction), WebPage, Organization or Person (from the setup
 * wizard's website details; personal sites and blogs are a Person), Article/BlogPosting for posts and
 * the BreadcrumbList, linked by `@id`. Returns data only; Tag_Renderer encodes it.
 *
 * @package Sightline
 */

namespace Sightline\Head\Generators;

use Sightline\Head\Breadcrumbs;
use Sightline\Head\Context;
use Sightline\Head\Images;
use Sightline\Head\Resolver;
use Sightline\Head\Text;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Schema_Graph {

	/** Website types the wizard describes as a person rather than an organization. */
	private const PERSON_TYPES = array( 'personal', 'blog' );

	public function __construct(
		private Resolver $resolver,
		private Breadcrumbs $breadcrumbs,
		private Images $images,
		private Settings $settings,
	) {}

	/**
	 * The whole document, or an empty array when structured data is switched off.
	 *
	 * @return array<string, mixed>
	 */
	public function generate( Context $context ): array {
		if ( ! $this->settings->get( 'enable_schemas' ) || Context::OTHER === $context->type ) {
			return array();
		}
		$on   = (array) $this->settings->get( 'schema_output' );
		$home = home_url( '/' );
		$url  = $this->resolver->canonical( $context );
		// One page, one language: asked once (each ask runs the locale filters), given to every node.
		$language = (string) get_bloginfo( 'language' );
		$graph    = array();
		if ( ! empty( $on['organization'] ) ) {
			$graph[] = $this->publisher( $home );
		}
		if ( ! empty( $on['website'] ) ) {
			$graph[] = $this->website( $home, ! empty( $on['search_action'] ), ! empty( $on['organization'] ), $language );
		}
		$has_crumbs = ! empty( $on['breadcrumbs'] ) && '' !== $url && Context::NOT_FOUND !== $context->type;
		if ( ! empty( $on['webpage'] ) && '' !== $url ) {
			$graph[] = $this->webpage( $context, $url, $home, $has_crumbs, ! empty( $on['website'] ), $language );
		}
		if ( ! empty( $on['article'] ) && Context::SINGULAR === $context->type && 'post' === $context->post->post_type ) {
			$graph[] = $this->article( $context, $url, $home, ! empty( $on['organization'] ), $language );
		}
		if ( $has_crumbs ) {
			$graph[] = $this->breadcrumb_list( $context, $url );
		}
		if ( ! $graph ) {
			return array();
		}
		/**
		 * Filters the JSON-LD graph nodes before they are printed.
		 *
		 * @param list<array<string, mixed>> $graph
		 * @param Context                    $context
		 */
		$graph = (array) apply_filters( 'sightline_schema_graph', $graph, $context );
		return array(
			'@context' => 'https://schema.org',
			'@graph'   => array_values( $graph ),
		);
	}

	/**
	 * The type of the Article node posts get on a site of this website type (the setting `website.type`):
	 * a blog post on personal sites, blogs and communities.
	 */
	public static function article_type( string $website_type ): string {
		return in_array( $website_type, self::PERSON_TYPES, true ) || 'community' === $website_type ? 'BlogPosting' : 'Article';
	}

	public function is_person(): bool {
		return in_array( (string) $this->settings->get( 'website.type' ), self::PERSON_TYPES, true );
	}

	public static function publisher_id( string $home, bool $person ): string {
		return $home . ( $person ? '#person' : '#organization' );
	}

	/**
	 * @return array<string, mixed>
	 */
	private function publisher( string $home ): array {
		$website = (array) $this->settings->get( 'website' );
		$person  = $this->is_person();
		$name    = Text::line( (string) ( $person ? ( $website['owner_name'] ?? '' ) : ( $website['name'] ?? '' ) ) );
		$node    = array(
			'@type' => $person ? 'Person' : ( preg_match( '/^[A-Za-z]{1,64}$/', (string) ( $website['organization_type'] ?? '' ) ) ? $website['organization_type'] : 'Organization' ),
			'@id'   => self::publisher_id( $home, $person ),
			'name'  => '' !== $name ? $name : Text::line( (string) get_bloginfo( 'name' ) ),
			'url'   => $home,
		);
		$logo    = $this->images->settings_attachment( (int) ( $website['logo_id'] ?? 0 ) ) ?? $this->images->from_url( (string) ( $website['logo'] ?? '' ) );
		if ( $logo ) {
			$image                              = array_filter(
				array(
					'@type'  => 'ImageObject',
					'@id'    => $home . '#logo',
					'url'    => $logo['url'],
					'width'  => $logo['width'] ? $logo['width'] : null,
					'height' => $logo['height'] ? $logo['height'] : null,
				)
			);
			$node[ $person ? 'image' : 'logo' ] = $image;
		}
		$phone = Text::line( (string) ( $website['owner_phone'] ?? '' ) );
		if ( '' !== $phone ) {
			$node['telephone'] = $phone;
		}
		$same_as = array();
		foreach ( (array) $this->settings->get( 'social_profiles' ) as $profile ) {
			$profile = Text::web_url( (string) $profile );
			if ( '' !== $profile ) {
				$same_as[] = $profile;
			}
		}
		if ( $same_as ) {
			$node['sameAs'] = array_values( array_unique( $same_as ) );
		}
		return $node;
	}

	/**
	 * @return array<string, mixed>
	 */
	private function website( string $home, bool $search, bool $publisher, string $language ): array {
		// The name Google shows as the site's in results: the one chosen for search engines, else the Site Title.
		$name      = Text::line( (string) $this->settings->get( 'site_name' ) );
		$node      = array(
			'@type'      => 'WebSite',
			'@id'        => $home . '#website',
			'url'        => $home,
			'name'       => '' !== $name ? $name : Text::line( (string) get_bloginfo( 'name' ) ),
			'inLanguage' => $language,
		);
		$alternate = Text::line( (string) $this->settings->get( 'site_alternate_name' ) );
		if ( '' !== $alternate ) {
			$node['alternateName'] = $alternate;
		}
		$tagline = Text::line( (string) get_bloginfo( 'description' ) );
		if ( '' !== $tagline ) {
			$node['description'] = $tagline;
		}
		if ( $publisher ) {
			$node['publisher'] = array( '@id' => self::publisher_id( $home, $this->is_person() ) );
		}
		if ( $search ) {
			$node['potentialAction'] = array(
				'@type'       => 'SearchAction',
				'target'      => array(
					'@type'       => 'EntryPoint',
					'urlTemplate' => str_replace( '%7Bsearch_term_string%7D', '{search_term_string}', get_search_link( '{search_term_string}' ) ),
				),
				'query-input' => 'required name=search_term_string',
			);
		}
		return $node;
	}

	/**
	 * @return array<string, mixed>
	 */
	private function webpage( Context $context, string $url, string $home, bool $crumbs, bool $website, string $language ): array {
		$type = match ( $context->type ) {
			Context::SEARCH => 'SearchResultsPage',
			Context::AUTHOR => 'ProfilePage',
			Context::TERM, Context::DATE, Context::POST_TYPE_ARCHIVE, Context::POSTS_PAGE, Context::HOME => 'CollectionPage',
			default => 'WebPage',
		};
		$social      = $this->resolver->social( $context );
		$title       = $this->resolver->title( $context );
		$node        = array(
			'@type'      => $type,
			'@id'        => $url . '#webpage',
			'url'        => $url,
			'name'       => $title ? $title : $social['og_title'],
			'inLanguage' => $language,
		);
		$description = $this->resolver->description( $context );
		if ( '' !== $description ) {
			$node['description'] = $description;
		}
		if ( $website ) {
			$node['isPartOf'] = array( '@id' => $home . '#website' );
		}
		if ( $context->post && in_array( $context->type, array( Context::SINGULAR, Context::FRONT_PAGE ), true ) ) {
			$dates                 = $this->resolver->post_dates( $context );
			$node['datePublished'] = $dates['published'];
			$node['dateModified']  = $dates['modified'];
		}
		if ( $social['og_image'] ) {
			$node['primaryImageOfPage'] = array(
				'@type' => 'ImageObject',
				'url'   => $social['og_image']['url'],
			);
		}
		if ( $crumbs ) {
			$node['breadcrumb'] = array( '@id' => $url . '#breadcrumb' );
		}
		return $node;
	}

	/**
	 * @return array<string, mixed>
	 */
	private function article( Context $context, string $url, string $home, bool $publisher, string $language ): array {
		$post   = $context->post;
		$author = $context->author();
		$social = $this->resolver->social( $context );
		$dates  = $this->resolver->post_dates( $context );
		$node   = array(
			'@type'            => self::article_type( (string) $this->settings->get( 'website.type' ) ),
			'@id'              => $url . '#article',
			'headline'         => Text::line( $post->post_title ),
			'url'              => $url,
			'datePublished'    => $dates['published'],
			'dateModified'     => $dates['modified'],
			'mainEntityOfPage' => array( '@id' => $url . '#webpage' ),
			'isPartOf'         => array( '@id' => $url . '#webpage' ),
			'inLanguage'       => $language,
		);
		if ( $author ) {
			// With author archives switched off their address redirects home: the author's own website then.
			$author_url     = false === $this->settings->get( 'author_archive' ) ? Text::web_url( (string) $author->user_url ) : get_author_posts_url( $author->ID, $author->user_nicename );
			$node['author'] = array_filter(
				array(
					'@type' => 'Person',
					'name'  => Text::line( $author->display_name ),
					'url'   => $author_url,
				)
			);
		}
		if ( $publisher ) {
			$node['publisher'] = array( '@id' => self::publisher_id( $home, $this->is_person() ) );
		}
		if ( $social['og_image'] ) {
			$node['image'] = array(
				'@type' => 'ImageObject',
				'url'   => $social['og_image']['url'],
			);
		}
		$sections = array_map( static fn( $term ) => Text::line( $term->name ), $context->categories() );
		if ( $sections ) {
			$node['articleSection'] = $sections;
		}
		$tags = get_the_tags( $post->ID );
		if ( is_array( $tags ) && $tags ) {
			$node['keywords'] = array_map( static fn( $term ) => Text::line( $term->name ), $tags );
		}
		return $node;
	}

	/**
	 * @return array<string, mixed>
	 */
	private function breadcrumb_list( Context $context, string $url ): array {
		$items = array();
		foreach ( $this->breadcrumbs->trail( $context ) as $index => $crumb ) {
			$item = array(
				'@type'    => 'ListItem',
				'position' => $index + 1,
				'name'     => $crumb['name'],
			);
			if ( '' !== $crumb['url'] ) {
				$item['item'] = $crumb['url'];
			}
			$items[] = $item;
		}
		return array(
			'@type'           => 'BreadcrumbList',
			'@id'             => $url . '#breadcrumb',
			'itemListElement' => $items,
		);
	}
}
