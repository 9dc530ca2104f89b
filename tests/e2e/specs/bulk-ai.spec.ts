/**
 * Tools > Bulk AI: 25 posts without a meta description are picked, the job writes their suggestions in
 * the background (the offline provider; the rate limit, 10 in ten seconds on the e2e site as
 * tests/e2e/site sets it, makes the screen wait and go on), a reload mid-run finds the job and Resume finishes it, then the review edits one suggestion
 * and applies it, discards another, applies all the rest, and the posts hold exactly what was
 * applied; no serious accessibility violation.
 */
import { test, expect } from '../fixtures';
import { expectNoSeriousA11yViolations } from '../utils/axe';
import { openRoute } from '../utils/settings-app';
import { deletePosts } from '../utils/posts';

const COUNT = 25;

interface RestPost {
	id: number;
	meta: Record< string, unknown >;
}

test.describe( 'Bulk AI screen', () => {
	// 25 model calls at 10 in ten seconds: the run waits for the rate limit twice. The time allows for
	// a site run without tools/run-e2e.sh, where the limit is the plugin's 10 a minute.
	test.describe.configure( { timeout: 420_000 } );
	const posts: number[] = [];

	test.beforeAll( async ( { requestUtils } ) => {
		for ( let i = 1; i <= COUNT; i++ ) {
			const post = ( await requestUtils.rest( {
				path: '/wp/v2/posts',
				method: 'POST',
				data: {
					title: `Bulk owl ${ i }`,
					content: `<p>Owl number ${ i } hunts at night over the meadows and sleeps by day in old barns.</p>`,
					status: 'publish',
				},
			} ) ) as RestPost;
			posts.push( post.id );
		}
	} );

	test.afterAll( ( { requestUtils } ) => deletePosts( requestUtils, posts ) );

	test( 'writes, resumes, reviews and applies suggestions for 25 posts', async ( {
		page,
		requestUtils,
	} ) => {
		await openRoute( page, '/tools/bulk-ai', 'Bulk AI' );
		await expect( page.getByLabel( 'Show' ) ).toHaveValue(
			'missing_description'
		);
		for ( let i = 1; i <= COUNT; i++ ) {
			await page
				.getByRole( 'checkbox', {
					name: `Bulk owl ${ i }`,
					exact: true,
				} )
				.check();
		}
		await page.getByRole( 'checkbox', { name: 'SEO title' } ).uncheck();
		await expectNoSeriousA11yViolations( page );
		await page
			.getByRole( 'button', { name: 'Write suggestions for 25 posts' } )
			.click();

		// Close the tab's work mid-run: the job is on the server, the screen offers to resume it.
		await expect( page.getByText( /^[1-9]\d* of 25 written/ ) ).toBeVisible(
			{ timeout: 60_000 }
		);
		await page.reload();
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Bulk AI' } )
		).toBeVisible();
		await page.getByRole( 'button', { name: 'Resume' } ).click();
		await expect( page.getByText( '25 of 25 written' ) ).toBeVisible( {
			timeout: 360_000,
		} );
		for ( const id of posts ) {
			const post = ( await requestUtils.rest( {
				path: `/wp/v2/posts/${ id }`,
				params: { context: 'edit' },
			} ) ) as RestPost;
			expect( post.meta._sightline_description ).toBe( '' );
		}

		// Review: edit the first and apply it, discard the second, apply all the others.
		const first = page.getByRole( 'listitem', {
			name: 'Bulk owl 1',
			exact: true,
		} );
		await expect(
			first.getByText(
				'Current Meta description: (empty: the template is used)'
			)
		).toBeVisible();
		const suggested = first.getByLabel( 'Suggested Meta description' );
		await expect( suggested ).not.toHaveValue( '' );
		await suggested.fill( 'Owls of the first meadow, edited by hand.' );
		await first
			.getByRole( 'button', { name: 'Apply', exact: true } )
			.click();
		await expect( first.getByText( 'Applied' ) ).toBeVisible();

		const second = page.getByRole( 'listitem', {
			name: 'Bulk owl 2',
			exact: true,
		} );
		await second
			.getByRole( 'button', { name: 'Discard', exact: true } )
			.click();
		await expect( second.getByText( 'Discarded' ) ).toBeVisible();

		const third = page.getByRole( 'listitem', {
			name: 'Bulk owl 3',
			exact: true,
		} );
		const thirdSuggestion = await third
			.getByLabel( 'Suggested Meta description' )
			.inputValue();
		await page
			.getByRole( 'button', { name: 'Apply all 23 ready' } )
			.click();
		// All reviewed: the screen goes back to the pick list.
		await expect(
			page.getByRole( 'button', {
				name: 'Write suggestions for 0 posts',
			} )
		).toBeVisible();

		const meta = async ( id: number ) =>
			(
				( await requestUtils.rest( {
					path: `/wp/v2/posts/${ id }`,
					params: { context: 'edit' },
				} ) ) as RestPost
			 ).meta._sightline_description;
		expect( await meta( posts[ 0 ] ) ).toBe(
			'Owls of the first meadow, edited by hand.'
		);
		expect( await meta( posts[ 1 ] ) ).toBe( '' );
		expect( await meta( posts[ 2 ] ) ).toBe( thirdSuggestion );
		for ( const id of posts.slice( 3 ) ) {
			expect( await meta( id ) ).not.toBe( '' );
		}
	} );
} );
