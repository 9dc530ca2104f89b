/**
 * The list edits both structured-data blocks make on their repeated items (questions, steps), as pure
 * functions: the edit components call them, Jest checks them.
 */

/** A fresh id for a new item: its HTML anchor on the page, unique within the post for all practical use. */
export function newId(
	prefix: string,
	random: () => number = Math.random
): string {
	return `${ prefix }-${ random().toString( 36 ).slice( 2, 10 ) }`;
}

/** The list with $item inserted after $index (at the end for -1 or an index past it). */
export function insertAfter< T >(
	list: readonly T[],
	index: number,
	item: T
): T[] {
	const at = index < 0 || index >= list.length ? list.length : index + 1;
	return [ ...list.slice( 0, at ), item, ...list.slice( at ) ];
}

/** The list without the item at $index. */
export function removeAt< T >( list: readonly T[], index: number ): T[] {
	return list.filter( ( _, position ) => position !== index );
}

/** The list with the item at $from moved by $by places (-1 up, 1 down); unchanged at either end. */
export function move< T >( list: readonly T[], from: number, by: number ): T[] {
	const to = from + by;
	if ( from < 0 || from >= list.length || to < 0 || to >= list.length ) {
		return [ ...list ];
	}
	const next = [ ...list ];
	const [ item ] = next.splice( from, 1 );
	next.splice( to, 0, item );
	return next;
}

/** The list with the item at $index changed by $patch. */
export function update< T extends object >(
	list: readonly T[],
	index: number,
	patch: Partial< T >
): T[] {
	return list.map( ( item, position ) =>
		position === index ? { ...item, ...patch } : item
	);
}

/** Lines of a text area as list items: trimmed, empty lines left out. */
export function linesToItems( text: string ): string[] {
	return text
		.split( '\n' )
		.map( ( line ) => line.trim() )
		.filter( ( line ) => line !== '' );
}
