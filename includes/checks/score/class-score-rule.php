<?php
/**
 * The one rule that turns check results into a 0-100 score and its band (good, improve, problem),
 * read from score-rule.json, which the TypeScript twin (src/checks/score/) reads too; the shared
 * fixtures (tests/fixtures/scores/cases.json) hold both to the same answers. Ignored checks and
 * suggestions do not count, and a list with nothing counted has no score (null): a language the
 * readability rules do not support is "not analysed", never 0.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Score;

defined( 'ABSPATH' ) || exit;

final class Score_Rule {

	/** @var array{version: int, weights: array<string, float|int>, bands: list<array{band: string, min: int}>}|null */
	private static ?array $rule = null;

	/**
	 * @return array{version: int, weights: array<string, float|int>, bands: list<array{band: string, min: int}>}
	 */
	public static function rule(): array {
		if ( null === self::$rule ) {
			$json       = (string) file_get_contents( __DIR__ . '/score-rule.json' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- our own data file.
			self::$rule = json_decode( $json, true, 16, JSON_THROW_ON_ERROR );
		}
		return self::$rule;
	}

	/** The rule's version, stored with the scores so a changed rule can tell old scores apart. */
	public static function version(): int {
		return (int) self::rule()['version'];
	}

	/**
	 * The score of a list of check results (each with `status` and `ignore`), or null when no check counts.
	 *
	 * @param list<array<string, mixed>> $checks
	 */
	public static function score( array $checks ): ?int {
		$weights = self::rule()['weights'];
		$sum     = 0.0;
		$count   = 0;
		foreach ( $checks as $check ) {
			$status = (string) ( $check['status'] ?? '' );
			if ( ! empty( $check['ignore'] ) || ! isset( $weights[ $status ] ) ) {
				continue;
			}
			$sum += (float) $weights[ $status ];
			++$count;
		}
		return 0 === $count ? null : (int) round( $sum * 100 / $count );
	}

	/** The band of a score: good, improve or problem; null for no score. */
	public static function band( ?int $score ): ?string {
		if ( null === $score ) {
			return null;
		}
		foreach ( self::rule()['bands'] as $band ) {
			if ( $score >= $band['min'] ) {
				return $band['band'];
			}
		}
		return null;
	}

	/**
	 * The lowest and highest score of a band (the stored scores are filtered by these).
	 *
	 * @return array{0: int, 1: int}
	 */
	public static function range( string $band ): array {
		$max = 100;
		foreach ( self::rule()['bands'] as $entry ) {
			if ( $entry['band'] === $band ) {
				return array( (int) $entry['min'], $max );
			}
			$max = (int) $entry['min'] - 1;
		}
		throw new \InvalidArgumentException( sprintf( 'Unknown score band "%s".', $band ) ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- a programming error, never printed.
	}

	/** @return list<string> The bands, best first. */
	public static function bands(): array {
		return array_map( static fn( array $band ): string => $band['band'], self::rule()['bands'] );
	}
}
