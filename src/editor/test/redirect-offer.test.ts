import { store as editorStore } from '@wordpress/editor';
import { store as noticesStore } from '@wordpress/notices';

import {
	movedAddress,
	movedAddresses,
	REDIRECT_NOTICE,
	sitePath,
	watchAddressChanges,
} from '../redirect-offer';

jest.mock( '@wordpress/editor', () => ( { store: 'core/editor' } ) );
jest.mock( '../../store', () => ( { store: 'sightline' } ) );

const HOME = 'http://example.org/';

/** A registry stand-in: the editor's state is set by the test, every listener runs on change(). */
function fakeRegistry() {
	const listeners: Array< () => void > = [];
	const editor = {
		saving: false,
		post: { status: 'publish', link: 'http://example.org/old-slug/' },
		ok: true,
	};
	const notices = {
		createInfoNotice: jest.fn(),
		createErrorNotice: jest.fn(),
		removeNotice: jest.fn(),
	};
	const sightline = {
		saveRedirect: jest.fn().mockResolvedValue( { ok: true } ),
	};
	const registry = {
		select: ( name: unknown ) => {
			expect( name ).toBe( editorStore );
			return {
				isSavingPost: () => editor.saving,
				isAutosavingPost: () => false,
				getCurrentPost: () => editor.post,
				didPostSaveRequestSucceed: () => editor.ok,
			};
		},
		dispatch: ( name: unknown ) =>
			name === noticesStore ? notices : ( sightline as unknown ),
		subscribe: ( listener: () => void ) => listeners.push( listener ),
	};
	const change = () => listeners.forEach( ( listener ) => listener() );
	/** One save that ends with the post at `link`. */
	const save = ( link: string ) => {
		editor.saving = true;
		change();
		editor.post = { ...editor.post, link };
		editor.saving = false;
		change();
	};
	return { registry, editor, notices, sightline, save };
}

describe( 'redirect offer in the editor', () => {
	it( 'turns site addresses into paths and knows when one moved', () => {
		expect( sitePath( HOME, 'http://example.org/a/b/' ) ).toBe( '/a/b/' );
		expect(
			sitePath( 'http://example.org/blog/', 'http://example.org/blog/x' )
		).toBe( '/x' );
		expect( sitePath( HOME, 'http://other.example/a' ) ).toBeNull();
		expect(
			movedAddress(
				HOME,
				'http://example.org/a/',
				'http://example.org/a/'
			)
		).toBeNull();
		expect(
			movedAddress(
				HOME,
				'http://example.org/a/',
				'http://example.org/b/'
			)
		).toEqual( {
			source: '/a/',
			target: '/b/',
		} );
	} );

	it( 'offers a redirect when a published address changes and creates it on request', async () => {
		const { registry, notices, sightline, save } = fakeRegistry();
		watchAddressChanges( registry, {
			homeUrl: HOME,
			canManageOptions: true,
			redirectsAutoCreate: false,
		} );

		save( 'http://example.org/old-slug/' );
		expect( notices.createInfoNotice ).not.toHaveBeenCalled();

		save( 'http://example.org/new-slug/' );
		expect( notices.createInfoNotice ).toHaveBeenCalledTimes( 1 );
		const [ message, options ] = notices.createInfoNotice.mock.calls[ 0 ];
		expect( message ).toContain( '/old-slug/' );
		expect( options.id ).toBe( REDIRECT_NOTICE );
		expect( options.actions[ 0 ].label ).toBe( 'Create redirect' );

		await options.actions[ 0 ].onClick();
		expect( sightline.saveRedirect ).toHaveBeenCalledWith( {
			source: '/old-slug/',
			target: '/new-slug/',
			match: 'exact',
			status: 301,
			query: 'keep',
			enabled: true,
		} );
		expect( notices.removeNotice ).toHaveBeenCalledWith( REDIRECT_NOTICE );
	} );

	it( 'says the server made it when automatic, and offers nothing to users who cannot manage redirects or for drafts', () => {
		const auto = fakeRegistry();
		watchAddressChanges( auto.registry, {
			homeUrl: HOME,
			canManageOptions: false,
			redirectsAutoCreate: true,
		} );
		auto.save( 'http://example.org/renamed/' );
		expect( auto.notices.createInfoNotice.mock.calls[ 0 ][ 0 ] ).toContain(
			'are now redirected to /renamed/'
		);
		expect(
			auto.notices.createInfoNotice.mock.calls[ 0 ][ 1 ].actions
		).toBeUndefined();

		const editor = fakeRegistry();
		watchAddressChanges( editor.registry, {
			homeUrl: HOME,
			canManageOptions: false,
			redirectsAutoCreate: false,
		} );
		editor.save( 'http://example.org/renamed/' );
		expect( editor.notices.createInfoNotice ).not.toHaveBeenCalled();

		const draft = fakeRegistry();
		draft.editor.post = {
			status: 'draft',
			link: 'http://example.org/?p=5',
		};
		watchAddressChanges( draft.registry, {
			homeUrl: HOME,
			canManageOptions: true,
			redirectsAutoCreate: false,
		} );
		draft.save( 'http://example.org/?p=6' );
		expect( draft.notices.createInfoNotice ).not.toHaveBeenCalled();
	} );

	it( 'takes the published subpages of a moved page along: named in the notice and each redirected', async () => {
		expect(
			movedAddresses( { source: '/about', target: '/company' }, [
				'/team',
			] )
		).toEqual( [
			{ source: '/about', target: '/company' },
			{ source: '/about/team', target: '/company/team' },
		] );

		const { registry, notices, sightline, save } = fakeRegistry();
		watchAddressChanges( registry, {
			homeUrl: HOME,
			canManageOptions: true,
			redirectsAutoCreate: false,
			subpagePaths: [ 'team/', 'team/lead/' ],
		} );
		save( 'http://example.org/company/' );
		const [ message, options ] = notices.createInfoNotice.mock.calls[ 0 ];
		expect( message ).toBe(
			'The address changed, and so did the addresses of its 2 subpages. Send visitors and search engines from /old-slug/ and the subpages to the new addresses?'
		);
		expect( options.actions[ 0 ].label ).toBe( 'Create redirects' );
		await options.actions[ 0 ].onClick();
		expect(
			sightline.saveRedirect.mock.calls.map( ( [ rule ] ) => [
				rule.source,
				rule.target,
			] )
		).toEqual( [
			[ '/old-slug/', '/company/' ],
			[ '/old-slug/team/', '/company/team/' ],
			[ '/old-slug/team/lead/', '/company/team/lead/' ],
		] );

		// A refusal stops the rest and is shown.
		const failing = fakeRegistry();
		failing.sightline.saveRedirect
			.mockResolvedValueOnce( { ok: true } )
			.mockResolvedValueOnce( { ok: false, message: 'Redirect loop' } );
		watchAddressChanges( failing.registry, {
			homeUrl: HOME,
			canManageOptions: true,
			redirectsAutoCreate: false,
			subpagePaths: [ 'a/', 'b/' ],
		} );
		failing.save( 'http://example.org/moved/' );
		await failing.notices.createInfoNotice.mock.calls[ 0 ][ 1 ].actions[ 0 ].onClick();
		expect( failing.sightline.saveRedirect ).toHaveBeenCalledTimes( 2 );
		expect( failing.notices.createErrorNotice ).toHaveBeenCalledWith(
			'Redirect loop',
			{ id: REDIRECT_NOTICE }
		);

		const auto = fakeRegistry();
		watchAddressChanges( auto.registry, {
			homeUrl: HOME,
			canManageOptions: false,
			redirectsAutoCreate: true,
			subpagePaths: [ 'team/' ],
		} );
		auto.save( 'http://example.org/company/' );
		expect( auto.notices.createInfoNotice.mock.calls[ 0 ][ 0 ] ).toBe(
			'The address changed: visitors of /old-slug/ are now redirected to /company/. Its 1 subpage moved with it and is redirected too.'
		);
	} );
} );
