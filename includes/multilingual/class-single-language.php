<?php
/**
 * The answer of a site without a multilingual plugin: no languages, no translations, so nothing of
 * the multilingual output is printed.
 *
 * @package Sightline
 */

namespace Sightline\Multilingual;

defined( 'ABSPATH' ) || exit;

final class Single_Language implements Languages_Interface {

	public function is_multilingual(): bool {
		return false;
	}

	public function languages(): array {
		return array();
	}

	public function default_language(): ?Language {
		return null;
	}

	public function post_language( int $post_id ): ?Language {
		return null;
	}

	public function term_language( int $term_id ): ?Language {
		return null;
	}

	public function post_translations( int $post_id ): array {
		return array();
	}

	public function term_translations( int $term_id ): array {
		return array();
	}

	public function post_group_taxonomy(): string {
		return '';
	}

	public function term_group_taxonomy(): string {
		return '';
	}

	public function translations_screen_url(): string {
		return '';
	}

	public function posts_query_args( string $slug ): array {
		return array();
	}

	public function posts_in_language_sql( string $slug, string $id_column ): string {
		return '';
	}

	public function in_language( string $slug, callable $work ) {
		return $work();
	}

	public function home_url( string $slug ): string {
		return home_url( '/' );
	}

	public function archive_url( string $slug ): string {
		return '';
	}

	public function post_type_archive_url( string $type, string $slug ): string {
		return '';
	}
}
