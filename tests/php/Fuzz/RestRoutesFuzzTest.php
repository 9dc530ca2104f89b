<?php
/**
 * Generated input against every REST route of ours: each endpoint of the sightline/v1 namespace, as the REST
 * server lists them (a new route is covered without a change here), is sent payloads generated from the
 * args it publishes: valid ones, values at and past the schema's limits, and hostile ones (wrong types,
 * nulls, huge strings, deep nesting, malformed UTF-8, extra keys, a required field left out).
 *
 * For each request, as an administrator: no 5xx and no PHP warning, notice, deprecation or exception; a
 * payload the published schema refuses gets a 400 that names the field; a request refused for its input,
 * its permission or an unknown object (400, 401, 403, 404) stores nothing (our options, tables and meta,
 * and the core options we write, compared before and after); whatever the answer, nothing stored is
 * malformed UTF-8 or comes from an unknown key; no database error is logged; the test's transaction is
 * still open. As a subscriber and a visitor, valid payloads get 401/403 and store nothing. Valid payloads
 * run for real (imports, migrations, site checks, AI with the offline provider, IndexNow) and no route is
 * left out, but no request reaches the network: pre_http_request answers an error at once, and asking for
 * any address outside this site fails the test (the site checks' loopback requests are allowed).
 *
 * Deterministic: the seed is SIGHTLINE_FUZZ_SEED or self::SEED, and every failure prints it with the
 * endpoint, the case and the payload, so `SIGHTLINE_FUZZ_SEED=<seed> tools/run-phpunit.sh --filter
 * RestRoutesFuzzTest` replays it.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Fuzz;

use Sightline\Tests\TestCase;
use WP_REST_Request;

require_once __DIR__ . '/class-seeded-random.php';
require_once __DIR__ . '/class-schema-payloads.php';
require_once __DIR__ . '/class-store-snapshot.php';
require_once __DIR__ . '/class-php-notices.php';

final class RestRoutesFuzzTest extends TestCase {

	public const SEED = 20261127;

	/** Valid payloads per endpoint (boundary and hostile cases come on top, one per field and kind). */
	private const VALID_CASES = 6;

	/** At most this many cases per endpoint, drawn by the seed, so the whole run stays well under a minute. */
	private const MAX_CASES = 90;

	/** Top-level key no route knows: storing it, or its value, means the route stored unknown input. */
	private const EXTRA = 'sightlinefuzzextra';


	/**
	 * The refusals that must leave nothing behind: bad input, no permission, no such object. A later
	 * refusal (409, 422 from the AI provider, 429) comes after the work started and may record that it
	 * did (the AI rate limit counts a provider call that wrote nothing).
	 */
	private const REFUSED_BEFORE_WORK = array( 400, 401, 403, 404 );

	/**
	 * Object arguments whose keys are the global settings: their validate_callback checks each key against
	 * the settings schema, which the args do not repeat (it is the routes' item schema). The payloads are
	 * generated from it so that valid settings reach the code that stores them.
	 */
	private const SETTINGS_SHAPED = array(
		'POST /sightline/v1/admin/global-settings'   => array( 'data' ),
		'POST /sightline/v1/admin/settings-transfer' => array( 'settings' ),
	);

	/** @var list<string> Addresses outside this site the code under test tried to fetch. */
	private array $fetched = array();

	/** @var array<string, list<int>> */
	private array $ids = array();

	private int $seed;

	/**
	 * Endpoints of our namespace: "METHOD route" => [route, method].
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function endpoints(): array {
		$out = array();
		foreach ( rest_get_server()->get_routes( 'sightline/v1' ) as $route => $handlers ) {
			if ( '/sightline/v1' === $route ) {
				continue; // WordPress's own index of the namespace.
			}
			foreach ( $handlers as $handler ) {
				foreach ( array_keys( $handler['methods'] ) as $method ) {
					$out[ "{$method} {$route}" ] = array( $route, $method );
				}
			}
		}
		$GLOBALS['wp_rest_server'] = null; // Each test starts its own server.
		return $out;
	}

	protected function setUp(): void {
		parent::setUp();
		$this->seed    = (int) ( getenv( 'SIGHTLINE_FUZZ_SEED' ) ?: self::SEED );
		$this->fetched = array();
		add_filter(
			'pre_http_request',
			function ( $response, $args, $url ) {
				// The site checks fetch the site's own pages (a loopback): refused at once like the rest, but allowed.
				if ( wp_parse_url( (string) $url, PHP_URL_HOST ) !== wp_parse_url( home_url(), PHP_URL_HOST ) ) {
					$this->fetched[] = (string) $url;
				}
				return new \WP_Error( 'http_request_failed', 'The network is closed in the generated-input tests.' );
			},
			1,
			3
		);
		// A migration batch opens its own transaction, which on MariaDB would commit the test's (and leave
		// this test's posts and rules behind for the next tests): the test's transaction holds it instead.
		add_filter( 'sightline_migration_transactions', '__return_false' );
		$admin     = $this->act_as( 'administrator' );
		$post      = self::factory()->post->create(
			array(
				'post_title'   => 'Fuzz',
				'post_content' => '<p>Generated input.</p>',
				'post_author'  => $admin,
			)
		);
		$term      = self::factory()->term->create( array( 'taxonomy' => 'category' ) );
		$redirect  = $this->rest(
			'POST',
			'/sightline/v1/redirects',
			array(
				'source' => '/fuzz-old',
				'target' => '/fuzz-new',
			),
			'administrator'
		);
		$this->ids = array(
			'post'     => array( $post ),
			'term'     => array( $term ),
			'redirect' => array( (int) ( $redirect->get_data()['id'] ?? 1 ) ),
			'about'    => array( $post ),
			'contact'  => array( $post ),
		);
		wp_set_current_user( 0 );
	}

	/**
	 * @dataProvider endpoints
	 */
	public function test_generated_input( string $route, string $method ): void {
		$handler = $this->handler( $route, $method );
		$this->assertNotNull( $handler, "{$method} {$route} is registered" );
		$args     = is_array( $handler['args'] ?? null ) ? $handler['args'] : array();
		foreach ( self::SETTINGS_SHAPED[ "{$method} {$route}" ] ?? array() as $name ) {
			$args[ $name ]['properties']           = \Sightline\Settings\Settings::schema()['properties'];
			$args[ $name ]['additionalProperties'] = false;
		}
		$rng      = new Seeded_Random( Seeded_Random::derive( $this->seed, "{$method} {$route}" ) );
		$ids      = $this->ids;
		$ids['default'] = str_contains( $route, 'redirect' ) ? $this->ids['redirect'] : ( str_contains( $route, 'post' ) ? $this->ids['post'] : array() );
		$payloads = new Schema_Payloads( $rng, $ids );
		$failures = array();
		$count    = 0;

		// Valid payloads first: the first one the route accepts is the base the other cases change one field of,
		// so a refusal names the field that was changed (a route may refuse a payload its schema allows, such
		// as an unknown setting or a redirect to itself: that is a clear 400 too, not a failure).
		$valid = $this->valid_cases( $args, $payloads );
		$base  = null;
		foreach ( $valid as $case ) {
			list( $problems, $status ) = $this->run_case( $route, $method, $case, 'administrator' );
			$failures                  = array_merge( $failures, $problems );
			++$count;
			if ( null === $base && $status < 400 ) {
				$base = $case['payload'];
			}
		}
		$named = null !== $base;
		if ( getenv( 'SIGHTLINE_FUZZ_VERBOSE' ) ) {
			fwrite( STDERR, sprintf( "%-7s %-50s %d valid payloads, %s\n", $method, $route, count( $valid ), $named ? 'one accepted' : 'NONE accepted' ) );
		}
		foreach ( $this->changed_cases( $args, $base ?? ( $valid[0]['payload'] ?? array() ), $payloads, $rng ) as $case ) {
			if ( ! $named ) {
				$case['name'] = false;
			}
			$failures = array_merge( $failures, $this->run_case( $route, $method, $case, 'administrator' )[0] );
			++$count;
			if ( count( $failures ) > 12 ) {
				break;
			}
		}
		// Who may not use the route: valid payloads are refused by permission, and nothing is stored.
		if ( ! $this->allows_everyone( $handler ) ) {
			foreach ( array_slice( $valid, 0, 2 ) as $case ) {
				foreach ( array( 'subscriber', 0 ) as $who ) {
					$failures = array_merge( $failures, $this->run_case( $route, $method, $case, $who )[0] );
					++$count;
				}
			}
		}

		$this->assertSame( array(), $failures, sprintf( "%s %s, seed %d (SIGHTLINE_FUZZ_SEED=%d replays it), %d requests:\n%s", $method, $route, $this->seed, $this->seed, $count, implode( "\n", $failures ) ) );
		$this->assertSame( array(), $this->fetched, "{$method} {$route} tried to reach the network (the HTTP API answered an error at once)" );
	}

	/**
	 * @param array<string, mixed> $handler
	 */
	private function allows_everyone( array $handler ): bool {
		return '__return_true' === ( $handler['permission_callback'] ?? null );
	}

	/**
	 * @return array<string, mixed>|null
	 */
	private function handler( string $route, string $method ): ?array {
		foreach ( rest_get_server()->get_routes( 'sightline/v1' )[ $route ] ?? array() as $handler ) {
			if ( ! empty( $handler['methods'][ $method ] ) ) {
				return $handler;
			}
		}
		return null;
	}

	/**
	 * Valid payloads: every required field and some of the others, each valid against its schema.
	 *
	 * @param array<string, array<string, mixed>> $args
	 * @return list<array{label: string, payload: array<string, mixed>, invalid: string|null, name: bool}>
	 */
	private function valid_cases( array $args, Schema_Payloads $payloads ): array {
		$required = array_keys( array_filter( $args, static fn( $a ) => ! empty( $a['required'] ) ) );
		$cases    = array();
		for ( $i = 0; $i < self::VALID_CASES; $i++ ) {
			list( $made, $payload ) = $payloads->valid_object( $args, $required );
			if ( $made ) {
				$cases[] = array(
					'label'   => "valid #{$i}",
					'payload' => $payload,
					'invalid' => null,
					'name'    => true,
				);
			}
		}
		return $cases;
	}

	/**
	 * The base payload with one thing changed: an unknown key added, a required field left out, one field
	 * at or past its schema's limits or hostile. `invalid` is the field the published schema refuses (null
	 * when it accepts the value).
	 *
	 * @param array<string, array<string, mixed>> $args
	 * @param array<string, mixed>                $base
	 * @return list<array{label: string, payload: array<string, mixed>, invalid: string|null, name: bool}>
	 */
	private function changed_cases( array $args, array $base, Schema_Payloads $payloads, Seeded_Random $rng ): array {
		$keep = array(
			array(
				'label'   => 'valid with an unknown key',
				'payload' => $base + array( self::EXTRA => self::EXTRA ),
				'invalid' => null,
				'name'    => true,
			),
		);
		$more = array();
		foreach ( $args as $name => $schema ) {
			if ( ! empty( $schema['required'] ) ) {
				$payload = $base;
				unset( $payload[ $name ] );
				$keep[] = array(
					'label'   => "{$name} left out",
					'payload' => $payload,
					'invalid' => $name,
					'name'    => true,
				);
			}
			$values = array();
			foreach ( $payloads->boundaries( $schema, $name ) as $label => $value ) {
				$values[ "{$name}: {$label}" ] = $value;
			}
			foreach ( $payloads->hostile( $schema, $name ) as $label => $value ) {
				$values[ "{$name}: {$label}" ] = $value;
			}
			foreach ( $values as $label => $value ) {
				// WordPress reads a top-level null as a parameter not given (neither validated nor sanitised):
				// refused only when the field is required.
				$refused = null === $value ? ! empty( $schema['required'] ) : ! Schema_Payloads::accepts( $value, $schema, $name );
				$more[]  = array(
					'label'   => $label,
					'payload' => array( $name => $value ) + $base,
					'invalid' => $refused ? $name : null,
					'name'    => true,
				);
			}
		}
		// A seeded draw when there are too many.
		$budget = self::MAX_CASES - count( $keep );
		while ( count( $more ) > $budget ) {
			array_splice( $more, $rng->int( 0, count( $more ) - 1 ), 1 );
		}
		return array_merge( $keep, $more );
	}

	/**
	 * Sends one case as $who and says what went wrong (nothing when all is well).
	 *
	 * @param array{label: string, payload: array<string, mixed>, invalid: string|null, name: bool} $case
	 * @param string|int                                                                          $who
	 * @return array{0: list<string>, 1: int} [what went wrong, the answer's status]
	 */
	private function run_case( string $route, string $method, array $case, $who ): array {
		$this->act_as( $who );
		$path    = $this->path( $route, $case['payload'] );
		$request = new WP_REST_Request( $method, $path );
		$payload = $case['payload'];
		if ( in_array( $method, array( 'GET', 'DELETE' ), true ) ) {
			$request->set_query_params( $payload );
		} else {
			$json = json_encode( $payload ); // phpcs:ignore WordPress.WP.AlternativeFunctions.json_encode_json_encode -- fails on malformed UTF-8, which goes as a form instead.
			if ( false === $json ) {
				$request->set_header( 'content-type', 'application/x-www-form-urlencoded' );
				$request->set_body_params( $payload );
			} else {
				$request->set_header( 'content-type', 'application/json' );
				$request->set_body( $json );
			}
		}
		$before = Store_Snapshot::take();
		list( $response, $raised ) = Php_Notices::during( fn() => $this->rest_request( $request ) );
		$after   = Store_Snapshot::take();
		$changes = Store_Snapshot::diff( $before, $after );
		$who_label = is_string( $who ) ? $who : 'visitor';
		$id        = sprintf( '[%s, %s] %s', $case['label'], $who_label, self::show( $payload ) );
		$fail      = array();
		foreach ( $raised as $message ) {
			$fail[] = "{$id}: PHP {$message}";
		}
		if ( ! $response instanceof \WP_REST_Response ) {
			return array( $fail, 500 );
		}
		$status = $response->get_status();
		$body   = (string) wp_json_encode( $response->get_data(), JSON_INVALID_UTF8_SUBSTITUTE | JSON_PARTIAL_OUTPUT_ON_ERROR );
		if ( $status >= 500 ) {
			$fail[] = "{$id}: status {$status} " . self::show( $body );
		}
		if ( 'administrator' !== $who ) {
			// Permission comes before existence everywhere: no 404 tells such a user that an id names nothing.
			if ( ! in_array( $status, array( 400, 401, 403 ), true ) ) {
				$fail[] = "{$id}: status {$status} for a user who may not use it (401/403 expected) " . self::show( $body );
			}
		} elseif ( null !== $case['invalid'] ) {
			if ( 400 !== $status ) {
				$fail[] = "{$id}: the schema refuses {$case['invalid']} but the answer is {$status} " . self::show( $body );
			} elseif ( $case['name'] && ! str_contains( $body, $case['invalid'] ) ) {
				$fail[] = "{$id}: the 400 does not name {$case['invalid']}: " . self::show( $body );
			}
		}
		if ( in_array( $status, self::REFUSED_BEFORE_WORK, true ) && $changes ) {
			$fail[] = "{$id}: refused with {$status} but stored " . self::show( (string) wp_json_encode( $changes ) );
		}
		foreach ( $changes as $where => $what ) {
			if ( 'removed' === $what ) {
				continue;
			}
			if ( ! mb_check_encoding( $after[ $where ], 'UTF-8' ) ) {
				$fail[] = "{$id}: stored malformed UTF-8 in {$where}";
			}
			if ( str_contains( $after[ $where ], self::EXTRA ) ) {
				$fail[] = "{$id}: stored an unknown key in {$where}";
			}
		}
		return array( $fail, $status );
	}

	/**
	 * The route with its path parameters filled: the payload's value, else a real id, else a key of
	 * hex digits (a job's), whichever the parameter's own pattern takes first.
	 *
	 * @param array<string, mixed> $payload
	 */
	private function path( string $route, array $payload ): string {
		return (string) preg_replace_callback(
			'/\(\?P<(\w+)>([^)]*)\)/',
			function ( array $m ) use ( $payload ): string {
				$value      = $payload[ $m[1] ] ?? null;
				$candidates = array(
					is_int( $value ) && $value > 0 ? (string) $value : null,
					is_string( $value ) ? $value : null,
					(string) ( $this->ids['redirect'][0] ?? 1 ),
					md5( 'sightline-fuzz' ),
				);
				foreach ( $candidates as $candidate ) {
					if ( null !== $candidate && 1 === preg_match( '~^(?:' . $m[2] . ')$~', $candidate ) ) {
						return $candidate;
					}
				}
				return (string) ( $this->ids['redirect'][0] ?? 1 );
			},
			$route
		);
	}

	/**
	 * A payload or answer short enough to read in a failure.
	 *
	 * @param mixed $value
	 */
	private static function show( $value ): string {
		$text = is_string( $value ) ? $value : (string) wp_json_encode( $value, JSON_INVALID_UTF8_SUBSTITUTE | JSON_PARTIAL_OUTPUT_ON_ERROR | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
		return strlen( $text ) > 300 ? substr( $text, 0, 300 ) . '…(' . strlen( $text ) . ' bytes)' : $text;
	}
}
