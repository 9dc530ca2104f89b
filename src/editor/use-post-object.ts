/**
 * The SeoObject of the block editor: fields are post meta edited through core/editor's editPost(), so
 * they save, undo and autosave with the post. The content is serialised at most once per pause in
 * typing (and at least once a second), never on every keystroke.
 */
import { store as coreStore } from '@wordpress/core-data';
import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import { store as editorStore } from '@wordpress/editor';
import { useCallback, useEffect, useMemo, useState } from '@wordpress/element';

import type { SeoObject } from './context';
import { fromStoredMeta, toStoredMeta, type MetaPatch } from './meta';

const CONTENT_DELAY_MS = 300;
const CONTENT_MAX_WAIT_MS = 1000;

interface Registry {
	select: ( store: typeof editorStore ) => {
		getEditedPostContent: () => string | undefined;
	};
	subscribe: ( listener: () => void ) => () => void;
}

function useDebouncedContent(): string {
	const registry = useRegistry() as unknown as Registry;
	const read = useCallback(
		(): string =>
			registry.select( editorStore ).getEditedPostContent() ?? '',
		[ registry ]
	);
	const [ content, setContent ] = useState( read );
	useEffect( () => {
		let timer: ReturnType< typeof setTimeout > | undefined;
		let firstPending = 0;
		let last = read();
		setContent( last );
		const flush = () => {
			timer = undefined;
			firstPending = 0;
			const next = read();
			if ( next !== last ) {
				last = next;
				setContent( next );
			}
		};
		const unsubscribe = registry.subscribe( () => {
			const now = Date.now();
			firstPending = firstPending || now;
			if ( timer ) {
				clearTimeout( timer );
			}
			timer = setTimeout(
				flush,
				now - firstPending >= CONTENT_MAX_WAIT_MS ? 0 : CONTENT_DELAY_MS
			);
		} );
		return () => {
			unsubscribe();
			if ( timer ) {
				clearTimeout( timer );
			}
		};
	}, [ registry, read ] );
	return content;
}

export function usePostObject(): SeoObject {
	const { editPost } = useDispatch( editorStore );
	const {
		id,
		storedMeta,
		title,
		excerpt,
		url,
		featuredImageUrl,
		passwordProtected,
	} = useSelect( ( select ) => {
		const editor = select( editorStore );
		const mediaId =
			Number( editor.getEditedPostAttribute( 'featured_media' ) ) || 0;
		const media = mediaId
			? select( coreStore ).getEntityRecord( 'root', 'media', mediaId )
			: null;
		return {
			id: Number( editor.getCurrentPostId() ) || 0,
			storedMeta: editor.getEditedPostAttribute( 'meta' ) as
				Record< string, unknown > | undefined,
			title: String( editor.getEditedPostAttribute( 'title' ) ?? '' ),
			excerpt: String( editor.getEditedPostAttribute( 'excerpt' ) ?? '' ),
			url: String(
				editor.getPermalink() ??
					editor.getEditedPostAttribute( 'link' ) ??
					''
			),
			featuredImageUrl: String(
				( media as { source_url?: string } | null )?.source_url ?? ''
			),
			passwordProtected:
				String( editor.getEditedPostAttribute( 'password' ) ?? '' ) !==
				'',
		};
	}, [] );
	const content = useDebouncedContent();
	const meta = useMemo( () => fromStoredMeta( storedMeta ), [ storedMeta ] );
	const editMeta = useCallback(
		( patch: MetaPatch ) => editPost( { meta: toStoredMeta( patch ) } ),
		[ editPost ]
	);
	return useMemo(
		() => ( {
			kind: 'post',
			id,
			meta,
			editMeta,
			title,
			excerpt,
			content,
			url,
			featuredImageUrl,
			passwordProtected,
		} ),
		[
			id,
			meta,
			editMeta,
			title,
			excerpt,
			content,
			url,
			featuredImageUrl,
			passwordProtected,
		]
	);
}
