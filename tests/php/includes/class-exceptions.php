<?php
/**
 * Exceptions the harness throws instead of letting WordPress end the process.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests;

/**
 * Thrown by wp_die() during a test (message = the die message, code = the HTTP status).
 */
class WPDieException extends \RuntimeException {
	/** @var mixed The $title argument of wp_die(). */
	public $title;
	/** @var array The $args of wp_die(). */
	public $args = array();
}

/**
 * Thrown by wp_redirect()/wp_safe_redirect() during TestCase::capture_redirect() / get_page(), before
 * any header is sent, so the caller's `exit` never runs.
 */
class RedirectException extends \RuntimeException {
	/** @var string Location. */
	public $location;
	/** @var int HTTP status. */
	public $status;

	public function __construct( string $location, int $status ) {
		parent::__construct( "Redirect ({$status}) to {$location}", $status );
		$this->location = $location;
		$this->status   = $status;
	}
}
