<?php
/**
 * /robots.txt is reachable and is plain text.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Site;

use Sightline\Checks\Check_Result;

defined( 'ABSPATH' ) || exit;

final class Robots_Txt_Check extends Site_Check {

	public function id(): string {
		return 'robots_txt';
	}

	public function run( Site_Context $context ): Check_Result {
		$url    = home_url( '/robots.txt' );
		$robots = $context->fetch( $url );
		$link   = Fix_Link::route( '/advanced/robots-txt-editor', __( 'Open the Robots.txt Editor', 'sightline-seo' ) );
		if ( ! $robots->ok() ) {
			return $this->result(
				Check_Result::WARNING,
				/* translators: %s: why robots.txt could not be read. */
				sprintf( __( 'robots.txt could not be read: %s.', 'sightline-seo' ), $robots->problem() ),
				__( 'Search engines read robots.txt first. WordPress serves one at the site root when pretty permalinks are on and the site is installed at the root of its domain; check the permalink settings and the server configuration.', 'sightline-seo' ),
				$link
			);
		}
		$type = $robots->header( 'content-type' );
		if ( '' !== $type && ! str_starts_with( strtolower( $type ), 'text/plain' ) ) {
			return $this->result(
				Check_Result::WARNING,
				/* translators: %s: the content type. */
				sprintf( __( 'robots.txt is served as %s instead of plain text.', 'sightline-seo' ), $type ),
				__( 'Something other than robots rules answers at /robots.txt (often an error page). Check the server configuration.', 'sightline-seo' ),
				$link
			);
		}
		/* translators: %s: robots.txt URL. */
		return $this->result( Check_Result::SUCCESS, sprintf( __( 'robots.txt is reachable at %s.', 'sightline-seo' ), $url ), '', $link );
	}
}
