<?php
/**
 * The site is served over HTTPS (a ranking signal, and browsers mark plain HTTP as not secure).
 *
 * @package Sightline
 */

namespace Sightline\Checks\Site;

use Sightline\Checks\Check_Result;

defined( 'ABSPATH' ) || exit;

final class Https_Check extends Site_Check {

	public function id(): string {
		return 'https';
	}

	public function category(): string {
		return 'general';
	}

	public function run( Site_Context $context ): Check_Result {
		if ( 'https' === wp_parse_url( $context->home_url(), PHP_URL_SCHEME ) ) {
			$home = $context->home();
			if ( null !== $home->error && preg_match( '/ssl|certificate/i', $home->error ) ) {
				return $this->result(
					Check_Result::WARNING,
					__( 'The site\'s SSL certificate could not be verified.', 'sightline-seo' ),
					/* translators: %s: the error. */
					sprintf( __( 'Browsers warn visitors about an invalid certificate. Ask your host to renew or fix it (%s).', 'sightline-seo' ), $home->error ),
					Fix_Link::admin( 'site-health.php', __( 'Open Site Health', 'sightline-seo' ) )
				);
			}
			return $this->result( Check_Result::SUCCESS, __( 'The site is served over HTTPS.', 'sightline-seo' ) );
		}
		return $this->result(
			Check_Result::WARNING,
			__( 'The site is not served over HTTPS.', 'sightline-seo' ),
			__( 'Browsers mark plain HTTP pages as not secure and search engines prefer HTTPS. Get a certificate from your host, then change the site address to https:// (Site Health can do it for you when the certificate is in place).', 'sightline-seo' ),
			Fix_Link::admin( 'site-health.php?tab=debug', __( 'Open Site Health', 'sightline-seo' ) )
		);
	}
}
