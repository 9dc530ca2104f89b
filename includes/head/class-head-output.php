<?php
/**
 * Everything Sightline SEO adds to a page's head, for one Context: as structured data (for headless
 * sites and tests) and as escaped HTML. Robots and the title are handed to core (wp_robots and the
 * document-title filters) on real pages; here they are included so a headless client gets them too.
 *
 * @package Sightline
 */

namespace Sightline\Head;

use Sightline\Head\Generators\Generator_Interface;
use Sightline\Head\Generators\Schema_Graph;

defined( 'ABSPATH' ) || exit;

final class Head_Output {

	/**
	 * @param list<Generator_Interface> $generators
	 */
	public function __construct(
		private Resolver $resolver,
		private array $generators,
		private Schema_Graph $schema,
		private Tag_Renderer $renderer,
	) {}

	public function resolver(): Resolver {
		return $this->resolver;
	}

	/**
	 * The meta and link tags of every generator, as data.
	 *
	 * @return list<array{0: string, 1: array<string, string|int>}>
	 */
	public function tags( Context $context ): array {
		$tags = array();
		foreach ( $this->generators as $generator ) {
			array_push( $tags, ...$generator->generate( $context ) );
		}
		/**
		 * Filters the head tags (element name + attributes) before they are escaped and printed.
		 *
		 * @param list<array{0: string, 1: array<string, string|int>}> $tags
		 * @param Context                                              $context
		 */
		return (array) apply_filters( 'sightline_head_tags', $tags, $context );
	}

	/**
	 * Whether the page's head carries og:title, asked of the tags themselves so a filter that removes
	 * the Open Graph tags is reflected in the "Open Graph output" check (editor and server alike).
	 */
	public function prints_open_graph( Context $context ): bool {
		foreach ( $this->tags( $context ) as $tag ) {
			if ( 'og:title' === ( $tag[1]['property'] ?? '' ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The tags and JSON-LD printed into wp_head (title and robots come from core's own output).
	 */
	public function html( Context $context ): string {
		$graph = $this->schema->generate( $context );
		return $this->renderer->tags( $this->tags( $context ) ) . ( $graph ? $this->renderer->json_ld( $graph ) : '' );
	}

	/**
	 * Directives for a robots meta tag, in core's wp_robots format.
	 *
	 * @return array<string, bool>
	 */
	public function robots_directives( Context $context ): array {
		$robots = $this->resolver->robots( $context );
		return array_filter(
			array(
				'noindex'   => $robots['noindex'] || ! get_option( 'blog_public' ),
				'nofollow'  => $robots['nofollow'] || ! get_option( 'blog_public' ),
				'noarchive' => $robots['noarchive'],
			)
		);
	}

	/**
	 * The whole head for a headless client: structured values and the HTML to paste into <head>.
	 *
	 * @return array{title: string, description: string, canonical: string, robots: array<string, bool>, tags: list<array{0: string, 1: array<string, string|int>}>, json_ld: array<string, mixed>, html: string}
	 */
	public function document( Context $context ): array {
		$title  = $this->resolver->title( $context );
		$robots = $this->robots_directives( $context );
		$html   = '' !== $title ? '<title>' . $this->renderer->title_text( $title ) . "</title>\n" : '';
		if ( $robots ) {
			$html .= $this->renderer->tag(
				'meta',
				array(
					'name'    => 'robots',
					'content' => implode( ', ', array_keys( $robots ) ),
				)
			);
		}
		return array(
			'title'       => $title,
			'description' => $this->resolver->description( $context ),
			'canonical'   => $this->resolver->canonical( $context ),
			'robots'      => $robots,
			'tags'        => $this->tags( $context ),
			'json_ld'     => $this->schema->generate( $context ),
			'html'        => $html . $this->html( $context ),
		);
	}
}
