<?php
/**
 * The site answers over its own URL: the loopback request to the home page succeeds and stays on the
 * site's host. A transport failure is a warning that says why (often the host blocks loopback
 * requests, which visitors never see); an HTTP error status is an error.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Site;

use Sightline\Checks\Check_Result;

defined( 'ABSPATH' ) || exit;

final class Reachability_Check extends Site_Check {

	public function id(): string {
		return 'site_reachable';
	}

	public function category(): string {
		return 'general';
	}

	public function run( Site_Context $context ): Check_Result {
		$home   = $context->home();
		$health = Fix_Link::admin( 'site-health.php', __( 'Open Site Health', 'sightline-seo' ) );
		if ( null !== $home->error ) {
			return $this->result(
				Check_Result::WARNING,
				/* translators: %s: why the request failed. */
				sprintf( __( 'The site could not reach itself: %s.', 'sightline-seo' ), $home->problem() ),
				__( 'The home page could not be requested from the server. Visitors may still see it, but the server, a firewall or a security plugin blocks requests from the site to its own address, which also breaks scheduled tasks. Site Health tests this too.', 'sightline-seo' ),
				$health
			);
		}
		if ( ! $home->ok() ) {
			return $this->result(
				Check_Result::ERROR,
				/* translators: %d: HTTP status code. */
				sprintf( __( 'The home page answered with HTTP status %d.', 'sightline-seo' ), $home->status ),
				__( 'Search engines cannot index a home page that answers with an error. Open the home page in a browser and fix what stops it from loading.', 'sightline-seo' ),
				$health
			);
		}
		$expected = strtolower( (string) wp_parse_url( $context->home_url(), PHP_URL_HOST ) );
		$reached  = strtolower( (string) wp_parse_url( $home->final_url, PHP_URL_HOST ) );
		if ( '' !== $reached && $reached !== $expected ) {
			return $this->result(
				Check_Result::WARNING,
				/* translators: 1: the site's host, 2: the host it redirected to. */
				sprintf( __( 'The home page at %1$s redirects to another host, %2$s.', 'sightline-seo' ), $expected, $reached ),
				__( 'The Site Address in Settings > General should be the address visitors end up on; otherwise every page is reached through a redirect.', 'sightline-seo' ),
				Fix_Link::admin( 'options-general.php', __( 'Open General Settings', 'sightline-seo' ) )
			);
		}
		return $this->result( Check_Result::SUCCESS, __( 'The site is reachable over its own URL.', 'sightline-seo' ) );
	}
}
