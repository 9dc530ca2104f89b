<?php
/**
 * The known AI crawlers, kept as data (ai-crawlers.json beside this file, with the date it was checked):
 * each with its robots.txt token, operator, purpose (`search`: answer engines and fetches a person asks
 * for; `training`: collecting text to train models), a description and its operator's documentation.
 * Updating the list needs no code; a site may point at its own copy with the `sightline_ai_crawlers_file`
 * filter. Read only when robots.txt, its editor or the policy's abilities ask for it (never on a page view).
 *
 * @package Sightline
 */

namespace Sightline\Robots;

defined( 'ABSPATH' ) || exit;

final class Ai_Crawlers {

	public const SEARCH   = 'search';
	public const TRAINING = 'training';

	/** @var array<string, array{updated: string, crawlers: list<array{token: string, operator: string, purpose: string, description: string, documentation: string|null}>}> The lists read, by file. */
	private array $lists = array();

	/**
	 * The list and its date; entries without a token or with an unknown purpose are left out.
	 *
	 * @return array{updated: string, crawlers: list<array{token: string, operator: string, purpose: string, description: string, documentation: string|null}>}
	 */
	public function all(): array {
		/**
		 * Filters the file the AI crawler list is read from.
		 *
		 * @param string $path The plugin's own includes/robots/ai-crawlers.json.
		 */
		$path = (string) apply_filters( 'sightline_ai_crawlers_file', __DIR__ . '/ai-crawlers.json' );
		if ( isset( $this->lists[ $path ] ) ) {
			return $this->lists[ $path ];
		}
		$data     = is_readable( $path ) ? json_decode( (string) file_get_contents( $path ), true ) : null; // phpcs:ignore WordPress.WP.AlternativeFunctions -- a JSON file of the plugin on local disk.
		$crawlers = array();
		foreach ( is_array( $data ) && is_array( $data['crawlers'] ?? null ) ? $data['crawlers'] : array() as $entry ) {
			$token = is_array( $entry ) ? (string) ( $entry['token'] ?? '' ) : '';
			if ( ! preg_match( '/^[A-Za-z_-]{1,64}$/', $token ) || ! in_array( $entry['purpose'] ?? '', array( self::SEARCH, self::TRAINING ), true ) ) {
				continue;
			}
			$documentation = is_string( $entry['documentation'] ?? null ) ? esc_url_raw( $entry['documentation'] ) : '';
			$crawlers[]    = array(
				'token'         => $token,
				'operator'      => (string) ( $entry['operator'] ?? '' ),
				'purpose'       => (string) $entry['purpose'],
				'description'   => (string) ( $entry['description'] ?? '' ),
				'documentation' => '' === $documentation ? null : $documentation,
			);
		}
		$this->lists[ $path ] = array(
			'updated'  => is_array( $data ) ? (string) ( $data['updated'] ?? '' ) : '',
			'crawlers' => $crawlers,
		);
		return $this->lists[ $path ];
	}

	/** @return list<string> The tokens, in the list's order. */
	public function tokens(): array {
		return array_column( $this->all()['crawlers'], 'token' );
	}
}
