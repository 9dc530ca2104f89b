/**
 * Finding the block a target is about among the editor's blocks (main thread): the readability
 * worker reports a place as the text of a block of the content, so each block's saved HTML is read
 * by the same textBlocks() and the innermost block holding that text is the one.
 */
import { textBlocks } from '../../checks/readability';

export interface BlockNode {
	clientId: string;
	name: string;
	attributes: Record< string, unknown >;
	innerBlocks: BlockNode[];
	/** False when the editor could not parse the block: its saved HTML is then its original. */
	isValid?: boolean;
	originalContent?: string;
}

/** The innermost, first block whose own text blocks include the text; null when none does. */
export function findBlockOfText(
	blocks: readonly BlockNode[],
	text: string,
	htmlOf: ( block: BlockNode ) => string
): string | null {
	for ( const block of blocks ) {
		const inner = findBlockOfText( block.innerBlocks, text, htmlOf );
		if ( inner ) {
			return inner;
		}
		if (
			textBlocks( htmlOf( block ) ).some( ( part ) => part.text === text )
		) {
			return block.clientId;
		}
	}
	return null;
}

/** The first image block in reading order (without alt text when asked); null when none. */
export function findImageBlock(
	blocks: readonly BlockNode[],
	withoutAlt: boolean
): string | null {
	for ( const block of blocks ) {
		if ( 'core/image' === block.name ) {
			const alt = block.attributes.alt;
			if ( ! withoutAlt || 'string' !== typeof alt || ! alt.trim() ) {
				return block.clientId;
			}
		}
		const inner = findImageBlock( block.innerBlocks, withoutAlt );
		if ( inner ) {
			return inner;
		}
	}
	return null;
}

/** The first block of a type in reading order; null when none. */
export function findBlockOfType(
	blocks: readonly BlockNode[],
	name: string
): string | null {
	for ( const block of blocks ) {
		if ( name === block.name ) {
			return block.clientId;
		}
		const inner = findBlockOfType( block.innerBlocks, name );
		if ( inner ) {
			return inner;
		}
	}
	return null;
}
