<?php
/**
 * Turns the schema.org types a source printed by default on the posts of a post type (Mapped::$defaults)
 * into site-wide structured data sets (setting `schema_sets`), one per post type and type, shown by the
 * display rule `post_type:<name>`: one setting instead of a copy of the default in every post's meta.
 *
 * A default our head prints anyway makes no set: WebPage (every page's node), and on posts the type of
 * the head's own Article. A post type this site does not register has no pages to print it on. A type
 * our catalogue lacks is reported (Instance_Fitter). The sets join the ones the site has: a set of the
 * same id (a previous run of this migration) is replaced, the others are kept, up to the number a site
 * may hold.
 *
 * @package Sightline
 */

namespace Sightline\Migration;

use Sightline\Head\Generators\Schema_Graph;

defined( 'ABSPATH' ) || exit;

/**
 * @phpstan-import-type Set from \Sightline\Structured_Data\Display_Rules
 */
final class Default_Sets {

	/** The setting holding the sets. */
	public const SETTING = 'schema_sets';

	/** As many sets as the settings schema allows (`schema_sets.maxItems`). */
	public const MAX_SETS = 20;

	public function __construct( private Instance_Fitter $fitter ) {}

	/**
	 * @param list<array{post_type: string, type: string, exclude: list<string>}> $defaults     What the source printed by default.
	 * @param mixed                                                               $current      The site's `schema_sets`.
	 * @param string                                                              $website_type The site's `website.type` after the migration.
	 * @param list<array<string, string>>                                         $report       Receives what could not be carried.
	 * @return list<array<string, mixed>>|null The new `schema_sets`, or null when no default makes a set.
	 */
	public function sets( array $defaults, $current, string $website_type, array &$report ): ?array {
		$head_article = Schema_Graph::article_type( $website_type );
		$new          = array();
		foreach ( $defaults as $default ) {
			$post_type = $default['post_type'];
			$type      = $default['type'];
			if ( 'WebPage' === $type || ( 'post' === $post_type && $head_article === $type ) || ! post_type_exists( $post_type ) ) {
				continue;
			}
			$id                    = self::id( $post_type, $type );
			list( $fitted, $lost ) = $this->fitter->fit(
				array(
					array(
						'type'   => $type,
						'id'     => $id,
						'values' => array(),
					),
				)
			);
			foreach ( $lost as $entry ) {
				$report[] = array( 'field' => self::SETTING . '.' . $post_type . substr( $entry['field'], strlen( Instance_Fitter::FIELD ) ) ) + $entry;
			}
			if ( array() === $fitted ) {
				continue;
			}
			$new[ $id ] = array(
				'id'      => $id,
				'type'    => $type,
				'values'  => array(),
				'include' => array( 'post_type:' . $post_type ),
				'exclude' => $default['exclude'],
			);
		}
		if ( array() === $new ) {
			return null;
		}
		$sets = array();
		foreach ( is_array( $current ) ? $current : array() as $set ) {
			$id = is_array( $set ) && is_string( $set['id'] ?? null ) ? $set['id'] : '';
			if ( isset( $new[ $id ] ) ) {
				$sets[] = $new[ $id ];
				unset( $new[ $id ] );
			} elseif ( '' !== $id ) {
				$sets[] = $set;
			}
		}
		foreach ( $new as $set ) {
			if ( count( $sets ) >= self::MAX_SETS ) {
				$report[] = array(
					'field'  => self::SETTING . '.' . substr( (string) $set['include'][0], strlen( 'post_type:' ) ) . '.' . $set['type'],
					'value'  => __( 'more site-wide structured data sets than a site may have', 'sightline-seo' ),
					'reason' => 'unsupported',
				);
				continue;
			}
			$sets[] = $set;
		}
		return $sets;
	}

	/** `<post type>-<type>` in lower case, cut to the 40 characters a set id may have. */
	public static function id( string $post_type, string $type ): string {
		$id = ltrim( strtolower( (string) preg_replace( '/[^A-Za-z0-9_-]/', '', $post_type . '-' . $type ) ), '_-' );
		return substr( '' === $id ? strtolower( $type ) : $id, 0, 40 );
	}
}
