<?php
/**
 * Hooks the head output into WordPress: the document title through core's title filters (so there is
 * exactly one <title>), robots merged into core's wp_robots (max-image-preview:large and other
 * plugins' directives survive; "discourage search engines" wins), and one block of tags + JSON-LD.
 *
 * @package Sightline
 */

namespace Sightline\Head;

use Sightline\Hookable_Interface;

defined( 'ABSPATH' ) || exit;

final class Head implements Hookable_Interface {

	private ?Context $context = null;

	public function __construct( private Head_Output $output, private Breadcrumbs $breadcrumbs, private Tag_Renderer $renderer, private Alternates $alternates ) {}

	public function add_hooks(): void {
		add_filter( 'pre_get_document_title', array( $this, 'document_title' ), 15 );
		add_filter( 'wp_robots', array( $this, 'robots' ), 20 );
		add_action( 'wp_head', array( $this, 'print_tags' ), 2 );
		// Ours is the one canonical (it also covers archives, which core leaves without one).
		remove_action( 'wp_head', 'rel_canonical' );
		add_filter( 'user_contactmethods', array( $this, 'contact_methods' ) );
		// By name: the class is loaded only where a permalink holds %category%.
		add_filter( 'post_link_category', array( Primary_Category::class, 'in_permalink' ), 10, 3 );
		// Resolved values live for one main query; writes that make them stale are Head_Freshness's.
		add_action( 'wp', array( $this, 'flush' ), 0 );
	}

	/**
	 * The page being viewed (built once per main query).
	 */
	public function context(): Context {
		if ( null === $this->context ) {
			$this->context = Context::from_query();
		}
		return $this->context;
	}

	public function flush(): void {
		$this->context = null;
		$this->output->resolver()->flush();
		$this->breadcrumbs->flush();
		$this->alternates->flush();
	}

	/**
	 * @param string $title What an earlier filter returned ('' = none).
	 * @return string
	 */
	public function document_title( $title ) {
		if ( is_admin() || is_feed() || '' !== (string) $title ) {
			return $title;
		}
		$ours = $this->output->resolver()->title( $this->context() );
		// WordPress prints this value as is: escape it here, through the one renderer.
		return '' === $ours ? $title : $this->renderer->title_text( $ours );
	}

	/**
	 * Adds our directives to core's; never removes one (so blog_public=0 and other plugins win).
	 *
	 * @param array<string, bool|string> $robots
	 * @return array<string, bool|string>
	 */
	public function robots( $robots ) {
		if ( is_admin() || ! is_array( $robots ) ) {
			return $robots;
		}
		foreach ( $this->output->robots_directives( $this->context() ) as $directive => $on ) {
			$robots[ $directive ] = $on;
		}
		return $robots;
	}

	public function print_tags(): void {
		if ( is_admin() || is_feed() ) {
			return;
		}
		$html = $this->output->html( $this->context() );
		if ( '' !== $html ) {
			// Escaped by Tag_Renderer, the single printer of head markup.
			echo "<!-- Sightline SEO -->\n" . $html . "<!-- /Sightline SEO -->\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- $html comes from the one Tag_Renderer, which escapes every value.
		}
	}

	/**
	 * Profile fields for article:author and twitter:creator.
	 *
	 * @param array<string, string> $methods
	 * @return array<string, string>
	 */
	public function contact_methods( $methods ) {
		$methods             = (array) $methods;
		$methods['facebook'] = __( 'Facebook profile URL', 'sightline-seo' );
		$methods['twitter']  = __( 'X username (without @)', 'sightline-seo' );
		return $methods;
	}
}
