<?php
/**
 * `wp sightline analyse <id>...`: the analysis the editor's sidebar shows, from the command line, run by
 * the same service as the analyse-post ability and the stored scores (Post_Analysis): the page checks,
 * the focus and related keyphrases' checks and readability, with the SEO and readability scores.
 * `--store` also stores the scores, e.g. for posts whose fields a migration wrote (a migration batch
 * scores nothing: its posts keep the scores of their last save).
 *
 * @package Sightline
 */

namespace Sightline\Checks;

use Sightline\Checks\Score\Score_Rule;
use Sightline\Checks\Score\Score_Store;
use WP_Post;
use WP_Term;

defined( 'ABSPATH' ) || exit;

final class Analyse_Command {

	private const FIELDS = array( 'object', 'group', 'check', 'status', 'message', 'ignored' );

	public function __construct( private Post_Analysis $analysis, private Score_Store $scores ) {}

	/**
	 * Analyses posts (or terms) as the editor does and prints every check and the scores.
	 *
	 * ## OPTIONS
	 *
	 * <id>...
	 * : The ids of the posts (or of the terms, with --taxonomy).
	 *
	 * [--taxonomy=<taxonomy>]
	 * : The ids are terms of this taxonomy (page checks and readability only).
	 *
	 * [--store]
	 * : Also store each post's scores (what the Posts list and the dashboard show).
	 *
	 * [--format=<format>]
	 * : table, csv, json or yaml.
	 * ---
	 * default: table
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     wp sightline analyse 42
	 *     wp sightline analyse $(wp post list --post_type=post --format=ids) --store --format=json
	 *     wp sightline analyse 7 --taxonomy=category
	 *
	 * @param list<string>               $args
	 * @param array<string, string|bool> $assoc_args
	 */
	public function __invoke( array $args, array $assoc_args ): void {
		$format = (string) ( $assoc_args['format'] ?? 'table' );
		if ( ! in_array( $format, array( 'table', 'csv', 'json', 'yaml' ), true ) ) {
			\WP_CLI::error( '--format must be one of table, csv, json, yaml.' );
		}
		$taxonomy = (string) ( $assoc_args['taxonomy'] ?? '' );
		if ( '' !== $taxonomy && ! taxonomy_exists( $taxonomy ) ) {
			\WP_CLI::error( sprintf( '--taxonomy: there is no taxonomy "%s".', $taxonomy ) );
		}
		$rows    = array();
		$summary = array();
		foreach ( $this->objects( $args, $taxonomy ) as $label => $object ) {
			$analysis = $this->analysis->of( $object );
			$rows     = array_merge( $rows, $this->rows( $label, $analysis ) );
			$seo      = Score_Rule::score( array_merge( $analysis['checks'], $analysis['keyphrases']['focus'] ) );
			$reading  = Score_Rule::score( $analysis['readability']['checks'] );
			$stored   = '';
			if ( ! empty( $assoc_args['store'] ) && $object instanceof WP_Post ) {
				$stored = Score_Store::scored( $object ) ? $this->store( $object ) : ' (not stored: this type, or this status, has no scores)';
			}
			$summary[] = sprintf( '%s: SEO score %s, readability score %s (%s)%s.', $label, self::score( $seo ), self::score( $reading ), $analysis['readability']['language'], $stored );
		}
		\WP_CLI\Utils\format_items( $format, $rows, self::FIELDS );
		if ( 'table' === $format ) {
			array_map( array( \WP_CLI::class, 'log' ), $summary );
		}
	}

	/**
	 * The objects named, each under its label ("post 42", "category 7"); an id that names nothing
	 * stops the command before anything is printed or stored.
	 *
	 * @param list<string> $ids
	 * @return array<string, WP_Post|WP_Term>
	 */
	private function objects( array $ids, string $taxonomy ): array {
		$objects = array();
		foreach ( $ids as $id ) {
			if ( ! ctype_digit( $id ) || 0 === (int) $id ) {
				\WP_CLI::error( sprintf( '"%s" is not a post or term id (a positive whole number).', $id ) );
			}
			$object = '' === $taxonomy ? get_post( (int) $id ) : get_term( (int) $id, $taxonomy );
			if ( ! $object instanceof WP_Post && ! $object instanceof WP_Term ) {
				\WP_CLI::error( '' === $taxonomy ? sprintf( 'There is no post %d.', $id ) : sprintf( 'There is no %s term %d.', $taxonomy, $id ) );
			}
			$objects[ ( '' === $taxonomy ? $object->post_type : $taxonomy ) . ' ' . $id ] = $object;
		}
		return $objects;
	}

	/**
	 * @param array<string, mixed> $analysis Post_Analysis::of()'s answer.
	 * @return list<array<string, string>>
	 */
	private function rows( string $label, array $analysis ): array {
		$groups = array(
			'page'        => $analysis['checks'],
			'keyphrase'   => $analysis['keyphrases']['focus'],
			'readability' => $analysis['readability']['checks'],
		);
		foreach ( $analysis['keyphrases']['related'] as $related ) {
			$groups[ 'related: ' . $related['keyphrase'] ] = $related['checks'];
		}
		$rows = array();
		foreach ( $groups as $group => $checks ) {
			foreach ( $checks as $check ) {
				$rows[] = array(
					'object'  => $label,
					'group'   => $group,
					'check'   => (string) $check['id'],
					'status'  => (string) $check['status'],
					'message' => (string) $check['message'],
					'ignored' => empty( $check['ignore'] ) ? 'no' : 'yes',
				);
			}
		}
		return $rows;
	}

	private function store( WP_Post $post ): string {
		$this->scores->store( $post );
		return ', stored';
	}

	private static function score( ?int $score ): string {
		return null === $score ? 'none' : $score . '/100 ' . Score_Rule::band( $score );
	}
}
