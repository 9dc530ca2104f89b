/**
 * Text-like values of a structured-data node, the twin of Sightline\Structured_Data\Text_Values:
 * templates resolved with the page's variables, then text, addresses, currencies, enum values and
 * booleans normalised. Each returns null for a value the node must not carry (empty or invalid).
 */
import variableCatalogue from '../../includes/settings/variables.json';

/** A token: letters, digits and underscores between two percent signs (the head's pattern). */
const TOKEN = /%([A-Za-z][A-Za-z0-9_]*)%/g;

const KNOWN = new Set< string >(
	variableCatalogue.variables.map( ( variable ) => variable.token )
);

/** The spaces both languages collapse and trim: ASCII whitespace and the no-break space. */
const SPACES = /[ \t\n\x0B\f\r\u00A0]+/g;
const EDGES = /^[ \t\n\x0B\f\r\u00A0]+|[ \t\n\x0B\f\r\u00A0]+$/g;

export type VariableValues = Partial< Record< string, string > >;

/**
 * A template with each known token replaced by the page's value ('' when the page has none) and
 * unknown tokens removed, as the head treats them.
 */
export function resolveTemplate(
	template: string,
	variables: VariableValues
): string {
	return template.replace( TOKEN, ( _match, name: string ) =>
		KNOWN.has( name ) ? ( variables[ name ] ?? '' ) : ''
	);
}

/** A scalar as text: strings as they are, finite numbers in their shortest form, anything else null. */
export function scalarText( raw: unknown ): string | null {
	if ( typeof raw === 'string' ) {
		return raw;
	}
	if ( typeof raw === 'number' && Number.isFinite( raw ) ) {
		return String( raw );
	}
	return null;
}

/** One line: runs of spaces become one, none at either end. */
export function singleLine( text: string ): string | null {
	const result = text.replace( SPACES, ' ' ).replace( EDGES, '' );
	return result === '' ? null : result;
}

/** Several lines: line breaks kept (CRLF as LF), no spaces at either end. */
export function multiLine( text: string ): string | null {
	const result = text.replace( /\r\n?/g, '\n' ).replace( EDGES, '' );
	return result === '' ? null : result;
}

/**
 * An absolute http(s) address as it is; a path (`/menu/`) on the page's own site; anything else
 * (an address without a scheme, a `javascript:` link, text with spaces) null.
 */
export function absoluteUrl( text: string, pageUrl: string ): string | null {
	const value = singleLine( text );
	if ( value === null ) {
		return null;
	}
	// After singleLine() the only space left is ' ', so one class serves both languages.
	if ( /^https?:\/\/[^ /?#]+[^ ]*$/i.test( value ) ) {
		return value;
	}
	const origin = /^https?:\/\/[^ /?#]+/i.exec( pageUrl );
	if ( /^\/(?!\/)[^ ]*$/.test( value ) && origin ) {
		return origin[ 0 ] + value;
	}
	return null;
}

/** ASCII lower case (PHP's strtolower()), so both languages match the same words. */
export function asciiLower( text: string ): string {
	return text.replace( /[A-Z]/g, ( letter ) => letter.toLowerCase() );
}

/** A three-letter ISO 4217 code in capitals (`eur` → `EUR`). */
export function currencyCode( text: string ): string | null {
	const value = singleLine( text );
	return value !== null && /^[A-Za-z]{3}$/.test( value )
		? value.replace( /[a-z]/g, ( letter ) => letter.toUpperCase() )
		: null;
}

/**
 * One of the enum's options: the option itself, or the option whose last path segment it is,
 * in any case (`InStock` and `instock` → `https://schema.org/InStock`).
 */
export function enumOption( text: string, options: string[] ): string | null {
	const value = singleLine( text );
	if ( value === null ) {
		return null;
	}
	const wanted = asciiLower( value );
	for ( const option of options ) {
		const lower = asciiLower( option );
		if ( lower === wanted || lower.endsWith( '/' + wanted ) ) {
			return option;
		}
	}
	return null;
}

const TRUE_WORDS = [ 'true', '1', 'yes', 'on' ];
const FALSE_WORDS = [ 'false', '0', 'no', 'off' ];

/** True or false from a boolean, 1 or 0, or the words a form stores (yes/no, on/off, true/false). */
export function booleanValue( raw: unknown ): boolean | null {
	if ( typeof raw === 'boolean' ) {
		return raw;
	}
	if ( raw === 1 || raw === 0 ) {
		return raw === 1;
	}
	if ( typeof raw !== 'string' ) {
		return null;
	}
	const word = asciiLower( singleLine( raw ) ?? '' );
	if ( TRUE_WORDS.includes( word ) ) {
		return true;
	}
	return FALSE_WORDS.includes( word ) ? false : null;
}
