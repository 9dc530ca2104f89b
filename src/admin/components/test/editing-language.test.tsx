import { render, screen } from '@testing-library/react';

import { EditingLanguage } from '../editing-language';

describe( 'EditingLanguage', () => {
	it( 'names the language being edited and links to where it is translated', () => {
		render(
			<EditingLanguage
				language={ {
					name: 'English',
					locale: 'en_US',
					translateUrl:
						'http://example.org/wp-admin/admin.php?page=mlang_strings',
				} }
			/>
		);
		expect(
			screen.getByText(
				'You are editing the texts in English, the site’s default language.'
			)
		).toBeTruthy();
		const link = screen.getByRole( 'link', {
			name: 'Languages › Translations',
		} );
		expect( link.getAttribute( 'href' ) ).toBe(
			'http://example.org/wp-admin/admin.php?page=mlang_strings'
		);
	} );

	it( 'shows nothing on a single-language site', () => {
		const { container } = render( <EditingLanguage /> );
		expect( container.textContent ).toBe( '' );
	} );
} );
