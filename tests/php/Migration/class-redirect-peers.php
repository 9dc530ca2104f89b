<?php
/**
 * The peers' redirect storage as each plugin creates and writes it, for the redirect migration tests:
 * the CREATE TABLE of Rank Math (includes/class-installer.php), Redirection
 * (database/schema/latest.php) and the columns of All in One SEO's addon table as its public code
 * reads them, and rows inserted the way each plugin inserts them.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Migration;

final class Redirect_Peers {

	public static function rank_math_table(): void {
		global $wpdb;
		$wpdb->query(
			"CREATE TABLE IF NOT EXISTS {$wpdb->prefix}rank_math_redirections ( id bigint(20) unsigned NOT NULL auto_increment,
					sources longtext CHARACTER SET {$wpdb->charset} COLLATE {$wpdb->charset}_bin NOT NULL,
					url_to text NOT NULL,
					header_code smallint(4) unsigned NOT NULL,
					hits bigint(20) unsigned NOT NULL default '0',
					status varchar(25) NOT NULL default 'active',
					created datetime NOT NULL default '0000-00-00 00:00:00',
					updated datetime NOT NULL default '0000-00-00 00:00:00',
					last_accessed datetime NOT NULL default '0000-00-00 00:00:00',
					PRIMARY KEY  (id),
					KEY status (status),
					KEY idx_rm_status_updated (status, updated) ) " . $wpdb->get_charset_collate()
		);
	}

	/**
	 * As Rank Math's DB::add(): sources serialized, url_to a full URL (add_destination() prefixes
	 * home_url() to a path), created and updated in site time.
	 *
	 * @param list<array{pattern: string, comparison: string, ignore?: string}> $sources
	 */
	public static function rank_math( array $sources, string $url_to, int $code, string $status = 'active', int $hits = 0, string $last = '0000-00-00 00:00:00' ): int {
		global $wpdb;
		$wpdb->insert(
			$wpdb->prefix . 'rank_math_redirections',
			array(
				'sources'       => maybe_serialize(
					array_map(
						static fn( $source ) => array(
							'ignore'     => $source['ignore'] ?? '',
							'pattern'    => $source['pattern'],
							'comparison' => $source['comparison'],
						),
						$sources
					)
				),
				'url_to'        => in_array( $code, array( 410, 451 ), true ) ? '' : $url_to,
				'header_code'   => $code,
				'hits'          => $hits,
				'status'        => $status,
				'created'       => current_time( 'mysql' ),
				'updated'       => current_time( 'mysql' ),
				'last_accessed' => $last,
			)
		);
		return (int) $wpdb->insert_id;
	}

	public static function redirection_tables(): void {
		global $wpdb;
		$prefix          = $wpdb->prefix;
		$charset_collate = $wpdb->get_charset_collate();
		$wpdb->query(
			"CREATE TABLE IF NOT EXISTS `{$prefix}redirection_items` (
			`id` int(11) unsigned NOT NULL AUTO_INCREMENT,
			`url` mediumtext NOT NULL,
			`match_url` VARCHAR(2000) DEFAULT NULL,
			`match_data` TEXT,
			`regex` INT(11) unsigned NOT NULL DEFAULT '0',
			`position` INT(11) unsigned NOT NULL DEFAULT '0',
			`last_count` INT(10) unsigned NOT NULL DEFAULT '0',
			`last_access` datetime NOT NULL DEFAULT '1970-01-01 00:00:00',
			`group_id` INT(11) NOT NULL DEFAULT '0',
			`status` enum('enabled','disabled') NOT NULL DEFAULT 'enabled',
			`action_type` VARCHAR(20) NOT NULL,
			`action_code` INT(11) unsigned NOT NULL,
			`action_data` MEDIUMTEXT,
			`match_type` VARCHAR(20) NOT NULL,
			`title` TEXT,
			PRIMARY KEY (`id`),
			KEY `url` (`url`(191)),
			KEY `status` (`status`),
			KEY `regex` (`regex`),
			KEY `group_idpos` (`group_id`,`position`),
			KEY `group` (`group_id`),
			KEY `match_url` (`match_url`(191))
	  ) $charset_collate"
		);
		$wpdb->query(
			"CREATE TABLE IF NOT EXISTS `{$prefix}redirection_groups` (
			`id` int(11) unsigned NOT NULL AUTO_INCREMENT,
			`name` VARCHAR(50) NOT NULL,
			`tracking` INT(11) NOT NULL DEFAULT '1',
			`module_id` INT(11) unsigned NOT NULL DEFAULT '0',
			`status` enum('enabled','disabled') NOT NULL DEFAULT 'enabled',
			`position` INT(11) unsigned NOT NULL DEFAULT '0',
			PRIMARY KEY (`id`),
			KEY `module_id` (`module_id`),
			KEY `status` (`status`)
		) $charset_collate"
		);
	}

	public static function redirection_group( string $name, int $module, string $status = 'enabled' ): int {
		global $wpdb;
		$wpdb->insert(
			$wpdb->prefix . 'redirection_groups',
			array(
				'name'      => $name,
				'module_id' => $module,
				'status'    => $status,
			)
		);
		return (int) $wpdb->insert_id;
	}

	/**
	 * A row as Red_Item_Sanitizer::get() makes it: match_url lower-cased without the trailing slash (or
	 * 'regex'), match_data JSON with the flags that differ from the site's defaults (null when none),
	 * action_data the target URL for a url match, serialized for the other matches.
	 *
	 * @param array<string, mixed> $fields url, action_type, action_code, action_data, match_type, flags, group_id, status, last_count, last_access.
	 */
	public static function redirection( array $fields ): int {
		global $wpdb;
		$flags = $fields['flags'] ?? array();
		$regex = ! empty( $flags['flag_regex'] );
		$url   = (string) $fields['url'];
		$wpdb->insert(
			$wpdb->prefix . 'redirection_items',
			array(
				'url'         => $url,
				'match_url'   => $regex ? 'regex' : ( strtolower( untrailingslashit( explode( '?', $url )[0] ) ) ?: '/' ),
				'match_data'  => array() === $flags ? null : wp_json_encode( array( 'source' => $flags ) ),
				'regex'       => $regex ? 1 : 0,
				'position'    => 0,
				'last_count'  => $fields['last_count'] ?? 0,
				'last_access' => $fields['last_access'] ?? '1970-01-01 00:00:00',
				'group_id'    => $fields['group_id'],
				'status'      => $fields['status'] ?? 'enabled',
				'action_type' => $fields['action_type'] ?? 'url',
				'action_code' => $fields['action_code'] ?? 301,
				'action_data' => $fields['action_data'] ?? null,
				'match_type'  => $fields['match_type'] ?? 'url',
				'title'       => null,
			)
		);
		return (int) $wpdb->insert_id;
	}

	/**
	 * The AIOSEO Redirects addon's table. Its CREATE TABLE is not in the public repository: the columns
	 * are those its public code reads from a redirect row (src/vue/pages/redirects, add-redirection).
	 */
	public static function aioseo_table(): void {
		global $wpdb;
		$wpdb->query(
			"CREATE TABLE IF NOT EXISTS {$wpdb->prefix}aioseo_redirects (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				source_url text NOT NULL,
				target_url text NOT NULL,
				type int(11) unsigned NOT NULL DEFAULT 301,
				query_param varchar(40) NOT NULL DEFAULT 'ignore',
				regex tinyint(1) unsigned NOT NULL DEFAULT 0,
				ignore_slash tinyint(1) unsigned NOT NULL DEFAULT 1,
				ignore_case tinyint(1) unsigned NOT NULL DEFAULT 1,
				enabled tinyint(1) unsigned NOT NULL DEFAULT 1,
				custom_rules text DEFAULT NULL,
				created datetime NOT NULL,
				updated datetime NOT NULL,
				PRIMARY KEY (id)
			) " . $wpdb->get_charset_collate()
		);
	}

	/**
	 * @param array<string, mixed> $fields
	 */
	public static function aioseo( array $fields ): int {
		global $wpdb;
		$wpdb->insert(
			$wpdb->prefix . 'aioseo_redirects',
			array_merge(
				array(
					'target_url'   => '',
					'type'         => 301,
					'query_param'  => 'ignore',
					'regex'        => 0,
					'ignore_slash' => 1,
					'ignore_case'  => 1,
					'enabled'      => 1,
					'custom_rules' => null,
					'created'      => current_time( 'mysql', true ),
					'updated'      => current_time( 'mysql', true ),
				),
				$fields
			)
		);
		return (int) $wpdb->insert_id;
	}

	/**
	 * Every row of a peer's table, to prove the migration only reads it.
	 *
	 * @return list<array<string, mixed>>
	 */
	public static function rows( string $table ): array {
		global $wpdb;
		return (array) $wpdb->get_results( "SELECT * FROM {$wpdb->prefix}{$table} ORDER BY id", ARRAY_A ); // phpcs:ignore WordPress.DB
	}
}
