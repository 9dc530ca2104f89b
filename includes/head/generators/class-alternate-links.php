<?php
/**
 * The hreflang links: one `<link rel="alternate" hreflang>` per language version of the page (itself
 * included) and the x-default, from Alternates, so every member of a translation group names the same
 * set (reciprocal, as Google requires).
 *
 * @package Sightline
 */

namespace Sightline\Head\Generators;

use Sightline\Head\Alternates;
use Sightline\Head\Context;

defined( 'ABSPATH' ) || exit;

final class Alternate_Links implements Generator_Interface {

	public function __construct( private Alternates $alternates ) {}

	public function generate( Context $context ): array {
		$versions = $this->alternates->versions( $context );
		if ( ! $versions ) {
			return array();
		}
		$tags = array();
		foreach ( $versions as $version ) {
			$tags[] = self::link( $version['language']->hreflang, $version['url'] );
		}
		$default = $this->alternates->x_default( $versions );
		if ( '' !== $default ) {
			$tags[] = self::link( 'x-default', $default );
		}
		return $tags;
	}

	/**
	 * @return array{0: 'link', 1: array<string, string>}
	 */
	private static function link( string $hreflang, string $url ): array {
		return array(
			'link',
			array(
				'rel'      => 'alternate',
				'hreflang' => $hreflang,
				'href'     => $url,
			),
		);
	}
}
