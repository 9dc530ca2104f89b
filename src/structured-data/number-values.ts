/**
 * Numbers and prices of a structured-data node, the twin of Sightline\Structured_Data\Number_Values.
 * Both decimal marks are read: with a dot and a comma the later one is the decimal mark ("1,299.50",
 * "1.299,50"); a mark used several times groups thousands ("1,000,000"). A lone mark is decimal in a
 * number ("4,5" → 4.5); in a price it groups thousands when exactly three digits follow a first group
 * not starting with 0 ("1,299" → 1299, "19,99" → 19.99, "0.125" → 0.125).
 */

/** Digits with dots and commas as the author typed them → digits with at most one decimal dot. */
function canonical( digits: string, price: boolean ): string | null {
	const dots = digits.split( '.' ).length - 1;
	const commas = digits.split( ',' ).length - 1;
	let result = digits;
	if ( dots > 0 && commas > 0 ) {
		const mark =
			digits.lastIndexOf( '.' ) > digits.lastIndexOf( ',' ) ? '.' : ',';
		if ( ( mark === '.' ? dots : commas ) > 1 ) {
			return null;
		}
		result = digits
			.split( mark === '.' ? ',' : '.' )
			.join( '' )
			.replace( ',', '.' );
	} else if ( dots + commas > 1 ) {
		result = digits.replace( /[.,]/g, '' );
	} else if ( dots + commas === 1 ) {
		const thousands = price && /^[1-9]\d{0,2}[.,]\d{3}$/.test( digits );
		result = thousands
			? digits.replace( /[.,]/, '' )
			: digits.replace( ',', '.' );
	}
	return /^\d+(?:\.\d+)?$/.test( result ) ? result : null;
}

/** A number (ratings, coordinates): an optional sign, digits and decimal marks, nothing else. */
export function numberValue( raw: unknown ): number | null {
	if ( typeof raw === 'number' ) {
		return Number.isFinite( raw ) ? raw : null;
	}
	if ( typeof raw !== 'string' ) {
		return null;
	}
	const match = /^([+-]?)([\d.,]+)$/.exec(
		raw.replace( /[ \t\n\x0B\f\r\u00A0]+/g, '' )
	);
	if ( ! match ) {
		return null;
	}
	const digits = canonical( match[ 2 ], false );
	if ( digits === null ) {
		return null;
	}
	const value = Number( digits );
	return match[ 1 ] === '-' && value !== 0 ? -value : value;
}

/** A whole number (counts, sizes in pixels): a number without a fraction (5.0 is 5). */
export function integerValue( raw: unknown ): number | null {
	const value = numberValue( raw );
	return value !== null && Number.isInteger( value ) ? value : null;
}

/**
 * A price as a string with a dot ("1299.00"): currency signs, codes and spaces around it are
 * dropped ("$ 19.99", "19,99 €"); a negative price is none.
 */
export function priceValue( raw: unknown ): string | null {
	let text: string;
	if ( typeof raw === 'number' ) {
		text = Number.isFinite( raw ) ? String( raw ) : '';
	} else if ( typeof raw === 'string' ) {
		text = raw;
	} else {
		return null;
	}
	if ( text.includes( '-' ) ) {
		return null;
	}
	const digits = text.replace( /[^\d.,]/g, '' );
	return digits === '' ? null : canonical( digits, true );
}
