/**
 * The scores: a post written and published in the block editor shows its SEO and readability scores
 * at the top of the Sightline sidebar, and the same scores, stored when it was saved, in the SEO
 * column of the Posts list, which sorts by the SEO score and filters by its band.
 */
import { test, expect } from '../fixtures';
import { openSightlineSidebar, sidebar } from '../utils/editor-sidebar';
import { deletePosts } from '../utils/posts';

const TEXT =
	'Alpine lakes freeze early in autumn. The water is clear and cold. Walkers come in summer. The paths are steep but short. Bring water and a warm coat. The views are worth the climb.';

test.describe( 'scores', () => {
	test.describe.configure( { timeout: 180_000 } );
	const posts: number[] = [];

	test.afterAll( ( { requestUtils } ) => deletePosts( requestUtils, posts ) );

	test( 'a post saved in the block editor shows its scores in the sidebar and in the Posts list', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost( { title: 'Alpine lakes in autumn' } );
		await editor.insertBlock( {
			name: 'core/paragraph',
			attributes: { content: TEXT },
		} );
		// The inserted block took the settings sidebar to its Block tab.
		await editor.openDocumentSettingsSidebar();
		await page.getByRole( 'tab', { name: 'Post', exact: true } ).click();
		await openSightlineSidebar( page, editor );
		const badges = sidebar( page ).locator( '.sightline-editor-scores' );
		await expect( badges ).toContainText( /SEO \d+/ );
		await expect( badges ).toContainText( /Readability \d+/ );
		await expect(
			badges.getByText(
				/^SEO score: \d+ of 100, (Good|Needs improvement|Problem)\.$/
			)
		).toBeAttached();

		await editor.publishPost();
		const id = await page.evaluate( () =>
			(
				window as unknown as {
					wp: {
						data: {
							select: ( name: string ) => {
								getCurrentPostId: () => number;
							};
						};
					};
				}
			 ).wp.data
				.select( 'core/editor' )
				.getCurrentPostId()
		);
		posts.push( id );
		const live = (
			await badges.locator( '[aria-hidden="true"]' ).allInnerTexts()
		).join( ' ' );

		await admin.visitAdminPage( 'edit.php' );
		await expect(
			page.getByRole( 'link', { name: /^SEO/ } ).first()
		).toHaveAttribute( 'href', /orderby=sightline_seo_score/ );
		const cell = page.locator( `#post-${ id } td.column-sightline_scores` );
		await expect( cell ).toContainText( /SEO \d+/ );
		await expect( cell ).toContainText( /Readability \d+/ );
		// The scores stored at save are the editor's: one rule over the same checks.
		const stored = (
			await cell.locator( '[aria-hidden="true"]' ).allInnerTexts()
		).join( ' ' );
		expect( stored ).toBe( live );

		const band =
			(
				await cell
					.locator( '.sightline-score' )
					.first()
					.getAttribute( 'class' )
			)?.match( /sightline-score--(\w+)/ )?.[ 1 ] ?? '';
		await page.getByLabel( 'Filter by SEO score' ).selectOption( band );
		await page
			.getByRole( 'button', { name: 'Filter', exact: true } )
			.click();
		await expect( page.locator( `#post-${ id }` ) ).toBeVisible();
		await page.getByLabel( 'Filter by SEO score' ).selectOption( 'none' );
		await page
			.getByRole( 'button', { name: 'Filter', exact: true } )
			.click();
		await expect( page.locator( `#post-${ id }` ) ).toHaveCount( 0 );
	} );
} );
