<?php
/**
 * Checks readme.txt the way WordPress.org reads it (its readme parser: `=== Name ===`, then `Field: value`
 * header lines, the short description, `== Section ==`s) against the plugin header of plugin.php.
 *
 * Run: php tools/lint/readme-check.php [readme.txt] [plugin.php]  (the `readme` check of tools/lint.sh).
 * Prints each problem and exits 1 when there is any. tests/php/Release/ReadmeTest.php covers the rules.
 *
 * @package Sightline
 */

/** The header fields a WordPress.org readme must carry. */
const SIGHTLINE_README_FIELDS = array( 'Contributors', 'Tags', 'Requires at least', 'Tested up to', 'Requires PHP', 'Stable tag', 'License' );

/** The sections it must have, in this order (WordPress.org asks plugins that call remote services to name them: External services). */
const SIGHTLINE_README_SECTIONS = array( 'Description', 'Installation', 'Frequently Asked Questions', 'External services', 'Screenshots', 'Changelog', 'Upgrade Notice' );

/**
 * Splits a readme into its name, header fields, short description and sections.
 *
 * @return array{name: string, fields: array<string, string>, short: string, sections: array<string, string>}
 */
function sightline_readme_parse( string $text ): array {
	$lines  = preg_split( '/\r\n|\r|\n/', $text );
	$lines  = false === $lines ? array() : $lines;
	$parsed = array(
		'name'     => '',
		'fields'   => array(),
		'short'    => '',
		'sections' => array(),
	);
	$i      = 0;
	$count  = count( $lines );
	while ( $i < $count && '' === trim( $lines[ $i ] ) ) {
		++$i;
	}
	if ( $i < $count && preg_match( '/^===\s*(.+?)\s*===\s*$/', $lines[ $i ], $match ) ) {
		$parsed['name'] = $match[1];
		++$i;
	}
	while ( $i < $count && preg_match( '/^([A-Za-z ]+):\s*(.*)$/', $lines[ $i ], $match ) ) {
		$parsed['fields'][ trim( $match[1] ) ] = trim( $match[2] );
		++$i;
	}
	$short = array();
	while ( $i < $count && ! preg_match( '/^==\s*(.+?)\s*==\s*$/', $lines[ $i ] ) ) {
		if ( '' !== trim( $lines[ $i ] ) ) {
			$short[] = trim( $lines[ $i ] );
		} elseif ( $short ) {
			break;
		}
		++$i;
	}
	$parsed['short'] = implode( ' ', $short );
	$section         = null;
	for ( ; $i < $count; $i++ ) {
		if ( preg_match( '/^==\s*(.+?)\s*==\s*$/', $lines[ $i ], $match ) ) {
			$section                        = $match[1];
			$parsed['sections'][ $section ] = '';
		} elseif ( null !== $section ) {
			$parsed['sections'][ $section ] .= $lines[ $i ] . "\n";
		}
	}
	return $parsed;
}

/**
 * A plugin header field as WordPress's get_file_data() reads it.
 */
function sightline_plugin_header( string $plugin_php, string $field ): string {
	if ( preg_match( '/^(?:[ \t]*<\?php)?[ \t\/*#@]*' . preg_quote( $field, '/' ) . ':(.*)$/mi', $plugin_php, $match ) ) {
		return trim( (string) preg_replace( '/\s*(?:\*\/|\?>).*/', '', $match[1] ) );
	}
	return '';
}

/**
 * Everything wrong with the readme, one sentence each (empty when it is fine).
 *
 * @return list<string>
 */
function sightline_readme_problems( string $readme, string $plugin_php ): array {
	$parsed   = sightline_readme_parse( $readme );
	$fields   = $parsed['fields'];
	$problems = array();
	if ( '' === $parsed['name'] ) {
		$problems[] = 'The first line must be "=== Plugin Name ===".';
	} elseif ( sightline_plugin_header( $plugin_php, 'Plugin Name' ) !== $parsed['name'] ) {
		$problems[] = sprintf( 'The readme names the plugin "%s", plugin.php "%s".', $parsed['name'], sightline_plugin_header( $plugin_php, 'Plugin Name' ) );
	}
	foreach ( SIGHTLINE_README_FIELDS as $field ) {
		if ( '' === ( $fields[ $field ] ?? '' ) ) {
			$problems[] = sprintf( 'The header field "%s" is missing or empty.', $field );
		}
	}
	$version = sightline_plugin_header( $plugin_php, 'Version' );
	if ( isset( $fields['Stable tag'] ) && $fields['Stable tag'] !== $version ) {
		$problems[] = sprintf( 'Stable tag is "%s" but plugin.php says Version: %s.', $fields['Stable tag'], $version );
	}
	foreach ( array( 'Requires at least', 'Requires PHP' ) as $field ) {
		$header = sightline_plugin_header( $plugin_php, $field );
		if ( isset( $fields[ $field ] ) && $fields[ $field ] !== $header ) {
			$problems[] = sprintf( '%s is "%s" in the readme but "%s" in plugin.php.', $field, $fields[ $field ], $header );
		}
	}
	foreach ( array( 'Requires at least', 'Tested up to', 'Requires PHP', 'Stable tag' ) as $field ) {
		if ( isset( $fields[ $field ] ) && ! preg_match( '/^\d+(\.\d+){1,2}$/', $fields[ $field ] ) ) {
			$problems[] = sprintf( '%s must be a version number such as 7.1, not "%s".', $field, $fields[ $field ] );
		}
	}
	if ( isset( $fields['Tested up to'], $fields['Requires at least'] ) && version_compare( $fields['Tested up to'], $fields['Requires at least'], '<' ) ) {
		$problems[] = 'Tested up to is older than Requires at least.';
	}
	$tags = array_filter( array_map( 'trim', explode( ',', $fields['Tags'] ?? '' ) ) );
	if ( count( $tags ) > 5 ) {
		$problems[] = sprintf( 'WordPress.org shows 5 tags at most; the readme has %d.', count( $tags ) );
	}
	if ( '' === $parsed['short'] ) {
		$problems[] = 'The short description (the line after the header) is missing.';
	} elseif ( mb_strlen( $parsed['short'] ) > 150 ) {
		$problems[] = sprintf( 'The short description has %d characters; WordPress.org cuts it at 150.', mb_strlen( $parsed['short'] ) );
	}
	$present = array_values( array_intersect( array_keys( $parsed['sections'] ), SIGHTLINE_README_SECTIONS ) );
	foreach ( SIGHTLINE_README_SECTIONS as $section ) {
		if ( '' === trim( $parsed['sections'][ $section ] ?? '' ) ) {
			$problems[] = sprintf( 'The section "== %s ==" is missing or empty.', $section );
		}
	}
	if ( array_values( array_intersect( SIGHTLINE_README_SECTIONS, $present ) ) !== $present ) {
		$problems[] = 'The sections must come in this order: ' . implode( ', ', SIGHTLINE_README_SECTIONS ) . '.';
	}
	if ( '' !== $version ) {
		foreach ( array( 'Changelog', 'Upgrade Notice' ) as $section ) {
			if ( isset( $parsed['sections'][ $section ] ) && ! preg_match( '/^=\s*' . preg_quote( $version, '/' ) . '\s*=\s*$/m', $parsed['sections'][ $section ] ) ) {
				$problems[] = sprintf( 'The %s has no "= %s =" entry for the current version.', $section, $version );
			}
		}
	}
	return $problems;
}

if ( PHP_SAPI === 'cli' && isset( $argv[0] ) && realpath( $argv[0] ) === __FILE__ ) {
	$root     = dirname( __DIR__, 2 );
	$readme   = $argv[1] ?? $root . '/readme.txt';
	$plugin   = $argv[2] ?? $root . '/plugin.php';
	$problems = is_file( $readme ) ? sightline_readme_problems( (string) file_get_contents( $readme ), (string) file_get_contents( $plugin ) ) : array( "$readme does not exist." );
	foreach ( $problems as $problem ) {
		fwrite( STDERR, "readme.txt: $problem\n" );
	}
	if ( $problems ) {
		exit( 1 );
	}
	echo "readme.txt: the header parses, Stable tag = Version (" . sightline_plugin_header( (string) file_get_contents( $plugin ), 'Version' ) . "), every section is there.\n";
}
