<?php
/**
 * The robots.txt All in One SEO printed from its rules (Tools › Robots.txt Editor: `tools.robots.enable`
 * and `tools.robots.rules`, each rule a JSON string of userAgent, directive and fieldValue), as its
 * Tools\RobotsTxt::buildRules() builds it (4.9.9): WordPress's own rules grouped by user agent, its rules
 * merged in (a rule of the opposite directive for the same path is replaced), each group written as
 * "User-agent:" and its lines. Our robots.txt editor then serves that text in place of WordPress's.
 *
 * @package Sightline
 */

namespace Sightline\Migration\Sources;

defined( 'ABSPATH' ) || exit;

final class Aioseo_Robots_Txt {

	/** The directives All in One SEO writes (others are dropped, as it drops them). */
	private const DIRECTIVES = array( 'allow', 'disallow', 'clean-param', 'crawl-delay' );

	/**
	 * The text, or null when the editor is off or holds no rule.
	 *
	 * @param array<string, mixed> $options aioseo_options, decoded.
	 */
	public static function text( array $options ): ?string {
		$robots = $options['tools']['robots'] ?? null;
		if ( ! is_array( $robots ) || empty( $robots['enable'] ) || ! is_array( $robots['rules'] ?? null ) ) {
			return null;
		}
		$theirs = self::groups( $robots['rules'] );
		if ( ! $theirs ) {
			return null;
		}
		$path   = (string) wp_parse_url( site_url(), PHP_URL_PATH );
		$groups = array( '*' => array( "disallow: {$path}/wp-admin/", "allow: {$path}/wp-admin/admin-ajax.php" ) );
		foreach ( $theirs as $agent => $lines ) {
			foreach ( $lines as $line ) {
				list( $directive, $value ) = explode( ': ', $line, 2 );
				$opposite                  = 'allow' === $directive ? 'disallow' : ( 'disallow' === $directive ? 'allow' : '' );
				$groups[ $agent ]          = array_values( array_diff( $groups[ $agent ] ?? array(), array( "{$opposite}: {$value}" ) ) );
				if ( ! in_array( $line, $groups[ $agent ], true ) ) {
					$groups[ $agent ][] = $line;
				}
			}
		}
		$text = array();
		foreach ( $groups as $agent => $lines ) {
			$group = array( 'User-agent: ' . $agent );
			foreach ( $lines as $line ) {
				list( $directive, $value ) = explode( ': ', $line, 2 );
				$group[]                   = ucfirst( $directive ) . ': ' . $value;
			}
			$text[] = implode( "\n", $group );
		}
		return implode( "\n\n", $text ) . "\n";
	}

	/**
	 * Its rules by user agent, each "directive: value"; a rule without agent, value or known directive is left out.
	 *
	 * @param array<mixed> $rules
	 * @return array<string, list<string>>
	 */
	private static function groups( array $rules ): array {
		$groups = array();
		foreach ( $rules as $rule ) {
			$rule      = is_string( $rule ) ? json_decode( $rule, true ) : $rule;
			$agent     = is_array( $rule ) && is_string( $rule['userAgent'] ?? null ) ? trim( $rule['userAgent'] ) : '';
			$directive = is_array( $rule ) && is_string( $rule['directive'] ?? null ) ? strtolower( trim( $rule['directive'] ) ) : '';
			$value     = is_array( $rule ) && is_scalar( $rule['fieldValue'] ?? null ) ? trim( (string) $rule['fieldValue'] ) : '';
			if ( '' === $agent || '' === $value || ! in_array( $directive, self::DIRECTIVES, true ) || preg_match( '/[\r\n]/', $agent . $value ) ) {
				continue;
			}
			$line = $directive . ': ' . $value;
			if ( ! in_array( $line, $groups[ $agent ] ?? array(), true ) ) {
				$groups[ $agent ][] = $line;
			}
		}
		return $groups;
	}
}
