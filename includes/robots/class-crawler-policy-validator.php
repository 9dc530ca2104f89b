<?php
/**
 * Refuses an AI crawler policy that the saved robots.txt editor text contradicts, wherever settings are
 * saved (the settings app, an imported settings file, WP-CLI, the update ability): robots.txt would
 * otherwise say two things about one crawler. The editor refuses the reverse on its own save.
 *
 * @package Sightline
 */

namespace Sightline\Robots;

use Sightline\Hookable_Interface;
use WP_Error;

defined( 'ABSPATH' ) || exit;

final class Crawler_Policy_Validator implements Hookable_Interface {

	public function __construct( private Crawler_Policy $policy, private Robots_Txt $robots ) {}

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
		if ( Crawler_Policy::SETTING !== $key || true !== $valid || ! is_array( $value ) ) {
			return $valid;
		}
		$found = $this->policy->contradiction( $this->robots->content(), $value );
		if ( null === $found ) {
			return true;
		}
		return new WP_Error(
			'sightline_crawler_policy_contradiction',
			Crawler_Policy::policy_message( $found ),
			array(
				'status' => 400,
				'field'  => Crawler_Policy::SETTING . '.policy',
			)
		);
	}
}
