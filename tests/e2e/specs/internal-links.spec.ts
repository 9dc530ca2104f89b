/**
 * Internal links in the editor: with two related posts published (indexed at save time), a third
 * post's Links panel counts its links, suggests the published posts it shares words with (not an
 * unrelated one), and accepting a suggestion inserts a paragraph linking that post: the internal link
 * count goes up, the suggestion leaves the list, and the saved post keeps the link.
 */
import type { Page } from '@playwright/test';

import { test, expect } from '../fixtures';
import { openSightlineSidebar, sidebar } from '../utils/editor-sidebar';
import { deletePosts } from '../utils/posts';

async function openLinks( page: Page ): Promise< void > {
	const toggle = sidebar( page ).getByRole( 'button', {
		name: 'Links',
		exact: true,
	} );
	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await toggle.click();
	}
}

test.describe( 'internal links in the editor', () => {
	test.describe.configure( { timeout: 180_000 } );
	const posts: number[] = [];

	test.afterAll( ( { requestUtils } ) => deletePosts( requestUtils, posts ) );

	test( 'accepts an internal-link suggestion', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		const create = async (
			title: string,
			status: 'publish' | 'draft',
			content = '<!-- wp:paragraph --><p>Notes from the hills.</p><!-- /wp:paragraph -->'
		) => {
			const made = ( await requestUtils.rest( {
				path: '/wp/v2/posts',
				method: 'POST',
				data: { title, content, status },
			} ) ) as { id: number; link: string };
			posts.push( made.id );
			return made;
		};
		const shoes = await create(
			'Trail running shoes for mountain paths',
			'publish'
		);
		await create( 'Hydration on long trail runs', 'publish' );
		await create( 'Chocolate cake recipe', 'publish' );
		const draft = await create(
			'Trail running for beginners',
			'draft',
			'<!-- wp:paragraph --><p>Start slow on <a href="https://example.org/maps">mapped</a> mountain paths.</p><!-- /wp:paragraph -->'
		);

		await admin.editPost( draft.id );
		await openSightlineSidebar( page, editor );
		await openLinks( page );
		const panel = sidebar( page );
		await expect(
			panel.getByText( '0 internal links, 1 outbound link.' )
		).toBeVisible();
		const accept = panel.getByRole( 'button', {
			name: 'Insert link to Trail running shoes for mountain paths',
		} );
		await expect( accept ).toBeVisible();
		await expect(
			panel.getByRole( 'link', { name: /Chocolate cake recipe/ } )
		).toHaveCount( 0 );

		await accept.click();
		await expect(
			panel.getByText( '1 internal link, 1 outbound link.' )
		).toBeVisible();
		await expect(
			editor.canvas.getByRole( 'link', {
				name: 'Trail running shoes for mountain paths',
			} )
		).toHaveAttribute( 'href', shoes.link );
		await expect( accept ).toHaveCount( 0 );

		await editor.saveDraft();
		const saved = ( await requestUtils.rest( {
			path: `/wp/v2/posts/${ draft.id }`,
			params: { context: 'edit' },
		} ) ) as { content: { raw: string } };
		expect( saved.content.raw ).toContain( `href="${ shoes.link }"` );
	} );
} );
