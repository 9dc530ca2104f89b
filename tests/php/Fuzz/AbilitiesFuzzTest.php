<?php
/**
 * Generated input against every ability of ours (WordPress 6.9+'s Abilities API): each ability of the
 * sightline-seo category, as the registry lists them (a new ability is covered without a change here), is run
 * through the PHP API with inputs generated from its published input_schema: valid ones, values at and past the
 * schema's limits, hostile ones (wrong types, nulls, huge strings, deep nesting, malformed UTF-8, unknown keys,
 * a required property left out), and through core's wp-abilities/v1 run route.
 *
 * As an administrator: no PHP warning, notice, deprecation or exception; an input the schema refuses gets
 * ability_invalid_input naming the property; an error is never a 5xx; a refused run stores nothing; an
 * accepted one stores no malformed UTF-8 and nothing of an unknown key. As a subscriber, valid inputs get
 * ability_invalid_permissions and store nothing. Nothing reaches the network.
 *
 * On WordPress before 6.9 there is no Abilities API: the test says so and is skipped.
 * Seeded like RestRoutesFuzzTest (SIGHTLINE_FUZZ_SEED replays a failure).
 *
 * @package Sightline
 */

namespace Sightline\Tests\Fuzz;

use Sightline\Abilities\Abilities;
use Sightline\Tests\TestCase;

require_once __DIR__ . '/class-seeded-random.php';
require_once __DIR__ . '/class-schema-payloads.php';
require_once __DIR__ . '/class-store-snapshot.php';
require_once __DIR__ . '/class-php-notices.php';

final class AbilitiesFuzzTest extends TestCase {

	private const VALID_CASES = 6;

	private const MAX_CASES = 90;

	/** @var list<string> */
	private array $fetched = array();

	/** @var array<string, list<int>> */
	private array $ids = array();

	private int $seed;

	protected function setUp(): void {
		parent::setUp();
		if ( ! function_exists( 'wp_get_abilities' ) ) {
			$this->markTestSkipped( 'The Abilities API needs WordPress 6.9 or later; this is WordPress ' . get_bloginfo( 'version' ) . ' (run with --core /opt/wordpress/7.1.0 to fuzz the abilities).' );
		}
		$this->seed = (int) ( getenv( 'SIGHTLINE_FUZZ_SEED' ) ?: RestRoutesFuzzTest::SEED );
		add_filter(
			'pre_http_request',
			function ( $response, $args, $url ) {
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
		$this->ids = array(
			'post'    => array( $post ),
			'term'    => array( $term ),
			'object'  => array( $post ),
			'default' => array( $post ),
		);
		wp_set_current_user( 0 );
	}

	public function test_every_ability_of_ours_is_fuzzed(): void {
		$names = $this->ability_names();
		$this->assertNotEmpty( $names, 'our abilities are registered' );
		$failures = array();
		$count    = 0;
		foreach ( $names as $name ) {
			$ability = wp_get_ability( $name );
			$schema  = $ability->get_input_schema();
			$rng     = new Seeded_Random( Seeded_Random::derive( $this->seed, $name ) );
			$gen     = new Schema_Payloads( $rng, $this->ids );
			foreach ( $this->cases( $schema, $gen, $rng ) as $case ) {
				$failures = array_merge( $failures, $this->run_case( $name, $schema, $case, 'administrator' ) );
				$failures = array_merge( $failures, $this->run_over_rest( $name, $case ) );
				$count   += 2;
				if ( null === $case['invalid'] && 'valid' === substr( $case['label'], 0, 5 ) ) {
					$failures = array_merge( $failures, $this->run_case( $name, $schema, $case, 'subscriber' ) );
					++$count;
				}
			}
		}
		$this->assertSame( array(), $failures, sprintf( "seed %d (SIGHTLINE_FUZZ_SEED=%d replays it), %d runs of %d abilities:\n%s", $this->seed, $this->seed, $count, count( $names ), implode( "\n", array_slice( $failures, 0, 40 ) ) ) );
		$this->assertSame( array(), $this->fetched, 'an ability tried to reach the network' );
	}

	/**
	 * The same input through core's `wp-abilities/v1/abilities/<name>/run` as an administrator (GET with the
	 * input in the query for a read-only ability, POST with a JSON body otherwise): no 5xx, no PHP notice,
	 * and a 400 for an input the schema refuses.
	 *
	 * @param array{label: string, input: mixed, invalid: string|null} $case
	 * @return list<string>
	 */
	private function run_over_rest( string $name, array $case ): array {
		$this->act_as( 'administrator' );
		$readonly = ! empty( wp_get_ability( $name )->get_meta_item( 'annotations' )['readonly'] );
		$request  = new \WP_REST_Request( $readonly ? 'GET' : 'POST', '/wp-abilities/v1/abilities/' . $name . '/run' );
		$params   = null === $case['input'] ? array() : array( 'input' => $case['input'] );
		$json     = json_encode( $params ); // phpcs:ignore WordPress.WP.AlternativeFunctions.json_encode_json_encode -- fails on malformed UTF-8, which goes as a form instead.
		if ( $readonly ) {
			$request->set_query_params( $params );
		} elseif ( false === $json ) {
			$request->set_body_params( $params );
		} else {
			$request->set_header( 'content-type', 'application/json' );
			$request->set_body( $json );
		}
		list( $response, $raised ) = Php_Notices::during( fn() => $this->rest_request( $request ) );
		$id   = "{$name} over REST [{$case['label']}]";
		$fail = array();
		foreach ( $raised as $message ) {
			$fail[] = "{$id}: PHP {$message}";
		}
		if ( $response instanceof \WP_REST_Response ) {
			$status = $response->get_status();
			$body   = substr( (string) wp_json_encode( $response->get_data(), JSON_INVALID_UTF8_SUBSTITUTE | JSON_PARTIAL_OUTPUT_ON_ERROR ), 0, 300 );
			if ( $status >= 500 ) {
				$fail[] = "{$id}: status {$status} {$body}";
			}
			if ( null !== $case['invalid'] && 400 !== $status ) {
				$fail[] = "{$id}: the schema refuses the input but the answer is {$status} {$body}";
			}
		}
		return $fail;
	}

	/**
	 * @return list<string>
	 */
	private function ability_names(): array {
		$names = array();
		foreach ( wp_get_abilities() as $ability ) {
			if ( Abilities::CATEGORY === $ability->get_category() ) {
				$names[] = $ability->get_name();
			}
		}
		sort( $names );
		return $names;
	}

	/**
	 * @param array<string, mixed> $schema
	 * @return list<array{label: string, input: mixed, invalid: string|null}>
	 */
	private function cases( array $schema, Schema_Payloads $gen, Seeded_Random $rng ): array {
		if ( ! $schema ) {
			return array(
				array(
					'label'   => 'valid: no input',
					'input'   => null,
					'invalid' => null,
				),
				array(
					'label'   => 'input to an ability that takes none',
					'input'   => array( 'k' => Schema_Payloads::MARKER ),
					'invalid' => '',
				),
			);
		}
		$cases = array();
		for ( $i = 0; $i < self::VALID_CASES; $i++ ) {
			list( $made, $input ) = $gen->valid( $schema, 'input' );
			if ( $made ) {
				$cases[] = array(
					'label'   => "valid #{$i}",
					'input'   => $input,
					'invalid' => null,
				);
			}
		}
		$base       = is_array( $cases[0]['input'] ?? null ) ? $cases[0]['input'] : array();
		$properties = isset( $schema['properties'] ) && is_array( $schema['properties'] ) ? $schema['properties'] : array();
		$required   = isset( $schema['required'] ) && is_array( $schema['required'] ) ? $schema['required'] : array();
		$more       = array();
		$extra      = $base + array( Schema_Payloads::MARKER => Schema_Payloads::MARKER );
		$more[]     = array(
			'label'   => 'an unknown property',
			'input'   => $extra,
			'invalid' => Schema_Payloads::accepts( $extra, $schema, 'input' ) ? null : Schema_Payloads::MARKER,
		);
		foreach ( $required as $name ) {
			$input = $base;
			unset( $input[ $name ] );
			$more[] = array(
				'label'   => "{$name} left out",
				'input'   => $input,
				'invalid' => $name,
			);
		}
		foreach ( $properties as $name => $property ) {
			$values = $gen->boundaries( $property, (string) $name ) + $gen->hostile( $property, (string) $name );
			foreach ( $values as $label => $value ) {
				$input  = array( $name => $value ) + $base;
				$more[] = array(
					'label'   => "{$name}: {$label}",
					'input'   => $input,
					'invalid' => Schema_Payloads::accepts( $input, $schema, 'input' ) ? null : (string) $name,
				);
			}
		}
		foreach ( array( 'a string' => 'x', 'a list' => array( 1 ), 'a number' => 3 ) as $label => $input ) {
			$more[] = array(
				'label'   => "the input is {$label}",
				'input'   => $input,
				'invalid' => Schema_Payloads::accepts( $input, $schema, 'input' ) ? null : '',
			);
		}
		$budget = self::MAX_CASES - count( $cases );
		while ( count( $more ) > $budget ) {
			array_splice( $more, $rng->int( 0, count( $more ) - 1 ), 1 );
		}
		return array_merge( $cases, $more );
	}

	/**
	 * @param array<string, mixed>                                    $schema
	 * @param array{label: string, input: mixed, invalid: string|null} $case
	 * @return list<string>
	 */
	private function run_case( string $name, array $schema, array $case, string $who ): array {
		$this->act_as( $who );
		$ability = wp_get_ability( $name );
		$before  = Store_Snapshot::take();
		list( $output, $raised ) = Php_Notices::during( static fn() => $ability->execute( $case['input'] ) );
		$after   = Store_Snapshot::take();
		$changes = Store_Snapshot::diff( $before, $after );
		$shown   = (string) wp_json_encode( $case['input'], JSON_INVALID_UTF8_SUBSTITUTE | JSON_PARTIAL_OUTPUT_ON_ERROR | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
		$shown   = strlen( $shown ) > 300 ? substr( $shown, 0, 300 ) . '…(' . strlen( $shown ) . ' bytes)' : $shown;
		$id      = "{$name} [{$case['label']}, {$who}] {$shown}";
		$fail    = array();
		foreach ( $raised as $message ) {
			$fail[] = "{$id}: PHP {$message}";
		}
		$error = is_wp_error( $output ) ? $output : null;
		$text  = $error ? $error->get_error_code() . ' ' . $error->get_error_message() . ' ' . wp_json_encode( $error->get_error_data(), JSON_INVALID_UTF8_SUBSTITUTE | JSON_PARTIAL_OUTPUT_ON_ERROR ) : '';
		if ( $error && (int) ( $error->get_error_data()['status'] ?? 0 ) >= 500 ) {
			$fail[] = "{$id}: an error with status 5xx: {$text}";
		}
		if ( 'subscriber' === $who ) {
			if ( ! $error || 'ability_invalid_permissions' !== $error->get_error_code() ) {
				$fail[] = "{$id}: a subscriber was not refused: " . ( $text ? $text : 'it ran' );
			}
		} elseif ( null !== $case['invalid'] ) {
			// An ability without an input schema refuses any input (ability_missing_input_schema).
			if ( ! $error || ! in_array( $error->get_error_code(), $schema ? array( 'ability_invalid_input' ) : array( 'ability_invalid_input', 'ability_missing_input_schema' ), true ) ) {
				$fail[] = "{$id}: the schema refuses the input but the answer is " . ( $text ? $text : 'output' );
			} elseif ( '' !== $case['invalid'] && ! str_contains( $text, $case['invalid'] ) && ! str_contains( $text, Schema_Payloads::MARKER ) ) {
				// WordPress names an unknown nested property by its own name ("x is not a valid property of Object").
				$fail[] = "{$id}: the error does not name {$case['invalid']}: {$text}";
			}
		}
		if ( $error && $changes ) {
			$fail[] = "{$id}: refused ({$error->get_error_code()}) but stored " . wp_json_encode( $changes );
		}
		foreach ( $changes as $where => $what ) {
			if ( 'removed' !== $what && ! mb_check_encoding( $after[ $where ], 'UTF-8' ) ) {
				$fail[] = "{$id}: stored malformed UTF-8 in {$where}";
			}
			if ( 'removed' !== $what && str_contains( $after[ $where ], Schema_Payloads::MARKER . '":"' . Schema_Payloads::MARKER ) ) {
				$fail[] = "{$id}: stored an unknown property in {$where}";
			}
		}
		return $fail;
	}
}
