/**
 * When a published post's address changes on save (its slug or parent), the editor says so: with
 * "create redirects automatically" on, that the server added a redirect from the old address; otherwise
 * a notice offering to create one (for users who may manage redirects).
 */
import { store as editorStore } from '@wordpress/editor';
import { __, sprintf } from '@wordpress/i18n';
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
 * Watches saves: the published address before a save is compared with the one after it.
 */
export function watchAddressChanges(
	registry: Registry,
	data: Pick<
		EditorPageData,
		'homeUrl' | 'canManageOptions' | 'redirectsAutoCreate'
	>
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
	data: Pick< EditorPageData, 'canManageOptions' | 'redirectsAutoCreate' >,
	moved: { source: string; target: string }
): void {
	const notices = registry.dispatch( noticesStore );
	if ( data.redirectsAutoCreate ) {
		notices.createInfoNotice(
			sprintf(
				/* translators: 1: old address, 2: new address. */
				__(
					'The address changed: visitors of %1$s are now redirected to %2$s.',
					'sightline-seo'
				),
				moved.source,
				moved.target
			),
			{ id: REDIRECT_NOTICE, type: 'snackbar' }
		);
		return;
	}
	if ( ! data.canManageOptions ) {
		return;
	}
	notices.createInfoNotice(
		sprintf(
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
					label: __( 'Create redirect', 'sightline-seo' ),
					onClick: async () => {
						const result = await registry
							.dispatch( store )
							.saveRedirect( {
								...moved,
								match: 'exact',
								status: 301,
								query: 'keep',
								enabled: true,
							} );
						notices.removeNotice( REDIRECT_NOTICE );
						if ( ! result.ok ) {
							notices.createErrorNotice( result.message, {
								id: REDIRECT_NOTICE,
							} );
						}
					},
				},
			],
		}
	);
}
