<?php
/**
 * A Site Health test (Tools > Site Health) while the compiled redirect rules could not be stored: the
 * site keeps answering from the last build that was, so the newest changes of the rules are not live
 * yet, and the test says why (read-only uploads folder, an object cache refusing the items) and what to do.
 *
 * @package Sightline
 */

namespace Sightline\Redirects;

use Sightline\Hookable_Interface;

defined( 'ABSPATH' ) || exit;

final class Site_Health implements Hookable_Interface {

	public const TEST = 'sightline_redirects_build';

	public function add_hooks(): void {
		add_filter( 'site_status_tests', array( $this, 'register' ) );
	}

	/**
	 * @param array<string, mixed> $tests
	 * @return array<string, mixed>
	 */
	public function register( $tests ): array {
		$tests = is_array( $tests ) ? $tests : array();
		if ( false !== get_option( Lookup_Store::ERROR_OPTION ) ) {
			$tests['direct'][ self::TEST ] = array(
				'label' => __( 'Compiled redirect rules', 'sightline-seo' ),
				'test'  => array( $this, 'run' ),
			);
		}
		return $tests;
	}

	/**
	 * @return array<string, mixed> A Site Health result.
	 */
	public function run(): array {
		$error  = get_option( Lookup_Store::ERROR_OPTION );
		$result = array(
			'label'       => __( 'The redirect rules are compiled and stored', 'sightline-seo' ),
			'status'      => 'good',
			'badge'       => array(
				'label' => __( 'SEO', 'sightline-seo' ),
				'color' => 'blue',
			),
			'description' => '<p>' . esc_html__( 'Page views answer redirects from a compiled copy of the rules, stored when the rules change.', 'sightline-seo' ) . '</p>',
			'actions'     => sprintf( '<p><a href="%s">%s</a></p>', esc_url( admin_url( 'admin.php?page=sightline#/tools/redirects' ) ), esc_html__( 'Open the redirects', 'sightline-seo' ) ),
			'test'        => self::TEST,
		);
		if ( ! is_array( $error ) ) {
			return $result;
		}
		$dir                      = ( new Lookup_Store() )->dir() ?? __( 'the uploads folder', 'sightline-seo' );
		$reasons                  = array(
			'unwritable'               => sprintf(
				/* translators: %s: a folder path. */
				__( 'The folder %s cannot be written (read-only uploads?).', 'sightline-seo' ),
				$dir
			),
			'cache_refused'            => __( 'The persistent object cache refused the compiled rules (an item too large for it?).', 'sightline-seo' ),
			'cache_refused_unwritable' => sprintf(
				/* translators: %s: a folder path. */
				__( 'The persistent object cache refused the compiled rules (an item too large for it?), and the folder %s cannot be written either.', 'sightline-seo' ),
				$dir
			),
		);
		$result['status']         = 'critical';
		$result['badge']['color'] = 'red';
		$result['label']          = __( 'The newest redirect changes are not live: the compiled rules could not be stored', 'sightline-seo' );
		$result['description']   .= '<p>' . esc_html( $reasons[ (string) ( $error['error'] ?? '' ) ] ?? $reasons['unwritable'] ) . '</p>';
		$result['description']   .= '<p>' . esc_html(
			sprintf(
				/* translators: %s: a date and time. */
				__( 'Since %s visitors are answered from the last rules that could be stored. Fix the cause: the next wp-admin page compiles and stores them again.', 'sightline-seo' ),
				wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) ( $error['time'] ?? time() ) )
			)
		) . '</p>';
		return $result;
	}
}
