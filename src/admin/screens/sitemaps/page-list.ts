/**
 * Edits of the list of page ids /llms.txt lists (setting llms_txt_pages): add once, remove, and move
 * up or down. The order is the order of the file.
 */

import settingsSchema from '../../../../includes/settings/global-settings.json';

/** The setting's maxItems, read from its schema (the server refuses a longer list). */
export const MAX_LLMS_PAGES: number =
	settingsSchema.properties.llms_txt_pages.maxItems;

export function addPage( ids: number[], id: number ): number[] {
	return ids.includes( id ) || ids.length >= MAX_LLMS_PAGES
		? ids
		: [ ...ids, id ];
}

export function removePage( ids: number[], id: number ): number[] {
	return ids.filter( ( item ) => item !== id );
}

export function movePage( ids: number[], id: number, by: -1 | 1 ): number[] {
	const from = ids.indexOf( id );
	const to = from + by;
	if ( from < 0 || to < 0 || to >= ids.length ) {
		return ids;
	}
	const next = [ ...ids ];
	next.splice( from, 1 );
	next.splice( to, 0, id );
	return next;
}
