<?php
/**
 * Base of the site checks: builds results carrying the check's id and category.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Site;

use Sightline\Checks\Check_Result;

defined( 'ABSPATH' ) || exit;

abstract class Site_Check implements Site_Check_Interface {

	public function category(): string {
		return 'settings';
	}

	/**
	 * @param array{url:string,label:string}|null $link
	 */
	protected function result( string $status, string $message, string $description = '', ?array $link = null ): Check_Result {
		return new Check_Result( $this->id(), $status, $message, $description, $this->category(), $link );
	}
}
