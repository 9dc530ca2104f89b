<?php
/**
 * A Site Health test (Tools > Site Health) while the 404 monitor is on: how many addresses answered 404
 * in the last seven days, with a link to the screen that lists them.
 *
 * @package Sightline
 */

namespace Sightline\Not_Found;

use Sightline\Hookable_Interface;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Site_Health implements Hookable_Interface {

	public const TEST = 'sightline_404_monitor';

	/**
	 * @param \Closure(): Monitor $monitor
	 */
	public function __construct( private Settings $settings, private \Closure $monitor ) {}

	public function add_hooks(): void {
		add_filter( 'site_status_tests', array( $this, 'register' ) );
	}

	/**
	 * @param array<string, mixed> $tests
	 * @return array<string, mixed>
	 */
	public function register( $tests ): array {
		$tests = is_array( $tests ) ? $tests : array();
		if ( $this->settings->get( Recorder::SETTING ) ) {
			$tests['direct'][ self::TEST ] = array(
				'label' => __( 'Addresses that answered 404', 'sightline-seo' ),
				'test'  => array( $this, 'run' ),
			);
		}
		return $tests;
	}

	/**
	 * @return array<string, mixed> A Site Health result.
	 */
	public function run(): array {
		Maintenance::upgrade();
		$count  = ( $this->monitor )()->this_week();
		$result = array(
			'label'       => __( 'No address answered 404 this week', 'sightline-seo' ),
			'status'      => 'good',
			'badge'       => array(
				'label' => __( 'SEO', 'sightline-seo' ),
				'color' => 'blue',
			),
			'description' => '<p>' . esc_html__( 'The 404 monitor records the addresses of this site that visitors and search engines could not find.', 'sightline-seo' ) . '</p>',
			'actions'     => sprintf( '<p><a href="%s">%s</a></p>', esc_url( admin_url( 'admin.php?page=sightline#/tools/404-monitor' ) ), esc_html__( 'Open the 404 monitor', 'sightline-seo' ) ),
			'test'        => self::TEST,
		);
		if ( $count > 0 ) {
			$result['status']         = 'recommended';
			$result['badge']['color'] = 'orange';
			$result['label']          = sprintf(
				/* translators: %s: number of addresses. */
				_n( '%s URL answered 404 this week', '%s URLs answered 404 this week', $count, 'sightline-seo' ),
				number_format_i18n( $count )
			);
			$result['description'] .= '<p>' . esc_html__( 'Each one may be a broken link or a moved page that lost its ranking: redirect the ones that matter to the right page.', 'sightline-seo' ) . '</p>';
		}
		$dropped = Monitor::dropped();
		if ( $dropped['lines'] + $dropped['addresses'] > 0 ) {
			$result['description'] .= '<p>' . esc_html(
				sprintf(
					/* translators: 1: number of requests, 2: number of addresses, 3: a date. */
					__( 'A flood of 404s was not recorded in full since %3$s: %1$s requests past the log\'s cap and %2$s new addresses past the table\'s room were dropped, so the addresses visitors already hit keep their place.', 'sightline-seo' ),
					number_format_i18n( $dropped['lines'] ),
					number_format_i18n( $dropped['addresses'] ),
					wp_date( (string) get_option( 'date_format' ), $dropped['since'] )
				)
			) . '</p>';
		}
		return $result;
	}
}
