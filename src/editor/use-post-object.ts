/**
 * The SeoObject of the block editor: fields are post meta edited through core/editor's editPost(), so
 * they save, undo and autosave with the post. The content is read once per pause in typing, never on
 * a keystroke: a keystroke costs the panels nothing, and the analyses refresh when the writer pauses.
 * Everything that reads the whole content (the page checks' facts, the description it gives, the
 * link counts, the keyphrase and readability measures) does so in workers, so the pause can be short
 * and results follow the last key quickly. A refresh still costs the page a few milliseconds (the
 * content sent to the workers, the panels drawn again with their answers), so the pause is kept
 * longer than the gap between the keys of steady typing (150 ms a key is some 80 words a minute, and
 * a loaded machine stretches it): typing on costs a keystroke only the moving of a timer. The pause
 * counts from the last change of the content, not from the stores' last notice (bench/editor-bench.sh
 * measures both).
 */
import { store as coreStore } from '@wordpress/core-data';
import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import { store as editorStore } from '@wordpress/editor';
import { useCallback, useEffect, useMemo, useState } from '@wordpress/element';

import { firstGallery } from '../resolution/fallbacks';
import type { SeoObject } from './context';
import { editedContent } from './edited-content';

type EditedRecord = Parameters< typeof editedContent >[ 0 ];
import { fromStoredMeta, toStoredMeta, type MetaPatch } from './meta';

/** How long typing must pause before the content is read again. */
const CONTENT_DELAY_MS = 190;

interface Registry {
	select: ( store: typeof editorStore | typeof coreStore ) => {
		getEditedPostContent: () => string | undefined;
		getCurrentPostId: () => number | string | null;
		getCurrentPostType: () => string;
		getEditedEntityRecord: (
			kind: string,
			name: string,
			key: number | string | null
		) => EditedRecord;
	};
	subscribe: ( listener: () => void ) => () => void;
}

export function useDebouncedContent(): string {
	const registry = useRegistry() as unknown as Registry;
	const record = useCallback( () => {
		const editor = registry.select( editorStore );
		return registry
			.select( coreStore )
			.getEditedEntityRecord(
				'postType',
				editor.getCurrentPostType(),
				editor.getCurrentPostId()
			);
	}, [ registry ] );
	const read = useCallback(
		(): string =>
			editedContent(
				record(),
				() =>
					registry.select( editorStore ).getEditedPostContent() ?? ''
			),
		[ registry, record ]
	);
	const [ content, setContent ] = useState( read );
	useEffect( () => {
		let timer: ReturnType< typeof setTimeout > | undefined;
		let changedAt = 0;
		let last = read();
		setContent( last );
		const flush = () => {
			// The editor's stores notify dozens of times a keystroke: one timer, moved on only when
			// it fires, instead of one cleared and set again on every notice.
			const wait = changedAt + CONTENT_DELAY_MS - Date.now();
			if ( wait > 0 ) {
				timer = setTimeout( flush, wait );
				return;
			}
			timer = undefined;
			const next = read();
			if ( next !== last ) {
				last = next;
				setContent( next );
			}
		};
		// What the content is made of (the edited blocks, or the text in the code editor): the stores
		// also notify for selection, undo levels and the like after a key, which must not move the
		// timer on, or the pause would count from the editor's last notice instead of the last key.
		const first = record();
		let made: unknown[] = [ first?.blocks, first?.content ];
		const unsubscribe = registry.subscribe( () => {
			const now = record();
			if ( made[ 0 ] === now?.blocks && made[ 1 ] === now?.content ) {
				return;
			}
			made = [ now?.blocks, now?.content ];
			changedAt = Date.now();
			if ( ! timer ) {
				timer = setTimeout( flush, CONTENT_DELAY_MS );
			}
		} );
		return () => {
			unsubscribe();
			if ( timer ) {
				clearTimeout( timer );
			}
		};
	}, [ registry, read, record ] );
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
	const galleryImage = useGalleryImageUrl( content );
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
			galleryImageUrl: galleryImage,
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
			galleryImage,
			passwordProtected,
		]
	);
}

/**
 * The address of the content's first gallery image at the gallery's size, from its media record
 * (firstGallery(); the size's file, else the full image, as WordPress's image_downsize() falls back).
 */
function useGalleryImageUrl( content: string ): string {
	const gallery = useMemo( () => firstGallery( content ), [ content ] );
	const id = gallery?.id ?? 0;
	const size = gallery?.size ?? '';
	return useSelect(
		( select ) => {
			if ( ! id ) {
				return '';
			}
			const media = select( coreStore ).getEntityRecord(
				'root',
				'media',
				id
			) as {
				source_url?: string;
				media_details?: {
					sizes?: Record< string, { source_url?: string } >;
				};
			} | null;
			return (
				media?.media_details?.sizes?.[ size ]?.source_url ??
				media?.source_url ??
				''
			);
		},
		[ id, size ]
	);
}
