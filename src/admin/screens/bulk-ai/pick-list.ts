/**
 * What the pick lists (posts, images) do with the ids picked: one at a time, or every one shown on the
 * page, keeping the picks made on other pages.
 */

export function toggleId( ids: number[], id: number, on: boolean ): number[] {
	if ( on ) {
		return ids.includes( id ) ? ids : [ ...ids, id ];
	}
	return ids.filter( ( other ) => other !== id );
}

export function togglePage(
	ids: number[],
	shown: number[],
	on: boolean
): number[] {
	if ( on ) {
		return [ ...new Set( [ ...ids, ...shown ] ) ];
	}
	return ids.filter( ( id ) => ! shown.includes( id ) );
}

export function allPicked( ids: number[], shown: number[] ): boolean {
	return shown.length > 0 && shown.every( ( id ) => ids.includes( id ) );
}
