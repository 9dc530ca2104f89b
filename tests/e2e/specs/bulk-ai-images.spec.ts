/**
 * Tools > Bulk AI > Images. On WordPress 7.0+ (WordPress's AI client, with the in-process model
 * provider of tests/e2e/site turned on): two images shown in a post's image blocks without alt text
 * are picked from that post, their alt text is written in the background (nothing saved before
 * review), one suggestion is edited and applied, the other applied with Apply all, and the attachments
 * and the post's image blocks hold exactly what was applied. On 6.6 (no AI client) the screen says
 * why it cannot write alt text, and offers nothing to pick.
 */
import { writeFileSync } from 'node:fs';

import { test, expect } from '../fixtures';
import { expectNoSeriousA11yViolations } from '../utils/axe';
import { openRoute } from '../utils/settings-app';

/** A 1×1 PNG: the model is told the file came with the prompt, it does not look at it. */
const PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
	'base64'
);

interface Media {
	id: number;
	source_url: string;
	alt_text: string;
}

test.describe( 'Bulk AI: image alt text', () => {
	// About 35 s on a quiet machine; the margin is for a loaded CI runner, not for waiting.
	test.describe.configure( { timeout: 150_000 } );
	let hasAiClient = false;
	const media: Media[] = [];
	let post = 0;

	test.beforeAll( async ( { requestUtils }, testInfo ) => {
		const settings = ( await requestUtils.rest( {
			path: '/wp/v2/settings',
		} ) ) as Record< string, unknown >;
		hasAiClient = 'sightline_e2e_fake_ai' in settings;
		if ( ! hasAiClient ) {
			return;
		}
		await requestUtils.rest( {
			path: '/wp/v2/settings',
			method: 'POST',
			data: { sightline_e2e_fake_ai: true },
		} );
		await requestUtils.rest( {
			path: '/sightline/v1/ai/auth',
			method: 'POST',
			data: { provider: 'wordpress' },
		} );
		for ( const name of [ 'barn-owl', 'tawny-owl' ] ) {
			const file = testInfo.outputPath( `${ name }.png` );
			writeFileSync( file, PNG );
			media.push( ( await requestUtils.uploadMedia( file ) ) as Media );
		}
		const blocks = media
			.map(
				( image ) =>
					`<!-- wp:image {"id":${ image.id },"sizeSlug":"full"} -->\n<figure class="wp-block-image size-full"><img src="${ image.source_url }" alt="" class="wp-image-${ image.id }"/></figure>\n<!-- /wp:image -->`
			)
			.join( '\n\n' );
		post = (
			( await requestUtils.rest( {
				path: '/wp/v2/posts',
				method: 'POST',
				data: {
					title: 'Owl gallery',
					content: blocks,
					status: 'publish',
				},
			} ) ) as { id: number }
		 ).id;
	} );

	test.afterAll( async ( { requestUtils } ) => {
		if ( ! hasAiClient ) {
			return;
		}
		if ( post ) {
			await requestUtils.rest( {
				path: `/wp/v2/posts/${ post }`,
				method: 'DELETE',
				params: { force: true },
			} );
		}
		for ( const image of media ) {
			await requestUtils.deleteMedia( image.id );
		}
		await requestUtils.rest( {
			path: '/sightline/v1/ai/auth',
			method: 'POST',
			data: { provider: 'offline' },
		} );
		await requestUtils.rest( {
			path: '/wp/v2/settings',
			method: 'POST',
			data: { sightline_e2e_fake_ai: false },
		} );
	} );

	test( "writes, reviews and applies alt text to the images and the post's image blocks", async ( {
		page,
		requestUtils,
	} ) => {
		test.skip( ! hasAiClient, "WordPress's AI client needs 7.0 or later" );
		const altOf = async ( id: number ) =>
			(
				( await requestUtils.rest( {
					path: `/wp/v2/media/${ id }`,
					params: { context: 'edit' },
				} ) ) as Media
			 ).alt_text;

		await openRoute( page, '/tools/bulk-ai/images', 'Bulk AI' );
		await page
			.getByRole( 'combobox', { name: 'Images from' } )
			.selectOption( 'post' );
		const search = page.getByRole( 'combobox', { name: 'Post or page' } );
		await search.fill( 'Owl gallery' );
		await page
			.getByRole( 'option', { name: 'Owl gallery (post)' } )
			.click();
		await expect(
			page.getByRole( 'checkbox', {
				name: "Also write the alt text into this post's image blocks that have none",
			} )
		).toBeChecked();
		await expect(
			page.getByText( '2 images without alt text.' )
		).toBeVisible();
		await expect( page.getByText( 'barn-owl.png' ) ).toBeVisible();
		await page
			.getByRole( 'checkbox', { name: 'Pick every image on this page' } )
			.check();
		await expectNoSeriousA11yViolations( page );
		await page
			.getByRole( 'button', { name: 'Write alt text for 2 images' } )
			.click();
		await expect( page.getByText( '2 of 2 written' ) ).toBeVisible( {
			timeout: 60_000,
		} );
		// Written for review only: nothing reached the images yet.
		expect( await altOf( media[ 0 ].id ) ).toBe( '' );
		expect( await altOf( media[ 1 ].id ) ).toBe( '' );

		const barn = page.getByRole( 'listitem', {
			name: 'barn-owl',
			exact: true,
		} );
		await expect(
			barn.getByText( 'Current Alt text: (none)' )
		).toBeVisible();
		const suggested = barn.getByLabel( 'Suggested Alt text' );
		await expect( suggested ).toHaveValue( 'A photo of barn-owl' );
		await suggested.fill( 'A barn owl on a fence post at dusk' );
		await barn
			.getByRole( 'button', { name: 'Apply', exact: true } )
			.click();
		await expect( barn.getByText( 'Applied' ) ).toBeVisible();
		await page.getByRole( 'button', { name: 'Apply all 1 ready' } ).click();
		await expect(
			page.getByRole( 'button', { name: 'Write alt text for 0 images' } )
		).toBeVisible();

		expect( await altOf( media[ 0 ].id ) ).toBe(
			'A barn owl on a fence post at dusk'
		);
		expect( await altOf( media[ 1 ].id ) ).toBe( 'A photo of tawny-owl' );
		const content = (
			( await requestUtils.rest( {
				path: `/wp/v2/posts/${ post }`,
				params: { context: 'edit' },
			} ) ) as { content: { raw: string } }
		 ).content.raw;
		expect( content ).toContain(
			`alt="A barn owl on a fence post at dusk" class="wp-image-${ media[ 0 ].id }"`
		);
		expect( content ).toContain(
			`alt="A photo of tawny-owl" class="wp-image-${ media[ 1 ].id }"`
		);
	} );

	test( 'says plainly why alt text cannot be written without an AI client that reads images', async ( {
		page,
	} ) => {
		test.skip( hasAiClient, 'this WordPress has an AI client' );
		await openRoute( page, '/tools/bulk-ai/images', 'Bulk AI' );
		// In the screen (WordPress also speaks the notice in its live region).
		const main = page.locator( '.sightline-app__main' );
		await expect(
			main.getByText(
				'Alt text needs an AI model that can see the image. The AI provider chosen for this site cannot read images: choose WordPress AI (Settings > Connectors, WordPress 7.0 or later) with a model that accepts images.'
			)
		).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: /^Write alt text/ } )
		).toHaveCount( 0 );
		await expect( main.getByRole( 'checkbox' ) ).toHaveCount( 0 );
	} );
} );
