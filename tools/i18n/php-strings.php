<?php
/**
 * Prints, as JSON, every translatable string of the text domain in the given PHP files: the gettext
 * calls WordPress's own extractor (wp i18n make-pot) reads, found with PHP's tokenizer, each with its
 * context, plural, translator comment and file. Used by tools/i18n/make-pot.mjs.
 *
 * Run: php tools/i18n/php-strings.php DOMAIN FILE...
 *
 * @package Sightline
 */

// phpcs:disable -- a build tool run from the command line, outside the plugin.

/** Function => the role of each argument (s = singular, p = plural, c = context, d = domain, _ = other). */
const SIGHTLINE_GETTEXT = array(
	'__'              => 'sd',
	'_e'              => 'sd',
	'esc_html__'      => 'sd',
	'esc_html_e'      => 'sd',
	'esc_attr__'      => 'sd',
	'esc_attr_e'      => 'sd',
	'_x'              => 'scd',
	'_ex'             => 'scd',
	'esc_html_x'      => 'scd',
	'esc_attr_x'      => 'scd',
	'_n'              => 'sp_d',
	'_nx'             => 'sp_cd',
	'_n_noop'         => 'spd',
	'_nx_noop'        => 'spcd',
);

/** The value of a PHP string literal token, or null for anything else. */
function sightline_literal( string $token ): ?string {
	$quote = $token[0] ?? '';
	$body  = substr( $token, 1, -1 );
	if ( "'" === $quote ) {
		return strtr( $body, array( '\\\\' => '\\', "\\'" => "'" ) );
	}
	if ( '"' === $quote && ! preg_match( '/(?<!\\\\)\$/', $body ) ) {
		return stripcslashes( str_replace( '\\$', '$', $body ) );
	}
	return null;
}

/**
 * @return list<array<string, string|int>>
 */
function sightline_strings( string $file, string $domain ): array {
	$tokens  = token_get_all( (string) file_get_contents( $file ) );
	$count   = count( $tokens );
	$found   = array();
	$comment = null; // The last translators comment: array{text, end_line}.
	for ( $i = 0; $i < $count; $i++ ) {
		$token = $tokens[ $i ];
		if ( is_array( $token ) && in_array( $token[0], array( T_COMMENT, T_DOC_COMMENT ), true ) ) {
			if ( preg_match( '/translators:/i', $token[1] ) ) {
				$text    = preg_replace( array( '#^/\*+|\*+/$#', '#^\s*//#m', '#^\s*\*\s?#m' ), '', $token[1] );
				$comment = array(
					'text' => trim( (string) preg_replace( '/\s+/', ' ', (string) $text ) ),
					'end'  => $token[2] + substr_count( $token[1], "\n" ),
				);
			}
			continue;
		}
		if ( ! is_array( $token ) || T_STRING !== $token[0] || ! isset( SIGHTLINE_GETTEXT[ $token[1] ] ) ) {
			continue;
		}
		$j = $i + 1;
		while ( $j < $count && is_array( $tokens[ $j ] ) && T_WHITESPACE === $tokens[ $j ][0] ) {
			++$j;
		}
		if ( '(' !== ( $tokens[ $j ] ?? '' ) ) {
			continue;
		}
		$prev = $i - 1;
		while ( $prev >= 0 && is_array( $tokens[ $prev ] ) && T_WHITESPACE === $tokens[ $prev ][0] ) {
			--$prev;
		}
		if ( $prev >= 0 && is_array( $tokens[ $prev ] ) && in_array( $tokens[ $prev ][0], array( T_FUNCTION, T_OBJECT_OPERATOR, T_DOUBLE_COLON ), true ) ) {
			continue; // A declaration or a method of the same name.
		}
		// Split the arguments at depth 1; an argument counts only when it is literal strings joined by dots.
		$args  = array( array() );
		$depth = 0;
		for ( ++$j; $j < $count; $j++ ) {
			$t = $tokens[ $j ];
			if ( in_array( $t, array( '(', '[', '{' ), true ) || ( is_array( $t ) && in_array( $t[0], array( T_CURLY_OPEN, T_DOLLAR_OPEN_CURLY_BRACES ), true ) ) ) {
				++$depth;
			} elseif ( in_array( $t, array( ')', ']', '}' ), true ) ) {
				if ( 0 === $depth ) {
					break;
				}
				--$depth;
			} elseif ( ',' === $t && 0 === $depth ) {
				$args[] = array();
				continue;
			}
			if ( is_array( $t ) && in_array( $t[0], array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true ) ) {
				continue;
			}
			$args[ count( $args ) - 1 ][] = $t;
		}
		$values = array();
		foreach ( $args as $n => $arg ) {
			$value = '';
			foreach ( $arg as $k => $t ) {
				if ( 1 === $k % 2 ) {
					if ( '.' !== $t ) {
						$value = null;
						break;
					}
					continue;
				}
				$literal = is_array( $t ) && T_CONSTANT_ENCAPSED_STRING === $t[0] ? sightline_literal( $t[1] ) : null;
				if ( null === $literal ) {
					$value = null;
					break;
				}
				$value .= $literal;
			}
			$values[ $n ] = $arg ? $value : null;
		}
		$roles = SIGHTLINE_GETTEXT[ $token[1] ];
		$entry = array();
		foreach ( str_split( $roles ) as $n => $role ) {
			if ( '_' !== $role ) {
				$entry[ $role ] = $values[ $n ] ?? null;
			}
		}
		if ( $domain !== $entry['d'] || null === $entry['s'] || '' === $entry['s'] ) {
			continue;
		}
		$string = array(
			'msgid' => $entry['s'],
			'file'  => $file,
		);
		if ( isset( $entry['p'] ) ) {
			$string['msgid_plural'] = (string) $entry['p'];
		}
		if ( isset( $entry['c'] ) ) {
			$string['msgctxt'] = (string) $entry['c'];
		}
		// wp i18n make-pot's rule: the comment ends on the call's line or the line above it.
		if ( null !== $comment && $comment['end'] >= $token[2] - 1 ) {
			$string['comment'] = $comment['text'];
			$comment           = null; // A comment describes the first string after it, not the nested ones.
		}
		$found[] = $string;
	}
	return $found;
}

$domain  = $argv[1] ?? '';
$strings = array();
foreach ( array_slice( $argv, 2 ) as $file ) {
	array_push( $strings, ...sightline_strings( $file, $domain ) );
}
echo json_encode( $strings, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_PRETTY_PRINT ), "\n";
