<?php
/**
 * A page's template variables as the build rule reads them (token => value), each computed when a
 * template asks for it: a node that uses %title% and %published% costs those two, not the fifty the
 * catalogue holds (an automatic description, for one, reads and cuts the post's content). The post's
 * dates are in ISO 8601 here (the head's date variables are in the site's display format).
 *
 * @package Sightline
 */

namespace Sightline\Structured_Data;

use Sightline\Head\Context;
use Sightline\Head\Variables;

defined( 'ABSPATH' ) || exit;

/**
 * @implements \ArrayAccess<string, string>
 */
final class Page_Variables implements \ArrayAccess {

	/**
	 * @param array<string, string> $dates `published` and `modified` in ISO 8601 (empty when the page has none).
	 */
	public function __construct( private Variables $variables, private Context $context, private array $dates ) {}

	/**
	 * @param mixed $offset
	 */
	public function offsetExists( $offset ): bool {
		return is_string( $offset ) && isset( Variables::catalogue()[ $offset ] );
	}

	/**
	 * @param mixed $offset
	 */
	public function offsetGet( $offset ): string {
		if ( ! $this->offsetExists( $offset ) ) {
			return '';
		}
		if ( isset( $this->dates[ $offset ] ) && '' !== $this->dates[ $offset ] ) {
			return $this->dates[ $offset ];
		}
		return $this->variables->value( $offset, $this->context );
	}

	/**
	 * @param mixed $offset
	 * @param mixed $value
	 */
	public function offsetSet( $offset, $value ): void {
		throw new \LogicException( 'A page\'s variables are read only.' );
	}

	/**
	 * @param mixed $offset
	 */
	public function offsetUnset( $offset ): void {
		throw new \LogicException( 'A page\'s variables are read only.' );
	}
}
