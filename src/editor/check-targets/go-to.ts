/**
 * Showing what a result is about: selecting its block in the block editor and scrolling it into
 * view, focusing its field in our sidebar (opening the panel that holds it), or opening the post's
 * link in the document sidebar. Asked on the click, so the lists cost nothing until then.
 */
import { getBlockContent } from '@wordpress/blocks';
import { dispatch, select } from '@wordpress/data';

import {
	findBlockOfText,
	findBlockOfType,
	findImageBlock,
	type BlockNode,
} from './find-block';
import type { CheckTarget, SidebarField } from './targets';

interface BlockEditorSelectors {
	getBlocks: () => BlockNode[];
}

interface BlockEditorActions {
	selectBlock: ( clientId: string ) => void;
}

/** How long a panel or popover that was just opened may take to render what we look for. */
const WAIT_MS = 2000;

function blockEditor(): BlockEditorSelectors | null {
	try {
		return (
			( select( 'core/block-editor' ) as
				BlockEditorSelectors | undefined ) ?? null
		);
	} catch {
		return null;
	}
}

/** The HTML a block saves, its inner blocks' included (what the content the worker read holds). */
function htmlOf( block: BlockNode ): string {
	return getBlockContent( block ) ?? '';
}

/** The client id of the block a target is about, among the editor's blocks. */
export function blockOfTarget(
	blocks: readonly BlockNode[],
	target: CheckTarget
): string | null {
	switch ( target.kind ) {
		case 'text':
			return findBlockOfText( blocks, target.text, htmlOf );
		case 'image':
			return findImageBlock( blocks, target.withoutAlt );
		case 'block':
			return findBlockOfType( blocks, target.name );
		default:
			return null;
	}
}

/** Calls find() on each frame until it answers or the wait is over. */
function whenFound< T >( find: () => T | null, then: ( found: T ) => void ) {
	const until = Date.now() + WAIT_MS;
	const attempt = () => {
		const found = find();
		if ( found ) {
			then( found );
		} else if ( Date.now() < until ) {
			window.requestAnimationFrame( attempt );
		}
	};
	attempt();
}

/** The block's element, in the editor's iframe (WordPress 6.3+) or in the page. */
function blockElement( clientId: string ): HTMLElement | null {
	const frame = document.querySelector< HTMLIFrameElement >(
		'iframe[name="editor-canvas"]'
	);
	const id = `block-${ clientId }`;
	return (
		frame?.contentDocument?.getElementById( id ) ??
		document.getElementById( id )
	);
}

function selectBlock( clientId: string ): void {
	( dispatch( 'core/block-editor' ) as BlockEditorActions ).selectBlock(
		clientId
	);
	whenFound(
		() => blockElement( clientId ),
		( element ) =>
			element.scrollIntoView( { block: 'center', behavior: 'smooth' } )
	);
}

function focusField( field: SidebarField, from: HTMLElement | null ): void {
	const selector = `[data-sightline-field="${ field }"]`;
	// The field of the panel clicked in (the focus keyphrase is in two panels), else the first one.
	const holder = (): Element | null =>
		from?.closest( '.components-panel__body' )?.querySelector( selector ) ??
		document.querySelector( selector );
	if ( ! holder() ) {
		// Its panel is closed, so the field is not rendered: open the panel, then wait for it.
		document
			.querySelector< HTMLElement >(
				`.sightline-panel-${
					'focus_keyword' === field ? 'checks' : 'search-appearance'
				} .components-panel__body-toggle`
			)
			?.click();
	}
	whenFound(
		() =>
			holder()?.querySelector< HTMLInputElement | HTMLTextAreaElement >(
				'input, textarea'
			) ?? null,
		( input ) => {
			input.scrollIntoView( { block: 'center' } );
			input.focus();
		}
	);
}

function openSlug(): void {
	try {
		(
			dispatch( 'core/interface' ) as {
				enableComplementaryArea?: ( scope: string, id: string ) => void;
			}
		 ).enableComplementaryArea?.( 'core', 'edit-post/document' );
	} catch {
		return;
	}
	whenFound(
		() =>
			document.querySelector< HTMLElement >(
				'.editor-post-url__panel-toggle'
			),
		( toggle ) => {
			if ( 'true' !== toggle.getAttribute( 'aria-expanded' ) ) {
				toggle.click();
			}
		}
	);
}

/**
 * Whether the target can be shown on this screen: a field always; a block or the post link only
 * in the block editor of a post (a term's description has neither).
 */
export function canGoTo( target: CheckTarget, isPost: boolean ): boolean {
	return 'field' === target.kind || isPost;
}

/** Shows what the target is about; `from` is the element clicked (its sidebar holds the field). */
export function goTo( target: CheckTarget, from: HTMLElement | null ): void {
	if ( 'field' === target.kind ) {
		focusField( target.field, from );
		return;
	}
	if ( 'slug' === target.kind ) {
		openSlug();
		return;
	}
	const editor = blockEditor();
	const clientId = editor
		? blockOfTarget( editor.getBlocks(), target )
		: null;
	if ( clientId ) {
		selectBlock( clientId );
	}
}
