/**
 * The post's edited content as the editor would save it, serialised block by block with each block's
 * HTML kept until the block changes. The editor's blocks are immutable: typing in one paragraph makes a
 * new object for it (and its parents) and keeps every other block's object, so after a pause in typing
 * only the changed block is serialised again, not the whole post (on a 10,000-word post, the editor's
 * own getEditedPostContent() serialises all of it each time).
 */
import { serialize, type BlockInstance } from '@wordpress/blocks';

const serialised = new WeakMap< BlockInstance, string >();

/**
 * The same string as serialize( blocks ): each block's HTML joined with a blank line, a block's HTML
 * made again only when its object is new.
 */
export function serializeBlocks( blocks: BlockInstance[] ): string {
	return blocks
		.map( ( block ) => {
			let html = serialised.get( block );
			if ( undefined === html ) {
				html = serialize( [ block ] );
				serialised.set( block, html );
			}
			return html;
		} )
		.join( '\n\n' );
}

interface EditedRecord {
	content?: unknown;
	blocks?: BlockInstance[];
}

/**
 * The edited content of a post record: its blocks serialised when the content is the editor's
 * serialising function of them, else the content as edited (a string in the code editor). A post of
 * one block is the editor's own answer: it has rules of its own there (an untouched default block is
 * empty content, a lone classic block is unwrapped), and one block is quick to serialise.
 *
 * @param record   The post's edited entity record (core-data's getEditedEntityRecord()).
 * @param fallback The editor's own answer (getEditedPostContent()).
 */
export function editedContent(
	record: EditedRecord | null | undefined,
	fallback: () => string
): string {
	if (
		record &&
		typeof record.content === 'function' &&
		Array.isArray( record.blocks ) &&
		record.blocks.length > 1
	) {
		return serializeBlocks( record.blocks );
	}
	if ( record && typeof record.content === 'string' ) {
		return record.content;
	}
	return fallback();
}
