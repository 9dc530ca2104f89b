<?php
/**
 * Author and date archives can be switched off (`author_archive` / `date_archive`, both on by default):
 * then they answer 301 to the home page and the users sitemap is left out of core's sitemaps.
 *
 * @package Sightline
 */

namespace Sightline\Head;

use Sightline\Hookable_Interface;
use Sightline\Settings\Indexing;

defined( 'ABSPATH' ) || exit;

final class Archive_Redirects implements Hookable_Interface {

	public function __construct( private Indexing $indexing ) {}

	public function add_hooks(): void {
		// Before redirect_canonical (10), so a disabled archive never gets a canonical hop first.
		add_action( 'template_redirect', array( $this, 'maybe_redirect' ), 5 );
		add_filter( 'wp_sitemaps_add_provider', array( $this, 'sitemap_provider' ), 10, 2 );
	}

	/**
	 * The archive switched off that the current request shows, or null.
	 *
	 * @return 'author'|'date'|null
	 */
	public function disabled_archive(): ?string {
		if ( is_author() && ! $this->indexing->is_archive_enabled( 'author' ) ) {
			return 'author';
		}
		if ( is_date() && ! $this->indexing->is_archive_enabled( 'date' ) ) {
			return 'date';
		}
		return null;
	}

	public function maybe_redirect(): void {
		if ( null === $this->disabled_archive() ) {
			return;
		}
		if ( wp_safe_redirect( home_url( '/' ), 301, 'Sightline SEO' ) ) {
			exit;
		}
	}

	/**
	 * @param \WP_Sitemaps_Provider|false $provider
	 * @param string                      $name
	 * @return \WP_Sitemaps_Provider|false
	 */
	public function sitemap_provider( $provider, $name ) {
		return 'users' === $name && ! $this->indexing->is_archive_enabled( 'author' ) ? false : $provider;
	}
}
