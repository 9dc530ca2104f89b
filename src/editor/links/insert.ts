/**
 * Inserts a link to a suggested post as a paragraph of its own, where the block inserter would put a
 * new block (after the selected block, or at the end). A new paragraph rather than a link inside the
 * writer's sentence: it never rewrites what they wrote, lands where they are working, is one undo
 * step, and is easy to move or reword into a sentence.
 */
import { createBlock } from '@wordpress/blocks';
import { dispatch, select } from '@wordpress/data';

interface BlockEditorSelectors {
	getBlockInsertionPoint: () => { rootClientId?: string; index: number };
}

interface BlockEditorActions {
	insertBlocks: (
		blocks: unknown[],
		index?: number,
		rootClientId?: string,
		updateSelection?: boolean
	) => void;
}

function escapeHtml( text: string ): string {
	return text
		.replace( /&/g, '&amp;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' )
		.replace( /"/g, '&quot;' );
}

/** The paragraph's HTML: the post's title linking to its address. */
export function linkParagraph( url: string, title: string ): string {
	return `<a href="${ escapeHtml( url ) }">${ escapeHtml( title ) }</a>`;
}

export function insertLink( url: string, title: string ): void {
	const editor = select(
		'core/block-editor'
	) as unknown as BlockEditorSelectors;
	const { rootClientId, index } = editor.getBlockInsertionPoint();
	(
		dispatch( 'core/block-editor' ) as unknown as BlockEditorActions
	 ).insertBlocks(
		[
			createBlock( 'core/paragraph', {
				content: linkParagraph( url, title ),
			} ),
		],
		index,
		rootClientId,
		false
	);
}
