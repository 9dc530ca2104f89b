<?php
/**
 * Checks the site-wide structured data sets (setting `schema_sets`) wherever settings are saved (the
 * settings app, an imported settings file, WP-CLI): the settings schema says their outline and their
 * display rules; here each set's type and values are checked against the catalogue by the rule that
 * checks a post's own (Instance_Validator), and the first wrong field is named
 * (`schema_sets[1].values.offers.price`). Nothing is stored when one is wrong.
 *
 * @package Sightline
 */

namespace Sightline\Structured_Data;

use Sightline\Hookable_Interface;
use WP_Error;

defined( 'ABSPATH' ) || exit;

final class Sets_Validator implements Hookable_Interface {

	public const SETTING = 'schema_sets';

	public function __construct( private Instance_Validator $validator ) {}

	public function add_hooks(): void {
		add_filter( 'sightline_validate_setting', array( $this, 'validate' ), 10, 3 );
	}

	/**
	 * @param mixed  $valid True, or an earlier error.
	 * @param string $key   The setting.
	 * @param mixed  $value Its new value, valid by the settings schema.
	 * @return mixed
	 */
	public function validate( $valid, $key, $value ) {
		if ( self::SETTING !== $key || true !== $valid || ! is_array( $value ) ) {
			return $valid;
		}
		$instances = array();
		foreach ( $value as $set ) {
			$instances[] = is_array( $set ) ? array_intersect_key( $set, array_flip( array( 'type', 'id', 'values' ) ) ) : $set;
		}
		$checked = $this->validator->validate( $instances, self::SETTING );
		return $checked instanceof WP_Error ? $checked : true;
	}
}
