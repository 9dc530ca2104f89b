/**
 * When a published post's address changes on save (its slug or parent), the editor says so: with
 * "create redirects automatically" on, that the server added a redirect from the old address; otherwise
 * a notice offering to create one (for users who may manage redirects). A page's published subpages
 * (page data subpagePaths) move with it and are named and redirected alike.
 */
import { store as editorStore } from '@wordpress/editor';
import { __, _n, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { store } from '../store';
import type { EditorPageData } from './data';

export const REDIRECT_NOTICE = 'sightline-redirect-offer';

interface Registry {
	select: ( store: any ) => any;
	dispatch: ( store: any ) => any;
	subscribe: ( listener: () => void ) => unknown;
}

/** A site address as a path from the home URL ('/old-slug/'); null for another site. */
export function sitePath( homeUrl: string, url: string ): string | null {
	const home = homeUrl.replace( /\/+$/, '' );
	if ( url !== home && ! url.startsWith( home + '/' ) ) {
		return null;
	}
	return '/' + url.slice( home.length ).replace( /^\/+/, '' );
}

/** The redirect a move from `before` to `after` calls for, or null when the address stayed. */
export function movedAddress(
	homeUrl: string,
	before: string,
	after: string
): { source: string; target: string } | null {
	const source = sitePath( homeUrl, before );
	const target = sitePath( homeUrl, after );
	if ( ! source || ! target || source === target ) {
		return null;
	}
	return { source, target };
}

/**
 * The addresses a move takes along: the page's own, then each published subpage's (its path below
 * the page is unchanged, only the page's part moved).
 * @param moved        The page's own move.
 * @param moved.source Its old path.
 * @param moved.target Its new path.
 * @param subpagePaths Subpages' paths below the page.
 */
export function movedAddresses(
	moved: { source: string; target: string },
	subpagePaths: string[]
): Array< { source: string; target: string } > {
	return [
		moved,
		...subpagePaths.map( ( rest ) => ( {
			source: moved.source + rest,
			target: moved.target + rest,
		} ) ),
	];
}

type OfferData = Pick<
	EditorPageData,
	'homeUrl' | 'canManageOptions' | 'redirectsAutoCreate'
> &
	Partial< Pick< EditorPageData, 'subpagePaths' > >;

/**
 * Watches saves: the published address before a save is compared with the one after it.
 * @param registry
 * @param data
 */
export function watchAddressChanges(
	registry: Registry,
	data: OfferData
): void {
	let saving = false;
	let before: string | null = null;
	registry.subscribe( () => {
		const editor = registry.select( editorStore );
		const now = Boolean(
			editor.isSavingPost() && ! editor.isAutosavingPost()
		);
		if ( now === saving ) {
			return;
		}
		saving = now;
		const post = editor.getCurrentPost() ?? {};
		if ( now ) {
			before =
				post.status === 'publish' ? String( post.link ?? '' ) : null;
			return;
		}
		const moved =
			before &&
			post.status === 'publish' &&
			editor.didPostSaveRequestSucceed()
				? movedAddress(
						data.homeUrl,
						before,
						String( post.link ?? '' )
					)
				: null;
		before = null;
		if ( moved ) {
			offer( registry, data, moved );
		}
	} );
}

function offer(
	registry: Registry,
	data: OfferData,
	moved: { source: string; target: string }
): void {
	const notices = registry.dispatch( noticesStore );
	const moves = movedAddresses( moved, data.subpagePaths ?? [] );
	const subpages = moves.length - 1;
	if ( data.redirectsAutoCreate ) {
		const text = sprintf(
			/* translators: 1: old address, 2: new address. */
			__(
				'The address changed: visitors of %1$s are now redirected to %2$s.',
				'sightline-seo'
			),
			moved.source,
			moved.target
		);
		notices.createInfoNotice(
			subpages > 0
				? text +
						' ' +
						sprintf(
							/* translators: %d: number of subpages. */
							_n(
								'Its %d subpage moved with it and is redirected too.',
								'Its %d subpages moved with it and are redirected too.',
								subpages,
								'sightline-seo'
							),
							subpages
						)
				: text,
			{ id: REDIRECT_NOTICE, type: 'snackbar' }
		);
		return;
	}
	if ( ! data.canManageOptions ) {
		return;
	}
	notices.createInfoNotice(
		subpages > 0
			? sprintf(
					/* translators: 1: old address, 2: number of subpages. */
					_n(
						'The address changed, and so did the address of its %2$d subpage. Send visitors and search engines from %1$s and the subpage to the new addresses?',
						'The address changed, and so did the addresses of its %2$d subpages. Send visitors and search engines from %1$s and the subpages to the new addresses?',
						subpages,
						'sightline-seo'
					),
					moved.source,
					subpages
				)
			: sprintf(
					/* translators: %s: old address. */
					__(
						'The address changed. Send visitors and search engines from %s to the new address?',
						'sightline-seo'
					),
					moved.source
				),
		{
			id: REDIRECT_NOTICE,
			actions: [
				{
					label:
						subpages > 0
							? __( 'Create redirects', 'sightline-seo' )
							: __( 'Create redirect', 'sightline-seo' ),
					onClick: async () => {
						notices.removeNotice( REDIRECT_NOTICE );
						// One after the other: each is checked against the rules stored before it.
						for ( const move of moves ) {
							const result = await registry
								.dispatch( store )
								.saveRedirect( {
									...move,
									match: 'exact',
									status: 301,
									query: 'keep',
									enabled: true,
								} );
							if ( ! result.ok ) {
								notices.createErrorNotice( result.message, {
									id: REDIRECT_NOTICE,
								} );
								return;
							}
						}
					},
				},
			],
		}
	);
}
