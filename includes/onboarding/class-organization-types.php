<?php
/**
 * The schema.org Organization types the wizard offers (organization-types.json, shared with the
 * TypeScript select), so the server accepts exactly what the select can send.
 *
 * @package Sightline
 */

namespace Sightline\Onboarding;

defined( 'ABSPATH' ) || exit;

final class Organization_Types {

	public const FILE = __DIR__ . '/organization-types.json';

	/** @var array{default: string, groups: list<array{id: string, types: list<string>}>}|null */
	private static ?array $data = null;

	/**
	 * @return array{default: string, groups: list<array{id: string, types: list<string>}>}
	 */
	public static function data(): array {
		if ( null === self::$data ) {
			$decoded    = json_decode( (string) file_get_contents( self::FILE ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- local file.
			self::$data = array(
				'default' => (string) ( $decoded['default'] ?? 'Organization' ),
				'groups'  => (array) ( $decoded['groups'] ?? array() ),
			);
		}
		return self::$data;
	}

	public static function default_type(): string {
		return self::data()['default'];
	}

	/**
	 * Every type name, groups flattened.
	 *
	 * @return list<string>
	 */
	public static function all(): array {
		return array_merge( ...array_map( static fn( array $group ): array => $group['types'], self::data()['groups'] ) );
	}

	public static function is_valid( string $type ): bool {
		return in_array( $type, self::all(), true );
	}
}
