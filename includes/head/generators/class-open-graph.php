<?php
/**
 * Open Graph tags: type, title, description, URL, site name, locale, image with its size, and for
 * articles their dates, publisher and author.
 *
 * @package Sightline
 */

namespace Sightline\Head\Generators;

use Sightline\Head\Alternates;
use Sightline\Head\Canonical;
use Sightline\Head\Context;
use Sightline\Head\Resolver;
use Sightline\Head\Text;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Open_Graph implements Generator_Interface {

	public function __construct( private Resolver $resolver, private Settings $settings, private Alternates $alternates ) {}

	public function generate( Context $context ): array {
		// Switched off (setting enable_open_graph) where a theme or another plugin prints these tags.
		if ( false === $this->settings->get( 'enable_open_graph' ) || ! self::shared( $context, $this->settings ) ) {
			return array();
		}
		$social   = $this->resolver->social( $context );
		$type     = $this->type( $context );
		$language = $this->alternates->language( $context );
		$locale   = $this->property( 'og:locale', null !== $language ? $language->og_locale() : self::locale() );
		if ( Context::NOT_FOUND === $context->type && 'title' === $this->settings->get( 'social_on_404' ) ) {
			// Yoast SEO 28.3 prints these three alone on an error page (Front_End_Integration's
			// open_graph_error_presenters).
			return array_values( array_filter( array( $locale, $this->property( 'og:title', $social['og_title'] ), $this->property( 'og:site_name', Text::line( (string) get_bloginfo( 'name' ) ) ) ) ) );
		}
		$tags = array(
			$locale,
			$this->property( 'og:type', $type ),
			$this->property( 'og:title', $social['og_title'] ),
			$this->property( 'og:description', $social['og_description'] ),
			$this->property( 'og:url', $this->url( $context ) ),
			$this->property( 'og:site_name', Text::line( (string) get_bloginfo( 'name' ) ) ),
		);
		// The other languages this page is published in (the same set as its hreflang links).
		foreach ( array_slice( $this->alternates->versions( $context ), 1 ) as $version ) {
			$tags[] = $this->property( 'og:locale:alternate', $version['language']->og_locale() );
		}
		$image = $social['og_image'];
		if ( $image ) {
			// All in One SEO prints og:image with the request's scheme (4.9.9, Social\Output: set_url_scheme()).
			$tags[] = $this->property( 'og:image', true === $this->settings->get( 'og_image_request_scheme' ) ? set_url_scheme( $image['url'] ) : $image['url'] );
			$tags[] = $this->property( 'og:image:width', $image['width'] ? (string) $image['width'] : '' );
			$tags[] = $this->property( 'og:image:height', $image['height'] ? (string) $image['height'] : '' );
			$tags[] = $this->property( 'og:image:alt', $image['alt'] );
		}
		if ( 'article' === $type && $context->post ) {
			$dates  = $this->resolver->post_dates( $context );
			$tags[] = $this->property( 'article:published_time', $dates['published'] );
			$tags[] = $this->property( 'article:modified_time', $dates['modified'] );
			// Free-text settings: only a web address is printed (a word would become "http://word").
			$tags[] = $this->property( 'article:publisher', Text::web_url( (string) $this->settings->get( 'facebook_page_url' ) ) );
			$author = Text::web_url( (string) $context->author_meta( 'facebook' ) );
			$tags[] = $this->property( 'article:author', '' !== $author ? $author : Text::web_url( (string) $this->settings->get( 'facebook_author_fallback' ) ) );
		}
		return array_values( array_filter( $tags ) );
	}

	/**
	 * The og:url by the setting og_url: the canonical (default); the page's own address, whatever
	 * canonical was written (kept from SEOPress); or the canonical with an archive's later pages sharing
	 * its first page (kept from Yoast SEO). Under Yoast's rule an author archive that
	 * noindex_empty_archives leaves out of search for listing no post shares no address at all: Yoast SEO
	 * builds no record (indexable) for an author without posts when it noindexes them, so it has no
	 * permalink to print as og:url (nor the avatar, see Images).
	 */
	/**
	 * Whether the page prints social tags (Open Graph and X): never on an unknown page; on a 404 only
	 * when the setting social_on_404 says so (Yoast SEO prints og:title there, Rank Math and Slim SEO
	 * every tag); on term, author and date archives and search results only when the site shares them
	 * (setting social_archives).
	 */
	public static function shared( Context $context, Settings $settings ): bool {
		if ( Context::NOT_FOUND === $context->type ) {
			return 'none' !== ( $settings->get( 'social_on_404' ) ?? 'none' );
		}
		if ( Context::OTHER === $context->type ) {
			return false;
		}
		$archives = array( Context::TERM, Context::AUTHOR, Context::DATE, Context::SEARCH );
		return ! in_array( $context->type, $archives, true ) || in_array( $context->type, (array) $settings->get( 'social_archives' ), true );
	}

	private function url( Context $context ): string {
		if ( ! $this->resolver->prints_canonical( $context ) ) {
			return '';
		}
		$rule = (string) $this->settings->get( 'og_url' );
		if ( 'address' === $rule ) {
			return ( new Canonical() )->url( $context );
		}
		if ( 'first_page' === $rule && Context::AUTHOR === $context->type && $this->resolver->is_empty_archive_noindexed( $context ) ) {
			return '';
		}
		$archive = ! in_array( $context->type, array( Context::SINGULAR, Context::FRONT_PAGE ), true );
		if ( 'first_page' === $rule && $archive && $context->paged > 1 ) {
			$first = new Context( $context->type, $context->post, $context->term, $context->user, $context->post_type, 1, $context->max_pages, $context->search, $context->date, $context->empty );
			return $this->resolver->canonical( $first );
		}
		return $this->resolver->canonical( $context );
	}

	/**
	 * The og:type: website for the home page, profile for authors, article for single content (pages
	 * website when page_og_type says so, kept from The SEO Framework); the archive kinds listed in
	 * archive_og_type (Context types) are article too (kept from Yoast SEO or Rank Math); authors are
	 * website when author_og_type says so (kept from Slim SEO); a 404 that social_on_404 shares has the
	 * type it names (Slim SEO website, Rank Math article).
	 */
	public function type( Context $context ): string {
		// SEOPress prints "object" on every archive and search results page (setting archive_og_object).
		if ( in_array( $context->type, (array) $this->settings->get( 'archive_og_object' ), true ) ) {
			return 'object';
		}
		return match ( $context->type ) {
			Context::SINGULAR => 'page' === $context->post_type && 'website' === $this->settings->get( 'page_og_type' ) ? 'website' : 'article',
			Context::AUTHOR => 'website' === $this->settings->get( 'author_og_type' ) ? 'website' : 'profile',
			Context::NOT_FOUND => 'article' === $this->settings->get( 'social_on_404' ) ? 'article' : 'website',
			Context::TERM, Context::DATE, Context::SEARCH, Context::POST_TYPE_ARCHIVE => in_array( $context->type, (array) $this->settings->get( 'archive_og_type' ), true ) ? 'article' : 'website',
			default => 'website',
		};
	}

	/**
	 * The site locale as Facebook expects it (xx_XX).
	 */
	public static function locale(): string {
		$locale = str_replace( '-', '_', (string) get_locale() );
		if ( preg_match( '/^[a-z]{2,3}$/', $locale ) ) {
			$locale .= '_' . strtoupper( $locale );
		}
		return $locale;
	}

	/**
	 * @return array{0: 'meta', 1: array<string, string>}|null
	 */
	private function property( string $property, string $content ): ?array {
		$content = trim( $content );
		return '' === $content ? null : array(
			'meta',
			array(
				'property' => $property,
				'content'  => $content,
			),
		);
	}
}
