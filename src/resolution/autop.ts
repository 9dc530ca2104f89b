/**
 * wpautop() of WordPress without its <br /> step, so the automatic description finds the same
 * paragraphs as the page (Text::first_paragraph()): blank lines make paragraphs, block-level elements
 * stand alone, <pre> is left untouched. Line breaks inside a paragraph are irrelevant there: the
 * description's cleaning turns both a line break and a <br /> into one space. Spaces are PCRE's ASCII
 * \s (wpautop()'s patterns have no u flag), not JavaScript's.
 */

const ALL_BLOCKS =
	'(?:table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary)';

/** Stands for a line break inside a tag while paragraphs are split (wpautop's <!-- wpnl -->). */
const TAG_NEWLINE = '\u0001';

function protectPre( text: string, pre: Map< string, string > ): string {
	if ( ! text.includes( '<pre' ) ) {
		return text;
	}
	const parts = text.split( '</pre>' );
	const last = parts.pop() ?? '';
	let out = '';
	parts.forEach( ( part ) => {
		const start = part.indexOf( '<pre' );
		if ( start === -1 ) {
			out += part;
			return;
		}
		const name = `<pre wp-pre-tag-${ pre.size }></pre>`;
		pre.set( name, part.slice( start ) + '</pre>' );
		out += part.slice( 0, start ) + name;
	} );
	return out + last;
}

export function autop( input: string ): string {
	if ( input.trim() === '' ) {
		return '';
	}
	const pre = new Map< string, string >();
	let text = protectPre( input + '\n', pre );
	text = text
		.replace(
			/<br[\t\n\v\f\r ]*\/?>[\t\n\v\f\r ]*<br[\t\n\v\f\r ]*\/?>/g,
			'\n\n'
		)
		.replace(
			new RegExp( `(<${ ALL_BLOCKS }[\\t\\n\\v\\f\\r />])`, 'g' ),
			'\n\n$1'
		)
		.replace( new RegExp( `(</${ ALL_BLOCKS }>)`, 'g' ), '$1\n\n' )
		.replace( /(<hr[\t\n\v\f\r ]*?\/?>)/g, '$1\n\n' )
		.replace( /\r\n|\r/g, '\n' )
		.replace( /<[^>]*>/g, ( tag ) => tag.replace( /\n/g, TAG_NEWLINE ) );
	if ( text.includes( '<option' ) ) {
		text = text
			.replace( /[\t\n\v\f\r ]*<option/g, '<option' )
			.replace( /<\/option>[\t\n\v\f\r ]*/g, '</option>' );
	}
	if ( text.includes( '</object>' ) ) {
		text = text
			.replace( /(<object[^>]*>)[\t\n\v\f\r ]*/g, '$1' )
			.replace( /[\t\n\v\f\r ]*<\/object>/g, '</object>' )
			.replace(
				/[\t\n\v\f\r ]*(<\/?(?:param|embed)[^>]*>)[\t\n\v\f\r ]*/g,
				'$1'
			);
	}
	if ( text.includes( '<source' ) || text.includes( '<track' ) ) {
		text = text
			.replace( /([<[](?:audio|video)[^>\]]*[>\]])[\t\n\v\f\r ]*/g, '$1' )
			.replace( /[\t\n\v\f\r ]*([<[]\/(?:audio|video)[>\]])/g, '$1' )
			.replace(
				/[\t\n\v\f\r ]*(<(?:source|track)[^>]*>)[\t\n\v\f\r ]*/g,
				'$1'
			);
	}
	if ( text.includes( '<figcaption' ) ) {
		text = text
			.replace( /[\t\n\v\f\r ]*(<figcaption[^>]*>)/g, '$1' )
			.replace( /<\/figcaption>[\t\n\v\f\r ]*/g, '</figcaption>' );
	}
	text = text
		.replace( /\n\n+/g, '\n\n' )
		.split( /\n[\t\n\v\f\r ]*\n/ )
		.filter( ( paragraph ) => paragraph !== '' )
		.map(
			( paragraph ) =>
				`<p>${ paragraph.replace( /^\n+|\n+$/g, '' ) }</p>\n`
		)
		.join( '' );
	const block = `</?${ ALL_BLOCKS }[^>]*>`;
	text = text
		.replace( /<p>[\t\n\v\f\r ]*<\/p>/g, '' )
		.replace( /<p>([^<]+)<\/(div|address|form)>/g, '<p>$1</p></$2>' )
		.replace(
			new RegExp(
				`<p>[\\t\\n\\v\\f\\r ]*(${ block })[\\t\\n\\v\\f\\r ]*</p>`,
				'g'
			),
			'$1'
		)
		.replace( /<p>(<li.+?)<\/p>/g, '$1' )
		.replace( /<p><blockquote([^>]*)>/gi, '<blockquote$1><p>' )
		.split( '</blockquote></p>' )
		.join( '</p></blockquote>' )
		.replace(
			new RegExp( `<p>[\\t\\n\\v\\f\\r ]*(${ block })`, 'g' ),
			'$1'
		)
		.replace(
			new RegExp( `(${ block })[\\t\\n\\v\\f\\r ]*</p>`, 'g' ),
			'$1'
		)
		.replace( /\n<\/p>$/, '</p>' );
	pre.forEach( ( original, name ) => {
		text = text.split( name ).join( original );
	} );
	return text.split( TAG_NEWLINE ).join( '\n' );
}
