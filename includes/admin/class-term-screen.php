<?php
/**
 * The Sightline SEO panels on the classic term edit screen (term.php): a React mount inside the form
 * that keeps a hidden field up to date, so the SEO fields are saved with the term by "Update". The
 * Schema panel's structured data is saved by the same "Update" through PUT term/structured-data, which
 * the app sends first and which must succeed for the form to go (so a refusal is shown, not lost).
 * Loaded only when the page-level SEO feature is on, for public taxonomies, for users who may edit the term.
 *
 * @package Sightline
 */

namespace Sightline\Admin;

use Sightline\Head\Context;
use Sightline\Hookable_Interface;
use Sightline\Settings\Object_Meta;
use Sightline\Structured_Data\Own_Structured_Data;

defined( 'ABSPATH' ) || exit;

final class Term_Screen implements Hookable_Interface {

	public const FIELD = 'sightline_term_seo';

	public const NONCE = 'sightline_term_seo_nonce';

	public const ROOT_ID = 'sightline-term-seo-root';

	/**
	 * @param \Closure(): Own_Structured_Data $structured_data The term's own structured data, read when the Schema panel shows.
	 */
	public function __construct( private Editor_Assets $editor, private \Closure $structured_data ) {}

	public function add_hooks(): void {
		add_action( 'load-term.php', array( $this, 'load' ) );
		add_action( 'edited_term', array( $this, 'save' ), 10, 3 );
	}

	public static function nonce_action( int $term_id ): string {
		return 'sightline-term-seo-' . $term_id;
	}

	public function load(): void {
		$taxonomy = isset( $_REQUEST['taxonomy'] ) ? sanitize_key( wp_unslash( $_REQUEST['taxonomy'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- screen routing only.
		if ( ! $this->editor->is_enabled() || ! taxonomy_exists( $taxonomy ) || ! is_taxonomy_viewable( $taxonomy ) ) {
			return;
		}
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
		add_action( $taxonomy . '_edit_form', array( $this, 'render' ), 10, 1 );
	}

	private function term(): ?\WP_Term {
		$term_id = isset( $_REQUEST['tag_ID'] ) ? absint( $_REQUEST['tag_ID'] ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- screen routing only.
		$term    = $term_id ? get_term( $term_id ) : null;
		return $term instanceof \WP_Term && current_user_can( 'edit_term', $term->term_id ) ? $term : null;
	}

	public function enqueue(): void {
		$term = $this->term();
		if ( ! $term || ! Assets::enqueue( 'term-editor' ) ) {
			return;
		}
		Editor_Assets::enqueue_shared_styles();
		wp_enqueue_media();
		$data = $this->data( $term );
		Assets::add_page_data( 'term-editor', $data );
		if ( $this->editor->schemas_enabled() ) {
			Assets::add_chunk_translations( 'term-editor', 'editor-schema' );
		}
		// No preload of the AI connection, for the reason Editor_Assets::enqueue() gives.
	}

	/**
	 * @return array<string, mixed>
	 */
	public function data( \WP_Term $term ): array {
		$link    = get_term_link( $term );
		$schemas = $this->editor->schemas_enabled();
		return $this->editor->page_data( Context::for_term( $term ) ) + array(
			'objectType'  => 'term',
			'objectLabel' => (string) ( get_taxonomy( $term->taxonomy )->labels->singular_name ?? $term->taxonomy ),
			'authorName'  => '',
			'schemas'     => $schemas,
			'term'        => array(
				'id'             => $term->term_id,
				'slug'           => $term->slug,
				'url'            => is_wp_error( $link ) ? '' : $link,
				'meta'           => Object_Meta::values( 'term', $term->term_id ),
				'structuredData' => $schemas ? ( $this->structured_data )()->get( $term ) : array(),
			),
		);
	}

	/**
	 * Prints the mount point inside the term form, with the hidden field the app fills and a nonce.
	 *
	 * @param \WP_Term $term
	 */
	public function render( $term ): void {
		if ( ! $term instanceof \WP_Term || ! current_user_can( 'edit_term', $term->term_id ) ) {
			return;
		}
		printf( '<h2>%s</h2>', esc_html__( 'Sightline SEO', 'sightline-seo' ) );
		printf( '<div id="%s" class="sightline-term-seo"></div>', esc_attr( self::ROOT_ID ) );
		// Empty until the author changes something: an untouched form saves nothing.
		printf( '<input type="hidden" name="%1$s" id="%1$s" value="" />', esc_attr( self::FIELD ) );
		wp_nonce_field( self::nonce_action( $term->term_id ), self::NONCE, false );
	}

	/**
	 * Stores the fields sent by the term form. Each is validated against its schema; an invalid field is
	 * left as it was. A value equal to the default is deleted rather than stored.
	 *
	 * @param int    $term_id
	 * @param int    $tt_id
	 * @param string $taxonomy
	 */
	public function save( $term_id, $tt_id = 0, $taxonomy = '' ): void {
		$term_id = (int) $term_id;
		if ( ! isset( $_POST[ self::FIELD ], $_POST[ self::NONCE ] ) || '' === $_POST[ self::FIELD ] ) {
			return;
		}
		if ( ! wp_verify_nonce( sanitize_text_field( wp_unslash( $_POST[ self::NONCE ] ) ), self::nonce_action( $term_id ) ) || ! current_user_can( 'edit_term', $term_id ) ) {
			return;
		}
		$sent = json_decode( wp_unslash( $_POST[ self::FIELD ] ), true ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- JSON, each value validated and sanitised against its schema below.
		if ( ! is_array( $sent ) ) {
			return;
		}
		foreach ( Object_Meta::fields() as $field => $schema ) {
			if ( ! array_key_exists( $field, $sent ) || is_wp_error( rest_validate_value_from_schema( $sent[ $field ], $schema, $field ) ) ) {
				continue;
			}
			$value = rest_sanitize_value_from_schema( $sent[ $field ], $schema, $field );
			if ( ( $schema['default'] ?? null ) === $value ) {
				delete_term_meta( $term_id, Object_Meta::key( $field ) );
			} else {
				update_term_meta( $term_id, Object_Meta::key( $field ), $value );
			}
		}
	}
}
