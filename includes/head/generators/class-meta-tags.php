<?php
/**
 * The meta description and the canonical link (core's rel_canonical is replaced so there is one).
 * A page that asks not to be indexed gets no automatic canonical link: "noindex" and "index this URL" are
 * contradicting signals, and Yoast SEO, Rank Math and The SEO Framework all leave it out there (og:url
 * still names the page's URL). A canonical written for the page is kept, as The SEO Framework keeps it.
 *
 * @package Sightline
 */

namespace Sightline\Head\Generators;

use Sightline\Head\Context;
use Sightline\Head\Resolver;

defined( 'ABSPATH' ) || exit;

final class Meta_Tags implements Generator_Interface {

	public function __construct( private Resolver $resolver ) {}

	public function generate( Context $context ): array {
		$tags        = array();
		$description = $this->resolver->description( $context );
		if ( '' !== $description ) {
			$tags[] = array(
				'meta',
				array(
					'name'    => 'description',
					'content' => $description,
				),
			);
		}
		$canonical = $this->resolver->canonical( $context );
		$written   = '' !== $this->resolver->own( $context, 'canonical' );
		if ( '' !== $canonical && ( $written || ! $this->resolver->robots( $context )['noindex'] ) ) {
			$tags[] = array(
				'link',
				array(
					'rel'  => 'canonical',
					'href' => $canonical,
				),
			);
		}
		return $tags;
	}
}
