/**
 * strip_shortcodes() of WordPress, for the automatic description: a registered shortcode goes with
 * what it encloses ([caption]…[/caption]), an escaped one ([[gallery]]) stays as written. Which tags
 * are registered comes from the server (page data `shortcodes`), as the page strips only those.
 */

function escapeRegExp( text: string ): string {
	return text.replace( /[.*+?^${}()|[\]\\/-]/g, '\\$&' );
}

/** get_shortcode_regex() (its possessive quantifiers are plain ones here: same matches). */
function shortcodeRegex( tags: string[] ): RegExp {
	const names = tags.map( escapeRegExp ).join( '|' );
	return new RegExp(
		'\\[(\\[?)(' +
			names +
			')(?![\\w-])([^\\]\\/]*(?:\\/(?!\\])[^\\]\\/]*)*?)(?:(\\/)\\]|\\](?:([^\\[]*(?:\\[(?!\\/\\2\\])[^\\[]*)*)\\[\\/\\2\\])?)(\\]?)',
		'g'
	);
}

export function stripShortcodes(
	content: string,
	registered: string[]
): string {
	if ( ! content.includes( '[' ) || registered.length === 0 ) {
		return content;
	}
	const present = new Set(
		[ ...content.matchAll( /\[([^<>&/\[\]\x00-\x20=]+)/g ) ].map(
			( match ) => match[ 1 ]
		)
	);
	const tags = registered.filter( ( tag ) => present.has( tag ) );
	if ( tags.length === 0 ) {
		return content;
	}
	return (
		content
			.replace(
				shortcodeRegex( tags ),
				(
					match: string,
					open: string,
					_name: string,
					_attributes: string,
					_selfClosing: string | undefined,
					_enclosed: string | undefined,
					close: string
				) =>
					// [[tag]] is an escaped shortcode: it keeps one pair of brackets.
					open === '[' && close === ']'
						? match.slice( 1, -1 )
						: open + close
			)
			// unescape_invalid_shortcodes().
			.replace( /&#91;/g, '[' )
			.replace( /&#93;/g, ']' )
	);
}
