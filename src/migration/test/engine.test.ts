import {
	initialProgress,
	isResumable,
	percentage,
	REDIRECT_BATCH,
	runMigration,
} from '../engine';
import {
	clearProgress,
	loadProgress,
	PROGRESS_KEY,
	saveProgress,
} from '../storage';
import type {
	ItemPage,
	MigrateResponse,
	MigrationApi,
	MigrationProgress,
} from '../types';

/** A fake server: 2 term pages (3 terms), 1 post page (2 posts); records every call. */
function fakeApi( overrides: Partial< MigrationApi > = {} ) {
	const calls: string[] = [];
	const termPages: ItemPage[] = [
		{
			success: true,
			pagination: {
				current_page: 1,
				per_page: 2,
				total_items: 3,
				total_pages: 2,
			},
			data: {
				category: {
					count: 2,
					title: 'Categories',
					term_ids: [ 11, 12 ],
				},
			},
		},
		{
			success: true,
			pagination: {
				current_page: 2,
				per_page: 2,
				total_items: 3,
				total_pages: 2,
			},
			data: { post_tag: { count: 1, title: 'Tags', term_ids: [ 21 ] } },
		},
	];
	const api: MigrationApi = {
		readTerms: async ( slug, page ) => {
			calls.push( `readTerms:${ slug }:${ page }` );
			return termPages[ page - 1 ];
		},
		readPosts: async ( slug, page ) => {
			calls.push( `readPosts:${ slug }:${ page }` );
			return {
				success: true,
				pagination: {
					current_page: 1,
					per_page: 20,
					total_items: 2,
					total_pages: 1,
				},
				data: {
					post: { count: 2, title: 'Posts', post_ids: [ 101, 102 ] },
				},
			};
		},
		readRedirects: async ( slug, page ) => {
			calls.push( `readRedirects:${ slug }:${ page }` );
			// Most sources keep no redirects: an empty page.
			return {
				success: true,
				pagination: {
					current_page: 1,
					per_page: 1000,
					total_items: 0,
					total_pages: 1,
				},
				data: {},
			};
		},
		migrateRedirects: async ( _slug, group, ids ) => {
			calls.push( `redirect:${ group }:${ ids.join( ',' ) }` );
			return { success: true, message: 'ok' };
		},
		migrateGlobalSettings: async () => {
			calls.push( 'global' );
			return {
				success: true,
				message: 'ok',
				imported: [ 'Separator' ],
				report: [
					{
						item: 'global',
						field: 'page_title',
						value: '%%cf_price%%',
						reason: 'untranslated_token',
					},
				],
			};
		},
		migrateTerm: async ( _slug, id ) => {
			calls.push( `term:${ id }` );
			return { success: true, message: 'ok' };
		},
		migratePost: async ( _slug, id ) => {
			calls.push( `post:${ id }` );
			return {
				success: true,
				message: 'ok',
				report:
					102 === id
						? [
								{
									item: 'post:102',
									field: 'title',
									value: '%%focuskw%%',
									reason: 'untranslated_token',
								},
							]
						: [],
			};
		},
		deactivatePlugin: async ( slug ) => {
			calls.push( `deactivate:${ slug }` );
		},
		completeMigration: async ( slug ) => {
			calls.push( `complete:${ slug }` );
		},
		...overrides,
	};
	return { api, calls };
}

describe( 'migration engine', () => {
	beforeEach( () => window.localStorage.clear() );

	it( 'reads all term pages, then post pages, then migrates global, terms, posts, deactivates and completes', async () => {
		const { api, calls } = fakeApi();
		const saved: MigrationProgress[] = [];
		const end = await runMigration(
			initialProgress( 'wordpress-seo' ),
			api,
			{ save: ( state ) => saved.push( state ) }
		);
		expect( calls ).toEqual( [
			'readTerms:wordpress-seo:1',
			'readTerms:wordpress-seo:2',
			'readPosts:wordpress-seo:1',
			'readRedirects:wordpress-seo:1',
			'global',
			'term:11',
			'term:12',
			'term:21',
			'post:101',
			'post:102',
			'deactivate:wordpress-seo',
			'complete:wordpress-seo',
		] );
		expect( end.isDone ).toBe( true );
		expect( end.progress ).toBe( 100 );
		expect( end.total_items ).toBe( 6 ); // 3 terms + 2 posts + 1 global
		expect( end.migrated_items ).toBe( 6 );
		expect( end.imported ).toEqual( [ 'Separator' ] );
		expect( end.report.map( ( entry ) => entry.value ) ).toEqual( [
			'%%cf_price%%',
			'%%focuskw%%',
		] );
		const statuses = [
			...new Set( saved.map( ( state ) => state.currentStatus ) ),
		];
		expect( statuses.slice( 0, 7 ) ).toEqual( [
			'preparing',
			'reading_taxonomies',
			'reading_content',
			'reading_redirects',
			'migrating_global',
			'migrating_taxonomies',
			'migrating_content',
		] );
		// Progress is migrated/total rounded: after the global settings 1/6 = 17%.
		expect(
			saved.find( ( state ) => state.migrated_items === 1 )?.progress
		).toBe( 17 );
	} );

	it( 'migrates redirect records after the posts, in a request per group, and names them in the summary', async () => {
		const { api, calls } = fakeApi( {
			readRedirects: async ( slug, page ) => {
				calls.push( `readRedirects:${ slug }:${ page }` );
				return {
					success: true,
					pagination: {
						current_page: page,
						per_page: 1000,
						total_items: 3,
						total_pages: 1,
					},
					data: {
						post: {
							count: 2,
							title: 'Redirects of content',
							redirect_ids: [ 7, 9 ],
						},
						term: {
							count: 1,
							title: 'Redirects of terms',
							redirect_ids: [ 7 ],
						},
					},
				};
			},
			migrateRedirects: async ( _slug, group, ids ) => {
				calls.push( `redirect:${ group }:${ ids.join( ',' ) }` );
				return {
					success: true,
					message: 'ok',
					imported: [ 'Redirects' ],
					report:
						'post' === group && ids.includes( 9 )
							? [
									{
										item: 'redirects',
										field: '/members → /in',
										value: 'the redirect of logged-in visitors only',
										reason: 'unsupported',
									},
								]
							: [],
				};
			},
		} );
		const saved: MigrationProgress[] = [];
		const end = await runMigration( initialProgress( 'wp-seopress' ), api, {
			save: ( state ) => saved.push( state ),
		} );
		expect( calls.slice( calls.indexOf( 'post:102' ) ) ).toEqual( [
			'post:102',
			'redirect:post:7,9',
			'redirect:term:7',
			'deactivate:wp-seopress',
			'complete:wp-seopress',
		] );
		expect( end.total_items ).toBe( 9 ); // 3 terms + 2 posts + 3 redirect records + 1 global
		expect( end.migrated_items ).toBe( 9 );
		expect( end.imported ).toEqual( [ 'Separator', 'Redirects' ] );
		expect( end.report.map( ( entry ) => entry.item ) ).toContain(
			'redirects'
		);
		const statuses = new Set(
			saved.map( ( state ) => state.currentStatus )
		);
		expect( statuses.has( 'reading_redirects' ) ).toBe( true );
		expect( statuses.has( 'migrating_redirects' ) ).toBe( true );
	} );

	it( 'sends redirect records in batches of REDIRECT_BATCH, counts each record, and resumes after the last batch the server confirmed', async () => {
		const ids = Array.from( { length: 120 }, ( _, index ) => index + 1 );
		const listing = async ( _slug: string, page: number ) => ( {
			success: true as const,
			pagination: {
				current_page: page,
				per_page: 1000,
				total_items: ids.length,
				total_pages: 1,
			},
			data: {
				redirects: {
					count: ids.length,
					title: 'Redirects',
					redirect_ids: ids,
				},
			},
		} );
		const batches: number[][] = [];
		let failSecond = true;
		const { api } = fakeApi( {
			readRedirects: listing,
			migrateRedirects: async ( _slug, _group, batch ) => {
				if ( failSecond && batches.length === 1 ) {
					failSecond = false;
					throw new Error( 'gateway timeout' );
				}
				batches.push( batch );
				return { success: true, message: 'ok' };
			},
		} );
		const saved: MigrationProgress[] = [];
		const stopped = await runMigration(
			initialProgress( 'seo-by-rank-math' ),
			api,
			{ save: ( state ) => saved.push( state ) }
		);
		expect( stopped.error ).toBe( 'gateway timeout' );
		expect( stopped.total_items ).toBe( 3 + 2 + 120 + 1 );
		expect( stopped.migrated_items ).toBe( 1 + 3 + 2 + REDIRECT_BATCH );
		expect( stopped.migrationData.redirects?.redirects.remaining ).toEqual(
			ids.slice( REDIRECT_BATCH )
		);

		const done = await runMigration( stopped, api, {
			save: ( state ) => saved.push( state ),
		} );
		expect( done.isDone ).toBe( true );
		expect( done.migrated_items ).toBe( done.total_items );
		expect( batches.map( ( batch ) => batch.length ) ).toEqual( [
			50, 50, 20,
		] );
		expect( batches.flat() ).toEqual( ids );
		// Progress moves once per request, by the records the request carried.
		const redirectSteps = saved
			.filter(
				( state ) => state.currentStatus === 'migrating_redirects'
			)
			.map( ( state ) => state.migrated_items );
		expect( [ ...new Set( redirectSteps ) ] ).toEqual( [
			6, 56, 106, 126,
		] );
	} );

	it( 'resumes a record saved before redirects were migrated', async () => {
		const { api, calls } = fakeApi();
		const first = await runMigration(
			initialProgress( 'wordpress-seo' ),
			fakeApi( {
				migratePost: () => Promise.reject( new Error( 'down' ) ),
			} ).api,
			{ save: () => undefined }
		);
		const { redirects, ...oldData } = first.migrationData;
		expect( redirects ).toEqual( {} );
		const done = await runMigration(
			{ ...first, migrationData: oldData },
			api,
			{ save: () => undefined }
		);
		expect( done.isDone ).toBe( true );
		expect( calls ).toEqual( [
			'post:101',
			'post:102',
			'deactivate:wordpress-seo',
			'complete:wordpress-seo',
		] );
	} );

	it( 'skips deactivation when unticked and ignores failing deactivation and completion calls', async () => {
		const { api, calls } = fakeApi( {
			completeMigration: () => Promise.reject( new Error( 'boom' ) ),
		} );
		const end = await runMigration(
			initialProgress( 'slim-seo', false ),
			api,
			{ save: () => undefined }
		);
		expect( calls ).not.toContain( 'deactivate:slim-seo' );
		expect( end.isDone ).toBe( true );
		expect( end.error ).toBe( '' );

		const second = fakeApi( {
			deactivatePlugin: () => Promise.reject( new Error( 'nope' ) ),
		} );
		const again = await runMigration(
			initialProgress( 'slim-seo', true ),
			second.api,
			{ save: () => undefined }
		);
		expect( again.isDone ).toBe( true );
	} );

	it( 'asks the server to migrate items again only when the user chose Start over', async () => {
		const flags: Array< boolean | undefined > = [];
		const record = async (
			_slug: string,
			_id: number,
			startOver?: boolean
		) => {
			flags.push( startOver );
			return { success: true as const, message: 'ok' };
		};
		const { api } = fakeApi( { migrateTerm: record, migratePost: record } );
		await runMigration( initialProgress( 'wordpress-seo' ), api, {
			save: () => undefined,
		} );
		expect( flags.length ).toBeGreaterThan( 0 );
		expect( flags.every( ( flag ) => ! flag ) ).toBe( true );

		flags.length = 0;
		await runMigration(
			{ ...initialProgress( 'wordpress-seo' ), startOver: true },
			api,
			{ save: () => undefined }
		);
		expect( flags.length ).toBeGreaterThan( 0 );
		expect( flags.every( ( flag ) => flag === true ) ).toBe( true );
	} );

	it( 'says in the summary that a plugin active for the whole network was left on', async () => {
		const message =
			'The plugin is active for the whole network and was left on: a network administrator can deactivate it in Network Admin > Plugins.';
		const { api } = fakeApi( {
			deactivatePlugin: async () => ( {
				success: true,
				message,
				deactivated: [],
				network_active: [ 'wordpress-seo/wp-seo.php' ],
			} ),
		} );
		const end = await runMigration(
			initialProgress( 'wordpress-seo', true ),
			api,
			{ save: () => undefined }
		);
		expect( end.isDone ).toBe( true );
		expect( end.report ).toContainEqual( {
			item: 'global',
			field: 'Source plugin',
			value: message,
			reason: 'kept_difference',
		} );
	} );

	it( 'stores the error on a failed item and resumes after the last confirmed item', async () => {
		let failOnce = true;
		const { api, calls } = fakeApi( {
			migratePost: async ( _slug, id ) => {
				calls.push( `post:${ id }` );
				if ( 102 === id && failOnce ) {
					failOnce = false;
					throw { code: 'x', message: 'Database went away' };
				}
				return { success: true, message: 'ok' };
			},
		} );
		let last: MigrationProgress | null = null;
		const failed = await runMigration(
			initialProgress( 'wordpress-seo' ),
			api,
			{ save: ( state ) => ( last = state ) }
		);
		expect( failed.error ).toBe( 'Database went away' );
		expect( failed.isMigrating ).toBe( false );
		expect( last ).toEqual( failed );
		expect( failed.migrationData.posts.post.completed ).toEqual( [ 101 ] );
		expect( failed.migrationData.posts.post.remaining ).toEqual( [ 102 ] );
		expect( isResumable( failed ) ).toBe( true );

		calls.length = 0;
		const done = await runMigration( failed, api, {
			save: () => undefined,
		} );
		// No setup again, no global settings again, no item twice.
		expect( calls ).toEqual( [
			'post:102',
			'deactivate:wordpress-seo',
			'complete:wordpress-seo',
		] );
		expect( done.isDone ).toBe( true );
		expect( done.migrated_items ).toBe( 6 );
	} );

	it( 'uses the fallback texts when the server gives none', async () => {
		const read = await runMigration(
			initialProgress( 'wordpress-seo' ),
			fakeApi( { readTerms: () => Promise.reject( new Error( '' ) ) } )
				.api,
			{ save: () => undefined }
		);
		expect( read.error ).toBe( 'API request failed' );
		const refused = await runMigration(
			initialProgress( 'wordpress-seo' ),
			fakeApi( {
				// A 200 that is not a success (a proxy's page, another plugin's output).
				migrateGlobalSettings: async () =>
					( {
						success: false,
						message: '',
					} ) as unknown as MigrateResponse,
			} ).api,
			{ save: () => undefined }
		);
		expect( refused.error ).toBe( 'Migration failed' );
		const thrown = await runMigration(
			initialProgress( 'wordpress-seo' ),
			fakeApi( { migrateTerm: () => Promise.reject( 'weird' ) } ).api,
			{ save: () => undefined }
		);
		expect( thrown.error ).toBe( 'Migration failed. Please try again.' );
	} );

	it( 'counts an item deleted since setup as done instead of failing', async () => {
		const { api, calls } = fakeApi( {
			migrateTerm: async ( _slug, id ) => {
				calls.push( `term:${ id }` );
				if ( 12 === id ) {
					throw {
						code: 'sightline_migration_unknown_item',
						message: 'There is no term with the id 12.',
					};
				}
				return { success: true, message: 'ok' };
			},
		} );
		const end = await runMigration(
			initialProgress( 'wordpress-seo' ),
			api,
			{ save: () => undefined }
		);
		expect( end.isDone ).toBe( true );
		expect( end.migrationData.terms.category.completed ).toEqual( [
			11, 12,
		] );
	} );

	it( 'stops quietly when cancelled', async () => {
		let cancelled = false;
		const { api, calls } = fakeApi( {
			migrateTerm: async ( _slug, id ) => {
				calls.push( `term:${ id }` );
				cancelled = true;
				return { success: true, message: 'ok' };
			},
		} );
		const end = await runMigration(
			initialProgress( 'wordpress-seo' ),
			api,
			{ save: () => undefined, isCancelled: () => cancelled }
		);
		expect( end.isDone ).toBe( false );
		expect(
			calls.filter( ( call ) => call.startsWith( 'term:' ) )
		).toEqual( [ 'term:11' ] );
		expect( calls.some( ( call ) => call.startsWith( 'post:' ) ) ).toBe(
			false
		);
	} );

	it( 'rounds the percentage and never divides by zero', () => {
		expect( percentage( 1, 3 ) ).toBe( 33 );
		expect( percentage( 2, 3 ) ).toBe( 67 );
		expect( percentage( 0, 0 ) ).toBe( 0 );
	} );

	it( 'persists the record under sightline_migration_progress with every SPEC §3.3 field', () => {
		saveProgress( {
			...initialProgress( 'wp-seopress' ),
			setupDone: true,
			migrated_items: 3,
		} );
		const raw = JSON.parse(
			window.localStorage.getItem( PROGRESS_KEY ) ?? '{}'
		);
		for ( const field of [
			'plugin_slug',
			'isMigrating',
			'isDone',
			'error',
			'progress',
			'showResume',
			'deactivatePlugin',
			'currentStatus',
			'migrationData',
			'pagination',
			'total_items',
			'migrated_items',
		] ) {
			expect( raw ).toHaveProperty( field );
		}
		expect( raw.migrationData ).toHaveProperty(
			'global_settings_migrated'
		);
		expect( loadProgress()?.plugin_slug ).toBe( 'wp-seopress' );
		window.localStorage.setItem( PROGRESS_KEY, '{not json' );
		expect( loadProgress() ).toBeNull();
		clearProgress();
		expect( window.localStorage.getItem( PROGRESS_KEY ) ).toBeNull();
	} );
} );
