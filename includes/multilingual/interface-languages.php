<?php
/**
 * What Sightline SEO asks a multilingual plugin: the site's languages, the language of a post or a
 * term, their translations, and each language's home page. One implementation per plugin; a site
 * without one gets Single_Language, which answers "one language, no translations".
 *
 * @package Sightline
 */

namespace Sightline\Multilingual;

defined( 'ABSPATH' ) || exit;

interface Languages_Interface {

	/**
	 * Whether the site has more than one language (anything to translate or to print alternates for).
	 */
	public function is_multilingual(): bool;

	/**
	 * The site's languages, in the plugin's order, keyed by slug.
	 *
	 * @return array<string, Language>
	 */
	public function languages(): array;

	/**
	 * The default language (the x-default of the alternates), null without one.
	 */
	public function default_language(): ?Language;

	public function post_language( int $post_id ): ?Language;

	public function term_language( int $term_id ): ?Language;

	/**
	 * The post's translations, the post itself included, keyed by language slug.
	 *
	 * @return array<string, int>
	 */
	public function post_translations( int $post_id ): array;

	/**
	 * The term's translations, the term itself included, keyed by language slug.
	 *
	 * @return array<string, int>
	 */
	public function term_translations( int $term_id ): array;

	/**
	 * The taxonomy whose terms hold the posts' translation groups ('' when groups are kept otherwise):
	 * a change of its relations links or unlinks translations.
	 */
	public function post_group_taxonomy(): string;

	/**
	 * The same for terms.
	 */
	public function term_group_taxonomy(): string;

	/**
	 * The admin screen where the site-wide texts (the settings that differ per language) are
	 * translated, '' without one. The settings app edits them in the default language.
	 */
	public function translations_screen_url(): string;

	/**
	 * The WP_Query arguments that keep a query of posts to one language's (the plugin's query variable).
	 *
	 * @return array{lang?: string}
	 */
	public function posts_query_args( string $slug ): array;

	/**
	 * An SQL condition that holds for the posts in a language, on the column of a query that holds post
	 * ids ('k.post_id'): a probe of the plugin's own relation by its primary key for each row the query
	 * reads, so a lookup on another index keeps its plan. '' when there is nothing to keep apart (one
	 * language). For raw queries of our own tables; WP_Query takes posts_query_args().
	 */
	public function posts_in_language_sql( string $slug, string $id_column ): string;

	/**
	 * Runs $work with the texts the plugin translates (our settings' admin-texts of wpml-config.xml, the
	 * site name) in a language, as that language's pages read them, and gives back what it returned.
	 * The plugin's own switch: what a page view of that language loads before anything is printed.
	 * Whoever keeps a read of those texts (Settings, the Resolver's memo) forgets it inside and after.
	 *
	 * @template T
	 * @param callable(): T $work
	 * @return T
	 */
	public function in_language( string $slug, callable $work );

	/**
	 * A language's home page address.
	 */
	public function home_url( string $slug ): string;

	/**
	 * On a front-end archive that has no object of its own (author, date, post type archive), the
	 * address of the same archive in another language, '' when there is none.
	 */
	public function archive_url( string $slug ): string;

	/**
	 * A post type's archive address in a language, on any request, '' when the type is not translated
	 * (its one archive is then get_post_type_archive_link()'s).
	 */
	public function post_type_archive_url( string $type, string $slug ): string;
}
