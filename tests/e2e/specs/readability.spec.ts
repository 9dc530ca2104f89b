/**
 * Readability in the editor, in the language the post is written in: an English post is scored by
 * Flesch's formula and a German one (de_DE by a multilingual plugin's post language, WPML's filter,
 * played by a must-use plugin the spec writes) by Amstad's, measured in the readability worker; the
 * results change as the author types. A result about a place in the text selects its block.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

import { test, expect } from '../fixtures';
import { openSightlineSidebar, sidebar } from '../utils/editor-sidebar';

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

const MU_PLUGIN = path.join(
	SITE_DIR,
	'wordpress',
	'wp-content',
	'mu-plugins',
	'e2e-post-language.php'
);

/** The post language a multilingual plugin answers through WPML's filter, from a post meta. */
const POST_LANGUAGE = `<?php
add_filter( 'wpml_post_language_details', static function ( $details, $id ) {
	$locale = get_post_meta( (int) $id, 'e2e_language', true );
	return $locale ? array( 'locale' => $locale ) : $details;
}, 10, 2 );
`;

const paragraph = ( text: string ) =>
	`<!-- wp:paragraph --><p>${ text }</p><!-- /wp:paragraph -->`;

async function openReadability( page: Page ): Promise< void > {
	const toggle = sidebar( page ).getByRole( 'button', {
		name: 'Readability',
		exact: true,
	} );
	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await toggle.click();
	}
}

/** Types at the end of the post's first paragraph. */
async function typeAtEnd(
	page: Page,
	editor: { canvas: import( '@playwright/test' ).FrameLocator | Page },
	text: string
): Promise< void > {
	await editor.canvas
		.getByRole( 'document', { name: /Block: Paragraph/ } )
		.first()
		.click();
	// The end of the paragraph, not of its first visual line.
	await page.keyboard.press( 'Control+End' );
	await page.keyboard.type( text );
}

test.describe( 'readability in the editor', () => {
	test.skip(
		! HAS_SITE,
		`needs the site dir of tools/run-e2e.sh (or SIGHTLINE_E2E_SITE_DIR); looked in ${ SITE_DIR }`
	);
	test.describe.configure( { timeout: 240_000 } );
	const posts: number[] = [];

	test.beforeAll( () => {
		mkdirSync( path.dirname( MU_PLUGIN ), { recursive: true } );
		writeFileSync( MU_PLUGIN, POST_LANGUAGE );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		rmSync( MU_PLUGIN, { force: true } );
		for ( const id of posts ) {
			await requestUtils.rest( {
				path: `/wp/v2/posts/${ id }`,
				method: 'DELETE',
				params: { force: true },
			} );
		}
	} );

	test( 'an English post: too short, then scored by Flesch as the author types, in the worker', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		const post = ( await requestUtils.rest( {
			path: '/wp/v2/posts',
			method: 'POST',
			data: {
				title: 'Pets',
				content: paragraph( 'Short text.' ),
				status: 'draft',
			},
		} ) ) as { id: number };
		posts.push( post.id );
		await admin.editPost( post.id );
		await openSightlineSidebar( page, editor );
		await openReadability( page );
		const panel = sidebar( page );
		await expect(
			panel.getByText(
				'The text is too short for a reading-ease score (2 of 50 words).'
			)
		).toBeVisible();
		// Measured off the main thread, in the worker of page data.
		await expect
			.poll( () => page.workers().map( ( worker ) => worker.url() ) )
			.toContainEqual(
				expect.stringContaining( 'build/readability-worker.js' )
			);

		await typeAtEnd(
			page,
			editor,
			' The cat sat on the mat. A dog ran in the park.'.repeat( 5 )
		);
		// 62 words, 11 sentences, 62 syllables: 206.835 - 1.015 x 62/11 - 84.6 = 116.514.
		await expect(
			panel.getByText( 'Flesch Reading Ease: 116.5 (very easy).' )
		).toBeVisible();
		await expect(
			panel.getByText( 'Sentences longer than 20 words: 0 of 11.' )
		).toBeVisible();
	} );

	test( 'a German post is scored by Amstad’s formula, and follows the typing', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		const german =
			'Der Hund läuft schnell über die Wiese. Heute scheint die Sonne. Wir trinken Kaffee im Garten. ';
		const post = ( await requestUtils.rest( {
			path: '/wp/v2/posts',
			method: 'POST',
			data: {
				title: 'Hunde',
				content: paragraph( german.repeat( 4 ).trim() ),
				status: 'draft',
			},
		} ) ) as { id: number };
		posts.push( post.id );
		wp(
			'eval',
			`update_post_meta( ${ post.id }, 'e2e_language', 'de_DE' );`
		);
		await admin.editPost( post.id );
		await openSightlineSidebar( page, editor );
		await openReadability( page );
		const panel = sidebar( page );
		// 64 words, 12 sentences, 92 syllables: 180 - 64/12 - 58.5 x 92/64 = 90.573.
		await expect(
			panel.getByText( 'Flesch Reading Ease (Amstad): 90.6 (very easy).' )
		).toBeVisible();

		await typeAtEnd(
			page,
			editor,
			' Die Bundesregierung veröffentlichte gestern umfangreiche Informationen.'
		);
		// 70 words, 13 sentences, 115 syllables: 180 - 70/13 - 58.5 x 115/70 = 78.508.
		await expect(
			panel.getByText(
				'Flesch Reading Ease (Amstad): 78.5 (fairly easy).'
			)
		).toBeVisible();
	} );

	test( 'clicking a result about a place in the text selects its block', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		const long = 'The cat sat on the mat and looked at the birds outside. '
			.repeat( 16 )
			.trim();
		const post = ( await requestUtils.rest( {
			path: '/wp/v2/posts',
			method: 'POST',
			data: {
				title: 'Birds',
				content: [
					paragraph( 'A short opening.' ),
					paragraph( long ),
					paragraph( 'The mat was cleaned by the cat.' ),
				].join( '\n\n' ),
				status: 'draft',
			},
		} ) ) as { id: number };
		posts.push( post.id );
		await admin.editPost( post.id );
		await openSightlineSidebar( page, editor );
		await openReadability( page );
		const panel = sidebar( page );
		const selected = editor.canvas.locator(
			'[data-type="core/paragraph"].is-selected'
		);
		await expect( selected ).toHaveCount( 0 );

		// 16 sentences of 12 words: 192 words, more than 150.
		await panel
			.getByRole( 'button', {
				name: 'The longest paragraph has 192 words.',
				exact: true,
			} )
			.click();
		await expect( selected ).toHaveCount( 1 );
		await expect( selected ).toContainText( 'looked at the birds outside' );
		await expect( selected ).toBeInViewport();

		// 'was cleaned': the one passive sentence of 18, in the third paragraph.
		await panel
			.getByRole( 'button', {
				name: 'Passive sentences: 1 of 18.',
				exact: true,
			} )
			.click();
		await expect( selected ).toHaveText(
			'The mat was cleaned by the cat.'
		);
	} );

	test( 'clicking a result about a field focuses it, opening its panel; a result about the slug opens the post link', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		const post = ( await requestUtils.rest( {
			path: '/wp/v2/posts',
			method: 'POST',
			data: {
				title: 'Fields',
				content: paragraph( 'Short text.' ),
				status: 'draft',
			},
		} ) ) as { id: number };
		posts.push( post.id );
		await admin.editPost( post.id );
		await openSightlineSidebar( page, editor );
		const panel = sidebar( page );
		// Search appearance is open at first: close it, so the click must open it again.
		await panel
			.getByRole( 'button', { name: 'Search appearance', exact: true } )
			.click();
		await expect( panel.getByLabel( 'Search title' ) ).toHaveCount( 0 );
		await panel
			.getByRole( 'button', {
				name: /^Search engine description/,
			} )
			.click();
		await expect( panel.getByLabel( 'Search description' ) ).toBeFocused();

		await panel.getByRole( 'button', { name: /^URL length/ } ).click();
		await expect( page.locator( '.editor-post-url' ) ).toBeVisible();
	} );
} );
