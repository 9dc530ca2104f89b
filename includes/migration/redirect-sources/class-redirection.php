<?php
/**
 * The Redirection plugin's redirects: {prefix}redirection_items (url, match_url, match_data, regex,
 * position, last_count, last_access, group_id, status, action_type, action_code, action_data,
 * match_type, title) in {prefix}redirection_groups (name, module_id: 1 WordPress, 2 Apache, 3 Nginx;
 * status). match_data is JSON: `source` holds the flags saved without the site defaults (flag_regex,
 * flag_case, flag_trailing, flag_query: exact|exactorder|ignore|pass), the defaults live in the option
 * `redirection_options` (a fresh install ignores case and trailing slashes). A rule redirects only
 * when match_type is 'url' (the others add a condition: login, role, referrer, agent, cookie, header,
 * IP, server, language, page, custom filter) and action_type is 'url' (the others pass through, do
 * nothing, pick a random post or answer an error code). Regular expressions are matched against the
 * requested URL with its query string.
 *
 * @package Sightline
 */

namespace Sightline\Migration\Redirect_Sources;

use Sightline\Migration\Abstract_Redirect_Reader;
use Sightline\Migration\Mapped_Redirect;

defined( 'ABSPATH' ) || exit;

final class Redirection extends Abstract_Redirect_Reader {

	protected const TABLE = 'redirection_items';

	/** Redirection's module of rules WordPress answers (the others are written to server configuration). */
	private const WORDPRESS_MODULE = 1;

	public function read( string $group, array $ids ): array {
		global $wpdb;
		$rows   = $this->rows( $ids );
		$groups = array();
		$table  = $wpdb->prefix . 'redirection_groups';
		if ( array() !== $rows && $this->has_table( $table ) ) {
			$group_ids = array_values( array_unique( array_map( static fn( $row ) => (int) $row['group_id'], $rows ) ) );
			foreach ( (array) $wpdb->get_results( $wpdb->prepare( "SELECT id, name, module_id, status FROM {$table} WHERE id IN (" . implode( ',', array_fill( 0, count( $group_ids ), '%d' ) ) . ')', $group_ids ), ARRAY_A ) as $row ) { // phpcs:ignore WordPress.DB -- the source's own table, read only, prepared.
				$groups[ (int) $row['id'] ] = $row;
			}
		}
		$defaults = self::default_flags();
		$out      = array();
		foreach ( $rows as $id => $row ) {
			$out[ $id ] = array( $this->map( $row, $groups[ (int) $row['group_id'] ] ?? null, $defaults ) );
		}
		return $out;
	}

	/**
	 * The site-wide flags a rule's own match_data overrides (Red_Source_Flags defaults; a fresh install,
	 * or a site whose option is gone, ignores case and trailing slashes).
	 *
	 * @return array{flag_regex: bool, flag_case: bool, flag_trailing: bool, flag_query: string}
	 */
	private static function default_flags(): array {
		$options = get_option( 'redirection_options', false );
		$fresh   = ! is_array( $options );
		$options = is_array( $options ) ? $options : array();
		return array(
			'flag_regex'    => ! empty( $options['flag_regex'] ),
			'flag_case'     => $fresh ? true : ! empty( $options['flag_case'] ),
			'flag_trailing' => $fresh ? true : ! empty( $options['flag_trailing'] ),
			'flag_query'    => is_string( $options['flag_query'] ?? null ) ? $options['flag_query'] : 'exact',
		);
	}

	/**
	 * @param array<string, mixed>      $row
	 * @param array<string, mixed>|null $group
	 * @param array<string, mixed>      $defaults
	 */
	private function map( array $row, ?array $group, array $defaults ): Mapped_Redirect {
		$data  = json_decode( (string) ( $row['match_data'] ?? '' ), true );
		$flags = array_merge( $defaults, array( 'flag_regex' => (bool) (int) $row['regex'] ), is_array( $data['source'] ?? null ) ? $data['source'] : array() );
		$regex = ! empty( $flags['flag_regex'] );
		$query = (string) $flags['flag_query'];
		$code  = (int) $row['action_code'];
		$type  = (string) $row['action_type'];

		$status = 'url' === $type || 'error' === $type ? self::status( $code ) : null;
		// An error action answers its code without a target; a url action with 410 is not one Redirection offers.
		if ( null !== $status && ( 'error' === $type ) !== in_array( $status[0], array( 410, 451 ), true ) ) {
			$status = null;
		}
		$url    = (string) $row['url'];
		$source = $regex ? ( empty( $flags['flag_case'] ) ? '' : '(?i)' ) . $url : self::path( in_array( $query, array( 'ignore', 'pass' ), true ) ? self::without_query( $url ) : $url );
		$rule   = new Mapped_Redirect(
			$source,
			$regex ? 'regex' : 'exact',
			self::target( self::action_target( $row['action_data'] ?? '' ) ),
			null === $status ? 301 : $status[0],
			'pass' === $query ? 'keep' : 'ignore',
			'enabled' === $row['status'] && ( null === $group || 'enabled' === $group['status'] )
		);
		$rule->hits_from( (int) $row['last_count'], isset( $row['last_access'] ) ? (string) $row['last_access'] : null, false );

		if ( 'url' !== $row['match_type'] ) {
			$rule->skipped( self::condition( (string) $row['match_type'] ) );
		}
		if ( null === $status ) {
			$rule->skipped( 'url' === $type || 'error' === $type ? self::status_note( $code ) : self::action( $type ) );
		} elseif ( '' !== $status[1] ) {
			$rule->converted( $status[1] );
		}
		if ( $regex && str_contains( $url, '\\?' ) ) {
			$rule->skipped( __( 'a regular expression on the query string (Sightline SEO matches regular expressions against the path)', 'sightline-seo' ) );
		}
		if ( null !== $group && self::WORDPRESS_MODULE !== (int) $group['module_id'] ) {
			$rule->skipped( __( 'a redirect of the Apache or Nginx module, answered by the web server\'s configuration rather than WordPress', 'sightline-seo' ) );
		}
		if ( null !== $group && 'enabled' !== $group['status'] && 'enabled' === $row['status'] ) {
			/* translators: %s: the Redirection group's name. */
			$rule->converted( sprintf( __( 'the group "%s" was disabled in Redirection: the rule was migrated turned off.', 'sightline-seo' ), (string) $group['name'] ) );
		}
		return $rule;
	}

	/**
	 * The target of a redirect: action_data is the URL itself for a 'url' match (other matches keep a
	 * serialized array of targets, and are not migrated).
	 *
	 * @param mixed $data
	 */
	private static function action_target( $data ): string {
		$data = maybe_unserialize( (string) $data );
		if ( is_array( $data ) ) {
			return (string) ( $data['url'] ?? $data['url_from'] ?? '' );
		}
		return (string) $data;
	}

	private static function condition( string $type ): string {
		$names = array(
			'login'    => __( "the condition on the visitor's login status", 'sightline-seo' ),
			'role'     => __( "the condition on the visitor's role", 'sightline-seo' ),
			'referrer' => __( 'the condition on the referrer', 'sightline-seo' ),
			'agent'    => __( 'the condition on the user agent', 'sightline-seo' ),
			'cookie'   => __( 'the condition on a cookie', 'sightline-seo' ),
			'header'   => __( 'the condition on an HTTP header', 'sightline-seo' ),
			'ip'       => __( "the condition on the visitor's IP address", 'sightline-seo' ),
			'server'   => __( 'the condition on the server (domain)', 'sightline-seo' ),
			'language' => __( "the condition on the browser's language", 'sightline-seo' ),
			'page'     => __( 'the condition on the page type', 'sightline-seo' ),
			'custom'   => __( 'the custom filter condition', 'sightline-seo' ),
		);
		/* translators: %s: Redirection's match type. */
		return $names[ $type ] ?? sprintf( __( 'the "%s" condition', 'sightline-seo' ), $type );
	}

	private static function action( string $type ): string {
		$names = array(
			'pass'    => __( 'the pass-through action (serving another address without redirecting)', 'sightline-seo' ),
			'nothing' => __( 'the "do nothing" action', 'sightline-seo' ),
			'random'  => __( 'the redirect to a random post', 'sightline-seo' ),
		);
		/* translators: %s: Redirection's action type. */
		return $names[ $type ] ?? sprintf( __( 'the "%s" action', 'sightline-seo' ), $type );
	}
}
