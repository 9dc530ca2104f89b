/** Types of the vendored snowball-stemmers 0.6.0 (README.md beside it). */
export function newStemmer( algorithm: string ): {
	stem: ( word: string ) => string;
};
export function algorithms(): string[];
