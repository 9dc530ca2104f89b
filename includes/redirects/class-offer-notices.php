<?php
/**
 * The admin notices of Offers: on the term edit screen after a term's address changed, and on the
 * Permalinks screen after the permalink settings changed. Rules created automatically are reported
 * once; offered rules come with "Create redirects" (a form to admin-post.php: nonce per offer,
 * manage_options, the rules read back from the server, never from the form) and "Dismiss".
 *
 * @package Sightline
 */

namespace Sightline\Redirects;

use Sightline\Hookable_Interface;

defined( 'ABSPATH' ) || exit;

final class Offer_Notices implements Hookable_Interface {

	public const ACTION = 'sightline_create_redirects';

	/** Query argument of the screen the form returns to: how many rules the click created. */
	public const RESULT_ARG = 'sightline_redirects_created';

	/** Rules named in a notice; the rest are counted. */
	private const LISTED = 5;

	/**
	 * @param \Closure(): Address_Moves $moves Built when the admin creates the offered rules.
	 */
	public function __construct( private \Closure $moves ) {}

	public function add_hooks(): void {
		add_action( 'admin_notices', array( $this, 'render' ) );
		add_action( 'admin_post_' . self::ACTION, array( $this, 'handle' ) );
	}

	public static function nonce_action( string $offer ): string {
		return self::ACTION . '-' . $offer;
	}

	public function render(): void {
		$screen = get_current_screen();
		if ( null === $screen ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a count shown back after our own form's redirect.
		if ( isset( $_GET[ self::RESULT_ARG ] ) && in_array( $screen->base, array( 'term', 'options-permalink' ), true ) ) {
			$count = absint( $_GET[ self::RESULT_ARG ] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
			/* translators: %d: number of redirects. */
			self::notice( 'success', sprintf( _n( '%d redirect created.', '%d redirects created.', $count, 'sightline-seo' ), $count ) );
		}
		if ( 'term' === $screen->base ) {
			$term_id = isset( $_GET['tag_ID'] ) ? absint( $_GET['tag_ID'] ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- screen routing only.
			$offer   = $term_id > 0 ? Offers::term( get_current_user_id(), $term_id ) : null;
			if ( null !== $offer ) {
				$this->render_offer( $offer, 'term-' . $term_id );
				if ( $offer['created'] > 0 || ! current_user_can( 'manage_options' ) ) {
					Offers::forget_term( get_current_user_id(), $term_id );
				}
			}
		} elseif ( 'options-permalink' === $screen->base && current_user_can( 'manage_options' ) ) {
			$job = Moves_Job::progress();
			if ( null !== $job ) {
				self::notice( 'failed' === $job['status'] ? 'error' : 'info', esc_html( self::job_text( $job ) ) );
			}
			$offer = Offers::permalinks();
			if ( null !== $offer ) {
				$this->render_offer( $offer, 'permalinks' );
				if ( $offer['created'] > 0 ) {
					Offers::forget_permalinks();
				}
			}
		}
	}

	/**
	 * @param array{rules: list<array<string, mixed>>, created: int, time: int} $offer
	 */
	private function render_offer( array $offer, string $key ): void {
		$rules = $offer['rules'];
		// A permalink settings change moves many addresses, even when one rule covers them.
		$many = 'permalinks' === $key || count( $rules ) > 1;
		$list = '';
		foreach ( array_slice( $rules, 0, self::LISTED ) as $rule ) {
			$list .= '<li><code>' . esc_html( (string) $rule['source'] ) . '</code> → <code>' . esc_html( (string) $rule['target'] ) . '</code></li>';
		}
		if ( count( $rules ) > self::LISTED ) {
			/* translators: %d: number of further redirects. */
			$list .= '<li>' . esc_html( sprintf( _n( 'and %d more', 'and %d more', count( $rules ) - self::LISTED, 'sightline-seo' ), count( $rules ) - self::LISTED ) ) . '</li>';
		}
		if ( $offer['created'] > 0 ) {
			$text = $many
				/* translators: %d: number of redirects. */
				? sprintf( _n( 'Addresses changed: %d redirect from the old addresses was created automatically.', 'Addresses changed: %d redirects from the old addresses were created automatically.', $offer['created'], 'sightline-seo' ), $offer['created'] )
				: __( 'The address changed: a redirect from the old address was created automatically.', 'sightline-seo' );
			self::notice( 'info', esc_html( $text ) . '<ul>' . $list . '</ul>', true );
			return;
		}
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$form  = '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '" style="margin-bottom:.5em">';
		$form .= '<input type="hidden" name="action" value="' . esc_attr( self::ACTION ) . '">';
		$form .= '<input type="hidden" name="offer" value="' . esc_attr( $key ) . '">';
		$form .= wp_nonce_field( self::nonce_action( $key ), '_wpnonce', true, false );
		/* translators: %d: number of redirects. */
		$form .= '<button type="submit" class="button button-primary" name="choice" value="create">' . esc_html( sprintf( _n( 'Create %d redirect', 'Create %d redirects', count( $rules ), 'sightline-seo' ), count( $rules ) ) ) . '</button> ';
		$form .= '<button type="submit" class="button" name="choice" value="dismiss">' . esc_html__( 'Dismiss', 'sightline-seo' ) . '</button>';
		$form .= '</form>';
		$text  = $many ? __( 'Addresses changed. Send visitors and search engines from the old addresses to the new ones?', 'sightline-seo' ) : __( 'The address changed. Send visitors and search engines from the old address to the new one?', 'sightline-seo' );
		self::notice( 'warning', esc_html( $text ) . '<ul>' . $list . '</ul>' . $form );
	}

	/**
	 * What the background creation of a permalink change's redirects is doing.
	 *
	 * @param array<string, mixed> $job Moves_Job::progress().
	 */
	private static function job_text( array $job ): string {
		$total = (int) ( $job['total'] ?? 0 );
		if ( 'failed' === $job['status'] ) {
			/* translators: 1: number of redirects, 2: the error. */
			return sprintf( __( 'The %1$d redirects for the changed permalinks could not be created, and nothing was changed: %2$s', 'sightline-seo' ), $total, (string) ( $job['error'] ?? '' ) );
		}
		return 'running' === $job['status']
			/* translators: %d: number of redirects. */
			? sprintf( _n( 'Creating %d redirect for the changed permalinks in the background…', 'Creating %d redirects for the changed permalinks in the background…', $total, 'sightline-seo' ), $total )
			/* translators: %d: number of redirects. */
			: sprintf( _n( '%d redirect for the changed permalinks is queued and will be created in the background in a moment.', '%d redirects for the changed permalinks are queued and will be created in the background in a moment.', $total, 'sightline-seo' ), $total );
	}

	/**
	 * @param string $html Escaped by the caller.
	 */
	private static function notice( string $type, string $html, bool $dismissible = false ): void {
		printf(
			'<div class="notice notice-%1$s%2$s sightline-redirect-offer"><p>%3$s</p></div>',
			esc_attr( $type ),
			$dismissible ? ' is-dismissible' : '',
			$html // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped where it is built.
		);
	}

	/** The form's answer: creates the offered rules (or drops the offer), then returns to the screen. */
	public function handle(): void {
		$key = isset( $_POST['offer'] ) ? sanitize_key( wp_unslash( $_POST['offer'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked below, per offer.
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage redirects.', 'sightline-seo' ), 403 );
		}
		check_admin_referer( self::nonce_action( $key ) );
		$user    = get_current_user_id();
		$term_id = str_starts_with( $key, 'term-' ) ? absint( substr( $key, 5 ) ) : 0;
		if ( 'permalinks' === $key ) {
			$offer = Offers::permalinks();
			Offers::forget_permalinks();
			$back = admin_url( 'options-permalink.php' );
		} elseif ( $term_id > 0 ) {
			$offer = Offers::term( $user, $term_id );
			Offers::forget_term( $user, $term_id );
			$term = get_term( $term_id );
			$back = $term instanceof \WP_Term ? (string) get_edit_term_link( $term ) : admin_url();
		} else {
			wp_die( esc_html__( 'This redirect offer does not exist.', 'sightline-seo' ), 400 );
		}
		$choice = isset( $_POST['choice'] ) ? sanitize_key( wp_unslash( $_POST['choice'] ) ) : '';
		if ( null !== $offer && 'create' === $choice ) {
			$back = add_query_arg( self::RESULT_ARG, ( $this->moves )()->create( $offer['rules'] ), $back );
		}
		wp_safe_redirect( $back );
		exit;
	}
}
