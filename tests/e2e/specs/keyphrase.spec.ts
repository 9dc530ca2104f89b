/**
 * Keyphrase analysis in the editor: a post with a focus keyphrase another post already has gets the
 * server's answer (the index kept at save time), its checks are measured in the keyphrase worker, a
 * check changes as the author types the keyphrase into the first paragraph (in another word form),
 * and a related keyphrase added in the panel gets its own compact checks.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

import { test, expect } from '../fixtures';
import { openSightlineSidebar, sidebar } from '../utils/editor-sidebar';
import { deletePosts } from '../utils/posts';

const REPO = path.resolve( __dirname, '../../..' );
const SITE_DIR =
	process.env.SIGHTLINE_E2E_SITE_DIR ||
	path.dirname( process.env.STORAGE_STATE_PATH ?? '' );
const HAS_SITE = existsSync(
	path.join( SITE_DIR, 'wordpress', 'wp-settings.php' )
);

function wp( ...args: string[] ): string {
	return execFileSync(
		'php',
		[
			path.join( REPO, 'tools/wp-runtime/wp.php' ),
			'--dir',
			SITE_DIR,
			...args,
		],
		{ encoding: 'utf8' }
	);
}

async function openKeyphrase( page: Page ): Promise< void > {
	const toggle = sidebar( page ).getByRole( 'button', {
		name: 'Keyphrase',
		exact: true,
	} );
	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await toggle.click();
	}
}

test.describe( 'keyphrase analysis in the editor', () => {
	test.skip(
		! HAS_SITE,
		`needs the site dir of tools/run-e2e.sh (or SIGHTLINE_E2E_SITE_DIR); looked in ${ SITE_DIR }`
	);
	test.describe.configure( { timeout: 180_000 } );
	const posts: number[] = [];

	test.afterAll( ( { requestUtils } ) => deletePosts( requestUtils, posts ) );

	test( 'checks change as the author types, in the worker, with the server’s index', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		const create = async ( title: string ) => {
			const made = ( await requestUtils.rest( {
				path: '/wp/v2/posts',
				method: 'POST',
				data: {
					title,
					content:
						'<!-- wp:paragraph --><p>Pick a pair that fits.</p><!-- /wp:paragraph -->',
					status: 'draft',
				},
			} ) ) as { id: number };
			posts.push( made.id );
			// Saved as the editor saves it: the index follows the post meta.
			wp(
				'eval',
				`update_post_meta( ${ made.id }, '_sightline_focus_keyword', 'Running shoes' );`
			);
			return made.id;
		};
		await create( 'Shoes we tested' );
		const post = await create( 'Running shoes for beginners' );

		await admin.editPost( post );
		await openSightlineSidebar( page, editor );
		await openKeyphrase( page );
		const panel = sidebar( page );
		await expect(
			panel.getByText( 'The keyphrase opens the SEO title.' )
		).toBeVisible();
		await expect(
			panel.getByText( 'The keyphrase is not in the first paragraph.' )
		).toBeVisible();
		await expect(
			panel.getByText( '1 other post already has this focus keyphrase.' )
		).toBeVisible();
		await expect
			.poll( () => page.workers().map( ( worker ) => worker.url() ) )
			.toContainEqual(
				expect.stringContaining( 'build/keyphrase-worker.js' )
			);

		await editor.canvas
			.getByRole( 'document', { name: /Block: Paragraph/ } )
			.first()
			.click();
		await page.keyboard.press( 'Control+End' );
		// Another form of both words: "run" and "shoe" stem as "running" and "shoes" do.
		await page.keyboard.type( ' A good shoe makes you run further.' );
		await expect(
			panel.getByText( 'The keyphrase appears in the first paragraph.' )
		).toBeVisible();
		// The page checks and the previews read the changed content in their own worker
		// (page-content/; the first reading, at opening, is the page's): it started and stayed (a
		// worker that fails to start is ended and its work done on the page).
		await expect
			.poll( () => page.workers().map( ( worker ) => worker.url() ) )
			.toContainEqual(
				expect.stringContaining( 'build/page-content-worker.js' )
			);

		await panel
			.getByRole( 'button', { name: 'Add a related keyphrase' } )
			.click();
		await panel
			.getByRole( 'textbox', { name: 'Related keyphrase 1' } )
			.fill( 'trail shoes' );
		await expect(
			panel.getByRole( 'heading', { name: 'trail shoes' } )
		).toBeVisible();
		await expect(
			panel
				.locator( '.sightline-related-results' )
				.getByText( 'The keyphrase is not in the SEO title.' )
		).toBeVisible();
	} );
} );
