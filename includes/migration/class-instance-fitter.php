<?php
/**
 * Fits the structured data a source mapped for one post into instances our catalogue holds: each
 * instance is asked of Instance_Validator alone, and whatever it refuses is taken out and reported
 * instead of losing the whole instance: a type the catalogue lacks drops the instance ("unsupported",
 * naming the type), a property the type lacks or a value of the wrong shape drops that property
 * ("unsupported" or "invalid_value", naming type and property). Nothing is left out silently.
 *
 * @package Sightline
 */

namespace Sightline\Migration;

use Sightline\Structured_Data\Instance_Validator;

defined( 'ABSPATH' ) || exit;

/**
 * @phpstan-import-type Instance from \Sightline\Structured_Data\Own_Structured_Data
 */
final class Instance_Fitter {

	/** The report's field for a post's structured data (`structured_data.<Type>.<property>` for one value). */
	public const FIELD = 'structured_data';

	public function __construct( private Instance_Validator $validator ) {}

	/**
	 * @param list<array{type: string, id: string, values: array<string, mixed>}> $instances What the source mapped.
	 * @return array{0: list<Instance>, 1: list<array{field: string, value: string, reason: string}>} The instances kept, the report.
	 */
	public function fit( array $instances ): array {
		$kept   = array();
		$report = array();
		foreach ( $instances as $instance ) {
			$instance = $this->fit_one( $instance, $report );
			if ( null === $instance ) {
				continue;
			}
			if ( count( $kept ) >= Instance_Validator::MAX_INSTANCES ) {
				$report[] = self::entry( self::FIELD . '.' . $instance['type'], __( 'more structured data items than a post may have', 'sightline-seo' ), 'unsupported' );
				continue;
			}
			$kept[] = $instance;
		}
		return array( $kept, $report );
	}

	/**
	 * @param array{type: string, id: string, values: array<string, mixed>} $instance
	 * @param list<array{field: string, value: string, reason: string}>     $report
	 * @return Instance|null
	 */
	private function fit_one( array $instance, array &$report ): ?array {
		// Each round takes out the one property the validator named; a property is named at most once.
		$rounds = count( $instance['values'] );
		for ( $round = 0; $round <= $rounds; $round++ ) {
			$valid = $this->validator->validate( array( $instance ) );
			if ( ! is_wp_error( $valid ) ) {
				return $valid[0];
			}
			$field = (string) ( $valid->get_error_data()['field'] ?? '' );
			if ( ! preg_match( '/^structured_data\[0\]\.values\.([^.\[]+)(.*)$/', $field, $match ) || ! array_key_exists( $match[1], $instance['values'] ) ) {
				$what = str_ends_with( $field, '.type' )
					/* translators: %s: a schema.org type name. */
					? sprintf( __( 'the schema.org type %s', 'sightline-seo' ), $instance['type'] )
					: $valid->get_error_message();
				$report[] = self::entry( self::FIELD . '.' . $instance['type'], $what, str_ends_with( $field, '.type' ) ? 'unsupported' : 'invalid_value' );
				return null;
			}
			$property = $match[1];
			$lacking  = '' === $match[2] && ! $this->has_property( $instance['type'], $property );
			$report[] = self::entry(
				self::FIELD . '.' . $instance['type'] . '.' . $property,
				/* translators: %s: a schema.org property name. */
				$lacking ? sprintf( __( 'the property %s', 'sightline-seo' ), $property ) : self::describe( $instance['values'][ $property ] ),
				$lacking ? 'unsupported' : 'invalid_value'
			);
			unset( $instance['values'][ $property ] );
		}
		return null;
	}

	private function has_property( string $type, string $property ): bool {
		$probe = $this->validator->validate(
			array(
				array(
					'type'   => $type,
					'id'     => 'probe',
					'values' => array( $property => null ),
				),
			)
		);
		return ! is_wp_error( $probe );
	}

	/** @param mixed $value */
	private static function describe( $value ): string {
		$text = is_scalar( $value ) ? (string) $value : (string) wp_json_encode( $value );
		return mb_strlen( $text ) > 80 ? mb_substr( $text, 0, 80 ) . '…' : $text;
	}

	/**
	 * @return array{field: string, value: string, reason: string}
	 */
	private static function entry( string $field, string $value, string $reason ): array {
		return array(
			'field'  => $field,
			'value'  => $value,
			'reason' => $reason,
		);
	}
}
