/**
 * A term's and an author's own structured data, edited beside their other fields and saved by the
 * screen's own button: on a category's form a Service, first refused by the server (the form stays,
 * the panel names the field, the edit is kept), then stored by "Update" and printed on the category's
 * archive; on the profile a Person, stored by "Update Profile" and printed on the author's archive.
 */

import { test, expect } from '../fixtures';
import { expectNoSeriousA11yViolations } from '../utils/axe';
import { frontEnd } from '../utils/settings-app';
import { addType, graphOf } from '../utils/structured-data';

interface RestItem {
	id: number;
	link: string;
}

/** Whether a request is a PUT of a kind's structured data (pretty or plain permalinks alike). */
function isOwnSave( kind: string ) {
	return ( url: URL ) =>
		decodeURIComponent( url.toString() ).includes(
			`/sightline/v1/${ kind }/structured-data`
		);
}

test.describe( 'Schema panels of terms and authors', () => {
	test.describe.configure( { timeout: 240_000 } );
	const cleanup: Array< () => Promise< unknown > > = [];

	test.afterAll( async () => {
		for ( const step of cleanup ) {
			await step();
		}
	} );

	test( 'a category’s Service, refused once then saved by Update', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		const category = ( await requestUtils.rest( {
			path: '/wp/v2/categories',
			method: 'POST',
			data: {
				name: 'Wheel repairs',
				description: 'Wheels trued while you wait.',
			},
		} ) ) as RestItem;
		const post = ( await requestUtils.rest( {
			path: '/wp/v2/posts',
			method: 'POST',
			data: {
				title: 'Spoke tension',
				status: 'publish',
				categories: [ category.id ],
			},
		} ) ) as RestItem;
		cleanup.push(
			() =>
				requestUtils.rest( {
					path: `/wp/v2/posts/${ post.id }`,
					method: 'DELETE',
					params: { force: true },
				} ),
			() =>
				requestUtils.rest( {
					path: `/wp/v2/categories/${ category.id }`,
					method: 'DELETE',
					params: { force: true },
				} )
		);

		await admin.visitAdminPage(
			'term.php',
			`taxonomy=category&tag_ID=${ category.id }`
		);
		const root = page.locator( '#sightline-term-seo-root' );
		await root
			.getByRole( 'button', { name: 'Schema', exact: true } )
			.click();
		const card = await addType( root, 'Service' );
		await card.getByRole( 'button', { name: /^More properties/ } ).click();
		await card
			.getByRole( 'textbox', { name: 'Service type', exact: true } )
			.fill( 'Wheel truing' );
		await expectNoSeriousA11yViolations( page, '#sightline-term-seo-root' );

		// The server refuses: the form does not go, the panel says why and keeps the edit.
		const refuse = isOwnSave( 'term' );
		await page.route( refuse, ( route ) =>
			route.fulfill( {
				status: 400,
				contentType: 'application/json',
				body: JSON.stringify( {
					code: 'rest_invalid_param',
					message: 'Invalid parameter(s): instances',
					data: {
						status: 400,
						params: {
							instances:
								'instances[0].values.serviceType is too long.',
						},
					},
				} ),
			} )
		);
		await page
			.getByRole( 'button', { name: 'Update', exact: true } )
			.click();
		await expect(
			root.getByText(
				'The structured data was not saved: instances[0].values.serviceType is too long.'
			)
		).toBeVisible();
		await expect( page.getByText( 'Category updated.' ) ).toHaveCount( 0 );
		await expect(
			card.getByRole( 'textbox', { name: 'Service type', exact: true } )
		).toHaveValue( 'Wheel truing' );

		// Closing the panel keeps the edit; the next Update stores it and the form goes.
		await root
			.getByRole( 'button', { name: 'Schema', exact: true } )
			.click();
		await root
			.getByRole( 'button', { name: 'Schema', exact: true } )
			.click();
		await expect(
			card.getByRole( 'textbox', { name: 'Service type', exact: true } )
		).toHaveValue( 'Wheel truing' );
		await page.unroute( refuse );
		await page
			.getByRole( 'button', { name: 'Update', exact: true } )
			.click();
		// The form's own save: a full page load, slower than the app's own updates.
		await expect( page.getByText( 'Category updated.' ) ).toBeVisible( {
			timeout: 30_000,
		} );

		const services = graphOf(
			await frontEnd( page, category.link )
		).filter( ( node ) => node[ '@type' ] === 'Service' );
		expect( services ).toHaveLength( 1 );
		expect( services[ 0 ] ).toMatchObject( {
			name: 'Wheel repairs',
			description: 'Wheels trued while you wait.',
			serviceType: 'Wheel truing',
		} );
	} );

	test( 'an author’s Person, saved by Update Profile', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		const post = ( await requestUtils.rest( {
			path: '/wp/v2/posts',
			method: 'POST',
			data: { title: 'Chain care', status: 'publish' },
		} ) ) as RestItem & { author: number };
		cleanup.push( () =>
			requestUtils.rest( {
				path: `/wp/v2/posts/${ post.id }`,
				method: 'DELETE',
				params: { force: true },
			} )
		);
		await admin.visitAdminPage( 'profile.php' );
		const root = page.locator( '#sightline-profile-schema-root' );
		const card = await addType( root, 'Person' );
		await card
			.getByRole( 'textbox', { name: 'Name (required)', exact: true } )
			.fill( '%author_name%' );
		await card.getByRole( 'button', { name: /^More properties/ } ).click();
		await card
			.getByRole( 'textbox', { name: 'Job title', exact: true } )
			.fill( 'Head mechanic' );
		await expectNoSeriousA11yViolations(
			page,
			'#sightline-profile-schema-root'
		);
		await page
			.getByRole( 'button', { name: 'Update Profile', exact: true } )
			.click();
		await expect( page.getByText( 'Profile updated.' ) ).toBeVisible( {
			timeout: 30_000,
		} );

		// Kept after the reload the form's save brings.
		await expect(
			page
				.locator( '#sightline-profile-schema-root' )
				.getByRole( 'region', { name: 'Person', exact: true } )
		).toBeVisible();
		const author = ( await requestUtils.rest( {
			path: `/wp/v2/users/${ post.author }`,
		} ) ) as { link: string; name: string };
		const people = graphOf( await frontEnd( page, author.link ) ).filter(
			( node ) =>
				node[ '@type' ] === 'Person' &&
				String( node[ '@id' ] ).startsWith( author.link + '#/schema/' )
		);
		expect( people ).toHaveLength( 1 );
		expect( people[ 0 ] ).toMatchObject( {
			name: author.name,
			jobTitle: 'Head mechanic',
		} );

		await requestUtils.rest( {
			path: '/sightline/v1/author/structured-data',
			method: 'PUT',
			data: { id: post.author, instances: [] },
		} );
	} );
} );
