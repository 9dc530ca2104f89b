<?php
/**
 * The site's highest post id: the last entry of wp_posts' primary key, one index lookup whatever the
 * site's size. Work proportional to the site walks post ids in bounded ranges up to it (the score
 * counts, the migration's count of a source's posts) and decides from it whether a site is large.
 *
 * @package Sightline
 */

namespace Sightline\Db;

defined( 'ABSPATH' ) || exit;

final class Post_Ids {

	public static function highest(): int {
		global $wpdb;
		return (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->posts}" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the primary key's last entry; no API reads it.
	}
}
