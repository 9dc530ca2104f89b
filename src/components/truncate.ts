/**
 * Cuts preview text at a character limit with an ellipsis, the way search engines and
 * social networks shorten long titles: at the last word boundary when one is close, else mid-word.
 */
export const ELLIPSIS = '…';

export function truncate( text: string, max: number ): string {
	const chars = Array.from( text.trim() );
	if ( max <= 0 || chars.length <= max ) {
		return chars.join( '' );
	}
	const cut = chars.slice( 0, max ).join( '' );
	const lastSpace = cut.lastIndexOf( ' ' );
	// Prefer a word boundary unless it would throw away more than a fifth of the allowed text.
	const base = lastSpace > max * 0.8 ? cut.slice( 0, lastSpace ) : cut;
	return base.replace( /[\s.,;:!?-]+$/, '' ) + ELLIPSIS;
}

/** Length as people count it (an emoji is one character), which is what the counters show. */
export function textLength( text: string ): number {
	return Array.from( text ).length;
}
