<?php
/**
 * What an admin screen says after an address change it cannot say at once: the rules created
 * automatically, or the rules offered for a one-click create. Term edits are kept per user (user meta,
 * keyed by term: only that user's next term screen shows them, and no two users write one row); a
 * permalink settings change is one option, shown on the Permalinks screen to whoever may manage options.
 *
 * @package Sightline
 */

namespace Sightline\Redirects;

defined( 'ABSPATH' ) || exit;

final class Offers {

	public const USER_META = 'sightline_redirect_offers';

	public const PERMALINKS_OPTION = 'sightline_permalink_redirects';

	/** Term offers kept per user; older ones are dropped. */
	private const MAX_PER_USER = 20;

	/**
	 * @param list<array<string, mixed>> $rules
	 * @param int                        $created Rules created (0: offered, not created).
	 */
	public static function put_term( int $user_id, int $term_id, array $rules, int $created ): void {
		if ( $user_id <= 0 || array() === $rules ) {
			return;
		}
		$offers = self::user_offers( $user_id );
		unset( $offers[ $term_id ] );
		$offers[ $term_id ] = self::offer( $rules, $created );
		update_user_meta( $user_id, self::USER_META, array_slice( $offers, -self::MAX_PER_USER, null, true ) );
	}

	/**
	 * @return array{rules: list<array<string, mixed>>, created: int, time: int}|null
	 */
	public static function term( int $user_id, int $term_id ): ?array {
		return self::user_offers( $user_id )[ $term_id ] ?? null;
	}

	public static function forget_term( int $user_id, int $term_id ): void {
		$offers = self::user_offers( $user_id );
		if ( isset( $offers[ $term_id ] ) ) {
			unset( $offers[ $term_id ] );
			if ( array() === $offers ) {
				delete_user_meta( $user_id, self::USER_META );
			} else {
				update_user_meta( $user_id, self::USER_META, $offers );
			}
		}
	}

	/**
	 * @param list<array<string, mixed>> $rules
	 */
	public static function put_permalinks( array $rules, int $created ): void {
		if ( array() !== $rules ) {
			update_option( self::PERMALINKS_OPTION, self::offer( $rules, $created ), false );
		}
	}

	/**
	 * @return array{rules: list<array<string, mixed>>, created: int, time: int}|null
	 */
	public static function permalinks(): ?array {
		$offer = get_option( self::PERMALINKS_OPTION );
		return is_array( $offer ) && isset( $offer['rules'] ) ? $offer : null;
	}

	public static function forget_permalinks(): void {
		delete_option( self::PERMALINKS_OPTION );
	}

	/**
	 * @param list<array<string, mixed>> $rules
	 * @return array{rules: list<array<string, mixed>>, created: int, time: int}
	 */
	private static function offer( array $rules, int $created ): array {
		return array(
			'rules'   => $rules,
			'created' => $created,
			'time'    => time(),
		);
	}

	/**
	 * @return array<int, array{rules: list<array<string, mixed>>, created: int, time: int}>
	 */
	private static function user_offers( int $user_id ): array {
		$offers = get_user_meta( $user_id, self::USER_META, true );
		return is_array( $offers ) ? $offers : array();
	}
}
