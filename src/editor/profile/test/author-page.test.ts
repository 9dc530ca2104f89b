import { authorPage } from '../author-page';

describe( 'authorPage', () => {
	const author = {
		id: 7,
		name: 'Ada Wheeler',
		description: 'Fixes bikes.',
		url: 'https://example.org/author/ada/',
		structuredData: [],
	};

	it( 'resolves the archive’s variables with the profile as typed and hangs the nodes from the archive', () => {
		const page = authorPage(
			author,
			{ site_name: 'Spokes', author_name: 'Old name', title: 'Old' },
			'Ada W.',
			'Fixes bikes and wheels.'
		);
		expect( page.url ).toBe( 'https://example.org/author/ada/' );
		expect( page.variables ).toEqual( {
			site_name: 'Spokes',
			title: 'Ada W.',
			author_name: 'Ada W.',
			author_description: 'Fixes bikes and wheels.',
			permalink: 'https://example.org/author/ada/',
		} );
	} );
} );
