<?php
/**
 * Forgets the head's resolved values when what they are made of is written: our settings, a post, a
 * term or their meta. A REST or admin request that saves a post and then asks for its head (the editor's
 * preview, the head field) must not get the values resolved before the save.
 *
 * A write listener (request kind `writes`): a page view starts it only if something writes, so it adds
 * none of these hooks. The head flushes itself when the main query is made (`wp`, Head::add_hooks()).
 *
 * @package Sightline
 */

namespace Sightline\Head;

use Sightline\Hookable_Interface;

defined( 'ABSPATH' ) || exit;

final class Head_Freshness implements Hookable_Interface {

	/**
	 * @param \Closure(): ?Head $head The head when this request built it (null otherwise: nothing to forget).
	 */
	public function __construct( private \Closure $head ) {}

	public function add_hooks(): void {
		foreach ( Module::FRESHNESS_HOOKS as $hook ) {
			add_action( $hook, array( $this, 'flush' ) );
		}
	}

	public function flush(): void {
		( $this->head )()?->flush();
	}
}
