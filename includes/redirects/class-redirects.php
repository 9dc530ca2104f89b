<?php
/**
 * The one way rules change (REST, WP-CLI, CSV import, automatic rules): validate, check loops, chains
 * and duplicates against the stored rules, write, then compile the lookup page views read, all under
 * one lock (Write_Lock) so two saves at once cannot each miss the other's rule. Nothing is written when
 * anything is invalid.
 *
 * @package Sightline
 */

namespace Sightline\Redirects;

use WP_Error;

defined( 'ABSPATH' ) || exit;

final class Redirects {

	public function __construct( private Table $table, private Compiler $compiler, private Hits $hits ) {}

	/**
	 * @param array<string, mixed> $input
	 * @return array<string, mixed>|WP_Error The stored rule.
	 */
	public function create( array $input ) {
		return Write_Lock::run( fn() => $this->create_now( $input ) );
	}

	/**
	 * @param array<string, mixed> $input
	 * @return array<string, mixed>|WP_Error
	 */
	private function create_now( array $input ) {
		$rule = $this->checked( 'new', $input );
		if ( is_wp_error( $rule ) ) {
			return $rule;
		}
		$id = $this->table->insert( $rule );
		if ( 0 === $id ) {
			return new WP_Error( 'sightline_redirect_db', __( 'The redirect could not be saved.', 'sightline-seo' ), array( 'status' => 500 ) );
		}
		$this->compiler->rebuild();
		return (array) $this->table->find( $id );
	}

	/**
	 * Creates many rules at once (a migration): each is validated, then all are checked together for
	 * loops, chains and duplicates against the stored rules and each other. The valid ones are stored
	 * (with the hits another plugin counted for them), the others get their error; the lookup is
	 * compiled once. A rule identical to a stored one (same source, match, target, status and query
	 * handling) is not stored again: its answer is the stored rule, marked as not created.
	 *
	 * @param array<string, array<string, mixed>>  $inputs    Label => fields (labels are strings, as Chains names them).
	 * @param array<string, array{0: int, 1: int}> $hits      Label => [ count, last unix time ] to carry over.
	 * @param bool                                 $automatic Whether the plugin makes them (an address moved): they are
	 *                                                        marked so, and marked when the user acting cannot manage options.
	 * @return array<string, array{rule: array<string, mixed>, created: bool}|WP_Error>
	 */
	public function create_many( array $inputs, array $hits = array(), bool $automatic = false ): array {
		$done = Write_Lock::run( fn() => $this->create_many_now( $inputs, $hits, $automatic ) );
		return is_wp_error( $done ) ? array_fill_keys( array_keys( $inputs ), $done ) : $done;
	}

	/**
	 * @param array<string, array<string, mixed>>  $inputs
	 * @param array<string, array{0: int, 1: int}> $hits
	 * @return array<string, array{rule: array<string, mixed>, created: bool}|WP_Error>
	 */
	private function create_many_now( array $inputs, array $hits, bool $automatic ): array {
		$results = array();
		$rules   = array();
		$stored  = iterator_to_array( $this->table->each(), false );
		$same    = array();
		foreach ( $stored as $rule ) {
			$same[ self::identity( $rule ) ] ??= $rule;
		}
		foreach ( $inputs as $label => $input ) {
			$rule = Validator::fields( $input );
			if ( is_wp_error( $rule ) ) {
				$results[ $label ] = $rule;
			} elseif ( isset( $same[ self::identity( $rule ) ] ) ) {
				$results[ $label ] = array(
					'rule'    => $same[ self::identity( $rule ) ],
					'created' => false,
				);
			} else {
				$rules[ (string) $label ] = $rule;
			}
		}
		$errors  = array() === $rules ? array() : Chains::errors( $rules, $stored );
		$created = array(); // Label => new id.
		$counts  = array(); // New id => [ count, last unix time ].
		foreach ( $rules as $label => $rule ) {
			if ( isset( $errors[ $label ] ) ) {
				$results[ $label ] = $errors[ $label ];
				continue;
			}
			$id = $this->table->insert( $rule, $automatic ? self::automatic_origin() : array() );
			if ( 0 === $id ) {
				$results[ $label ] = new WP_Error( 'sightline_redirect_db', __( 'The redirect could not be saved.', 'sightline-seo' ), array( 'status' => 500 ) );
				continue;
			}
			$created[ $label ] = $id;
			if ( ( $hits[ $label ][0] ?? 0 ) > 0 ) {
				$counts[ $id ] = $hits[ $label ];
			}
		}
		if ( array() !== $counts ) {
			$this->table->add_hits( $counts );
		}
		foreach ( $created as $label => $id ) {
			$results[ $label ] = array(
				'rule'    => (array) $this->table->find( $id ),
				'created' => true,
			);
		}
		if ( array() !== $created ) {
			$this->compiler->rebuild();
		}
		// In the order of $inputs.
		return array_merge( array_fill_keys( array_keys( $inputs ), null ), $results );
	}

	/**
	 * What addresses that moved change, as one write: automatic rules removed ($stale), rules pointed at
	 * new targets ($repoint) and new automatic rules ($inputs), checked together once against the rules
	 * as they will be (a repointed rule or new rule that would loop, chain or duplicate is left out,
	 * the rest goes on), written in one transaction (all of it, or nothing when a write fails) in a few
	 * bulk statements, then compiled once.
	 *
	 * @param list<int>                           $stale
	 * @param array<int, string>                  $repoint Rule id => new target.
	 * @param array<string, array<string, mixed>> $inputs  Label => fields of a new rule.
	 * @return array{created: int, repointed: int, removed: int}|WP_Error
	 */
	public function apply_moves( array $stale, array $repoint, array $inputs ) {
		return Write_Lock::run( fn() => $this->apply_moves_now( $stale, $repoint, $inputs ) );
	}

	/**
	 * @param list<int>                           $stale
	 * @param array<int, string>                  $repoint
	 * @param array<string, array<string, mixed>> $inputs
	 * @return array{created: int, repointed: int, removed: int}|WP_Error
	 */
	private function apply_moves_now( array $stale, array $repoint, array $inputs ) {
		$gone   = array_flip( $stale );
		$stored = array();
		$same   = array();
		foreach ( $this->table->each() as $rule ) {
			if ( isset( $gone[ $rule['id'] ] ) ) {
				continue;
			}
			$stored[ (int) $rule['id'] ]       = $rule;
			$same[ self::identity( $rule ) ] ??= true;
		}
		$candidates = array();
		foreach ( $repoint as $id => $target ) {
			if ( isset( $stored[ $id ] ) ) {
				$candidates[ $id ] = array( 'target' => $target ) + $stored[ $id ];
			}
		}
		foreach ( $inputs as $label => $input ) {
			$rule = Validator::fields( $input );
			if ( ! is_wp_error( $rule ) && ! isset( $same[ self::identity( $rule ) ] ) ) {
				$candidates[ (string) $label ] = $rule;
			}
		}
		$errors  = array() === $candidates ? array() : Chains::errors( $candidates, array_values( $stored ) );
		$targets = array();
		$new     = array();
		foreach ( $candidates as $key => $rule ) {
			if ( isset( $errors[ $key ] ) ) {
				continue;
			}
			if ( is_int( $key ) ) {
				$targets[ $key ] = (string) $rule['target'];
			} else {
				$new[] = $rule;
			}
		}
		$stale   = array_values( array_intersect( $stale, array_keys( $gone ) ) );
		$written = Table::all_or_nothing(
			function () use ( $stale, $targets, $new ): bool {
				global $wpdb;
				$ok = true;
				if ( array() !== $stale ) {
					$this->table->delete( $stale );
					$ok = '' === $wpdb->last_error;
				}
				$ok = $ok && ( array() === $targets || $this->table->repoint_many( $targets ) );
				return $ok && ( array() === $new || $this->table->insert_many( $new, self::automatic_origin() ) );
			}
		);
		if ( ! $written ) {
			return new WP_Error( 'sightline_redirect_db', __( 'The redirects for the moved addresses could not be saved; nothing was changed.', 'sightline-seo' ), array( 'status' => 500 ) );
		}
		if ( array() !== $stale || array() !== $targets || array() !== $new ) {
			$this->compiler->rebuild();
		}
		return array(
			'created'   => count( $new ),
			'repointed' => count( $targets ),
			'removed'   => count( $stale ),
		);
	}

	/**
	 * An automatic rule, and whether a user without manage_options caused it (an author renaming a post):
	 * the list shows both, so an admin sees which addresses authors moved.
	 *
	 * @return array{automatic: bool, by_non_admin: bool}
	 */
	private static function automatic_origin(): array {
		return array(
			'automatic'    => true,
			'by_non_admin' => is_user_logged_in() && ! current_user_can( 'manage_options' ),
		);
	}

	/**
	 * @param array<string, mixed> $rule
	 */
	private static function identity( array $rule ): string {
		return implode( "\n", array( $rule['match'], Chains::key( $rule ), $rule['target'], (int) $rule['status'], $rule['query'] ) );
	}

	/**
	 * Changes the given fields of a rule (the others keep their values).
	 *
	 * @param array<string, mixed> $input
	 * @return array<string, mixed>|WP_Error
	 */
	public function update( int $id, array $input ) {
		return Write_Lock::run( fn() => $this->update_now( $id, $input ) );
	}

	/**
	 * @param array<string, mixed> $input
	 * @return array<string, mixed>|WP_Error
	 */
	private function update_now( int $id, array $input ) {
		$current = $this->table->find( $id );
		if ( null === $current ) {
			return self::not_found();
		}
		$rule = $this->checked( $id, array_merge( array_intersect_key( $current, array_flip( Validator::WRITABLE ) ), $input ) );
		if ( is_wp_error( $rule ) ) {
			return $rule;
		}
		$this->table->update( $id, $rule );
		$this->compiler->rebuild();
		return (array) $this->table->find( $id );
	}

	/**
	 * @param list<int> $ids
	 */
	public function delete( array $ids ): int {
		$deleted = $this->table->delete( $ids );
		if ( $deleted > 0 ) {
			$this->compiler->rebuild();
		}
		return $deleted;
	}

	/**
	 * Turns rules on or off; turning one on is checked for loops and chains like a save.
	 *
	 * @param list<int> $ids
	 * @return int|WP_Error Rules changed.
	 */
	public function set_enabled( array $ids, bool $enabled ) {
		return Write_Lock::run( fn() => $this->set_enabled_now( $ids, $enabled ) );
	}

	/**
	 * @param list<int> $ids
	 * @return int|WP_Error
	 */
	private function set_enabled_now( array $ids, bool $enabled ) {
		if ( $enabled ) {
			$candidates = array();
			foreach ( $ids as $id ) {
				$rule = $this->table->find( (int) $id );
				if ( null !== $rule ) {
					$candidates[ (int) $id ] = array( 'enabled' => true ) + $rule;
				}
			}
			$errors = Chains::errors( $candidates, $this->table->each() );
			if ( array() !== $errors ) {
				return reset( $errors );
			}
		}
		$changed = $this->table->set_enabled( $ids, $enabled );
		$this->compiler->rebuild();
		return $changed;
	}

	/**
	 * Imports the rows of a CSV file: every line valid, or nothing stored and every error by line.
	 *
	 * @param resource $handle
	 * @return int|WP_Error Rules imported; the error's data holds `errors` (line, message) and `error_count`.
	 */
	public function import( $handle ) {
		$read = Csv::read( $handle );
		return Write_Lock::run( fn() => $this->import_now( $read ) );
	}

	/**
	 * @param array{rows: array<string, array<string, mixed>>, errors: list<array{line: int, message: string}>} $read
	 * @return int|WP_Error
	 */
	private function import_now( array $read ) {
		$errors = $read['errors'];
		$rules  = array();
		foreach ( $read['rows'] as $label => $row ) {
			$rule = Validator::fields( $row );
			if ( is_wp_error( $rule ) ) {
				$errors[] = array(
					'line'    => (int) substr( $label, 5 ),
					'message' => $rule->get_error_message(),
				);
				continue;
			}
			$rules[ $label ] = $rule;
		}
		if ( array() === $errors ) {
			foreach ( Chains::errors( $rules, $this->table->each() ) as $label => $error ) {
				$errors[] = array(
					'line'    => (int) substr( (string) $label, 5 ),
					'message' => $error->get_error_message(),
				);
			}
		}
		if ( array() === $errors && array() === $rules ) {
			$errors[] = array(
				'line'    => 0,
				'message' => __( 'The file holds no redirect.', 'sightline-seo' ),
			);
		}
		if ( array() !== $errors ) {
			usort( $errors, static fn( $a, $b ) => $a['line'] <=> $b['line'] );
			return new WP_Error(
				'sightline_redirect_import',
				/* translators: %d: number of errors. */
				sprintf( _n( 'Nothing was imported: the file has %d error.', 'Nothing was imported: the file has %d errors.', count( $errors ), 'sightline-seo' ), count( $errors ) ),
				array(
					'status'      => 400,
					'errors'      => array_slice( $errors, 0, Csv::MAX_ERRORS ),
					'error_count' => count( $errors ),
				)
			);
		}
		$this->table->insert_many( array_values( $rules ) );
		$this->compiler->rebuild();
		return count( $rules );
	}

	/**
	 * One page of rules with the hits recorded since the last fold added.
	 *
	 * @return array{rules: list<array<string, mixed>>, total: int}
	 */
	public function page( string $search, int $page, int $per_page, string $orderby = 'id', string $order = 'desc' ): array {
		$result  = $this->table->page( $search, $page, $per_page, $orderby, $order );
		$pending = $this->hits->pending();
		foreach ( $result['rules'] as $index => $rule ) {
			if ( isset( $pending[ $rule['id'] ] ) ) {
				list( $count, $last )                  = $pending[ $rule['id'] ];
				$result['rules'][ $index ]['hits']    += $count;
				$last                                  = gmdate( 'Y-m-d H:i:s', $last );
				$result['rules'][ $index ]['last_hit'] = max( (string) $rule['last_hit'], $last );
			}
		}
		return $result;
	}

	/**
	 * @return array<string, mixed>|null
	 */
	public function find( int $id ): ?array {
		return $this->table->find( $id );
	}

	/**
	 * @return \Generator<int, array<string, mixed>>
	 */
	public function each(): \Generator {
		return $this->table->each();
	}

	/**
	 * @param int|string           $key   The rule's id, or 'new'.
	 * @param array<string, mixed> $input
	 * @return array<string, mixed>|WP_Error
	 */
	private function checked( $key, array $input ) {
		$rule = Validator::fields( $input );
		if ( is_wp_error( $rule ) ) {
			return $rule;
		}
		$errors = Chains::errors( array( $key => $rule ), $this->table->each() );
		return $errors[ $key ] ?? $rule;
	}

	public static function not_found(): WP_Error {
		return new WP_Error( 'sightline_redirect_not_found', __( 'No redirect has this id.', 'sightline-seo' ), array( 'status' => 404 ) );
	}
}
