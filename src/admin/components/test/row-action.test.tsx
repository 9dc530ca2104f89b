import { fireEvent, render, screen } from '@testing-library/react';

import { RowAction } from '../row-action';

describe( 'RowAction', () => {
	it( 'shows short text, is named after its row and acts on click', () => {
		const onClick = jest.fn();
		render(
			<RowAction
				label="Delete /old-page"
				onClick={ onClick }
				isDestructive
			>
				Delete
			</RowAction>
		);
		const button = screen.getByRole( 'button', {
			name: 'Delete /old-page',
		} );
		expect( button.textContent ).toBe( 'Delete' );
		expect( button.classList.contains( 'is-link' ) ).toBe( true );
		expect( button.classList.contains( 'is-destructive' ) ).toBe( true );
		fireEvent.click( button );
		expect( onClick ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'does nothing while disabled', () => {
		const onClick = jest.fn();
		render(
			<RowAction label="Edit /old-page" onClick={ onClick } disabled>
				Edit
			</RowAction>
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Edit /old-page' } )
		);
		expect( onClick ).not.toHaveBeenCalled();
	} );
} );
