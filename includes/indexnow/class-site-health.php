<?php
/**
 * A Site Health test (Tools > Site Health) for IndexNow, while it is on: whether the last submission
 * was accepted, and what IndexNow answered when it was not.
 *
 * @package Sightline
 */

namespace Sightline\Indexnow;

use Sightline\Hookable_Interface;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Site_Health implements Hookable_Interface {

	public const TEST = 'sightline_indexnow';

	public function __construct( private Settings $settings, private Last_Result $last ) {}

	public function add_hooks(): void {
		add_filter( 'site_status_tests', array( $this, 'register' ) );
	}

	/**
	 * @param array<string, mixed> $tests
	 * @return array<string, mixed>
	 */
	public function register( $tests ): array {
		$tests = is_array( $tests ) ? $tests : array();
		if ( $this->settings->get( 'enable_indexnow' ) ) {
			$tests['direct'][ self::TEST ] = array(
				'label' => __( 'IndexNow submissions', 'sightline-seo' ),
				'test'  => array( $this, 'run' ),
			);
		}
		return $tests;
	}

	/**
	 * @return array<string, mixed> A Site Health result.
	 */
	public function run(): array {
		$last   = $this->last->get();
		$result = array(
			'label'       => __( 'IndexNow tells search engines about your changes', 'sightline-seo' ),
			'status'      => 'good',
			'badge'       => array(
				'label' => __( 'SEO', 'sightline-seo' ),
				'color' => 'blue',
			),
			'description' => '',
			'actions'     => sprintf( '<p><a href="%s">%s</a></p>', esc_url( admin_url( 'admin.php?page=sightline#/advanced/sitemaps' ) ), esc_html__( 'IndexNow settings', 'sightline-seo' ) ),
			'test'        => self::TEST,
		);
		if ( null === $last ) {
			$result['description'] = '<p>' . esc_html__( 'Nothing has been submitted yet: the first published or updated post is sent a minute after it is saved.', 'sightline-seo' ) . '</p>';
			return $result;
		}
		$when = sprintf(
			/* translators: 1: number of URLs, 2: how long ago. */
			_n( '%1$s URL was submitted %2$s ago.', '%1$s URLs were submitted %2$s ago.', $last['count'], 'sightline-seo' ),
			number_format_i18n( $last['count'] ),
			human_time_diff( $last['time'] )
		);
		if ( '' === $last['error'] ) {
			$result['description'] = '<p>' . esc_html( $when ) . ' ' . esc_html__( 'IndexNow accepted them.', 'sightline-seo' ) . '</p>';
			return $result;
		}
		$result['label']          = __( 'The last IndexNow submission failed', 'sightline-seo' );
		$result['status']         = 'recommended';
		$result['badge']['color'] = 'orange';
		$result['description']    = '<p>' . esc_html( $when ) . ' ' . esc_html( $last['error'] ) . '</p>';
		return $result;
	}
}
