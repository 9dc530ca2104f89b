<?php
/**
 * Starts fixtures/fake-openai.php on a free 127.0.0.1 port for one test class, and stops it after.
 * Only these tests talk to it; nothing leaves the machine.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Ai;

final class FakeOpenAiServer {

	/** @var resource|null */
	private $process;

	public int $port = 0;

	public string $log;

	public function __construct() {
		$this->log = (string) tempnam( sys_get_temp_dir(), 'sightline-fake-ai-' );
		$socket    = stream_socket_server( 'tcp://127.0.0.1:0' );
		$this->port = (int) substr( (string) stream_socket_get_name( $socket, false ), strrpos( (string) stream_socket_get_name( $socket, false ), ':' ) + 1 );
		fclose( $socket );
		$env           = array_merge( getenv(), array( 'SIGHTLINE_FAKE_AI_LOG' => $this->log ) );
		$command       = array( PHP_BINARY, '-S', '127.0.0.1:' . $this->port, __DIR__ . '/fixtures/fake-openai.php' );
		$this->process = proc_open( $command, array( 1 => array( 'file', '/dev/null', 'w' ), 2 => array( 'file', '/dev/null', 'w' ) ), $pipes, null, $env );
		for ( $i = 0; $i < 100; $i++ ) {
			$probe = @fsockopen( '127.0.0.1', $this->port, $errno, $errstr, 0.1 ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- polling until the server listens.
			if ( $probe ) {
				fclose( $probe );
				return;
			}
			usleep( 50000 );
		}
		throw new \RuntimeException( 'The fake OpenAI-compatible server did not start.' );
	}

	/** Base URL the plugin is configured with ('localhost' is allowed under WP_HTTP_BLOCK_EXTERNAL). */
	public function base_url(): string {
		return 'http://localhost:' . $this->port . '/v1';
	}

	/**
	 * @return list<array<string, mixed>> Requests received so far.
	 */
	public function requests(): array {
		$lines = array_filter( explode( "\n", (string) file_get_contents( $this->log ) ) );
		return array_values( array_map( static fn( string $line ) => json_decode( $line, true ), $lines ) );
	}

	public function stop(): void {
		if ( is_resource( $this->process ) ) {
			proc_terminate( $this->process );
			proc_close( $this->process );
		}
		$this->process = null;
		if ( is_file( $this->log ) ) {
			unlink( $this->log );
		}
	}
}
