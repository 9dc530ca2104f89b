<?php
/**
 * A head generator: returns the tags of one concern (description, Open Graph, X…) as plain data for
 * the Tag_Renderer. Generators never print and never escape.
 *
 * @package Sightline
 */

namespace Sightline\Head\Generators;

use Sightline\Head\Context;

defined( 'ABSPATH' ) || exit;

interface Generator_Interface {

	/**
	 * @return list<array{0: 'meta'|'link', 1: array<string, string|int>}> Element name and attributes.
	 */
	public function generate( Context $context ): array;
}
