<?php
/**
 * Pages the site has switched off answer 301 elsewhere, before WordPress's canonical redirect:
 * author and date archives (`author_archive` / `date_archive`, both on by default) go to the home page,
 * and the users sitemap is left out of core's sitemaps; attachment pages (`attachment_redirect`, off by
 * default) go to their parent post or to their file while WordPress shows them at all.
 *
 * @package Sightline
 */

namespace Sightline\Head;

use Sightline\Hookable_Interface;
use Sightline\Settings\Indexing;
use Sightline\Settings\Settings;
use WP_Post;

defined( 'ABSPATH' ) || exit;

final class Archive_Redirects implements Hookable_Interface {

	public function __construct( private Indexing $indexing, private Settings $settings ) {}

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

	/**
	 * Where the attachment page the current request shows goes (`attachment_redirect`), or null: not an
	 * attachment page, the setting off, no attachment to show (a page that answers 404 stays one), or
	 * no file to send it to. Only while WordPress shows attachment pages (`wp_attachment_pages_enabled`,
	 * on for sites installed before 6.4): without it redirect_canonical already sends them to the file.
	 *
	 * @return array{url: string, file: bool}|null
	 */
	public function attachment_target(): ?array {
		if ( ! is_attachment() ) {
			return null;
		}
		$rule = $this->settings->get( 'attachment_redirect' );
		if ( ( 'parent' !== $rule && 'file' !== $rule ) || ! get_option( 'wp_attachment_pages_enabled' ) ) {
			return null;
		}
		$attachment = get_queried_object();
		if ( ! $attachment instanceof WP_Post || 'attachment' !== $attachment->post_type ) {
			return null;
		}
		if ( 'parent' === $rule && $attachment->post_parent > 0 ) {
			$parent = get_post( $attachment->post_parent );
			// A parent visitors cannot see (a draft, trashed, private, or of a type without pages) would
			// turn the redirect into a dead end: the file is the page's content, so it goes there instead.
			$url = $parent instanceof WP_Post && is_post_publicly_viewable( $parent ) ? get_permalink( $parent ) : false;
			if ( is_string( $url ) && '' !== $url ) {
				return array(
					'url'  => $url,
					'file' => false,
				);
			}
		}
		$file = wp_get_attachment_url( $attachment->ID );
		return is_string( $file ) && '' !== $file ? array(
			'url'  => $file,
			'file' => true,
		) : null;
	}

	public function maybe_redirect(): void {
		if ( null !== $this->disabled_archive() ) {
			if ( wp_safe_redirect( home_url( '/' ), 301, 'Sightline SEO' ) ) {
				exit;
			}
			return;
		}
		$target = $this->attachment_target();
		if ( null === $target ) {
			return;
		}
		// The file's address is WordPress's own for this attachment (wp_get_attachment_url, which an
		// offload plugin points at its CDN's host), never a value taken from the request, so it is no open
		// redirect: wp_safe_redirect() would replace a CDN's host, which is not among the site's allowed
		// hosts, with wp-admin/. The parent's permalink goes through the host check as any other target.
		$sent = $target['file']
			? wp_redirect( $target['url'], 301, 'Sightline SEO' ) // phpcs:ignore WordPress.Security.SafeRedirect.wp_redirect_wp_redirect -- see above.
			: wp_safe_redirect( $target['url'], 301, 'Sightline SEO' );
		if ( $sent ) {
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
