/**
 * The id of a new structured data set: the type's name in lowercase, numbered when the site has one
 * already (`recipe`, `recipe-2`). It ends the node's `@id` on every page it shows on.
 */
export function newSetId( type: string, taken: string[] ): string {
	const base =
		type
			.replace( /([a-z])([A-Z])/g, '$1-$2' )
			.toLowerCase()
			.replace( /[^a-z0-9_-]/g, '' )
			.slice( 0, 32 ) || 'set';
	if ( ! taken.includes( base ) ) {
		return base;
	}
	let number = 2;
	while ( taken.includes( `${ base }-${ number }` ) ) {
		number++;
	}
	return `${ base }-${ number }`;
}
