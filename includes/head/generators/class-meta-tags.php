<?php
/**
 * The meta description and the canonical link (core's rel_canonical is replaced so there is one).
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
		if ( '' !== $canonical ) {
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
