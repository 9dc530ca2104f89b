<?php
/**
 * The first-run setup's wiring: the redirect after activation, the wizard's page and data, the privacy text and the REST route that saves the wizard.
 *
 * @package Sightline
 */

namespace Sightline\Onboarding;

use Sightline\Container;
use Sightline\Migration\Detector;
use Sightline\Module_Interface;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Module implements Module_Interface {

	/**
	 * @return array<class-string, list<class-string>|\Closure(Container): object>
	 */
	public static function factories(): array {
		return array(
			Activation_Redirect::class   => array(),
			Wizard_Data::class           => array( Settings::class, Detector::class ),
			Onboarding_Page::class       => array( Wizard_Data::class ),
			Privacy::class               => array(),
			Onboarding_Controller::class => array( Settings::class ),
		);
	}

	/**
	 * @return array<string, list<class-string<\Sightline\Hookable_Interface>>>
	 */
	public static function hooks(): array {
		return array(
			self::ADMIN => array( Activation_Redirect::class, Onboarding_Page::class, Privacy::class ),
			self::REST  => array( Onboarding_Controller::class ),
		);
	}

	/**
	 * @return list<string>
	 */
	public static function write_hooks(): array {
		return array();
	}

	/**
	 * @return array<string, class-string>
	 */
	public static function commands(): array {
		return array();
	}
}
