/**
 * Types of the npm package snowball-stemmers (0.6.0, pinned in package.json; it ships none): the
 * jssnowball port of the Snowball stemmers, bundled only into the keyphrase worker and its on-demand
 * fallback chunk. The PHP side's twin is includes/third-party/tntsearch-stemmers/.
 */
declare module 'snowball-stemmers' {
	export function newStemmer( algorithm: string ): {
		stem: ( word: string ) => string;
	};
	export function algorithms(): string[];
}
