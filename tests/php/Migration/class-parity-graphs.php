<?php
/**
 * The structured data half of the migration parity fixtures: graphs.json (URL path => the JSON-LD nodes
 * the source printed, `{home}` for the capture site's origin), which of those nodes a post's own schema
 * decides, and how two nodes compare by content. The rules are described in the fixtures' README.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Migration;

final class Parity_Graphs {

	/**
	 * Source slugs whose fixture has a graphs.json.
	 *
	 * @return list<string>
	 */
	public static function slugs(): array {
		$files = glob( Parity_Fixture::ROOT . '/*/graphs.json' ) ?: array();
		return array_map( static fn( string $file ): string => basename( dirname( $file ) ), $files );
	}

	/**
	 * @return array<string, list<array<string, mixed>>> Path => nodes, {home} replaced by this site's home.
	 */
	public static function graphs( string $slug ): array {
		$json = str_replace( '{home}', untrailingslashit( home_url() ), (string) file_get_contents( Parity_Fixture::ROOT . "/{$slug}/graphs.json" ) );
		return json_decode( $json, true, 512, JSON_THROW_ON_ERROR );
	}

	/**
	 * Every node of every ld+json script of a head (a `@graph`'s nodes, or the script's own node).
	 *
	 * @return list<array<string, mixed>>
	 */
	public static function nodes_of( string $html ): array {
		preg_match_all( '#<script[^>]+type=["\']application/ld\+json["\'][^>]*>(.*?)</script>#s', $html, $m );
		$nodes = array();
		foreach ( $m[1] as $json ) {
			$doc = json_decode( $json, true );
			if ( is_array( $doc ) ) {
				array_push( $nodes, ...( isset( $doc['@graph'] ) ? $doc['@graph'] : array( $doc ) ) );
			}
		}
		return $nodes;
	}

	/**
	 * The nodes a post's own schema decides, by the source's @id: Yoast SEO's Article (`<url>#article`)
	 * and WebPage (`<url>`), whose types its page and article type settings choose; Rank Math's schema
	 * editor's nodes (`<url>#schema-<meta id>`).
	 *
	 * @param list<array<string, mixed>> $nodes
	 * @return list<array<string, mixed>>
	 */
	public static function source_nodes( string $slug, array $nodes, string $url ): array {
		return array_values(
			array_filter(
				$nodes,
				static function ( array $node ) use ( $slug, $url ): bool {
					$id = (string) ( $node['@id'] ?? '' );
					return 'wordpress-seo' === $slug ? in_array( $id, array( $url, $url . '#article' ), true ) : str_starts_with( $id, $url . '#schema-' );
				}
			)
		);
	}

	/**
	 * Our nodes of a page that the site-wide sets printed (`<url>#/schema/<set id>`).
	 *
	 * @param list<array<string, mixed>> $nodes
	 * @param array<mixed>               $sets The `schema_sets` setting.
	 * @return list<array<string, mixed>>
	 */
	public static function set_nodes( array $nodes, string $url, array $sets ): array {
		$ids = array();
		foreach ( $sets as $set ) {
			if ( is_array( $set ) && is_string( $set['id'] ?? null ) ) {
				$ids[] = $url . '#/schema/' . $set['id'];
			}
		}
		return array_values( array_filter( $nodes, static fn( array $node ): bool => in_array( $node['@id'] ?? null, $ids, true ) ) );
	}

	/**
	 * The type a node stands for: its type, or the most specific of its list (Yoast prints
	 * `["WebPage", "AboutPage"]` and `["Article", "BlogPosting"]`: the subtype with its parent).
	 *
	 * @param mixed $type
	 */
	public static function main_type( $type ): string {
		return is_array( $type ) ? (string) end( $type ) : (string) $type;
	}

	/**
	 * Our node of a type.
	 *
	 * @param list<array<string, mixed>> $nodes
	 * @return array<string, mixed>|null
	 */
	public static function find( array $nodes, string $type ): ?array {
		foreach ( $nodes as $node ) {
			if ( in_array( $type, (array) ( $node['@type'] ?? array() ), true ) ) {
				return $node;
			}
		}
		return null;
	}

	/**
	 * Differences kept on purpose per source (path, type and property => why), each checked to still differ.
	 */
	public const KEPT = array(
		'seo-by-rank-math' => array(
		'/book/knife-skills/ Book.name'    => 'Rank Math filled it from %seo_title% (the page\'s whole SEO title); we have no such variable: reported as untranslated_token, our default %title% applies.',
		'/filler-two/ Recipe.datePublished' => 'our catalogue holds a recipe\'s datePublished as a date (Google\'s documentation), Rank Math printed the time too: the same day.',
		),
	);

	/**
	 * The properties both nodes print, split into equal, equal as a reader takes them (WordPress's
	 * texturising of quotes and dashes, which Yoast applies to some texts and we to others; runs of white
	 * space and paragraphs joined with or without a space) and different ("name: theirs ≠ ours"). Keys
	 * starting with @ are left out (`@id` formats differ on purpose), and so are references to another
	 * node (`{"@id": …}`): what is compared is the content each node prints itself.
	 *
	 * @param array<string, mixed> $theirs
	 * @param array<string, mixed> $ours
	 * @return array{0: list<string>, 1: list<string>, 2: list<string>} Equal, equal as read, different.
	 */
	public static function differences( array $theirs, array $ours ): array {
		$same      = array();
		$read      = array();
		$different = array();
		foreach ( $theirs as $key => $value ) {
			if ( str_starts_with( (string) $key, '@' ) || ! array_key_exists( $key, $ours ) || self::is_reference( $value ) || self::is_reference( $ours[ $key ] ) ) {
				continue;
			}
			$a = self::normal( $value );
			$b = self::normal( $ours[ $key ] );
			if ( is_array( $a ) && is_array( $b ) && ! array_is_list( $a ) && ! array_is_list( $b ) ) {
				list( $inner_same, $inner_read, $inner_different ) = self::differences( $a, $b );
				array_push( $same, ...array_map( static fn( $k ) => $key . '.' . $k, $inner_same ) );
				array_push( $read, ...array_map( static fn( $k ) => $key . '.' . $k, $inner_read ) );
				array_push( $different, ...array_map( static fn( $k ) => $key . '.' . $k, $inner_different ) );
				continue;
			}
			if ( $a === $b ) {
				$same[] = (string) $key;
			} elseif ( is_string( $a ) && is_string( $b ) && self::as_read( $a ) === self::as_read( $b ) ) {
				$read[] = (string) $key;
			} else {
				$different[] = sprintf( '%s: %s ≠ %s', $key, wp_json_encode( $a, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ), wp_json_encode( $b, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) );
			}
		}
		return array( $same, $read, $different );
	}

	/** A text as a reader takes it: texturised, without white space. */
	private static function as_read( string $text ): string {
		return (string) preg_replace( '/\s+/u', '', html_entity_decode( wptexturize( $text ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
	}

	/** @param mixed $value */
	private static function is_reference( $value ): bool {
		return is_array( $value ) && isset( $value['@id'] ) && array() === array_diff( array_keys( $value ), array( '@id', 'name' ) );
	}

	/**
	 * A value as a reader takes it: entities decoded (Rank Math prints `&raquo;` in JSON strings), a list
	 * of one as its item, numbers as text, nested nodes without their @id.
	 *
	 * @param mixed $value
	 * @return mixed
	 */
	private static function normal( $value ) {
		if ( is_array( $value ) ) {
			unset( $value['@id'] );
			$value = array_map( array( self::class, 'normal' ), $value );
			return array_is_list( $value ) && 1 === count( $value ) ? $value[0] : $value;
		}
		if ( is_string( $value ) ) {
			return trim( html_entity_decode( $value, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
		}
		return is_int( $value ) || is_float( $value ) ? (string) $value : $value;
	}
}
