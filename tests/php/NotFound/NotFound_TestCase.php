<?php
/**
 * Shared helpers of the 404 monitor tests: the services, a clean log and table, the monitor switched on,
 * and 404s logged as a page view would log them.
 *
 * @package Sightline
 */

namespace Sightline\Tests\NotFound;

use Sightline\Not_Found\Log;
use Sightline\Not_Found\Monitor;
use Sightline\Not_Found\Table;
use Sightline\Plugin;
use Sightline\Settings\Settings;
use Sightline\Tests\TestCase;

abstract class NotFound_TestCase extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->log()->take();
		Plugin::get( Table::class )->clear();
	}

	protected function tearDown(): void {
		$this->log()->take();
		parent::tearDown();
	}

	protected function log(): Log {
		return Plugin::get( Log::class );
	}

	protected function monitor(): Monitor {
		return Plugin::get( Monitor::class );
	}

	protected function switch_on( bool $on = true ): void {
		$saved = Plugin::get( Settings::class )->update( array( 'enable_404_monitor' => $on ) );
		$this->assertIsArray( $saved, 'the setting saved' );
	}

	/**
	 * Logs $times 404s of $url, $seconds_ago, from $host.
	 */
	protected function hit( string $url, int $times = 1, string $host = '', int $seconds_ago = 0 ): void {
		for ( $i = 0; $i < $times; $i++ ) {
			$this->assertTrue( $this->log()->append( $url, $host, time() - $seconds_ago ) );
		}
	}

	/**
	 * Every row, most hits first, as url => hits.
	 *
	 * @return array<string, int>
	 */
	protected function counts(): array {
		$rows = $this->monitor()->page( '', 1, 100 )['items'];
		return array_combine( array_column( $rows, 'url' ), array_column( $rows, 'hits' ) );
	}
}
