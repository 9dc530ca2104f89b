<?php
/**
 * A PHP built-in server on 127.0.0.1 started by a test and stopped after it: the fake Search Console
 * API and the loopback site. Reached as http://localhost:PORT because WP_HTTP_BLOCK_EXTERNAL lets
 * WordPress request 'localhost' (and the server listens on 127.0.0.1 only).
 *
 * @package Sightline
 */

namespace Sightline\Tests\SearchConsole;

final class FakeServer {

	/** @var resource|null */
	private $process;

	public readonly int $port;

	/**
	 * @param string              $router PHP router script.
	 * @param array<string,string> $env  Environment for the router (e.g. where to log requests).
	 */
	public function __construct( string $router, array $env = array() ) {
		$probe = stream_socket_server( 'tcp://127.0.0.1:0', $errno, $errstr );
		if ( ! $probe ) {
			throw new \RuntimeException( "no free port: {$errstr}" );
		}
		$this->port = (int) substr( strrchr( stream_socket_get_name( $probe, false ), ':' ), 1 );
		fclose( $probe );
		$command       = array( PHP_BINARY, '-S', '127.0.0.1:' . $this->port, $router );
		$this->process = proc_open( $command, array( array( 'pipe', 'r' ), array( 'file', '/dev/null', 'w' ), array( 'file', '/dev/null', 'w' ) ), $pipes, dirname( $router ), $env + getenv() );
		$deadline      = microtime( true ) + 5;
		while ( microtime( true ) < $deadline ) {
			$socket = @fsockopen( '127.0.0.1', $this->port, $errno, $errstr, 0.2 ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- polling until it listens.
			if ( $socket ) {
				fclose( $socket );
				return;
			}
			usleep( 50000 );
		}
		$this->stop();
		throw new \RuntimeException( 'the fake server did not start' );
	}

	public function url( string $path = '/' ): string {
		return 'http://localhost:' . $this->port . $path;
	}

	public function stop(): void {
		if ( is_resource( $this->process ) ) {
			proc_terminate( $this->process );
			proc_close( $this->process );
		}
		$this->process = null;
	}

	public function __destruct() {
		$this->stop();
	}
}
