<?php
/**
 * An author's own search title, description and noindex for their archive, on their profile
 * (profile.php and user-edit.php), as Yoast SEO and Rank Math keep them per user: user meta under the
 * keys of the posts' and terms' fields (Settings\Object_Meta::USER_FIELDS), saved with the profile's
 * "Update". Shown for users who may write posts (only they have an archive), to whoever may edit them.
 *
 * @package Sightline
 */

namespace Sightline\Admin;

use Sightline\Hookable_Interface;
use Sightline\Settings\Object_Meta;
use WP_User;

defined( 'ABSPATH' ) || exit;

final class Author_Fields implements Hookable_Interface {

	private const NONCE = 'sightline_author_fields_nonce';

	public function add_hooks(): void {
		add_action( 'show_user_profile', array( $this, 'render' ), 19 );
		add_action( 'edit_user_profile', array( $this, 'render' ), 19 );
		add_action( 'personal_options_update', array( $this, 'save' ) );
		add_action( 'edit_user_profile_update', array( $this, 'save' ) );
	}

	/**
	 * @param mixed $user
	 */
	public function render( $user ): void {
		if ( ! $user instanceof WP_User || ! Profile_Screen::may_show( $user ) ) {
			return;
		}
		$value = static fn( string $field ): string => (string) get_user_meta( $user->ID, Object_Meta::key( $field ), true );
		$index = $value( 'robots_noindex' );
		wp_nonce_field( self::nonce_action( $user->ID ), self::NONCE );
		printf( '<h2>%s</h2>', esc_html__( 'Author Archive in Search Results', 'sightline-seo' ) );
		echo '<table class="form-table" role="presentation"><tbody>';
		printf(
			'<tr><th scope="row"><label for="sightline-author-title">%1$s</label></th><td><input type="text" class="regular-text" id="sightline-author-title" name="sightline_author[title]" value="%2$s" /><p class="description">%3$s</p></td></tr>',
			esc_html__( 'Search title', 'sightline-seo' ),
			esc_attr( $value( 'title' ) ),
			/* translators: %1$s and %2$s: template variables, printed as they are typed (%author_name%, %site_name%). */
			esc_html( sprintf( __( 'Template variables such as %1$s and %2$s work here. Empty uses the template of author archives.', 'sightline-seo' ), '%author_name%', '%site_name%' ) )
		);
		printf(
			'<tr><th scope="row"><label for="sightline-author-description">%1$s</label></th><td><textarea class="large-text" rows="3" id="sightline-author-description" name="sightline_author[description]">%2$s</textarea><p class="description">%3$s</p></td></tr>',
			esc_html__( 'Meta description', 'sightline-seo' ),
			esc_textarea( $value( 'description' ) ),
			esc_html__( 'Empty uses the template of author archives.', 'sightline-seo' )
		);
		printf( '<tr><th scope="row"><label for="sightline-author-noindex">%s</label></th><td><select id="sightline-author-noindex" name="sightline_author[robots_noindex]">', esc_html__( 'Search engines', 'sightline-seo' ) );
		$chosen = in_array( $index, array( 'on', 'off' ), true ) ? $index : 'inherit';
		foreach ( array(
			'inherit' => __( 'Follow the rule of author archives', 'sightline-seo' ),
			'on'      => __( 'Keep this archive out of search results (noindex)', 'sightline-seo' ),
			'off'     => __( 'Show this archive in search results', 'sightline-seo' ),
		) as $option => $label ) {
			printf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $option ), selected( $chosen, $option, false ), esc_html( $label ) );
		}
		echo '</select></td></tr></tbody></table>';
	}

	/**
	 * Stores the fields the profile form sent, each checked by its schema; an empty text or "inherit"
	 * removes the user's own value.
	 *
	 * @param int|string $user_id
	 */
	public function save( $user_id ): void {
		$user = get_userdata( (int) $user_id );
		if ( ! $user instanceof WP_User || ! Profile_Screen::may_show( $user ) || ! isset( $_POST[ self::NONCE ], $_POST['sightline_author'] ) ) {
			return;
		}
		if ( ! wp_verify_nonce( sanitize_text_field( wp_unslash( $_POST[ self::NONCE ] ) ), self::nonce_action( $user->ID ) ) ) {
			return;
		}
		$sent   = wp_unslash( $_POST['sightline_author'] ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- each field is checked against its schema below.
		$fields = Object_Meta::fields();
		foreach ( Object_Meta::USER_FIELDS as $field ) {
			if ( ! is_array( $sent ) || ! isset( $sent[ $field ] ) || ! is_string( $sent[ $field ] ) ) {
				continue;
			}
			$value = 'description' === $field ? sanitize_textarea_field( $sent[ $field ] ) : sanitize_text_field( $sent[ $field ] );
			$valid = rest_validate_value_from_schema( $value, $fields[ $field ], $field );
			if ( is_wp_error( $valid ) ) {
				continue; // The form offers only valid values; anything else keeps what was stored.
			}
			if ( '' === trim( $value ) || 'inherit' === $value ) {
				delete_user_meta( $user->ID, Object_Meta::key( $field ) );
			} else {
				update_user_meta( $user->ID, Object_Meta::key( $field ), $value );
			}
		}
	}

	private static function nonce_action( int $user_id ): string {
		return 'sightline_author_fields_' . $user_id;
	}
}
