/**
 * Template variables, the twin of Sightline\Head\Variables::replace() and unknown_tokens(): the same
 * token pattern (case-sensitive, as the page reads it), the same removal of empty and unknown tokens,
 * and the same tidying of separators they leave behind.
 */
import catalogue from '../../includes/settings/variables.json';
import { SPACE, UNICODE_SPACES, line, phpTrim, plain, trimSpace } from './text';

/** A token: letters, digits and underscores between two percent signs, starting with a letter (`50% off` is not one). */
const TOKEN = /%([A-Za-z][A-Za-z0-9_]*)%/g;

/** PCRE's \s+ without the u flag: what Variables::replace() collapses across values. */
const ASCII_SPACES = new RegExp( `${ SPACE }+`, 'g' );

const KNOWN = new Set< string >(
	catalogue.variables.map( ( variable ) => variable.token )
);

export type VariableValues = Partial< Record< string, string > >;

/**
 * Setting template_spaces: runs of spaces collapsed, ends trimmed, dangling separators removed (tidy);
 * so, but a value's own spaces put back after the tidying (tags_after, Yoast SEO's: a tag removed from
 * the title leaves the spaces around it); or the template's text and values kept as written, nothing
 * tidied (as_written, SEOPress's).
 */
export type TemplateSpaces = 'tidy' | 'tags_after' | 'as_written';

/**
 * The tokens of a template the page does not know, each once, in order of appearance. Tokens are
 * case-sensitive: `%Title%` is not `%title%`, and the page drops it, so the editor reports it.
 */
export function unknownTokens( template: string ): string[] {
	const found: string[] = [];
	for ( const match of template.matchAll( TOKEN ) ) {
		if ( ! KNOWN.has( match[ 1 ] ) && ! found.includes( match[ 1 ] ) ) {
			found.push( match[ 1 ] );
		}
	}
	return found;
}

function escapeRegExp( text: string ): string {
	return text.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );
}

/** The dash WordPress's texturising prints for a hyphen separator (" - " → " – ", " -- " → " — "). */
const TEXTURISED_DASH: Record< string, string > = { '-': '–', '--': '—' };

/**
 * What counts as the separator when tidying a resolved template (Variables::separator_pattern()): the
 * separator, and for a hyphen the dash WordPress prints for it, which templates copying WordPress's own
 * titles ("%archive_title% – %paged% – %site_name%") write out.
 */
function separatorPattern( sep: string ): string {
	const marks = [ sep ];
	if ( TEXTURISED_DASH[ sep ] ) {
		marks.push( TEXTURISED_DASH[ sep ] );
	}
	return `(?:${ marks.map( escapeRegExp ).join( '|' ) })`;
}

/**
 * The template with every token replaced by its value (unknown tokens removed; the template's own
 * text read as HTML, the values as the plain text they are), whitespace collapsed
 * and the separators an empty token leaves at either end or twice in a row removed: with no category,
 * `%title% %separator% %category% %separator% %site_name%` reads "Hello - Site", as on the page.
 */
export function replaceVariables(
	template: string,
	values: VariableValues,
	separator: string,
	spaces: TemplateSpaces = 'tidy'
): string {
	if ( ! template.includes( '%' ) ) {
		return line( template );
	}
	if ( spaces === 'as_written' ) {
		// The source's str_replace() (SEOPress): the template's text and each value as they are.
		const text = template
			.split( TOKEN )
			.map( ( part, i ) => {
				if ( i % 2 === 0 ) {
					return plain( part );
				}
				return KNOWN.has( part ) ? ( values[ part ] ?? '' ) : '';
			} )
			.join( '' );
		return phpTrim( text ) === '' ? '' : text;
	}
	// split() with the token's group alternates the template's own text (HTML as written) and a token's
	// name; values are plain text already, so a decoded "<classic>" stays text, and a value's own
	// no-break spaces stay while runs of other spaces collapse (Variables::replace()). With tags_after a
	// value whose spaces the tidying would change is set aside and put back after it.
	const kept: string[] = [];
	let text = phpTrim(
		template
			.split( TOKEN )
			.map( ( part, i ) => {
				if ( i % 2 === 0 ) {
					return plain( part ).replace( UNICODE_SPACES, ' ' );
				}
				const value = KNOWN.has( part )
					? ( values[ part ] ?? '' )
					: ' ';
				if (
					spaces === 'tags_after' &&
					phpTrim( value.replace( ASCII_SPACES, ' ' ) ) !== value
				) {
					kept.push( value );
					return `\x1A${ kept.length - 1 }\x1A`;
				}
				return value;
			} )
			.join( '' )
			.replace( ASCII_SPACES, ' ' )
	);
	const sep = trimSpace( separator );
	if ( sep !== '' ) {
		// Only separators standing alone between spaces count: "Well-known" keeps its hyphen.
		const s = separatorPattern( sep );
		text = text
			.replace(
				new RegExp(
					`^(?:${ s }${ SPACE }+)+|(?:${ SPACE }+${ s })+$`,
					'g'
				),
				''
			)
			.replace(
				new RegExp(
					`${ SPACE }+(${ s })(?:${ SPACE }+${ s })+${ SPACE }+`,
					'g'
				),
				' $1 '
			);
		text = new RegExp( `^${ s }$` ).test( text ) ? '' : text;
	}
	return trimSpace(
		kept.length === 0
			? text
			: text.replace( /\x1A(\d+)\x1A/g, ( _m, n ) => kept[ Number( n ) ] )
	);
}

/** A template resolved with values that carry their own `separator` (the previews' sample values). */
export function resolveTemplate(
	template: string,
	values: VariableValues
): string {
	return replaceVariables( template, values, values.separator ?? '' );
}
