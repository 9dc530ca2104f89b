<?php
/**
 * The languages of whichever multilingual plugin is running, decided at the first question: our
 * services are built while plugins load, before Polylang has defined its public functions, so the
 * choice waits until something is asked (a page's head, a sitemap), when every plugin is loaded.
 *
 * @package Sightline
 */

namespace Sightline\Multilingual;

defined( 'ABSPATH' ) || exit;

final class Detected_Languages implements Languages_Interface {

	private ?Languages_Interface $plugin = null;

	private function plugin(): Languages_Interface {
		return $this->plugin ??= Polylang_Languages::is_available() ? new Polylang_Languages() : new Single_Language();
	}

	public function is_multilingual(): bool {
		return $this->plugin()->is_multilingual();
	}

	public function languages(): array {
		return $this->plugin()->languages();
	}

	public function default_language(): ?Language {
		return $this->plugin()->default_language();
	}

	public function post_language( int $post_id ): ?Language {
		return $this->plugin()->post_language( $post_id );
	}

	public function term_language( int $term_id ): ?Language {
		return $this->plugin()->term_language( $term_id );
	}

	public function post_translations( int $post_id ): array {
		return $this->plugin()->post_translations( $post_id );
	}

	public function term_translations( int $term_id ): array {
		return $this->plugin()->term_translations( $term_id );
	}

	public function post_group_taxonomy(): string {
		return $this->plugin()->post_group_taxonomy();
	}

	public function term_group_taxonomy(): string {
		return $this->plugin()->term_group_taxonomy();
	}

	public function translations_screen_url(): string {
		return $this->plugin()->translations_screen_url();
	}

	public function posts_query_args( string $slug ): array {
		return $this->plugin()->posts_query_args( $slug );
	}

	public function posts_in_language_sql( string $slug, string $id_column ): string {
		return $this->plugin()->posts_in_language_sql( $slug, $id_column );
	}

	public function in_language( string $slug, callable $work ) {
		return $this->plugin()->in_language( $slug, $work );
	}

	public function home_url( string $slug ): string {
		return $this->plugin()->home_url( $slug );
	}

	public function archive_url( string $slug ): string {
		return $this->plugin()->archive_url( $slug );
	}

	public function post_type_archive_url( string $type, string $slug ): string {
		return $this->plugin()->post_type_archive_url( $type, $slug );
	}
}
