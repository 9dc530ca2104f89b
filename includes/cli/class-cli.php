<?php
/**
 * Registers Sightline SEO's WP-CLI commands, only when WP-CLI runs.
 *
 * @package Sightline
 */

namespace Sightline\Cli;

use Sightline\Hookable_Interface;
use Sightline\Plugin;
use Sightline\Sitemaps\Server;

defined( 'ABSPATH' ) || exit;

final class Cli implements Hookable_Interface {

	public function add_hooks(): void {
		if ( defined( 'WP_CLI' ) && WP_CLI ) {
			add_action( 'cli_init', array( $this, 'register' ) );
		}
	}

	public function register(): void {
		\WP_CLI::add_command( 'sightline sitemap', new Sitemap_Command( Plugin::get( Server::class ) ) );
		\WP_CLI::add_command( 'sightline redirect', Plugin::get( Redirect_Command::class ) );
		\WP_CLI::add_command( 'sightline 404', Plugin::get( Not_Found_Command::class ) );
	}
}
