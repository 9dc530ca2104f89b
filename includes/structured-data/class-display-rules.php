<?php
/**
 * Where a site-wide structured data set applies: its display rules, read against the page's context.
 * A set shows on a page when one of its `include` rules matches and none of its `exclude` rules does.
 * A rule is a word, or a word and a value after a colon:
 *
 * - site: every page
 * - singular: every single post, page, attachment or custom post
 * - post_type:<name>: the single pages of one post type
 * - post:<id>: one post or page
 * - in_term:<id>: the single posts that have one term (a category, a tag, any taxonomy's)
 * - archive: every archive (blog, terms, authors, dates, post type archives)
 * - post_type_archive:<name>: one post type's archive
 * - taxonomy:<name>: the archives of one taxonomy's terms
 * - term:<id>: one term's archive
 * - author:<id>: one author's archive
 * - special:<page>: front, blog, search, 404, author (every author archive) or date
 *
 * The settings schema (global-settings.json, `schema_sets`) holds the same pattern as RULE_PATTERN;
 * a test keeps the two equal.
 *
 * @package Sightline
 */

namespace Sightline\Structured_Data;

use Sightline\Head\Context;

defined( 'ABSPATH' ) || exit;

/**
 * @phpstan-type Set array{id: string, type: string, values: array<string, mixed>, include: list<string>, exclude: list<string>}
 */
final class Display_Rules {

	/** What a rule may be. */
	public const RULE_PATTERN = '^(site|singular|archive|special:(front|blog|search|404|author|date)|(post_type|post_type_archive|taxonomy):[a-z0-9_-]{1,32}|(post|in_term|term|author):[1-9][0-9]{0,19})$';

	/**
	 * The sets that apply to the page of $context, as type instances (their ids, types and values).
	 *
	 * @param mixed $sets The `schema_sets` setting.
	 * @return list<array{type: string, id: string, values: array<string, mixed>}>
	 */
	public static function instances_for( $sets, Context $context ): array {
		$instances = array();
		foreach ( is_array( $sets ) ? $sets : array() as $set ) {
			if ( ! is_array( $set ) || ! isset( $set['id'], $set['type'] ) || ! is_string( $set['id'] ) || ! is_string( $set['type'] ) ) {
				continue;
			}
			if ( self::applies( (array) ( $set['include'] ?? array() ), (array) ( $set['exclude'] ?? array() ), $context ) ) {
				$instances[] = array(
					'type'   => $set['type'],
					'id'     => $set['id'],
					'values' => isset( $set['values'] ) && is_array( $set['values'] ) ? $set['values'] : array(),
				);
			}
		}
		return $instances;
	}

	/**
	 * Whether a set with these rules shows on the page of $context.
	 *
	 * @param array<mixed> $include
	 * @param array<mixed> $exclude
	 */
	public static function applies( array $include, array $exclude, Context $context ): bool {
		foreach ( $exclude as $rule ) {
			if ( is_string( $rule ) && self::matches( $rule, $context ) ) {
				return false;
			}
		}
		foreach ( $include as $rule ) {
			if ( is_string( $rule ) && self::matches( $rule, $context ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether one rule matches the page of $context. A rule that is not well formed matches nothing.
	 */
	public static function matches( string $rule, Context $context ): bool {
		list( $word, $value ) = array_pad( explode( ':', $rule, 2 ), 2, '' );
		$singular             = self::is_singular( $context );
		switch ( $word ) {
			case 'site':
				return true;
			case 'singular':
				return $singular;
			case 'archive':
				return in_array( $context->type, array( Context::HOME, Context::POSTS_PAGE, Context::TERM, Context::AUTHOR, Context::DATE, Context::POST_TYPE_ARCHIVE ), true );
			case 'post_type':
				return $singular && $context->post && $value === $context->post->post_type;
			case 'post':
				return $singular && $context->post && (int) $value === $context->post->ID;
			case 'in_term':
				return $singular && $context->post && self::post_has_term( $context->post, (int) $value );
			case 'post_type_archive':
				return Context::POST_TYPE_ARCHIVE === $context->type && $value === $context->post_type;
			case 'taxonomy':
				return Context::TERM === $context->type && $context->term && $value === $context->term->taxonomy;
			case 'term':
				return Context::TERM === $context->type && $context->term && (int) $value === $context->term->term_id;
			case 'author':
				return Context::AUTHOR === $context->type && $context->user && (int) $value === $context->user->ID;
			case 'special':
				return self::is_special( $value, $context );
		}
		return false;
	}

	/**
	 * A page about one post: a single post, page or custom post, and a static front page.
	 */
	private static function is_singular( Context $context ): bool {
		return in_array( $context->type, array( Context::SINGULAR, Context::FRONT_PAGE ), true );
	}

	private static function is_special( string $page, Context $context ): bool {
		return match ( $page ) {
			'front'  => in_array( $context->type, array( Context::HOME, Context::FRONT_PAGE ), true ),
			'blog'   => in_array( $context->type, array( Context::HOME, Context::POSTS_PAGE ), true ),
			'search' => Context::SEARCH === $context->type,
			'404'    => Context::NOT_FOUND === $context->type,
			'author' => Context::AUTHOR === $context->type,
			'date'   => Context::DATE === $context->type,
			default  => false,
		};
	}

	/**
	 * Whether the post has the term, read from the terms WordPress cached with the post (the main query
	 * primes them), in whichever of its taxonomies the term is.
	 */
	private static function post_has_term( \WP_Post $post, int $term_id ): bool {
		foreach ( get_object_taxonomies( $post->post_type ) as $taxonomy ) {
			$terms = get_the_terms( $post, $taxonomy );
			if ( is_array( $terms ) && in_array( $term_id, array_map( static fn( $term ) => (int) $term->term_id, $terms ), true ) ) {
				return true;
			}
		}
		return false;
	}
}
