/**
 * The words of the writer's unsaved title and focus keyphrase sent with a suggestions request, so the
 * suggestions follow what the post is about before it is saved. The server filters them as it filters
 * a post's own terms (Link_Terms::words(): stop words of the post's language); this keeps the request
 * short: lower case, three to forty characters, no numbers, each once, at most MAX_WORDS.
 */
export const MAX_WORDS = 20;

export function queryWords( title: string, keyphrase: string ): string[] {
	const words = `${ keyphrase } ${ title }`
		.toLowerCase()
		.split( /[^\p{L}\p{N}]+/u )
		.filter(
			( word ) =>
				[ ...word ].length >= 3 &&
				[ ...word ].length <= 40 &&
				! /^\d+$/.test( word )
		);
	return [ ...new Set( words ) ].slice( 0, MAX_WORDS );
}
