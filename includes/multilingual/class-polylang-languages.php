<?php
/**
 * Polylang's answers, through its public functions (pll_*). A translation group is a term of
 * Polylang's own taxonomies (post_translations, term_translations) whose relations WordPress's main
 * query already primed, so asking for the translations of the page's object costs no query.
 *
 * @package Sightline
 */

namespace Sightline\Multilingual;

defined( 'ABSPATH' ) || exit;

final class Polylang_Languages implements Languages_Interface {

	/**
	 * The term meta of a language's term where Polylang keeps its string translations, ours among them
	 * (the settings our wpml-config.xml lists): its Strings translations screen writes it.
	 */
	public const STRINGS_META = '_pll_strings_translations';

	/** @var array<string, Language>|null */
	private ?array $languages = null;

	/**
	 * Whether Polylang is loaded with its public functions (it may be active yet not set up).
	 */
	public static function is_available(): bool {
		return function_exists( 'pll_languages_list' ) && function_exists( 'pll_get_post_translations' ) && function_exists( 'PLL' );
	}

	public function is_multilingual(): bool {
		return count( $this->languages() ) > 1;
	}

	public function languages(): array {
		if ( null === $this->languages ) {
			$this->languages = array();
			$slugs           = (array) pll_languages_list( array( 'fields' => 'slug' ) );
			$locales         = (array) pll_languages_list( array( 'fields' => 'locale' ) );
			$tags            = (array) pll_languages_list( array( 'fields' => 'w3c' ) );
			$names           = (array) pll_languages_list( array( 'fields' => 'name' ) );
			$facebook        = (array) pll_languages_list( array( 'fields' => 'facebook' ) );
			foreach ( array_values( $slugs ) as $i => $slug ) {
				$slug                     = (string) $slug;
				$locale                   = (string) ( $locales[ $i ] ?? '' );
				$this->languages[ $slug ] = new Language(
					$slug,
					$locale,
					(string) ( $tags[ $i ] ?? str_replace( '_', '-', $locale ) ),
					(string) ( $names[ $i ] ?? $slug ),
					(string) ( $facebook[ $i ] ?? '' )
				);
			}
		}
		return $this->languages;
	}

	public function default_language(): ?Language {
		$slug = function_exists( 'pll_default_language' ) ? (string) pll_default_language( 'slug' ) : '';
		return $this->languages()[ $slug ] ?? null;
	}

	public function post_language( int $post_id ): ?Language {
		$slug = (string) pll_get_post_language( $post_id, 'slug' );
		return $this->languages()[ $slug ] ?? null;
	}

	public function term_language( int $term_id ): ?Language {
		$slug = (string) pll_get_term_language( $term_id, 'slug' );
		return $this->languages()[ $slug ] ?? null;
	}

	public function post_translations( int $post_id ): array {
		return $this->known( (array) pll_get_post_translations( $post_id ) );
	}

	public function term_translations( int $term_id ): array {
		return $this->known( (array) pll_get_term_translations( $term_id ) );
	}

	public function post_group_taxonomy(): string {
		return 'post_translations';
	}

	public function term_group_taxonomy(): string {
		return 'term_translations';
	}

	public function translations_screen_url(): string {
		return admin_url( 'admin.php?page=mlang_strings' );
	}

	public function posts_query_args( string $slug ): array {
		// Polylang's language taxonomy query variable, which it also reads itself.
		return array( 'lang' => $slug );
	}

	/**
	 * A post's language is its relation to the language's term of Polylang's `language` taxonomy (what
	 * posts_query_args()' query variable becomes): a probe of term_relationships' primary key
	 * (object_id, term_taxonomy_id). The language's term comes from Polylang's cached list (no query).
	 */
	public function posts_in_language_sql( string $slug, string $id_column ): string {
		$language = PLL()->model->get_language( $slug );
		// No such language: a term that is none (no post matches), never every post.
		return self::relation_sql( $language ? (int) $language->get_tax_prop( 'language', 'term_taxonomy_id' ) : 0, $id_column );
	}

	/**
	 * The condition on a language's term (EXPLAIN reads it in the tests, which have no Polylang). A
	 * count, not EXISTS: a scalar subquery stays a dependent one, probing the primary key for each row
	 * asked, where MariaDB may turn EXISTS into a semi-join that reads the language's rows of
	 * term_relationships (every post of it) into a join buffer (as it planned for a small table).
	 */
	public static function relation_sql( int $term_taxonomy_id, string $id_column ): string {
		global $wpdb;
		return sprintf( '(SELECT COUNT(*) FROM %1$s AS sightline_language WHERE sightline_language.object_id = %2$s AND sightline_language.term_taxonomy_id = %3$d) > 0', $wpdb->term_relationships, $id_column, $term_taxonomy_id );
	}

	/**
	 * Polylang translates the admin-texts through the strings of the language it loaded
	 * (PLL_Translate_Option reads them): a page view loads its language's on `pll_language_defined`,
	 * with load_strings_translations(). The same call loads this language's; the strings loaded before
	 * (the request's language, or none) are put back afterwards.
	 */
	public function in_language( string $slug, callable $work ) {
		$polylang = PLL();
		if ( ! isset( $this->languages()[ $slug ] ) || ! method_exists( $polylang, 'load_strings_translations' ) ) {
			return $work();
		}
		global $l10n;
		$loaded = $l10n['pll_string'] ?? null;
		$polylang->load_strings_translations( $slug );
		try {
			return $work();
		} finally {
			if ( null === $loaded ) {
				unset( $l10n['pll_string'] );
			} else {
				$l10n['pll_string'] = $loaded; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Polylang's own strings put back as they were.
			}
		}
	}

	public function home_url( string $slug ): string {
		return (string) pll_home_url( $slug );
	}

	public function archive_url( string $slug ): string {
		$polylang = PLL();
		if ( ! isset( $polylang->links ) || ! is_object( $polylang->links ) || ! method_exists( $polylang->links, 'get_translation_url' ) || ! isset( $polylang->model ) ) {
			return '';
		}
		$language = $polylang->model->get_language( $slug );
		return $language ? (string) $polylang->links->get_translation_url( $language ) : '';
	}

	public function post_type_archive_url( string $type, string $slug ): string {
		$polylang = PLL();
		if ( ! pll_is_translated_post_type( $type ) || ! isset( $polylang->links_model, $polylang->model ) || ! is_object( $polylang->links_model ) || ! method_exists( $polylang->links_model, 'switch_language_in_link' ) ) {
			return '';
		}
		$language = $polylang->model->get_language( $slug );
		$link     = get_post_type_archive_link( $type );
		// Polylang's own link filter puts the current language in (none on some requests): set this one.
		return $language && is_string( $link ) ? (string) $polylang->links_model->switch_language_in_link( $link, $language ) : '';
	}

	/**
	 * The translations in a language the site still has (a deleted language's leftovers dropped).
	 *
	 * @param array<mixed, mixed> $translations
	 * @return array<string, int>
	 */
	private function known( array $translations ): array {
		$known = array();
		foreach ( $this->languages() as $slug => $language ) {
			if ( ! empty( $translations[ $slug ] ) ) {
				$known[ $slug ] = (int) $translations[ $slug ];
			}
		}
		return $known;
	}
}
