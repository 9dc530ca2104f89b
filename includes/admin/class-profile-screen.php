<?php
/**
 * The Schema panel on a user's profile (profile.php and user-edit.php): the author's own structured
 * data, printed on their archive, edited with the same form as a post's and saved by the profile's
 * "Update" through PUT author/structured-data, which the app sends first and which must succeed for
 * the form to go (so a refusal is shown, not lost). Shown where the site prints structured data, for
 * users who may write posts (only they have an archive), to whoever may edit that user.
 *
 * @package Sightline
 */

namespace Sightline\Admin;

use Sightline\Head\Context;
use Sightline\Hookable_Interface;
use Sightline\Structured_Data\Own_Structured_Data;
use WP_User;

defined( 'ABSPATH' ) || exit;

final class Profile_Screen implements Hookable_Interface {

	public const ROOT_ID = 'sightline-profile-schema-root';

	/**
	 * @param \Closure(): Own_Structured_Data $structured_data The author's own structured data.
	 */
	public function __construct( private Editor_Assets $editor, private \Closure $structured_data ) {}

	public function add_hooks(): void {
		add_action( 'load-profile.php', array( $this, 'load' ) );
		add_action( 'load-user-edit.php', array( $this, 'load' ) );
	}

	public function load(): void {
		if ( ! $this->editor->schemas_enabled() || ! $this->user() ) {
			return;
		}
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
		add_action( 'show_user_profile', array( $this, 'render' ), 20 );
		add_action( 'edit_user_profile', array( $this, 'render' ), 20 );
	}

	/**
	 * The user whose profile this is, when they may write posts and the current user may edit them.
	 */
	private function user(): ?WP_User {
		$user_id = isset( $_REQUEST['user_id'] ) ? absint( $_REQUEST['user_id'] ) : get_current_user_id(); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- screen routing only.
		$user    = $user_id ? get_userdata( $user_id ) : false;
		return $user instanceof WP_User && self::may_show( $user ) ? $user : null;
	}

	/**
	 * Whether the profile shows our fields for $user: they may write posts (only they have an archive)
	 * and the current user may edit them. Author_Fields shows its fields by the same rule.
	 */
	public static function may_show( WP_User $user ): bool {
		return $user->has_cap( 'edit_posts' ) && current_user_can( 'edit_user', $user->ID );
	}

	public function enqueue(): void {
		$user = $this->user();
		if ( ! $user || ! Assets::enqueue( 'profile-editor' ) ) {
			return;
		}
		Editor_Assets::enqueue_shared_styles();
		Assets::add_page_data( 'profile-editor', $this->data( $user ) );
	}

	/**
	 * What the profile's Schema panel receives (includes/contracts/page-data-profile-editor.json).
	 *
	 * @return array<string, mixed>
	 */
	public function data( WP_User $user ): array {
		return $this->editor->page_data( Context::for_author( $user ) ) + array(
			'objectType'  => 'author',
			'objectLabel' => __( 'Author', 'sightline-seo' ),
			'authorName'  => $user->display_name,
			'schemas'     => true,
			'author'      => array(
				'id'             => $user->ID,
				'name'           => $user->display_name,
				'description'    => (string) $user->description,
				'url'            => get_author_posts_url( $user->ID, $user->user_nicename ),
				'structuredData' => ( $this->structured_data )()->get( $user ),
			),
		);
	}

	/**
	 * Prints the panel's mount point at the end of the profile form.
	 *
	 * @param mixed $user
	 */
	public function render( $user ): void {
		if ( ! $user instanceof WP_User || ! self::may_show( $user ) ) {
			return;
		}
		printf( '<h2>%s</h2>', esc_html__( 'Sightline SEO', 'sightline-seo' ) );
		printf( '<div id="%s" class="sightline-term-seo sightline-profile-schema"></div>', esc_attr( self::ROOT_ID ) );
	}
}
