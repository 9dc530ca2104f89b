<?php
/**
 * The results of the rule sets written in both languages (readability, keyphrase), as plain arrays in
 * the shape their TypeScript twins and shared fixtures use: drafted while the rules run, then given
 * their category and whether the post's author ignored them.
 *
 * @package Sightline
 */

namespace Sightline\Checks;

defined( 'ABSPATH' ) || exit;

final class Check_Drafts {

	/** @return array{id: string, status: string, message: string, description: string} */
	public static function draft( string $id, string $status, string $message, string $description ): array {
		return array(
			'id'          => $id,
			'status'      => $status,
			'message'     => $message,
			'description' => $description,
		);
	}

	/**
	 * @param list<array{id: string, status: string, message: string, description: string}> $drafts
	 * @param list<string>                                                                  $ignored
	 * @return list<array{id: string, status: string, message: string, description: string, category: string, ignore: bool}>
	 */
	public static function finish( string $category, array $drafts, array $ignored ): array {
		return array_map(
			static fn( array $draft ): array => $draft + array(
				'category' => $category,
				'ignore'   => in_array( $draft['id'], $ignored, true ),
			),
			$drafts
		);
	}
}
