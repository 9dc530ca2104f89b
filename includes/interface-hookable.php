<?php
/**
 * A service that attaches itself to WordPress. Constructors only store dependencies; hooks are added
 * here, by the composition root, so services stay easy to build in tests.
 *
 * @package Sightline
 */

namespace Sightline;

defined( 'ABSPATH' ) || exit;

interface Hookable_Interface {

	public function add_hooks(): void;
}
